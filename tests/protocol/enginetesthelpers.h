#pragma once
// Helpers shared by the engine test suites: where the fake engine lives, the lines a
// session sent, and starting an engine up to ready().

#include "engine.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStringList>

namespace tabiya::test {

inline QString fakeEngine() {
    return QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
}

inline QStringList linesSent(const Engine& e) {
    QStringList out;
    for (const auto& t : e.transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::ToEngine) out << t.text;
    return out;
}

inline QStringList linesReceived(const Engine& e) {
    QStringList out;
    for (const auto& t : e.transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::FromEngine) out << t.text;
    return out;
}

inline EngineConfig fakeConfig(const QStringList& args,
                               EngineProtocol protocol = EngineProtocol::Cecp) {
    EngineConfig c;
    c.program = fakeEngine();
    c.arguments = args;
    c.protocol = protocol;
    return c;
}

} // namespace tabiya::test
