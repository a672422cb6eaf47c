#include "app/session/sessionjudge.h"

#include <QCoreApplication>

namespace tabiya {

namespace {
GameResult winFor(Color c) {
    return c == White ? GameResult::WhiteWins : GameResult::BlackWins;
}

GameResult toGameResult(PlayerResult r) {
    return r == PlayerResult::Draw        ? GameResult::Draw
           : r == PlayerResult::WhiteWins ? GameResult::WhiteWins
                                          : GameResult::BlackWins;
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
} // namespace

EndReason SessionJudge::said(const char* source) {
    return EndReason::translated("tabiya::Session", source);
}

EndReason SessionJudge::side(const Game& game, Color c) {
    return {game.sideName(c), game.englishSideName(c)};
}

EndReason SessionJudge::rulesVerdict(const Game& game, const Outcome& o) {
    return EndReason::same(QString::fromStdString(o.reason(game.variant())));
}

PlayerResult SessionJudge::toPlayerResult(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins: return PlayerResult::WhiteWins;
    case GameResult::BlackWins: return PlayerResult::BlackWins;
    case GameResult::Draw: return PlayerResult::Draw;
    case GameResult::Ongoing: break;
    }
    return PlayerResult::Unfinished;
}

std::optional<SessionVerdict> SessionJudge::byRules(Game& game) {
    const Outcome o = game.adjudicate();
    if (!o.isOver()) return std::nullopt;
    return SessionVerdict{o.result, rulesVerdict(game, o), TerminationKind::Normal};
}

std::optional<SessionVerdict> SessionJudge::drawClaim(Game& game) {
    Outcome o = game.adjudicate();
    if (o.result != GameResult::Draw) o = drawByRule(game.position());
    if (o.result != GameResult::Draw) return std::nullopt;
    return SessionVerdict{GameResult::Draw, rulesVerdict(game, o), TerminationKind::Normal};
}

SessionVerdict SessionJudge::resignation(const Game& game, Color side) {
    return {winFor(~side),
            said(QT_TRANSLATE_NOOP("tabiya::Session", "%1 resigns"))
                .arg(SessionJudge::side(game, side)),
            TerminationKind::Normal};
}

SessionVerdict SessionJudge::lossOnTime(Game& game, Color side) {
    if (insufficientMaterial(game.position()))
        return {
            GameResult::Draw,
            said(QT_TRANSLATE_NOOP("tabiya::Session", "%1 loses on time, but %2 cannot win: draw"))
                .arg(SessionJudge::side(game, side), SessionJudge::side(game, ~side)),
            TerminationKind::TimeForfeit};
    return {winFor(~side),
            said(QT_TRANSLATE_NOOP("tabiya::Session", "%1 loses on time"))
                .arg(SessionJudge::side(game, side)),
            TerminationKind::TimeForfeit};
}

SessionVerdict SessionJudge::agreedDraw() {
    return {GameResult::Draw, said(QT_TRANSLATE_NOOP("tabiya::Session", "Draw by agreement")),
            TerminationKind::Normal};
}

EndReason SessionJudge::illegalMove(const QString& player) {
    return said(QT_TRANSLATE_NOOP("tabiya::Session", "%1 tried an illegal move"))
        .arg(EndReason::same(player));
}

SessionVerdict SessionJudge::refusedMove(Color side, const QString& player, const QString& words) {
    return {winFor(side),
            said(QT_TRANSLATE_NOOP("tabiya::Session", "%1 refused the move: %2"))
                .arg(EndReason::same(player), EndReason::same(words)),
            TerminationKind::RulesInfraction};
}

SessionVerdict SessionJudge::claim(Game& game, const ResultClaim& claim, bool opponentOffered,
                                   bool engineJudged) {
    const Color side = claim.side;
    const PlayerResult r = claim.result;
    const bool ownLoss = (side == White && r == PlayerResult::BlackWins) ||
                         (side == Black && r == PlayerResult::WhiteWins);
    if (ownLoss) return resignation(game, side);
    if (engineJudged) {
        // Tabiya cannot check the claim: as XBoard without legality testing, it stands.
        const GameResult claimed = toGameResult(r);
        const QString words = claim.words.simplified().left(80);
        return {
            claimed,
            said(QT_TRANSLATE_NOOP("tabiya::Session", "%1 claims the result: %2"))
                .arg(EndReason::same(claim.who),
                     EndReason::same(words.isEmpty() ? QString::fromStdString(resultText(claimed))
                                                     : words)),
            TerminationKind::Normal};
    }
    if (r == PlayerResult::Draw) {
        if (auto v = drawAllowed(game, opponentOffered)) return *v;
    } else {
        const Outcome o = game.adjudicate();
        if (o.result == toGameResult(r)) return {o.result, rulesVerdict(game, o)};
    }
    return falseClaim(side, claim);
}

std::optional<SessionVerdict> SessionJudge::drawAllowed(Game& game, bool opponentOffered) {
    if (auto v = drawClaim(game)) return v;
    if (opponentOffered) return agreedDraw();
    if (onlyRoyalsLeft(game.position()))
        return SessionVerdict{
            GameResult::Draw,
            said(QT_TRANSLATE_NOOP("tabiya::Session", "Draw: only the kings are left"))};
    // XBoard accepts an engine's draw claim after 50 reversible moves whatever the
    // variant's own rule (xiangqi's is 60 a side), and engines are written for that.
    if (game.position().halfmoveClock() >= XBoardClaimPlies)
        return SessionVerdict{
            GameResult::Draw,
            said(QT_TRANSLATE_NOOP("tabiya::Session",
                                   "Draw claimed after 50 moves without a capture"))};
    return std::nullopt;
}

SessionVerdict SessionJudge::falseClaim(Color side, const ResultClaim& claim) {
    const QString result = claim.result == PlayerResult::Draw        ? QStringLiteral("1/2-1/2")
                           : claim.result == PlayerResult::WhiteWins ? QStringLiteral("1-0")
                                                                     : QStringLiteral("0-1");
    const QString words = claim.words.simplified().left(80);
    const EndReason who = EndReason::same(claim.who);
    return {winFor(~side),
            words.isEmpty()
                ? said(QT_TRANSLATE_NOOP("tabiya::Session", "False claim by %1: %2"))
                      .arg(who, EndReason::same(result))
                : said(QT_TRANSLATE_NOOP("tabiya::Session", "False claim by %1: %2 (%3)"))
                      .arg(who, EndReason::same(result), EndReason::same(words)),
            TerminationKind::RulesInfraction};
}

} // namespace tabiya
