#include "protocol/cecpthinking.h"

#include <algorithm>

namespace tabiya::cecp {

ThinkingAssembler::Result ThinkingAssembler::thinking(const ThinkingLine& line) {
    m_last = line;
    return {m_last, m_last.pvCut};
}

ThinkingAssembler::Result ThinkingAssembler::continuation(const ThinkingLine& more) {
    ThinkingLine& l = m_last;
    if (l.pv.isEmpty() || l.pvCut) return {};
    l.continuation = true;
    const qsizetype roomMoves = ThinkingLine::MaxPvMoves - l.pv.size();
    const qsizetype roomText = ThinkingLine::MaxPvLength - l.pvText.size() - 1;
    if (more.pvCut || more.pv.size() > roomMoves || more.pvText.size() > roomText) {
        l.pv += more.pv.mid(0, std::max<qsizetype>(roomMoves, 0));
        if (roomText > 0) l.pvText += QLatin1Char(' ') + more.pvText.left(roomText);
        l.pvCut = true;
        return {l, true};
    }
    l.pv += more.pv;
    l.pvText += QLatin1Char(' ') + more.pvText;
    return {l, false};
}

ThinkingAssembler::Result ThinkingAssembler::failed(Fail fail) {
    ThinkingLine& l = m_last;
    if (l.pv.isEmpty()) return {};
    l.failHigh = fail == Fail::High;
    l.failLow = fail == Fail::Low;
    l.bound = l.failHigh ? ThinkingLine::Bound::Lower : ThinkingLine::Bound::Upper;
    l.continuation = true;
    return {l, false};
}

} // namespace tabiya::cecp
