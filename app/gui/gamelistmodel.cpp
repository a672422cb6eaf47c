#include "app/gui/gamelistmodel.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

namespace tabiya {

GameListModel::GameListModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void GameListModel::setReader(PgnFileReader* reader) {
    beginResetModel();
    if (m_reader) disconnect(m_reader, nullptr, this, nullptr);
    m_reader = reader;
    m_rows = reader ? int(reader->games().size()) : 0;
    m_current = -1;
    endResetModel();
    if (!reader) return;
    // A new file: the list starts over.
    connect(reader, &PgnFileReader::opened, this, [this] {
        beginResetModel();
        m_rows = 0;
        m_current = -1;
        endResetModel();
    });
    connect(reader, &PgnFileReader::gamesListed, this, [this](int first, int count) {
        beginInsertRows({}, m_rows, first + count - 1);
        m_rows = first + count;
        endInsertRows();
    });
}

void GameListModel::setCurrentGame(int index) {
    const int old = m_current;
    m_current = index;
    for (int row : {old, index})
        if (row >= 0 && row < m_rows)
            emit dataChanged(this->index(row, 0), this->index(row, ColumnCount - 1));
}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows) return {};
    const PgnFileGame& g = game(index.row());
    const int column = index.column();
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (column) {
        case Number: return role == SortRole ? QVariant(index.row()) : QVariant(index.row() + 1);
        case White: return g.white;
        case Black: return g.black;
        case Result: return g.result;
        case Date: return g.date;
        case Event: return g.event;
        case Variant: return g.variant;
        case Moves: return role == SortRole ? g.plies : (g.plies + 1) / 2;
        // Sorted: games that cannot be loaded, then games loaded up to an error, then the rest.
        case Problem:
            return role == SortRole ? QVariant(g.refused           ? 2
                                               : g.error.isEmpty() ? 0
                                                                   : 1)
                                    : QVariant(g.error);
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (!g.error.isEmpty())
            return g.refused ? tr("This game cannot be loaded: %1").arg(g.error)
                             : tr("Loads up to the error: %1").arg(g.error);
        return {};
    }
    if (role == Qt::TextAlignmentRole && (column == Number || column == Moves || column == Result))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && !g.error.isEmpty())
        return QBrush(g.refused ? QColor(0xb0, 0x20, 0x20) : QColor(0x9a, 0x60, 0x00));
    if (role == Qt::FontRole && index.row() == m_current) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Number: return tr("#");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Date: return tr("Date");
    case Event: return tr("Event");
    case Variant: return tr("Variant");
    case Moves: return tr("Moves");
    case Problem: return tr("Problem");
    default: return {};
    }
}

GameListFilter::GameListFilter(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(GameListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void GameListFilter::setPlayer(const QString& text) {
    m_player = text.trimmed();
    invalidateFilter();
}

bool GameListFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    // Equal values keep the file's order either way up, so the order shown (and Load
    // Next) is the same every time.
    if (QSortFilterProxyModel::lessThan(left, right)) return true;
    if (QSortFilterProxyModel::lessThan(right, left)) return false;
    return sortOrder() == Qt::AscendingOrder ? left.row() < right.row() : left.row() > right.row();
}

bool GameListFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (m_player.isEmpty()) return true;
    for (int column : {GameListModel::White, GameListModel::Black}) {
        const QString name =
            sourceModel()->index(sourceRow, column, sourceParent).data().toString();
        if (name.contains(m_player, Qt::CaseInsensitive)) return true;
    }
    return false;
}

} // namespace tabiya
