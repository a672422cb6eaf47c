#pragma once
// EngineOutputModel: one engine's thinking as a table, one row per line the engine is
// considering (its multi-PV lines, best first), each row updated in place as the search
// deepens instead of piling up, and in single-PV searches a short history of the best line
// at earlier depths below it. Built for floods: addLine() only stores the line in a small
// map keyed by line; a timer applies what has arrived at most 5 times a second (twice in a
// game), converting PVs to the display notation only then and only for the rows shown.
// Memory stays bounded whatever the engine sends.
//
// Which row a line belongs to: CXBoard lines carry "multipv N"; CECP lines carry no index,
// so when the engine was asked for several lines (setMultiPv) a line replaces the row
// with the same first move and rows are ordered by depth, then score.

#include "app/session/pvformatter.h"
#include "board/core/position.h"
#include "protocol/thinkingline.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QTimer>
#include <array>
#include <optional>
#include <vector>

namespace tabiya {

class EngineOutputModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DepthColumn,
        ScoreColumn,
        TimeColumn,
        NodesColumn,
        NpsColumn,
        TbHitsColumn,
        PvColumn,
        ColumnCount
    };
    enum class ScorePerspective { White, Engine }; // White: White's (Red's) point of view
    enum Role {
        BestLineRole = Qt::UserRole + 1, // bool: the engine's current best line
        HistoryRole,                     // bool: an earlier depth's line, kept for reference
        MultiPvRole,                     // int: the line's multi-PV index (1 = best)
        PvRestRole, // QString: the end of the PV that is not legal moves, shown as sent
    };

    // At most 5 model updates a second while analysing: faster than anyone reads a line,
    // and each update repaints the table (the window's CPU during engine play,
    // bench-window). In a game 2 a second: the lines are a glance at what the engine
    // thinks, the last ones are shown with its move, and each update costs the window about
    // as much as a move's animation frame (0.6 ms in bench-window).
    static constexpr int FlushIntervalMs = 200;
    static constexpr int GameFlushIntervalMs = 500;
    static constexpr int MaxLines = 64; // multi-PV rows kept at most
    static constexpr int DefaultHistory = 8;

    explicit EngineOutputModel(QObject* parent = nullptr);

    // Takes a thinking line as the engine sent it (EngineConnection::thinking). Cheap: the line
    // waits for the next flush. Lines whose PV is book or status text ("(e4 64%, d4 24%)") are
    // handed on through bookTextReceived instead; a bare continuation line (more PV words
    // only) extends the previous line.
    void addLine(const ThinkingLine& line);
    // Forgets every line (a new search or position).
    void clear();
    // The position the engine searches from: PVs are converted from here. A different
    // position clears the lines (and returns true); the same one again keeps them.
    bool setPosition(const Position& pos);
    const Position& position() const { return m_position; }
    // Whose point of view the engine's scores are from: its own colour while it plays (also
    // while pondering), nothing (the side to move) while it analyses.
    void setEngineSide(std::optional<Color> side);
    void setScorePerspective(ScorePerspective p);
    ScorePerspective scorePerspective() const { return m_perspective; }
    void setNotation(const PvNotation& notation);
    const PvNotation& notation() const { return m_notation; }
    // How many lines the engine was asked for (its MultiPV option); 1 by default.
    void setMultiPv(int count);
    // Rows of earlier depths kept below a single-PV search's line (0: none).
    void setHistoryLimit(int rows);

    // How long lines wait to be applied at most (FlushIntervalMs unless set).
    void setFlushInterval(int ms) { m_timer.setInterval(ms); }
    int flushInterval() const { return m_timer.interval(); }
    // Applies the lines waiting now (the timer does it otherwise), unless held.
    void flush();
    // Held (its view cannot be seen), lines wait, bounded as ever, and nothing is converted
    // or shown; let go, what waited is applied at once.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    bool hasPending() const { return !m_pending.isEmpty() || !m_pendingHistory.empty(); }

    // The row as text for the clipboard: "+0.35/12 3. Bb5 a6 4. Ba4" (score from the
    // perspective shown).
    QString lineText(int row) const;
    // The row's PV as legal moves from position(), as far as it converted.
    std::vector<Move> lineMoves(int row) const;
    // Whether any line so far had something for the column (tbhits, nps): the view hides
    // columns no engine line fills.
    bool columnHasData(int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void bookTextReceived(const QString& text);
    // After a flush changed the rows.
    void linesUpdated();

private:
    // One shown row: the line and its display texts, made when the line changes.
    struct Row {
        ThinkingLine line;
        QString key;
        bool history = false;
        std::array<QString, ColumnCount> text;
        QString pvRest;
        std::vector<Move> moves;
    };

    QString keyOf(const ThinkingLine& line) const;
    bool indexed() const { return m_indexed; }
    void schedule();
    void render(Row& row) const;
    void renderAll();
    void applyRows(std::vector<Row> rows, int currentCount);
    bool negateScores() const;
    QString sideName(Color c) const;

    Position m_position;
    std::optional<Color> m_engineSide;
    ScorePerspective m_perspective = ScorePerspective::White;
    PvNotation m_notation;
    // Moves converted for earlier lines, for this variant and notation (render is const).
    mutable PvMoveMemo m_pvMemo;
    int m_multiPv = 1;
    int m_historyLimit = DefaultHistory;
    bool m_indexed = false; // lines carry multipv indices (CXBoard)

    QHash<QString, ThinkingLine> m_pending;     // the newest line per key since the last flush
    std::vector<ThinkingLine> m_pendingHistory; // single-PV lines of depths passed meanwhile
    std::optional<ThinkingLine> m_last;         // for bare continuation lines
    std::vector<Row> m_rows;                    // current lines, then history
    int m_current = 0;                          // how many of m_rows are current lines
    unsigned m_seenColumns = 0;
    bool m_held = false;
    QTimer m_timer;
};

} // namespace tabiya
