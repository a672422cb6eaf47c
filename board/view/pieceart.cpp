#include "board/view/pieceart.h"

#include <array>

namespace tabiya::PieceArt {

namespace {

// XBoard 4.9's ChessSquare order for one colour, with the image file XBoard draws for
// each type (its draw.c pngPieceNames) and its default PIECETOCHAR letters. Several
// image names do not say what the piece is (XBoard draws the Silver general with an
// image called "Chancellor"), which is why lookups go by type first. The chu pieces'
// types follow XBoard's chu set-up (Cat the ferocious leopard, Claw the blind tiger, Axe
// the reverse chariot, Sword and Dagger the vertical and side movers, Mother the
// phoenix, Nothing the kirin, Drunk the drunk elephant).
constexpr std::array<XBoardImage, 66> Order{{
    {"Pawn", "Pawn", 'P', "pawn"},
    {"Knight", "Knight", 'N', "knight"},
    {"Bishop", "Bishop", 'B', "bishop"},
    {"Rook", "Rook", 'R', "rook"},
    {"Queen", "Queen", 'Q', "queen"},
    {"Ferz", "Advisor", 'F', "ferz"},
    {"Alfil", "Elephant", 'E', "alfil"},
    {"Angel", "Archbishop", 'A', "archbishop"},
    {"Marshall", "Marshall", 'C', "chancellor"},
    {"Wazir", "Gold", 'W', "wazir"},
    {"Man", "Commoner", 'M', "commoner"},
    {"Cannon", "Canon", 'O', "cannon"},
    {"Nightrider", "Nightrider", 'H', "nightrider"},
    {"Cardinal", "CrownedBishop", 'I', "dragonhorse"},
    {"Dragon", "CrownedRook", 'J', "dragonking"},
    {"Grasshopper", "Crown", 'G', "grasshopper"},
    {"Silver", "Chancellor", 'D', "silver"},
    {"Falcon", "Hawk", 'V', "falcon"},
    {"Lance", "Lance", 'L', "lance"},
    {"Cobra", "Cobra", 'S', "cobra"},
    {"Unicorn", "Unicorn", 'U', "unicorn"},
    {"Lion", "Lion", 0, "lion"},
    {"Sword", "Sword", 0, "verticalmover"},
    {"Zebra", "Zebra", 0, "zebra"},
    {"Camel", "Camel", 0, "camel"},
    {"Tower", "Tower", 0, "tower"},
    {"Wolf", "Wolf", 0, "wolf"},
    {"Hat", "Hat", 0, "hat"},
    {"Duck", "Duck", 0, "duck"},
    {"Amazon", "Amazon", 0, "amazon"},
    {"Flying", "Dragon", 0, "flyingdragon"},
    {"Gnu", "Gnu", 0, "gnu"},
    {"Cub", "Cub", 0, "cub"},
    {"Shield", "LShield", 0, "lshield"},
    {"Horse", "Pegasus", 0, "pegasus"},
    {"Wizard", "Wizard", 0, "wizard"},
    {"Copper", "Copper", 0, "copper"},
    {"Iron", "Iron", 0, "iron"},
    {"Viking", "Viking", 0, "viking"},
    {"Flag", "Flag", 0, "flag"},
    {"Axe", "Axe", 0, "reversechariot"},
    {"Dolphin", "Dolphin", 0, "dolphin"},
    {"Cat", "Leopard", 0, "leopard"},
    {"Claw", "Claw", 0, "tiger"},
    {"Wheel", "Left", 0, "leftwheel"},
    {"Butterfly", "Butterfly", 0, "butterfly"},
    {"PBishop", "PromoBishop", 0, "pbishop"},
    {"PRook", "PromoRook", 0, "prook"},
    {"HCrown", "HCrown", 0, "hcrown"},
    {"Shierd", "RShield", 0, "rshield"},
    {"Monarch", "Prince", 0, "prince"},
    {"Mother", "Phoenix", 0, "phoenix"},
    {"Nothing", "Kylin", 0, "kirin"},
    {"Drunk", "Drunk", 0, "alfil"},
    {"Wheer", "Right", 0, "rightwheel"},
    {"Tokin", "GoldPawn", 0, "tokin"},
    {"PKnight", "GoldKnight", 0, "pknight"},
    {"PCardinal", "PromoHorse", 0, "dragonhorse"},
    {"PDragon", "PromoDragon", 0, "dragonking"},
    {"PLance", "GoldLance", 0, "plance"},
    {"PSilver", "GoldSilver", 0, "psilver"},
    {"Dagger", "HSword", 0, "sidemover"},
    {"PSword", "PromoSword", 0, "pverticalmover"},
    {"PDagger", "PromoHSword", 0, "psidemover"},
    {"Crown", "Princess", 0, "crown"},
    {"King", "King", 'K', "king"},
}};

// English kind names (squeezed: lower case, no spaces, hyphens or underscores) and the
// usual aliases of variant literature, to art ids.
struct Alias {
    const char* name;
    const char* art;
};
constexpr Alias KindNames[] = {
    {"pawn", "pawn"},
    {"knight", "knight"},
    {"bishop", "bishop"},
    {"rook", "rook"},
    {"queen", "queen"},
    {"king", "king"},
    {"archbishop", "archbishop"},
    {"cardinal", "archbishop"}, // Capablanca's name; XBoard's "Cardinal" type differs
    {"princess", "archbishop"},
    {"janus", "archbishop"},
    {"angel", "archbishop"},
    {"chancellor", "chancellor"},
    {"marshal", "chancellor"},
    {"marshall", "chancellor"},
    {"empress", "chancellor"},
    {"ferz", "ferz"},
    {"fers", "ferz"},
    {"met", "ferz"},
    {"alfil", "alfil"},
    {"elephant", "alfil"},
    {"wazir", "wazir"},
    {"man", "commoner"},
    {"mann", "commoner"},
    {"commoner", "commoner"},
    {"guard", "commoner"},
    {"cannon", "cannon"},
    {"nightrider", "nightrider"},
    {"dragonhorse", "dragonhorse"},
    {"promotedbishop", "dragonhorse"},
    {"dragonking", "dragonking"},
    {"dragon", "dragonking"},
    {"promotedrook", "dragonking"},
    {"grasshopper", "grasshopper"},
    {"silver", "silver"},
    {"silvergeneral", "silver"},
    {"khon", "silver"},
    {"gold", "gold"},
    {"goldgeneral", "gold"},
    {"falcon", "falcon"},
    {"hawk", "falcon"},
    {"lance", "lance"},
    {"cobra", "cobra"},
    {"unicorn", "unicorn"},
    {"lion", "lion"},
    {"amazon", "amazon"},
    {"tokin", "tokin"},
    {"promotedpawn", "tokin"},
    {"promotedlance", "plance"},
    {"promotedknight", "pknight"},
    {"promotedsilver", "psilver"},
    // Chu shogi's pieces (the medallions say how they step and slide).
    {"freeking", "queen"},
    {"drunkelephant", "alfil"},
    {"coppergeneral", "copper"},
    {"copper", "copper"},
    {"ferociousleopard", "leopard"},
    {"leopard", "leopard"},
    {"blindtiger", "tiger"},
    {"tiger", "tiger"},
    {"gobetween", "gobetween"},
    {"kirin", "kirin"},
    {"phoenix", "phoenix"},
    {"sidemover", "sidemover"},
    {"verticalmover", "verticalmover"},
    {"reversechariot", "reversechariot"},
    {"freeboar", "freeboar"},
    {"flyingox", "flyingox"},
    {"flyingstag", "flyingstag"},
    {"whale", "whale"},
    {"whitehorse", "whitehorse"},
    {"hornedfalcon", "hornedfalcon"},
    {"soaringeagle", "soaringeagle"},
    {"zebra", "zebra"},
    {"camel", "camel"},
    {"gnu", "gnu"},
    {"wildebeest", "gnu"},
    {"wizard", "wizard"},
    {"duck", "duck"},
    {"crownprince", "prince"},
    {"prince", "prince"},
    // Chu's promoted pieces that have no name of their own (board/core/chu.cpp), drawn as
    // XBoard draws their types, or as what they move like.
    {"promotedgobetween", "alfil"},
    {"promotedcoppergeneral", "psidemover"},
    {"promotedsilvergeneral", "pverticalmover"},
    {"promotedgoldgeneral", "prook"},
    {"promotedferociousleopard", "pbishop"},
    {"promotedkirin", "lion"},
    {"promotedphoenix", "queen"},
    // Superchess's veteran (king + knight); great shatranj's woody rook, general,
    // minister and high priestess drawn as XBoard draws them, with its Dragon,
    // Grasshopper, Silver and Cardinal types.
    {"veteran", "veteran"},
    {"centaur", "veteran"},
    {"woodyrook", "dragonking"},
    {"general", "grasshopper"},
    {"minister", "silver"},
    {"highpriestess", "dragonhorse"},
    // Spartan chess's pieces as XBoard draws them: its Lance, Alfil, Dragon, Angel and
    // Tower types (pieceToChar PNBRQ...K......lw......g...h......ck).
    {"hoplite", "lance"},
    {"lieutenant", "alfil"},
    {"spartangeneral", "dragonking"},
    {"warlord", "archbishop"},
    {"captain", "tower"},
    // XBoard 4.9's other images, by their own names.
    {"tower", "tower"},
    {"wolf", "wolf"},
    {"hat", "hat"},
    {"flyingdragon", "flyingdragon"},
    {"cub", "cub"},
    {"pegasus", "pegasus"},
    {"irongeneral", "iron"},
    {"iron", "iron"},
    {"viking", "viking"},
    {"flag", "flag"},
    {"dolphin", "dolphin"},
    {"butterfly", "butterfly"},
    {"crown", "crown"},
};

QString squeeze(const QString& name) {
    QString s;
    s.reserve(name.size());
    for (QChar c : name)
        if (c != u' ' && c != u'-' && c != u'_') s.append(c.toLower());
    return s;
}

} // namespace

std::span<const XBoardImage> xboardOrder() {
    return Order;
}

QString artForXBoardName(const QString& name) {
    for (const XBoardImage& x : Order)
        if (name.compare(QLatin1String(x.type), Qt::CaseInsensitive) == 0)
            return QLatin1String(x.art);
    for (const XBoardImage& x : Order)
        if (name.compare(QLatin1String(x.image), Qt::CaseInsensitive) == 0)
            return QLatin1String(x.art);
    return {};
}

QString artForPieceToCharIndex(int index, int length) {
    if (index < 0 || index >= length) return {};
    if (index == length - 1) return QStringLiteral("king");
    if (index >= int(Order.size()) - 1) return {};
    return QLatin1String(Order[size_t(index)].art);
}

QString artForKindName(const QString& name) {
    const QString key = squeeze(name);
    for (const Alias& a : KindNames)
        if (key == QLatin1String(a.name)) return QLatin1String(a.art);
    return {};
}

QStringList knownArt() {
    QStringList arts;
    for (const XBoardImage& x : Order)
        if (*x.art && !arts.contains(QLatin1String(x.art))) arts << QLatin1String(x.art);
    for (const Alias& a : KindNames)
        if (!arts.contains(QLatin1String(a.art))) arts << QLatin1String(a.art);
    return arts;
}

QString elementId(const QString& art, Color c) {
    return (c == White ? QStringLiteral("w-") : QStringLiteral("b-")) + art;
}

} // namespace tabiya::PieceArt
