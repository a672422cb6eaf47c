#pragma once
// Where Tabiya keeps what it writes for the person (match games, the engines' working
// folders): one folder, <generic data>/Tabiya (~/.local/share/Tabiya on Linux).
// QStandardPaths' AppDataLocation would put it in <generic data>/Tabiya/Tabiya, since the
// organisation and the application are both called Tabiya (and QSettings needs both); so
// nothing asks for AppDataLocation or AppLocalDataLocation (tests/layers checks it) and
// everything asks here. Versions before this one wrote match games to the doubled folder:
// moveDoubledDataFolder() brings them over.

#include <QString>
#include <QStringList>

namespace tabiya {

// <generic data>/<application name>; empty when the system has no data folder.
QString dataFolder();
// The folder older versions wrote to: <generic data>/<organisation>/<application>.
QString doubledDataFolder();
// Moves every file of the doubled folder (not its subfolders) into the data folder, unless
// one of that name is there already (that one stays where it was and is listed in
// *kept); removes the doubled folder once empty. Returns the files moved (their new
// paths). Run once at start-up; nothing happens when there is no doubled folder.
QStringList moveDoubledDataFolder(QStringList* kept = nullptr);
// The same between two given folders (for the test).
QStringList moveDataFiles(const QString& from, const QString& to, QStringList* kept = nullptr);

} // namespace tabiya
