#pragma once
// The variant list of the New Game and Machine Match dialogs: the variants the rules know
// that every engine chosen plays, by their names for people (VariantNames), under a
// heading for each family once there are more than a few.

#include "protocol/engineconfig.h"

#include <QList>
#include <QStringList>

class QComboBox;

namespace tabiya {

// Would the engine play the variant (CECP name)? One that has not said which it plays
// (no variants feature yet) is taken to play every one.
bool playsVariant(const EngineConfig& engine, const QString& variant);
// The CECP names of the built-in variants every engine given plays (chess when none).
QStringList variantsPlayedBy(const QList<EngineConfig>& engines);
// Fills the combo with those variants grouped by family, its data the CECP name, and
// chooses `wanted` when offered (else chess, else the first).
void fillVariantCombo(QComboBox* combo, const QStringList& cecpNames, const QString& wanted);

} // namespace tabiya
