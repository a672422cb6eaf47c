#include "protocol/cecpquirks.h"

#include <array>

namespace tabiya::cecp {

namespace {

// The engines' names begin so (myname="Fairy-Max 5.0b"); the first word of each line they
// do not read.
struct Quirk {
    const char* namePrefix;
    std::array<const char*, 6> unreadCommands;
};

constexpr std::array<const char*, 6> MicroMaxUnread{"computer", "result", "draw", "?", ".", "bk"};
constexpr Quirk Quirks[] = {
    {"Fairy-Max", MicroMaxUnread},
    {"ShaMax", MicroMaxUnread},
};

} // namespace

bool withholds(const QString& engineName, const QString& line) {
    const QString command = line.section(QLatin1Char(' '), 0, 0);
    for (const Quirk& q : Quirks) {
        if (!engineName.startsWith(QLatin1String(q.namePrefix))) continue;
        for (const char* unread : q.unreadCommands)
            if (command == QLatin1String(unread)) return true;
    }
    return false;
}

} // namespace tabiya::cecp
