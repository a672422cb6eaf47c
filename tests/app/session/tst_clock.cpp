// Clock arithmetic (tables of moves and times), display format, and the running clock:
// flag fall, pause, increments.
#include "app/session/clock.h"

#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

class TestClock : public QObject {
    Q_OBJECT
private slots:
    void arithmetic_data();
    void arithmetic();
    void format_data();
    void format();
    void flagFallsWhenDue();
    void pausedClockStops();
    void stopChargesAndAddsIncrement();
    void neverNegative();
    void takebackState();
};

static TimeControl tc(int mps, qint64 baseMs, qint64 incMs = 0, qint64 fixedMs = 0) {
    TimeControl t;
    t.movesPerSession = mps;
    t.baseMs = baseMs;
    t.incrementMs = incMs;
    t.fixedMoveMs = fixedMs;
    return t;
}

void TestClock::arithmetic_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<QList<qint64>>("elapsed");  // each move's time
    QTest::addColumn<QList<qint64>>("expected"); // time left after each move
    QTest::addColumn<bool>("flagged");
    QTest::addColumn<int>("movesToGo");
    // 40 moves in 5 min: each session adds the base again.
    QTest::newRow("classical 2/1min") << tc(2, 60000) << QList<qint64>{10000, 20000, 5000}
                                      << QList<qint64>{50000, 90000, 85000} << false << 1;
    QTest::newRow("classical 40/5") << tc(40, 300000) << QList<qint64>{1000, 2000}
                                    << QList<qint64>{299000, 297000} << false << 38;
    // 2 min + 12 s: the increment after every move.
    QTest::newRow("incremental 2+12") << tc(0, 120000, 12000) << QList<qint64>{5000, 30000}
                                      << QList<qint64>{127000, 109000} << false << 0;
    // Fractional increments, as "-inc 0.5".
    QTest::newRow("fractional increment") << tc(0, 1000, 500) << QList<qint64>{200, 900, 1}
                                          << QList<qint64>{1300, 900, 1399} << false << 0;
    QTest::newRow("fractional 0.1") << tc(0, 10000, 100) << QList<qint64>{50, 50, 50}
                                    << QList<qint64>{10050, 10100, 10150} << false << 0;
    // Sudden death: no increment, no sessions; running over loses.
    QTest::newRow("sudden death") << tc(0, 10000) << QList<qint64>{4000, 5000}
                                  << QList<qint64>{6000, 1000} << false << 0;
    QTest::newRow("sudden death flag")
        << tc(0, 10000) << QList<qint64>{4000, 7000} << QList<qint64>{6000, 0} << true << 0;
    QTest::newRow("increment does not save a flag")
        << tc(0, 1000, 5000) << QList<qint64>{1001} << QList<qint64>{0} << true << 0;
    QTest::newRow("classical flag at session end")
        << tc(2, 10000) << QList<qint64>{5000, 5001} << QList<qint64>{5000, 0} << true << 0;
    // Fixed time per move: every move starts afresh; a little overrun is tolerated.
    QTest::newRow("fixed per move") << tc(0, 0, 0, 2000) << QList<qint64>{1500, 2500}
                                    << QList<qint64>{2000, 2000} << false << 0;
    QTest::newRow("fixed per move overrun")
        << tc(0, 0, 0, 2000) << QList<qint64>{1500, 3500} << QList<qint64>{2000, 2000} << true << 0;
}

void TestClock::arithmetic() {
    QFETCH(TimeControl, control);
    QFETCH(QList<qint64>, elapsed);
    QFETCH(QList<qint64>, expected);
    QFETCH(bool, flagged);
    QFETCH(int, movesToGo);
    Clock clock;
    clock.setTimeControl(control);
    bool ok = true;
    for (int i = 0; i < elapsed.size(); ++i) {
        ok = clock.applyMove(elapsed[i]);
        QCOMPARE(clock.remainingMs(), expected[i]);
        QVERIFY(clock.remainingMs() >= 0);
    }
    QCOMPARE(!ok, flagged);
    if (!flagged) QCOMPARE(clock.movesToGo(), movesToGo);
    QCOMPARE(clock.movesMade(), int(elapsed.size()));
}

void TestClock::format_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("five minutes") << qint64(300000) << QStringLiteral("5:00");
    QTest::newRow("rounded up") << qint64(299001) << QStringLiteral("5:00");
    QTest::newRow("4:59") << qint64(299000) << QStringLiteral("4:59");
    QTest::newRow("hour") << qint64(3723000) << QStringLiteral("1:02:03");
    // XBoard counts in tenths from 9.9 s down (its changelog: "tenths of seconds for 9.9
    // seconds and below").
    QTest::newRow("19.999 s whole") << qint64(19999) << QStringLiteral("0:20");
    QTest::newRow("10 s whole") << qint64(10000) << QStringLiteral("0:10");
    QTest::newRow("tenths under 10 s") << qint64(9999) << QStringLiteral("9.9");
    QTest::newRow("tenths 5.05") << qint64(5050) << QStringLiteral("5.0");
    QTest::newRow("almost gone") << qint64(99) << QStringLiteral("0.0");
    QTest::newRow("zero") << qint64(0) << QStringLiteral("0.0");
    QTest::newRow("negative shows zero") << qint64(-500) << QStringLiteral("0.0");
}

void TestClock::format() {
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(Clock::format(ms), text);
}

void TestClock::flagFallsWhenDue() {
    Clock clock;
    clock.setTimeControl(tc(0, 150));
    QSignalSpy flag(&clock, &Clock::flagFell);
    QElapsedTimer t;
    t.start();
    clock.start();
    QVERIFY(flag.wait(2000));
    QVERIFY(t.elapsed() >= 140); // not before it is due
    QCOMPARE(flag.count(), 1);
    QVERIFY(clock.hasFlagged());
    QCOMPARE(clock.remainingMs(), 0);
    QVERIFY(!clock.isRunning());
}

void TestClock::pausedClockStops() {
    Clock clock;
    clock.setTimeControl(tc(0, 200));
    QSignalSpy flag(&clock, &Clock::flagFell);
    clock.start();
    clock.pause();
    const qint64 frozen = clock.remainingMs();
    // While paused nothing is due: the flag must not fall within twice the time left.
    QVERIFY(!flag.wait(400));
    QCOMPARE(clock.remainingMs(), frozen);
    clock.resume();
    QVERIFY(flag.wait(2000));
}

void TestClock::stopChargesAndAddsIncrement() {
    Clock clock;
    clock.setTimeControl(tc(0, 60000, 2500));
    clock.start();
    QTRY_VERIFY(clock.remainingMs() < 60000); // some time runs
    const qint64 used = clock.stop();
    QVERIFY(used > 0);
    QCOMPARE(clock.remainingMs(), 60000 - used + 2500);
    QVERIFY(!clock.isRunning());
}

void TestClock::neverNegative() {
    Clock clock;
    clock.setTimeControl(tc(0, 1000));
    QVERIFY(!clock.applyMove(5000));
    QCOMPARE(clock.remainingMs(), 0);
    clock.setState(-300, 3);
    QCOMPARE(clock.remainingMs(), 0);
}

void TestClock::takebackState() {
    Clock clock;
    clock.setTimeControl(tc(40, 300000));
    clock.applyMove(1000);
    clock.applyMove(1000);
    clock.setState(299000, 1);
    QCOMPARE(clock.remainingMs(), 299000);
    QCOMPARE(clock.movesToGo(), 39);
    QVERIFY(!clock.hasFlagged());
}

QTEST_GUILESS_MAIN(TestClock)
#include "tst_clock.moc"
