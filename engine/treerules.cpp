#include "engine/treerules.h"

#include "board/core/rules.h"
#include "engine/searchtypes.h"

#include <algorithm>

namespace tabiya::engine {

namespace {

// Of a repetition back plies long in the history up to n: who gave check throughout.
// Positions with us to move are n, n-2, ...; checked there means they checked.
int perpetualCheckScore(const std::vector<StateInfo>& states, int n, int back, int ply,
                        int drawScore) {
    bool theyCheck = true, weCheck = true;
    for (int i = 0; i < back; ++i) {
        const bool checked = states[n - i].checked == 1;
        if (i % 2 == 0)
            theyCheck = theyCheck && checked;
        else
            weCheck = weCheck && checked;
    }
    if (theyCheck == weCheck) return drawScore;
    return theyCheck ? RuleWinValue - ply : -RuleWinValue + ply;
}

} // namespace

bool treeRuleScore(const Position& pos, int ply, int drawScore, int& score) {
    const Variant& v = pos.variant();
    const int clock = pos.halfmoveClock();
    if (v.fiftyMovePlies > 0 && clock >= v.fiftyMovePlies) {
        score = drawScore;
        return true;
    }
    const auto& states = pos.history();
    const int n = int(states.size()) - 1;
    const int limit = std::min(clock, n);
    for (int back = 4; back <= limit; back += 2) {
        if (states[n - back].hash != states[n].hash) continue;
        score = v.perpetualCheckLoses ? perpetualCheckScore(states, n, back, ply, drawScore)
                                      : drawScore;
        return true;
    }
    if (pos.pieceCount(White) + pos.pieceCount(Black) <= 6 && insufficientMaterial(pos)) {
        score = drawScore;
        return true;
    }
    return false;
}

} // namespace tabiya::engine
