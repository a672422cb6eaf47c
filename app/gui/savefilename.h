#pragma once
// Saving to a file the person names: the name typed gets the suffix of the file type
// chosen when it has none ("game1" with "PGN files (*.pgn)" is saved as game1.pgn), so the
// file is written in the right format and shows under that filter when opened again.

#include <QString>

class QWidget;

namespace tabiya {

// The first suffix of a name filter: "pgn" for "PGN files (*.pgn)"; empty for "*".
QString filterSuffix(const QString& nameFilter);
// The name a file is saved under: fileName, with nameFilter's suffix added when it has
// none (a name that ends in a dot keeps it: "game." is saved as "game.pgn").
QString withDefaultSuffix(const QString& fileName, const QString& nameFilter);
// Asks where to save (a file dialog titled title, offering nameFilter); the name with its
// suffix, or empty when the person cancelled.
QString askSaveFileName(QWidget* parent, const QString& title, const QString& nameFilter);

} // namespace tabiya
