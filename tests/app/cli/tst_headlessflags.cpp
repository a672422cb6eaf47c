// tabiya -headless flags end to end, each shown to do what XBoard's does: -st (time per
// move, sent as st), -sd (the second engine runs in that directory), -debug (the
// transcript, both directions, timestamped, on standard error), -fn/-sn (the names in the
// PGN), -mg with colours alternating (the White and Black tags swap in the -sgf file), and
// -sproto cxboard with tabiya-engine playing a whole game over CXBoard, and -lgf / -lpf
// with their indexes (each game starts from the opening the index picks). Its errors are
// in German when the locale is German: the translations are found at run time.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestHeadlessFlags : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void perMoveTimeDirectoryAndDebug();
    void namesAndAlternatingColours();
    void cxboardSecondEngine_data();
    void cxboardSecondEngine();
    void openingFiles_data();
    void openingFiles();
    void openingPositionsChecked();
    void errorsInTheUsersLanguage_data();
    void errorsInTheUsersLanguage();
    void engineForAnotherVariantRefused();
    void boardOfAnotherSize();

private:
    struct Run {
        int exitCode = -1;
        QString out, err;
    };
    Run run(const QStringList& args, const QString& language = {});
    QTemporaryDir m_dir;
};

namespace {

QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

QString readFile(const QString& name) {
    QFile f(name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The values of one PGN tag, game after game.
QStringList tagValues(const QString& pgn, const QString& tag) {
    QStringList values;
    const QRegularExpression re(QStringLiteral("^\\[%1 \"([^\"]*)\"\\]$").arg(tag),
                                QRegularExpression::MultilineOption);
    for (auto it = re.globalMatch(pgn); it.hasNext();)
        values << it.next().captured(1);
    return values;
}

const QStringList Fast = {"-tc", "0:05", "-inc", "0.05", "-depth", "2"};

} // namespace

TestHeadlessFlags::Run TestHeadlessFlags::run(const QStringList& args, const QString& language) {
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    if (!language.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.insert(QStringLiteral("LANGUAGE"), language.left(2));
        env.insert(QStringLiteral("LANG"), language + QStringLiteral(".UTF-8"));
        p.setProcessEnvironment(env);
    }
    QSignalSpy finished(&p, &QProcess::finished);
    p.start(bin(QStringLiteral("tabiya")), QStringList{QStringLiteral("-headless")} + args);
    Run r;
    [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000); }();
    if (finished.isEmpty()) {
        p.kill();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

void TestHeadlessFlags::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo(bin(QStringLiteral("tabiya"))).isExecutable());
    QVERIFY(QFileInfo(bin(QStringLiteral("tabiya-engine"))).isExecutable());
    QVERIFY(QFileInfo(bin(QStringLiteral("fake-engine"))).isExecutable());
}

void TestHeadlessFlags::perMoveTimeDirectoryAndDebug() {
    // The second engine is the fake, which says where it was started ("# cwd DIR") and
    // answers 1. e4 with e5, then e5 again, an illegal move that ends the game quickly.
    QTemporaryDir engineDir;
    QVERIFY(engineDir.isValid());
    const QString dir = QFileInfo(engineDir.path()).canonicalFilePath();
    const Run r =
        run({"-fcp", "tabiya-engine", "-scp", bin("fake-engine") + " cwd moves=e7e5", "-sd",
             engineDir.path(), "-st", "0:01", "-depth", "3", "-debug", "-mg", "1"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err.right(2000)));
    QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral(R"(^Game 1: .+ - .+ 1-0 \{)"),
                                               QRegularExpression::MultilineOption)),
             qPrintable(r.out));
    // -debug: the transcript goes to standard error ("ENGINE TIME NAME> LINE"),
    // timestamped, both directions, and stays off standard output.
    static const QRegularExpression stamped(
        QStringLiteral(R"(^\d+ \d\d:\d\d:\d\d\.\d\d\d \S.*[<>] )"),
        QRegularExpression::MultilineOption);
    QVERIFY2(r.err.contains(stamped), qPrintable(r.err.left(2000)));
    QVERIFY(r.err.contains(QStringLiteral("> protover 2")));
    QVERIFY(r.err.contains(QStringLiteral("< feature ")));
    QVERIFY(!r.out.contains(QStringLiteral("protover")));
    // -st 0:01: one second a move, as CECP's st.
    QVERIFY2(r.err.contains(QStringLiteral("> st 1\n")), qPrintable(r.err.left(3000)));
    QVERIFY(!r.err.contains(QStringLiteral("> level ")));
    // -sd: the second engine ran in that directory.
    QVERIFY2(r.err.contains(QStringLiteral("< # cwd ") + dir + QLatin1Char('\n')),
             qPrintable(r.err.left(3000)));
    QVERIFY(dir != QFileInfo(m_dir.path()).canonicalFilePath());
}

