#include "app/gui/engineoutputmodel.h"

#include "app/session/game.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>
#include <algorithm>

namespace tabiya {

namespace {

// A score to sort lines by, best for the engine first; mates beyond every centipawn score.
int sortScore(const ThinkingLine& l) {
    switch (l.scoreKind) {
    case ThinkingLine::ScoreKind::None: return -2000000000;
    case ThinkingLine::ScoreKind::Centipawns: return l.score;
    case ThinkingLine::ScoreKind::Mate:
        return l.score > 0 ? 1000000000 - l.score : -1000000000 - l.score;
    }
    return 0;
}

QString exact(qint64 n) {
    return n < 0 ? QString() : QLocale().toString(n);
}

} // namespace

EngineOutputModel::EngineOutputModel(QObject* parent)
    : QAbstractTableModel(parent) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(FlushIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &EngineOutputModel::flush);
}

QString EngineOutputModel::keyOf(const ThinkingLine& line) const {
    if (m_indexed) return QString::number(line.multipv);
    if (m_multiPv > 1) return line.pv.value(0);
    return {};
}

void EngineOutputModel::schedule() {
    if (!m_held && !m_timer.isActive()) m_timer.start();
}

void EngineOutputModel::setHeld(bool held) {
    if (held == m_held) return;
    m_held = held;
    if (held)
        m_timer.stop();
    else
        flush();
}

void EngineOutputModel::addLine(const ThinkingLine& in) {
    const ThinkingLine* line = &in;
    ThinkingLine changed;
    if (in.pv.isEmpty() && in.pvText.startsWith(QLatin1Char('('))) {
        // The protocol read no moves from it (a ponder move comes as ponderMove with its
        // PV): book or status text, "(e4 64%, d4 24%)".
        emit bookTextReceived(in.pvText);
        return;
    } else if (in.continuation && in.depth == 0 && in.scoreKind == ThinkingLine::ScoreKind::None &&
               in.nodes < 0 && in.timeMs < 0) {
        // More PV words for the line before (CECP continuation lines, when they come
        // unmerged); nothing to add them to after a clear.
        // Kept to the protocol's PV limits: past them the lines are dropped, so the work a
        // line causes (formatting the PV) does not grow with the lines before it.
        if (!m_last || m_last->pvCut) return;
        changed = *m_last;
        const qsizetype roomMoves = ThinkingLine::MaxPvMoves - changed.pv.size();
        const qsizetype roomText = ThinkingLine::MaxPvLength - changed.pvText.size() - 1;
        changed.pv += in.pv.mid(0, std::max<qsizetype>(roomMoves, 0));
        if (roomText > 0) changed.pvText += QLatin1Char(' ') + in.pvText.left(roomText);
        changed.pvCut = in.pvCut || in.pv.size() > roomMoves || in.pvText.size() > roomText;
        line = &changed;
    }
    if (line->multipv < 1 || line->multipv > MaxLines) return;
    if (line->multipv > 1 && !m_indexed) {
        // The engine numbers its lines: key everything by that number from now on.
        m_indexed = true;
        QHash<QString, ThinkingLine> rekeyed;
        for (const ThinkingLine& l : std::as_const(m_pending))
            rekeyed.insert(keyOf(l), l);
        m_pending = rekeyed;
    }
    const QString key = keyOf(*line);
    auto it = m_pending.find(key);
    if (it == m_pending.end()) {
        // Bounded whatever the engine sends: a CECP multi-PV search has at most one key per
        // root move.
        if (m_pending.size() >= 4 * MaxLines) return;
        m_pending.insert(key, *line);
    } else {
        // A single-PV search passed a depth meanwhile: its last line there goes to history.
        if (!m_indexed && m_multiPv <= 1 && it->depth < line->depth && m_historyLimit > 0) {
            m_pendingHistory.push_back(*it);
            if (int(m_pendingHistory.size()) > m_historyLimit)
                m_pendingHistory.erase(m_pendingHistory.begin());
        }
        *it = *line;
    }
    m_last = *line;
    schedule();
}

