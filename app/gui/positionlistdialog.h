#pragma once
// PositionListDialog: Load Position on a file of many positions (XBoard's -lpf files: one
// FEN or EPD a line): the positions numbered in a list, one chosen with OK or a double
// click. positionLines reads such a file's text.

#include <QDialog>
#include <QStringList>

class QListWidget;

namespace tabiya {

// The positions of a position file, as FENs: blank lines, '#' lines and lines that hold
// no board (no '/' in their first word) skipped, and an EPD
// line (four position fields, then operations) made a FEN with move counters "0 1".
QStringList positionLines(const QString& text);

class PositionListDialog : public QDialog {
    Q_OBJECT
public:
    PositionListDialog(const QString& fileName, const QStringList& fens, QWidget* parent = nullptr);
    // The position chosen (0-based).
    int chosen() const;
    QListWidget* list() const { return m_list; }

private:
    QListWidget* m_list;
};

} // namespace tabiya
