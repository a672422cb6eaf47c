#pragma once
// EditTagsDialog: XBoard's Edit Tags: the game's PGN tags in a table, the seven-tag roster
// first (Result shown, not edited: the game's result decides it), then any other tag. Rows
// can be added and removed; OK is refused while a name is not a PGN tag name (letters,
// digits and underscores, not starting with an underscore), is given twice, or is one the
// game writes itself (FEN, SetUp, Variant, PlyCount).

#include <QDialog>
#include <QList>
#include <QPair>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace tabiya {

using PgnTags = QList<QPair<QString, QString>>;

class EditTagsDialog : public QDialog {
    Q_OBJECT
public:
    explicit EditTagsDialog(const PgnTags& tags, QWidget* parent = nullptr);

    // The tags as edited, in the table's order (Result left out), names trimmed, rows
    // with an empty name dropped.
    PgnTags tags() const;
    QTableWidget* table() const { return m_table; }
    // What is wrong with the names (empty: nothing).
    QString problem() const;

    // A name as PGN allows for a tag: letters, digits and '_', starting with a letter or
    // digit.
    static bool isTagName(const QString& name);
    // The seven-tag roster, in its order.
    static const QStringList& roster();

    void addRow(const QString& name = {}, const QString& value = {});
    void removeCurrentRow();

private:
    void validate();

    QTableWidget* m_table;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace tabiya
