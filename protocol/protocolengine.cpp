// ProtocolEngine: the transport's wiring, the handshake's frame, whenReady, pings, options
// and shutdown, shared by every dialect.

#include "protocol/protocolengine.h"

#include "protocol/engineprocess.h"

#include <QFileInfo>

namespace tabiya {

ProtocolEngine::ProtocolEngine(QObject* parent)
    : EngineConnection(parent) {
    m_handshakeTimer.setSingleShot(true);
    connect(&m_handshakeTimer, &QTimer::timeout, this, [this] {
        if (!m_run.ready) onHandshakeTimeout();
    });
}

ProtocolEngine::~ProtocolEngine() = default;

QString ProtocolEngine::name() const {
    if (!m_run.caps.name.isEmpty()) return m_run.caps.name;
    if (!m_config.name.isEmpty()) return m_config.name;
    return QFileInfo(m_config.program).fileName();
}

QList<TranscriptEntry> ProtocolEngine::transcriptEntries() const {
    if (!m_transport) return {};
    const auto& t = m_transport->transcript();
    return QList<TranscriptEntry>(t.begin(), t.end());
}

void ProtocolEngine::setState(State state) {
    if (m_state == state) return;
    m_state = state;
    emit stateChanged(state);
}

void ProtocolEngine::send(const QString& line) {
    if (m_transport) m_transport->writeLine(line);
}

void ProtocolEngine::note(const QString& text) {
    if (m_transport) m_transport->note(text);
}

void ProtocolEngine::reportIllegalMove(const QString& move, const QString& reason) {
    const QString m = move.isEmpty() ? m_run.lastMoveSent : move;
    emit illegalMoveReported(m, reason);
    const QString said = reason.isEmpty() ? QStringLiteral("Illegal move: %1").arg(m)
                                          : QStringLiteral("Illegal move (%1): %2").arg(reason, m);
    emit moveRefused({m, reason, said});
}

void ProtocolEngine::reportError(const QString& type, const QString& command) {
    emit errorReported(type, command);
    // "Error (...): e2e4", "Error (...): usermove e2e4", CXBoard "move e2e4".
    QString move = command.trimmed();
    for (const QLatin1String prefix : {QLatin1String("usermove "), QLatin1String("move ")})
        if (move.startsWith(prefix)) move = move.mid(prefix.size()).trimmed();
    if (move.isEmpty() || !m_run.movesSent.contains(move)) return;
    emit moveRefused({move, type, QStringLiteral("Error (%1): %2").arg(type, command)});
}

void ProtocolEngine::tell(const parsed::Tell& t) {
    using To = parsed::Tell::To;
    switch (t.to) {
    case To::User: emit tellUser(t.text); return;
    case To::UserError: emit tellUserError(t.text); return;
    case To::Opponent: emit tellOpponent(t.text); return;
    case To::Others: emit tellOthers(t.text); return;
    case To::All: emit tellAll(t.text); return;
    case To::Ics: emit tellIcs(t.text); return;
    }
}

void ProtocolEngine::notePvCut() {
    note(tr("PV longer than %1 moves or %2 characters: the rest is not kept")
             .arg(ThinkingLine::MaxPvMoves)
             .arg(ThinkingLine::MaxPvLength));
}

void ProtocolEngine::whenReady(std::function<void()> action) {
    if (m_run.ready)
        action();
    else if (m_state == State::Starting || m_state == State::Handshake)
        m_run.deferred.append(std::move(action));
}

void ProtocolEngine::start(const EngineConfig& config) {
    m_config = config;
    m_run = Run();
    m_handshakeTimer.stop();
    resetRun();
    if (m_transport) {
        m_transport->disconnect(this);
        m_transport->deleteLater();
    }
    m_transport = m_factory ? m_factory(this) : new EngineProcess(this);
    connect(m_transport, &LineTransport::transcriptAdded, this, &EngineConnection::transcript);
    connect(m_transport, &LineTransport::queueDrained, this, &EngineConnection::linesDelivered);
    connect(m_transport, &LineTransport::lineReceived, this, &ProtocolEngine::readLine);
    connect(m_transport, &LineTransport::crashed, this, &ProtocolEngine::onCrashed);
    connect(m_transport, &LineTransport::finished, this, [this] {
        m_handshakeTimer.stop();
        setState(State::Finished);
        emit finished();
    });
    connect(m_transport, &LineTransport::started, this, [this] {
        setState(State::Handshake);
        openHandshake();
        m_handshakeTimer.start(scaled(handshakeMs()));
    });
    m_transport->setLinePacing(linePacing(config));
    setState(State::Starting);
    m_transport->start(config.program, config.arguments, config.workingDirectory);
}

void ProtocolEngine::becomeReady() {
    m_handshakeTimer.stop();
    if (m_run.ready) return;
    m_run.ready = true;
    configure();
    setState(State::Idle);
    emit ready();
    const auto deferred = std::exchange(m_run.deferred, {});
    for (const auto& action : deferred)
        action();
}

void ProtocolEngine::onCrashed(const CrashInfo& info) {
    m_handshakeTimer.stop();
    onTransportEnding();
    m_run.ready = false;
    m_run.deferred.clear();
    setState(State::Finished);
    emit crashed(info);
}

int ProtocolEngine::sendPing(bool stale) {
    const int n = ++m_run.pingCounter;
    if (stale) m_run.staleUntil = n;
    send(pingCommand(n));
    return n;
}

void ProtocolEngine::pongReceived(int n) {
    // Rising counter: an old or repeated answer (GNU Chess answers twice) changes nothing.
    if (n == 0) n = m_run.lastPong + 1;
    if (n > m_run.lastPong && n <= m_run.pingCounter) m_run.lastPong = n;
}

void ProtocolEngine::setOption(const QString& name, const QString& value) {
    if (hasLineBreak(value) || name.contains(QLatin1Char('\n'))) {
        emit errorReported(tr("refused"), tr("option value with a line break"));
        return;
    }
    whenReady([this, name, value] { applyOption(name, value, true); });
}

void ProtocolEngine::applyOption(const QString& name, const QString& value, bool report) {
    const Qt::CaseSensitivity cs =
        optionNamesIgnoreCase() ? Qt::CaseInsensitive : Qt::CaseSensitive;
    for (EngineOption& o : m_run.options) {
        if (o.name.compare(name, cs) != 0) continue;
        if (o.isButton()) {
            writeOption(o, {});
            return;
        }
        const QString v = o.normalised(value);
        if (v.isEmpty() && !o.isText()) {
            if (report) emit errorReported(tr("bad value"), name + QLatin1Char('=') + value);
            return;
        }
        o.value = v;
        writeOption(o, v);
        return;
    }
    if (report) emit errorReported(tr("unknown option"), name);
}

void ProtocolEngine::setTime(qint64 ownMs, qint64 opponentMs) {
    m_ownTime = std::max<qint64>(0, ownMs);
    m_opponentTime = std::max<qint64>(0, opponentMs);
}

void ProtocolEngine::requestHint() {
    whenReady([this] { send(QStringLiteral("hint")); });
}

void ProtocolEngine::pause() {
    whenReady([this] {
        if (m_run.caps.pause && !m_run.paused) {
            send(QStringLiteral("pause"));
            m_run.paused = true;
        }
    });
}

void ProtocolEngine::resume() {
    whenReady([this] {
        if (m_run.paused) {
            send(QStringLiteral("resume"));
            m_run.paused = false;
        }
    });
}

void ProtocolEngine::answer(const QString& tag, const QString& text) {
    if (tag.contains(QLatin1Char('\n')) || hasLineBreak(text)) return;
    whenReady([this, tag, text] { send(tag + QLatin1Char(' ') + text); });
}

void ProtocolEngine::sendRaw(const QString& line) {
    if (hasLineBreak(line)) {
        emit errorReported(tr("refused"), tr("a line with a line break"));
        return;
    }
    send(line);
}

void ProtocolEngine::quit() {
    m_handshakeTimer.stop();
    m_run.deferred.clear();
    if (!m_transport || m_state == State::Finished || m_state == State::NotStarted) {
        setState(State::Finished);
        return;
    }
    setState(State::Stopping);
    beforeQuit();
    onTransportEnding();
    m_run.ready = false;
    m_transport->close(QStringLiteral("quit"), m_run.caps.sigterm, scaled(QuitGraceMs));
}

} // namespace tabiya
