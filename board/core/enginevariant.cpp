// buildEngineVariant: an engine's `setup` and `piece` lines to a Variant, as data.
//
// What the parent variant contributes, following XBoard (which plays an engine-defined
// variant by its parent's rules with the engine's board, pieces and moves):
// - the game rules of the built-in variant of that name, copied flag by flag: how
//   stalemate, bare kings, mandatory captures, explosions, checks to win and the move
//   counters end the game ("fairy" is chess);
// - fairy and the chess-like parents: castling (with the distance the king's O atom
//   gives, else XBoard's default squares) where the FEN gives rights, en passant, pawns
//   promoting on the last rank to any other non-royal piece;
// - shatranj, courier: no castling or double steps, pawns promote to the ferz (the queen
//   where there is none), a bare king loses (shatranj);
// - makruk: pawns promote to the ferz three ranks from the end;
// - xiangqi: the royal piece is XBoard's wazir (the king where there is no wazir); it and
//   the ferz (advisor) stay in the palace, the alfil (elephant) on its side of the river,
//   the pawn steps sideways only across it; the flying-general rule; stalemate loses. The
//   engine's XBetza for these pieces ("W", "F", "nA", "fsW") says nothing of the zones
//   (Fairy-Stockfish's descriptions are a superset of its rules), so they are added here,
//   as XBoard's own xiangqi does;
// - shogi: drops, the promoted forms ('+' in PIECETOCHAR) a piece promotes to in the far
//   third of the board, the pawn's drop rules (nifu, uchifuzume);
// - crazyhouse, bughouse: drops.
// Other parents, and moves no atom can express, are listed in `unsupported`: the board
// then shows the variant but the engine judges the moves.

#include "board/core/enginevariant.h"

#include "board/core/piecetochar.h"
#include "board/core/position.h"
#include "board/core/xbetzaatoms.h"
#include "board/core/xboardpieces.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

namespace tabiya {
namespace {

struct Parent {
    const char* name;
    const char* rulesOf; // the built-in variant whose game rules it has
    ParentFamily family;
};

constexpr Parent Parents[] = {
    {"fairy", "normal", ParentFamily::Chess},
    {"normal", "normal", ParentFamily::Chess},
    {"chess", "normal", ParentFamily::Chess},
    {"fischerandom", "normal", ParentFamily::Chess},
    {"nocastle", "nocastle", ParentFamily::Chess},
    {"capablanca", "capablanca", ParentFamily::Chess},
    {"gothic", "gothic", ParentFamily::Chess},
    {"janus", "janus", ParentFamily::Chess},
    {"caparandom", "caparandom", ParentFamily::Chess},
    {"falcon", "falcon", ParentFamily::Chess},
    {"knightmate", "knightmate", ParentFamily::Chess},
    {"3check", "3check", ParentFamily::Chess},
    {"atomic", "atomic", ParentFamily::Chess},
    {"losers", "losers", ParentFamily::Chess},
    {"giveaway", "giveaway", ParentFamily::Chess},
    {"suicide", "suicide", ParentFamily::Chess},
    {"twokings", "twokings", ParentFamily::Chess},
    {"crazyhouse", "crazyhouse", ParentFamily::Chess},
    {"bughouse", "crazyhouse", ParentFamily::Chess},
    {"shatranj", "shatranj", ParentFamily::Shatranj},
    {"courier", "courier", ParentFamily::Shatranj},
    {"makruk", "makruk", ParentFamily::Makruk},
    {"xiangqi", "xiangqi", ParentFamily::Xiangqi},
    {"shogi", "shogi", ParentFamily::Shogi},
};

// Variants whose engine plays rules its setup and piece lines do not say, so that a board
// built from them would accept moves the engine refuses or miss some it makes (found by
// comparing perft with Fairy-Stockfish's own). Their names say which rules they are.
struct HiddenRules {
    const char* name; // the variant's name, or a prefix of it ending in '*'
    const char* reason;
};
constexpr HiddenRules EngineOwnRules[] = {
    {"janggi*", "janggi's palace lines, cannon and pass rules (the piece lines are a superset)"},
    {"dobutsu", "dobutsu's king-reaches-the-far-rank rule"},
    {"kyotoshogi", "kyoto shogi's pieces that change at every move"},
    {"micro", "micro shogi's promotion by capturing"},
    {"racingkings", "racing kings' ban on checks"},
    {"shouse", "s-house's gating from the hand"},
    {"supply", "supply chess's drop rules"},
    {"euroshogi", "euroshogi's compulsory promotion"},
    {"5check", "winning by the fifth check"},
};

const char* hiddenRules(const std::string& name) {
    for (const HiddenRules& h : EngineOwnRules) {
        const std::string_view n = h.name;
        if (n.back() == '*' ? name.rfind(n.substr(0, n.size() - 1), 0) == 0 : name == n)
            return h.reason;
    }
    return nullptr;
}

const Parent* parentNamed(const std::string& name) {
    for (const Parent& p : Parents)
        if (name == p.name) return &p;
    return nullptr;
}

// XBoard's PIECETOCHAR for a parent when the engine sends none (backend.c's tables).
std::string defaultPieceToChar(ParentFamily family) {
    switch (family) {
    case ParentFamily::Xiangqi: return "PH.R.AE..K.C.ph.r.ae..k.c.";
    case ParentFamily::Shogi: return "PNBRLS...G.++++++Kpnbrls...g.++++++k";
    case ParentFamily::Shatranj: return "PN.R.QB...Kpn.r.qb...k";
    case ParentFamily::Makruk: return "PN.R.M....SKpn.r.m....sk";
    case ParentFamily::Chess: break;
    }
    return "PNBRQFEACWMOHIJGDVLSUKpnbrqfeacwmohijgdvlsuk";
}

char upper(char c) {
    return char(std::toupper(static_cast<unsigned char>(c)));
}

std::vector<std::string> splitFields(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string f; in >> f;)
        out.push_back(f);
    return out;
}

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

// One kind being built: its letter, mark, XBoard type and where its moves come from.
struct KindPlan {
    char letter = 0;
    char mark = 0;
    int type = -1;
    std::string aliases;
    bool inTable = false;                // named by the engine's PIECETOCHAR string
    const PieceCommand* white = nullptr; // its `piece` line (for both, or White's)
    const PieceCommand* black = nullptr; // a Black-only line
};

class Builder {
public:
    explicit Builder(const EngineVariantDefinition& d)
        : def(d) {}

