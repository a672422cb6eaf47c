#pragma once
// What buildEngineVariant's steps (enginevariant.cpp, enginekinds.h, enginerules.h) share
// while they turn an engine's definition into a Variant: the variant being built, the
// kinds planned for it and their compiled moves, and the rules found unsupported.

#include "board/core/enginevariant.h"
#include "board/core/xbetzaatoms.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <string>
#include <vector>

namespace tabiya {

struct EngineParent;

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

struct VariantDraft {
    explicit VariantDraft(const EngineVariantDefinition& definition)
        : def(definition) {}

    const EngineVariantDefinition& def;
    EngineVariantBuild out;
    std::unique_ptr<Variant> v = std::make_unique<Variant>();
    const EngineParent* parent = nullptr;
    std::vector<KindPlan> plans;
    std::vector<XBetzaAtoms> compiled;
    // Found once the kinds are planned.
    int royal = -1;    // the royal kind, by XBoard's type
    int pawnKind = -1; // the kind that moves as XBoard's pawn
    int castleSteps[2] = {0, 0};
    bool castles = false, enPassant = false;

    void unsupported(std::string reason) {
        if (std::find(out.unsupported.begin(), out.unsupported.end(), reason) ==
            out.unsupported.end())
            out.unsupported.push_back(std::move(reason));
    }
    int planFor(char letter, char mark) const {
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
};

inline char asciiUpper(char c) {
    return char(std::toupper(static_cast<unsigned char>(c)));
}

} // namespace tabiya
