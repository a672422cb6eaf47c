// MatchOptions::parse: XBoard's flags and their meanings (man xboard), one row per case,
// without starting a program.
#include "matchoptions.h"

#include <QTest>

using namespace tabiya;

class TestMatchOptions : public QObject {
    Q_OBJECT
private slots:
    void timeControl_data();
    void timeControl();
    void timeOdds_data();
    void timeOdds();
    void engines();
    void cxboardDriven();
    void errors_data();
    void errors();
};

// The engine commands point at /bin/sh so parse() finds a program without tabiya-engine.
static QStringList withEngines(QStringList args) {
    return QStringList{"-fcp", "/bin/sh", "-scp", "/bin/sh"} + args;
}

void TestMatchOptions::timeControl_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("mps");
    QTest::addColumn<qint64>("baseMs");
    QTest::addColumn<qint64>("incMs");
    QTest::addColumn<qint64>("fixedMs");
    QTest::addColumn<int>("depth");
    QTest::newRow("defaults: 40 moves in 5 min")
        << QStringList{} << 40 << 300000LL << 0LL << 0LL << 0;
    QTest::newRow("tc MIN:SEC") << QStringList{"-tc", "1:30"} << 40 << 90000LL << 0LL << 0LL << 0;
    QTest::newRow("classical 20 moves")
        << QStringList{"-tc", "10", "-mps", "20"} << 20 << 600000LL << 0LL << 0LL << 0;
    QTest::newRow("sudden death mps 0")
        << QStringList{"-tc", "3", "-mps", "0"} << 0 << 180000LL << 0LL << 0LL << 0;
    QTest::newRow("fractional increment")
        << QStringList{"-tc", "0:10", "-inc", "0.25"} << 0 << 10000LL << 250LL << 0LL << 0;
    // XBoard: with -inc, -mps is ignored rather than refused.
    QTest::newRow("inc makes mps ignored")
        << QStringList{"-mps", "40", "-inc", "2"} << 0 << 300000LL << 2000LL << 0LL << 0;
    QTest::newRow("inc 0: one period, no increment")
        << QStringList{"-tc", "2", "-inc", "0"} << 0 << 120000LL << 0LL << 0LL << 0;
    QTest::newRow("st seconds") << QStringList{"-st", "0:05"} << 40 << 300000LL << 0LL << 5000LL
                                << 0;
    QTest::newRow("depth") << QStringList{"-depth", "7"} << 40 << 300000LL << 0LL << 0LL << 7;
    QTest::newRow("double dash accepted")
        << QStringList{"--tc", "4"} << 40 << 240000LL << 0LL << 0LL << 0;
}

