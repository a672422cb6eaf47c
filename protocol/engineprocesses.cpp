#include "protocol/engineprocesses.h"

#include "protocol/engineprocess.h"

#include <algorithm>

namespace tabiya {

EngineProcesses& EngineProcesses::instance() {
    static EngineProcesses registry;
    return registry;
}

int EngineProcesses::running() const {
    return int(std::count_if(m_all.begin(), m_all.end(),
                             [](const EngineProcess* p) { return p->hasProcess(); }));
}

void EngineProcesses::shutdownAll(int graceMs) {
    // A copy: a process that ends at once (not started yet) may be deleted by a slot.
    const std::vector<EngineProcess*> all = m_all;
    for (EngineProcess* p : all)
        if (p->hasProcess()) p->shutdown(QStringLiteral("quit"), true, graceMs);
}

void EngineProcesses::killAll() {
    const std::vector<EngineProcess*> all = m_all;
    for (EngineProcess* p : all)
        if (p->hasProcess()) p->kill();
}

void EngineProcesses::add(EngineProcess* process) {
    m_all.push_back(process);
}

void EngineProcesses::remove(EngineProcess* process) {
    std::erase(m_all, process);
    processEnded();
}

void EngineProcesses::processEnded() {
    if (running() == 0) emit allEnded();
}

} // namespace tabiya