void EngineOutputModel::flush() {
    m_timer.stop();
    if (m_held || !hasPending()) return;
    const bool single = !m_indexed && m_multiPv <= 1;
    std::vector<Row> current(m_rows.begin(), m_rows.begin() + m_current);
    std::vector<Row> history(m_rows.begin() + m_current, m_rows.end());

    // The mode may have changed since these rows were made (setMultiPv, multipv indices).
    {
        std::vector<Row> rekeyed;
        for (Row& r : current) {
            r.key = keyOf(r.line);
            if (std::none_of(rekeyed.begin(), rekeyed.end(),
                             [&](const Row& o) { return o.key == r.key; }))
                rekeyed.push_back(std::move(r));
        }
        current = std::move(rekeyed);
    }

    auto apply = [&](const QString& key, const ThinkingLine& line) {
        auto it = std::find_if(current.begin(), current.end(),
                               [&](const Row& r) { return r.key == key; });
        if (it == current.end()) {
            Row r;
            r.key = key;
            r.line = line;
            render(r);
            current.push_back(std::move(r));
            return;
        }
        if (single && it->line.depth < line.depth && m_historyLimit > 0) {
            Row old = *it;
            old.history = true;
            history.insert(history.begin(), std::move(old));
        } else if (single && line.depth < it->line.depth) {
            // The search started over (Fairy-Max restarts on commands it does not know):
            // the earlier depths belong to the search before.
            history.clear();
        }
        if (it->line == line) return;
        it->line = line;
        render(*it);
    };
    for (const ThinkingLine& line : m_pendingHistory)
        apply(QString(), line);
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
        apply(it.key(), it.value());
    m_pending.clear();
    m_pendingHistory.clear();

    if (m_indexed) {
        std::stable_sort(current.begin(), current.end(), [](const Row& a, const Row& b) {
            return a.line.multipv < b.line.multipv;
        });
    } else if (!single) {
        // CECP multi-PV: the deepest lines first, the engine's best score first among them.
        std::stable_sort(current.begin(), current.end(), [](const Row& a, const Row& b) {
            if (a.line.depth != b.line.depth) return a.line.depth > b.line.depth;
            return sortScore(a.line) > sortScore(b.line);
        });
        if (int(current.size()) > m_multiPv) current.resize(m_multiPv);
    }
    if (int(current.size()) > MaxLines) current.resize(MaxLines);
    if (!single) history.clear();
    if (int(history.size()) > m_historyLimit) history.resize(m_historyLimit);

    for (const Row& r : current) {
        if (r.line.tbhits > 0) m_seenColumns |= 1u << TbHitsColumn;
        if (r.line.nps >= 0 || (r.line.nodes >= 0 && r.line.timeMs > 0))
            m_seenColumns |= 1u << NpsColumn;
    }
    const int currentCount = int(current.size());
    current.insert(current.end(), std::make_move_iterator(history.begin()),
                   std::make_move_iterator(history.end()));
    applyRows(std::move(current), currentCount);
}

void EngineOutputModel::applyRows(std::vector<Row> rows, int currentCount) {
    const int oldCount = int(m_rows.size());
    const int newCount = int(rows.size());
    // The rows kept whose content changed: a view repaints those only (a line updated at
    // the same depth is one row, not the table with its history).
    const int common = std::min(oldCount, newCount);
    int firstChanged = common, lastChanged = -1;
    for (int r = 0; r < common; ++r) {
        const Row& before = m_rows[size_t(r)];
        const Row& after = rows[size_t(r)];
        if (before.line == after.line && before.history == after.history &&
            before.text == after.text && before.pvRest == after.pvRest)
            continue;
        firstChanged = std::min(firstChanged, r);
        lastChanged = r;
    }
    if (common > 0 && (m_current > 0) != (currentCount > 0)) { // the best line's look
        firstChanged = 0;
        lastChanged = std::max(lastChanged, 0);
    }
    // Rows are added or removed at the end and the rest changed in place, so a selection
    // (for copying) survives the update.
    if (newCount > oldCount) {
        beginInsertRows({}, oldCount, newCount - 1);
        m_rows = std::move(rows);
        m_current = currentCount;
        endInsertRows();
    } else if (newCount < oldCount) {
        beginRemoveRows({}, newCount, oldCount - 1);
        m_rows = std::move(rows);
        m_current = currentCount;
        endRemoveRows();
    } else {
        m_rows = std::move(rows);
        m_current = currentCount;
    }
    if (lastChanged >= firstChanged)
        emit dataChanged(index(firstChanged, 0), index(lastChanged, ColumnCount - 1));
    emit linesUpdated();
}

