#include "board/view/pieceset.h"

#include "board/core/variant.h"
#include "board/view/pieceart.h"
#include "board/view/svgsheet.h"

#include <QCoreApplication>

namespace tabiya {

namespace {
// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(tabiya::PieceSet)
};
} // namespace

QList<PieceSet> PieceSet::builtIn() {
    return {
        {QStringLiteral("western"), Text::tr("Western"), QStringLiteral(":/pieces/western.svg"),
         false},
        {QStringLiteral("xiangqi-characters"), Text::tr("Xiangqi characters"),
         QStringLiteral(":/pieces/xiangqi-characters.svg"), true},
        {QStringLiteral("xiangqi-kai"), Text::tr("Xiangqi characters, Kai typeface"),
         QStringLiteral(":/pieces/xiangqi-kai.svg"), true},
        {QStringLiteral("xiangqi-pictograms"), Text::tr("Xiangqi pictograms"),
         QStringLiteral(":/pieces/xiangqi-pictograms.svg"), true},
        {QStringLiteral("janggi"), Text::tr("Janggi characters"),
         QStringLiteral(":/pieces/janggi.svg"), true},
    };
}

PieceSet PieceSet::shogiSet() {
    return {QStringLiteral("shogi"), Text::tr("Shogi"), QStringLiteral(":/pieces/shogi.svg"), false,
            true};
}

PieceSet PieceSet::byId(const QString& id) {
    const QList<PieceSet> sets = builtIn() << shogiSet();
    for (const PieceSet& s : sets)
        if (s.id == id) return s;
    return sets.first();
}

PieceSet PieceSet::defaultFor(const Variant& variant) {
    if (variant.isJanggiLike()) return byId(QStringLiteral("janggi"));
    if (variant.isXiangqiLike()) return byId(QStringLiteral("xiangqi-kai"));
    // shogi, minishogi, 5x5+5_shogi ...: the tiles. Every kind of such a variant has a
    // tile (the set's lookup falls back to letters for any that does not).
    if (variant.name.find("shogi") != std::string::npos) return shogiSet();
    return byId(QStringLiteral("western"));
}

QString PieceSet::elementId(const Variant& variant, Piece piece) {
    if (!isPiece(piece) || kindOf(piece) >= int(variant.kinds.size())) return {};
    const char letter = variant.kinds[kindOf(piece)].letter;
    return QString(QLatin1Char(colorOf(piece) == White ? 'w' : 'b')) + QLatin1Char(letter);
}

QString PieceSet::elementFor(const SvgSheet& sheet, const Variant& variant, Piece piece) {
    if (!isPiece(piece) || kindOf(piece) >= int(variant.kinds.size())) return {};
    const QString art =
        PieceArt::artForKindName(QString::fromStdString(variant.kinds[kindOf(piece)].name));
    if (!art.isEmpty()) {
        const QString id = PieceArt::elementId(art, colorOf(piece));
        if (sheet.hasElement(id)) return id;
    }
    return elementId(variant, piece);
}

} // namespace tabiya
