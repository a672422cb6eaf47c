#pragma once
// A CECP bk reply, read into book moves: each line's move and, when the line has them, its
// share (a percentage), its weight (a bare number) and the rest. Engines format these
// lines freely; the line as sent is kept for those that fit no column. Pure functions, and
// the collector that gathers a reply's lines as they come.

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

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

// Gathers the lines of a bk reply after "bk" went out: lines starting with a blank or a tab,
// ended by an empty line or by the first line of another kind. At most MaxLines lines of
// enginetext::MaxMessageLength are kept; the rest is dropped, marked with a last "…" line
// (cut says so at the first line dropped).
class BookReplyCollector {
public:
    static constexpr qsizetype MaxLines = 256;

    struct Step {
        bool consumed = false;        // the line was part of the reply
        std::optional<QString> reply; // the reply is complete: its lines, one per line
        bool cut = false;             // the first line over MaxLines was dropped
    };

    void start() {
        m_collecting = true;
        m_lines.clear();
    }
    Step take(const QString& line);

private:
    bool m_collecting = false;
    QStringList m_lines;
};
} // namespace cecp

} // namespace tabiya
