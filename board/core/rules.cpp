#include "rules.h"

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
    const bool xq = v.isXiangqiLike();
    const std::string white = xq ? "Red" : "White";
    const std::string winner = result == GameResult::WhiteWins ? white : "Black";
    const std::string loser = result == GameResult::WhiteWins ? "Black" : white;
    switch (termination) {
    case Termination::Checkmate: return winner + " mates";
    case Termination::Stalemate:
        return result == GameResult::Draw ? "Stalemate" : loser + " is stalemated and loses";
    case Termination::Repetition: return "Draw by repetition";
    case Termination::PerpetualCheck: return loser + " loses by perpetual check";
    case Termination::MoveRule:
        return "Draw by the " + std::to_string(v.fiftyMovePlies / 2) + "-move rule";
    case Termination::InsufficientMaterial: return "Draw by insufficient material";
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

Outcome drawByRule(Position& pos) {
    if (Outcome rep = repetitionOutcome(pos); rep.isOver()) return rep;
    const Variant& v = pos.variant();
    if (v.fiftyMovePlies > 0 && pos.halfmoveClock() >= v.fiftyMovePlies)
        return {GameResult::Draw, Termination::MoveRule};
    if (insufficientMaterial(pos)) return {GameResult::Draw, Termination::InsufficientMaterial};
    return {};
}

Outcome adjudicate(Position& pos) {
    const Variant& v = pos.variant();
    if (!pos.hasLegalMove()) {
        const bool sideToMoveLoses = pos.inCheck() || v.stalemateLoses;
        if (!sideToMoveLoses) return {GameResult::Draw, Termination::Stalemate};
        return {pos.sideToMove() == White ? GameResult::BlackWins : GameResult::WhiteWins,
                pos.inCheck() ? Termination::Checkmate : Termination::Stalemate};
    }
    return drawByRule(pos);
}

} // namespace tabiya
