#pragma once
// Helpers shared by the engine test suites: where the fake engine lives, the lines a
// session sent, and starting an engine up to ready().

#include "protocol/engineconnection.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStringList>
#include <QTest>

namespace tabiya::test {

inline QString fakeEngine() {
    return QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
}

inline QStringList linesSent(const EngineConnection& e) {
    QStringList out;
    for (const auto& t : e.transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::ToEngine) out << t.text;
    return out;
}

inline QStringList linesReceived(const EngineConnection& e) {
    QStringList out;
    for (const auto& t : e.transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::FromEngine) out << t.text;
    return out;
}

// Prints the conversation with its times, for a failure that happens only on a busy machine.
inline void printTranscript(const EngineConnection& e, const char* who) {
    static const char marks[] = {'>', '<', '!', '#'};
    for (const auto& t : e.transcriptEntries())
        qInfo("%s %s %c %s", who, qPrintable(t.time.toString(QStringLiteral("hh:mm:ss.zzz"))),
              marks[int(t.direction)], qPrintable(t.text.left(120)));
}

// Has a fake started with "spew" write count lines of kind (see fakeengine.cpp), each of
// about bytes bytes, and waits until they have all been read.
inline bool spew(EngineConnection& e, const QString& kind, int count, int bytes,
                 int timeoutMs = 60000) {
    bool done = false;
    const auto c =
        QObject::connect(&e, &EngineConnection::transcript, [&](const TranscriptEntry& t) {
            if (t.text == QLatin1String("# spew done")) done = true;
        });
    e.sendRaw(QStringLiteral("spew %1 %2 %3").arg(kind).arg(count).arg(bytes));
    const bool ok = QTest::qWaitFor([&] { return done; }, timeoutMs);
    QObject::disconnect(c);
    return ok;
}

// The transcript's notes (Direction::Note).
inline QStringList notes(const EngineConnection& e) {
    QStringList out;
    for (const auto& t : e.transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::Note) out << t.text;
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
