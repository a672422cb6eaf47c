#pragma once
// AnalysisController: one engine analysing whatever position the user reaches (Analysis
// Mode). It starts the engine, puts it on a position given as a start and the moves from
// it (a step of one ply forward or back goes as a move or an undo, anything else as a new
// game with the moves replayed in force mode), keeps it analysing, and passes on only the
// thinking lines that belong to the current position. It also sets the engine's MultiPV
// option, excludes and includes root moves, sends setscore, and asks CECP engines for
// their search status ("." / stat01) while analysing, until it is clear they never answer.
//
// QtCore only; the protocol stays behind the EngineConnection interface.

#include "board/core/move.h"
#include "board/core/position.h"
#include "protocol/engineconfig.h"
#include "protocol/thinkingline.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace tabiya {

class EngineConnection;
struct CrashInfo;

class AnalysisController : public QObject {
    Q_OBJECT
public:
    // How often a CECP engine is asked for its search status while it analyses, and how
    // many unanswered requests mean it never answers (it is then not asked again).
    static constexpr int StatusIntervalMs = 1500;
    static constexpr int StatusTries = 3;

    explicit AnalysisController(QObject* parent = nullptr);
    // A running engine is told to quit and ends on its own.
    ~AnalysisController() override;

    // Starts the engine (a running one is stopped first). analyse() may come before or
    // after; analysis begins once the engine is ready. ready() or failed() follows.
    void start(const EngineConfig& config);
    // Ends the analysis and the engine process; stopped() follows when it is gone.
    void stop();
    bool isRunning() const;
    // Started, ready and analysing (not in an error state).
    bool isAnalysing() const;
    // The protocol object for the console, options and transcript; null when not started.
    EngineConnection* engine() const;
    QString engineName() const;

    // Puts the engine on the position after `moves` from `startFen` (empty: the variant's
    // start) and analyses it. False (and nothing changes) for a bad FEN or an illegal move.
    bool analyse(const Variant& variant, const QString& startFen, const QList<Move>& moves);
    // The position being analysed: the lines emitted belong to it.
    const Position& position() const { return m_position; }
    // Rises with every new position (for views that keep lines per position).
    int positionSerial() const { return m_serial; }

    // Lines per position through the engine's MultiPV option (name matched in any case).
    // Kept and applied again after restarts; ignored by engines without the option.
    // CECP lines carry no index: with more than one line wanted, the controller numbers
    // them by their order within a depth (the engines print them best first), keeping a
    // first move's number when its line is sent again at the same depth.
    void setMultiPv(int lines);
    int multiPv() const { return m_multiPv; }
    bool hasMultiPv() const;
    // Root moves (CECP exclude=1, CXBoard searchmoves); each position has its own, kept
    // while the engine runs: a new position starts with its own (none at first), and a
    // return to a position brings its exclusions back.
    bool canExclude() const;
    void excludeMove(Move move);
    void includeMove(Move move);
    void includeAll();
    const QList<Move>& excludedMoves() const { return m_excluded; }
    // CECP setscore (setscore=1 engines): the current position is worth `centipawns` for
    // the side to move, up to `depth`.
    bool canSetScore() const;
    void setScore(int centipawns, int depth);
    // The engine's book moves for the position (CECP bk); they come as bookLines().
    void requestBook();
    // Whether the engine answers status requests (false until it has answered once).
    bool answersStatus() const { return m_statusAnswered; }
    // Whether status requests are still due (CECP, analysing, not given up on the engine).
    bool asksForStatus() const { return m_statusTimer.isActive(); }

    // The legal moves of pv read from pos (coordinates, SAN, long algebraic, WXF), up to
    // the first that is not legal; empty when the first is not.
    static QList<Move> resolveLine(const Position& pos, const QStringList& pv);

signals:
    void ready(); // the engine is up: options and capabilities are known
    // A new position is being analysed: lines shown so far belong to the old one.
    void positionChanged(const tabiya::Position& position);
    // A line of the current position's analysis (never a stale one, never an excluded move).
    void thinking(const tabiya::ThinkingLine& line);
    void progress(const tabiya::SearchProgress& progress);
    void bookLines(const QString& text);
    void message(const QString& text);  // what the engine tells the user, errors
    void failed(const QString& reason); // could not start, or crashed
    void stopped();

private:
    void onReady();
    void onThinking(ThinkingLine line);
    void onProgress(const SearchProgress& status);
    void onCrashed(const CrashInfo& info);
    void onError(const QString& type, const QString& command);
    void onStatusTimer();
    // Sends the wanted position to the engine, by the cheapest correct way.
    void sendPosition();
    void indexRootMoves();
    // The legal move a line starts with; none when it is not legal here.
    Move firstMove(const ThinkingLine& line) const;
    void sendRootMoves();
    void applyMultiPv();
    void updateStatusTimer();
    void releaseEngine();

    QPointer<EngineConnection> m_engine;
    bool m_ready = false;
    bool m_failed = false;

    // The position wanted, and what the engine was last told.
    const Variant* m_variant = nullptr;
    QString m_startFen;
    QList<Move> m_moves;
    Position m_position;
    bool m_haveTarget = false;
    bool m_engineKnows = false; // m_sent* describe the engine's position
    const Variant* m_sentVariant = nullptr;
    QString m_sentFen;
    QList<Move> m_sentMoves;
    int m_serial = 0;
    QList<MoveText> m_rootTexts;      // the legal moves, as the engine is told them
    QHash<QString, Move> m_rootWords; // coordinates and SAN (with and without +/#)

    int m_multiPv = 1;
    bool m_numberLines = false; // CECP engine with MultiPV > 1: lines numbered here
    int m_groupDepth = -1;      // the depth being numbered
    QStringList m_groupFirsts;  // and the first moves seen at it, in order
    QList<Move> m_excluded;
    QHash<QString, QList<Move>> m_exclusions; // by FEN: positions left with moves excluded

    QTimer m_statusTimer;
    int m_statusUnanswered = 0;
    bool m_statusAnswered = false;
    bool m_statusRefused = false;
};

} // namespace tabiya
