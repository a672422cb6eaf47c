#pragma once
// CecpEngine: the GUI side of the xboard/WinBoard protocol (CECP v1 and v2) behind the
// Engine interface. A state machine over EngineProcess: handshake with feature
// negotiation, game control with XBoard's idioms, ping/pong to discard the output of
// cancelled searches, options, analysis, highlight requests, orderly shutdown.
//
// SIGINT is never sent, whatever feature sigint says (it is read into the capabilities
// only). XBoard sends it before "?" and before the first command to a pondering or
// analysing engine, for GNU Chess 4, whose input polling was broken on some systems; the
// spec calls it a "grungy feature" and asks engines to ignore it or turn it off, and
// WinBoard never sends it to local engines, so every engine that works under WinBoard
// reads its input while it thinks. Sending it would help no engine in use today and would
// kill every engine that left SIGINT at its default action without saying sigint=0 (the
// default is 1, so all version 1 engines), and through the process group their children
// (polyglot's UCI engine). SIGTERM is sent at quit unless sigterm=0 (engineprocess.h).

#include "cecpparser.h"
#include "engine.h"
#include "engineprocess.h"

#include <QMap>
#include <QTimer>
#include <functional>

namespace tabiya {

class CecpEngine : public Engine {
    Q_OBJECT
public:
    // The spec's handshake waits: 2 s for features, one hour once done=0 is seen.
    static constexpr int HandshakeMs = 2000;
    static constexpr int DoneZeroMs = 3600 * 1000;
    static constexpr int QuitGraceMs = 1000;
    // "memory" for engines with memory=1 when the configuration names no size (XBoard's
    // -defaultHashSize).
    static constexpr int DefaultMemoryMb = 64;

    explicit CecpEngine(QObject* parent = nullptr);
    ~CecpEngine() override;

    State state() const override { return m_state; }
    const EngineCapabilities& capabilities() const override { return m_caps; }
    QList<EngineOption> options() const override { return m_options; }
    QString name() const override;
    QList<TranscriptEntry> transcriptEntries() const override;

    void start(const EngineConfig& config) override;
    void newGame(const GameSetup& setup) override;
    void userMove(const MoveText& move) override;
    void go() override;
    void playOther() override;
    void force() override;
    void moveNow() override;
    void undo() override;
    void remove() override;
    void startAnalysis() override;
    void stopAnalysis() override;
    void excludeMove(const MoveText& move) override;
    void includeMove(const MoveText& move) override;
    void includeAll() override;
    void setScore(int centipawns, int depth) override;
    void setOption(const QString& name, const QString& value) override;
    void setTime(qint64 ownMs, qint64 opponentMs) override;
    void requestHint() override;
    void setPonder(bool on) override;
    void requestBook() override;
    void requestStatus() override;
    void offerDraw() override;
    void sendResult(EngineResult result, const QString& reason) override;
    void pause() override;
    void resume() override;
    void answer(const QString& tag, const QString& text) override;
    void liftPiece(const QString& square) override;
    void putPiece(const QString& square) override;
    void hoverSquare(const QString& square) override;
    void sendRaw(const QString& line) override;
    bool isDeliveringLines() const override { return m_process && m_process->hasQueuedLines(); }
    void quit() override;

    // For tests and the console: the ping number whose pong we wait for (0: none).
    int pendingPing() const { return m_staleUntil > m_lastPong ? m_staleUntil : 0; }

private:
    enum class Side { None, White, Black };

    void setState(State state);
    void send(const QString& line);
    // Runs now when ready, else after the handshake (requests made while starting).
    void whenReady(std::function<void()> action);
    void onLine(const QString& rawLine);
    void handleMessage(const cecp::Message& m, const QString& line);
    void handleFeature(const cecp::Feature& f);
    void finishHandshake();
    void sendLateResources(const QString& feature);
    void resendPositionAfterLateFeatures();
    void sendMemory();
    void onHandshakeTimeout();
    void onCrashed(const CrashInfo& info);
    // Sends a ping; output of a cancelled search is dropped until its pong.
    void cancelSearch();
    bool outputIsStale() const { return m_staleUntil > m_lastPong; }
    void sendTimes();
    void sendGo();
    void afterEngineMove();
    void playOtherRefused();
    void setPosition(const QString& fen);
    void sendMove(const MoveText& move);
    // The move as this engine reads it (SAN for san=1 engines); empty when unusable.
    QString moveWord(const MoveText& move) const;
    // "exclude MOVE", "include MOVE", "include all" while analysing, if the engine asked.
    void sendExclusion(const QString& command, const QString& argument);
    Side sideToMove() const { return m_whiteToMove ? Side::White : Side::Black; }
    void handleResult(const cecp::Message& m);
    // Adds a continuation line to m_lastThinking, up to the PV limits (ThinkingLine).
    void appendContinuation(const ThinkingLine& more);
    void notePvCut();

    EngineProcess* m_process = nullptr;
    EngineConfig m_config;
    State m_state = State::NotStarted;
    EngineCapabilities m_caps;
    QList<EngineOption> m_options;
    bool m_collectingOptions = false; // after a -reset or a late done=0, until done=1
    // Configured option values for options not declared when the handshake ended (an
    // engine whose features came late, as on a loaded machine): sent once declared.
    QMap<QString, QString> m_lateOptions;
    bool m_sawFeature = false;
    bool m_ready = false;
    bool m_handshakeWithoutFeatures = false; // ended as version 1; features may come later
    QTimer m_handshakeTimer;
    QTimer m_nudgeTimer;
    static constexpr int NudgeMs = 300;
    static constexpr int MaxNudges = 50; // 15 s in all
    int m_nudges = 0;
    int m_pacingMs = 0;
    QList<std::function<void()>> m_deferred;

    // ping/pong: a rising counter; m_staleUntil is the ping whose pong ends the discard.
    int m_pingCounter = 0;
    int m_staleUntil = 0;
    int m_lastPong = 0;

    // The game as the engine sees it.
    GameSetup m_setup;
    bool m_setupUntouched = false; // no move, undo or remove since newGame
    bool m_whiteToMove = true;
    Side m_engineSide = Side::None; // None: force mode
    bool m_goAfterUserMove = false; // play the side not on move without playother
    bool m_ponder = false;
    bool m_analyzing = false;
    bool m_paused = false;
    bool m_gameOver = false;
    bool m_icsFeature = false;  // feature ics=1: the engine wants "ics -"
    bool m_nameFeature = false; // feature name=1: the engine wants the opponent's name
    qint64 m_ownTime = -1, m_opponentTime = -1;
    QString m_lastMoveSent;
    bool m_stUnsupported = false; // GNU Chess 4 fallbacks of section 13
    bool m_sdUnsupported = false;

    ThinkingLine m_lastThinking;
    bool m_collectingBook = false;
    static constexpr qsizetype MaxBookLines = 256;
    QStringList m_bookText; // at most MaxBookLines + 1 lines of MaxMessageLength
};

} // namespace tabiya
