#include "engine/protocolsession.h"

#include "engine/textutil.h"

namespace tabiya::engine {

ProtocolSession::ProtocolSession(EngineCore& core)
    : m_core(core)
    , m_rules(core.options()) {}

int ProtocolSession::serve() {
    for (;;) {
        Event e = m_core.queue().pop();
        switch (e.type) {
        case Event::Type::EndOfInput: stopSearch(); return 0;
        case Event::Type::TooLong: error("line too long", "(dropped)"); break;
        case Event::Type::SearchDone: onSearchDone(e); break;
        case Event::Type::Line:
            if (!handle(e.text)) {
                stopSearch();
                return 0;
            }
            break;
        }
    }
}

void ProtocolSession::error(const std::string& kind, const std::string& line) {
    m_core.out().line("Error (" + kind + "): " + text::printable(line));
}

void ProtocolSession::illegalMove(const std::string& text) {
    m_core.out().line("Illegal move: " + text::printable(text));
}

} // namespace tabiya::engine
