#include "protocol/cecplink.h"

#include "protocol/cecpcommands.h"
#include "protocol/cecpquirks.h"
#include "protocol/optionparser.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tabiya {

CecpLink::CecpLink(QObject* parent)
    : ProtocolEngine(parent) {
    // Engines that read one line per input event (GNU Chess 6) may sit on "protover 2"
    // until more input comes: an empty line now and then gets the features flowing. It
    // runs only for paced engines, until the first feature, and a while past the
    // handshake's end (on a loaded machine the features come late, and only if nudged).
    m_nudgeTimer.setInterval(NudgeMs);
    connect(&m_nudgeTimer, &QTimer::timeout, this, [this] {
        const bool running = state() != State::Finished && state() != State::Stopping;
        if (!running || !m_negotiation.nudge())
            m_nudgeTimer.stop();
        else
            send(QString());
    });
}

CecpLink::~CecpLink() = default;

void CecpLink::resetRun() {
    m_negotiation = cecp::Negotiation();
    m_book = cecp::BookReplyCollector();
    m_run.caps.dialect = Capability::Book | Capability::PolledStatus;
    m_nudgeTimer.stop();
    m_inEdit = false;
}

int CecpLink::linePacing(const EngineConfig& config) const {
    if (config.lineDelayMs >= 0) return config.lineDelayMs;
    // GNU Chess 6 reads one line per input event and leaves the rest in its stdio buffer
    // until more input arrives, so batches of commands stall it.
    return QFileInfo(config.program).fileName().startsWith(QLatin1String("gnuchess")) ? 50 : 0;
}

void CecpLink::send(const QString& line) {
    // Edit mode's lines are the board's (its "." ends it), not commands.
    if (line == QLatin1String("edit")) m_inEdit = true;
    if (m_inEdit) {
        if (line == QLatin1String(".")) m_inEdit = false;
    } else if (cecp::withholds(name(), line)) {
        note(QStringLiteral("not sent to %1, which breaks on commands it does not know: %2")
                 .arg(name(), line));
        return;
    }
    ProtocolEngine::send(line);
}

void CecpLink::openHandshake() {
    send(QStringLiteral("xboard"));
    send(QStringLiteral("protover 2"));
    if (linePacing(m_config) > 0) m_nudgeTimer.start();
}

void CecpLink::onHandshakeTimeout() {
    if (state() != State::Handshake) return;
    note(m_negotiation.timeoutNote());
    finishHandshake();
}

void CecpLink::finishHandshake() {
    m_handshakeTimer.stop();
    if (m_run.ready) return;
    m_run.caps.protocolVersion = m_negotiation.endHandshake();
    // Its name is known now: an engine that breaks on "?" is not asked to move now, nor
    // offered a draw if it breaks on "draw".
    m_run.caps.moveNow = !cecp::withholds(name(), QStringLiteral("?"));
    if (cecp::withholds(name(), QStringLiteral("draw"))) m_run.caps.draw = false;
    becomeReady();
}

void CecpLink::configure() {
    sendAll(cecp::resourceCommands(m_run.caps, m_config, DefaultMemoryMb));
    for (const auto& [name, value] : m_negotiation.optionsToSet(m_config, m_run.options))
        setOption(name, value);
    for (const QString& line : m_config.initCommands)
        send(line);
}

void CecpLink::writeOption(EngineOption& o, const QString& value) {
    if (o.type == EngineOption::Type::Reset) {
        // The engine re-sends its options: collect them afresh.
        const QString command = QStringLiteral("option ") + o.name;
        m_run.options.clear();
        m_negotiation.collectOptionsAgain();
        send(command);
    } else if (o.isButton()) {
        send(QStringLiteral("option ") + o.name);
    } else {
        send(cecpOptionCommand(o, value));
    }
}

void CecpLink::handleFeatures(const QList<cecp::Feature>& features) {
    m_nudgeTimer.stop();
    perform(m_negotiation.featuresCame(m_run.caps, m_run.ready));
    // One feature at a time: done=1 may end the handshake, which the next ones then see.
    for (const auto& f : features)
        perform(m_negotiation.feature(f, m_run.caps, m_run.options, m_run.ready, m_config,
                                      DefaultMemoryMb));
}

