#include "app/session/engineplayer.h"

#include "app/session/enginedetector.h"
#include "app/session/uncheckedmove.h"
#include "board/core/movetext.h"
#include "board/core/san.h"
#include "protocol/engineconnection.h"

#include <QDateTime>
#include <QMetaMethod>

// The protocol's EngineResult and the player's PlayerResult are converted here, so that
// neither layer above sees the protocol's type.

namespace tabiya {

namespace {
// What the engine said about a variant, as board/core builds it.
EngineVariantDefinition definitionOf(const EngineVariantDescription& d) {
    EngineVariantDefinition def;
    def.name = d.name.toStdString();
    if (d.hasSetup) {
        def.setup.pieceToChar = d.setup.pieceToChar.toStdString();
        def.setup.width = d.setup.width;
        def.setup.height = d.setup.height;
        def.setup.holdings = d.setup.holdings;
        def.setup.parent = d.setup.parentVariant.toStdString();
        def.setup.prelude = d.setup.prelude;
        def.setup.fen = d.setup.fen.toStdString();
    }
    for (const EnginePiece& p : d.pieces) {
        PieceCommand c;
        c.letter = char(p.letter.unicode());
        c.bothColours = p.bothColours;
        c.promoted = p.promoted;
        c.description = p.description.toStdString();
        c.ok = true;
        def.pieces.push_back(std::move(c));
    }
    return def;
}

EngineResult toProtocol(PlayerResult r) {
    switch (r) {
    case PlayerResult::WhiteWins: return EngineResult::WhiteWins;
    case PlayerResult::BlackWins: return EngineResult::BlackWins;
    case PlayerResult::Draw: return EngineResult::Draw;
    case PlayerResult::Unfinished: break;
    }
    return EngineResult::Unfinished;
}
} // namespace

EnginePlayer::EnginePlayer(const EngineConfig& config, QObject* parent)
    : Player(parent)
    , m_config(config) {}

EnginePlayer::~EnginePlayer() {
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->quit();
    }
}

EngineLevel EnginePlayer::level() const {
    // The values in force: the initial options have been sent by the time it is ready.
    return m_engine ? level::levelOf(m_engine->options(), 0) : EngineLevel{};
}

QString EnginePlayer::name() const {
    // One name however the game started (the engine list, the command line, -headless):
    // what the engine calls itself, as the console and the output views show it, unless
    // the person named it (-fn); the list's name until the engine has said its own.
    if (m_config.nameGiven && !m_config.name.isEmpty()) return m_config.name;
    if (m_engine && !m_engine->name().isEmpty()) return m_engine->name();
    if (!m_config.name.isEmpty()) return m_config.name;
    return m_config.program.section(QLatin1Char('/'), -1);
}

EngineConnection* EnginePlayer::engine() const {
    return m_engine;
}

bool EnginePlayer::isRunning() const {
    return m_engine && m_engine->state() != EngineConnection::State::NotStarted &&
           m_engine->state() != EngineConnection::State::Finished &&
           m_engine->state() != EngineConnection::State::Stopping;
}

void EnginePlayer::createEngine() {
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->deleteLater();
    }
    // Not a child of this player: a quitting engine outlives us long enough to end its
    // process cleanly, then deletes itself.
    m_engine = EngineConnection::create(m_config.protocol, nullptr);
    EngineConnection* e = m_engine;
    connect(e, &EngineConnection::finished, e, &QObject::deleteLater);
    connect(this, &QObject::destroyed, e, [e] {
        if (e->state() == EngineConnection::State::Finished ||
            e->state() == EngineConnection::State::NotStarted)
            e->deleteLater();
    });
    connect(e, &EngineConnection::ready, this, [this] {
        m_readyOnce = true;
        if (m_waitingReady) {
            m_waitingReady = false;
            m_readyForGame = !m_inGame; // a restart for a game already begun: no
            emit ready();
        }
    });
    connect(e, &EngineConnection::moveMade, this, &EnginePlayer::onMoveMade);
    connect(e, &EngineConnection::setupReceived, this, &EnginePlayer::onSetupReceived);
    connect(e, &EngineConnection::thinking, this, [this](const ThinkingLine& line) {
        if (line.multipv <= 1 && !line.continuation) {
            m_lastLine = line;
            m_haveLine = true;
        }
        emit thinking(line);
    });
    connect(e, &EngineConnection::resultClaimed, this,
            [this](EngineResult r, const QString& reason) { onResultClaimed(int(r), reason); });
    connect(e, &EngineConnection::resigned, this, [this] {
        if (m_inGame) emit resigned();
    });
    connect(e, &EngineConnection::drawOffered, this, [this] {
        if (m_inGame) emit drawOffered();
    });
    connect(e, &EngineConnection::hint, this, &Player::hint);
    connect(e, &EngineConnection::tellUser, this, &Player::message);
    connect(e, &EngineConnection::tellUserError, this, &Player::message);
    // Illegal move reports and errors about one of our moves: other complaints (an unknown
    // command) leave the game alone.
    connect(e, &EngineConnection::moveRefused, this,
            [this](const MoveRefusal& r) { onMoveRefused(r.move, r.said); });
    connect(e, &EngineConnection::crashed, this, &EnginePlayer::onCrashed);
    connect(e, &EngineConnection::transcript, this, &EnginePlayer::onTranscript);
    connect(e, &EngineConnection::linesDelivered, this, &Player::turnDelivered);
}

