#pragma once
// PieceSet: the built-in piece sets and the element-id contract that ties a board/core
// piece to an SVG element: colour prefix "w"/"b" and the kind's upper-case FEN letter
// ("wK", "bN", "wA" for the archbishop in chess sets, "bC" for a xiangqi cannon), and the
// named elements "w-<art>" that PieceArt resolves from a kind's name ("w-archbishop",
// "b-dragonking"), which is how a variant's unorthodox pieces find their drawings.
// resources/README-pieces documents the contract for people drawing new sets.

#include "board/core/types.h"

#include <QList>
#include <QString>

namespace tabiya {

struct Variant;
class SvgSheet;

struct PieceSet {
    QString id;       // stable, for settings
    QString name;     // translated, for menus
    QString fileName; // Qt resource path of the SVG
    bool xiangqi = false;
    bool shogi = false; // five-sided tiles: the default for shogi-like variants

    // The sets the menus offer for chess and xiangqi boards (the shogi set is chosen by
    // the variant: see defaultFor).
    static QList<PieceSet> builtIn();
    static PieceSet shogiSet();
    static PieceSet byId(const QString& id);
    // The default set for a variant: Western for chess and its relatives (chu too, as
    // XBoard draws it), the Kai characters for xiangqi, tiles for shogi and its small cousins.
    static PieceSet defaultFor(const Variant& variant);
    // 0 Western, 1 xiangqi, 2 shogi: which kind of board a set is for.
    int family() const { return xiangqi ? 1 : shogi ? 2 : 0; }
    static int familyFor(const Variant& variant) { return defaultFor(variant).family(); }
    // The letter element, "wA".
    static QString elementId(const Variant& variant, Piece piece);
    // The element the sheet draws the piece with: the named art for the kind's name when
    // the sheet has it, else the letter element.
    static QString elementFor(const SvgSheet& sheet, const Variant& variant, Piece piece);
};

} // namespace tabiya
