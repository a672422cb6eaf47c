#pragma once
// EventQueue: what the protocol loop waits on, fed by the stdin reader thread (lines,
// end of input) and by the search thread (search finished). Blocking, never polling.

#include "engine/searchtypes.h"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <string>

namespace tabiya::engine {

struct Event {
    enum class Type { Line, TooLong, EndOfInput, SearchDone };
    Type type = Type::Line;
    std::string text;
    SearchResult result;
    uint64_t searchId = 0;
};

class EventQueue {
public:
    void push(Event e) {
        {
            std::lock_guard lock(m_mutex);
            m_events.push_back(std::move(e));
        }
        m_ready.notify_one();
    }
    Event pop() {
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [this] { return !m_events.empty(); });
        Event e = std::move(m_events.front());
        m_events.pop_front();
        return e;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<Event> m_events;
};

// Reads stdin line by line on its own thread into the queue; lines longer than
// maxLength are dropped whole and reported as TooLong.
void startInputReader(std::shared_ptr<EventQueue> queue, size_t maxLength = 1 << 16);
// The first line, read synchronously before the protocol is chosen.
bool readFirstLine(std::string& line, bool& tooLong, size_t maxLength = 1 << 16);

} // namespace tabiya::engine
