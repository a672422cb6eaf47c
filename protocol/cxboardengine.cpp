#include "protocol/cxboardengine.h"

#include "protocol/cecpcommands.h"
#include "protocol/cxboardcommands.h"
#include "protocol/optionparser.h"

namespace tabiya {

CxboardEngine::CxboardEngine(QObject* parent)
    : GoDialectEngine(parent) {
    m_stopTimer.setSingleShot(true);
    connect(&m_stopTimer, &QTimer::timeout, this, [this] {
        if (!m_cx.held) return;
        note(tr("no bestmove after stop: going on"));
        // The answer will most likely never come: do not wait to discard it.
        if (m_cx.discardBestmoves > 0) --m_cx.discardBestmoves;
        releaseHeldLines();
    });
}

CxboardEngine::~CxboardEngine() = default;

void CxboardEngine::resetRun() {
    GoDialectEngine::resetRun();
    m_cx = CxboardRun();
    m_cx.driven = m_config.cxboardEngineDriven;
    m_stopTimer.stop();
    m_run.caps = cxboard::capabilities();
}

void CxboardEngine::openHandshake() {
    send(QStringLiteral("cxboard 1"));
}

void CxboardEngine::onHandshakeTimeout() {
    note(m_cx.gotOk ? tr("no readyok in time: going on")
                    : tr("no cxboardok in time: going on with what was received"));
    if (!m_cx.gotOk)
        onCxboardOk();
    else
        becomeReady();
}

void CxboardEngine::send(const QString& line) {
    if (!transport()) return;
    if (m_cx.held) {
        *m_cx.held << line;
        return;
    }
    GoDialectEngine::send(line);
    if (line == QLatin1String("stop")) {
        m_cx.held.emplace();
        m_stopTimer.start(scaled(StopAnswerMs));
    }
}

QStringList CxboardEngine::takeHeldLines() {
    m_stopTimer.stop();
    return std::exchange(m_cx.held, std::nullopt).value_or(QStringList());
}

void CxboardEngine::releaseHeldLines() {
    // Through send(): a stop among them holds the rest again.
    for (const QString& line : takeHeldLines())
        send(line);
}

void CxboardEngine::onTransportEnding() {
    takeHeldLines(); // nothing more for an engine on its way out
    GoDialectEngine::onTransportEnding();
}

void CxboardEngine::cancelSearch() {
    if (!m_cx.searching) return;
    m_cx.searching = false;
    m_cx.pondering = false;
    if (m_cx.driven && m_run.engineSide != Side::None) {
        // In play mode "stop" is not valid (forced mode only): leaving play mode stops it.
        sendForce(true);
    } else {
        send(QStringLiteral("stop"));
        ++m_cx.discardBestmoves;
    }
    flushHeldOptions();
}

void CxboardEngine::sendForce(bool wasSearching) {
    send(QStringLiteral("force"));
    m_run.engineSide = Side::None;
    if (!wasSearching) return;
    // A move printed before the engine read "force" comes before the readyok and is dropped.
    sendPing(true);
}

void CxboardEngine::selectVariant(const QString& variant) {
    // CECP names ("normal", "xiangqi") against the Variant combo the spec defines
    // ("Default is XiangQi"); tabiya-engine offers XiangQi and Chess.
    const VariantChoice c = chooseVariant(u"Variant", variant);
    // Without the option an engine plays xiangqi, CXBoard's game.
    if (c == VariantChoice::Unsupported ||
        (c == VariantChoice::NoOption && variant != QLatin1String("xiangqi")))
        emit errorReported(tr("variant not supported"), variant);
}

void CxboardEngine::leavePlay() {
    if (m_run.analyzing) {
        m_run.analyzing = false;
        m_cx.searching = true; // its go infinite is stopped as a search
    }
    cancelSearch();
    if (m_cx.driven && m_run.engineSide != Side::None) sendForce(false);
    m_run.engineSide = Side::None;
}

void CxboardEngine::newGame(const GameSetup& setup) {
    whenReady([this, setup] {
        // Out of play mode before a new position (the engine may still play the last game).
        leavePlay();
        if (m_run.paused) {
            send(QStringLiteral("resume")); // a paused engine takes nothing but resume
            m_run.paused = false;
        }
        m_go.roots.forget();
        m_run.setup = setup;
        selectVariant(setup.variant);
        for (const QString& line : cxboard::newGameCommands(setup, m_cx.driven))
            send(line);
        send(cxboard::positionCommand(setup.fen, setup.moves));
        m_run.whiteToMove = setup.fen.isEmpty() || cecp::fenWhiteToMove(setup.fen);
        if (setup.moves.size() % 2) m_run.whiteToMove = !m_run.whiteToMove;
        m_cx.plies = int(setup.moves.size());
        setState(State::Idle);
        // On move, the engine starts when go() is called (after setTime).
        waitIfPlayingOther(setup.role);
    });
}

void CxboardEngine::userMove(const MoveText& move) {
    whenReady([this, move] {
        if (move.coordinate.isEmpty() || move.coordinate.contains(QLatin1Char('\n'))) return;
        const bool analyzing = m_run.analyzing;
        if (analyzing) {
            // go infinite must be restarted on the new position.
            send(QStringLiteral("stop"));
            ++m_cx.discardBestmoves;
        }
        m_go.roots.forget();
        moveSent(move.coordinate);
        send(QStringLiteral("move ") + move.coordinate);
        m_run.whiteToMove = !m_run.whiteToMove;
        ++m_cx.plies;
        if (analyzing) {
            send(QStringLiteral("go infinite"));
            return;
        }
        if (m_cx.pondering) {
            // The spec's "go ponder": the next move switches it to the standard search.
            m_cx.pondering = false;
            if (engineOnMove()) {
                setState(State::Thinking);
                return;
            }
            m_cx.pondering = true;
            cancelSearch();
        }
        // The engine answers the move when it plays the side now on move, as a CECP engine
        // does: by itself in the engine-driven mode, after a go in forced mode.
        if (!engineOnMove()) return;
        if (m_cx.driven) {
            m_cx.searching = true;
            setState(State::Thinking);
        } else {
            sendGo();
        }
    });
}

void CxboardEngine::sendGo(const QString& extra, bool ponder) {
    QString args = extra;
    if (args.isEmpty()) {
        cxboard::GoClocks clocks;
        const TimeControl& tc = m_run.setup.timeControl;
        if (m_ownTime >= 0) {
            const bool engineRed = m_run.engineSide == Side::None ? m_run.whiteToMove
                                                                  : m_run.engineSide == Side::White;
            clocks.redMs = engineRed ? m_ownTime : m_opponentTime;
            clocks.blackMs = engineRed ? m_opponentTime : m_ownTime;
            // The engine's moves made before the one this search is for.
            clocks.movesToGo = tc.movesToGo(m_cx.plies + (ponder ? 1 : 0));
        }
        args = cxboard::goArguments(tc, clocks, ponder);
    }
    send(args.isEmpty() ? QStringLiteral("go") : QStringLiteral("go ") + args);
    m_searchClock.start();
    m_cx.searching = true;
    m_cx.pondering = ponder;
    setState(ponder ? State::Pondering : State::Thinking);
}

void CxboardEngine::playCurrent() {
    m_run.engineSide = sideToMove();
    if (m_cx.driven) {
        send(QStringLiteral("playcurrent"));
        m_cx.searching = true;
        setState(State::Thinking);
    } else {
        sendGo();
    }
}

void CxboardEngine::go() {
    whenReady([this] {
        if (m_run.analyzing) stopAnalysis();
        if (m_cx.searching && !m_cx.pondering && engineOnMove()) return; // already on it
        cancelSearch(); // a pondering go: the position is the same, the search is not
        playCurrent();
    });
}

void CxboardEngine::playOther() {
    whenReady([this] {
        if (m_run.analyzing) stopAnalysis();
        cancelSearch();
        m_run.engineSide = m_run.whiteToMove ? Side::Black : Side::White;
        // Forced mode ponders only after a move of its own, once the clocks are known.
        if (m_cx.driven) send(QStringLiteral("playother")); // the engine ponders, if it does
        setState(State::Idle);
    });
}

void CxboardEngine::force() {
    whenReady([this] {
        leavePlay();
        setState(State::Idle);
    });
}

void CxboardEngine::moveNow() {
    whenReady([this] {
        if (!m_cx.searching || m_run.analyzing || m_cx.pondering) return;
        // Forced mode: the answer to stop is the move; play mode: "?".
        send(m_cx.driven && m_run.engineSide != Side::None ? QStringLiteral("?")
                                                           : QStringLiteral("stop"));
    });
}

void CxboardEngine::undo() {
    whenReady([this] {
        force(); // the spec: "The interface must always put the engine in force mode"
        m_go.roots.forget();
        send(QStringLiteral("undo"));
        m_run.whiteToMove = !m_run.whiteToMove;
        m_cx.plies = std::max(0, m_cx.plies - 1);
    });
}

void CxboardEngine::remove() {
    whenReady([this] {
        // "remove" may be sent in any mode and the engine keeps its side; a search in
        // progress is about a position that goes, so it is stopped first.
        const Side side = m_run.engineSide;
        force();
        m_go.roots.forget();
        send(QStringLiteral("remove"));
        m_cx.plies = std::max(0, m_cx.plies - 2);
        if (side == Side::None) return;
        if (side == sideToMove()) {
            playCurrent();
        } else {
            m_run.engineSide = side;
            if (m_cx.driven) send(QStringLiteral("playother"));
        }
    });
}

void CxboardEngine::writeOption(EngineOption& o, const QString& value) {
    sendOptionLine(setoptionCommand(o, value));
}

void CxboardEngine::requestStatus() {
    // "score": the engine answers with an info line (a thinking line, depth 0 or more).
    whenReady([this] { send(QStringLiteral("score")); });
}

void CxboardEngine::offerDraw() {
    whenReady([this] { send(QStringLiteral("draw")); });
}

void CxboardEngine::setPonder(bool on) {
    // Read when the engine has moved (go ponder then); a search already pondering ends with
    // the opponent's move as usual.
    whenReady([this, on] { m_run.setup.ponder = on; });
}

void CxboardEngine::sendResult(EngineResult result, const QString& reason) {
    whenReady([this, result, reason] {
        force();
        send(cecp::resultCommand(result, reason));
    });
}

} // namespace tabiya
