// tabiya -headless end to end: matches against Fairy-Max, MaxQi and tabiya-engine (CECP
// and CXBoard) reach results with one line per game, a score line, exit status 0, the PGN
// appended and the transcript written; bad flags and engines that cannot start give a
// message and a non-zero status. -concurrency 2 prints the games in game order with the
// score and the Elo difference with its 95% interval after each; --help prints the flags
// with no display at all. A level given as -firstOptions "Limit Strength=true,Elo=1500"
// is written into the PGN as [WhiteElo "1500"], the name left as it is.
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestHeadless : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void match_data();
    void match();
    void badArguments_data();
    void badArguments();
    void concurrencyInGameOrder();
    void levelInPgn();
    void helpWithoutDisplay_data();
    void helpWithoutDisplay();

private:
    struct Run {
        int exitCode = -1;
        QString out, err;
    };
    Run run(const QStringList& args, int timeoutMs = 120000);
    QTemporaryDir m_dir;
};

static QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

TestHeadless::Run TestHeadless::run(const QStringList& args, int timeoutMs) {
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(bin(QStringLiteral("tabiya")), QStringList{QStringLiteral("-headless")} + args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

void TestHeadless::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo(bin(QStringLiteral("tabiya"))).isExecutable());
}

void TestHeadless::match_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("needs"); // an engine that must be installed
    QTest::addColumn<bool>("cxboard");  // the CXBoard row
    const QStringList fast = {"-tc", "0:05", "-inc", "0.05", "-depth", "3"};
    QTest::newRow("fairymax vs tabiya-engine, chess")
        << (QStringList{"-fcp", "fairymax", "-scp", "tabiya-engine", "-mg", "2"} + fast) << 2
        << QStringLiteral("/usr/games/fairymax") << false;
    QTest::newRow("maxqi vs tabiya-engine, xiangqi")
        << (QStringList{"-variant", "xiangqi", "-fcp", "maxqi", "-scp", "tabiya-engine", "-mg",
                        "1"} +
            fast)
        << 1 << QStringLiteral("/usr/games/maxqi") << false;
    QTest::newRow("fairymax twice, classical clock, names")
        << QStringList{"-fcp", "fairymax", "-fn", "Alpha",  "-sn", "Beta", "-tc",
                       "0:03", "-mps",     "20",  "-depth", "2",   "-mg",  "1"}
        << 1 << QStringLiteral("/usr/games/fairymax") << false;
    // A variant Fairy-Max defines (setup and piece lines): -variant passes its name on.
    QTest::newRow("fairymax twice, grande-acedrex")
        << QStringList{"-variant", "grande-acedrex", "-fcp", "fairymax", "-mg",    "1",
                       "-tc",      "0:10",           "-inc", "0.1",      "-depth", "2"}
        << 1 << QStringLiteral("/usr/games/fairymax") << false;
    QTest::newRow("tabiya-engine over CXBoard vs maxqi")
        << (QStringList{"-variant", "xiangqi", "-fcp", "tabiya-engine", "-fproto", "cxboard",
                        "-scp", "maxqi", "-mg", "1"} +
            fast)
        << 1 << QStringLiteral("/usr/games/maxqi") << true;
    QTest::newRow("maxqi vs tabiya-engine over CXBoard, engine-driven")
        << (QStringList{"-variant", "xiangqi", "-fcp", "maxqi", "-scp", "tabiya-engine",
                        "-scxdriven", "-mg", "2"} +
            fast)
        << 2 << QStringLiteral("/usr/games/maxqi") << true;
}

