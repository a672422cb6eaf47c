// tabiya -headless plays chu shogi between two HaChus to the end: every move taken (lion
// double moves arrive one leg a line and go out as "f4f5,f5f6"), no engine answering
// "Illegal move", no forfeit, a result with the engine's reason, and the PGN tagged
// [Variant "chu"].
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestHeadlessChu : public QObject {
    Q_OBJECT
private slots:
    void hachuAgainstItself();
};

void TestHeadlessChu::hachuAgainstItself() {
    const QString hachu = QStringLiteral("/usr/games/hachu");
    if (!QFileInfo(hachu).isExecutable()) QSKIP("hachu not installed");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pgn = dir.filePath(QStringLiteral("chu.pgn"));
    const QString debug = dir.filePath(QStringLiteral("chu.debug"));
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya"),
            {"-headless", "-variant", "chu", "-fcp", hachu, "-scp", hachu, "-tc", "0:10", "-inc",
             "0.1", "-depth", "2", "-mg", "1", "-sgf", pgn, "-debugFile", debug});
    QVERIFY(p.waitForFinished(120000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
             qPrintable(out + QString::fromUtf8(p.readAllStandardError())));
    static const QRegularExpression gameLine(
        QStringLiteral(R"(^Game 1: .+ - .+ (1-0|0-1|1/2-1/2) \{(.+)\}$)"),
        QRegularExpression::MultilineOption);
    const auto m = gameLine.match(out);
    QVERIFY2(m.hasMatch(), qPrintable(out));
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    // HaChu keeps at most 2000 moves of a game and crashes beyond (its MAXMOVES); two
    // HaChus at depth 2 seldom get there, and no chu rule ends such a game sooner.
    static const QRegularExpression plies(QStringLiteral(R"re(\[PlyCount "(\d+)"\])re"));
    if (m.captured(2).contains(QStringLiteral("crashed")) &&
        plies.match(text).captured(1).toInt() >= 1999)
        QSKIP("HaChu's 2000-move limit reached");
    static const QRegularExpression forfeit(
        QStringLiteral("illegal|on time|crash|disconnect|refuse|forfeit"),
        QRegularExpression::CaseInsensitiveOption);
    QVERIFY2(!forfeit.match(m.captured(2)).hasMatch(), qPrintable(m.captured(0)));

    QFile t(debug);
    QVERIFY(t.open(QIODevice::ReadOnly));
    const QString transcript = QString::fromUtf8(t.readAll());
    QVERIFY(!transcript.contains(QStringLiteral("< Illegal move")));
    QVERIFY(transcript.contains(QStringLiteral("> variant chu")));
    // HaChu's lion double moves: a leg a line in, both legs on one line out.
    static const QRegularExpression legIn(QStringLiteral(R"(< move [a-l]\d+[a-l]\d+,$)"),
                                          QRegularExpression::MultilineOption);
    static const QRegularExpression twoLegsOut(
        QStringLiteral(R"(> usermove [a-l]\d+[a-l]\d+,[a-l]\d+[a-l]\d+$)"),
        QRegularExpression::MultilineOption);
    QVERIFY(legIn.match(transcript).hasMatch());
    QVERIFY(twoLegsOut.match(transcript).hasMatch());

    QVERIFY(text.contains(QStringLiteral("[Variant \"chu\"]")));
    QVERIFY(text.contains(QStringLiteral("[Result \"") + m.captured(1) + QStringLiteral("\"]")));
}

QTEST_GUILESS_MAIN(TestHeadlessChu)
#include "tst_headlesschu.moc"
