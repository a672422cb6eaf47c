#include "app/session/sessionstart.h"

#include "app/session/game.h"
#include "app/session/sessionclocks.h"
#include "app/session/sessionseats.h"
#include "app/session/sessionvariant.h"
#include "app/session/variantnames.h"

#include <QCoreApplication>

namespace tabiya {

SessionStart::SessionStart(Game* game, SessionSeats* seats, SessionVariant* variant,
                           QObject* parent)
    : QObject(parent)
    , m_game(game)
    , m_seats(seats)
    , m_variant(variant) {}

void SessionStart::prepare(const std::function<bool()>& stillStarting) {
    m_ready = {false, false};
    Player* white = m_seats->player(White);
    Player* black = m_seats->player(Black);
    white->prepare();
    if (black != white && stillStarting()) black->prepare();
}

void SessionStart::onReady(Color side) {
    if (!playsItsVariant(side)) return;
    m_ready[side] = true;
    if (m_seats->onePlayer()) m_ready = {true, true};
    if (!m_ready[White] || !m_ready[Black]) return;
    // An engine-defined variant not yet described (a game loaded or taken back goes on).
    if (m_game->ply() == 0 && m_variant->needsDescription())
        m_variant->describe(*m_seats);
    else
        emit begin();
}

// An engine offered a variant it does not play would refuse the first move (or play
// another game): the game does not start, and the reason names engine and variant (in
// Session's translation context, where the words were written first).
bool SessionStart::playsItsVariant(Color side) {
    Player* p = m_seats->player(side);
    const QString& defined = m_variant->name();
    if (defined.isEmpty() ? p->playsVariant(m_game->variant()) : p->playsVariantNamed(defined))
        return true;
    emit failed(QCoreApplication::translate("tabiya::Session", "%1 does not play %2.")
                    .arg(p->name(),
                         defined.isEmpty()
                             ? variantName(QString::fromStdString(m_game->variant().name)).display
                             : defined));
    return false;
}

void SessionStart::onDescribed() {
    const Color first = m_firstPlayer && m_firstPlayer == m_seats->player(Black) ? Black : White;
    if (m_variant->start(*m_game, first)) emit begin();
}

EngineLevel SessionStart::levelOf(Color c, const SessionSeats& seats, const SessionClocks& clocks) {
    const Player* p = seats.player(c);
    if (p->isHuman()) return {};
    EngineLevel level = p->level();
    // A depth limit of this side's own is its level; one both sides share (XBoard's
    // -depth, New Game's "Search depth") is a condition of the game, like the clock.
    const int depth = clocks.timeControl(c).maxDepth;
    if (!level.isLimited() && depth > 0 && depth != clocks.timeControl(~c).maxDepth)
        level = {LevelKind::Depth, depth};
    return level;
}

std::array<EngineLevel, 2> SessionStart::tag(Game& game, const QMap<QString, QString>& extraTags,
                                             const SessionSeats& seats, const SessionClocks& clocks,
                                             std::array<QString, 2>& engineNames) {
    for (auto it = extraTags.cbegin(); it != extraTags.cend(); ++it)
        game.setTag(it.key(), it.value());
    // A loaded game keeps the players and time control its file names while people look
    // at it or edit it ("Human" would replace who played it); a side an engine now plays is
    // that engine's, and so are the clocks. A side whose engine this session named and
    // that a person now plays (Two Machines, then Machine White) is the person's, as in
    // XBoard: the clock read "Black: Fairy-Max" while the person played Black.
    const bool engines = !seats.player(White)->isHuman() || !seats.player(Black)->isHuman();
    // An engine's level goes with its name: an Elo into WhiteElo/BlackElo, the tag PGN
    // readers show as a player's rating (XBoard and Cute Chess write it there; the name
    // stays the engine's, so a database keeps its games under one player); a skill or a
    // depth, which is no rating, after the name ("Fairy-Max (Depth 4)").
    std::array<EngineLevel, 2> levels{};
    for (const Color c : {White, Black}) {
        const Player* p = seats.player(c);
        const QString tag = c == White ? QStringLiteral("White") : QStringLiteral("Black");
        const QString named = game.tag(tag);
        levels[c] = levelOf(c, seats, clocks);
        QString name = p->name();
        if (levels[c].kind == LevelKind::Elo)
            game.setTag(tag + QStringLiteral("Elo"), QString::number(levels[c].value));
        else if (levels[c].isLimited())
            name = QStringLiteral("%1 (%2)").arg(name, level::englishText(levels[c]));
        const bool engineNamedIt = !named.isEmpty() && named == engineNames[c];
        if (!p->isHuman() || named.isEmpty() || named == QLatin1String("?") || engineNamedIt)
            game.setTag(tag, name);
        // The engine's rating goes with it.
        if (engineNamedIt && p->isHuman()) game.removeTag(tag + QStringLiteral("Elo"));
        engineNames[c] = p->isHuman() ? QString() : name;
    }
    if (engines || game.tag(QStringLiteral("TimeControl")).isEmpty()) clocks.tag(game);
    return levels;
}

void SessionStart::tellPlayers(const Game& game, const SessionSeats& seats,
                               const SessionVariant& variant, const SessionClocks& clocks,
                               bool ponder, const std::function<bool(Color)>& plays) {
    QList<Move> moves;
    for (const GameMove& gm : game.moves())
        moves.append(gm.move);
    seats.forEach([&](Color c, Player* p) {
        PlayerGame pg;
        pg.variant = &game.variant();
        pg.variantName = variant.isDefined() ? variant.name() : game.variantName();
        pg.ponder = ponder;
        // An engine that defined the variant starts from its own setup; others get it.
        pg.startFen = variant.ownStart(c) ? QString() : game.startFen();
        pg.rulesChecked = !variant.engineJudged();
        pg.start = game.startPosition();
        pg.moves = moves;
        pg.side = c;
        pg.plays = plays(c);
        pg.timeControl = clocks.timeControl(c);
        pg.opponentName = seats.player(~c)->name();
        pg.opponentIsComputer = !seats.player(~c)->isHuman();
        p->newGame(pg);
    });
}

} // namespace tabiya