void TestHeadlessFlags::namesAndAlternatingColours() {
    const QString pgn = m_dir.filePath(QStringLiteral("names.pgn"));
    const Run r = run(QStringList{"-fcp", "tabiya-engine", "-fn", "Alpha", "-scp", "tabiya-engine",
                                  "-sn", "Beta", "-mg", "2", "-sgf", pgn} +
                      Fast);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err.right(2000)));
    QVERIFY2(r.out.contains(QStringLiteral("Game 1: Alpha - Beta ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Game 2: Beta - Alpha ")), qPrintable(r.out));
    const QString text = readFile(pgn);
    // -fn/-sn name the players; -mg 2 swaps the colours for the second game.
    QCOMPARE(tagValues(text, QStringLiteral("White")), (QStringList{"Alpha", "Beta"}));
    QCOMPARE(tagValues(text, QStringLiteral("Black")), (QStringList{"Beta", "Alpha"}));
    QCOMPARE(tagValues(text, QStringLiteral("Result")).size(), 2);
    QVERIFY(!tagValues(text, QStringLiteral("Result")).contains(QStringLiteral("*")));
}

void TestHeadlessFlags::cxboardSecondEngine_data() {
    QTest::addColumn<QString>("variant");
    QTest::newRow("xiangqi") << QStringLiteral("xiangqi");
    QTest::newRow("chess") << QStringLiteral("normal");
}

