#include "app/session/session.h"

#include "app/session/sessionjudge.h"
#include "app/session/sessionstart.h"
#include "app/session/uncheckedmove.h"
#include "board/core/chess960.h"
#include "board/core/movetext.h"

#include <QThreadPool>

namespace tabiya {

Session::Session(QObject* parent)
    : QObject(parent)
    , m_seats(new SessionSeats(this))
    , m_clocks(new SessionClocks(this))
    , m_variant(new SessionVariant(this))
    , m_start(new SessionStart(&m_game, m_seats, m_variant, this))
    , m_claims(new SessionClaims(
          &m_game, m_seats, m_clocks, m_variant, [this] { return isPlaying(); }, this)) {
    connect(m_claims, &SessionClaims::verdict, this, &Session::finish);
    connect(m_claims, &SessionClaims::drawOffered, this, &Session::drawOffered);
    connect(m_claims, &SessionClaims::flagDown, this, &Session::flagDown);
    connect(m_claims, &SessionClaims::message, this, &Session::message);
    connect(m_variant, &SessionVariant::described, m_start, &SessionStart::onDescribed);
    connect(m_start, &SessionStart::begin, this, &Session::beginGame);
    connect(m_start, &SessionStart::failed, this, &Session::failStart);
    connect(m_variant, &SessionVariant::failed, this, &Session::failStart);
    connect(m_variant, &SessionVariant::message, this, &Session::message);
    connect(m_variant, &SessionVariant::preludeShown, this, &Session::preludeShown);
    connectSeats();
}

Session::~Session() = default;

void Session::setPlayer(Color side, Player* player) {
    m_seats->setPlayer(side, player);
}

void Session::connectSeats() {
    const SessionSeats* s = m_seats;
    connect(s, &SessionSeats::ready, this, [this](Color side) {
        if (m_state == State::Starting) m_start->onReady(side);
    });
    connect(s, &SessionSeats::startFailed, this, &Session::failStart);
    connect(s, &SessionSeats::moveChosen, this, &Session::onMoveChosen);
    connect(s, &SessionSeats::forfeited, this, &Session::onForfeit);
    connect(s, &SessionSeats::thinking, this, &Session::thinking);
    connect(s, &SessionSeats::hint, this, &Session::hintReceived);
    connect(s, &SessionSeats::message, this, &Session::message);
    connect(s, &SessionSeats::variantDescribed, this,
            [this](Color side, const EngineVariantDefinition& d) {
                if (m_state == State::Starting)
                    m_variant->onDescribed(side, d, m_seats->onePlayer());
            });
    connect(s, &SessionSeats::moveRejected, this, &Session::onMoveRejected);
}

void Session::setState(State s) {
    if (m_state == s) return;
    m_state = s;
    emit stateChanged(s);
}

bool Session::playsSide(Color side) const {
    const Player* p = m_seats->player(side);
    if (!p) return false;
    if (p->isHuman()) return true;
    return clocksRun();
}

bool Session::clocksRun() const {
    return m_mode == Mode::MachineWhite || m_mode == Mode::MachineBlack ||
           m_mode == Mode::TwoMachines;
}

bool Session::humanToMove() const {
    if (m_state != State::Playing) return false;
    const Player* p = m_seats->player(sideToMove());
    return p && p->isHuman();
}

bool Session::newGame(const Variant& variant, const QString& fen, QString* error) {
    return startGame(variant, fen, QString(), error);
}

bool Session::newChess960Game(int number, QString* error) {
    const std::string fen = chess960Fen(number);
    if (fen.empty()) {
        if (error) *error = tr("There is no Chess960 position %1 (0 to 959).").arg(number);
        return false;
    }
    return startGame(Variant::chess(), QString::fromStdString(fen), QStringLiteral("fischerandom"),
                     error);
}

bool Session::newEngineVariantGame(const QString& name, QString* error) {
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.contains(QLatin1Char(' '))) {
        if (error) *error = tr("%1 is no variant name.").arg(name);
        return false;
    }
    // Until the engines have said more, the board is chess's: nothing is played on it.
    return startGame(Variant::chess(), {}, {}, error, trimmed);
}

bool Session::startGame(const Variant& variant, const QString& fen, const QString& variantTag,
                        QString* error, const QString& definedName) {
    if (isPlaying() || m_state == State::Starting) abort();
    if (!m_game.reset(variant, fen, error)) return false;
    m_variant->reset(definedName);
    // Before the players are prepared: a person is ready at once and the game begins.
    if (!variantTag.isEmpty()) m_game.setTag(QStringLiteral("Variant"), variantTag);
    if (!m_seats->bothSeated()) {
        if (error) *error = tr("Both sides need a player.");
        return false;
    }
    prepareGame();
    return true;
}

