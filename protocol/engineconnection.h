#pragma once
// Engine: one engine process as the layers above see it. Requests are typed calls and
// events are typed signals; no protocol text crosses this interface (sendRaw aside, for the
// console). What an engine can be asked for beyond the common requests is a flag of
// capabilities() (Capability); asked anyway, it reports errorReported. ProtocolEngine and
// its dialects CecpEngine, CxboardEngine, UciEngine and UcciEngine implement it; create()
// picks by protocol.
//
// Moves travel as text (coordinate notation, or SAN from san=1 engines); the session
// resolves them against its position with board/core. Scores are the engine's view.

#include "protocol/cecpbook.h"
#include "protocol/engineconfig.h"
#include "protocol/engineoption.h"
#include "protocol/enginetypes.h"
#include "protocol/thinkingline.h"

#include <QList>
#include <QObject>

namespace tabiya {

class EngineConnection : public QObject {
    Q_OBJECT
public:
    enum class State {
        NotStarted,
        Starting,  // process launched, waiting for it to run
        Handshake, // features / id lines coming in
        Idle,      // ready, engine not searching (force mode or waiting for its turn)
        Thinking,  // searching for its own move
        Pondering, // playing, thinking on the opponent's time
        Analyzing,
        Stopping, // quit sent, waiting for the process to end
        Finished, // process gone (quit or crash)
    };
    Q_ENUM(State)

    // Milestones of the handshake, for a probe telling protocols apart: the engine answered
    // the protocol's opening (a CECP feature line, CXBoard's cxboardok), or its feature
    // list is complete (CECP done=1, also when it comes after ready()).
    enum class HandshakeSign { Answered, FeaturesComplete };
    Q_ENUM(HandshakeSign)

    // Deleting a running engine kills its process group at once; call quit() and wait for
    // finished() (or crashed()) for an orderly end.
    explicit EngineConnection(QObject* parent = nullptr)
        : QObject(parent) {}
    ~EngineConnection() override = default;

    static EngineConnection* create(EngineProtocol protocol, QObject* parent = nullptr);

    virtual State state() const = 0;
    virtual const EngineCapabilities& capabilities() const = 0;
    virtual QList<EngineOption> options() const = 0;
    // The name the engine gave itself, else the configured one, else the program's.
    virtual QString name() const = 0;
    // Everything exchanged so far (bounded by bytes, see TranscriptLog: the oldest entries
    // are dropped first, long lines are cut, control characters shown escaped).
    virtual QList<TranscriptEntry> transcriptEntries() const = 0;

