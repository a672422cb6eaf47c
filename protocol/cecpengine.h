#pragma once
// CecpEngine: the GUI side of the xboard/WinBoard protocol (CECP v1 and v2) behind the
// EngineConnection interface: the game on CecpAnalysis (analysis mode) and CecpLink
// (handshake, features, options, ping, book and highlight requests). Game control with
// XBoard's idioms, ping/pong to discard the output of cancelled searches, the engine's
// moves, results and refusals, the variants it describes, orderly shutdown.

#include "protocol/cecpanalysis.h"
#include "protocol/cecpmovelegs.h"
#include "protocol/cecpparser.h"
#include "protocol/cecpthinking.h"
#include "protocol/cecpvariantdescriber.h"

#include <optional>

namespace tabiya {

class CecpEngine : public CecpAnalysis {
    Q_OBJECT
public:
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
    void setPonder(bool on) override;
    void offerDraw() override;
    void sendResult(EngineResult result, const QString& reason) override;
    void describeVariant(const QString& name) override;

private:
    // ProtocolEngine's hooks that are the game's.
    void resetRun() override;
    void readLine(const QString& rawLine) override;
    void beforeQuit() override;
    // CecpLink's: the game's position goes again, with setboard.
    void onLateFeatures() override;

    void handleMessage(const cecp::Message& m);
    // Thinking, continuation, fail high/low, book and stat01 lines.
    void handleSearchOutput(const cecp::Message& m);
    void sendGo();
    void afterEngineMove();
    void playOtherRefused();
    // undo (1) or remove (2) as seen by the moves kept for a late setboard.
    void takeBackSinceSetup(int count);
    void handleEngineMove(const QString& move);
    void handleIllegalMove(const parsed::IllegalMove& m);
    void handleError(const parsed::Error& m);
    void handleResult(const parsed::Result& m);
    // setup and piece lines: kept while a variant is described (cecpenginevariant.cpp).
    void handleSetup(const EngineSetup& setup);
    void handlePiece(const EnginePiece& piece);
    // A pong: the description asked for is complete when it answers its ping.
    void pongForDescription(int number);

    // What one run knows beyond ProtocolEngine::Run and the negotiation, reset by one assignment in
    // resetRun().
    struct CecpRun {
        // The moves played since newGame, replayed when setboard comes late; none once an
        // undo or remove has reached past them.
        std::optional<QList<MoveText>> movesSinceSetup;
        bool goAfterUserMove = false; // play the side not on move without playother
        bool ponder = false;
        bool gameOver = false;
        bool stUnsupported = false; // GNU Chess 4 fallbacks of section 13
        bool sdUnsupported = false;
        cecp::ThinkingAssembler thinking;
        cecp::MoveLegs legs;              // a multi-leg move's first leg, sent on a line of its own
        cecp::VariantDescriber describer; // describeVariant's answer
    };
    CecpRun m_cecp;
};

} // namespace tabiya
