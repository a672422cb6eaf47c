#include "app/gui/enginestore.h"

#include <QCoreApplication>
#include <QSettings>

namespace tabiya {

namespace {
QString orAppDir(const QString& appDir) {
    return appDir.isEmpty() ? QCoreApplication::applicationDirPath() : appDir;
}
} // namespace

EngineCatalog EngineStore::load(const QString& appDir) {
    const QSettings settings;
    return load(settings, appDir);
}

void EngineStore::save(const EngineCatalog& catalog) {
    QSettings settings;
    save(settings, catalog);
}

EngineCatalog EngineStore::load(const QSettings& settings, const QString& appDir) {
    return EngineCatalog::fromVariant(settings.value(key()).toList(), orAppDir(appDir));
}

void EngineStore::save(QSettings& settings, const EngineCatalog& catalog) {
    settings.setValue(key(), catalog.toVariant());
}

} // namespace tabiya
