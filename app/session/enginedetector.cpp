#include "app/session/enginedetector.h"

#include "protocol/engineconnection.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace tabiya {

namespace {
// A known engine: its program, the arguments that put it in its protocol's mode, and the
// protocol it speaks. UCI engines are started directly, not through PolyGlot.
struct KnownEngine {
    const char* program;
    QStringList arguments;
    EngineProtocol protocol = EngineProtocol::Cecp;
};

// The facts come from the Debian packages (dpkg -L, their man pages and xboard .eng
// files) and match how tests/protocol/tst_realengines.cpp starts each one.
const QList<KnownEngine>& knownEngines() {
    static const QList<KnownEngine> engines{
        {"fairymax", {}},                     // package fairymax
        {"shamax", {}},                       // package fairymax: shatranj and other old variants
        {"hachu", {}},                        // shogi variants, shatranj, makruk
        {"sjaakii", {}},                      // many variants, xboard mode by default
        {"gnuchess", {QStringLiteral("-x")}}, // -x (--xboard): engine mode
        {"sjeng", {}},
        {"phalanx", {}},  // xboard mode is its default (-x +)
        {"hoichess", {}}, // finds out by itself that it runs under xboard
        {"maxqi", {}},    // package fairymax: xiangqi
        {"hoixiangqi", {}},
        // UCI engines. Fairy-Stockfish plays its variants (xiangqi too) through UCI_Variant.
        {"fairy-stockfish", {}, EngineProtocol::Uci},
        {"stockfish", {}, EngineProtocol::Uci},
        {"fruit", {}, EngineProtocol::Uci},
        {"toga2", {}, EngineProtocol::Uci},
    };
    return engines;
}

QString findProgram(const QString& name, const QStringList& searchDirs) {
    if (!searchDirs.isEmpty()) return QStandardPaths::findExecutable(name, searchDirs);
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games")});
    return found;
}

// What each protocol's engines play when they announce no variants: UCCI is xiangqi's
// protocol, CXBoard's engines are xiangqi engines; the others play chess.
QString defaultVariant(EngineProtocol protocol) {
    return protocol == EngineProtocol::Cxboard || protocol == EngineProtocol::Ucci
               ? QStringLiteral("xiangqi")
               : QStringLiteral("normal");
}
} // namespace

QStringList playedVariants(EngineProtocol protocol, const QStringList& variants) {
    const bool cecp = protocol == EngineProtocol::Cecp;
    QStringList names;
    for (const QString& v : variants) {
        QString n = cecp ? v.trimmed() : v.trimmed().toLower();
        if (!cecp && n == QLatin1String("chess")) n = QStringLiteral("normal");
        if (!n.isEmpty() && !names.contains(n)) names << n;
    }
    if (names.isEmpty()) names << defaultVariant(protocol);
    return names;
}

QList<EngineEntry> installedEngines(const QStringList& searchDirs) {
    QList<EngineEntry> list;
    for (const KnownEngine& k : knownEngines()) {
        const QString name = QString::fromLatin1(k.program);
        const QString program = findProgram(name, searchDirs);
        if (program.isEmpty()) continue;
        EngineEntry e;
        e.name = name;
        e.program = program;
        e.arguments = k.arguments;
        e.protocol = k.protocol;
        list.append(e);
    }
    return list;
}

// --- EngineProbe ---

EngineProbe::EngineProbe(QObject* parent)
    : QObject(parent) {
    qRegisterMetaType<EngineProbeResult>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &EngineProbe::onTimeout);
}

EngineProbe::~EngineProbe() {
    // Deleting an Engine kills its process group at once: nothing is left behind.
    delete std::exchange(m_engine, nullptr);
}

EngineProbe::Protocol EngineProbe::modeFor(EngineProtocol protocol) {
    switch (protocol) {
    case EngineProtocol::Cecp: return Protocol::Cecp;
    case EngineProtocol::Cxboard: return Protocol::Cxboard;
    case EngineProtocol::Uci: return Protocol::Uci;
    case EngineProtocol::Ucci: return Protocol::Ucci;
    }
    return Protocol::Auto;
}

QList<EngineProtocol> EngineProbe::attemptOrder(Protocol mode) {
    for (EngineProtocol p : allProtocols())
        if (modeFor(p) == mode) return {p};
    return allProtocols();
}

