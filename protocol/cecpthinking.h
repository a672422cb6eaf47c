#pragma once
// A CECP search's output put together: each thinking line, the continuation lines that
// extend its PV (up to ThinkingLine's limits), and fail high / fail low marks on it. Plain
// data in, the line to show out; tested directly.

#include "protocol/thinkingline.h"

#include <optional>

namespace tabiya::cecp {

class ThinkingAssembler {
public:
    enum class Fail { High, Low };

    // What a line gave: the thinking line to show now (none: nothing new), and whether its
    // PV was cut at ThinkingLine's limits by this line.
    struct Result {
        std::optional<ThinkingLine> line;
        bool pvCut = false;
    };

    void reset() { m_last = {}; }
    Result thinking(const ThinkingLine& line);
    // A line of more PV moves for the last thinking line. Once its PV is full the rest is
    // dropped without a line to show, so a flood of continuations costs only their parsing.
    Result continuation(const ThinkingLine& more);
    Result failed(Fail fail);

private:
    ThinkingLine m_last;
};

} // namespace tabiya::cecp