// The players prepared (engines started) for the game in m_game; onReady follows.
void Session::prepareGame() {
    setState(State::Starting);
    m_claims->withdrawOffers();
    m_clocks->reset();
    m_start->prepare([this] { return m_state == State::Starting; });
}

bool Session::annotate(const Game& game) {
    if (game.ply() != m_game.ply() || game.startFen() != m_game.startFen() ||
        &game.variant() != &m_game.variant())
        return false;
    for (int i = 0; i < game.ply(); ++i)
        if (game.moves()[i].move != m_game.moves()[i].move) return false;
    m_game = game;
    return true;
}

bool Session::loadGame(const Game& game) {
    if (isPlaying() || m_state == State::Starting) abort();
    if (!m_seats->bothSeated()) return false;
    // A game of an engine-defined variant goes on as one (a takeback after its end); a
    // loaded one is played by the rules its tags gave.
    if (&game.variant() != &m_game.variant()) m_variant->reset();
    Game old = std::exchange(m_game, game);
    // The game before is freed in a thread when it is long: tens of thousands of moves
    // with their variations took the window milliseconds to free (bench-pgn). Its data is
    // no one else's, or shared through atomic reference counts.
    if (old.ply() >= LongGamePlies)
        QThreadPool::globalInstance()->start([old = std::move(old)]() mutable { old = Game(); });
    // A finished game (a file's "1-0", an analysed game) stays finished: its result and
    // players are part of the record. Taking moves back plays it on.
    if (m_game.isOver()) {
        setState(State::Finished);
        return true;
    }
    m_game.clearResult(); // an abandoned game's reason goes once play resumes
    prepareGame();
    return true;
}

void Session::preludeClick(Square square) {
    const std::optional<Color> side = m_variant->preludeSide();
    if (!side || m_state != State::Starting || !m_seats->player(*side)) return;
    m_seats->player(*side)->preludeClicked(
        QString::fromStdString(squareName(m_game.variant(), square)));
}

void Session::failStart(const QString& reason) {
    if (m_state != State::Starting) return;
    setState(State::Idle);
    emit startFailed(reason);
}

void Session::beginGame() {
    m_firstTurnPly = m_game.ply();
    m_levels = SessionStart::tag(m_game, m_extraTags, *m_seats, *m_clocks, m_engineTags);
    m_clocks->continueFrom(m_game);
    setState(State::Playing);
    SessionStart::tellPlayers(m_game, *m_seats, *m_variant, *m_clocks, m_ponder,
                              [this](Color c) { return playsSide(c); });
    emit gameStarted();
    if (checkRules()) return;
    beginTurn();
}

bool Session::checkRules() {
    if (m_variant->engineJudged()) return false; // the engines claim the result
    const auto verdict = SessionJudge::byRules(m_game);
    if (!verdict) return false;
    finish(*verdict);
    return true;
}

void Session::beginTurn() {
    if (m_state != State::Playing) return;
    const Color c = sideToMove();
    emit turnChanged(c);
    if (!playsSide(c)) return;
    Player* p = m_seats->player(c);
    p->startTurn(m_clocks->remainingMs(c), m_clocks->remainingMs(~c));
    if (!clocksRun()) return;
    // As in XBoard, no clock runs before the first move: a person's clock waits until the
    // game is under way, so setting it up (New Game, Edit Position, a pasted FEN, a game
    // loaded or an opening to play on from) and looking at the first position cost no
    // time. An engine's clock runs from when it is asked to move.
    if (p->isHuman() && m_game.ply() == m_firstTurnPly) return;
    m_clocks->startTurn(c, p, [this, c] { return m_state == State::Playing && sideToMove() == c; });
}

bool Session::isLegal(Move m) {
    Position& pos = m_game.position();
    return m_variant->engineJudged() ? isPlausibleMove(pos, m) : pos.isLegalMove(m);
}

bool Session::humanMove(Move m) {
    if (m_state != State::Playing) return false;
    Player* p = m_seats->player(sideToMove());
    if (!p || !p->isHuman()) return false;
    if (!isLegal(m)) return false;
    onMoveChosen(sideToMove(), m, Evaluation{});
    return true;
}

void Session::onMoveChosen(Color side, Move m, const Evaluation& e) {
    if (!isPlaying() || side != sideToMove()) return;
    if (!isLegal(m)) {
        onForfeit(side, SessionJudge::illegalMove(m_seats->player(side)->name()), false);
        return;
    }
    Evaluation ev = e;
    Clock* clock = m_clocks->clock(side);
    if (clock->isRunning()) {
        ev.timeMs = clock->stop();
        if (clock->hasFlagged()) {
            m_claims->flagFell(side);
            return;
        }
    } else if (clocksRun()) {
        clock->countMove(); // the first move, made before any clock ran
    }
    playMove(side, m, ev);
}

