#include "app/session/session.h"

#include "app/session/engineplayer.h"
#include "app/session/uncheckedmove.h"
#include "app/session/variantnames.h"
#include "board/core/chess960.h"

#include <QCoreApplication>
#include <QThreadPool>

namespace tabiya {

namespace {
PlayerResult toPlayerResult(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins: return PlayerResult::WhiteWins;
    case GameResult::BlackWins: return PlayerResult::BlackWins;
    case GameResult::Draw: return PlayerResult::Draw;
    case GameResult::Ongoing: break;
    }
    return PlayerResult::Unfinished;
}

// Nothing but the royal pieces on the board and nothing in hand: XBoard takes a draw
// claim there in any variant (an engine-defined variant may not know its dead positions).
bool onlyRoyalsLeft(const Position& pos) {
    const Variant& v = pos.variant();
    for (int rank = 0; rank < v.height; ++rank)
        for (int file = 0; file < v.width; ++file) {
            const Piece p = pos.at(file, rank);
            if (isPiece(p) && !v.kinds[kindOf(p)].royal) return false;
        }
    for (const Color c : {White, Black})
        for (int k = 0; k < int(v.kinds.size()); ++k)
            if (pos.handCount(c, k) > 0) return false;
    return true;
}

GameResult winFor(Color c) {
    return c == White ? GameResult::WhiteWins : GameResult::BlackWins;
}

// The PGN TimeControl tag: "40/300", "300+2.5", "300", "1/10" (fixed per move), "-".
QString timeControlTag(const TimeControl& tc) {
    auto secs = [](qint64 ms) { return QString::number(ms / 1000.0, 'g', 10); };
    if (tc.infinite) return QStringLiteral("-");
    if (tc.isFixedPerMove()) return QStringLiteral("1/") + secs(tc.fixedMoveMs);
    QString t = tc.movesPerSession > 0
                    ? QString::number(tc.movesPerSession) + QLatin1Char('/') + secs(tc.baseMs)
                    : secs(tc.baseMs);
    if (tc.incrementMs > 0) t += QLatin1Char('+') + secs(tc.incrementMs);
    return t;
}
} // namespace

Session::Session(QObject* parent)
    : QObject(parent) {
    for (int c = 0; c < 2; ++c) {
        m_clocks[c] = new Clock(this);
        connect(m_clocks[c], &Clock::flagFell, this, [this, c] { onFlagFell(Color(c)); });
    }
    m_describeTimer = new QTimer(this);
    m_describeTimer->setSingleShot(true);
    m_describeTimer->setInterval(DescribeMs);
    connect(m_describeTimer, &QTimer::timeout, this, [this] {
        if (m_state == State::Starting && !m_definedName.isEmpty())
            failStart(tr("The engines did not say how they play %1.").arg(m_definedName));
    });
}

Session::~Session() = default;

void Session::setPlayer(Color side, Player* player) {
    m_players[side] = player;
    for (const auto& c : std::as_const(m_playerConnections))
        disconnect(c);
    m_playerConnections.clear();
    connectPlayer(White);
    connectPlayer(Black);
}

void Session::connectPlayer(Color side) {
    Player* p = m_players[side];
    if (!p) return;
    auto& cs = m_playerConnections;
    cs << connect(p, &Player::ready, this, [this, side] { onReady(side); });
    cs << connect(p, &Player::startFailed, this, [this](const QString& reason) {
        if (m_state != State::Starting) return;
        setState(State::Idle);
        emit startFailed(reason);
    });
    cs << connect(p, &Player::moveChosen, this,
                  [this, side](Move m, const Evaluation& e) { onMoveChosen(side, m, e); });
    cs << connect(p, &Player::resigned, this, [this, side] {
        if (isPlaying()) resign(side);
    });
    cs << connect(p, &Player::drawOffered, this, [this, side] { onDrawOffer(side); });
    cs << connect(
        p, &Player::resultClaimed, this,
        [this, side](PlayerResult r, const QString& reason) { onResultClaimed(side, r, reason); });
    cs << connect(p, &Player::forfeited, this,
                  [this, side](const EndReason& reason, bool abandoned) {
                      onForfeit(side, reason, abandoned);
                  });
    cs << connect(p, &Player::thinking, this,
                  [this, side](const ThinkingLine& line) { emit thinking(side, line); });
    cs << connect(p, &Player::hint, this, &Session::hintReceived);
    cs << connect(p, &Player::message, this, &Session::message);
    cs << connect(p, &Player::variantDescribed, this,
                  [this, side](const EngineVariantDefinition& d) { onVariantDescribed(side, d); });
    cs << connect(p, &Player::moveRejected, this,
                  [this, side](const QString& words) { onMoveRejected(side, words); });
}

