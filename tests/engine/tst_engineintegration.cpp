// Integration: tabiya-engine plays whole short games against real engines, Fairy-Max in
// chess and MaxQi in xiangqi, through the match driver (tabiya-match), which checks every
// move and the game's end with board/core. Each game must end by the rules, never by an
// illegal move, a crash or a lost clock on our side.

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

class TestEngineIntegration : public QObject {
    Q_OBJECT
private slots:
    void shortGames_data();
    void shortGames();
    void benchIsReproducible();
};

void TestEngineIntegration::shortGames_data() {
    QTest::addColumn<QString>("opponent");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("concurrency"); // the games at once
    QTest::newRow("chess vs fairymax") << "/usr/games/fairymax"
                                       << "normal"
                                       << "2";
    QTest::newRow("xiangqi vs maxqi") << "/usr/games/maxqi"
                                      << "xiangqi"
                                      << "1";
}

void TestEngineIntegration::shortGames() {
    QFETCH(QString, opponent);
    QFETCH(QString, variant);
    QFETCH(QString, concurrency);
    QVERIFY2(QFileInfo(opponent).isExecutable(), qPrintable(opponent + " is not installed"));
    const QString bin = QCoreApplication::applicationDirPath();
    QProcess match;
    match.start(bin + QStringLiteral("/tabiya-match"),
                {QStringLiteral("--engine1"), bin + QStringLiteral("/tabiya-engine"),
                 QStringLiteral("--engine2"), opponent, QStringLiteral("--variant"), variant,
                 QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--base"),
                 QStringLiteral("1.5"), QStringLiteral("--inc"), QStringLiteral("0.02"),
                 QStringLiteral("--maxplies"), QStringLiteral("300"),
                 QStringLiteral("--concurrency"), concurrency});
    QVERIFY(match.waitForStarted());
    QVERIFY(match.waitForFinished(120000));
    QCOMPARE(match.exitCode(), 0);
    const QString out = QString::fromUtf8(match.readAllStandardOutput());
    const QRegularExpression game(QStringLiteral("^game (\\d): .* \\((white|black)\\) vs .*: "
                                                 "(win|loss|draw)  \\[(.*)\\]$"),
                                  QRegularExpression::MultilineOption);
    int games = 0;
    QSet<int> numbers; // games played at once finish in any order, each once
    for (auto it = game.globalMatch(out); it.hasNext(); ++games) {
        const auto m = it.next();
        numbers.insert(m.captured(1).toInt());
        const QString reason = m.captured(4);
        const bool weLost = m.captured(3) == QLatin1String("loss");
        // A game ends by the rules or a resignation; a loss must never be our fault.
        QVERIFY2(!reason.contains(QLatin1String("illegal")) || !weLost, qPrintable(out));
        QVERIFY2(!reason.contains(QLatin1String("forfeits")) || !weLost, qPrintable(out));
        QVERIFY2(!reason.contains(QLatin1String("on time")) || !weLost, qPrintable(out));
        QVERIFY2(!reason.contains(QLatin1String("bad opening")), qPrintable(out));
    }
    QCOMPARE(games, 2);
    QCOMPARE(numbers, (QSet<int>{1, 2}));
    const auto score =
        QRegularExpression(
            QStringLiteral(R"(^Score of engine1 vs engine2: \+(\d+) =(\d+) -(\d+) )"),
            QRegularExpression::MultilineOption)
            .match(out);
    QVERIFY2(score.hasMatch(), qPrintable(out));
    QCOMPARE(score.captured(1).toInt() + score.captured(2).toInt() + score.captured(3).toInt(), 2);
    QVERIFY(out.contains(QLatin1String("Elo difference:")));
}

void TestEngineIntegration::benchIsReproducible() {
    // "tabiya-engine bench [DEPTH]": fixed positions to a fixed depth, the node count the
    // same on every run (it changes only when the search does), and nodes per second.
    const QString engine =
        QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine");
    auto bench = [&](const QStringList& args, int& exitCode) {
        QProcess p;
        p.start(engine, args);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000)) return QString();
        exitCode = p.exitCode();
        return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    };
    int code = -1;
    const QString first = bench({QStringLiteral("bench"), QStringLiteral("5")}, code);
    QCOMPARE(code, 0);
    const QRegularExpression nodes(QStringLiteral("^Nodes searched: (\\d+)$"),
                                   QRegularExpression::MultilineOption);
    const auto m = nodes.match(first);
    QVERIFY2(m.hasMatch(), qPrintable(first));
    QVERIFY(m.captured(1).toLongLong() > 1000);
    QVERIFY(first.contains(QRegularExpression(QStringLiteral("^Nodes/second: \\d+$"),
                                              QRegularExpression::MultilineOption)));
    QCOMPARE(first.count(QRegularExpression(QStringLiteral("^(normal|xiangqi) +depth  5 "),
                                            QRegularExpression::MultilineOption)),
             10);
    const QString second = bench({QStringLiteral("bench"), QStringLiteral("5")}, code);
    QCOMPARE(nodes.match(second).captured(1), m.captured(1));
    // Bad arguments: a usage line and exit code 2, no search.
    for (const QStringList& bad : {QStringList{QStringLiteral("bench"), QStringLiteral("0")},
                                   QStringList{QStringLiteral("bench"), QStringLiteral("x")},
                                   QStringList{QStringLiteral("--frobnicate")}}) {
        const QString out = bench(bad, code);
        QCOMPARE(code, 2);
        QVERIFY2(out.startsWith(QLatin1String("usage: tabiya-engine")), qPrintable(out));
    }
}

QTEST_GUILESS_MAIN(TestEngineIntegration)
#include "tst_engineintegration.moc"
