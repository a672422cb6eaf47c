// The built-in variants' table: one make function per variant (builtinchess.h,
// builtinasian.h, chu.h) fills in a Variant, and entries() lists them in order.
#include "board/core/builtinvariants.h"

#include "board/core/builtinasian.h"
#include "board/core/builtinchess.h"
#include "board/core/chu.h"

namespace tabiya {

namespace {

using namespace builtin;

struct Entry {
    const char* name;
    Variant (*make)();
};

// Every built-in variant, in the order New Game lists them.
const std::vector<Entry>& entries() {
    static const std::vector<Entry> list = {
        {"normal", makeChess},
        {"nocastle", makeNoCastle},
        {"wildcastle", makeWildCastle},
        {"twokings", makeTwoKings},
        {"3check", makeThreeCheck},
        {"atomic", makeAtomic},
        {"knightmate", makeKnightmate},
        {"berolina", makeBerolina},
        {"spartan", makeSpartan},
        {"losers", makeLosers},
        {"suicide", [] { return makeGiveaway("suicide", StalemateRule::FewerPiecesWins); }},
        {"giveaway", [] { return makeGiveaway("giveaway", StalemateRule::Wins); }},
        {"capablanca",
         [] {
             return tenByEight("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/"
                                             "RNABQKBCNR w KQkq - 0 1");
         }},
        {"gothic",
         [] {
             return tenByEight("gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/"
                                         "RNBQCKABNR w KQkq - 0 1");
         }},
        {"janus", makeJanus},
        {"caparandom", makeCaparandom},
        {"falcon", makeFalcon},
        {"cylinder", makeCylinder},
        {"super", makeSuper},
        {"great", makeGreat},
        {"shatranj", makeShatranj},
        {"courier", makeCourier},
        {"makruk", makeMakruk},
        {"cambodian", makeCambodian},
        {"ai-wok", makeAiWok},
        {"asean", makeAsean},
        {"crazyhouse", makeCrazyhouse},
        {"seirawan", makeSeirawan},
        {"shogi", makeShogi},
        {"chu", makeChu},
        {"xiangqi", makeXiangqi},
        {"janggi", [] { return makeJanggi("janggi", true, true); }},
        {"janggitraditional", [] { return makeJanggi("janggitraditional", true, false); }},
        {"janggicasual", [] { return makeJanggi("janggicasual", false, false); }},
        {"janggimodern", makeJanggiModern},
    };
    return list;
}

// Built once, on first use; the addresses stay valid for the program's life.
const std::vector<Variant>& all() {
    static const std::vector<Variant> variants = [] {
        std::vector<Variant> out;
        for (const Entry& e : entries())
            out.push_back(e.make());
        return out;
    }();
    return variants;
}

} // namespace

const Variant* builtInVariant(const std::string& lowerName) {
    for (const Variant& v : all())
        if (v.name == lowerName) return &v;
    return nullptr;
}

std::vector<VariantInfo> builtInVariants() {
    std::vector<VariantInfo> out;
    for (const Variant& v : all())
        out.push_back({v.name, v.family});
    return out;
}

} // namespace tabiya
