#include "board/core/enginerules.h"

#include "board/core/engineparents.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace tabiya {

void applyParentRules(VariantDraft& d) {
    const Variant* rules = Variant::byName(d.parent->rulesOf);
    // The game rules of the parent (flags only: kinds and squares are the engine's).
    d.v->stalemate = rules->stalemate;
    d.v->stalemateLoses = rules->stalemateLoses;
    d.v->mandatoryCapture = rules->mandatoryCapture;
    d.v->atomic = rules->atomic;
    d.v->firstKingIsRoyal = rules->firstKingIsRoyal;
    d.v->bareKingLoses = rules->bareKingLoses;
    d.v->losingAllButKingWins = rules->losingAllButKingWins;
    d.v->checkmateWins = rules->checkmateWins;
    d.v->losingAllWins = rules->losingAllWins;
    d.v->checksToWin = rules->checksToWin;
    d.v->counting = rules->counting;
    d.v->kingsMayNotFace = rules->kingsMayNotFace;
    d.v->perpetualCheckLoses = rules->perpetualCheckLoses;
    d.v->fiftyMovePlies = rules->fiftyMovePlies;
    d.v->pointsOnIntersections = rules->pointsOnIntersections;
    d.v->family = rules->family;
    d.v->promotionRanks = rules->promotionRanks;
    d.v->holdings = d.def.setup.holdings > 0 || (d.def.setup.holdings < 0 && rules->holdings);
    // XBoard's shogi zone: a third of the board, three ranks on eight.
    if (d.parent->family == ParentFamily::Shogi)
        d.v->promotionRanks = std::max(1, d.v->height / 3 + (d.v->height == 8));
}

void applyCylinder(VariantDraft& d) {
    // Fairy-Max's cylinder moves (o): the whole board wraps, so every sideways move must.
    const bool wraps = std::any_of(d.compiled.begin(), d.compiled.end(),
                                   [](const XBetzaAtoms& c) { return c.cylinder; });
    if (wraps) {
        d.v->cylinder = true;
        if (std::any_of(d.compiled.begin(), d.compiled.end(),
                        [](const XBetzaAtoms& c) { return c.flat; }))
            d.unsupported("moves around the board's side edges for some pieces and not others");
        for (const PieceKind& k : d.v->kinds)
            for (const MoveAtom& a : k.atoms)
                if (a.kind != AtomKind::Leap && a.kind != AtomKind::Ride &&
                    !(a.kind == AtomKind::LameLeap && !a.leg2Df && !a.leg2Dr))
                    d.unsupported("hops and bent moves around the board's side edges");
    }
}

void applyShogiRules(VariantDraft& d) {
    // A piece must promote (and may not be dropped) where it could never move again:
    // on the far ranks its shortest forward move overshoots (shogi's pawn and lance 1,
    // knight 2; euroshogi's knight, which also steps sideways, none).
    for (size_t i = 0; i < d.plans.size(); ++i) {
        if (d.plans[i].mark || d.v->kinds[i].promotesTo < 0) continue;
        int forced = d.v->height;
        for (const MoveAtom& a : d.v->kinds[i].atoms)
            forced = std::min(forced, a.kind == AtomKind::Leap || a.kind == AtomKind::LameLeap ||
                                              a.kind == AtomKind::PathLeap
                                          ? std::max(0, int(a.dr))
                                      : a.dr > 0 ? 1
                                                 : 0);
        d.v->kinds[i].forcedRanks = forced == d.v->height ? 0 : forced;
    }
    d.v->dropPawnKind = d.kindOfType(0);
    d.v->pawnStartRank = -1;
}

