#pragma once
// Finding engines: installedEngines() lists the known engines Debian ships that are on
// this machine, with the arguments and protocol they need; EngineProbe starts one engine
// for a moment to learn its name, protocol, variants and options, then quits it.

#include "app/session/enginecatalog.h"
#include "protocol/engineconnection.h"
#include "protocol/engineoption.h"

#include <QObject>
#include <QTimer>
#include <functional>

namespace tabiya {

class EngineConnection;
struct CrashInfo;
struct TranscriptEntry;

// The known engines found in PATH or /usr/games (or in searchDirs when given), in a fixed
// order: engines speaking CECP, chess then xiangqi, then the UCI ones (started directly).
// Names are the programs' own; variants stay empty until a probe fills them.
QList<EngineEntry> installedEngines(const QStringList& searchDirs = {});

// The variants an engine plays, from what it announced (CECP feature variants, CXBoard's
// Variant option choices, UCI_Variant's), in CECP's names: CECP's as sent ("normal" when it
// sent none), the others' ("XiangQi", "Chess") in CECP's spelling; none announced: xiangqi
// for CXBoard and UCCI, normal for UCI.
QStringList playedVariants(EngineProtocol protocol, const QStringList& announced);

// What a probe learnt.
struct EngineProbeResult {
    bool ok = false;
    QString error; // why it failed, for the user (plain text)
    EngineProtocol protocol = EngineProtocol::Cecp;
    QString name;         // myname / id name; empty when the engine gave none
    QStringList variants; // the variants it plays ("normal" / "xiangqi" when it said nothing)
    QList<EngineOption> options;
    // What Tabiya's own settings can be sent as: CECP memory, cores and egtpath types.
    bool memory = false;
    bool cores = false;
    QStringList egtTypes;
    // Set when the probe went through but something looks odd (a CECP engine without
    // features may be version 1, or no engine at all).
    QString warning;
};

class EngineProbe : public QObject {
    Q_OBJECT
public:
    enum class Protocol { Auto, Cecp, Cxboard, Uci, Ucci };
    Q_ENUM(Protocol)

    // How long one attempt may take before the engine counts as silent.
    static constexpr int DefaultAttemptMs = 10000;
    // How long features may come after the CECP handshake gave up on them.
    static constexpr int LateFeatureMs = 5000;
    // Auto: how long a UCI or UCCI engine may take to answer "uci" / "ucci" (they answer
    // at once; a CECP engine answers an error or nothing, and is then tried as one).
    static constexpr int AnswerMs = 2000;

    // The mode that tries exactly that protocol.
    static Protocol modeFor(EngineProtocol protocol);
    // The protocols a mode tries, in order: Auto all of them (allProtocols()).
    static QList<EngineProtocol> attemptOrder(Protocol mode);

    explicit EngineProbe(QObject* parent = nullptr);
    ~EngineProbe() override; // an engine still running is killed

    // Starts the engine of config (config.protocol is ignored unless protocol says so).
    // Auto tries UCI, UCCI, CECP, then CXBoard, each in a fresh process, going on when the
    // engine shows no sign of the one tried (no answer, exit, or silence: AnswerMs for UCI
    // and UCCI, the attempt's time for the others). finished() follows, always, once the
    // engine is gone.
    void start(const EngineConfig& config, Protocol protocol = Protocol::Auto);
    // Stops a probe in progress; finished() is not emitted.
    void cancel();
    bool isRunning() const { return m_engine != nullptr; }
    void setAttemptTimeout(int ms) { m_attemptMs = ms; }
    const EngineProbeResult& result() const { return m_result; }

signals:
    void progress(const QString& text); // what it is doing, plain text
    void finished(const tabiya::EngineProbeResult& result);

private:
    void attempt(EngineProtocol protocol);
    void onReady();
    void onCrashed(const CrashInfo& info);
    void onTimeout();
    void onHandshakeSign(EngineConnection::HandshakeSign sign);
    // Protocols whose engines answer the opening command at once (UCI, UCCI).
    static bool answersAtOnce(EngineProtocol protocol);
    // Why an attempt failed: the handshake ended without the answer, or nothing came.
    static QString noAnswerReason(EngineProtocol protocol);
    static QString silenceReason(EngineProtocol protocol, double seconds);
    // The engine answered in the protocol tried: collect what it said, then end it.
    void succeed();
    void succeedWithoutFeatures();
    // The attempt failed: try the next protocol, or give up with this reason.
    void attemptFailed(const QString& reason);
    // Ends the current engine, then runs next (or reports) once it is gone.
    void endEngine(std::function<void()> next);
    void afterEngineGone();
    void afterEnd();
    void report();

    EngineConfig m_config;
    Protocol m_mode = Protocol::Auto;
    QList<EngineProtocol> m_order; // the protocols this probe tries
    int m_attemptMs = DefaultAttemptMs;
    EngineConnection* m_engine = nullptr; // a child; deleted when it has ended
    EngineProtocol m_current = EngineProtocol::Cecp;
    bool m_answered = false;     // the engine answered in the protocol tried (HandshakeSign)
    bool m_lateFeatures = false; // CECP handshake over without features: waiting a little
    bool m_ending = false;
    QStringList m_failures; // one reason per failed attempt
    QTimer m_timer;
    EngineProbeResult m_result;
    std::function<void()> m_afterEnd;
};

} // namespace tabiya

Q_DECLARE_METATYPE(tabiya::EngineProbeResult)
