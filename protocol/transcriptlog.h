#pragma once
// TranscriptLog: an engine's transcript (both directions, stderr, notes) as kept in memory
// for the console and -debug, bounded by bytes rather than entries: an engine writing
// thousands of 64 KB lines must not make us hold gigabytes. Each entry is cut to
// MaxEntryLength characters (saying how much was cut) with its control characters written
// visibly (\x1b), and the oldest entries go once the whole passes MaxBytes.

#include "protocol/enginetypes.h"

#include <QCoreApplication>
#include <deque>

namespace tabiya {

class TranscriptLog {
    Q_DECLARE_TR_FUNCTIONS(TranscriptLog)

public:
    static constexpr qsizetype MaxEntryLength = 4096; // characters of one entry
    static constexpr qsizetype MaxBytes = 8 * 1024 * 1024;
    // What an entry costs beyond its text's allocation (QString header, time, deque slot).
    static constexpr qsizetype EntryOverhead = 64;

    // Stores the entry (cut and escaped) and returns the stored form.
    const TranscriptEntry& add(TranscriptEntry::Direction direction, QStringView text);
    const std::deque<TranscriptEntry>& entries() const { return m_entries; }
    // The bytes the entries take (their allocations), as counted against MaxBytes.
    qsizetype bytes() const { return m_bytes; }
    static qsizetype cost(const TranscriptEntry& e) {
        return e.text.capacity() * qsizetype(sizeof(QChar)) + EntryOverhead;
    }

private:
    std::deque<TranscriptEntry> m_entries;
    qsizetype m_bytes = 0;
};

} // namespace tabiya
