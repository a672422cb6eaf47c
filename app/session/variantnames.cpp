#include "app/session/variantnames.h"

#include <QCoreApplication>
#include <algorithm>

namespace tabiya {

namespace {

struct Entry {
    const char* cecp;
    const char* display; // translated in the context "tabiya::VariantNames"
    VariantFamily family;
};

// CECP's standard variants (cecp-v2-compact.txt) and the engine-defined ones people meet
// often. Names as the variants' own communities write them.
constexpr Entry Entries[] = {
    {"normal", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Chess"), VariantFamily::Chess},
    {"fischerandom", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Chess960"), VariantFamily::Chess},
    {"nocastle", QT_TRANSLATE_NOOP("tabiya::VariantNames", "No castling"), VariantFamily::Chess},
    {"wildcastle", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Wild castle"), VariantFamily::Chess},
    {"losers", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Losers"), VariantFamily::ChessRules},
    {"suicide", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Suicide"), VariantFamily::ChessRules},
    {"giveaway", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Giveaway"), VariantFamily::ChessRules},
    {"twokings", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Two kings"), VariantFamily::ChessRules},
    {"3check", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Three-check"), VariantFamily::ChessRules},
    {"atomic", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Atomic"), VariantFamily::ChessRules},
    {"crazyhouse", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Crazyhouse"),
     VariantFamily::ChessRules},
    {"capablanca", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Capablanca"),
     VariantFamily::FairyPieces},
    {"gothic", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Gothic"), VariantFamily::FairyPieces},
    {"janus", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Janus"), VariantFamily::FairyPieces},
    {"caparandom", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Capablanca random"),
     VariantFamily::FairyPieces},
    {"knightmate", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Knightmate"),
     VariantFamily::FairyPieces},
    {"berolina", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Berolina"), VariantFamily::FairyPieces},
    {"falcon", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Falcon"), VariantFamily::FairyPieces},
    {"cylinder", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Cylinder"), VariantFamily::FairyPieces},
    {"super", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Superchess"), VariantFamily::FairyPieces},
    {"great", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Great shatranj"),
     VariantFamily::FairyPieces},
    {"seirawan", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Seirawan"), VariantFamily::FairyPieces},
    {"spartan", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Spartan"), VariantFamily::FairyPieces},
    {"shatranj", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Shatranj"), VariantFamily::Historic},
    {"courier", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Courier"), VariantFamily::Historic},
    {"makruk", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Makruk"), VariantFamily::Historic},
    {"cambodian", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Cambodian"), VariantFamily::Historic},
    {"ai-wok", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Ai-wok"), VariantFamily::Historic},
    {"asean", QT_TRANSLATE_NOOP("tabiya::VariantNames", "ASEAN"), VariantFamily::Historic},
    {"xiangqi", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Xiangqi"), VariantFamily::Xiangqi},
    {"janggi", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Janggi"), VariantFamily::Xiangqi},
    {"shogi", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Shogi"), VariantFamily::Shogi},
    {"chu", QT_TRANSLATE_NOOP("tabiya::VariantNames", "Chu shogi"), VariantFamily::Shogi},
};

QString translated(const char* text) {
    return QCoreApplication::translate("tabiya::VariantNames", text);
}

} // namespace

VariantName variantName(const QString& cecp) {
    for (const Entry& e : Entries)
        if (cecp == QLatin1String(e.cecp)) return {cecp, translated(e.display), e.family};
    return {cecp, cecp, VariantFamily::Other};
}

QString variantFamilyName(VariantFamily family) {
    switch (family) {
    case VariantFamily::Chess:
        return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Chess"));
    case VariantFamily::ChessRules:
        return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Chess with other rules"));
    case VariantFamily::FairyPieces:
        return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Chess with other pieces"));
    case VariantFamily::Historic:
        return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Shatranj and makruk"));
    case VariantFamily::Xiangqi:
        return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Xiangqi and janggi"));
    case VariantFamily::Shogi:
        return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Shogi"));
    case VariantFamily::Other: break;
    }
    return translated(QT_TRANSLATE_NOOP("tabiya::VariantNames", "Other"));
}

QList<VariantName> groupedVariants(const QStringList& cecpNames) {
    QList<VariantName> names;
    for (const QString& n : cecpNames)
        names << variantName(n);
    std::stable_sort(names.begin(), names.end(), [](const VariantName& a, const VariantName& b) {
        if (a.family != b.family) return a.family < b.family;
        // Chess first in its family, then by name.
        if ((a.cecp == QLatin1String("normal")) != (b.cecp == QLatin1String("normal")))
            return a.cecp == QLatin1String("normal");
        return a.display.localeAwareCompare(b.display) < 0;
    });
    return names;
}

} // namespace tabiya