void EngineProbe::start(const EngineConfig& config, Protocol protocol) {
    cancel();
    m_config = config;
    // A probe only looks: no saved options or start-up commands go to the engine.
    m_config.initialOptions.clear();
    m_config.initCommands.clear();
    m_mode = protocol;
    m_order = attemptOrder(protocol);
    m_failures.clear();
    m_result = EngineProbeResult();
    attempt(m_order.first());
}

void EngineProbe::cancel() {
    m_timer.stop();
    m_afterEnd = nullptr;
    m_ending = false;
    if (m_engine) {
        m_engine->disconnect(this);
        delete std::exchange(m_engine, nullptr);
    }
}

bool EngineProbe::answersAtOnce(EngineProtocol protocol) {
    return protocol == EngineProtocol::Uci || protocol == EngineProtocol::Ucci;
}

void EngineProbe::attempt(EngineProtocol protocol) {
    m_current = protocol;
    m_answered = m_lateFeatures = false;
    emit progress(tr("Starting %1 as a %2 engine…")
                      .arg(QFileInfo(m_config.program).fileName(), protocolName(protocol)));
    EngineConfig c = m_config;
    c.protocol = protocol;
    m_engine = EngineConnection::create(protocol, this);
    connect(m_engine, &EngineConnection::ready, this, &EngineProbe::onReady);
    connect(m_engine, &EngineConnection::crashed, this, &EngineProbe::onCrashed);
    connect(m_engine, &EngineConnection::handshakeSign, this, &EngineProbe::onHandshakeSign);
    // Guessing, a protocol whose engines answer its first command at once gets a short
    // window for that answer: a CECP engine ignoring "uci" costs seconds, not the attempt.
    const bool guessing = m_mode == Protocol::Auto && answersAtOnce(protocol);
    m_timer.start(guessing ? std::min(m_attemptMs, AnswerMs) : m_attemptMs);
    m_engine->start(c);
}

void EngineProbe::onHandshakeSign(EngineConnection::HandshakeSign sign) {
    using Sign = EngineConnection::HandshakeSign;
    if (sign == Sign::Answered && !std::exchange(m_answered, true)) {
        // A feature line ("Sjeng: feature ..." too), cxboardok, UCI's id or uciok, UCCI's
        // ucciok: the protocol is right. The rest of the handshake gets the whole attempt.
        if (m_mode == Protocol::Auto && answersAtOnce(m_current) && m_timer.isActive() && !m_ending)
            m_timer.start(m_attemptMs);
    }
    if (sign == Sign::FeaturesComplete && m_lateFeatures && m_answered) {
        m_lateFeatures = false;
        m_timer.stop();
        // After the protocol has taken the line in (names, options).
        QTimer::singleShot(0, this, [this] {
            if (m_engine && !m_ending) succeed();
        });
    }
}

void EngineProbe::onReady() {
    if (m_ending) return;
    m_timer.stop();
    const bool cecp = m_current == EngineProtocol::Cecp;
    if (!m_answered) {
        if (!cecp) {
            attemptFailed(noAnswerReason(m_current));
            return;
        }
        // A loaded machine can make a real engine miss the 2 s the handshake waits (GNU
        // Chess does): features coming a little later still name it and its variants.
        m_lateFeatures = true;
        m_timer.start(std::min(m_attemptMs, LateFeatureMs));
        return;
    }
    succeed();
}

void EngineProbe::succeedWithoutFeatures() {
    // Asked for CECP: a version 1 engine sends no features, and that is allowed.
    m_result.warning = tr("The engine sent no features: it is either a CECP version 1 "
                          "engine or not a CECP engine at all.");
    succeed();
}

QString EngineProbe::noAnswerReason(EngineProtocol protocol) {
    switch (protocol) {
    case EngineProtocol::Cecp: return tr("no feature line in reply to protover 2.");
    case EngineProtocol::Cxboard: return tr("no cxboardok in reply to cxboard 1.");
    case EngineProtocol::Uci: return tr("no uciok in reply to uci.");
    case EngineProtocol::Ucci: return tr("no ucciok in reply to ucci.");
    }
    return {};
}

QString EngineProbe::silenceReason(EngineProtocol protocol, double seconds) {
    switch (protocol) {
    case EngineProtocol::Cecp: return tr("no feature line within %1 s.").arg(seconds);
    case EngineProtocol::Cxboard: return tr("no cxboardok within %1 s.").arg(seconds);
    case EngineProtocol::Uci: return tr("no answer to uci within %1 s.").arg(seconds);
    case EngineProtocol::Ucci: return tr("no answer to ucci within %1 s.").arg(seconds);
    }
    return {};
}

