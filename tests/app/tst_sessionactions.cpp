// Session actions with real engines (tabiya-engine) and tests/protocol's scripted
// fake-engine: time odds (each engine told its own clock), draw offers both ways, an
// engine resigning, move now, hints, pause/resume stopping clock and engine, Machine
// White with the engine moving first, and reuse=0 engines restarted for the next game.
#include "engineplayer.h"
#include "humanplayer.h"
#include "movetext.h"
#include "session.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

class TestSessionActions : public QObject {
    Q_OBJECT
private slots:
    void timeOddsGiveEachEngineItsLevel();
};

namespace {

QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

EngineConfig engine(const QString& program, const QStringList& args = {}) {
    EngineConfig c;
    c.program = QFileInfo(program).isAbsolute() ? program : bin(program);
    c.arguments = args;
    return c;
}

TimeControl classical(int mps, qint64 baseMs) {
    TimeControl tc;
    tc.movesPerSession = mps;
    tc.baseMs = baseMs;
    return tc;
}

// The lines sent to an engine, from its transcript ("TIME NAME> LINE").
QStringList sentLines(const QSignalSpy& transcript) {
    QStringList sent;
    for (const QList<QVariant>& args : transcript) {
        const QString line = args[0].toString();
        const qsizetype arrow = line.indexOf(QLatin1String("> "));
        if (arrow > 0) sent << line.mid(arrow + 2);
    }
    return sent;
}

} // namespace

void TestSessionActions::timeOddsGiveEachEngineItsLevel() {
    // Two engines, each with its own clock: 40 moves in 5 minutes for White, in 1 minute
    // for Black. Each is told its own (CECP level), and the session's clocks follow.
    const QStringList slow = {QStringLiteral("think-ms=60000")};
    EnginePlayer white(engine(QStringLiteral("fake-engine"), slow));
    EnginePlayer black(engine(QStringLiteral("fake-engine"), slow));
    QSignalSpy whiteSent(&white, &EnginePlayer::transcriptLine);
    QSignalSpy blackSent(&black, &EnginePlayer::transcriptLine);
    Session session;
    session.setPlayer(White, &white);
    session.setPlayer(Black, &black);
    session.setMode(Session::Mode::TwoMachines);
    session.setTimeControl(White, classical(40, 300000));
    session.setTimeControl(Black, classical(40, 60000));
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(sentLines(whiteSent).contains(QStringLiteral("go")), 10000);
    QVERIFY2(sentLines(whiteSent).contains(QStringLiteral("level 40 5 0")),
             qPrintable(sentLines(whiteSent).join(QLatin1Char('|'))));
    QVERIFY2(sentLines(blackSent).contains(QStringLiteral("level 40 1 0")),
             qPrintable(sentLines(blackSent).join(QLatin1Char('|'))));
    QVERIFY(!sentLines(blackSent).contains(QStringLiteral("level 40 5 0")));
    QCOMPARE(session.clock(Black)->remainingMs(), 60000);
    QVERIFY(session.clock(White)->remainingMs() > 60000);
    // The PGN says who had which clock.
    QCOMPARE(session.game().tag(QStringLiteral("WhiteTimeControl")), QStringLiteral("40/300"));
    QCOMPARE(session.game().tag(QStringLiteral("BlackTimeControl")), QStringLiteral("40/60"));
    session.abort();
}

QTEST_GUILESS_MAIN(TestSessionActions)
#include "tst_sessionactions.moc"