void Session::setTimeControl(const TimeControl& tc) {
    m_tc[White] = m_tc[Black] = tc;
}

void Session::setTimeControl(Color side, const TimeControl& tc) {
    m_tc[side] = tc;
}

void Session::setState(State s) {
    if (m_state == s) return;
    m_state = s;
    emit stateChanged(s);
}

bool Session::playsSide(Color side) const {
    const Player* p = m_players[side];
    if (!p) return false;
    if (p->isHuman()) return true;
    return m_mode == Mode::MachineWhite || m_mode == Mode::MachineBlack ||
           m_mode == Mode::TwoMachines;
}

bool Session::clocksRun() const {
    return m_mode == Mode::MachineWhite || m_mode == Mode::MachineBlack ||
           m_mode == Mode::TwoMachines;
}

bool Session::humanToMove() const {
    if (m_state != State::Playing) return false;
    const Player* p = m_players[sideToMove()];
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

bool Session::startGame(const Variant& variant, const QString& fen, const QString& variantTag,
                        QString* error, const QString& definedName) {
    if (isPlaying() || m_state == State::Starting) abort();
    if (!m_game.reset(variant, fen, error)) return false;
    m_definedName = definedName;
    m_described = {};
    m_ownStart = {false, false};
    m_engineJudged = false;
    // Before the players are prepared: a person is ready at once and the game begins.
    if (!variantTag.isEmpty()) m_game.setTag(QStringLiteral("Variant"), variantTag);
    if (!m_players[White] || !m_players[Black]) {
        if (error) *error = tr("Both sides need a player.");
        return false;
    }
    setState(State::Starting);
    m_ready = {false, false};
    m_drawOffer = {false, false};
    for (int c = 0; c < 2; ++c)
        m_clocks[c]->setTimeControl(m_tc[c]);
    // Prepare each player once, even when one object plays both sides.
    Player* white = m_players[White];
    Player* black = m_players[Black];
    white->prepare();
    if (black != white && m_state == State::Starting) black->prepare();
    return true;
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
    if (!m_players[White] || !m_players[Black]) return false;
    // A game of an engine-defined variant goes on as one (a takeback after its end); a
    // loaded one is played by the rules its tags gave.
    if (&game.variant() != &m_game.variant()) {
        m_definedName.clear();
        m_engineJudged = false;
        m_ownStart = {false, false};
    }
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
    setState(State::Starting);
    m_ready = {false, false};
    m_drawOffer = {false, false};
    for (int c = 0; c < 2; ++c)
        m_clocks[c]->setTimeControl(m_tc[c]);
    Player* white = m_players[White];
    Player* black = m_players[Black];
    white->prepare();
    if (black != white && m_state == State::Starting) black->prepare();
    return true;
}

void Session::onReady(Color side) {
    if (m_state != State::Starting) return;
    // An engine offered a variant it does not play would refuse the first move (or play
    // another game): the game does not start, and the reason names engine and variant.
    const bool plays = m_definedName.isEmpty() ? m_players[side]->playsVariant(m_game.variant())
                                               : m_players[side]->playsVariantNamed(m_definedName);
    if (!plays) {
        setState(State::Idle);
        emit startFailed(
            tr("%1 does not play %2.")
                .arg(m_players[side]->name(),
                     m_definedName.isEmpty()
                         ? variantName(QString::fromStdString(m_game.variant().name)).display
                         : m_definedName));
        return;
    }
    m_ready[side] = true;
    if (m_players[White] == m_players[Black]) m_ready = {true, true};
    if (!m_ready[White] || !m_ready[Black]) return;
    // An engine-defined variant not yet described (a game loaded or taken back goes on).
    if (!m_definedName.isEmpty() && m_game.ply() == 0 && !m_described[White] && !m_described[Black])
        describeVariant();
    else
        beginGame();
}

void Session::beginGame() {
    m_firstTurnPly = m_game.ply();
    for (auto it = m_extraTags.cbegin(); it != m_extraTags.cend(); ++it)
        m_game.setTag(it.key(), it.value());
    // A loaded game keeps the players and time control its file names while people look
    // at it or edit it ("Human" would replace who played it); a side an engine now plays is
    // that engine's, and so are the clocks.
    const bool engines = !m_players[White]->isHuman() || !m_players[Black]->isHuman();
    // An engine's level goes with its name: an Elo into WhiteElo/BlackElo, the tag PGN
    // readers show as a player's rating (XBoard and Cute Chess write it there; the name
    // stays the engine's, so a database keeps its games under one player); a skill or a
    // depth, which is no rating, after the name ("Fairy-Max (Depth 4)").
    for (const Color c : {White, Black}) {
        const QString tag = c == White ? QStringLiteral("White") : QStringLiteral("Black");
        const QString named = m_game.tag(tag);
        m_levels[c] = {};
        if (!m_players[c]->isHuman()) {
            m_levels[c] = m_players[c]->level();
            // A depth limit of this side's own is its level; one both sides share (XBoard's
            // -depth, New Game's "Search depth") is a condition of the game, like the clock.
            const int depth = m_tc[c].maxDepth;
            if (!m_levels[c].isLimited() && depth > 0 && depth != m_tc[1 - c].maxDepth)
                m_levels[c] = {LevelKind::Depth, depth};
        }
        QString name = m_players[c]->name();
        if (m_levels[c].kind == LevelKind::Elo)
            m_game.setTag(tag + QStringLiteral("Elo"), QString::number(m_levels[c].value));
        else if (m_levels[c].isLimited())
            name = QStringLiteral("%1 (%2)").arg(name, level::englishText(m_levels[c]));
        if (!m_players[c]->isHuman() || named.isEmpty() || named == QLatin1String("?"))
            m_game.setTag(tag, name);
    }
    if (engines || m_game.tag(QStringLiteral("TimeControl")).isEmpty()) {
        m_game.setTag(QStringLiteral("TimeControl"), timeControlTag(m_tc[White]));
        if (!(m_tc[White] == m_tc[Black])) {
            m_game.setTag(QStringLiteral("WhiteTimeControl"), timeControlTag(m_tc[White]));
            m_game.setTag(QStringLiteral("BlackTimeControl"), timeControlTag(m_tc[Black]));
        }
    }
    // Clocks of a loaded game continue from the last recorded times.
    for (int c = 0; c < 2; ++c) {
        int moves = 0;
        qint64 left = -1;
        const Color startSide = m_game.startPosition().sideToMove();
        for (int i = 0; i < m_game.ply(); ++i) {
            if (Color((startSide + i) % 2) != Color(c)) continue;
            ++moves;
            const GameMove& gm = m_game.moves()[i];
            left = c == White ? gm.whiteRemainingMs : gm.blackRemainingMs;
        }
        if (moves > 0) m_clocks[c]->setState(left >= 0 ? left : m_clocks[c]->remainingMs(), moves);
    }
    QList<Move> moves;
    for (const GameMove& gm : m_game.moves())
        moves.append(gm.move);
    setState(State::Playing);
    for (int c = 0; c < 2; ++c) {
        Player* p = m_players[c];
        if (c == Black && p == m_players[White]) break;
        PlayerGame pg;
        pg.variant = &m_game.variant();
        pg.variantName = m_definedName.isEmpty() ? m_game.variantName() : m_definedName;
        pg.ponder = m_ponder;
        // An engine that defined the variant starts from its own setup; others get it.
        pg.startFen = m_ownStart[c] ? QString() : m_game.startFen();
        pg.rulesChecked = !m_engineJudged;
        pg.start = m_game.startPosition();
        pg.moves = moves;
        pg.side = Color(c);
        pg.plays = playsSide(Color(c));
        pg.timeControl = m_tc[c];
        pg.opponentName = m_players[1 - c]->name();
        pg.opponentIsComputer = !m_players[1 - c]->isHuman();
        p->newGame(pg);
    }
    emit gameStarted();
    if (checkRules()) return;
    beginTurn();
}

EndReason Session::said(const char* source) {
    return EndReason::translated("tabiya::Session", source);
}

EndReason Session::side(Color c) const {
    return {m_game.sideName(c), m_game.englishSideName(c)};
}

EndReason Session::rulesVerdict(const Outcome& o) const {
    return EndReason::same(QString::fromStdString(o.reason(m_game.variant())));
}

bool Session::checkRules() {
    if (m_engineJudged) return false; // the engines claim the result
    const Outcome o = m_game.adjudicate();
    if (!o.isOver()) return false;
    finish(o.result, rulesVerdict(o), TerminationKind::Normal);
    return true;
}

void Session::beginTurn() {
    if (m_state != State::Playing) return;
    const Color c = sideToMove();
    emit turnChanged(c);
    if (!playsSide(c)) return;
    m_players[c]->startTurn(m_clocks[c]->remainingMs(), m_clocks[~c]->remainingMs());
    if (!clocksRun()) return;
    // As in XBoard, no clock runs before the first move: a person's clock waits until the
    // game is under way, so setting it up (New Game, Edit Position, a pasted FEN, a game
    // loaded or an opening to play on from) and looking at the first position cost no
    // time. An engine's clock runs from when it is asked to move.
    if (m_players[c]->isHuman() && m_game.ply() == m_firstTurnPly) return;
    QObject::disconnect(m_delivery);
    if (!m_players[c]->isDeliveringTurn()) {
        m_clocks[c]->start();
        return;
    }
    // A paced engine (GNU Chess) gets its lines one at a time: its time runs from the last.
    m_delivery = connect(m_players[c], &Player::turnDelivered, this, [this, c] {
        QObject::disconnect(m_delivery);
        if (m_state == State::Playing && sideToMove() == c) m_clocks[c]->start();
    });
}

bool Session::humanMove(Move m) {
    if (m_state != State::Playing) return false;
    Player* p = m_players[sideToMove()];
    if (!p || !p->isHuman()) return false;
    Position& pos = m_game.position();
    if (m_engineJudged ? !isPlausibleMove(pos, m) : !pos.isLegalMove(m)) return false;
    onMoveChosen(sideToMove(), m, Evaluation{});
    return true;
}

void Session::onMoveChosen(Color side, Move m, const Evaluation& e) {
    if (!isPlaying() || side != sideToMove()) return;
    Position& pos = m_game.position();
    if (m_engineJudged ? !isPlausibleMove(pos, m) : !pos.isLegalMove(m)) {
        onForfeit(side,
                  said(QT_TR_NOOP("%1 tried an illegal move"))
                      .arg(EndReason::same(m_players[side]->name())),
                  false);
        return;
    }
    Evaluation ev = e;
    if (m_clocks[side]->isRunning()) {
        ev.timeMs = m_clocks[side]->stop();
        if (m_clocks[side]->hasFlagged()) {
            onFlagFell(side);
            return;
        }
    } else if (clocksRun()) {
        m_clocks[side]->countMove(); // the first move, made before any clock ran
    }
    const Position before = m_game.position();
    m_game.play(m, ev, !m_engineJudged);
    if (ev.hasScore) m_game.setEvaluator(m_game.ply() - 1, m_players[side]->name());
    m_game.setClocksAfterLastMove(m_clocks[White]->remainingMs(), m_clocks[Black]->remainingMs());
    m_drawOffer[~side] = false; // moving declines the opponent's offer
    emit moveMade(m, m_game.moves().last().san);
    Player* opponent = m_players[~side];
    if (opponent && opponent != m_players[side])
        opponent->opponentMoved(before, m, m_clocks[~side]->remainingMs(),
                                m_clocks[side]->remainingMs());
    if (checkRules()) return;
    beginTurn();
}

void Session::onResultClaimed(Color side, PlayerResult r, const QString& reason) {
    if (!isPlaying()) return;
    const QString who = m_players[side]->name();
    const bool ownLoss = (side == White && r == PlayerResult::BlackWins) ||
                         (side == Black && r == PlayerResult::WhiteWins);
    if (ownLoss) {
        finish(winFor(~side), said(QT_TR_NOOP("%1 resigns")).arg(this->side(side)),
               TerminationKind::Normal);
        return;
    }
    if (m_engineJudged) {
        // Tabiya cannot check the claim: as XBoard without legality testing, it stands.
        const GameResult claimed = r == PlayerResult::Draw        ? GameResult::Draw
                                   : r == PlayerResult::WhiteWins ? GameResult::WhiteWins
                                                                  : GameResult::BlackWins;
        const QString words = reason.simplified().left(80);
        finish(claimed,
               said(QT_TR_NOOP("%1 claims the result: %2"))
                   .arg(EndReason::same(who),
                        EndReason::same(
                            words.isEmpty() ? QString::fromStdString(resultText(claimed)) : words)),
               TerminationKind::Normal);
        return;
    }
    Outcome o = m_game.adjudicate();
    if (r == PlayerResult::Draw) {
        if (o.result != GameResult::Draw) o = drawByRule(m_game.position());
        if (o.result == GameResult::Draw) {
            finish(GameResult::Draw, rulesVerdict(o), TerminationKind::Normal);
            return;
        }
        if (m_drawOffer[~side]) {
            finish(GameResult::Draw, said(QT_TR_NOOP("Draw by agreement")),
                   TerminationKind::Normal);
            return;
        }
        if (onlyRoyalsLeft(m_game.position())) {
            finish(GameResult::Draw, said(QT_TR_NOOP("Draw: only the kings are left")),
                   TerminationKind::Normal);
            return;
        }
        // XBoard accepts an engine's draw claim after 50 reversible moves whatever the
        // variant's own rule (xiangqi's is 60 a side), and engines are written for that.
        if (m_game.position().halfmoveClock() >= XBoardClaimPlies) {
            finish(GameResult::Draw,
                   said(QT_TR_NOOP("Draw claimed after 50 moves without a capture")),
                   TerminationKind::Normal);
            return;
        }
    } else if (o.result ==
               (r == PlayerResult::WhiteWins ? GameResult::WhiteWins : GameResult::BlackWins)) {
        finish(o.result, rulesVerdict(o), TerminationKind::Normal);
        return;
    }
    const QString claim = r == PlayerResult::Draw        ? QStringLiteral("1/2-1/2")
                          : r == PlayerResult::WhiteWins ? QStringLiteral("1-0")
                                                         : QStringLiteral("0-1");
    const QString words = reason.simplified().left(80);
    finish(winFor(~side),
           words.isEmpty()
               ? said(QT_TR_NOOP("False claim by %1: %2"))
                     .arg(EndReason::same(who), EndReason::same(claim))
               : said(QT_TR_NOOP("False claim by %1: %2 (%3)"))
                     .arg(EndReason::same(who), EndReason::same(claim), EndReason::same(words)),
           TerminationKind::RulesInfraction);
}

void Session::onForfeit(Color side, const EndReason& reason, bool abandoned) {
    if (m_state == State::Starting) {
        setState(State::Idle);
        emit startFailed(reason.text);
        return;
    }
    if (!isPlaying()) return;
    finish(winFor(~side), reason,
           abandoned ? TerminationKind::Abandoned : TerminationKind::RulesInfraction);
}

void Session::onDrawOffer(Color side) {
    if (!isPlaying()) return;
    if (m_drawOffer[~side]) {
        finish(GameResult::Draw, said(QT_TR_NOOP("Draw by agreement")), TerminationKind::Normal);
        return;
    }
    m_drawOffer[side] = true;
    Player* opponent = m_players[~side];
    if (opponent && opponent != m_players[side]) opponent->offerDraw();
    emit drawOffered(side);
}

void Session::onFlagFell(Color side) {
    if (!isPlaying()) return;
    // Without auto flag a person calls the flag; two engines cannot, so theirs is called.
    const bool personPlays = (m_players[White] && m_players[White]->isHuman()) ||
                             (m_players[Black] && m_players[Black]->isHuman());
    if (!m_autoFlag && personPlays) {
        emit message(tr("%1's flag fell: Call Flag claims the game").arg(m_game.sideName(side)));
        emit flagDown(side);
        return;
    }
    loseOnTime(side);
}

bool Session::canCallFlag(Color claimant) const {
    return isPlaying() && m_clocks[~claimant]->hasFlagged();
}

bool Session::callFlag(Color claimant) {
    if (!canCallFlag(claimant)) return false;
    loseOnTime(~claimant);
    return true;
}

void Session::loseOnTime(Color side) {
    // A side that cannot possibly mate does not win on time.
    if (insufficientMaterial(m_game.position()))
        finish(GameResult::Draw,
               said(QT_TR_NOOP("%1 loses on time, but %2 cannot win: draw"))
                   .arg(this->side(side), this->side(~side)),
               TerminationKind::TimeForfeit);
    else
        finish(winFor(~side), said(QT_TR_NOOP("%1 loses on time")).arg(this->side(side)),
               TerminationKind::TimeForfeit);
}

void Session::finish(GameResult result, const EndReason& reason, TerminationKind termination) {
    for (Clock* c : m_clocks)
        c->halt();
    m_game.setResult(result, reason.text, termination);
    setState(State::Finished);
    for (int c = 0; c < 2; ++c) {
        Player* p = m_players[c];
        if (!p || (c == Black && p == m_players[White])) continue;
        p->endGame(toPlayerResult(result), reason.english);
    }
    emit gameEnded(result, reason.text);
}

void Session::moveNow() {
    if (m_state != State::Playing) return;
    if (Player* p = m_players[sideToMove()]) p->moveNow();
}

void Session::retract() {
    if (m_mode == Mode::TwoMachines) return;
    Color human = White;
    bool engineOpponent = false;
    for (int c = 0; c < 2; ++c)
        if (m_players[c] && !m_players[c]->isHuman() && playsSide(Color(c))) {
            engineOpponent = true;
            human = ~Color(c);
        }
    if (!engineOpponent) {
        takeBack(1);
        return;
    }
    // Back to the person's last turn: two plies when it is their turn, one while the
    // engine thinks about its reply.
    takeBack(sideToMove() == human ? 2 : 1);
}

void Session::takeBack(int plies) {
    if (!isPlaying() && m_state != State::Finished) return;
    plies = std::min(plies, m_game.ply());
    if (plies <= 0) return;
    const bool wasFinished = m_state == State::Finished;
    for (Clock* c : m_clocks)
        c->halt();
    for (int i = 0; i < plies; ++i)
        m_game.undo();
    // Clocks go back to what they showed after the last remaining move of each side.
    const Color startSide = m_game.startPosition().sideToMove();
    for (int c = 0; c < 2; ++c) {
        int moves = 0;
        qint64 left = m_tc[c].isFixedPerMove() ? m_tc[c].fixedMoveMs : m_tc[c].baseMs;
        for (int i = 0; i < m_game.ply(); ++i) {
            const GameMove& gm = m_game.moves()[i];
            const qint64 t = c == White ? gm.whiteRemainingMs : gm.blackRemainingMs;
            if (t >= 0) left = t;
            if (Color((startSide + i) % 2) == Color(c)) ++moves;
        }
        m_clocks[c]->setState(left, moves);
    }
    m_drawOffer = {false, false};
    emit movesTakenBack(plies);
    if (wasFinished) {
        // The engines were told the result: they start over with the game so far.
        Game g = m_game;
        loadGame(g);
        return;
    }
    for (int c = 0; c < 2; ++c) {
        Player* p = m_players[c];
        if (!p || (c == Black && p == m_players[White])) continue;
        p->takeBack(plies, m_game.position());
    }
    if (m_state == State::Paused) resume();
    beginTurn();
}

void Session::requestHint() {
    for (Player* p : m_players)
        if (p && !p->isHuman()) {
            p->requestHint();
            return;
        }
}

void Session::offerDraw(Color side) {
    onDrawOffer(side);
}

bool Session::claimDraw(Color) {
    if (!isPlaying()) return false;
    Outcome o = m_game.adjudicate();
    if (o.result != GameResult::Draw) o = drawByRule(m_game.position());
    if (o.result != GameResult::Draw) return false;
    finish(GameResult::Draw, rulesVerdict(o), TerminationKind::Normal);
    return true;
}

void Session::resign(Color side) {
    if (!isPlaying()) return;
    finish(winFor(~side), said(QT_TR_NOOP("%1 resigns")).arg(this->side(side)),
           TerminationKind::Normal);
}

void Session::pause() {
    if (m_state != State::Playing) return;
    for (Clock* c : m_clocks)
        c->pause();
    for (Player* p : m_players)
        if (p) p->pause();
    setState(State::Paused);
}

void Session::resume() {
    if (m_state != State::Paused) return;
    setState(State::Playing);
    for (Player* p : m_players)
        if (p) p->resume();
    for (Clock* c : m_clocks)
        c->resume();
}

void Session::abort(const EndReason& reason) {
    if (!isPlaying() && m_state != State::Starting) return;
    for (Clock* c : m_clocks)
        c->halt();
    const bool wasPlaying = isPlaying();
    m_game.setResult(GameResult::Ongoing, reason.text, TerminationKind::Abandoned);
    setState(State::Idle);
    if (!wasPlaying) return;
    for (int c = 0; c < 2; ++c) {
        Player* p = m_players[c];
        if (!p || (c == Black && p == m_players[White])) continue;
        p->endGame(PlayerResult::Unfinished, reason.english);
    }
}

void Session::adjudicate(GameResult result, const EndReason& reason) {
    if (!isPlaying()) return;
    finish(result, reason, TerminationKind::Adjudication);
}

void Session::setPonder(bool on) {
    m_ponder = on;
    for (int c = 0; c < 2; ++c) {
        Player* p = m_players[c];
        if (p && !(c == Black && p == m_players[White])) p->setPonder(on);
    }
}

} // namespace tabiya
