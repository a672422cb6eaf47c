#pragma once
// A CECP bk reply, read into book moves: each line's move and, when the line has them, its
// share (a percentage), its weight (a bare number) and the rest. Engines format these
// lines freely; the line as sent is kept for those that fit no column. Pure functions.

#include <QList>
#include <QString>

namespace tabiya {

struct BookMove {
    QString line;   // the line as sent (trimmed, control characters stripped)
    QString move;   // its first word
    QString share;  // "48.5%", empty when the line gave none
    QString weight; // "120", empty when the line gave none
    QString notes;  // the other words
    bool operator==(const BookMove&) const = default;
};

namespace cecp {
// The lines of a bk reply (as EngineConnection::bookLines carries them, one per line).
QList<BookMove> parseBookReply(const QString& text);
} // namespace cecp

} // namespace tabiya
