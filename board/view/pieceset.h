#pragma once
// PieceSet: the built-in piece sets and the element-id contract that ties a board/core
// piece to an SVG element: colour prefix "w"/"b" and the kind's upper-case FEN letter
// ("wK", "bN", "wA" for the archbishop in chess sets, "bC" for a xiangqi cannon).
// resources/README-pieces documents the contract for people drawing new sets.

#include "types.h"

#include <QList>
#include <QString>

namespace tabiya {

struct Variant;

struct PieceSet {
    QString id;       // stable, for settings
    QString name;     // translated, for menus
    QString fileName; // Qt resource path of the SVG
    bool xiangqi = false;

    static QList<PieceSet> builtIn();
    static PieceSet byId(const QString& id);
    // The default set for a variant: Western for chess, the Kai characters for xiangqi.
    static PieceSet defaultFor(const Variant& variant);
    static QString elementId(const Variant& variant, Piece piece);
};

} // namespace tabiya
