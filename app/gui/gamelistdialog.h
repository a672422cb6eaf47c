#pragma once
// GameListDialog: the games of a PGN file (XBoard's Game List), beside the window and not
// blocking it. It fills as the file is read; a click on a column sorts, the Player field
// keeps the games of one player, and a double click or Enter loads a game. Load Next and
// Load Previous Game go through the games in the order the list shows.

#include <QDialog>

class QLabel;
class QLineEdit;
class QTableView;

namespace tabiya {

class GameListFilter;
class GameListModel;
class PgnFileReader;

class GameListDialog : public QDialog {
    Q_OBJECT
public:
    GameListDialog(PgnFileReader* reader, QWidget* parent = nullptr);

    GameListModel* model() const { return m_model; }
    GameListFilter* filter() const { return m_filter; }
    QTableView* view() const { return m_view; }
    QLineEdit* playerField() const { return m_player; }
    // The loaded game (its index in the file), shown in bold and kept in sight.
    void setCurrentGame(int index);
    // The game `step` places from `from` (file index) in the order shown; -1 when there is
    // none. From a game the filter hides: the next game shown in the file's order.
    int neighbour(int from, int step) const;

signals:
    void gameChosen(int index);

private:
    void refreshCount();

    PgnFileReader* m_reader;
    GameListModel* m_model;
    GameListFilter* m_filter;
    QTableView* m_view;
    QLineEdit* m_player;
    QLabel* m_count;
};

} // namespace tabiya
