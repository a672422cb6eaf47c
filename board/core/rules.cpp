#include "board/core/rules.h"

#include "board/core/chu.h"
#include "board/core/counting.h"

namespace tabiya {

using namespace geometry;

std::string resultText(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    default: return "*";
    }
}

std::string Outcome::resultText() const {
    return tabiya::resultText(result);
}

std::string Outcome::reason(const Variant& v) const {
    // Xiangqi's first player is Red; janggi's is Cho (Blue), its second Han (Red).
    const bool xq = v.isXiangqiLike();
    const std::string white = xq ? "Red" : v.isJanggiLike() ? "Blue" : "White";
    const std::string black = v.isJanggiLike() ? "Red" : "Black";
    const std::string winner = result == GameResult::WhiteWins ? white : black;
    const std::string loser = result == GameResult::WhiteWins ? black : white;
    const bool onPoints = result != GameResult::Draw;
    switch (termination) {
    case Termination::Checkmate:
        return v.checkmateWins ? winner + " is mated and wins" : winner + " mates";
    case Termination::Stalemate:
        if (result == GameResult::Draw) return "Stalemate";
        return v.stalemate == StalemateRule::Loses || v.stalemateLoses
                   ? loser + " is stalemated and loses"
                   : winner + " wins, having no move";
    case Termination::Repetition:
        return onPoints ? winner + " wins on points after a repetition" : "Draw by repetition";
    case Termination::PerpetualCheck: return loser + " loses by perpetual check";
    case Termination::MoveRule:
        if (onPoints)
            return winner + " wins on points by the " + std::to_string(v.fiftyMovePlies / 2) +
                   "-move rule";
        return "Draw by the " + std::to_string(v.fiftyMovePlies / 2) + "-move rule";
    case Termination::Bikjang:
        return onPoints ? winner + " wins on points after bikjang" : "Draw by bikjang";
    case Termination::DoublePass:
        return onPoints ? winner + " wins on points after both sides passed"
                        : "Draw: both sides passed";
    case Termination::InsufficientMaterial: return "Draw by insufficient material";
    case Termination::RoyalExploded: return loser + "'s king explodes";
    case Termination::RoyalCaptured: return loser + "'s king is captured";
    case Termination::BareKing:
        return result == GameResult::Draw ? "Draw: both kings bare"
               : v.losingAllButKingWins   ? winner + " has only the king left"
                                          : loser + " has a bare king";
    case Termination::ThirdCheck: return winner + " gives the third check";
    case Termination::Counting: return "Draw by counting";
    default: return {};
    }
}

bool insufficientMaterial(const Position& pos) {
    const Variant& v = pos.variant();
    if (v.holdings) return false;
    if (v.isXiangqiLike()) {
        // Without chariot, horse, cannon or soldier no side can ever give check.
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
                const char letter = v.kinds[kindOf(pos.at(pos.pieceSquares(Color(c))[i]))].letter;
                if (letter == 'R' || letter == 'N' || letter == 'C' || letter == 'P') return false;
            }
        return true;
    }
    if (!v.fideMaterialDraws) return false;
    // FIDE (CECP section 9): KK, KNK, KBK, and any number of bishops all on one colour.
    int minors = 0, knights = 0, bishopColours = 0;
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
            const Square s = pos.pieceSquares(Color(c))[i];
            const char letter = v.kinds[kindOf(pos.at(s))].letter;
            if (letter == 'K') continue;
            if (letter == 'N') {
                ++knights;
                ++minors;
            } else if (letter == 'B') {
                ++minors;
                bishopColours |= 1 << ((fileOf(s) + rankOf(s)) & 1);
            } else {
                return false;
            }
        }
    if (minors == 0) return true;
    if (minors == 1) return true;
    return knights == 0 && bishopColours != 3;
}

namespace {

// Did every move of `mover` within the last `plies` plies give check?
bool checkedThroughout(Position& pos, int plies, Color mover) {
    Position walk = pos;
    bool always = true;
    for (int i = 0; i < plies && walk.gamePly() > 0; ++i) {
        // The position after mover's move has the other side to move, in check or not.
        if (walk.sideToMove() != mover && !walk.inCheck()) always = false;
        walk.unmakeMove();
    }
    return always;
}

Outcome repetitionOutcome(Position& pos) {
    const Variant& v = pos.variant();
    // Threefold: two earlier occurrences of this very position.
    if (pos.repetitions() < 2) return {};
    if (!v.perpetualCheckLoses) return {GameResult::Draw, Termination::Repetition};
    // The cycle: back to the earliest of the matching occurrences.
    const auto& history = pos.history();
    const int n = int(history.size()) - 1;
    int cycle = 0, seen = 0;
    for (int back = 2; back <= n && seen < 2; back += 2)
        if (history[n - back].hash == pos.hash()) {
            cycle = back;
            ++seen;
        }
    const Color justMoved = ~pos.sideToMove();
    const bool moverChecks = checkedThroughout(pos, cycle, justMoved);
    const bool otherChecks = checkedThroughout(pos, cycle, pos.sideToMove());
    if (moverChecks == otherChecks) return {GameResult::Draw, Termination::Repetition};
    const Color loser = moverChecks ? justMoved : pos.sideToMove();
    return {loser == White ? GameResult::BlackWins : GameResult::WhiteWins,
            Termination::PerpetualCheck};
}

} // namespace

