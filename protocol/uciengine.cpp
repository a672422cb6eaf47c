// UciEngine: the handshake and the requests. What the engine says is read in
// uciengineoutput.cpp.

#include "protocol/uciengine.h"

#include "protocol/cecpcommands.h"

#include <algorithm>

namespace tabiya {

using uci::words;

namespace {

// Option names Tabiya's own settings drive (first UCI's, then UCCI's; any case).
constexpr QStringView HashNames[] = {u"Hash", u"hashsize"};
constexpr QStringView ThreadNames[] = {u"Threads"};

// A check option's value.
QString flag(bool on) {
    return on ? QStringLiteral("1") : QStringLiteral("0");
}

} // namespace

UciEngine::UciEngine(uci::Dialect dialect, QObject* parent)
    : GoDialectEngine(parent)
    , m_dialect(dialect) {}

UciEngine::~UciEngine() = default;

void UciEngine::resetRun() {
    GoDialectEngine::resetRun();
    m_u = UciRun();
    EngineCapabilities& caps = m_run.caps;
    caps.protocolVersion = 1;
    caps.variants = {QString(words(m_dialect).onlyGame)};
    caps.setboard = caps.analyze = caps.ping = caps.playother = true;
    caps.colors = caps.pause = false;
    caps.draw = false;   // neither dialect lets the GUI offer a draw
    caps.exclude = true; // searchmoves / banmoves (see restartAnalysis)
    caps.dialect = words(m_dialect).dialect;
}

void UciEngine::openHandshake() {
    send(words(m_dialect).hello);
}

void UciEngine::onHandshakeTimeout() {
    note(m_u.gotOk
             ? tr("no readyok in time: going on")
             : tr("no %1ok in time: going on with what was received").arg(words(m_dialect).hello));
    if (!m_u.gotOk)
        onOk();
    else
        becomeReady();
}

void UciEngine::onOk() {
    m_u.gotOk = true;
    // Tabiya's memory and cores settings, as CECP's memory and cores; a person's own
    // values for the engine (initialOptions) come after and win.
    const auto setFirst = [this](const auto& names, int value) {
        if (value <= 0) return;
        for (QStringView n : names)
            if (EngineOption* o = findOption(n))
                return applyOption(o->name, QString::number(value), false);
    };
    setFirst(HashNames, m_config.memoryMb);
    setFirst(ThreadNames, m_config.cores);
    // Those options are then the options dialog's Hash and Threads rows, as CECP's
    // memory=1 and smp=1 make them.
    const auto hasAny = [this](const auto& names) {
        return std::any_of(std::begin(names), std::end(names),
                           [this](QStringView n) { return findOption(n) != nullptr; });
    };
    m_run.caps.memory = hasAny(HashNames);
    m_run.caps.smp = hasAny(ThreadNames);
    // ElephantEye counts seconds unless told otherwise; we send milliseconds.
    if (m_dialect == uci::Dialect::Ucci) ensureOption(u"usemillisec", QStringLiteral("1"));
    configureAndPing();
}

void UciEngine::writeOption(EngineOption& o, const QString& value) {
    sendOptionLine(setoptionCommand(o, value, words(m_dialect).form));
}

void UciEngine::ensureOption(QStringView name, const QString& value) {
    const EngineOption* o = findOption(name);
    if (o && o->value != o->normalised(value)) applyOption(o->name, value, false);
}

void UciEngine::selectVariant(const QString& variant) {
    // Chess960 is chess with UCI_Chess960 (Fairy-Stockfish's UCI_Variant has no say).
    const bool chess960 = variant == QLatin1String("fischerandom");
    ensureOption(u"UCI_Chess960", flag(chess960));
    const VariantChoice c =
        chooseVariant(u"UCI_Variant", chess960 ? QStringLiteral("normal") : variant);
    const bool playable =
        c == VariantChoice::Set ||
        (c == VariantChoice::NoOption && (chess960 ? findOption(u"UCI_Chess960") != nullptr
                                                   : variant == words(m_dialect).onlyGame));
    if (!playable) emit errorReported(tr("variant not supported"), variant);
}

void UciEngine::onTransportEnding() {
    m_u.searching = m_u.pondering = false;
    GoDialectEngine::onTransportEnding();
}

void UciEngine::cancelSearch() {
    if (!m_u.searching) return;
    m_u.searching = m_u.pondering = false;
    send(QStringLiteral("stop"));
    ++m_u.discardBestmoves;
    sendPing(true); // its info lines end at the readyok
    flushHeldOptions();
}

void UciEngine::leavePlay() {
    m_run.analyzing = false;
    cancelSearch();
    m_run.engineSide = Side::None;
}

void UciEngine::newGame(const GameSetup& setup) {
    whenReady([this, setup] {
        leavePlay();
        m_go.roots.forget();
        m_run.setup = setup;
        selectVariant(setup.variant);
        // Fairy-Stockfish's UCI counts xiangqi's ranks from 1 (see uci::shiftRanks); Pikafish,
        // which has no UCI_Variant, and UCCI from 0 as Tabiya does.
        m_u.rankShift = m_dialect == uci::Dialect::Uci && findOption(u"UCI_Variant") &&
                                setup.variant == QLatin1String("xiangqi")
                            ? 1
                            : 0;
        ensureOption(u"Ponder", flag(setup.ponder));
        if (!words(m_dialect).newGame.isEmpty()) {
            send(words(m_dialect).newGame);
            sendPing(false); // the spec: isready after ucinewgame
        }
        m_u.moves.clear();
        for (const MoveText& mv : setup.moves)
            m_u.moves << mv.coordinate;
        m_run.whiteToMove = setup.fen.isEmpty() || cecp::fenWhiteToMove(setup.fen);
        if (setup.moves.size() % 2) m_run.whiteToMove = !m_run.whiteToMove;
        setState(State::Idle);
        // On move, the engine starts when go() is called (after setTime).
        waitIfPlayingOther(setup.role);
    });
}

QString UciEngine::positionLine(const QStringList& moves) const {
    return uci::positionCommand(m_run.setup.fen, uci::shiftRanks(moves, m_u.rankShift));
}

void UciEngine::moveMadeOnBoard(const QString& move) {
    m_go.roots.forget();
    m_u.moves << move;
    m_run.whiteToMove = !m_run.whiteToMove;
}

void UciEngine::userMove(const MoveText& move) {
    whenReady([this, move] {
        const QString& m = move.coordinate;
        if (m.isEmpty() || m.contains(QLatin1Char(' ')) || hasLineBreak(m)) return;
        moveSent(m);
        if (m_run.analyzing) {
            cancelSearch();
            moveMadeOnBoard(m);
            sendAnalysisGo();
            return;
        }
        if (m_u.pondering && m == m_u.ponderMove) {
            // The move it pondered on: the search goes on as its real one.
            moveMadeOnBoard(m);
            m_u.pondering = false;
            send(QStringLiteral("ponderhit"));
            m_searchClock.start();
            setState(State::Thinking);
            return;
        }
        cancelSearch(); // a ponder miss
        moveMadeOnBoard(m);
        if (engineOnMove()) sendGo();
    });
}

void UciEngine::sendGo(bool ponder) {
    ensureOption(u"UCI_AnalyseMode", QStringLiteral("0"));
    QStringList moves = m_u.moves;
    if (ponder) moves << m_u.ponderMove;
    send(positionLine(moves));
    uci::GoClocks clocks;
    if (m_ownTime >= 0) {
        const bool engineWhite = m_run.engineSide == Side::White;
        clocks.whiteMs = engineWhite ? m_ownTime : m_opponentTime;
        clocks.blackMs = engineWhite ? m_opponentTime : m_ownTime;
        clocks.whiteToMove = engineWhite;
        clocks.movesToGo = m_run.setup.timeControl.movesToGo(int(moves.size()));
    }
    const QString args = uci::goArguments(m_dialect, m_run.setup.timeControl, clocks, ponder);
    send(args.isEmpty() ? QStringLiteral("go") : QStringLiteral("go ") + args);
    m_searchClock.start();
    m_u.searching = true;
    m_u.pondering = ponder;
    setState(ponder ? State::Pondering : State::Thinking);
}

void UciEngine::ponderAfterMove(const QString& ponderMove) {
    // Pondering: "go ponder" on the position after the reply it expects, with the clocks
    // it will have then.
    if (!m_run.setup.ponder || m_run.engineSide == Side::None || ponderMove.isEmpty()) return;
    if (ponderMove.contains(QLatin1Char(' ')) || hasLineBreak(ponderMove)) return;
    chargeSearchTime();
    m_u.ponderMove = ponderMove;
    sendGo(true);
}

void UciEngine::go() {
    whenReady([this] {
        if (m_run.analyzing) stopAnalysis();
        if (m_u.searching && !m_u.pondering && engineOnMove()) return; // already on it
        cancelSearch(); // a pondering go is about another position
        m_run.engineSide = sideToMove();
        sendGo();
    });
}

void UciEngine::playOther() {
    whenReady([this] {
        if (m_run.analyzing) stopAnalysis();
        cancelSearch();
        m_run.engineSide = m_run.whiteToMove ? Side::Black : Side::White;
        setState(State::Idle); // it ponders only after a move of its own
    });
}

void UciEngine::force() {
    whenReady([this] {
        leavePlay();
        setState(State::Idle);
    });
}

void UciEngine::moveNow() {
    whenReady([this] {
        // stop ends the search with its bestmove, which is played.
        if (m_u.searching && !m_u.pondering && !m_run.analyzing) send(QStringLiteral("stop"));
    });
}

void UciEngine::undo() {
    whenReady([this] {
        force();
        m_go.roots.forget();
        if (m_u.moves.isEmpty()) return;
        m_u.moves.removeLast();
        m_run.whiteToMove = !m_run.whiteToMove;
    });
}

void UciEngine::remove() {
    whenReady([this] {
        const Side side = m_run.engineSide;
        undo();
        undo();
        if (side == Side::None) return;
        m_run.engineSide = side;
        if (side == sideToMove()) sendGo();
    });
}

void UciEngine::startAnalysis() {
    whenReady([this] {
        if (m_run.analyzing) return;
        leavePlay();
        m_run.analyzing = true;
        sendAnalysisGo();
    });
}

void UciEngine::sendAnalysisGo() {
    ensureOption(u"UCI_AnalyseMode", QStringLiteral("1"));
    send(positionLine(m_u.moves));
    TimeControl infinite;
    infinite.infinite = true;
    QStringList roots;
    if (m_dialect == uci::Dialect::Uci)
        roots = uci::shiftRanks(m_go.roots.searchRoots(), m_u.rankShift);
    else if (!m_go.roots.excluded().isEmpty())
        send(QStringLiteral("banmoves ") +
             uci::shiftRanks(m_go.roots.excluded(), m_u.rankShift).join(QLatin1Char(' ')));
    send(QStringLiteral("go ") + uci::goArguments(m_dialect, infinite, {}, false, roots));
    m_u.searching = true;
    setState(State::Analyzing);
}

void UciEngine::restartAnalysis() {
    cancelSearch(); // the running go infinite: its output and bestmove are dropped
    if (m_go.roots.allExcluded(rootMovesListed())) {
        // Nothing left to search: the engine waits, as a CECP engine would after
        // "exclude all", until a move is included again.
        setState(State::Analyzing);
        return;
    }
    sendAnalysisGo();
}

void UciEngine::stopAnalysis() {
    whenReady([this] {
        if (!m_run.analyzing) return;
        m_go.roots.clearExcluded();
        leavePlay();
        setState(State::Idle);
    });
}

void UciEngine::setPonder(bool on) {
    whenReady([this, on] {
        m_run.setup.ponder = on;
        ensureOption(u"Ponder", flag(on));
        if (!on && m_u.pondering) {
            cancelSearch();
            setState(State::Idle);
        }
    });
}

void UciEngine::requestStatus() {
    whenReady([this] {
        if (m_dialect != uci::Dialect::Ucci) return;
        // "probe" takes what "position" takes; the answer is a pophash line.
        send(QStringLiteral("probe") + positionLine(m_u.moves).mid(8));
    });
}

void UciEngine::sendResult(EngineResult, const QString&) {
    force(); // UCI has no result command: the engine just stops
}

} // namespace tabiya
