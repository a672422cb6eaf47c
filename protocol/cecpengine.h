#pragma once
// CecpEngine: the GUI side of the xboard/WinBoard protocol (CECP v1 and v2) behind the
// EngineConnection interface, a dialect of ProtocolEngine: handshake with feature
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

#include "protocol/cecpbook.h"
#include "protocol/cecpparser.h"
#include "protocol/cecpthinking.h"
#include "protocol/protocolengine.h"

#include <QMap>

namespace tabiya {

class CecpEngine : public ProtocolEngine {
    Q_OBJECT
public:
    // The spec's handshake waits: 2 s for features, one hour once done=0 is seen.
    static constexpr int HandshakeMs = 2000;
    static constexpr int DoneZeroMs = 3600 * 1000;
    // "memory" for engines with memory=1 when the configuration names no size (XBoard's
    // -defaultHashSize).
    static constexpr int DefaultMemoryMb = 64;

    explicit CecpEngine(QObject* parent = nullptr);
    ~CecpEngine() override;

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
    void setPonder(bool on) override;
    void requestBook() override;
    void requestStatus() override;
    void offerDraw() override;
    void sendResult(EngineResult result, const QString& reason) override;
    void describeVariant(const QString& name) override;

    // The user picked up, dropped or hovers over a piece (Capability::Highlight).
    void liftPiece(const QString& square) override;
    void putPiece(const QString& square) override;
    void hoverSquare(const QString& square) override;

private:
    // ProtocolEngine's hooks.
    void resetRun() override;
    void openHandshake() override;
    int handshakeMs() const override { return HandshakeMs; }
    void onHandshakeTimeout() override;
    void readLine(const QString& rawLine) override;
    void configure() override;
    void writeOption(EngineOption& o, const QString& value) override;
    QString pingCommand(int n) const override { return QStringLiteral("ping %1").arg(n); }
    void beforeQuit() override;
    int linePacing(const EngineConfig& config) const override;

    void handleMessage(const cecp::Message& m);
    void handleFeatures(const QList<cecp::Feature>& features);
    void handleFeature(const cecp::Feature& f);
    // Thinking, continuation, fail high/low, book and stat01 lines.
    void handleSearchOutput(const cecp::Message& m);
    void handleOptionFeature(const QString& value);
    void handleDone(const QString& value);
    void finishHandshake();
    void resendPositionAfterLateFeatures();
    // Sends a ping; output of a cancelled search is dropped until its pong.
    void cancelSearch();
    // time and otim for engines that take them, once setTime has given the clocks.
    QStringList timeCommands() const;
    void sendAll(const QStringList& lines);
    void sendGo();
    void afterEngineMove();
    void playOtherRefused();
    void leaveAnalysis();
    void setPosition(const QString& fen);
    // The setup's position (when it has one) and its moves, in force mode.
    void sendSetup(const GameSetup& setup);
    void sendMove(const MoveText& move);
    // The move as this engine reads it (SAN for san=1 engines); empty when unusable.
    QString moveWord(const MoveText& move) const;
    // "exclude MOVE", "include MOVE", "include all" while analysing, if the engine asked.
    void sendExclusion(const QString& command, const QString& argument);
    // Sends a highlight request to engines with highlight=1.
    void sendHighlight(const QString& command, const QString& square);
    void handleEngineMove(const QString& move);
    void handleIllegalMove(const parsed::IllegalMove& m);
    void handleError(const parsed::Error& m);
    void handleResult(const parsed::Result& m);
    // bk replies: true when the line belonged to one.
    bool collectBookLine(const QString& line);
    // setup and piece lines: kept while a variant is described (cecpenginevariant.cpp).
    void handleSetup(const EngineSetup& setup);
    void handlePiece(const EnginePiece& piece);
    // A pong: the description asked for is complete when it answers its ping.
    void pongForDescription(int number);
    void finishDescription();

    QTimer m_nudgeTimer;
    static constexpr int NudgeMs = 300;
    static constexpr int MaxNudges = 50; // 15 s in all

    // What one run knows beyond ProtocolEngine::Run, reset by one assignment in resetRun().
    struct CecpRun {
        bool collectingOptions = false; // after a -reset or a late done=0, until done=1
        // Configured option values for options not declared when the handshake ended (an
        // engine whose features came late, as on a loaded machine): sent once declared.
        QMap<QString, QString> lateOptions;
        bool sawFeature = false;
        bool handshakeWithoutFeatures = false; // ended as version 1; features may come later
        int nudges = 0;
        bool setupUntouched = false;  // no move, undo or remove since newGame
        bool goAfterUserMove = false; // play the side not on move without playother
        bool ponder = false;
        bool gameOver = false;
        cecp::FeatureFlags features; // ics=1, name=1
        bool stUnsupported = false;  // GNU Chess 4 fallbacks of section 13
        bool sdUnsupported = false;
        cecp::ThinkingAssembler thinking;
        cecp::BookReplyCollector book;
        // describeVariant: the ping after "variant NAME" (0: none asked) and what came.
        int describePing = 0;
        bool describing = false;
        EngineVariantDescription description;
    };
    CecpRun m_cecp;
};

} // namespace tabiya