namespace {

// Janggi: a drawn end decided on points instead (Variant::decideOnPoints): chariot 13,
// cannon 7, horse 5, elephant and guard 3, soldier 2; Han (second) gets 1.5 more.
Outcome onPoints(const Position& pos, Termination t) {
    const Variant& v = pos.variant();
    if (!v.decideOnPoints) return {GameResult::Draw, t};
    int diff = 0;
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
            const int points = v.kinds[kindOf(pos.at(pos.pieceSquares(Color(c))[i]))].points;
            diff += c == White ? points : -points;
        }
    return {diff > 1 ? GameResult::WhiteWins : GameResult::BlackWins, t};
}

// Janggi: bikjang answered by a pass, two passes in a row (Fairy-Stockfish's
// is_immediate_game_end). A side in bikjang must part the kings unless it passes, so the
// kings facing after a pass is bikjang left standing by both.
Outcome janggiEnd(Position& pos) {
    if (!pos.endedByPass()) return {};
    return onPoints(pos, pos.variant().bikjang && pos.kingsFace() ? Termination::Bikjang
                                                                  : Termination::DoublePass);
}

} // namespace

Outcome drawByRule(Position& pos) {
    const Variant& v = pos.variant();
    if (Outcome rep = repetitionOutcome(pos); rep.isOver())
        return rep.result == GameResult::Draw ? onPoints(pos, rep.termination) : rep;
    if (v.fiftyMovePlies > 0 && pos.halfmoveClock() >= v.fiftyMovePlies)
        return onPoints(pos, Termination::MoveRule);
    if (insufficientMaterial(pos)) return {GameResult::Draw, Termination::InsufficientMaterial};
    if (v.counting != CountingRule::None && countingDraw(pos))
        return {GameResult::Draw, Termination::Counting};
    return {};
}

namespace {

Outcome win(Color c, Termination t) {
    return {c == White ? GameResult::WhiteWins : GameResult::BlackWins, t};
}

// How many times `c` gave check in the moves played (XBoard counts them so, too).
int checksGiven(const Position& pos, Color c) {
    Position walk = pos;
    int checks = 0;
    while (walk.gamePly() > 0) {
        if (walk.sideToMove() != c && walk.inCheck()) ++checks;
        walk.unmakeMove();
    }
    return checks;
}

// The variant rules that end a game before move generation is asked.
Outcome variantEnd(Position& pos) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove(), them = ~us;
    if (v.chu) {
        if (!chu::hasRoyal(pos, us)) return win(them, Termination::RoyalCaptured);
        if (!chu::hasRoyal(pos, them)) return win(us, Termination::RoyalCaptured);
    }
    if (v.atomic) {
        if (pos.royalSquare(us) == NoSquare) return win(them, Termination::RoyalExploded);
        if (pos.royalSquare(them) == NoSquare) return win(us, Termination::RoyalExploded);
    }
    if (v.losingAllButKingWins && pos.pieceCount(us) == 1) return win(us, Termination::BareKing);
    if (v.bareKingLoses && pos.pieceCount(them) == 1) {
        // The bared side had its move to bare the other back.
        if (pos.pieceCount(us) == 1) return {GameResult::Draw, Termination::BareKing};
        return win(us, Termination::BareKing);
    }
    if (v.checksToWin && pos.inCheck() && checksGiven(pos, them) >= v.checksToWin)
        return win(them, Termination::ThirdCheck);
    return {};
}

} // namespace

Outcome adjudicate(Position& pos) {
    const Variant& v = pos.variant();
    if (Outcome end = variantEnd(pos); end.isOver()) return end;
    if (v.passing)
        if (Outcome end = janggiEnd(pos); end.isOver()) return end;
    if (!pos.hasLegalMove()) {
        const Color us = pos.sideToMove();
        if (pos.inCheck()) return win(v.checkmateWins ? us : ~us, Termination::Checkmate);
        StalemateRule rule = v.stalemate;
        if (v.stalemateLoses) rule = StalemateRule::Loses;
        switch (rule) {
        case StalemateRule::Draw: return {GameResult::Draw, Termination::Stalemate};
        case StalemateRule::Loses: return win(~us, Termination::Stalemate);
        case StalemateRule::Wins: return win(us, Termination::Stalemate);
        case StalemateRule::FewerPiecesWins: {
            const int mine = pos.pieceCount(us), theirs = pos.pieceCount(~us);
            if (mine == theirs) return {GameResult::Draw, Termination::Stalemate};
            return win(mine < theirs ? us : ~us, Termination::Stalemate);
        }
        }
    }
    return drawByRule(pos);
}

} // namespace tabiya
