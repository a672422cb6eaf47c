#pragma once
// EngineStore: keeps the engine list (EngineCatalog) in QSettings under "engines". The one
// place that reads or writes it, so app/session stays free of settings.

#include "app/session/enginecatalog.h"

class QSettings;

namespace tabiya {

class EngineStore {
public:
    static QString key() { return QStringLiteral("engines"); }

    // The catalog in the application's QSettings; tabiya-engine is looked for in appDir
    // (empty: the folder of the running program).
    static EngineCatalog load(const QString& appDir = {});
    static void save(const EngineCatalog& catalog);
    // The same with settings of the caller's choosing (tests, other files).
    static EngineCatalog load(const QSettings& settings, const QString& appDir = {});
    static void save(QSettings& settings, const EngineCatalog& catalog);
};

} // namespace tabiya