void choosePromotions(VariantDraft& d) {
    // Promotion: a pawn promotes in the far ranks to the parent's choice of kinds.
    const ParentFamily family = d.parent->family;
    if (d.pawnKind >= 0 && d.v->promotionRanks > 0) {
        std::vector<int> choice;
        const int ferz = d.kindOfType(5), queen = d.kindOfType(4);
        if (family == ParentFamily::Shatranj || family == ParentFamily::Makruk) {
            if (ferz >= 0)
                choice.push_back(ferz);
            else if (queen >= 0)
                choice.push_back(queen);
        }
        if (choice.empty()) {
            for (size_t i = 0; i < d.v->kinds.size(); ++i)
                if (d.v->kinds[i].mark == '~') choice.push_back(int(i));
        }
        if (choice.empty())
            for (size_t i = 0; i < d.v->kinds.size(); ++i)
                if (!d.v->kinds[i].royal && int(i) != d.pawnKind && !d.v->kinds[i].mark)
                    choice.push_back(int(i));
        std::stable_sort(choice.begin(), choice.end(),
                         [&](int a, int b) { return d.v->kinds[a].value > d.v->kinds[b].value; });
        d.v->promotionKinds = choice;
    }
}

void applyInitialMoves(VariantDraft& d, const std::vector<std::string>& fen) {
    // Initial moves: a pawn's from its start rank; any other piece's while unmoved.
    if (d.pawnKind >= 0) {
        const auto rows = fen[0].substr(0, fen[0].find('['));
        std::vector<std::string> ranks;
        std::istringstream in(rows);
        for (std::string r; std::getline(in, r, '/');)
            ranks.push_back(r);
        std::vector<int> pawnRanks;
        for (size_t r = 0; r < ranks.size(); ++r) {
            if (ranks[r].find(char(d.v->kinds[size_t(d.pawnKind)].letter)) != std::string::npos)
                pawnRanks.push_back(int(ranks.size() - 1 - r));
        }
        bool initialMoves = false;
        for (MoveAtom& a : d.v->kinds[size_t(d.pawnKind)].atoms)
            if (a.fromZone & ZoneInitial) {
                a.fromZone = uint8_t((a.fromZone & ~ZoneInitial) | ZonePawnStart);
                initialMoves = true;
            }
        if (initialMoves) {
            if (pawnRanks.size() > 1)
                d.unsupported("first moves of pawns that start on different ranks");
            d.v->pawnStartRank = pawnRanks.empty() ? 1 : pawnRanks.front();
        }
    }
}

void applyCastling(VariantDraft& d, const std::vector<std::string>& fen) {
    // Castling: the king goes the O atom's distance towards the rook, which lands beside it.
    d.v->castling = d.castles;
    if (d.castles && d.royal >= 0 && (d.castleSteps[0] || d.castleSteps[1])) {
        if (d.castleSteps[0] && d.castleSteps[1] && d.castleSteps[0] == d.castleSteps[1])
            d.v->castleKingSteps = d.castleSteps[0];
        else
            d.unsupported("castling to one side only");
    }
    // Shako castles on the second rank; Tabiya's castling starts on the first.
    if (d.v->castling) {
        const std::string rows = fen[0].substr(0, fen[0].find('['));
        const std::string last = rows.substr(rows.rfind('/') + 1);
        const char king = d.royal >= 0 ? d.v->kinds[size_t(d.royal)].letter : 'K';
        if (last.find(king) == std::string::npos && fen.size() > 2 && fen[2] != "-") {
            d.unsupported("castling of a king that does not start on the first rank");
            d.v->castling = false;
        }
    }
}

void checkRoyalOnBothSides(VariantDraft& d, const std::vector<std::string>& fen) {
    // XBoard's royal piece is a type: a side without one (Sjaak II's maharaja, whose
    // maharaja is royal to Sjaak) cannot be checkmated, which the engine would not agree with.
    if (d.royal >= 0) {
        const char k = d.v->kinds[size_t(d.royal)].letter;
        const std::string rows = fen[0].substr(0, fen[0].find('['));
        const bool white = rows.find(k) != std::string::npos;
        const bool black = rows.find(char(std::tolower(k))) != std::string::npos;
        if (white != black) d.unsupported("a royal piece for one side only");
    }
}

} // namespace tabiya