void TestMatchOptions::timeControl() {
    QFETCH(QStringList, args);
    QString error;
    const auto o = MatchOptions::parse(withEngines(args), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QTEST(o->timeControl.movesPerSession, "mps");
    QTEST(o->timeControl.baseMs, "baseMs");
    QTEST(o->timeControl.incrementMs, "incMs");
    QTEST(o->timeControl.fixedMoveMs, "fixedMs");
    QTEST(o->timeControl.maxDepth, "depth");
}

void TestMatchOptions::timeOdds_data() {
    // XBoard's -firstTimeOdds/-secondTimeOdds N: that engine's base time, increment and
    // time per move divided by N; -timeOddsMode 1 gives the faster side the nominal time.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<qint64>("firstBaseMs");
    QTest::addColumn<qint64>("firstIncMs");
    QTest::addColumn<qint64>("secondBaseMs");
    QTest::addColumn<qint64>("secondIncMs");
    QTest::newRow("no odds") << QStringList{"-tc", "4", "-inc", "2"} << 240000LL << 2000LL
                             << 240000LL << 2000LL;
    QTest::newRow("first engine at half time")
        << QStringList{"-tc", "4", "-inc", "2", "-firstTimeOdds", "2"} << 120000LL << 1000LL
        << 240000LL << 2000LL;
    QTest::newRow("second engine at a third, classical")
        << QStringList{"-tc", "3", "-mps", "40", "-secondTimeOdds", "3"} << 180000LL << 0LL
        << 60000LL << 0LL;
    QTest::newRow("both reduced (mode 0)")
        << QStringList{"-firstTimeOdds", "2", "-secondTimeOdds", "4"} << 150000LL << 0LL << 75000LL
        << 0LL;
    QTest::newRow("mode 1: the faster side gets the nominal time")
        << QStringList{"-firstTimeOdds", "2", "-secondTimeOdds", "4", "-timeOddsMode", "1"}
        << 300000LL << 0LL << 150000LL << 0LL;
    QTest::newRow("fractional factor")
        << QStringList{"-tc", "1", "-firstTimeOdds", "1.5"} << 40000LL << 0LL << 60000LL << 0LL;
}

void TestMatchOptions::timeOdds() {
    QFETCH(QStringList, args);
    QString error;
    const auto o = MatchOptions::parse(withEngines(args), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QTEST(o->engineTimeControl(0).baseMs, "firstBaseMs");
    QTEST(o->engineTimeControl(0).incrementMs, "firstIncMs");
    QTEST(o->engineTimeControl(1).baseMs, "secondBaseMs");
    QTEST(o->engineTimeControl(1).incrementMs, "secondIncMs");
    // The rest of the control is the same for both, and timeControl keeps the nominal time.
    for (int e = 0; e < 2; ++e)
        QCOMPARE(o->engineTimeControl(e).movesPerSession, o->timeControl.movesPerSession);
    QFETCH(qint64, secondBaseMs);
    QVERIFY(o->timeControl.baseMs >= secondBaseMs);
    QVERIFY(o->timeGiven); // the odds flags count as time flags (the GUI applies them)
}

void TestMatchOptions::engines() {
    QString error;
    const auto o =
        MatchOptions::parse({"-fcp", "/bin/sh -c \"exit 0\"", "-fd", "/tmp", "-fn", "First", "-scp",
                             "/bin/sh", "-sproto", "cxboard", "-variant", "xiangqi", "-mg", "4",
                             "-sgf", "games.pgn", "-debugFile", "log.txt"},
                            QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->first.program, QStringLiteral("/bin/sh"));
    // Quoting as a shell would read it, but no shell is ever started.
    QCOMPARE(o->first.arguments, (QStringList{"-c", "exit 0"}));
    QCOMPARE(o->first.workingDirectory, QStringLiteral("/tmp"));
    QCOMPARE(o->first.name, QStringLiteral("First"));
    QCOMPARE(o->first.protocol, EngineProtocol::Cecp);
    QCOMPARE(o->second.protocol, EngineProtocol::Cxboard);
    QCOMPARE(o->variant, QStringLiteral("xiangqi"));
    QCOMPARE(o->games, 4);
    QVERIFY(o->gamesGiven);
    QCOMPARE(o->pgnFile, QStringLiteral("games.pgn"));
    QVERIFY(o->debug);
    QCOMPARE(o->debugFile, QStringLiteral("log.txt"));
    QVERIFY(!o->first.cxboardEngineDriven);
    QVERIFY(!o->second.cxboardEngineDriven);
}

void TestMatchOptions::cxboardDriven() {
    // Tabiya's own switches: the engine-driven CXBoard mode, which implies CXBoard.
    QString error;
    const auto o = MatchOptions::parse({"-fcp", "/bin/sh", "-scp", "/bin/sh", "-scxdriven"},
                                       QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->first.protocol, EngineProtocol::Cecp);
    QVERIFY(!o->first.cxboardEngineDriven);
    QCOMPARE(o->second.protocol, EngineProtocol::Cxboard);
    QVERIFY(o->second.cxboardEngineDriven);
    const auto both = MatchOptions::parse({"--fcxdriven", "-fcp", "/bin/sh", "-fproto", "cxboard"},
                                          QString(), &error);
    QVERIFY2(both, qPrintable(error));
    QVERIFY(both->first.cxboardEngineDriven);
    QCOMPARE(both->first.protocol, EngineProtocol::Cxboard);
    QVERIFY(MatchOptions::usage().contains(QStringLiteral("-fcxdriven")));
}

void TestMatchOptions::errors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative inc") << QStringList{"-inc", "-1"} << "Bad value for -inc";
    QTest::newRow("zero tc") << QStringList{"-tc", "0"} << "Bad value for -tc";
    QTest::newRow("mg 0") << QStringList{"-mg", "0"} << "Bad value for -mg";
    QTest::newRow("stray word") << QStringList{"fairymax"} << "Unexpected argument";
    QTest::newRow("time odds 0") << QStringList{"-firstTimeOdds", "0"}
                                 << "Bad value for -firstTimeOdds";
    QTest::newRow("time odds below 1")
        << QStringList{"-secondTimeOdds", "0.5"} << "Bad value for -secondTimeOdds";
    QTest::newRow("time odds word")
        << QStringList{"-secondTimeOdds", "two"} << "Bad value for -secondTimeOdds";
    QTest::newRow("time odds mode 2")
        << QStringList{"-timeOddsMode", "2"} << "Bad value for -timeOddsMode";
}

void TestMatchOptions::errors() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!MatchOptions::parse(withEngines(args), QString(), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestMatchOptions)
#include "tst_matchoptions.moc"
