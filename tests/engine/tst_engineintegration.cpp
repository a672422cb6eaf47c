// Integration: tabiya-engine plays whole short games against real engines, Fairy-Max in
// chess and MaxQi in xiangqi, through `tabiya -headless` (the match runner, whose Session
// checks every move and the game's end with board/core), from the strength runs' opening
// files. Each game must end by the rules, never by an illegal move, a crash or a lost
// clock on our side.

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
    const QString openings =
        QStringLiteral(TABIYA_OPENINGS_DIR "/%1.pgn")
            .arg(variant == QLatin1String("normal") ? QStringLiteral("chess") : variant);
    QProcess match;
    match.start(bin + QStringLiteral("/tabiya"), {QStringLiteral("-headless"),
                                                  QStringLiteral("-fcp"),
                                                  bin + QStringLiteral("/tabiya-engine"),
                                                  QStringLiteral("-fn"),
                                                  QStringLiteral("Tabiya"),
                                                  QStringLiteral("-scp"),
                                                  opponent,
                                                  QStringLiteral("-sn"),
                                                  QStringLiteral("Opponent"),
                                                  QStringLiteral("-variant"),
                                                  variant,
                                                  QStringLiteral("-mg"),
                                                  QStringLiteral("2"),
                                                  QStringLiteral("-tc"),
                                                  QStringLiteral("0:01.5"),
                                                  QStringLiteral("-inc"),
                                                  QStringLiteral("0.02"),
                                                  QStringLiteral("-lgf"),
                                                  openings,
                                                  QStringLiteral("-lgi"),
                                                  QStringLiteral("-2"),
                                                  QStringLiteral("-concurrency"),
                                                  concurrency});
    QVERIFY(match.waitForStarted());
    QVERIFY(match.waitForFinished(120000));
    const QString out = QString::fromUtf8(match.readAllStandardOutput());
    QVERIFY2(match.exitCode() == 0, qPrintable(out + match.readAllStandardError()));
    const QRegularExpression game(
        QStringLiteral(R"(^Game (\d): (\S+) - (\S+) (1-0|0-1|1/2-1/2) \{(.*)\}$)"),
        QRegularExpression::MultilineOption);
    QList<int> numbers; // in game order, however the games played at once finished
    for (auto it = game.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        numbers.append(m.captured(1).toInt());
        const QString result = m.captured(4), reason = m.captured(5);
        const bool weLost = (m.captured(2) == QLatin1String("Tabiya") && result == "0-1") ||
                            (m.captured(3) == QLatin1String("Tabiya") && result == "1-0");
        // A game ends by the rules or a resignation; a loss must never be our fault.
        for (const char* fault : {"illegal", "crashed", "on time", "refused", "False claim"})
            QVERIFY2(!reason.contains(QLatin1String(fault)) || !weLost, qPrintable(out));
    }
    QCOMPARE(numbers, (QList<int>{1, 2}));
    const auto score =
        QRegularExpression(
            QStringLiteral(R"(^Score of Tabiya vs Opponent: (\d+) - (\d+) - (\d+) \(.*/2\)$)"),
            QRegularExpression::MultilineOption)
            .match(out);
    QVERIFY2(score.hasMatch(), qPrintable(out));
    QCOMPARE(score.captured(1).toInt() + score.captured(2).toInt() + score.captured(3).toInt(), 2);
    QVERIFY2(out.contains(QRegularExpression(
                 QStringLiteral(R"(^Elo difference: -?\d+ \(95% interval -?\d+ \.\. -?\d+\)$)"),
                 QRegularExpression::MultilineOption)),
             qPrintable(out));
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