// A legal move of `side` with its clock stopped: into the game, then to the opponent.
void Session::playMove(Color side, Move m, Evaluation ev) {
    const Position before = m_game.position();
    m_game.play(m, ev, rulesChecked());
    if (ev.hasScore) m_game.setEvaluator(m_game.ply() - 1, m_seats->player(side)->name());
    m_game.setClocksAfterLastMove(m_clocks->remainingMs(White), m_clocks->remainingMs(Black));
    m_claims->moved(side); // declines the opponent's draw offer
    emit moveMade(m, m_game.moves().last().san);
    if (Player* opponent = m_seats->opponentOf(side))
        opponent->opponentMoved(before, m, m_clocks->remainingMs(~side),
                                m_clocks->remainingMs(side));
    if (checkRules()) return;
    beginTurn();
}

void Session::onForfeit(Color side, const EndReason& reason, bool abandoned) {
    if (m_state == State::Starting) {
        setState(State::Idle);
        emit startFailed(reason.text);
        return;
    }
    if (!isPlaying()) return;
    finish({side == White ? GameResult::BlackWins : GameResult::WhiteWins, reason,
            abandoned ? TerminationKind::Abandoned : TerminationKind::RulesInfraction});
}

void Session::onMoveRejected(Color side, const QString& words) {
    // Only in a game whose rules the engines judge: `side`'s engine refused the move just
    // made by the other side, and its refusal stands.
    if (!isPlaying() || rulesChecked() || m_game.ply() <= m_firstTurnPly || sideToMove() != side)
        return;
    Player* mover = m_seats->player(~side);
    const QString name = m_seats->player(side)->name();
    if (!mover || !mover->isHuman()) {
        // Between engines the refused move loses, as in XBoard.
        finish(SessionJudge::refusedMove(side, name, words));
        return;
    }
    m_clocks->halt();
    m_game.undo();
    emit movesTakenBack(1);
    emit message(tr("%1 does not accept that move: %2").arg(name, words));
    beginTurn();
}

void Session::finish(const SessionVerdict& verdict) {
    m_clocks->halt();
    m_game.setResult(verdict.result, verdict.reason.text, verdict.termination);
    setState(State::Finished);
    const PlayerResult told = SessionJudge::toPlayerResult(verdict.result);
    m_seats->forEach([&](Color, Player* p) { p->endGame(told, verdict.reason.english); });
    emit gameEnded(verdict.result, verdict.reason.text);
}

void Session::moveNow() {
    if (m_state != State::Playing) return;
    if (Player* p = m_seats->player(sideToMove())) p->moveNow();
}

void Session::retract() {
    if (m_mode == Mode::TwoMachines) return;
    std::optional<Color> engine; // the side an engine plays against the person
    for (const Color c : {White, Black})
        if (const Player* p = m_seats->player(c); p && !p->isHuman() && playsSide(c)) engine = c;
    // Back to the person's last turn: with an engine opponent two plies when it is their
    // turn, one while the engine thinks about its reply.
    takeBack(engine && sideToMove() == ~*engine ? 2 : 1);
}

void Session::takeBack(int plies) {
    if (!isPlaying() && m_state != State::Finished) return;
    plies = std::min(plies, m_game.ply());
    if (plies <= 0) return;
    const bool wasFinished = m_state == State::Finished;
    m_clocks->halt();
    for (int i = 0; i < plies; ++i)
        m_game.undo();
    m_clocks->rewindTo(m_game);
    m_claims->withdrawOffers();
    emit movesTakenBack(plies);
    if (wasFinished) {
        // The engines were told the result: they start over with the game so far.
        Game g = m_game;
        loadGame(g);
        return;
    }
    m_seats->forEach([&](Color, Player* p) { p->takeBack(plies, m_game.position()); });
    if (m_state == State::Paused) resume();
    beginTurn();
}

void Session::requestHint() {
    if (Player* engine = m_seats->firstEngine()) engine->requestHint();
}

void Session::pause() {
    if (m_state != State::Playing) return;
    m_clocks->pause();
    m_seats->pause();
    setState(State::Paused);
}

void Session::resume() {
    if (m_state != State::Paused) return;
    setState(State::Playing);
    m_seats->resume();
    m_clocks->resume();
}

void Session::abort(const EndReason& reason) {
    if (!isPlaying() && m_state != State::Starting) return;
    m_clocks->halt();
    const bool wasPlaying = isPlaying();
    m_game.setResult(GameResult::Ongoing, reason.text, TerminationKind::Abandoned);
    setState(State::Idle);
    if (!wasPlaying) return;
    m_seats->forEach(
        [&](Color, Player* p) { p->endGame(PlayerResult::Unfinished, reason.english); });
}

void Session::setPonder(bool on) {
    m_ponder = on;
    m_seats->forEach([on](Color, Player* p) { p->setPonder(on); });
}

} // namespace tabiya