void TestHeadless::match() {
    QFETCH(QStringList, args);
    QFETCH(int, games);
    QFETCH(QString, needs);
    QFETCH(bool, cxboard);
    if (!QFileInfo(needs).isExecutable()) QSKIP("engine not installed");
    const QString pgn = m_dir.filePath(QStringLiteral("%1.pgn").arg(QTest::currentDataTag()));
    const QString debug = m_dir.filePath(QStringLiteral("%1.debug").arg(QTest::currentDataTag()));
    const Run r = run(args + QStringList{"-sgf", pgn, "-debugFile", debug});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // "Game 1: White - Black 1-0 {reason}", then the score line.
    static const QRegularExpression gameLine(
        QStringLiteral(R"(^Game (\d+): (.+) - (.+) (1-0|0-1|1/2-1/2) \{(.+)\}$)"),
        QRegularExpression::MultilineOption);
    int count = 0;
    for (auto it = gameLine.globalMatch(r.out); it.hasNext(); it.next())
        ++count;
    QVERIFY2(count == games, qPrintable(r.out));
    QVERIFY2(
        r.out.contains(QRegularExpression(QStringLiteral(R"(^Score of .+ vs .+: \d+ - \d+ - \d+)"),
                                          QRegularExpression::MultilineOption)),
        qPrintable(r.out));
    if (args.contains(QStringLiteral("Alpha")))
        QVERIFY(r.out.contains(QStringLiteral("Alpha - Beta")));
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QCOMPARE(text.count(QStringLiteral("[Event ")), games);
    QCOMPARE(text.count(QStringLiteral("[Termination ")), games);
    QFile d(debug);
    QVERIFY(d.open(QIODevice::ReadOnly));
    const QString transcript = QString::fromUtf8(d.readAll());
    QVERIFY(transcript.contains(cxboard ? QStringLiteral("> cxboard 1")
                                        : QStringLiteral("> protover 2")));
    QVERIFY(transcript.contains(QStringLiteral("< ")));
    if (cxboard) {
        // The engine is kept in step with the game: its own bestmove is told back and each
        // of its turns gets a go (forced mode), or it plays its side itself (-scxdriven).
        // (MaxQi answers "Error (unknown command): computer": only tabiya-engine's count.)
        static const QRegularExpression complaint(
            QStringLiteral(R"(^\S+ \S+ tabiya[^<>\n]*< (Illegal move|Error)[^\n]*$)"),
            QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!r.out.contains(QStringLiteral("loses on time")), qPrintable(r.out));
        QVERIFY2(!complaint.match(transcript).hasMatch(),
                 qPrintable(complaint.match(transcript).captured(0)));
        QVERIFY(transcript.contains(QStringLiteral("> move ")));
        QCOMPARE(transcript.contains(QStringLiteral("> playcurrent")),
                 args.contains(QStringLiteral("-scxdriven")));
        QCOMPARE(transcript.contains(QStringLiteral("> go ")),
                 !args.contains(QStringLiteral("-scxdriven")));
    }
}

void TestHeadless::badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown flag") << QStringList{"-bogus"}
                                  << QStringLiteral("Unknown option: -bogus");
    QTest::newRow("missing value") << QStringList{"-tc"} << QStringLiteral("needs a value");
    QTest::newRow("bad time") << QStringList{"-tc", "five"} << QStringLiteral("Bad value for -tc");
    QTest::newRow("bad seconds") << QStringList{"-tc", "1:75"}
                                 << QStringLiteral("Bad value for -tc");
    QTest::newRow("bad protocol") << QStringList{"-fproto", "usi"}
                                  << QStringLiteral("Bad value for -fproto");
    QTest::newRow("bad variant") << QStringList{"-variant", "hex agonal"}
                                 << QStringLiteral("Bad value for -variant");
    // A name the rules do not know is the engine's to define: one that does not play it
    // says so when the game is to start (tabiya-engine does not know hexagonal).
    QTest::newRow("variant no engine plays")
        << QStringList{"-variant", "hexagonal"} << QStringLiteral("does not play hexagonal");
    QTest::newRow("engine not found") << QStringList{"-fcp", "no-such-engine-here"}
                                      << QStringLiteral("Engine not found: no-such-engine-here");
    QTest::newRow("engine cannot start") << QStringList{"-fcp", "/bin/false", "-mg", "1"}
                                         << QStringLiteral("stopped during start-up");
}

