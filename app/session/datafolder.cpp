#include "app/session/datafolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace tabiya {

QString dataFolder() {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (data.isEmpty()) return {};
    return QDir(data).filePath(QCoreApplication::applicationName());
}

QString doubledDataFolder() {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (data.isEmpty()) return {};
    return QDir(data).filePath(QCoreApplication::organizationName() + QLatin1Char('/') +
                               QCoreApplication::applicationName());
}

QStringList moveDataFiles(const QString& from, const QString& to, QStringList* kept) {
    QStringList moved;
    QDir source(from);
    if (from.isEmpty() || to.isEmpty() || !source.exists() ||
        QFileInfo(from).canonicalFilePath() == QFileInfo(to).canonicalFilePath())
        return moved;
    QDir().mkpath(to);
    const QDir target(to);
    for (const QFileInfo& file : source.entryInfoList(QDir::Files | QDir::Hidden)) {
        const QString destination = target.filePath(file.fileName());
        // A file of that name in the data folder is the person's too: neither is lost.
        if (QFileInfo::exists(destination) || !QFile::rename(file.filePath(), destination)) {
            if (kept) kept->append(file.filePath());
            continue;
        }
        moved.append(destination);
    }
    source.rmdir(from); // only when nothing is left in it
    return moved;
}

QStringList moveDoubledDataFolder(QStringList* kept) {
    // The doubled folder is a subfolder of the data folder when organisation and
    // application have the same name; anything else is another program's.
    if (QCoreApplication::organizationName() != QCoreApplication::applicationName()) return {};
    return moveDataFiles(doubledDataFolder(), dataFolder(), kept);
}

} // namespace tabiya
