#pragma once
// CecpLink: the xboard/WinBoard protocol (CECP v1 and v2) below the game, the layer of
// ProtocolEngine that CecpEngine builds its game on. It opens the handshake ("xboard",
// "protover 2"), does the steps of the feature negotiation (cecp::Negotiation): done=0's
// hour, the version 1 fallback when no feature comes in 2 s, features accepted whenever they
// come; wakes GNU Chess 6 with empty lines, sends the resources and options once ready,
// writes options ("option NAME=VALUE", a -reset re-collects them) and pings, and writes
// moves and positions in the forms the features ask for (san, usermove, setboard, time).
// The requests beside the game are here too: the book (bk and its reply) and the
// highlight requests (lift, put, hover). Every line goes through send(), which withholds
// what an engine is known to break on (cecpquirks.h).
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
#include "protocol/cecpnegotiation.h"
#include "protocol/protocolengine.h"

namespace tabiya {

class CecpLink : public ProtocolEngine {
    Q_OBJECT
public:
    // The spec's handshake waits: 2 s for features, one hour once done=0 is seen.
    static constexpr int HandshakeMs = 2000;
    static constexpr int DoneZeroMs = 3600 * 1000;
    // "memory" for engines with memory=1 when the configuration names no size (XBoard's
    // -defaultHashSize).
    static constexpr int DefaultMemoryMb = 64;

    explicit CecpLink(QObject* parent = nullptr);
    ~CecpLink() override;

    void requestBook() override;
    // The user picked up, dropped or hovers over a piece (Capability::Highlight).
    void liftPiece(const QString& square) override;
    void putPiece(const QString& square) override;
    void hoverSquare(const QString& square) override;

protected:
    // ProtocolEngine's hooks for the handshake, options and pings; a dialect's resetRun()
    // calls this one first.
    void resetRun() override;
    void openHandshake() override;
    int handshakeMs() const override { return HandshakeMs; }
    void onHandshakeTimeout() override;
    void configure() override;
    void writeOption(EngineOption& o, const QString& value) override;
    QString pingCommand(int n) const override { return QStringLiteral("ping %1").arg(n); }
    int linePacing(const EngineConfig& config) const override;
    // Every line but those the engine is known to break on (cecpquirks.h), which leave a
    // note in the transcript instead.
    void send(const QString& line) override;

    // A "feature" line of the engine.
    void handleFeatures(const QList<cecp::Feature>& features);
    // Features came after a handshake that had ended without any (version 1).
    virtual void onLateFeatures() = 0;
    // ics=1 and name=1, for the game's commands.
    const cecp::FeatureFlags& featureFlags() const { return m_negotiation.flags(); }
    bool lateFeaturesComing() const { return m_negotiation.lateFeaturesComing(); }

    // The game written in the forms the features ask for.
    void sendAll(const QStringList& lines) {
        for (const QString& line : lines)
            send(line);
    }
    // The move as this engine reads it (SAN for san=1 engines); empty when unusable.
    QString moveWord(const MoveText& move) const;
    // The move, as "usermove MOVE" for usermove=1 engines.
    void sendMove(const MoveText& move);
    // setboard, or edit mode for engines without it (errorReported when it cannot say fen).
    void setPosition(const QString& fen);
    // The setup's position (when it has one) and its moves, in force mode.
    void sendSetup(const GameSetup& setup);
    // time and otim for engines that take them, once setTime has given the clocks.
    QStringList timeCommands() const;
    // Sends a ping; output of a cancelled search is dropped until its pong.
    void cancelSearch();
    // bk replies: true when the line belonged to one.
    bool collectBookLine(const QString& line);

private:
    // Does what the negotiation's steps say, in order.
    void perform(const cecp::Steps& steps);
    void finishHandshake();
    // Sends a highlight request to engines with highlight=1.
    void sendHighlight(const QString& command, const QString& square);

    static constexpr int NudgeMs = 300; // 15 s in all (cecp::Negotiation::MaxNudges)
    QTimer m_nudgeTimer;
    cecp::Negotiation m_negotiation; // one run's, reset by resetRun()
    cecp::BookReplyCollector m_book; // one run's too
    bool m_inEdit = false;           // between "edit" and its "."
};

} // namespace tabiya