    // --- requests ---
    // Start the process and the handshake; ready() or crashed() follows. Also restarts.
    virtual void start(const EngineConfig& config) = 0;
    // New game: variant, position, moves played, clock, the engine's side. An engine that
    // plays the side on move starts thinking at go() (call setTime first); one that plays
    // the other side waits for userMove().
    virtual void newGame(const GameSetup& setup) = 0;
    // The opponent's move (or a move replayed in force mode). An engine that plays the side
    // now on move answers it by itself with moveMade, whatever its protocol needs for that
    // (CECP: time, otim, the move; CXBoard forced mode: the move, then go).
    virtual void userMove(const MoveText& move) = 0;
    // Play the side to move, now.
    virtual void go() = 0;
    // Play the side not to move (CECP playother, CXBoard playother).
    virtual void playOther() = 0;
    // Stop playing either side; a search in progress is abandoned and its move discarded.
    virtual void force() = 0;
    // Move now with the best move found so far (CECP ?, CXBoard ? / stop).
    virtual void moveNow() = 0;
    virtual void undo() = 0;   // take back one ply (the engine is put in force mode first)
    virtual void remove() = 0; // take back two plies
    virtual void startAnalysis() = 0;
    virtual void stopAnalysis() = 0;
    // Root moves while analysing: leave a move out of the search, put it back, or put all
    // back (Capability::Exclude). The set starts full on every new position. CECP sends
    // exclude/include to engines with feature exclude=1; CXBoard and UCI restart "go
    // infinite searchmoves" with the moves of setRootMoves minus the excluded ones; UCCI
    // restarts "go infinite" after "banmoves" with the excluded ones. Anything else:
    // errorReported, nothing sent.
    virtual void excludeMove(const MoveText& move) = 0;
    virtual void includeMove(const MoveText& move) = 0;
    virtual void includeAll() = 0;
    // The legal moves of the position being analysed, for dialects with
    // Capability::RootMoveList (CXBoard, UCI). Given again after every change of position.
    virtual void setRootMoves(const QList<MoveText>& legalMoves) = 0;
    // Capability::SetScore (CECP setscore): search the current position as if it were worth
    // `centipawns` for the side to move, up to `depth`.
    virtual void setScore(int centipawns, int depth) = 0;
    // Set an option by its exact name; an empty value presses a button. Values with line
    // breaks are refused (errorReported). Held until the handshake has ended.
    virtual void setOption(const QString& name, const QString& value) = 0;
    // Clocks, sent before the engine's next move: the engine's and the opponent's time.
    virtual void setTime(qint64 ownMs, qint64 opponentMs) = 0;
    // Think on the opponent's time from now on, or not (GameSetup::ponder for a game in
    // progress): CECP sends hard or easy at once; CXBoard ponders after its next move, and
    // UCI / UCCI too ("go ponder"), after setting their Ponder option.
    virtual void setPonder(bool on) = 0;
    virtual void requestHint() = 0;
    // Capability::Book: the engine's book moves for the position (CECP bk); the answer
    // comes as bookLines.
    virtual void requestBook() = 0;
    // A search status line while analysing (CECP "."; the answer comes as searchProgress;
    // Capability::PolledStatus), or the engine's score of the position (CXBoard "score";
    // the answer is a thinking line; UCCI "probe", answered by a thinking line too).
    virtual void requestStatus() = 0;
    virtual void offerDraw() = 0;
    virtual void sendResult(EngineResult result, const QString& reason) = 0;
    virtual void pause() = 0;
    virtual void resume() = 0;
    // Answer an askUser question.
    virtual void answer(const QString& tag, const QString& text) = 0;
    // Lines written more slowly than they are asked for (paced engines: GNU Chess) are
    // still on their way; linesDelivered() follows. A clock should not run meanwhile.
    virtual bool isDeliveringLines() const { return false; }
    // How does the engine play variant `name`? Before a game: the engine is set to the
    // variant (CECP: new, variant NAME, force) and variantDescribed() follows with the
    // setup and piece lines it answered (CECP engines that define variants send them;
    // engines of other protocols, or without ping, describe nothing).
    virtual void describeVariant(const QString& name);
    // The person picked up, put down or hovers over a piece on `square` (its name as the
    // engine writes squares): engines with Capability::Highlight answer with highlight().
    virtual void liftPiece(const QString& square) { Q_UNUSED(square); }
    virtual void putPiece(const QString& square) { Q_UNUSED(square); }
    virtual void hoverSquare(const QString& square) { Q_UNUSED(square); }
    // A raw line typed in the console; refused if it contains a line break.
    virtual void sendRaw(const QString& line) = 0;
    // Ends the session: quit, then SIGTERM, then SIGKILL, each after a short grace.
    virtual void quit() = 0;

signals:
    void stateChanged(tabiya::EngineConnection::State state);
    void ready(); // handshake over, options known; requests go straight through now
    void handshakeSign(tabiya::EngineConnection::HandshakeSign sign);
    void moveMade(const QString& move);
    void thinking(const tabiya::ThinkingLine& line);
    void searchProgress(const tabiya::SearchProgress& progress);
    void bookLines(const QString& text); // book moves ("(" thinking lines, bk replies)
    void bookMoves(const QList<tabiya::BookMove>& moves); // a bk reply, read
    void resultClaimed(tabiya::EngineResult result, const QString& reason);
    void resigned();
    void drawOffered();
    void hint(const QString& move);
    void tellUser(const QString& text);
    void tellUserError(const QString& text);
    void tellOpponent(const QString& text);
    void tellOthers(const QString& text);
    void tellAll(const QString& text);
    void tellIcs(const QString& text);
    void askUser(const QString& tag, const QString& question);
    void highlight(const tabiya::HighlightBoard& board);
    void choice(const QString& pieces);
    void click(const QString& square);
    void setupReceived(const tabiya::EngineSetup& setup);
    void pieceDefined(const tabiya::EnginePiece& piece); // CECP "piece"
    // The answer to describeVariant.
    void variantDescribed(const tabiya::EngineVariantDescription& description);
    void optionsChanged(const QList<tabiya::EngineOption>& options);
    void illegalMoveReported(const QString& move, const QString& reason);
    // An illegal move report, or an error about a move sent this run (moveRefused follows
    // illegalMoveReported or errorReported).
    void moveRefused(const tabiya::MoveRefusal& refusal);
    void errorReported(const QString& type, const QString& command);
    void crashed(const tabiya::CrashInfo& info);
    void finished(); // the process ended after quit()
    void transcript(const tabiya::TranscriptEntry& entry);
    void linesDelivered();
};

} // namespace tabiya
