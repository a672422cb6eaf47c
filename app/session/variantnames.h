#pragma once
// What people call the variants CECP names ("normal" is chess, "fischerandom" Chess960...)
// and the family each belongs to, for New Game's grouped list and for messages. A variant
// this table does not know (an engine's own) shows its CECP name in the family "Other".

#include <QList>
#include <QString>
#include <QStringList>

namespace tabiya {

enum class VariantFamily { Chess, ChessRules, FairyPieces, Historic, Xiangqi, Shogi, Other };

struct VariantName {
    QString cecp;    // "capablanca"
    QString display; // "Capablanca", in the person's language
    VariantFamily family = VariantFamily::Other;
};

// The variant's name and family; unknown names as given, family Other.
VariantName variantName(const QString& cecp);
// A family's heading in the person's language.
QString variantFamilyName(VariantFamily family);
// The names given, ordered by family (as the enum lists them) and then by display name.
QList<VariantName> groupedVariants(const QStringList& cecpNames);

} // namespace tabiya
