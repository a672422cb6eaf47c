#pragma once
// The Help menu's dialogs: Keyboard Shortcuts, a table read from the menu bar's own
// actions when it opens (so it never lists a key that is not there), and Getting Started,
// a short page on what each mode does.

#include <QDialog>
#include <QList>
#include <QString>

class QMenuBar;
class QTableWidget;

namespace tabiya {

// One row of the shortcuts table: the menu, the action's text (no mnemonic ampersands)
// and its keys as the platform writes them ("Ctrl+N, F2").
struct ShortcutEntry {
    QString menu;
    QString action;
    QString keys;
};

// Every action with a shortcut in the menus of `bar`, in menu order (submenus as
// "View > Pieces").
QList<ShortcutEntry> shortcutEntries(const QMenuBar* bar);

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar* bar, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};

class GettingStartedDialog : public QDialog {
    Q_OBJECT
public:
    explicit GettingStartedDialog(QWidget* parent = nullptr);
};

} // namespace tabiya
