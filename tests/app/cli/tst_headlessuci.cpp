// tabiya -headless with UCI and UCCI engines started natively (no PolyGlot), one short game
// each, to a result: Stockfish over UCI (XBoard's -fUCI) against tabiya-engine in chess,
// and Fairy-Stockfish over UCCI (-fproto ucci) and over UCI (-sUCI, its UCI_Variant set to
// xiangqi) against MaxQi in xiangqi. The transcript shows the protocol really spoken, and
// no game ends by a fault of the UCI/UCCI side (time, illegal move, a crash).
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestHeadlessUci : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void match_data();
    void match();

private:
    QTemporaryDir m_dir;
    int m_runs = 0;
};

namespace {

QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

QString readFile(const QString& name) {
    QFile f(name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

void TestHeadlessUci::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo(bin(QStringLiteral("tabiya"))).isExecutable());
    QVERIFY(QFileInfo(bin(QStringLiteral("tabiya-engine"))).isExecutable());
}

void TestHeadlessUci::match_data() {
    QTest::addColumn<QStringList>("programs"); // must be installed for the row to run
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("uciName");  // the -fn/-sn name of the UCI or UCCI side
    QTest::addColumn<QStringList>("sent"); // lines the transcript must show, both ways
    const QString stockfish = QStringLiteral("/usr/games/stockfish");
    const QString fsf = QStringLiteral("/usr/games/fairy-stockfish");
    const QString maxqi = QStringLiteral("/usr/games/maxqi");
    QTest::newRow("Stockfish -fUCI vs tabiya-engine")
        << QStringList{stockfish}
        << QStringList{"-fcp", stockfish, "-fUCI", "-fn", "SF",     "-scp", "tabiya-engine",
                       "-tc",  "0:10",    "-inc",  "0.1", "-depth", "3"}
        << "SF" << QStringList{"> uci\n", "< uciok\n", "> position ", "< bestmove "};
    QTest::newRow("Fairy-Stockfish UCCI vs MaxQi, xiangqi")
        << QStringList{fsf, maxqi}
        << QStringList{"-variant", "xiangqi", "-fcp", fsf,    "-fproto", "ucci", "-fn",    "FSF",
                       "-scp",     maxqi,     "-tc",  "0:10", "-inc",    "0.1",  "-depth", "3"}
        << "FSF" << QStringList{"> ucci\n", "< ucciok\n", "> position ", "< bestmove "};
    QTest::newRow("MaxQi vs Fairy-Stockfish -sUCI, xiangqi")
        << QStringList{fsf, maxqi}
        << QStringList{"-variant", "xiangqi", "-fcp", maxqi,  "-scp", fsf,      "-sUCI", "-sn",
                       "FSF",      "-tc",     "0:10", "-inc", "0.1",  "-depth", "3"}
        << "FSF"
        << QStringList{"> uci\n", "< uciok\n", "> setoption name UCI_Variant value xiangqi\n",
                       "< bestmove "};
}

void TestHeadlessUci::match() {
    QFETCH(QStringList, programs);
    QFETCH(QStringList, flags);
    QFETCH(QString, uciName);
    QFETCH(QStringList, sent);
    for (const QString& p : programs)
        if (!QFileInfo(p).isExecutable()) QSKIP(qPrintable(p + " is not installed"));
    const QString tag = QStringLiteral("game%1").arg(++m_runs);
    const QString pgn = m_dir.filePath(tag + QStringLiteral(".pgn"));
    const QString debug = m_dir.filePath(tag + QStringLiteral(".debug"));
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(bin(QStringLiteral("tabiya")),
            QStringList{"-headless", "-mg", "1", "-sgf", pgn, "-debugFile", debug} + flags);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 240000);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 0, qPrintable(err.right(2000)));

    static const QRegularExpression gameLine(
        QStringLiteral(R"(^Game 1: (.+) - (.+) (1-0|0-1|1/2-1/2) \{(.+)\}$)"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = gameLine.match(out);
    QVERIFY2(m.hasMatch(), qPrintable(out + err.right(2000)));
    QVERIFY2(m.captured(1) == uciName || m.captured(2) == uciName, qPrintable(m.captured(0)));
    // A result of play: no forfeit of either side by time, an illegal move or a crash.
    const QString reason = m.captured(4);
    for (const char* fault : {"time", "illegal", "Illegal", "crash", "exited", "not respond"})
        QVERIFY2(!reason.contains(QLatin1String(fault)), qPrintable(reason));
    const QString transcript = readFile(debug);
    for (const QString& line : sent)
        QVERIFY2(transcript.contains(line),
                 qPrintable(line + QLatin1String(" missing in:\n") + transcript.left(3000)));
    // Nothing of CECP was tried on the UCI/UCCI side.
    QVERIFY2(!transcript.contains(QRegularExpression(QStringLiteral(R"(\S+ \S+ )") +
                                                     QRegularExpression::escape(uciName) +
                                                     QStringLiteral(R"(> (xboard|protover))"))),
             qPrintable(transcript.left(2000)));
    QVERIFY(QFileInfo(pgn).size() > 0);
    QVERIFY(readFile(pgn).contains(QStringLiteral("[Result \"") + m.captured(3) + "\"]"));
}

QTEST_GUILESS_MAIN(TestHeadlessUci)
#include "tst_headlessuci.moc"
