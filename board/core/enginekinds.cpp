#include "board/core/enginekinds.h"

#include "board/core/engineparents.h"
#include "board/core/piecetochar.h"
#include "board/core/xboardpieces.h"

#include <algorithm>
#include <cctype>

namespace tabiya {
namespace {

// A rough worth for adjudication and the engine: more and longer moves, more worth.
int roughValue(const std::vector<MoveAtom>& atoms) {
    int v = 0;
    for (const MoveAtom& a : atoms) {
        int w = 30;
        switch (a.kind) {
        case AtomKind::Ride: w = 55; break;
        case AtomKind::BentRide: w = 45; break;
        case AtomKind::Hop: w = 40; break;
        default: break;
        }
        if (a.mode != AtomMode::MoveOrCapture) w /= 2;
        if (a.fromZone) w /= 4;
        v += w;
    }
    return std::clamp(v, 50, 1500);
}

} // namespace

void collectKinds(VariantDraft& d, const std::vector<std::string>& fen) {
    const std::string table = d.def.setup.pieceToChar.empty() ? defaultPieceToChar(d.parent->family)
                                                              : d.def.setup.pieceToChar;
    const auto entries = parsePieceToChar(table);
    if (!entries) {
        d.unsupported("a PIECETOCHAR string XBoard would not accept");
    } else {
        for (const PieceToCharEntry& e : *entries) {
            const int i = d.addPlan(asciiUpper(e.letter), e.mark, e.type);
            if (d.plans[size_t(i)].type < 0) d.plans[size_t(i)].type = e.type;
            d.plans[size_t(i)].inTable = !d.def.setup.pieceToChar.empty();
            if (e.alias &&
                d.plans[size_t(i)].aliases.find(asciiUpper(e.alias)) == std::string::npos)
                d.plans[size_t(i)].aliases += asciiUpper(e.alias);
            if (e.suffixed) d.unsupported("piece IDs with XBoard's ' or ! suffix");
        }
    }
    // Letters the FEN or the piece lines use without the table naming them: XBoard's
    // default letters say what they are.
    auto addLetter = [&](char c, char mark) {
        if (!std::isalpha(static_cast<unsigned char>(c))) return;
        if (d.planFor(asciiUpper(c), mark) >= 0) return;
        for (const KindPlan& p : d.plans)
            if (!mark && p.aliases.find(asciiUpper(c)) != std::string::npos) return;
        d.addPlan(asciiUpper(c), mark, mark ? -1 : xboardTypeForLetter(asciiUpper(c)));
    };
    char mark = 0;
    for (char c : fen[0]) {
        if (c == '+') {
            mark = '+';
            continue;
        }
        addLetter(c, mark);
        mark = 0;
    }
    for (const PieceCommand& p : d.def.pieces) {
        if (!p.ok) continue;
        addLetter(p.letter, p.promoted ? '+' : 0);
        const int i = d.planFor(asciiUpper(p.letter), p.promoted ? '+' : 0);
        if (i < 0) continue;
        KindPlan& plan = d.plans[size_t(i)];
        if (p.bothColours || std::isupper(static_cast<unsigned char>(p.letter)))
            plan.white = &p;
        else
            plan.black = &p;
    }
}

// Which kinds play: those on the board; those the engine's PIECETOCHAR string names that
// it defines or XBoard can move (they may come in by promotion or drop); with XBoard's
// default string, the orthodox pieces. Fairy-Stockfish sends piece lines for pieces its
// variant does not use (gorogoro's "R&", "+B&"): those do not play. A promoted form plays
// when its plain form does.
void dropIdlePieces(VariantDraft& d, const std::vector<std::string>& fen) {
    auto plays = [&](const KindPlan& p) {
        for (char c : fen[0])
            if (asciiUpper(c) == p.letter && std::isalpha(static_cast<unsigned char>(c)))
                return true;
        if (d.def.setup.pieceToChar.empty())
            return p.white || p.black || std::string("PNBRQK").find(p.letter) != std::string::npos;
        if (!p.inTable) return false;
        return p.white || p.black || !xboardDefaultMoves(p.type, d.parent->family).empty();
    };
    std::vector<KindPlan> kept;
    for (const KindPlan& p : d.plans)
        if (!p.mark && plays(p)) kept.push_back(p);
    for (const KindPlan& p : d.plans)
        if (p.mark && (p.inTable || p.white || p.black) &&
            std::any_of(kept.begin(), kept.end(),
                        [&](const KindPlan& k) { return !k.mark && k.letter == p.letter; }))
            kept.push_back(p);
    d.plans = std::move(kept);
}

// Fairy-Stockfish ends a piece's moves with its drop rules ("fWf@8": drops up to the 8th
// rank, 'f' no two on a file; 'j' not on the first rank). XBoard 4.9 reads none of it and
// drops by the parent's rules; where the line says what the parent's rules do anyway
// (crazyhouse's pawns "j@7", shogi's pawn "f", every rank for the rest) nothing is lost,
// anything else is reported.
void checkDropRules(VariantDraft& d, const KindPlan& p, const PieceKind& kind,
                    const std::string& description) {
    const XBetzaResult r = parseXBetza(description);
    if (!r.ok || r.piece.dropRanks < 0 || d.def.setup.holdings <= 0) return;
    const bool shogi = d.parent->family == ParentFamily::Shogi;
    const bool pawn = p.type == 0 && !p.mark;
    const std::string& flags = r.piece.dropFlags;
    const int ranks = r.piece.dropRanks;
    // Sjaak II leaves out the far ranks a shogi piece may not be dropped on.
    const int reach = d.v->height - (shogi ? kind.forcedRanks : 0);
    bool same = false;
    if (flags.empty())
        same = ranks >= reach;
    else if (flags == "f")
        same = shogi && pawn && ranks >= reach;
    else if (flags == "j")
        same = !shogi && pawn && ranks == d.v->height - d.v->promotionRanks;
    if (!same)
        d.unsupported(std::string(1, p.letter) + " drop rules \"" + flags + "@" +
                      std::to_string(ranks) + "\"");
}

void compileMoves(VariantDraft& d) {
    for (const KindPlan& p : d.plans) {
        std::string description;
        const PieceCommand* line = p.white ? p.white : p.black;
        if (p.white && p.black && p.white->description != p.black->description)
            d.unsupported(std::string("White's and Black's ") + p.letter + " move differently");
        std::string label = std::string(1, p.letter);
        if (p.mark) label = p.mark + label;
        if (line) {
            description = line->description;
        } else if (p.mark == '+' && d.parent->family == ParentFamily::Shogi) {
            // A shogi piece's promoted form, as XBoard's shogi moves it.
            const int base = d.planFor(p.letter, 0);
            const int t = base >= 0 ? d.plans[size_t(base)].type : -1;
            description = t == 2 ? "BW" : t == 3 ? "RF" : "WfF";
        } else if (p.mark == '~') {
            const int base = d.planFor(p.letter, 0);
            description = std::string(
                xboardDefaultMoves(base >= 0 ? d.plans[size_t(base)].type : -1, d.parent->family));
        } else {
            description = std::string(xboardDefaultMoves(p.type, d.parent->family));
        }
        XBetzaAtoms atoms;
        if (description.empty()) {
            atoms.unsupported.push_back(label + ": XBoard has no moves of its own for its type (" +
                                        xboardTypeName(p.type) + ") and no piece line gives them");
        } else {
            atoms = compileXBetza(description);
            for (std::string& r : atoms.unsupported)
                r = label + " " + r;
        }
        for (const std::string& r : atoms.unsupported)
            d.unsupported(r);
        d.compiled.push_back(std::move(atoms));
    }
}

void findRoyalAndPawn(VariantDraft& d) {
    const ParentFamily family = d.parent->family;
    if (!d.v->losingAllWins) {
        if (family == ParentFamily::Xiangqi) d.royal = d.kindOfType(9);
        if (std::string(d.parent->rulesOf) == "knightmate") d.royal = d.kindOfType(20);
        if (d.royal < 0) d.royal = d.kindOfType(XBoardKing);
    }
    d.pawnKind = family == ParentFamily::Shogi ? -1 : d.kindOfType(0);
}

void addKinds(VariantDraft& d) {
    const ParentFamily family = d.parent->family;
    for (size_t i = 0; i < d.plans.size(); ++i) {
        const KindPlan& p = d.plans[i];
        XBetzaAtoms& c = d.compiled[i];
        PieceKind k;
        k.letter = p.letter;
        k.mark = p.mark;
        k.aliases = p.aliases;
        k.name = p.type >= 0 ? xboardTypeName(p.type) : std::string(1, p.letter);
        k.atoms = c.atoms;
        k.turnedForBlack = true; // XBoard turns Black's XBetza round
        k.royal = int(i) == d.royal;
        k.pawn = int(i) == d.pawnKind;
        if (k.royal && (c.castleSteps[0] || c.castleSteps[1])) {
            d.castles = true;
            d.castleSteps[0] = c.castleSteps[0];
            d.castleSteps[1] = c.castleSteps[1];
        } else if (c.castleSteps[0] || c.castleSteps[1]) {
            d.unsupported(std::string("castling of a piece that is not royal (") + p.letter + ")");
        }
        if (int(i) == d.royal && !p.white && !p.black && family == ParentFamily::Chess &&
            Variant::byName(d.parent->rulesOf)->castling)
            d.castles = true; // XBoard's own king castles where the FEN says it may
        d.enPassant |= c.enPassant && k.pawn;
        if (c.enPassant && !k.pawn)
            d.unsupported(std::string("en-passant captures of a piece that is not the pawn (") +
                          p.letter + ")");
        // Xiangqi's zones (see the top of the file).
        // A board with an odd number of ranks has no river (minixiangqi's soldiers step
        // sideways from the start, as in Fairy-Stockfish).
        if (family == ParentFamily::Xiangqi) {
            const bool river = d.v->height % 2 == 0;
            for (MoveAtom& a : k.atoms) {
                if (k.royal || p.type == 5) a.toZone |= ZonePalace;
                if (p.type == 6 && river) a.toZone |= ZoneOwnHalf;
                if (p.type == 0 && a.dr == 0 && river) a.fromZone |= ZoneEnemyHalf;
            }
        }
        k.value = k.royal ? 0 : k.pawn ? 100 : roughValue(k.atoms);
        if (k.mark == '~') k.demoted = d.pawnKind;
        d.v->kinds.push_back(std::move(k));
    }
}

void linkPromotedForms(VariantDraft& d) {
    // Shogi: promoted forms, forced promotion, drops.
    for (size_t i = 0; i < d.plans.size(); ++i) {
        if (!d.plans[i].mark) continue;
        const int base = d.planFor(d.plans[i].letter, 0);
        if (base < 0) {
            d.unsupported(std::string("a promoted form of a piece that is not there (+") +
                          d.plans[i].letter + ")");
            continue;
        }
        if (d.plans[i].mark == '+') {
            d.v->kinds[i].demoted = base;
            d.v->kinds[size_t(base)].promotesTo = int(i);
        }
    }
}

} // namespace tabiya