void TestHeadless::badArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args, 30000);
    QVERIFY(r.exitCode > 0);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestHeadless::levelInPgn() {
    if (!QFileInfo(QStringLiteral("/usr/games/fairymax")).isExecutable())
        QSKIP("Fairy-Max not installed");
    const QString pgn = m_dir.filePath(QStringLiteral("level.pgn"));
    const Run r =
        run({"-fcp", "tabiya-engine", "-firstOptions", "Limit Strength=true,Elo=1500", "-scp",
             "fairymax", "-mg", "1", "-tc", "0:05", "-inc", "0.05", "-depth", "3", "-sgf", pgn});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY2(text.contains(QStringLiteral("[WhiteElo \"1500\"]")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("[BlackElo ")));
    // The depth both engines share is a condition of the match, not a level.
    QVERIFY(!text.contains(QStringLiteral("(Depth")));
    static const QRegularExpression plainName(QStringLiteral("\\[White \"Tabiya[^\"(]*\"\\]"));
    QVERIFY(text.contains(plainName));
}

void TestHeadless::concurrencyInGameOrder() {
    // Mates in one (White's Ra8#, Black's Ra1#), each twice with colours reversed (-lpi -2):
    // every result is known, so the lines are too, whichever table finishes first.
    const QString fens = m_dir.filePath(QStringLiteral("mates.fen"));
    QFile f(fens);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\nr5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1\n");
    f.close();
    const Run r = run(
        {"-fcp", "tabiya-engine", "-fn", "Alpha", "-scp", "tabiya-engine", "-sn", "Beta", "-mg",
         "4",    "-concurrency",  "2",   "-lpf",  fens,   "-lpi",          "-2",  "-tc",  "0:02",
         "-inc", "0.05"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    static const QRegularExpression gameLine(QStringLiteral(R"(^Game (\d+): (\S+) - (\S+) (\S+) )"),
                                             QRegularExpression::MultilineOption);
    QStringList games;
    for (auto it = gameLine.globalMatch(r.out); it.hasNext();) {
        const auto m = it.next();
        games << m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char(' ') +
                     m.captured(4);
    }
    QCOMPARE(games, (QStringList{"1 Alpha 1-0", "2 Beta 1-0", "3 Alpha 0-1", "4 Beta 0-1"}));
    // The running score after each game, the first engine's wins - losses - draws.
    QVERIFY2(r.out.contains(QStringLiteral("Score of Alpha vs Beta: 1 - 0 - 0 (1/1)\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Score of Alpha vs Beta: 2 - 2 - 0 (2/4)\n")),
             qPrintable(r.out));
    // 2 - 2: 50%, standard error 0.25, 50 +- 49% = 1% .. 99%: -400 log10(99) = -798.
    QVERIFY2(r.out.endsWith(QStringLiteral("Elo difference: 0 (95% interval -798 .. 798)\n")),
             qPrintable(r.out));
    QCOMPARE(r.out.count(QStringLiteral("Elo difference: ")), 4);
}

void TestHeadless::helpWithoutDisplay_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << QStringList{"--help"};
    QTest::newRow("-help") << QStringList{"-help"};
    QTest::newRow("-h among other flags") << QStringList{"-tc", "1", "-h"};
}

void TestHeadless::helpWithoutDisplay() {
    // No display and no platform chosen: the window could not open, the help still prints.
    QFETCH(QStringList, args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(bin(QStringLiteral("tabiya")), args);
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
    QVERIFY2(out.startsWith(QStringLiteral("Usage: tabiya")), qPrintable(out));
    for (const char* flag : {"-fcp CMD", "-concurrency N", "-lgf, -loadGameFile FILE", "-headless"})
        QVERIFY2(out.contains(QLatin1String(flag)), flag);
}

QTEST_GUILESS_MAIN(TestHeadless)
#include "tst_headless.moc"