void EngineProbe::succeed() {
    const EngineCapabilities& caps = m_engine->capabilities();
    m_result.ok = true;
    m_result.error.clear();
    m_result.protocol = m_current;
    m_result.name = caps.name.trimmed();
    m_result.variants = playedVariants(m_current, caps.variants);
    m_result.options = m_engine->options();
    m_result.memory = caps.memory;
    m_result.cores = caps.smp;
    m_result.egtTypes = caps.egt;
    emit progress(
        tr("Found %1 (%2).")
            .arg(m_result.name.isEmpty() ? QFileInfo(m_config.program).fileName() : m_result.name,
                 protocolName(m_current)));
    endEngine([this] { report(); });
}

void EngineProbe::onCrashed(const CrashInfo& info) {
    if (m_ending) return; // an engine that dies while quitting is gone all the same
    m_timer.stop();
    QString reason = info.reason;
    if (!info.lastStderr.isEmpty())
        reason += QLatin1Char(' ') + tr("Its last words: %1").arg(info.lastStderr.last());
    if (info.failedToStart) {
        // Another protocol will not help a program that cannot run.
        m_failures = {reason};
        m_result.ok = false;
        m_result.error = reason;
        endEngine([this] { report(); });
        return;
    }
    attemptFailed(reason);
}

void EngineProbe::onTimeout() {
    if (m_ending) {
        // Quitting takes too long: deleting the engine kills its process group.
        m_engine->disconnect(this);
        delete std::exchange(m_engine, nullptr);
        afterEnd();
        return;
    }
    if (std::exchange(m_lateFeatures, false) && !m_answered) {
        if (m_mode == Protocol::Auto)
            attemptFailed(noAnswerReason(EngineProtocol::Cecp));
        else
            succeedWithoutFeatures();
        return;
    }
    if (m_current == EngineProtocol::Cecp && m_answered) {
        // Features came but no done=1 yet (done=0 engines may take long): CECP it is.
        m_result.warning =
            tr("The engine did not finish its feature list within %1 s.").arg(m_attemptMs / 1000.0);
        succeed();
        return;
    }
    const bool guessing = m_mode == Protocol::Auto && answersAtOnce(m_current) && !m_answered;
    attemptFailed(silenceReason(
        m_current, (guessing ? std::min(m_attemptMs, AnswerMs) : m_attemptMs) / 1000.0));
}

void EngineProbe::attemptFailed(const QString& reason) {
    m_failures << QStringLiteral("%1: %2").arg(protocolName(m_current), reason);
    const qsizetype next = m_order.indexOf(m_current) + 1;
    if (next > 0 && next < m_order.size()) {
        const EngineProtocol protocol = m_order[next];
        emit progress(tr("No sign of %1 (%2) Trying %3…")
                          .arg(protocolName(m_current), reason, protocolName(protocol)));
        endEngine([this, protocol] { attempt(protocol); });
        return;
    }
    m_result.ok = false;
    m_result.error =
        (m_mode == Protocol::Auto
             ? tr("The program did not answer as a UCI, UCCI, CECP or CXBoard engine.")
             : tr("The program did not answer as a %1 engine.").arg(protocolName(m_current))) +
        QLatin1Char('\n') + m_failures.join(QLatin1Char('\n'));
    endEngine([this] { report(); });
}

void EngineProbe::endEngine(std::function<void()> next) {
    m_afterEnd = std::move(next);
    if (!m_engine || m_engine->state() == EngineConnection::State::Finished ||
        m_engine->state() == EngineConnection::State::NotStarted) {
        if (m_engine) {
            m_engine->disconnect(this);
            m_engine->deleteLater(); // we may be inside one of its signals
            m_engine = nullptr;
        }
        afterEnd();
        return;
    }
    m_ending = true;
    connect(m_engine, &EngineConnection::finished, this, &EngineProbe::afterEngineGone);
    connect(m_engine, &EngineConnection::crashed, this, &EngineProbe::afterEngineGone);
    // quit escalates to SIGTERM and SIGKILL by itself; the timer is a last resort.
    m_timer.start(m_attemptMs);
    m_engine->quit();
}

void EngineProbe::afterEngineGone() {
    m_timer.stop();
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->deleteLater();
        m_engine = nullptr;
    }
    afterEnd();
}

void EngineProbe::afterEnd() {
    m_ending = false;
    m_engine = nullptr;
    if (auto next = std::exchange(m_afterEnd, nullptr)) next();
}

void EngineProbe::report() {
    emit finished(m_result);
}

} // namespace tabiya