void EnginePlayer::startProcess() {
    m_needsRestart = false;
    m_readyOnce = false;
    createEngine();
    m_waitingReady = true;
    m_engine->start(m_config);
}

void EnginePlayer::prepare() {
    m_readyForGame = false;
    if (m_needsRestart || !isRunning()) {
        startProcess();
        return;
    }
    if (m_readyOnce) {
        m_readyForGame = true;
        emit ready();
    } else {
        m_waitingReady = true;
    }
}

EndReason EnginePlayer::said(const char* source) {
    return EndReason::translated("tabiya::EnginePlayer", source);
}

bool EnginePlayer::playsVariant(const Variant& variant) const {
    if (!m_engine) return false;
    return playedVariants(m_config.protocol, m_engine->capabilities().variants)
        .contains(QString::fromStdString(variant.name));
}

bool EnginePlayer::playsVariantNamed(const QString& name) const {
    if (!m_engine) return false;
    const QStringList played = playedVariants(m_config.protocol, m_engine->capabilities().variants);
    if (played.contains(name)) return true;
    // A board of another size on a parent it plays ("10x10+0_fairy"): XBoard sends it
    // to engines that list the parent, and they say so when they cannot.
    const auto geometry = parseVariantGeometry(name.toStdString());
    return geometry && played.contains(QString::fromStdString(geometry->parent));
}

QStringList EnginePlayer::announcedVariants() const {
    if (!m_engine || !m_readyOnce) return {};
    return playedVariants(m_config.protocol, m_engine->capabilities().variants);
}

void EnginePlayer::describeVariant(const QString& name) {
    if (!m_engine) return Player::describeVariant(name);
    // One answer per question: the connection goes with it.
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_engine, &EngineConnection::variantDescribed, this,
                          [this, connection](const EngineVariantDescription& d) {
                              QObject::disconnect(*connection);
                              m_prelude.reset();
                              if (d.hasSetup && d.setup.prelude) m_prelude = d;
                              emit variantDescribed(definitionOf(d));
                          });
    m_engine->describeVariant(name);
}

void EnginePlayer::preludeClicked(const QString& square) {
    if (m_engine && m_prelude) m_engine->liftPiece(square);
}

void EnginePlayer::onSetupReceived(const EngineSetup& setup) {
    // Only the setup that follows a prelude counts: it replaces the prelude's board.
    if (!m_prelude) return;
    m_prelude->setup = setup;
    const EngineVariantDefinition definition = definitionOf(*m_prelude);
    if (!setup.prelude) m_prelude.reset();
    emit variantDescribed(definition);
}

void EnginePlayer::newGame(const PlayerGame& game) {
    if (!m_engine) return;
    m_readyForGame = false;
    m_position = game.start;
    m_side = game.side;
    m_plays = game.plays;
    m_rulesChecked = game.rulesChecked;
    m_inGame = true;
    m_thinking = false;
    m_forced = false;
    m_haveLine = false;
    m_movesSent.clear();

    GameSetup setup;
    setup.variant =
        game.variantName.isEmpty() ? QString::fromStdString(game.variant->name) : game.variantName;
    setup.ponder = game.ponder;
    setup.fen = game.startFen;
    for (Move m : game.moves) {
        setup.moves.append({QString::fromStdString(coordinateText(m_position, m)),
                            QString::fromStdString(sanText(m_position, m))});
        noteMoveSent(setup.moves.last());
        m_position.makeMove(m);
    }
    setup.timeControl = game.timeControl;
    setup.role = !m_plays          ? EngineRole::Force
                 : m_side == White ? EngineRole::PlayWhite
                                   : EngineRole::PlayBlack;
    setup.opponentName = game.opponentName;
    setup.opponentIsComputer = game.opponentIsComputer;
    m_engine->newGame(setup);
}

