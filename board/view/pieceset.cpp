#include "pieceset.h"

#include "variant.h"

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
    };
}

PieceSet PieceSet::byId(const QString& id) {
    const QList<PieceSet> sets = builtIn();
    for (const PieceSet& s : sets)
        if (s.id == id) return s;
    return sets.first();
}

PieceSet PieceSet::defaultFor(const Variant& variant) {
    return byId(variant.isXiangqiLike() ? QStringLiteral("xiangqi-kai")
                                        : QStringLiteral("western"));
}

QString PieceSet::elementId(const Variant& variant, Piece piece) {
    if (!isPiece(piece) || kindOf(piece) >= int(variant.kinds.size())) return {};
    const char letter = variant.kinds[kindOf(piece)].letter;
    return QString(QLatin1Char(colorOf(piece) == White ? 'w' : 'b')) + QLatin1Char(letter);
}

} // namespace tabiya