    EngineVariantBuild run();

private:
    const EngineVariantDefinition& def;
    EngineVariantBuild out;
    std::unique_ptr<Variant> v = std::make_unique<Variant>();
    const Parent* parent = nullptr;
    std::vector<KindPlan> plans;
    std::vector<XBetzaAtoms> compiled;

    void unsupported(std::string reason) {
        if (std::find(out.unsupported.begin(), out.unsupported.end(), reason) ==
            out.unsupported.end())
            out.unsupported.push_back(std::move(reason));
    }
    int planFor(char letter, char mark) {
        for (size_t i = 0; i < plans.size(); ++i)
            if (plans[i].letter == letter && plans[i].mark == mark) return int(i);
        return -1;
    }
    int addPlan(char letter, char mark, int type) {
        const int i = planFor(letter, mark);
        if (i >= 0) return i;
        KindPlan p;
        p.letter = letter;
        p.mark = mark;
        p.type = type;
        plans.push_back(p);
        return int(plans.size()) - 1;
    }
    int kindOfType(int type) const {
        for (size_t i = 0; i < plans.size(); ++i)
            if (plans[i].type == type && !plans[i].mark) return int(i);
        return -1;
    }

    // What run()'s steps share once the kinds are planned.
    int royal = -1;    // the royal kind, by XBoard's type
    int pawnKind = -1; // the kind that moves as XBoard's pawn
    int castleSteps[2] = {0, 0};
    bool castles = false, enPassant = false;

