#include "cxboardsession.h"
namespace tabiya::engine {
int CxboardSession::run(const std::string&) {
    (void)m_core;
    return 0;
}
} // namespace tabiya::engine