bool EngineOutputModel::negateScores() const {
    const Color engine = m_engineSide.value_or(m_position.sideToMove());
    return m_perspective == ScorePerspective::White && engine == Black;
}

void EngineOutputModel::render(Row& row) const {
    const ThinkingLine& l = row.line;
    row.text[DepthColumn] = l.seldepth >= 0 ? QStringLiteral("%1/%2").arg(l.depth).arg(l.seldepth)
                                            : QString::number(l.depth);
    row.text[ScoreColumn] = formatScore(l, negateScores());
    row.text[TimeColumn] = formatSearchTime(l.timeMs);
    row.text[NodesColumn] = formatCount(l.nodes);
    // In floating point: nodes * 1000 overflows for the numbers an engine may send.
    const qint64 nps = l.nps >= 0 ? l.nps
                       : (l.nodes >= 0 && l.timeMs > 0)
                           ? qint64(std::min(double(l.nodes) * 1000.0 / double(l.timeMs), 9.0e18))
                           : -1;
    row.text[NpsColumn] = formatCount(nps);
    row.text[TbHitsColumn] = formatCount(l.tbhits);
    if (l.pv.isEmpty()) {
        row.text[PvColumn] = l.pvText;
        row.pvRest = l.pvText;
        row.moves.clear();
    } else {
        FormattedPv f = formatPv(m_position, l, m_notation, &m_pvMemo); // GNU Chess's (Nf6) kept
        row.text[PvColumn] = f.text;
        row.pvRest = f.rest;
        row.moves = std::move(f.line);
    }
}