    void normalizeFen(std::vector<std::string>& fen);
    void findRoyalAndPawn();
    void addKinds();
    void applyCylinder();
    void linkPromotedForms();
    void applyShogiRules();
    void choosePromotions();
    void applyInitialMoves(const std::vector<std::string>& fen);
    void applyCastling(const std::vector<std::string>& fen);
    void checkRoyalOnBothSides(const std::vector<std::string>& fen);
    EngineVariantBuild finish(const std::vector<std::string>& fen);
    bool geometry(std::vector<std::string>& fen);
    void collectKinds(const std::vector<std::string>& fen);
    EngineVariantBuild redefineBuiltIn();
    void dropIdlePieces(const std::vector<std::string>& fen);
    void compileMoves();
    void checkDropRules(const KindPlan& p, const PieceKind& kind, const std::string& description);
    void applyParentRules();
    std::string startFen(std::vector<std::string> fen);
};

// Fairy-Max ends a rank early where the rest is empty ("8" on a 12-wide board); XBoard
// reads the rest as empty squares. Pads every rank to the full width.
std::string padRanks(const std::string& placement, int width) {
    const size_t bracket = placement.find('[');
    std::istringstream rows(placement.substr(0, bracket));
    std::string out;
    for (std::string row; std::getline(rows, row, '/');) {
        const int w = fenRankWidth(row);
        if (w < width) {
            // Merge with a trailing number: "8" plus 4 empty squares is "12".
            size_t digits = row.size();
            while (digits > 0 && std::isdigit(static_cast<unsigned char>(row[digits - 1])))
                --digits;
            const int trailing = digits < row.size() ? fenRankWidth(row.substr(digits)) : 0;
            row = row.substr(0, digits) + std::to_string(trailing + width - w);
        }
        out += (out.empty() ? "" : "/") + row;
    }
    return bracket == std::string::npos ? out : out + placement.substr(bracket);
}

bool Builder::geometry(std::vector<std::string>& fen) {
    if (fen.empty()) return out.error = "the setup has no start position", false;
    // The board's size from the FEN's placement; the setup's size must agree.
    const std::string& placement = fen[0];
    int height = 0, widest = 0;
    std::string rank;
    std::istringstream rows(placement.substr(0, placement.find('[')));
    for (std::string row; std::getline(rows, row, '/');) {
        if (row.find('*') != std::string::npos)
            unsupported("squares that are not part of the board ('*' in the FEN)");
        widest = std::max(widest, fenRankWidth(row));
        if (!row.empty()) ++height;
    }
    const VariantSetup& s = def.setup;
    v->width = s.width > 0 ? s.width : widest;
    v->height = s.height > 0 ? s.height : height;
    if (v->width < 1 || v->height < 1 || v->width > geometry::MaxFiles ||
        v->height > geometry::MaxRanks)
        return out.error = "a board larger than 16x16", false;
    if (widest > v->width || height != v->height)
        return out.error = "the start position does not fit the board size", false;
    fen[0] = padRanks(fen[0], v->width);
    return true;
}

void Builder::collectKinds(const std::vector<std::string>& fen) {
    const std::string table =
        def.setup.pieceToChar.empty() ? defaultPieceToChar(parent->family) : def.setup.pieceToChar;
    const auto entries = parsePieceToChar(table);
    if (!entries) {
        unsupported("a PIECETOCHAR string XBoard would not accept");
    } else {
        for (const PieceToCharEntry& e : *entries) {
            const int i = addPlan(upper(e.letter), e.mark, e.type);
            if (plans[size_t(i)].type < 0) plans[size_t(i)].type = e.type;
            plans[size_t(i)].inTable = !def.setup.pieceToChar.empty();
            if (e.alias && plans[size_t(i)].aliases.find(upper(e.alias)) == std::string::npos)
                plans[size_t(i)].aliases += upper(e.alias);
            if (e.suffixed) unsupported("piece IDs with XBoard's ' or ! suffix");
        }
    }
    // Letters the FEN or the piece lines use without the table naming them: XBoard's
    // default letters say what they are.
    auto addLetter = [&](char c, char mark) {
        if (!std::isalpha(static_cast<unsigned char>(c))) return;
        if (planFor(upper(c), mark) >= 0) return;
        for (const KindPlan& p : plans)
            if (!mark && p.aliases.find(upper(c)) != std::string::npos) return;
        addPlan(upper(c), mark, mark ? -1 : xboardTypeForLetter(upper(c)));
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
    for (const PieceCommand& p : def.pieces) {
        if (!p.ok) continue;
        addLetter(p.letter, p.promoted ? '+' : 0);
        const int i = planFor(upper(p.letter), p.promoted ? '+' : 0);
        if (i < 0) continue;
        KindPlan& plan = plans[size_t(i)];
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
void Builder::dropIdlePieces(const std::vector<std::string>& fen) {
    auto plays = [&](const KindPlan& p) {
        for (char c : fen[0])
            if (upper(c) == p.letter && std::isalpha(static_cast<unsigned char>(c))) return true;
        if (def.setup.pieceToChar.empty())
            return p.white || p.black || std::string("PNBRQK").find(p.letter) != std::string::npos;
        if (!p.inTable) return false;
        return p.white || p.black || !xboardDefaultMoves(p.type, parent->family).empty();
    };
    std::vector<KindPlan> kept;
    for (const KindPlan& p : plans)
        if (!p.mark && plays(p)) kept.push_back(p);
    for (const KindPlan& p : plans)
        if (p.mark && (p.inTable || p.white || p.black) &&
            std::any_of(kept.begin(), kept.end(),
                        [&](const KindPlan& k) { return !k.mark && k.letter == p.letter; }))
            kept.push_back(p);
    plans = std::move(kept);
}

// Fairy-Stockfish ends a piece's moves with its drop rules ("fWf@8": drops up to the 8th
// rank, 'f' no two on a file; 'j' not on the first rank). XBoard 4.9 reads none of it and
// drops by the parent's rules; where the line says what the parent's rules do anyway
// (crazyhouse's pawns "j@7", shogi's pawn "f", every rank for the rest) nothing is lost,
// anything else is reported.
void Builder::checkDropRules(const KindPlan& p, const PieceKind& kind,
                             const std::string& description) {
    const XBetzaResult r = parseXBetza(description);
    if (!r.ok || r.piece.dropRanks < 0 || def.setup.holdings <= 0) return;
    const bool shogi = parent->family == ParentFamily::Shogi;
    const bool pawn = p.type == 0 && !p.mark;
    const std::string& flags = r.piece.dropFlags;
    const int ranks = r.piece.dropRanks;
    // Sjaak II leaves out the far ranks a shogi piece may not be dropped on.
    const int reach = v->height - (shogi ? kind.forcedRanks : 0);
    bool same = false;
    if (flags.empty())
        same = ranks >= reach;
    else if (flags == "f")
        same = shogi && pawn && ranks >= reach;
    else if (flags == "j")
        same = !shogi && pawn && ranks == v->height - v->promotionRanks;
    if (!same)
        unsupported(std::string(1, p.letter) + " drop rules \"" + flags + "@" +
                    std::to_string(ranks) + "\"");
}

void Builder::compileMoves() {
    for (const KindPlan& p : plans) {
        std::string description;
        const PieceCommand* line = p.white ? p.white : p.black;
        if (p.white && p.black && p.white->description != p.black->description)
            unsupported(std::string("White's and Black's ") + p.letter + " move differently");
        std::string label = std::string(1, p.letter);
        if (p.mark) label = p.mark + label;
        if (line) {
            description = line->description;
        } else if (p.mark == '+' && parent->family == ParentFamily::Shogi) {
            // A shogi piece's promoted form, as XBoard's shogi moves it.
            const int base = planFor(p.letter, 0);
            const int t = base >= 0 ? plans[size_t(base)].type : -1;
            description = t == 2 ? "BW" : t == 3 ? "RF" : "WfF";
        } else if (p.mark == '~') {
            const int base = planFor(p.letter, 0);
            description = std::string(
                xboardDefaultMoves(base >= 0 ? plans[size_t(base)].type : -1, parent->family));
        } else {
            description = std::string(xboardDefaultMoves(p.type, parent->family));
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
            unsupported(r);
        compiled.push_back(std::move(atoms));
    }
}

void Builder::applyParentRules() {
    const Variant* rules = Variant::byName(parent->rulesOf);
    // The game rules of the parent (flags only: kinds and squares are the engine's).
    v->stalemate = rules->stalemate;
    v->stalemateLoses = rules->stalemateLoses;
    v->mandatoryCapture = rules->mandatoryCapture;
    v->atomic = rules->atomic;
    v->firstKingIsRoyal = rules->firstKingIsRoyal;
    v->bareKingLoses = rules->bareKingLoses;
    v->losingAllButKingWins = rules->losingAllButKingWins;
    v->checkmateWins = rules->checkmateWins;
    v->losingAllWins = rules->losingAllWins;
    v->checksToWin = rules->checksToWin;
    v->counting = rules->counting;
    v->kingsMayNotFace = rules->kingsMayNotFace;
    v->perpetualCheckLoses = rules->perpetualCheckLoses;
    v->fiftyMovePlies = rules->fiftyMovePlies;
    v->pointsOnIntersections = rules->pointsOnIntersections;
    v->family = rules->family;
    v->promotionRanks = rules->promotionRanks;
    v->holdings = def.setup.holdings > 0 || (def.setup.holdings < 0 && rules->holdings);
    // XBoard's shogi zone: a third of the board, three ranks on eight.
    if (parent->family == ParentFamily::Shogi)
        v->promotionRanks = std::max(1, v->height / 3 + (v->height == 8));
}

std::string Builder::startFen(std::vector<std::string> fen) {
    // XBoard ignores castling rights where nothing castles; our reader refuses them.
    // Where unmoved pieces matter (a king's initial leaps) they are marked by file.
    auto digits = [](const std::string& f) {
        return !f.empty() && std::isdigit(static_cast<unsigned char>(f[0]));
    };
    // "placement side half full" and CFEN's "placement side full" have no rights field.
    const bool counters = (fen.size() == 4 && digits(fen[2]) && digits(fen[3])) ||
                          (fen.size() == 3 && digits(fen[2]));
    if (fen.size() >= 3 && !counters) {
        std::string rights;
        // XBoard ignores a right whose rook is not there (Fairy-Max's "KQkq" with
        // Black's rooks replaced); the reader would refuse it.
        if (v->castling)
            for (char c : fen[2]) {
                if (c == '-') continue;
                std::vector<std::string> one = fen;
                one[2] = std::string(1, c);
                one.resize(3);
                std::string text;
                for (const std::string& f : one)
                    text += (text.empty() ? "" : " ") + f;
                if (Position::fromFen(*v, text)) rights += c;
            }
        if (v->tracksVirgin)
            for (int c = 0; c < 2; ++c)
                for (size_t k = 0; k < v->kinds.size(); ++k) {
                    if (std::none_of(v->kinds[k].atoms.begin(), v->kinds[k].atoms.end(),
                                     [](const MoveAtom& a) { return a.fromZone & ZoneInitial; }))
                        continue;
                    // Files of this kind on its home rank in the placement.
                    const auto rows = fen[0].substr(0, fen[0].find('['));
                    std::vector<std::string> ranks;
                    std::istringstream in(rows);
                    for (std::string r; std::getline(in, r, '/');)
                        ranks.push_back(r);
                    const std::string& home = c == 0 ? ranks.back() : ranks.front();
                    int file = 0;
                    for (size_t i = 0; i < home.size(); ++i) {
                        const char ch = home[i];
                        if (std::isdigit(static_cast<unsigned char>(ch))) {
                            int n = 0;
                            while (i < home.size() &&
                                   std::isdigit(static_cast<unsigned char>(home[i])))
                                n = n * 10 + (home[i++] - '0');
                            --i;
                            file += n;
                            continue;
                        }
                        if (!std::isalpha(static_cast<unsigned char>(ch))) continue;
                        const bool white = std::isupper(static_cast<unsigned char>(ch));
                        if (white == (c == 0) && upper(ch) == v->kinds[k].letter) {
                            const char f = char('A' + file);
                            if (f == 'K' || f == 'Q')
                                unsupported("first moves of a piece on file k or q");
                            else
                                rights += c == 0 ? f : char(std::tolower(f));
                        }
                        ++file;
                    }
                }
        fen[2] = rights.empty() ? "-" : rights;
    }
    std::string joined;
    for (const std::string& f : fen)
        joined += (joined.empty() ? "" : " ") + f;
    return joined;
}

// No `setup`, only piece lines (Fairy-Max's falcon): a variant Tabiya has built in whose
// pieces the engine redefines, as XBoard plays a standard variant with `piece` lines.
EngineVariantBuild Builder::redefineBuiltIn() {
    const Variant* builtIn = Variant::byName(def.name);
    if (!builtIn) {
        out.error = "no setup, and \"" + def.name + "\" is not a variant Tabiya knows";
        return out;
    }
    *v = *builtIn;
    for (const PieceCommand& p : def.pieces) {
        if (!p.ok) continue;
        const char letter = upper(p.letter);
        const int k = p.promoted ? v->markedKind(letter, '+') : v->kindForLetter(letter);
        if (k < 0) {
            unsupported(std::string("a piece line for a piece the variant does not have (") +
                        p.letter + ")");
            continue;
        }
        XBetzaAtoms atoms = compileXBetza(p.description);
        for (const std::string& r : atoms.unsupported)
            unsupported(std::string(1, p.letter) + " " + r);
        if (atoms.castleSteps[0] || atoms.castleSteps[1] || atoms.enPassant)
            continue; // castling and e.p. stay the variant's own
        if (builtIn->isXiangqiLike() || std::islower(static_cast<unsigned char>(p.letter))) {
            unsupported(std::string("redefined moves of ") + p.letter + " in " + def.name);
            continue;
        }
        if (atoms.cylinder != builtIn->cylinder || (builtIn->cylinder && atoms.flat))
            unsupported(std::string(1, p.letter) +
                        " moves around the board's side edges where the variant does not");
        v->kinds[size_t(k)].atoms = atoms.atoms;
        v->kinds[size_t(k)].turnedForBlack = true;
    }
    v->name = def.name;
    v->finalize();
    out.startFen = v->startFen;
    out.variant = v.release();
    return out;
}

EngineVariantBuild Builder::run() {
    const VariantSetup& s = def.setup;
    if (s.fen.empty()) return redefineBuiltIn();
    std::string parentName = s.parent;
    if (parentName.empty()) parentName = def.name; // "setup FEN": the variant played
    parent = parentNamed(parentName);
    if (!parent) {
        unsupported("the rules of parent variant \"" + parentName + "\"");
        parent = parentNamed("fairy");
    }
    if (const char* reason = hiddenRules(def.name)) unsupported(reason);
    std::vector<std::string> fen = splitFields(s.fen);
    normalizeFen(fen);
    if (!geometry(fen)) return out;
    applyParentRules();
    collectKinds(fen);
    if (plans.size() > size_t(MaxKinds)) {
        out.error = "more piece types than Tabiya can hold";
        return out;
    }
    dropIdlePieces(fen);
    compileMoves();

    v->name = def.name;
    findRoyalAndPawn();
    addKinds();
    applyCylinder();
    linkPromotedForms();
    if (parent->family == ParentFamily::Shogi) applyShogiRules();
    for (size_t i = 0; i < plans.size(); ++i) {
        const PieceCommand* line = plans[i].white ? plans[i].white : plans[i].black;
        if (line) checkDropRules(plans[i], v->kinds[i], line->description);
    }
    if (parent->family == ParentFamily::Xiangqi) {
        v->palaceFileLo = (v->width - 1) / 2 - 1;
        v->palaceFileHi = (v->width - 1) / 2 + 1;
        v->palaceDepth = 3;
        v->promotionRanks = 0;
        v->pawnStartRank = -1;
    }
    choosePromotions();
    applyInitialMoves(fen);
    applyCastling(fen);
    checkRoyalOnBothSides(fen);
    v->enPassant = enPassant;
    return finish(fen);
}

void Builder::normalizeFen(std::vector<std::string>& fen) {
    // Fairy-Stockfish's check counter ("5+5") where the parent counts no checks.
    if (fen.size() > 4 && fen[4].find('+') != std::string::npos &&
        !Variant::byName(parent->rulesOf)->checksToWin)
        fen.erase(fen.begin() + 4);
    // Sjaak II writes the holdings apart ("KGSBR [-] w"), and may end the placement with '/'.
    if (fen.size() > 1 && fen[1].front() == '[') {
        fen[0] += fen[1];
        fen.erase(fen.begin() + 1);
    }
    if (!fen.empty() && fen[0].size() > 1 && fen[0].back() == '/') fen[0].pop_back();
}

void Builder::findRoyalAndPawn() {
    const ParentFamily family = parent->family;
    if (!v->losingAllWins) {
        if (family == ParentFamily::Xiangqi) royal = kindOfType(9);
        if (std::string(parent->rulesOf) == "knightmate") royal = kindOfType(20);
        if (royal < 0) royal = kindOfType(XBoardKing);
    }
    pawnKind = family == ParentFamily::Shogi ? -1 : kindOfType(0);
}

void Builder::addKinds() {
    const ParentFamily family = parent->family;
    for (size_t i = 0; i < plans.size(); ++i) {
        const KindPlan& p = plans[i];
        XBetzaAtoms& c = compiled[i];
        PieceKind k;
        k.letter = p.letter;
        k.mark = p.mark;
        k.aliases = p.aliases;
        k.name = p.type >= 0 ? xboardTypeName(p.type) : std::string(1, p.letter);
        k.atoms = c.atoms;
        k.turnedForBlack = true; // XBoard turns Black's XBetza round
        k.royal = int(i) == royal;
        k.pawn = int(i) == pawnKind;
        if (k.royal && (c.castleSteps[0] || c.castleSteps[1])) {
            castles = true;
            castleSteps[0] = c.castleSteps[0];
            castleSteps[1] = c.castleSteps[1];
        } else if (c.castleSteps[0] || c.castleSteps[1]) {
            unsupported(std::string("castling of a piece that is not royal (") + p.letter + ")");
        }
        if (int(i) == royal && !p.white && !p.black && family == ParentFamily::Chess &&
            Variant::byName(parent->rulesOf)->castling)
            castles = true; // XBoard's own king castles where the FEN says it may
        enPassant |= c.enPassant && k.pawn;
        if (c.enPassant && !k.pawn)
            unsupported(std::string("en-passant captures of a piece that is not the pawn (") +
                        p.letter + ")");
        // Xiangqi's zones (see the top of the file).
        // A board with an odd number of ranks has no river (minixiangqi's soldiers step
        // sideways from the start, as in Fairy-Stockfish).
        if (family == ParentFamily::Xiangqi) {
            const bool river = v->height % 2 == 0;
            for (MoveAtom& a : k.atoms) {
                if (k.royal || p.type == 5) a.toZone |= ZonePalace;
                if (p.type == 6 && river) a.toZone |= ZoneOwnHalf;
                if (p.type == 0 && a.dr == 0 && river) a.fromZone |= ZoneEnemyHalf;
            }
        }
        k.value = k.royal ? 0 : k.pawn ? 100 : roughValue(k.atoms);
        if (k.mark == '~') k.demoted = pawnKind;
        v->kinds.push_back(std::move(k));
    }
}

void Builder::applyCylinder() {
    // Fairy-Max's cylinder moves (o): the whole board wraps, so every sideways move must.
    const bool wraps = std::any_of(compiled.begin(), compiled.end(),
                                   [](const XBetzaAtoms& c) { return c.cylinder; });
    if (wraps) {
        v->cylinder = true;
        if (std::any_of(compiled.begin(), compiled.end(),
                        [](const XBetzaAtoms& c) { return c.flat; }))
            unsupported("moves around the board's side edges for some pieces and not others");
        for (const PieceKind& k : v->kinds)
            for (const MoveAtom& a : k.atoms)
                if (a.kind != AtomKind::Leap && a.kind != AtomKind::Ride &&
                    !(a.kind == AtomKind::LameLeap && !a.leg2Df && !a.leg2Dr))
                    unsupported("hops and bent moves around the board's side edges");
    }
}

void Builder::linkPromotedForms() {
    // Shogi: promoted forms, forced promotion, drops.
    for (size_t i = 0; i < plans.size(); ++i) {
        if (!plans[i].mark) continue;
        const int base = planFor(plans[i].letter, 0);
        if (base < 0) {
            unsupported(std::string("a promoted form of a piece that is not there (+") +
                        plans[i].letter + ")");
            continue;
        }
        if (plans[i].mark == '+') {
            v->kinds[i].demoted = base;
            v->kinds[size_t(base)].promotesTo = int(i);
        }
    }
}

void Builder::applyShogiRules() {
    // A piece must promote (and may not be dropped) where it could never move again:
    // on the far ranks its shortest forward move overshoots (shogi's pawn and lance 1,
    // knight 2; euroshogi's knight, which also steps sideways, none).
    for (size_t i = 0; i < plans.size(); ++i) {
        if (plans[i].mark || v->kinds[i].promotesTo < 0) continue;
        int forced = v->height;
        for (const MoveAtom& a : v->kinds[i].atoms)
            forced = std::min(forced, a.kind == AtomKind::Leap || a.kind == AtomKind::LameLeap ||
                                              a.kind == AtomKind::PathLeap
                                          ? std::max(0, int(a.dr))
                                      : a.dr > 0 ? 1
                                                 : 0);
        v->kinds[i].forcedRanks = forced == v->height ? 0 : forced;
    }
    v->dropPawnKind = kindOfType(0);
    v->pawnStartRank = -1;
}

void Builder::choosePromotions() {
    // Promotion: a pawn promotes in the far ranks to the parent's choice of kinds.
    const ParentFamily family = parent->family;
    if (pawnKind >= 0 && v->promotionRanks > 0) {
        std::vector<int> choice;
        const int ferz = kindOfType(5), queen = kindOfType(4);
        if (family == ParentFamily::Shatranj || family == ParentFamily::Makruk) {
            if (ferz >= 0)
                choice.push_back(ferz);
            else if (queen >= 0)
                choice.push_back(queen);
        }
        if (choice.empty()) {
            for (size_t i = 0; i < v->kinds.size(); ++i)
                if (v->kinds[i].mark == '~') choice.push_back(int(i));
        }
        if (choice.empty())
            for (size_t i = 0; i < v->kinds.size(); ++i)
                if (!v->kinds[i].royal && int(i) != pawnKind && !v->kinds[i].mark)
                    choice.push_back(int(i));
        std::stable_sort(choice.begin(), choice.end(),
                         [&](int a, int b) { return v->kinds[a].value > v->kinds[b].value; });
        v->promotionKinds = choice;
    }
}

void Builder::applyInitialMoves(const std::vector<std::string>& fen) {
    // Initial moves: a pawn's from its start rank; any other piece's while unmoved.
    if (pawnKind >= 0) {
        const auto rows = fen[0].substr(0, fen[0].find('['));
        std::vector<std::string> ranks;
        std::istringstream in(rows);
        for (std::string r; std::getline(in, r, '/');)
            ranks.push_back(r);
        std::vector<int> pawnRanks;
        for (size_t r = 0; r < ranks.size(); ++r) {
            if (ranks[r].find(char(v->kinds[size_t(pawnKind)].letter)) != std::string::npos)
                pawnRanks.push_back(int(ranks.size() - 1 - r));
        }
        bool initialMoves = false;
        for (MoveAtom& a : v->kinds[size_t(pawnKind)].atoms)
            if (a.fromZone & ZoneInitial) {
                a.fromZone = uint8_t((a.fromZone & ~ZoneInitial) | ZonePawnStart);
                initialMoves = true;
            }
        if (initialMoves) {
            if (pawnRanks.size() > 1)
                unsupported("first moves of pawns that start on different ranks");
            v->pawnStartRank = pawnRanks.empty() ? 1 : pawnRanks.front();
        }
    }
}

void Builder::applyCastling(const std::vector<std::string>& fen) {
    // Castling: the king goes the O atom's distance towards the rook, which lands beside it.
    v->castling = castles;
    if (castles && royal >= 0 && (castleSteps[0] || castleSteps[1])) {
        if (castleSteps[0] && castleSteps[1] && castleSteps[0] == castleSteps[1])
            v->castleKingSteps = castleSteps[0];
        else
            unsupported("castling to one side only");
    }
    // Shako castles on the second rank; Tabiya's castling starts on the first.
    if (v->castling) {
        const std::string rows = fen[0].substr(0, fen[0].find('['));
        const std::string last = rows.substr(rows.rfind('/') + 1);
        const char king = royal >= 0 ? v->kinds[size_t(royal)].letter : 'K';
        if (last.find(king) == std::string::npos && fen.size() > 2 && fen[2] != "-") {
            unsupported("castling of a king that does not start on the first rank");
            v->castling = false;
        }
    }
}

void Builder::checkRoyalOnBothSides(const std::vector<std::string>& fen) {
    // XBoard's royal piece is a type: a side without one (Sjaak II's maharaja, whose
    // maharaja is royal to Sjaak) cannot be checkmated, which the engine would not agree with.
    if (royal >= 0) {
        const char k = v->kinds[size_t(royal)].letter;
        const std::string rows = fen[0].substr(0, fen[0].find('['));
        const bool white = rows.find(k) != std::string::npos;
        const bool black = rows.find(char(std::tolower(k))) != std::string::npos;
        if (white != black) unsupported("a royal piece for one side only");
    }
}

EngineVariantBuild Builder::finish(const std::vector<std::string>& fen) {
    v->finalize(); // derives tracksVirgin, which the start FEN's rights depend on
    v->startFen = startFen(fen);
    std::string error;
    auto pos = Position::fromFen(*v, v->startFen, &error);
    if (!pos) {
        out.error = "the start position does not fit the variant: " + error;
        return out;
    }
    v->startFen = pos->fen();
    v->finalize();
    out.startFen = v->startFen;
    out.variant = v.release();
    return out;
}

// Everything a definition says, as one string: the interning key.
std::string keyOf(const EngineVariantDefinition& d) {
    std::string k = d.name + '\n' + d.setup.pieceToChar + '\n' + std::to_string(d.setup.width) +
                    'x' + std::to_string(d.setup.height) + '+' + std::to_string(d.setup.holdings) +
                    '_' + d.setup.parent + (d.setup.prelude ? "!" : "") + '\n' + d.setup.fen;
    for (const PieceCommand& p : d.pieces)
        k += std::string("\n") + (p.promoted ? "+" : "") + p.letter + (p.bothColours ? "&" : "") +
             ' ' + p.description;
    return k;
}

} // namespace

std::optional<std::string> geometryStartFen(const VariantGeometry& g, std::string* error) {
    auto fail = [error](std::string why) -> std::optional<std::string> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const Parent* parent = parentNamed(g.parent);
    const Variant* rules = parent ? Variant::byName(parent->rulesOf) : nullptr;
    if (!rules) return fail("no parent variant '" + g.parent + "' to take the men from");
    if (g.width != rules->width)
        return fail("XBoard sets up no men on a board of another width than " + g.parent + "'s (" +
                    std::to_string(rules->width) + " files)");
    // The parent's start: back rank, pawns on every file, empty ranks, and the same for
    // Black; only such a start has XBoard's rule for another height.
    const std::string& start = rules->startFen;
    const size_t space = start.find(' ');
    std::vector<std::string> rows;
    std::istringstream placement(start.substr(0, space));
    for (std::string row; std::getline(placement, row, '/');)
        rows.push_back(row);
    const std::string pawns(size_t(g.width), 'p');
    if (rows.size() < 4 || rows[1] != pawns ||
        rows[rows.size() - 2] != std::string(size_t(g.width), 'P'))
        return fail(g.parent + "'s start has no rank of pawns for XBoard to move");
    const int pawnRank = std::max(1, g.height - 7);
    if (g.height - 1 - pawnRank <= pawnRank)
        return fail("a board of " + std::to_string(g.height) + " ranks is too low for " + g.parent +
                    "'s men");
    std::string fen;
    for (int rank = g.height - 1; rank >= 0; --rank) {
        if (!fen.empty()) fen += '/';
        if (rank == 0)
            fen += rows.back();
        else if (rank == g.height - 1)
            fen += rows.front();
        else if (rank == pawnRank)
            fen += rows[rows.size() - 2];
        else if (rank == g.height - 1 - pawnRank)
            fen += pawns;
        else
            fen += std::to_string(g.width);
    }
    return fen + (space == std::string::npos ? " w - - 0 1" : start.substr(space));
}

EngineVariantBuild buildEngineVariant(const EngineVariantDefinition& definition) {
    // Interned: one Variant per distinct definition, alive for the process.
    static std::mutex mutex;
    static std::map<std::string, std::pair<std::unique_ptr<const Variant>, EngineVariantBuild>>
        built;
    const std::string key = keyOf(definition);
    std::lock_guard lock(mutex);
    if (auto it = built.find(key); it != built.end()) return it->second.second;
    EngineVariantBuild b = Builder(definition).run();
    std::unique_ptr<const Variant> owner(b.variant);
    built.emplace(key, std::make_pair(std::move(owner), b));
    return b;
}

} // namespace tabiya
