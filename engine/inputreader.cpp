// The stdin reader thread: one blocking read loop, lines into the event queue.
#include "engine/eventqueue.h"

#include <cstdio>
#include <thread>

namespace tabiya::engine {

bool readFirstLine(std::string& line, bool& tooLong, size_t maxLength) {
    line.clear();
    tooLong = false;
    int c;
    bool any = false;
    while ((c = std::getchar()) != EOF) {
        any = true;
        if (c == '\n') break;
        if (line.size() < maxLength)
            line.push_back(char(c));
        else
            tooLong = true;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return any;
}

void startInputReader(std::shared_ptr<EventQueue> queue, size_t maxLength) {
    std::thread([queue = std::move(queue), maxLength] {
        std::string line;
        bool tooLong = false;
        while (readFirstLine(line, tooLong, maxLength)) {
            if (tooLong)
                queue->push({Event::Type::TooLong, {}, {}, 0});
            else
                queue->push({Event::Type::Line, line, {}, 0});
        }
        queue->push({Event::Type::EndOfInput, {}, {}, 0});
    }).detach();
}

} // namespace tabiya::engine