void EngineOutputModel::renderAll() {
    for (Row& r : m_rows)
        render(r);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void EngineOutputModel::clear() {
    m_timer.stop();
    m_pending.clear();
    m_pendingHistory.clear();
    m_last.reset();
    if (m_rows.empty()) return;
    // Rows removed, not a model reset: a reset makes the view repaint its header as well,
    // and this happens at every move of a game.
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    m_current = 0;
    endRemoveRows();
    emit linesUpdated();
}

bool EngineOutputModel::setPosition(const Position& pos) {
    const bool same = &pos.variant() == &m_position.variant() && pos.hash() == m_position.hash() &&
                      pos.sideToMove() == m_position.sideToMove() &&
                      pos.fullmoveNumber() == m_position.fullmoveNumber();
    // The Score header's tooltip names White or Red: the header is repainted only when the
    // kind of game changes that, not on every move of a game.
    const QVariant header = headerData(ScoreColumn, Qt::Horizontal, Qt::ToolTipRole);
    if (&pos.variant() != &m_position.variant()) m_pvMemo.forget();
    m_position = pos;
    if (!same) clear();
    if (headerData(ScoreColumn, Qt::Horizontal, Qt::ToolTipRole) != header)
        emit headerDataChanged(Qt::Horizontal, ScoreColumn, ScoreColumn);
    return !same;
}

void EngineOutputModel::setEngineSide(std::optional<Color> side) {
    if (m_engineSide == side) return;
    m_engineSide = side;
    renderAll();
    emit headerDataChanged(Qt::Horizontal, ScoreColumn, ScoreColumn);
}

void EngineOutputModel::setScorePerspective(ScorePerspective p) {
    if (m_perspective == p) return;
    m_perspective = p;
    renderAll();
    emit headerDataChanged(Qt::Horizontal, ScoreColumn, ScoreColumn);
}

void EngineOutputModel::setNotation(const PvNotation& notation) {
    if (m_notation.xiangqi == notation.xiangqi &&
        m_notation.chinese.script == notation.chinese.script &&
        m_notation.chinese.fullWidthDigits == notation.chinese.fullWidthDigits)
        return;
    m_notation = notation;
    m_pvMemo.forget();
    renderAll();
}

void EngineOutputModel::setMultiPv(int count) {
    count = std::clamp(count, 1, int(MaxLines));
    if (m_multiPv == count) return;
    m_multiPv = count;
    m_pending.clear(); // keyed the old way; the next lines come soon
    m_pendingHistory.clear();
    clear();
}

void EngineOutputModel::setHistoryLimit(int rows) {
    m_historyLimit = std::clamp(rows, 0, 100);
}

QString EngineOutputModel::lineText(int row) const {
    if (row < 0 || row >= int(m_rows.size())) return {};
    const Row& r = m_rows[size_t(row)];
    QString head = r.text[ScoreColumn];
    if (r.line.depth > 0)
        head += (head.isEmpty() ? QString() : QStringLiteral("/")) + QString::number(r.line.depth);
    return head.isEmpty() ? r.text[PvColumn] : head + QLatin1Char(' ') + r.text[PvColumn];
}

std::vector<Move> EngineOutputModel::lineMoves(int row) const {
    if (row < 0 || row >= int(m_rows.size())) return {};
    return m_rows[size_t(row)].moves;
}

bool EngineOutputModel::columnHasData(int column) const {
    if (column == TbHitsColumn || column == NpsColumn) return m_seenColumns & (1u << column);
    return true;
}

int EngineOutputModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EngineOutputModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EngineOutputModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
    const Row& r = m_rows[size_t(index.row())];
    const int col = index.column();
    const bool best = index.row() == 0 && m_current > 0;
    switch (role) {
    case Qt::DisplayRole: return r.text[size_t(col)];
    case Qt::ToolTipRole:
        switch (col) {
        case NodesColumn: return exact(r.line.nodes);
        case NpsColumn: return exact(r.line.nps);
        case TbHitsColumn: return exact(r.line.tbhits);
        case ScoreColumn:
            if (r.line.bound == ThinkingLine::Bound::Lower)
                return negateScores() ? tr("Upper bound (the engine's search failed high)")
                                      : tr("Lower bound (the search failed high)");
            if (r.line.bound == ThinkingLine::Bound::Upper)
                return negateScores() ? tr("Lower bound (the engine's search failed low)")
                                      : tr("Upper bound (the search failed low)");
            return {};
        case PvColumn:
            // Escaped: the engine's words are shown as plain text, never as markup.
            return QStringLiteral("<p>%1</p>").arg(r.text[PvColumn].toHtmlEscaped());
        default: return {};
        }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(col == PvColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                   : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (best) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (best) {
            QColor c = QGuiApplication::palette().color(QPalette::Highlight);
            c.setAlpha(40);
            return c;
        }
        return {};
    case Qt::ForegroundRole:
        if (r.history) return QGuiApplication::palette().color(QPalette::PlaceholderText);
        return {};
    case BestLineRole: return best;
    case HistoryRole: return r.history;
    case MultiPvRole: return r.line.multipv;
    case PvRestRole: return r.pvRest;
    default: return {};
    }
}

QString EngineOutputModel::sideName(Color c) const {
    return Game::sideName(m_position.variant(), c);
}

QVariant EngineOutputModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DepthColumn: return tr("Depth");
        case ScoreColumn: return tr("Score");
        case TimeColumn: return tr("Time");
        case NodesColumn: return tr("Nodes");
        case NpsColumn: return tr("NPS");
        case TbHitsColumn: return tr("TB hits");
        case PvColumn: return tr("Principal variation");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case DepthColumn: return tr("Search depth / selective depth, in plies");
        case ScoreColumn:
            if (m_perspective == ScorePerspective::White)
                return tr("In pawns, from %1's point of view; #n: mate in n moves")
                    .arg(sideName(White));
            return tr("In pawns, from the engine's point of view; #n: mate in n moves");
        case NpsColumn: return tr("Nodes per second");
        case TbHitsColumn: return tr("Endgame tablebase hits");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(section == PvColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                       : Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace tabiya
