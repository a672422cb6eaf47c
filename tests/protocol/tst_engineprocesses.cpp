// EngineProcesses, the registry the program's exit uses to leave no engine running:
// shutdownAll stops engines nobody stopped (quit, SIGTERM, SIGKILL) and lets those already
// stopping go on their own terms; allEnded comes when the last is reaped; killAll ends
// everything at once; the process group goes too. And the default working directory:
// root/<program's name>/, made when needed, unless the configuration names one.
#include "protocol/engineprocess.h"
#include "protocol/engineprocesses.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <memory>

using namespace tabiya;

class TestEngineProcesses : public QObject {
    Q_OBJECT
private slots:
    void shutdownAllEndsStubbornEngines();
    void shutdownAllLeavesAStoppingEngineItsTerms();
    void killAllAtOnce();
    void defaultWorkingDirectory();
};

namespace {

// Alive: not gone and not a zombie waiting to be reaped.
bool alive(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    const QByteArray s = stat.readAll();
    const qsizetype close = s.lastIndexOf(')');
    return close >= 0 && s.mid(close + 2, 1) != "Z";
}

// A started fake engine; its forked child's pid (words holding "child") in *child.
std::unique_ptr<EngineProcess> startFake(const QStringList& words, qint64* child = nullptr,
                                         const QString& directory = {}) {
    auto p = std::make_unique<EngineProcess>();
    QSignalSpy lines(p.get(), &EngineProcess::lineReceived);
    QSignalSpy started(p.get(), &EngineProcess::started);
    p->start(test::fakeEngine(), words, directory);
    if (!started.wait(10000)) return nullptr;
    if (child) {
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!lines.isEmpty(), 10000); }();
        if (lines.isEmpty()) return nullptr;
        const QString line = lines.first().first().toString(); // "# child PID"
        *child = line.section(QLatin1Char(' '), 2).toLongLong();
    }
    return p;
}

} // namespace

void TestEngineProcesses::shutdownAllEndsStubbornEngines() {
    EngineProcesses& all = EngineProcesses::instance();
    QCOMPARE(all.running(), 0);
    qint64 child1 = 0, child2 = 0;
    const QStringList stubborn = {"ignore-quit", "ignore-term", "child"};
    auto a = startFake(stubborn, &child1);
    auto b = startFake(stubborn, &child2);
    QVERIFY(a && b);
    const qint64 pidA = a->pid(), pidB = b->pid();
    QCOMPARE(all.running(), 2);
    QSignalSpy ended(&all, &EngineProcesses::allEnded);
    QSignalSpy finishedA(a.get(), &EngineProcess::finished);
    all.shutdownAll(200);
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000);
    QCOMPARE(all.running(), 0);
    QCOMPARE(finishedA.size(), 1); // asked to stop: finished, not crashed
    // quit, then SIGTERM, then SIGKILL: every step is in the transcript.
    QStringList notes;
    for (const TranscriptEntry& t : a->transcript())
        if (t.direction == TranscriptEntry::Direction::ToEngine ||
            t.direction == TranscriptEntry::Direction::Note)
            notes << t.text;
    const QString log = notes.join(QLatin1Char('\n'));
    QVERIFY2(log.contains(QLatin1String("quit")) && log.contains(QLatin1String("SIGTERM")) &&
                 log.contains(QLatin1String("SIGKILL")),
             qPrintable(log));
    for (qint64 pid : {pidA, pidB})
        QVERIFY(!alive(pid));
    // The children in their groups die with them (reparented, maybe not reaped at once).
    QTRY_VERIFY_WITH_TIMEOUT(!alive(child1) && !alive(child2), 2000);
}

void TestEngineProcesses::shutdownAllLeavesAStoppingEngineItsTerms() {
    // An engine whose owner stopped it without SIGTERM (CECP sigterm=0) keeps that plan:
    // SIGKILL follows quit directly, and no SIGTERM is sent.
    auto p = startFake({"ignore-quit"});
    QVERIFY(p);
    p->shutdown(QStringLiteral("quit"), false, 200);
    QSignalSpy ended(&EngineProcesses::instance(), &EngineProcesses::allEnded);
    EngineProcesses::instance().shutdownAll(200);
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000);
    for (const TranscriptEntry& t : p->transcript())
        QVERIFY2(!t.text.contains(QLatin1String("SIGTERM")), qPrintable(t.text));
}

void TestEngineProcesses::killAllAtOnce() {
    auto p = startFake({"ignore-quit", "ignore-term"});
    QVERIFY(p);
    const qint64 pid = p->pid();
    QSignalSpy ended(&EngineProcesses::instance(), &EngineProcesses::allEnded);
    QElapsedTimer clock;
    clock.start();
    EngineProcesses::instance().killAll();
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000);
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!alive(pid));
}

void TestEngineProcesses::defaultWorkingDirectory() {
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString rootPath = QFileInfo(root.path()).canonicalFilePath();
    EngineProcesses::instance().setDefaultWorkingRoot(rootPath + QStringLiteral("/engines"));
    auto cwdOf = [](EngineProcess& p) {
        QSignalSpy lines(&p, &EngineProcess::lineReceived);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!lines.isEmpty(), 10000); }();
        return lines.isEmpty() ? QString() : lines.first().first().toString();
    };
    {
        // Nothing configured: its own folder, made for it, named after the program.
        auto p = std::make_unique<EngineProcess>();
        p->start(test::fakeEngine(), {"cwd"}, {});
        QCOMPARE(cwdOf(*p), QStringLiteral("# cwd ") + rootPath + "/engines/fake-engine");
    }
    {
        // A configured directory wins.
        QTemporaryDir own;
        auto p = std::make_unique<EngineProcess>();
        p->start(test::fakeEngine(), {"cwd"}, own.path());
        QCOMPARE(cwdOf(*p), QStringLiteral("# cwd ") + QFileInfo(own.path()).canonicalFilePath());
    }
    EngineProcesses::instance().setDefaultWorkingRoot({});
    {
        // No root (library users, tests): the caller's directory, as before.
        auto p = std::make_unique<EngineProcess>();
        p->start(test::fakeEngine(), {"cwd"}, {});
        QCOMPARE(cwdOf(*p), QStringLiteral("# cwd ") + QDir::currentPath());
    }
}

QTEST_GUILESS_MAIN(TestEngineProcesses)
#include "tst_engineprocesses.moc"
