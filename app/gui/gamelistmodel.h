#pragma once
// GameListModel: the games of a PGN file as a table (number, White, Black, result, date,
// event, variant, moves, and the reader's error for a game that did not read), filled as
// PgnFileReader lists them. GameListFilter sorts it (numbers as numbers) and keeps the
// games of a player.

#include "app/session/pgnfilereader.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace tabiya {

class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Number, White, Black, Result, Date, Event, Variant, Moves, Problem, ColumnCount };
    // The role sorting uses: numbers for Number, Moves (plies) and Problem (none, an
    // error, refused), text for the rest.
    static constexpr int SortRole = Qt::UserRole;

    explicit GameListModel(QObject* parent = nullptr);

    // Follows the reader: its games so far, then each batch it lists.
    void setReader(PgnFileReader* reader);
    // Shows this game as the loaded one (bold); -1: none.
    void setCurrentGame(int index);
    int currentGame() const { return m_current; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    const PgnFileGame& game(int row) const { return m_reader->games()[row]; }

    PgnFileReader* m_reader = nullptr;
    int m_rows = 0; // the reader's games the model has announced
    int m_current = -1;
};

class GameListFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit GameListFilter(QObject* parent = nullptr);
    // Keeps the games where White or Black contains text (any case); empty keeps all.
    void setPlayer(const QString& text);

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_player;
};

} // namespace tabiya
