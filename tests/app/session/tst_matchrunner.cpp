// MatchRunner with real engines at tiny time controls: -concurrency 2 plays on two tables
// at once, each with its own pair of engines, and the games come out in game order with
// colours alternating, each from the opening its index picks, scored from the first
// engine's side and saved to the -sgf file in order. The openings are mates in one, so
// every result is known in advance and the games take a move each.
#include "app/session/matchrunner.h"

#include "tests/app/session/sessiontesthelpers.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

class TestMatchRunner : public QObject {
    Q_OBJECT
private slots:
    void concurrentGamesInOrder_data();
    void concurrentGamesInOrder();
    void badOpeningFileEndsIt();
    void enginesThatDiedBetweenGamesRestart();
};

namespace {
// White mates with Ra8, Black with Ra1.
const char* const MateFens = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\n"
                             "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1\n";

QString readFile(const QString& name) {
    QFile f(name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

void TestMatchRunner::concurrentGamesInOrder_data() {
    QTest::addColumn<QString>("second");
    QTest::addColumn<int>("concurrency");
    QTest::newRow("tabiya-engine twice, one table") << QStringLiteral("tabiya-engine") << 1;
    QTest::newRow("tabiya-engine twice, two tables") << QStringLiteral("tabiya-engine") << 2;
    QTest::newRow("tabiya-engine vs fairymax, two tables")
        << QStringLiteral("/usr/games/fairymax") << 2;
}

void TestMatchRunner::concurrentGamesInOrder() {
    QFETCH(QString, second);
    QFETCH(int, concurrency);
    QVERIFY2(QFileInfo(test::engine(second).program).isExecutable(), qPrintable(second));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fens = dir.filePath(QStringLiteral("mates.fen"));
    QFile f(fens);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(MateFens);
    f.close();
    const QString pgn = dir.filePath(QStringLiteral("games.pgn"));
    const QString debug = dir.filePath(QStringLiteral("debug.txt"));
    QString error;
    // -lpi -2: each position twice, colours reversed; the first engine has 1 s and the
    // second, at odds 2, half of it.
    const auto options = MatchOptions::parse({"-fcp",
                                              "tabiya-engine",
                                              "-fn",
                                              "Alpha",
                                              "-scp",
                                              second,
                                              "-sn",
                                              "Beta",
                                              "-mg",
                                              "4",
                                              "-concurrency",
                                              QString::number(concurrency),
                                              "-lpf",
                                              fens,
                                              "-lpi",
                                              "-2",
                                              "-tc",
                                              "0:01",
                                              "-inc",
                                              "0.05",
                                              "-secondTimeOdds",
                                              "2",
                                              "-sgf",
                                              pgn,
                                              "-debugFile",
                                              debug},
                                             QCoreApplication::applicationDirPath(), &error);
    QVERIFY2(options, qPrintable(error));
    MatchRunner runner(*options);
    QCOMPARE(runner.tables(), concurrency);
    QList<int> numbers;
    QList<double> points;
    QStringList whites;
    connect(&runner, &MatchRunner::gameRecorded, this, [&](int number, const Game& game, double p) {
        numbers << number;
        points << p;
        whites << game.tag(QStringLiteral("White"));
    });
    QSignalSpy errors(&runner, &MatchRunner::error);
    QSignalSpy finished(&runner, &MatchRunner::finished);
    runner.start();
    QVERIFY(finished.wait(60000));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).value(0).toString()));
    QCOMPARE(finished.first().first().toInt(), 0);
    QCOMPARE(numbers, (QList<int>{0, 1, 2, 3}));
    // The side to move mates: White in games 0 and 1 (the first engine White, then
    // Black), Black in games 2 and 3.
    QCOMPARE(whites, (QStringList{"Alpha", "Beta", "Alpha", "Beta"}));
    QCOMPARE(points, (QList<double>{1, 0, 0, 1}));
    const MatchSchedule& s = runner.match()->schedule();
    QCOMPARE(s.wins(), 2);
    QCOMPARE(s.losses(), 2);
    QCOMPARE(s.played(), 4);
    const QString text = readFile(pgn);
    qsizetype at = -1;
    for (int round = 1; round <= 4; ++round) { // saved in game order
        const qsizetype next = text.indexOf(QStringLiteral("[Round \"%1\"]").arg(round));
        QVERIFY2(next > at, qPrintable(text));
        at = next;
    }
    QCOMPARE(text.count(QStringLiteral("[Result \"1-0\"]")), 2);
    QCOMPARE(text.count(QStringLiteral("[Result \"0-1\"]")), 2);
    // Each table has its own engines: the second table's lines are marked "2:".
    const QString transcript = readFile(debug);
    auto hasLines = [&](const char* prefix) {
        return transcript.contains(
            QRegularExpression(QStringLiteral("^%1 ").arg(QLatin1String(prefix)),
                               QRegularExpression::MultilineOption));
    };
    QVERIFY(hasLines("1"));
    QVERIFY(hasLines("2"));
    QCOMPARE(hasLines("2:1"), concurrency == 2);
    QCOMPARE(hasLines("2:2"), concurrency == 2);
}

void TestMatchRunner::badOpeningFileEndsIt() {
    QString error;
    const auto options = MatchOptions::parse(
        {"-fcp", "tabiya-engine", "-mg", "2", "-concurrency", "2", "-lgf", "/nonexistent.pgn"},
        QCoreApplication::applicationDirPath(), &error);
    QVERIFY2(options, qPrintable(error));
    MatchRunner runner(*options);
    QSignalSpy errors(&runner, &MatchRunner::error);
    QSignalSpy finished(&runner, &MatchRunner::finished);
    runner.start();
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QCOMPARE(finished.first().first().toInt(), 2);
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.first().first().toString().contains(QStringLiteral("nonexistent.pgn")),
             qPrintable(errors.first().first().toString()));
}

// Game 1: the first engine (White) crashes when asked to move, and the second dies when
// told the result, as two HaChus beyond their 2000 moves did. Both are restarted for game
// 2: the second engine (White now) moves, and the first crashes again. A second engine left
// dead would never move and lose game 2 on time. The first engine takes 300 ms to start:
// the second one's death is seen after it said it was ready for game 2, before the game.
void TestMatchRunner::enginesThatDiedBetweenGamesRestart() {
    QVERIFY(QFileInfo(test::bin(QStringLiteral("fake-engine"))).isExecutable());
    QString error;
    const auto options =
        MatchOptions::parse({"-fcp", "fake-engine crash-on-go late-features=300", "-scp",
                             "fake-engine crash-on-result moves=e2e4", "-mg", "2", "-tc", "0:02"},
                            QCoreApplication::applicationDirPath(), &error);
    QVERIFY2(options, qPrintable(error));
    MatchRunner runner(*options);
    QStringList reasons;
    QList<double> points;
    connect(&runner, &MatchRunner::gameRecorded, this, [&](int, const Game& game, double p) {
        reasons << game.reason();
        points << p;
    });
    QSignalSpy errors(&runner, &MatchRunner::error);
    QSignalSpy finished(&runner, &MatchRunner::finished);
    runner.start();
    QVERIFY(finished.wait(30000));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).value(0).toString()));
    QCOMPARE(reasons.size(), 2);
    for (const QString& r : std::as_const(reasons))
        QVERIFY2(r.contains(QStringLiteral("crashed")), qPrintable(reasons.join(u'|')));
    QVERIFY2(points == (QList<double>{0, 0}), qPrintable(reasons.join(u'|')));
}

QTEST_GUILESS_MAIN(TestMatchRunner)
#include "tst_matchrunner.moc"
