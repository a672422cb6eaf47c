#include "app/gui/variantcombo.h"

#include "app/session/variantnames.h"
#include "board/core/builtinvariants.h"

#include <QComboBox>
#include <QStandardItemModel>
#include <algorithm>
#include <optional>

namespace tabiya {

bool playsVariant(const EngineConfig& engine, const QString& variant) {
    return engine.variants.isEmpty() || engine.variants.contains(variant);
}

QStringList variantsPlayedBy(const QList<EngineConfig>& engines) {
    QStringList names;
    for (const VariantInfo& info : builtInVariants()) {
        const QString name = QString::fromStdString(info.name);
        if (std::all_of(engines.begin(), engines.end(),
                        [&](const EngineConfig& e) { return playsVariant(e, name); }))
            names << name;
    }
    if (names.isEmpty()) names << QStringLiteral("normal");
    return names;
}

void fillVariantCombo(QComboBox* combo, const QStringList& cecpNames, const QString& wanted) {
    combo->clear();
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    std::optional<VariantFamily> family;
    const QList<VariantName> grouped = groupedVariants(cecpNames);
    for (const VariantName& v : grouped) {
        if (grouped.size() > 3 && family != v.family) {
            // A heading for each family once there are more than a few to choose from.
            combo->addItem(variantFamilyName(v.family));
            if (model) {
                QStandardItem* heading = model->item(combo->count() - 1);
                heading->setFlags(heading->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
                QFont bold = heading->font();
                bold.setBold(true);
                heading->setFont(bold);
            }
        }
        family = v.family;
        combo->addItem(v.display, v.cecp);
    }
    int index = combo->findData(wanted);
    if (index < 0) index = combo->findData(QStringLiteral("normal"));
    if (index < 0 && !grouped.isEmpty()) index = combo->findData(grouped.first().cecp);
    combo->setCurrentIndex(index);
}

} // namespace tabiya