void EnginePlayer::startTurn(qint64 ownMs, qint64 opponentMs) {
    if (!m_engine || !m_plays || m_thinking) return;
    m_thinking = true;
    m_forced = false;
    m_haveLine = false;
    m_engine->setTime(ownMs, opponentMs);
    m_engine->go();
}

void EnginePlayer::opponentMoved(const Position& before, Move m, qint64 ownMs, qint64 opponentMs) {
    if (!m_engine) return;
    Position pos = before;
    MoveText text{QString::fromStdString(coordinateText(pos, m)),
                  QString::fromStdString(sanText(pos, m))};
    m_position = before;
    m_position.makeMove(m);
    noteMoveSent(text);
    if (m_plays && m_forced) {
        // A takeback left the engine in force mode: it is told the move, then asked.
        m_engine->userMove(text);
        return; // startTurn follows and sends go
    }
    m_engine->setTime(ownMs, opponentMs);
    m_engine->userMove(text);
    // An engine playing its side replies by itself (CECP: time, otim, move).
    if (m_plays && m_position.sideToMove() == m_side) {
        m_thinking = true;
        m_haveLine = false;
    }
}

void EnginePlayer::takeBack(int plies, const Position& now) {
    if (!m_engine) return;
    m_position = now;
    m_thinking = false;
    m_haveLine = false;
    if (plies == 2 && m_plays && now.sideToMove() != m_side && !m_forced) {
        // CECP remove: back two plies, the engine keeps its colour.
        m_engine->remove();
        return;
    }
    for (int i = 0; i < plies; ++i)
        m_engine->undo(); // puts the engine in force mode first
    m_forced = true;
    if (m_plays && now.sideToMove() != m_side) {
        m_engine->playOther();
        m_forced = false;
    }
}

void EnginePlayer::endGame(PlayerResult result, const QString& reason) {
    m_thinking = false;
    if (!m_inGame) return;
    m_inGame = false;
    if (!m_engine || !isRunning()) return;
    m_engine->sendResult(toProtocol(result), reason);
    // reuse=0: a fresh process for every game (CECP section 9).
    if (!m_engine->capabilities().reuse) {
        m_needsRestart = true;
        m_engine->quit();
    }
}

void EnginePlayer::setPonder(bool on) {
    if (m_engine && m_inGame && isRunning()) m_engine->setPonder(on);
}

void EnginePlayer::moveNow() {
    if (!m_engine || !m_thinking) return;
    // Said, not silently dropped: the person pressed Move Now and nothing would happen.
    if (!(m_engine->capabilities() & Capability::MoveNow)) {
        emit message(tr("%1 cannot be asked to move now: it moves in its own time").arg(name()));
        return;
    }
    m_engine->moveNow();
}

void EnginePlayer::offerDraw() {
    if (!m_engine || !m_inGame) return;
    // Said, as Move Now is: the offer would stand unanswered with nothing to tell why.
    if (!(m_engine->capabilities() & Capability::DrawOffers)) {
        emit message(tr("%1 cannot be offered a draw: it plays on").arg(name()));
        return;
    }
    m_engine->offerDraw();
}

void EnginePlayer::requestHint() {
    if (m_engine) m_engine->requestHint();
}

void EnginePlayer::pause() {
    if (m_engine) m_engine->pause();
}

void EnginePlayer::resume() {
    if (m_engine) m_engine->resume();
}

bool EnginePlayer::isDeliveringTurn() const {
    return m_engine && m_engine->isDeliveringLines();
}

void EnginePlayer::startAnalysis() {
    if (m_engine) m_engine->startAnalysis();
}

void EnginePlayer::stopAnalysis() {
    if (m_engine) m_engine->stopAnalysis();
}

void EnginePlayer::shutdown() {
    m_readyForGame = false;
    m_inGame = false;
    m_thinking = false;
    if (!isRunning()) {
        emit stopped();
        return;
    }
    connect(m_engine, &EngineConnection::finished, this, &EnginePlayer::stopped);
    connect(m_engine, &EngineConnection::crashed, this, &EnginePlayer::stopped);
    m_engine->quit();
}

void EnginePlayer::onMoveMade(const QString& text) {
    if (!m_inGame || !m_thinking) return; // a stray move out of turn: the protocol discards
    m_thinking = false;
    const std::string t = text.trimmed().toStdString();
    Move m =
        m_rulesChecked ? parseCoordinateMove(m_position, t) : parseUncheckedMove(m_position, t);
    if (m.isNone()) m = parseSan(m_position, t);
    const bool ok = !m.isNone() && !m.isNull() &&
                    (m_rulesChecked ? m_position.isLegalMove(m) : isPlausibleMove(m_position, m));
    if (!ok) {
        emit forfeited(said(QT_TR_NOOP("%1 made an illegal move: %2"))
                           .arg(EndReason::same(name()), EndReason::same(text.trimmed())),
                       false);
        return;
    }
    // Its own move is on its board too (CXBoard's forced mode tells it back): refusing it
    // later is refusing a move of the game.
    m_movesSent << text.trimmed();
    Evaluation e;
    if (m_haveLine && m_lastLine.scoreKind != ThinkingLine::ScoreKind::None) {
        e.hasScore = true;
        e.mate = m_lastLine.scoreKind == ThinkingLine::ScoreKind::Mate;
        e.score = m_lastLine.score;
    }
    if (m_haveLine) e.depth = m_lastLine.depth;
    m_haveLine = false;
    m_position.makeMove(m);
    emit moveChosen(m, e);
}

