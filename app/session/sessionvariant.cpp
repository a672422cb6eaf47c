// Session and the variants engines define: the engines are asked how they play the
// variant (CECP setup and piece lines), board/core builds it from the first engine's
// answer, and the game starts on it. XBoard does the same: the first engine's setup sets
// the board, the second engine gets "variant NAME" and the position (backend.c, "setup ").

#include "app/session/session.h"
#include "board/core/movetext.h"

namespace tabiya {

bool Session::newEngineVariantGame(const QString& name, QString* error) {
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.contains(QLatin1Char(' '))) {
        if (error) *error = tr("%1 is no variant name.").arg(name);
        return false;
    }
    // Until the engines have said more, the board is chess's: nothing is played on it.
    return startGame(Variant::chess(), {}, {}, error, trimmed);
}

void Session::describeVariant() {
    m_described = {};
    m_prelude.reset();
    m_describeTimer->start();
    m_players[White]->describeVariant(m_definedName);
    if (m_players[Black] != m_players[White]) m_players[Black]->describeVariant(m_definedName);
}

void Session::onVariantDescribed(Color side, const EngineVariantDefinition& definition) {
    if (m_state != State::Starting || m_definedName.isEmpty() ||
        definition.name != m_definedName.toStdString())
        return;
    m_described[side] = definition;
    if (m_players[White] == m_players[Black]) m_described[~side] = definition;
    if (m_described[White] && m_described[Black]) {
        m_describeTimer->stop();
        startDescribedGame();
    }
}

void Session::failStart(const QString& reason) {
    m_describeTimer->stop();
    setState(State::Idle);
    emit startFailed(reason);
}

void Session::startDescribedGame() {
    // The first engine's board, else the other's (one side may be a person).
    const Color first = m_firstPlayer && m_firstPlayer == m_players[Black] ? Black : White;
    const auto defines = [this](Color c) { return !m_described[c]->setup.fen.empty(); };
    const Color from = defines(first) || !defines(~first) ? first : ~first;
    EngineVariantDefinition definition = *m_described[from];
    const std::string name = m_definedName.toStdString();
    const auto geometry = parseVariantGeometry(name);
    // A variant Tabiya has built in needs no setup (Fairy-Max plays spartan by its name).
    const Variant* builtIn = Variant::byName(name);
    if (definition.setup.fen.empty() && !geometry && !builtIn) {
        failStart(tr("No engine says how to play %1.").arg(m_definedName));
        return;
    }
    if (definition.setup.fen.empty() && !builtIn) {
        // A board of another size that no engine set up: the parent's men on it, where
        // XBoard puts them.
        std::string why;
        const auto fen = geometryStartFen(*geometry, &why);
        if (!fen) {
            failStart(
                tr("Tabiya cannot play %1: %2").arg(m_definedName, QString::fromStdString(why)));
            return;
        }
        definition.setup.width = geometry->width;
        definition.setup.height = geometry->height;
        definition.setup.holdings = geometry->holdings;
        definition.setup.parent = geometry->parent;
        definition.setup.fen = *fen;
    }
    // A variant Tabiya has built in (janggi) is played by its own rules, from the
    // engine's start position when that reads in them.
    EngineVariantBuild build;
    if (builtIn) {
        build.variant = builtIn;
        if (!definition.setup.fen.empty() && Position::fromFen(*builtIn, definition.setup.fen))
            build.startFen = definition.setup.fen;
    } else {
        build = buildEngineVariant(definition);
    }
    if (!build.variant) {
        failStart(tr("Tabiya cannot play %1: %2")
                      .arg(m_definedName, QString::fromStdString(build.error)));
        return;
    }
    QString error;
    if (!m_game.reset(*build.variant, QString::fromStdString(build.startFen), &error)) {
        failStart(tr("Tabiya cannot play %1: %2").arg(m_definedName, error));
        return;
    }
    m_engineJudged = !build.checksLegality();
    m_game.setTag(QStringLiteral("Variant"), m_definedName);
    if (!definition.pieces.empty() && !Variant::byName(name))
        m_game.setTag(QStringLiteral("VariantMen"),
                      QString::fromStdString(variantMenTag(definition)));
    // An engine whose own setup is the game's start needs no position (Fairy-Max reads
    // none for its own variants: it has no setboard).
    for (const Color c : {White, Black})
        m_ownStart[c] = m_described[c] && !m_described[c]->setup.fen.empty() &&
                        m_described[c]->setup.fen == definition.setup.fen;
    if (definition.setup.prelude) {
        // The engine's prelude board: shown until its final setup comes (after the
        // person's clicks on it), which starts the game.
        m_prelude = from;
        emit preludeShown();
        return;
    }
    m_prelude.reset();
    if (m_engineJudged)
        emit message(tr("Tabiya does not check the rules of %1: the engine judges the moves.")
                         .arg(m_definedName));
    beginGame();
}

void Session::preludeClick(Square square) {
    if (!m_prelude || m_state != State::Starting || !m_players[*m_prelude]) return;
    m_players[*m_prelude]->preludeClicked(
        QString::fromStdString(squareName(m_game.variant(), square)));
}

void Session::onMoveRejected(Color side, const QString& words) {
    // Only in a game whose rules the engines judge: `side`'s engine refused the move just
    // made by the other side, and its refusal stands.
    if (!isPlaying() || !m_engineJudged || m_game.ply() <= m_firstTurnPly || sideToMove() != side)
        return;
    Player* mover = m_players[~side];
    if (!mover || !mover->isHuman()) {
        // Between engines the refused move loses, as in XBoard.
        finish(side == White ? GameResult::WhiteWins : GameResult::BlackWins,
               said(QT_TR_NOOP("%1 refused the move: %2"))
                   .arg(EndReason::same(m_players[side]->name()), EndReason::same(words)),
               TerminationKind::RulesInfraction);
        return;
    }
    for (Clock* c : m_clocks)
        c->halt();
    m_game.undo();
    emit movesTakenBack(1);
    emit message(tr("%1 does not accept that move: %2").arg(m_players[side]->name(), words));
    beginTurn();
}

} // namespace tabiya
