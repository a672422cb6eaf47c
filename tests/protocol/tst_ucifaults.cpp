// UciEngine against the scripted fake engine in its UCI mode: the faults only a process
// has. A crash in the middle of a search is reported as a crash with its signal (the
// session ends the game with that reason); an engine that hangs in its search, or ignores
// quit and SIGTERM, is still ended by quit's escalation.

#include "protocol/uciengine.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QSignalSpy>
#include <QTest>
#include <csignal>

using namespace tabiya;
using namespace tabiya::test;

class TestUciFaults : public QObject {
    Q_OBJECT
private slots:
    void handshakeAndMove();
    void crashDuringSearch();
    void exitDuringSearch();
    void hangIsKilled();
    void ignoredQuitAndTerm();
};

namespace {

std::unique_ptr<UciEngine> startFake(const QStringList& words, double timeoutScale = 1.0) {
    auto e = std::make_unique<UciEngine>();
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c = fakeConfig(QStringList{"uci"} + words, EngineProtocol::Uci);
    c.timeoutScale = timeoutScale;
    e->start(c);
    if (!ready.wait(10000)) return nullptr;
    return e;
}

GameSetup playingWhite() {
    GameSetup g;
    g.role = EngineRole::PlayWhite;
    return g;
}

} // namespace

void TestUciFaults::handshakeAndMove() {
    auto e = startFake({"moves=d2d4"});
    QVERIFY(e);
    QCOMPARE(e->name(), "Fake UCI 1.0");
    QCOMPARE(e->options().size(), 2);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame(playingWhite());
    e->go();
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "d2d4");
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(5000));
}

void TestUciFaults::crashDuringSearch() {
    auto e = startFake({"crash-on-go"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->newGame(playingWhite());
    e->go();
    QCOMPARE(e->state(), EngineConnection::State::Thinking);
    QVERIFY(crashed.wait(5000));
    const auto info = crashed[0][0].value<CrashInfo>();
    QCOMPARE(info.signal, SIGSEGV);
    QVERIFY(!info.reason.isEmpty());
    QCOMPARE(e->state(), EngineConnection::State::Finished);
    QCOMPARE(finished.size(), 0);
    e->go(); // requests after a crash are harmless
    e->quit();
    QCOMPARE(crashed.size(), 1);
}

void TestUciFaults::exitDuringSearch() {
    auto e = startFake({"exit-on-go=3"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->newGame(playingWhite());
    e->go();
    QVERIFY(crashed.wait(5000));
    QCOMPARE(crashed[0][0].value<CrashInfo>().exitCode, 3);
}

void TestUciFaults::hangIsKilled() {
    // The engine stops reading at go: quit goes unanswered, SIGTERM ends it.
    auto e = startFake({"hang-on-go"}, 0.3);
    QVERIFY(e);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->newGame(playingWhite());
    e->go();
    QCOMPARE(e->state(), EngineConnection::State::Thinking);
    e->quit();
    QVERIFY(finished.wait(5000));
    QCOMPARE(crashed.size(), 0);
    QVERIFY(notes(*e).join('\n').contains("SIGTERM"));
}

void TestUciFaults::ignoredQuitAndTerm() {
    auto e = startFake({"hang-on-go", "ignore-quit", "ignore-term"}, 0.3);
    QVERIFY(e);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->newGame(playingWhite());
    e->go();
    e->quit();
    QCOMPARE(linesSent(*e).last(), "quit");
    QVERIFY(finished.wait(5000));
    QVERIFY(notes(*e).join('\n').contains("SIGKILL"));
}

QTEST_GUILESS_MAIN(TestUciFaults)
#include "tst_ucifaults.moc"