void CecpLink::perform(const cecp::Steps& steps) {
    using Do = cecp::Step::Do;
    for (const cecp::Step& s : steps) {
        switch (s.what) {
        case Do::Send: send(s.text); break;
        case Do::Note: note(s.text); break;
        case Do::Answered: emit handshakeSign(HandshakeSign::Answered); break;
        case Do::SetOption: setOption(s.text, s.value); break;
        case Do::OptionsChanged: emit optionsChanged(m_run.options); break;
        case Do::FeaturesComplete: emit handshakeSign(HandshakeSign::FeaturesComplete); break;
        case Do::WaitForDone: m_handshakeTimer.start(DoneZeroMs); break;
        case Do::EndHandshake: finishHandshake(); break;
        case Do::UnknownOption:
            // CecpEngine's message, in its translation context.
            emit errorReported(QCoreApplication::translate("tabiya::CecpEngine", "unknown option"),
                               s.text);
            break;
        case Do::ResendPosition: onLateFeatures(); break;
        }
    }
}

void CecpLink::cancelSearch() {
    // Without ping, out-of-turn moves are still dropped by the side check.
    if (m_run.caps.ping) sendPing(true);
}

void CecpLink::setPosition(const QString& fen) {
    const QStringList commands = cecp::positionCommands(fen, m_run.caps.setboard);
    if (commands.isEmpty()) {
        // CecpEngine's message, in its translation context.
        emit errorReported(QCoreApplication::translate("tabiya::CecpEngine", "bad position"), fen);
        return;
    }
    sendAll(commands);
    m_run.whiteToMove = cecp::fenWhiteToMove(fen);
}

void CecpLink::sendSetup(const GameSetup& setup) {
    if (!setup.fen.isEmpty()) setPosition(setup.fen);
    for (const MoveText& mv : setup.moves) {
        sendMove(mv);
        m_run.whiteToMove = !m_run.whiteToMove;
    }
}

QString CecpLink::moveWord(const MoveText& move) const {
    const QString text = (m_run.caps.san && !move.san.isEmpty()) ? move.san : move.coordinate;
    return hasLineBreak(text) ? QString() : text;
}

void CecpLink::sendMove(const MoveText& move) {
    const QString text = moveWord(move);
    if (text.isEmpty()) return;
    moveSent(text);
    send(m_run.caps.usermove ? QStringLiteral("usermove ") + text : text);
}

QStringList CecpLink::timeCommands() const {
    if (!m_run.caps.time || m_ownTime < 0) return {};
    return {cecp::timeCommand("time", m_ownTime),
            cecp::timeCommand("otim", m_opponentTime < 0 ? m_ownTime : m_opponentTime)};
}

void CecpLink::requestBook() {
    whenReady([this] {
        m_book.start();
        send(QStringLiteral("bk"));
    });
}

bool CecpLink::collectBookLine(const QString& line) {
    const cecp::BookReplyCollector::Step step = m_book.take(line);
    if (step.cut)
        note(QCoreApplication::translate("tabiya::CecpEngine",
                                         "book reply longer than %1 lines: the rest is not kept")
                 .arg(cecp::BookReplyCollector::MaxLines));
    if (step.reply) {
        emit bookLines(*step.reply);
        emit bookMoves(cecp::parseBookReply(*step.reply));
    }
    return step.consumed;
}

void CecpLink::sendHighlight(const QString& command, const QString& square) {
    whenReady([this, command, square] {
        if (m_run.caps.highlight) send(command + QLatin1Char(' ') + square);
    });
}

void CecpLink::liftPiece(const QString& square) {
    sendHighlight(QStringLiteral("lift"), square);
}

void CecpLink::putPiece(const QString& square) {
    sendHighlight(QStringLiteral("put"), square);
}

void CecpLink::hoverSquare(const QString& square) {
    sendHighlight(QStringLiteral("hover"), square);
}

} // namespace tabiya