void TestHeadlessFlags::cxboardSecondEngine() {
    // tabiya-engine over CECP against itself over CXBoard: a whole game with a result,
    // without the CXBoard side losing by a fault of the driver (time, illegal move).
    QFETCH(QString, variant);
    const QString pgn = m_dir.filePath(QStringLiteral("cx-%1.pgn").arg(variant));
    const QString debug = m_dir.filePath(QStringLiteral("cx-%1.debug").arg(variant));
    const Run r = run(QStringList{"-variant", variant, "-fcp", "tabiya-engine", "-scp",
                                  "tabiya-engine", "-sproto", "cxboard", "-sn", "CX", "-mg", "1",
                                  "-sgf", pgn, "-debugFile", debug} +
                      Fast);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err.right(2000)));
    static const QRegularExpression gameLine(
        QStringLiteral(R"(^Game 1: (.+) - CX (1-0|0-1|1/2-1/2) \{(.+)\}$)"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = gameLine.match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    const QString transcript = readFile(debug);
    QVERIFY(transcript.contains(QStringLiteral("> cxboard 1")));
    QVERIFY(transcript.contains(QStringLiteral("< bestmove ")));
    const QString reason = m.captured(3);
    QVERIFY2(!reason.contains(QStringLiteral("CX")) && !reason.contains(QStringLiteral("time")),
             qPrintable(reason));
    QVERIFY2(!transcript.contains(QStringLiteral("Illegal move")), qPrintable(reason));
    QCOMPARE(tagValues(readFile(pgn), QStringLiteral("Black")), QStringList{"CX"});
}

void TestHeadlessFlags::openingFiles_data() {
    QTest::addColumn<QString>("fileText");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QStringList>("starts"); // what each game's PGN shows of its opening
    QTest::newRow("game file, the next every game")
        << "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n1. d4 d5 2. c4 e6 *\n"
        << QStringList{"-lgf", "openings.txt", "-lgi", "-1"}
        << QStringList{"\n1. e4 e5 2. Nf3 Nc6 3. ", "\n1. d4 d5 2. c4 e6 3. "};
    QTest::newRow("position file, the second")
        << "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\n4k3/8/8/8/8/8/3PP3/4K3 b - - 0 1\n"
        << QStringList{"-lpf", "openings.txt", "-lpi", "2"}
        << QStringList{"[FEN \"4k3/8/8/8/8/8/3PP3/4K3 b - - 0 1\"]",
                       "[FEN \"4k3/8/8/8/8/8/3PP3/4K3 b - - 0 1\"]"};
}

void TestHeadlessFlags::openingFiles() {
    QFETCH(QString, fileText);
    QFETCH(QStringList, flags);
    QFETCH(QStringList, starts);
    QFile file(m_dir.filePath(QStringLiteral("openings.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(fileText.toUtf8());
    file.close();
    const QString pgn = m_dir.filePath(QStringLiteral("openings-%1.pgn").arg(flags[0]));
    QFile::remove(pgn);
    const Run r =
        run(QStringList{"-fcp", "tabiya-engine", "-scp", "tabiya-engine", "-mg", "2", "-sgf", pgn} +
            flags + Fast);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err.right(2000)));
    const QStringList games = readFile(pgn).split(QStringLiteral("[Event "), Qt::SkipEmptyParts);
    QCOMPARE(games.size(), 2);
    for (int g = 0; g < 2; ++g)
        QVERIFY2(games[g].contains(starts[g]), qPrintable(games[g].left(600)));
    // A file that is not there stops the match before any game, with its name.
    const Run missing = run(QStringList{"-fcp", "tabiya-engine", "-lgf", "absent.pgn"} + Fast);
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("absent.pgn")), qPrintable(missing.err));
}

// The start positions of opening files go through the same check as every other: a \r in
// a FEN tag made the setboard line two lines (the engine played the start position and
// forfeited on a legal move); a position with two white kings was played and scored.
void TestHeadlessFlags::openingPositionsChecked() {
    QFile games(m_dir.filePath(QStringLiteral("cr.pgn")));
    QVERIFY(games.open(QIODevice::WriteOnly | QIODevice::Truncate));
    games.write("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3PP3/4K3\rb - - 0 1\"]\n\n*\n");
    games.close();
    const QString debug = m_dir.filePath(QStringLiteral("cr.debug"));
    const Run r = run(QStringList{"-fcp", "tabiya-engine", "-scp", "tabiya-engine", "-mg", "1",
                                  "-lgf", "cr.pgn", "-debugFile", debug} +
                      Fast);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err.right(2000)));
    const QString transcript = readFile(debug);
    QVERIFY2(transcript.contains(QStringLiteral("> setboard 4k3/8/8/8/8/8/3PP3/4K3 b - - 0 1\n")),
             qPrintable(transcript.left(3000)));

    QFile positions(m_dir.filePath(QStringLiteral("kings.fen")));
    QVERIFY(positions.open(QIODevice::WriteOnly | QIODevice::Truncate));
    positions.write("4k3/8/8/8/8/8/8/K3K3 w - - 0 1\n");
    positions.close();
    const Run kings = run(
        QStringList{"-fcp", "tabiya-engine", "-scp", "tabiya-engine", "-lpf", "kings.fen"} + Fast);
    QCOMPARE(kings.exitCode, 2);
    QVERIFY2(kings.err.contains(QStringLiteral("White must have exactly one King")),
             qPrintable(kings.err));
}