void EnginePlayer::onResultClaimed(int result, const QString& reason) {
    if (!m_inGame) return;
    PlayerResult r = PlayerResult::Unfinished;
    switch (EngineResult(result)) {
    case EngineResult::WhiteWins: r = PlayerResult::WhiteWins; break;
    case EngineResult::BlackWins: r = PlayerResult::BlackWins; break;
    case EngineResult::Draw: r = PlayerResult::Draw; break;
    default: return; // "*": the engine gives up on the game; nothing to judge
    }
    emit resultClaimed(r, reason);
}

void EnginePlayer::noteMoveSent(const MoveText& move) {
    m_movesSent << move.coordinate;
    if (!move.san.isEmpty()) m_movesSent << move.san;
}

void EnginePlayer::onMoveRefused(const QString& move, const QString& words) {
    if (!m_inGame) return;
    // A bare "Illegal move" names no move: it answers the last one we sent.
    if (!move.isEmpty() && !m_movesSent.contains(move.trimmed())) return;
    if (!m_plays) {
        emit message(
            tr("%1 refuses a move of the game: %2").arg(name(), words.simplified().left(120)));
        return;
    }
    if (!m_rulesChecked && m_position.sideToMove() == m_side && !m_movesSent.isEmpty()) {
        // The engine judges this variant: the opponent's move is refused, not our word
        // against the rules. It is off the engine's board; it goes off ours too.
        m_thinking = false;
        m_position.unmakeMove();
        emit moveRejected(words.simplified().left(120));
        return;
    }
    m_thinking = false;
    emit forfeited(
        said(QT_TR_NOOP("%1 refused the legal move %2 (it said: %3)"))
            .arg(EndReason::same(name()),
                 move.isEmpty() ? said(QT_TR_NOOP("just played")) : EndReason::same(move.trimmed()),
                 EndReason::same(words.simplified().left(120))),
        false);
}

void EnginePlayer::onCrashed(const CrashInfo& info) {
    const bool wasInGame = m_inGame;
    m_needsRestart = true;
    m_thinking = false;
    if (m_readyForGame && !wasInGame) {
        // It said it was ready for the coming game and died before it began (a crash the
        // last game's end brought on, seen only now): it starts again, and the game waits
        // for it, its commands kept until the new process is ready. Once: a second
        // failure is a failed start.
        m_readyForGame = false;
        startProcess();
        return;
    }
    if (m_waitingReady && !wasInGame) {
        m_waitingReady = false;
        m_inGame = false;
        emit startFailed(info.failedToStart
                             ? tr("%1 could not be started: %2").arg(name(), info.reason)
                             : tr("%1 stopped during start-up: %2").arg(name(), info.reason));
        return;
    }
    m_inGame = false;
    // The crash in the person's words; in English for the opponent engine, how it ended.
    const QString how = info.signal ? QStringLiteral("signal %1").arg(info.signal)
                                    : QStringLiteral("exit code %1").arg(info.exitCode);
    if (wasInGame)
        emit forfeited(
            said(QT_TR_NOOP("%1 crashed: %2")).arg(EndReason::same(name()), {info.reason, how}),
            true);
}

void EnginePlayer::onTranscript(const TranscriptEntry& entry) {
    // Formatted only for a listener (-debug's log): engines send lines many times a second.
    static const QMetaMethod signal = QMetaMethod::fromSignal(&EnginePlayer::transcriptLine);
    if (!isSignalConnected(signal)) return;
    const char* dir = entry.direction == TranscriptEntry::Direction::ToEngine     ? ">"
                      : entry.direction == TranscriptEntry::Direction::FromEngine ? "<"
                      : entry.direction == TranscriptEntry::Direction::Stderr     ? "!"
                                                                                  : "#";
    emit transcriptLine(QStringLiteral("%1 %2%3 %4")
                            .arg(entry.time.toString(QStringLiteral("HH:mm:ss.zzz")), name(),
                                 QLatin1String(dir), entry.text));
}

} // namespace tabiya
