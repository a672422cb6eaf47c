// XBetza moves to MoveAtoms. A one-leg move is a leap, a slide (a range-limited one as a
// leap per distance, the longer ones along their path), a lame leap or a hop; a move of
// several legs made of single steps becomes a lame leap over its empty squares (janggi's
// elephant, the falcon's paths) or, when its last leg slides, a bent rider (grande
// acedrex's unicorn and aanca). Everything else is reported, not approximated.

#include "board/core/xbetzaatoms.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <tuple>

namespace tabiya {
namespace {

// The king's eight directions clockwise from straight forward, as XBetza's later legs
// count their turns.
constexpr std::array<std::array<int, 2>, 8> KingDirs{
    {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};

int dirIndex(int x, int y) {
    for (int i = 0; i < 8; ++i)
        if (KingDirs[size_t(i)][0] == x && KingDirs[size_t(i)][1] == y) return i;
    return -1;
}

int sign(int v) {
    return (v > 0) - (v < 0);
}

bool unitStep(XBetzaVector v) {
    return std::abs(v.x) <= 1 && std::abs(v.y) <= 1 && (v.x || v.y);
}

// Flags no atom expresses, with why.
struct FlagReason {
    uint16_t flag;
    const char* reason;
};
constexpr FlagReason UnsupportedFlags[] = {
    {XBetzaTame, "tame moves that may not capture a royal piece (t)"},
    {XBetzaExchange, "exchange moves (x)"},
    {XBetzaKill, "moves that kill without moving (k)"},
    {XBetzaTwiceInitial, "moves from one rank ahead of the start square (ii)"},
};

struct ModeResult {
    AtomMode mode = AtomMode::MoveOrCapture;
    bool enPassant = false;
    const char* error = nullptr;
};

ModeResult modeOf(uint8_t modes) {
    ModeResult r;
    if (modes & XBetzaDestroyMode) return r.error = "captures of own pieces (d)", r;
    if (modes & XBetzaUnloadMode) return r.error = "unloading captured pieces (u)", r;
    r.enPassant = modes & XBetzaEnPassantMode;
    const bool move = modes & XBetzaMoveMode, capture = modes & XBetzaCaptureMode;
    if (r.enPassant && !capture) return r.error = "en-passant captures without plain ones", r;
    if (move && capture)
        r.mode = AtomMode::MoveOrCapture;
    else if (move)
        r.mode = AtomMode::MoveOnly;
    else if (capture)
        r.mode = AtomMode::CaptureOnly;
    else
        r.error = "a move that neither moves nor captures";
    return r;
}

MoveAtom atom(AtomKind kind, AtomMode mode, int df, int dr, uint8_t fromZone = 0) {
    MoveAtom a;
    a.kind = kind;
    a.mode = mode;
    a.df = int8_t(df);
    a.dr = int8_t(dr);
    a.fromZone = fromZone;
    return a;
}

class Compiler {
public:
    XBetzaAtoms out;

    void move(const XBetzaMove& m, std::string_view text) {
        if (m.legs.size() == 1)
            single(m.legs.front(), text);
        else
            multi(m, text);
    }

    void fail(std::string_view text, const char* reason) {
        std::string line = std::string(reason);
        if (!text.empty()) line = "\"" + std::string(text) + "\": " + line;
        if (std::find(out.unsupported.begin(), out.unsupported.end(), line) ==
            out.unsupported.end())
            out.unsupported.push_back(line);
    }

    // Two atoms making the same move would list it twice: merge or drop the copies, and
    // report what cannot be merged.
    void dedupe(std::string_view text);

    // A piece whose moves are not mirror-symmetric moves differently for Black, whose
    // right is White's left (XBoard turns the directions round); atoms are written for
    // both colours with only the ranks turned.
    void checkSymmetric(std::string_view text) {
        for (const MoveAtom& a : out.atoms) {
            const bool mirrored =
                std::any_of(out.atoms.begin(), out.atoms.end(), [&](const MoveAtom& b) {
                    return b.kind == a.kind && b.mode == a.mode && b.df == -a.df && b.dr == a.dr &&
                           b.legDf == -a.legDf && b.legDr == a.legDr && b.leg2Df == -a.leg2Df &&
                           b.leg2Dr == a.leg2Dr && b.fromZone == a.fromZone && b.toZone == a.toZone;
                });
            if (!mirrored) {
                out.chiral = true;
                break;
            }
        }
        if (out.castleSteps[0] != out.castleSteps[1] && out.castleSteps[0] && out.castleSteps[1])
            fail(text, "castling by different distances to each side");
    }

private:
    bool flagsOk(const XBetzaLeg& leg, std::string_view text) {
        for (const FlagReason& f : UnsupportedFlags)
            if (leg.flags & f.flag) return fail(text, f.reason), false;
        return true;
    }

    void noteCylinder(const XBetzaLeg& leg) {
        const bool sideways = std::any_of(leg.vectors.begin(), leg.vectors.end(),
                                          [](XBetzaVector v) { return v.x != 0; });
        if (leg.flags & XBetzaCylinder)
            out.cylinder = true;
        else if (sideways)
            out.flat = true;
    }

    void single(const XBetzaLeg& leg, std::string_view text) {
        if (!flagsOk(leg, text)) return;
        if (leg.atom != 'O') noteCylinder(leg);
        if (leg.flags & XBetzaGrasshop) return fail(text, "grasshopper moves (g)");
        if (leg.atom == 'O') return castling(leg, text);
        if (leg.flags & XBetzaJump) return fail(text, "moves that must jump (j)");
        const ModeResult mode = modeOf(leg.modes);
        if (mode.error) return fail(text, mode.error);
        out.enPassant |= mode.enPassant;
        const uint8_t from = (leg.flags & XBetzaInitial) ? uint8_t(ZoneInitial) : 0;
        for (XBetzaVector v : leg.vectors) {
            if (leg.flags & XBetzaHop) {
                if (leg.range != 0 || !unitStep(v)) return fail(text, "hops of leapers");
                out.atoms.push_back(atom(AtomKind::Hop, mode.mode, v.x, v.y, from));
            } else if (leg.flags & XBetzaLame) {
                if (leg.range != 1) return fail(text, "lame slides (n)");
                MoveAtom a = atom(AtomKind::LameLeap, mode.mode, v.x, v.y, from);
                a.legDf = int8_t(v.x / 2); // XBoard's blocking square: half-way, rounded in
                a.legDr = int8_t(v.y / 2);
                if (!a.legDf && !a.legDr) return fail(text, "a lame step of one square");
                out.atoms.push_back(a);
            } else if (leg.range == 1) {
                out.atoms.push_back(atom(AtomKind::Leap, mode.mode, v.x, v.y, from));
            } else if (leg.range == 0) {
                out.atoms.push_back(atom(AtomKind::Ride, mode.mode, v.x, v.y, from));
            } else {
                // A short slide: a leap for each distance, along its one path of steps.
                if (!unitStep(v)) return fail(text, "range-limited slides of leapers");
                if (leg.range > 3) return fail(text, "range-limited slides longer than 3");
                out.atoms.push_back(atom(AtomKind::Leap, mode.mode, v.x, v.y, from));
                for (int k = 2; k <= leg.range; ++k)
                    out.atoms.push_back(
                        atom(AtomKind::PathLeap, mode.mode, k * v.x, k * v.y, from));
            }
        }
    }

    void castling(const XBetzaLeg& leg, std::string_view text) {
        if (leg.flags & XBetzaJump)
            return fail(text, "castling with a piece other than the corner one (j)");
        if (leg.range < 1 || leg.range > 8) return fail(text, "castling that far");
        for (XBetzaVector v : leg.vectors) {
            if (v.y != 0) continue; // "O2" names all four directions; only two castle
            int& steps = out.castleSteps[v.x > 0 ? 0 : 1];
            if (steps && steps != leg.range)
                return fail(text, "castling by several distances to one side");
            steps = leg.range;
        }
    }

    // A square a leg passes, and what it must hold.
    enum class Need : uint8_t { Empty, Anything };
    struct Step {
        int x, y;
        Need need;
    };
    struct Path {
        std::vector<Step> passed; // the squares the non-final legs end on
        int x = 0, y = 0;         // where the last non-final leg ended
        int dir = 0;              // its direction (index into KingDirs)
    };

    void multi(const XBetzaMove& m, std::string_view text) {
        for (const XBetzaLeg& leg : m.legs) {
            if (!flagsOk(leg, text)) return;
            if (leg.flags & XBetzaCylinder)
                return fail(text, "moves of several legs around the board's side edges (o)");
        }
        out.flat = true;
        const XBetzaLeg& last = m.legs.back();
        if (last.flags & (XBetzaHop | XBetzaGrasshop | XBetzaLame | XBetzaJump))
            return fail(text, "hops, lame or jumping steps in the last leg of a bent move");
        if (last.atom == 'O') return fail(text, "castling in a move of several legs");
        const ModeResult mode = modeOf(last.modes);
        if (mode.error) return fail(text, mode.error);
        if (mode.enPassant) return fail(text, "en passant in a move of several legs");
        const uint8_t fromZone = (m.legs.front().flags & XBetzaInitial) ? uint8_t(ZoneInitial) : 0;

        std::vector<Path> paths;
        if (!walkFirstLegs(m, text, paths)) return;
        addLastLeg(last, paths, mode, fromZone, text);
    }

    // The paths the legs before the last one walk, one per choice of direction in each
    // leg; false (after fail()) when XBoard's reading has them do what atoms cannot.
    bool walkFirstLegs(const XBetzaMove& m, std::string_view text, std::vector<Path>& paths) {
        paths = {Path{}};
        for (size_t i = 0; i + 1 < m.legs.size(); ++i) {
            const XBetzaLeg& leg = m.legs[i];
            if (leg.range != 1) return failed(text, "a slide before the last leg");
            Need need = Need::Empty;
            if (leg.modes & (XBetzaCaptureMode | XBetzaDestroyMode))
                return failed(text, "captures on the way (several captures in one move)");
            if (leg.flags & (XBetzaHop | XBetzaGrasshop)) {
                if (!(leg.modes & XBetzaMoveMode))
                    return failed(text, "hopping over a piece on the way");
                need = Need::Anything; // "mp": passes whatever stands there
            } else if (!(leg.modes & XBetzaMoveMode)) {
                return failed(text, "a leg that ends on an occupied square");
            }
            std::vector<Path> next;
            for (const Path& p : paths)
                for (XBetzaVector v : leg.vectors) {
                    int dir = -1;
                    if (i == 0) {
                        if (!unitStep(v))
                            return failed(text, "bent moves of leapers longer than a step");
                        dir = dirIndex(v.x, v.y);
                    } else {
                        const int turn = dirIndex(sign(v.x), sign(v.y));
                        if (turn < 0) return failed(text, "a bent move's turn");
                        dir = (p.dir + turn) % 8;
                    }
                    Path q = p;
                    q.dir = dir;
                    q.x += KingDirs[size_t(dir)][0];
                    q.y += KingDirs[size_t(dir)][1];
                    q.passed.push_back({q.x, q.y, need});
                    next.push_back(std::move(q));
                }
            paths = std::move(next);
        }
        return true;
    }

    // fail() where the caller goes on only on success.
    bool failed(std::string_view text, const char* reason) {
        fail(text, reason);
        return false;
    }

    // The last leg from the end of each path: a step (or slide) turned from the one before.
    void addLastLeg(const XBetzaLeg& last, const std::vector<Path>& paths, ModeResult mode,
                    uint8_t fromZone, std::string_view text) {
        for (const Path& p : paths)
            for (XBetzaVector v : last.vectors) {
                const int turn = dirIndex(sign(v.x), sign(v.y));
                if (turn < 0) return fail(text, "a bent move's turn");
                const int dir = (p.dir + turn) % 8;
                const int dx = KingDirs[size_t(dir)][0], dy = KingDirs[size_t(dir)][1];
                std::vector<Step> empty;
                for (const Step& s : p.passed)
                    if (s.need == Need::Empty) empty.push_back(s);
                if (last.range == 0) {
                    // Slide on from the last corner, which must be empty.
                    if (p.passed.back().need != Need::Empty)
                        return fail(text, "a slide from a square that may be occupied");
                    if (empty.size() > 2)
                        return fail(text, "bent slides with more than two squares on the way");
                    MoveAtom a = atom(AtomKind::BentRide, mode.mode, dx, dy, fromZone);
                    a.legDf = int8_t(p.x);
                    a.legDr = int8_t(p.y);
                    if (empty.size() == 2) {
                        a.leg2Df = int8_t(empty[0].x);
                        a.leg2Dr = int8_t(empty[0].y);
                    }
                    out.atoms.push_back(a);
                } else if (last.range == 1) {
                    bentLeaps[{p.x + dx, p.y + dy, int(mode.mode), fromZone}].push_back(empty);
                } else {
                    return fail(text, "a range-limited last leg");
                }
            }
    }

public:
    // The stepping moves of several legs, gathered over all the piece's moves (the
    // falcon's four moves reach one square by three paths), as atoms.
    void flushBentLeaps(std::string_view text) {
        for (auto& [key, found] : bentLeaps) {
            const auto [x, y, mode, fromZone] = key;
            // The same path written twice is one way.
            std::vector<std::vector<Step>> ways;
            for (const auto& w : found)
                if (std::none_of(ways.begin(), ways.end(), [&](const std::vector<Step>& v) {
                        return std::equal(
                            v.begin(), v.end(), w.begin(), w.end(),
                            [](const Step& a, const Step& b) { return a.x == b.x && a.y == b.y; });
                    }))
                    ways.push_back(w);
            if (ways.size() == 1) {
                const auto& e = ways.front();
                if (e.size() > 2) return fail(text, "lame leaps over more than two squares");
                MoveAtom a = atom(e.empty() ? AtomKind::Leap : AtomKind::LameLeap, AtomMode(mode),
                                  x, y, uint8_t(fromZone));
                if (e.size() >= 1) a.legDf = int8_t(e[0].x), a.legDr = int8_t(e[0].y);
                if (e.size() == 2) a.leg2Df = int8_t(e[1].x), a.leg2Dr = int8_t(e[1].y);
                out.atoms.push_back(a);
                continue;
            }
            // Several ways to one square: the falcon's "any of its shortest paths", which
            // PathLeap derives itself.
            if (!shortestPaths(x, y, ways))
                return fail(text, "several different paths to one square");
            out.atoms.push_back(atom(AtomKind::PathLeap, AtomMode(mode), x, y, uint8_t(fromZone)));
        }
    }

private:
    std::map<std::tuple<int, int, int, int>, std::vector<std::vector<Step>>> bentLeaps;

    // Are these all the paths of king steps to (x, y) that never turn back, as PathLeap
    // takes them (each path listing both squares it passes)?
    static bool shortestPaths(int x, int y, const std::vector<std::vector<Step>>& ways) {
        const int n = std::max(std::abs(x), std::abs(y));
        if (n != 3) return false;
        std::vector<std::vector<std::pair<int, int>>> got;
        for (const auto& w : ways) {
            if (w.size() != 2) return false;
            std::vector<std::pair<int, int>> sq;
            for (const Step& s : w) {
                if (std::abs(s.x) > std::abs(x) || std::abs(s.y) > std::abs(y)) return false;
                if ((s.x && sign(s.x) != sign(x)) || (s.y && sign(s.y) != sign(y))) return false;
                sq.emplace_back(s.x, s.y);
            }
            got.push_back(sq);
        }
        std::sort(got.begin(), got.end());
        got.erase(std::unique(got.begin(), got.end()), got.end());
        // The number of monotone king-step paths of three steps: C(3, min(|x|, |y|)).
        const int m = std::min(std::abs(x), std::abs(y));
        const int expected = m == 0 || m == 3 ? 1 : 3;
        return int(got.size()) == expected && int(ways.size()) == expected;
    }
};

bool covers(AtomMode big, AtomMode small) {
    return big == AtomMode::MoveOrCapture || big == small;
}

void Compiler::dedupe(std::string_view text) {
    auto& atoms = out.atoms;
    // b makes a's move wherever a may (b's from zone is a's or none).
    auto same = [](const MoveAtom& a, const MoveAtom& b) {
        return a.df == b.df && a.dr == b.dr && a.toZone == b.toZone &&
               (b.fromZone == 0 || b.fromZone == a.fromZone);
    };
    for (size_t i = 0; i < atoms.size(); ++i) {
        for (size_t j = 0; j < atoms.size(); ++j) {
            if (i == j || atoms[i].kind != AtomKind::Leap) continue;
            MoveAtom& a = atoms[i];
            const MoveAtom& b = atoms[j];
            const bool overlapping = covers(b.mode, a.mode) || covers(a.mode, b.mode);
            if (!overlapping) continue;
            // A leap another atom already makes (a leap, a slide's first step, a lame
            // leap to the same square when nothing blocks it).
            const bool identical = same(a, b) && a.fromZone == b.fromZone;
            const bool firstStep = b.kind == AtomKind::Ride && same(a, b);
            const bool sameLeap =
                b.kind == AtomKind::Leap && same(a, b) && (!identical || a.mode != b.mode || j < i);
            if (firstStep || sameLeap) {
                if (covers(b.mode, a.mode)) {
                    atoms.erase(atoms.begin() + long(i));
                    --i;
                    break;
                }
                if (a.mode == AtomMode::MoveOrCapture && identical)
                    a.mode =
                        b.mode == AtomMode::MoveOnly ? AtomMode::CaptureOnly : AtomMode::MoveOnly;
                continue;
            }
        }
    }
    // Remaining copies: a leap to a square a slide or another leap also reaches.
    for (size_t i = 0; i < atoms.size(); ++i)
        for (size_t j = i + 1; j < atoms.size(); ++j) {
            const MoveAtom& a = atoms[i];
            const MoveAtom& b = atoms[j];
            if (!(covers(a.mode, b.mode) || covers(b.mode, a.mode))) continue;
            if (a.fromZone != b.fromZone && a.fromZone && b.fromZone) continue;
            const bool aLeap =
                a.kind != AtomKind::Ride && a.kind != AtomKind::Hop && a.kind != AtomKind::BentRide;
            const bool bLeap =
                b.kind != AtomKind::Ride && b.kind != AtomKind::Hop && b.kind != AtomKind::BentRide;
            auto alongRide = [](const MoveAtom& ride, const MoveAtom& leap) {
                for (int k = 1; k <= 16; ++k)
                    if (leap.df == k * ride.df && leap.dr == k * ride.dr) return true;
                return false;
            };
            if ((aLeap && bLeap && a.df == b.df && a.dr == b.dr) ||
                (aLeap && b.kind == AtomKind::Ride && alongRide(b, a)) ||
                (bLeap && a.kind == AtomKind::Ride && alongRide(a, b)))
                return fail(text, "two of its moves reach the same square");
        }
}

} // namespace

XBetzaAtoms compileXBetza(const XBetzaPiece& piece) {
    Compiler c;
    for (const XBetzaMove& m : piece.moves)
        c.move(m, {});
    c.flushBentLeaps({});
    c.dedupe({});
    c.checkSymmetric({});
    return std::move(c.out);
}

XBetzaAtoms compileXBetza(std::string_view description) {
    const XBetzaResult r = parseXBetza(description);
    if (!r.ok) {
        XBetzaAtoms out;
        out.unsupported.push_back("\"" + std::string(description) + "\": " + r.error);
        return out;
    }
    XBetzaAtoms out = compileXBetza(r.piece);
    for (std::string& reason : out.unsupported)
        reason = "\"" + std::string(description) + "\": " + reason;
    return out;
}

} // namespace tabiya
