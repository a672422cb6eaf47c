#pragma once
// ProtocolEngine: what every engine dialect shares behind the EngineConnection interface, in the
// spirit of Cute Chess's ChessEngine. It owns the transport (a process, or memory in tests),
// the state and its signal, the handshake timer, the queue of requests made before the
// handshake ended (whenReady), ping-gated discard of a cancelled search's output, option
// lookup and validation, the clocks, pause and resume, and the orderly shutdown. A dialect
// (CecpEngine on CecpLink; CxboardEngine and UciEngine on GoDialectEngine) says what its lines are:
// the handshake it opens, how it reads a line, how an option or a ping is written, and the game
// commands.
//
// Per-run state lives in Run (here) and in each dialect's own struct, each reset by one
// assignment when start() begins a run.

#include "protocol/engineconnection.h"
#include "protocol/lineparsing.h"
#include "protocol/linetransport.h"

#include <QSet>
#include <QTimer>
#include <functional>

namespace tabiya {

class ProtocolEngine : public EngineConnection {
    Q_OBJECT
public:
    static constexpr int QuitGraceMs = 1000;
    using TransportFactory = std::function<LineTransport*(QObject* parent)>;

    explicit ProtocolEngine(QObject* parent = nullptr);
    ~ProtocolEngine() override;

    // The transport start() opens; by default an EngineProcess. Tests give a MemoryTransport.
    void setTransportFactory(TransportFactory factory) { m_factory = std::move(factory); }
    LineTransport* transport() const { return m_transport; }

    State state() const override { return m_state; }
    const EngineCapabilities& capabilities() const override { return m_run.caps; }
    QList<EngineOption> options() const override { return m_run.options; }
    QString name() const override;
    QList<TranscriptEntry> transcriptEntries() const override;

    void start(const EngineConfig& config) final;
    void setOption(const QString& name, const QString& value) override;
    void setTime(qint64 ownMs, qint64 opponentMs) override;
    void requestHint() override;
    void pause() override;
    void resume() override;
    void answer(const QString& tag, const QString& text) override;
    void sendRaw(const QString& line) override;
    bool isDeliveringLines() const override { return m_transport && m_transport->hasQueuedLines(); }
    void quit() override;

    // For tests and the console: the ping whose answer we wait for (0: none).
    int pendingPing() const { return outputIsStale() ? m_run.staleUntil : 0; }

protected:
    // White: the side that moves first (Red in xiangqi).
    enum class Side { None, White, Black };

    // --- what a dialect says ---
    // Resets the dialect's per-run struct (one assignment) and its capability defaults.
    virtual void resetRun() = 0;
    // The transport is open: write the opening of the handshake.
    virtual void openHandshake() = 0;
    virtual int handshakeMs() const = 0;
    virtual void onHandshakeTimeout() = 0;
    virtual void readLine(const QString& line) = 0;
    // The handshake is over (m_run.ready is set): resources and options go out now. By
    // default the options declared in the handshake are announced.
    virtual void configure() { emit optionsChanged(m_run.options); }
    // Writes the option command for o set to value (value empty for a button).
    virtual void writeOption(EngineOption& o, const QString& value) = 0;
    virtual bool optionNamesIgnoreCase() const { return false; }
    // The line that asks the engine to answer ping n ("ping N", "isready").
    virtual QString pingCommand(int n) const = 0;
    // quit() was asked for: the last lines before "quit" (CECP leaves analysis with exit).
    virtual void beforeQuit() {}
    // The transport is ending (quit) or gone (crash): drop what waits for the engine.
    virtual void onTransportEnding() {}
    // Milliseconds between the lines written (EngineConfig::lineDelayMs); 0 by default.
    virtual int linePacing(const EngineConfig& config) const {
        Q_UNUSED(config);
        return 0;
    }

    // --- what the base gives a dialect ---
    // Writes a line (dialects that hold lines override it and call the base's).
    virtual void send(const QString& line);
    void setState(State state);
    // Runs now when ready, else after the handshake (requests made while starting).
    void whenReady(std::function<void()> action);
    // Ends the handshake: configure(), Idle, ready(), then the requests held meanwhile.
    void becomeReady();
    void note(const QString& text);
    // A PV was cut at ThinkingLine's limits.
    void notePvCut();
    // A move went to the engine (the one a bare "Illegal move" is about).
    void moveSent(const QString& move) {
        m_run.lastMoveSent = move;
        m_run.movesSent.insert(move);
    }
    // illegalMoveReported and moveRefused; an empty move is the last one sent.
    void reportIllegalMove(const QString& move, const QString& reason);
    void reportIllegalMove(const parsed::IllegalMove& m) { reportIllegalMove(m.move, m.reason); }
    // errorReported, and moveRefused when the command was a move sent this run.
    void reportError(const QString& type, const QString& command);
    void reportError(const parsed::Error& e) { reportError(e.type, e.command); }
    // The engine's tell* and askuser lines, as signals.
    void tell(const parsed::Tell& t);
    void ask(const parsed::Question& q) { emit askUser(q.tag, q.question); }
    // The side a role plays; the engine waits for the opponent when it plays the other.
    static Side sideOf(EngineRole role) {
        return role == EngineRole::PlayWhite   ? Side::White
               : role == EngineRole::PlayBlack ? Side::Black
                                               : Side::None;
    }
    void waitIfPlayingOther(EngineRole role) {
        const Side wanted = sideOf(role);
        if (wanted != Side::None && wanted != sideToMove()) playOther();
    }
    // Sends a ping; with stale, output is dropped until its answer (a cancelled search).
    int sendPing(bool stale);
    // The engine answered ping n (or, for unnumbered answers, the oldest one open).
    void pongReceived(int n = 0);
    bool outputIsStale() const { return m_run.staleUntil > m_run.lastPong; }
    bool pingsAnswered() const { return m_run.lastPong >= m_run.pingCounter; }
    // Sets an option by name as setOption() does; unknown names and bad values are errors
    // when report is set, else passed over silently.
    void applyOption(const QString& name, const QString& value, bool report);
    Side sideToMove() const { return m_run.whiteToMove ? Side::White : Side::Black; }
    bool engineOnMove() const {
        return m_run.engineSide != Side::None && m_run.engineSide == sideToMove();
    }
    static bool hasLineBreak(const QString& s) {
        return s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r'));
    }
    int scaled(int ms) const { return int(ms * m_config.timeoutScale); }

    // What one run of the engine knows, reset by start().
    struct Run {
        EngineCapabilities caps;
        QList<EngineOption> options;
        bool ready = false;
        QList<std::function<void()>> deferred;
        // ping: a rising counter; staleUntil is the ping whose answer ends the discard.
        int pingCounter = 0;
        int staleUntil = 0;
        int lastPong = 0;
        // The game as the engine sees it.
        GameSetup setup;
        bool whiteToMove = true;
        Side engineSide = Side::None; // None: it plays neither side (force mode)
        bool analyzing = false;
        bool paused = false;
        QString lastMoveSent;
        QSet<QString> movesSent;
    };

    EngineConfig m_config;
    Run m_run;
    QTimer m_handshakeTimer;
    // The clocks of setTime, sent before the engine's next move (kept across runs).
    qint64 m_ownTime = -1, m_opponentTime = -1;

private:
    void onCrashed(const CrashInfo& info);

    LineTransport* m_transport = nullptr;
    TransportFactory m_factory;
    State m_state = State::NotStarted;
};

} // namespace tabiya
