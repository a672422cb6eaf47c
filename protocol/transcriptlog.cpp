#include "transcriptlog.h"

#include "enginetext.h"

#include <climits>

namespace tabiya {

const TranscriptEntry& TranscriptLog::add(TranscriptEntry::Direction direction, QStringView text) {
    TranscriptEntry entry{QDateTime::currentDateTimeUtc(), direction,
                          enginetext::escapeControls(text)};
    if (entry.text.size() > MaxEntryLength) {
        const qsizetype dropped = entry.text.size() - MaxEntryLength;
        entry.text.truncate(MaxEntryLength);
        entry.text += tr(" … [%n more characters not kept]", nullptr,
                         int(std::min<qsizetype>(dropped, INT_MAX)));
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
