#include "protocol/transcriptlog.h"

#include "protocol/enginetext.h"

#include <climits>

namespace tabiya {

const TranscriptEntry& TranscriptLog::add(TranscriptEntry::Direction direction, QStringView text) {
    QString escaped = enginetext::escapeControls(text);
    TranscriptEntry entry{QDateTime::currentDateTimeUtc(), direction, QString()};
    if (escaped.size() > MaxEntryLength) {
        // A copy of the part kept: truncating in place would keep the whole allocation.
        entry.text = escaped.left(MaxEntryLength) +
                     tr(" … [%n more characters not kept]", nullptr,
                        int(std::min<qsizetype>(escaped.size() - MaxEntryLength, INT_MAX)));
        entry.text.squeeze(); // the append left room to grow
    } else {
        escaped.squeeze();
        entry.text = std::move(escaped);
    }
    m_bytes += cost(entry);
    m_entries.push_back(std::move(entry));
    while (m_bytes > MaxBytes && m_entries.size() > 1) {
        m_bytes -= cost(m_entries.front());
        m_entries.pop_front();
    }
    return m_entries.back();
}

} // namespace tabiya
