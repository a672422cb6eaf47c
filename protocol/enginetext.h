#pragma once
// EngineText: what every piece of engine text goes through before it leaves protocol/.
// Engine output is untrusted: control characters (terminal escape sequences, bells,
// backspaces) are stripped where a line is split into fields, so names, moves and messages
// reach the window, the PGN and headless stdout clean; the transcript keeps a visible
// escaped form instead (\x1b). And every store of engine text is bounded: the limits below
// are the sizes of what one engine can make us keep, whatever it sends.

#include <QString>
#include <QStringList>
#include <QStringView>

namespace tabiya::enginetext {

// A message's text (telluser, askuser, errors, results, book lines): longer ones are cut.
inline constexpr qsizetype MaxMessageLength = 4096;
// A name (the engine's, an option's, a variant's).
inline constexpr qsizetype MaxNameLength = 256;
// Items of a list feature (variants, egt).
inline constexpr qsizetype MaxListItems = 256;

// The line without C0 and C1 control characters and DEL; tabs are kept, as they separate
// fields (CECP thinking lines).
QString stripControls(QStringView line);
// The text with every control character but the tab written as \xNN (for the transcript).
QString escapeControls(QStringView text);
// At most max characters; a cut text ends in an ellipsis (…) and says so.
QString cut(QStringView text, qsizetype max);
// A comma-separated list (feature variants, egt): empty items and those longer than
// MaxNameLength are left out (a name cut short would name something else), and at most
// MaxListItems are kept.
QStringList boundedList(QStringView csv);
// True when cut() would change the text.
inline bool needsCut(QStringView text, qsizetype max) {
    return text.size() > max;
}

} // namespace tabiya::enginetext
