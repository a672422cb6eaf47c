#pragma once
// EditCommentDialog: XBoard's Edit Comment: the words after one move (or, at the start
// position, the game's comment) in a plain text box. OK keeps them, Clear empties the box.

#include <QDialog>

class QPlainTextEdit;

namespace tabiya {

class EditCommentDialog : public QDialog {
    Q_OBJECT
public:
    // `about` says what the comment belongs to ("12... Nc6", "the game").
    EditCommentDialog(const QString& about, const QString& comment, QWidget* parent = nullptr);

    // The text as typed, lines joined (a PGN comment is one run of words).
    QString comment() const;
    QPlainTextEdit* editor() const { return m_edit; }

private:
    QPlainTextEdit* m_edit;
};

} // namespace tabiya