void TestHeadlessFlags::errorsInTheUsersLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("error");
    // One text from each translation context the command line has, from member functions
    // and from free ones.
    const QStringList missingEngine{"-fcp", "/nonexistent/engine", "-scp", "tabiya-engine"};
    const QStringList missingOpenings{"-fcp",          "tabiya-engine", "-scp",
                                      "tabiya-engine", "-lgf",          "absent.pgn"};
    QTest::newRow("engine, English")
        << "en_GB" << missingEngine << "Engine not found: /nonexistent/engine";
    QTest::newRow("engine, German")
        << "de_DE" << missingEngine << "Engine nicht gefunden: /nonexistent/engine";
    QTest::newRow("option, German")
        << "de_DE" << QStringList{"-bogus"} << "Unbekannte Option: -bogus";
    QTest::newRow("opening file, German")
        << "de_DE" << missingOpenings << "absent.pgn kann nicht gelesen werden";
}

void TestHeadlessFlags::errorsInTheUsersLanguage() {
    QFETCH(QString, language);
    QFETCH(QStringList, flags);
    QFETCH(QString, error);
    const Run r = run(flags, language);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(error), qPrintable(r.err));
}

// An engine that does not play the variant asked for (GNU Chess announces no variants:
// chess only) stops the match before any game, with a message naming engine and variant
// and a non-zero exit status: no forfeit game is played or saved. (The engine's own name, or
// its program's when a loaded machine let the handshake end before its features came.)
void TestHeadlessFlags::engineForAnotherVariantRefused() {
    const QString pgn = m_dir.filePath(QStringLiteral("refused.pgn"));
    QFile::remove(pgn);
    const Run r = run(QStringList{"-variant", "xiangqi", "-fcp", "/usr/games/gnuchess -x", "-scp",
                                  "tabiya-engine", "-mg", "2", "-sgf", pgn} +
                      Fast);
    QVERIFY2(r.exitCode != 0, qPrintable(r.out));
    QVERIFY2(QRegularExpression(QStringLiteral("(GNU Chess|gnuchess).* does not play [Xx]iangqi"))
                 .match(r.err)
                 .hasMatch(),
             qPrintable(r.err));
    QVERIFY2(!r.out.contains(QStringLiteral("Game 1")), qPrintable(r.out));
    QVERIFY(!QFile::exists(pgn));
}

void TestHeadlessFlags::boardOfAnotherSize() {
    // -variant WxH+S_parent: the engines get the name in that form (as XBoard sends it),
    // the first engine's setup answer is the board, and the PGN names the variant so.
    // (Ten ranks count from 0 in CECP, as in xiangqi: the pawns stand on ranks 1 and 8.)
    const QString define = m_dir.filePath(QStringLiteral("tenbyten.txt"));
    QFile f(define);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("setup (PNBRQKpnbrqk) 10x10+0_fairy "
            "rnbqkqbbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKQBBNR w - - 0 1\n");
    f.close();
    const QString pgn = m_dir.filePath(QStringLiteral("tenbyten.pgn"));
    const QString fake =
        bin("fake-engine") + " define=" + define + " variants=normal,10x10+0_fairy";
    const Run r =
        run(QStringList{"-variant", "10x10+0_fairy", "-fcp", fake + " moves=a1a2,b1b2", "-scp",
                        fake + " moves=a8a7,b8b7", "-mg", "1", "-debug", "-sgf", pgn} +
            Fast);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err.right(2000)));
    QVERIFY2(r.out.contains(QStringLiteral("Game 1: ")), qPrintable(r.out));
    QVERIFY(r.err.contains(QStringLiteral("> variant 10x10+0_fairy\n")));
    const QString text = readFile(pgn);
    QCOMPARE(tagValues(text, QStringLiteral("Variant")), QStringList{"10x10+0_fairy"});
    QVERIFY2(text.contains(QStringLiteral(" 2. ")), qPrintable(text)); // four moves played
    QVERIFY(
        tagValues(text, QStringLiteral("FEN")).value(0).startsWith("rnbqkqbbnr/pppppppppp/10/"));
}

QTEST_GUILESS_MAIN(TestHeadlessFlags)
#include "tst_headlessflags.moc"
