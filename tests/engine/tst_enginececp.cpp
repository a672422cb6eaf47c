// CECP conformance of tabiya-engine, through a pipe: the feature line, every command of
// section 8 and the v2 extensions it announces, robust input, highlights, claims.

#include "enginedriver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

namespace {

const QString MoveLine = QStringLiteral("^move [a-i][0-9]+[a-i][0-9]+[qrbn]?$");
// depth score time nodes seldepth nps tbhits <tab> pv
const QString Thinking = QStringLiteral("^\\d+ -?\\d+ \\d+ \\d+ \\d+ \\d+ \\d+\\t\\S.*$");

// A started engine after "xboard" / "protover 2" and its features.
std::unique_ptr<EngineDriver> handshaken() {
    auto e = std::make_unique<EngineDriver>();
    e->send(QStringLiteral("xboard"));
    e->send(QStringLiteral("protover 2"));
    if (!e->expect(QStringLiteral("^feature done=1$"))) return nullptr;
    return e;
}

} // namespace

class TestEngineCecp : public QObject {
    Q_OBJECT
private slots:
    void features();
    void badInput_data();
    void badInput();
    void overlongLineAndEndOfInput();
    void overlongFirstLineAndUnfinishedLine();
    void garbageBytes_data();
    void garbageBytes();
    void memoryBeyondWhatTheSystemGives();
    void goPlaysAndPongWaitsForTheMove();
    void forceUsermovePlayotherUndoRemove();
    void setboardIllegalUntilNewPosition();
    void editMode();
    void hintBookDrawResult();
    void analyzeStatMultiPvExclude();
    void setscoreSteersTheSearch();
    void timeControls();
    void ponderHit();
    void pauseResumeCoresMemory();
    void options();
    void debugLines();
    void openingBook();
    void highlights_data();
    void highlights();
    void resultClaims_data();
    void resultClaims();
    void resigns();
    void xiangqiGame();
};

void TestEngineCecp::features() {
    EngineDriver e;
    e.send(QStringLiteral("xboard"));
    e.send(QStringLiteral("protover 2"));
    const auto line = e.expect(QStringLiteral("^feature myname="));
    QVERIFY(line);
    for (const char* f :
         {"ping=1",      "setboard=1", "usermove=1", "playother=1", "time=1",
          "draw=1",      "sigint=0",   "sigterm=0",  "reuse=1",     "analyze=1",
          "colors=0",    "memory=1",   "smp=1",      "exclude=1",   "setscore=1",
          "highlight=1", "pause=1",    "nps=1",      "debug=1",     "variants=\"normal,xiangqi\""})
        QVERIFY2(line->contains(QLatin1String(f)), f);
    QStringList options;
    while (auto l = e.expect(QStringLiteral("^feature (option|done)="))) {
        if (l->startsWith(QLatin1String("feature done=1"))) break;
        options << *l;
    }
    const QString all = options.join(QLatin1Char('\n'));
    for (const char* o :
         {"Hash -spin 64 1 4096", "MultiPV -spin 1", "Contempt -slider 0", "Resign -check 0",
          "Book Folder -path", "Style -combo *Normal /// Aggressive /// Solid", "Log File -file",
          "Clear Hash -button", "Save Settings -save", "Reset Options -reset",
          "Name Suffix -string"})
        QVERIFY2(all.contains(QLatin1String(o)), o);
}

void TestEngineCecp::badInput_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("answer");
    QTest::newRow("unknown") << "xyzzy 12"
                             << "^Error \\(unknown command\\): xyzzy 12$";
    QTest::newRow("illegal move") << "usermove e2e5"
                                  << "^Illegal move: e2e5$";
    QTest::newRow("bare illegal move") << "e7e5"
                                       << "^Illegal move: e7e5$";
    QTest::newRow("garbage move") << "usermove zz"
                                  << "^Illegal move: zz$";
    QTest::newRow("bad level") << "level 40 five 0"
                               << "^Error \\(bad level\\): level 40 five 0$";
    QTest::newRow("bad sd") << "sd -3"
                            << "^Error \\(bad number\\): sd -3$";
    QTest::newRow("bad time") << "time 12x"
                              << "^Error \\(bad number\\): time 12x$";
    QTest::newRow("bad st") << "st 0"
                            << "^Error \\(bad number\\): st 0$";
    QTest::newRow("bad memory") << "memory lots"
                                << "^Error \\(bad number\\): memory lots$";
    QTest::newRow("bad setscore") << "setscore 10"
                                  << "^Error \\(bad number\\): setscore 10$";
    QTest::newRow("bad variant") << "variant crazyhouse"
                                 << "^Error \\(unsupported variant\\): variant crazyhouse$";
    QTest::newRow("bad option value") << "option Hash=huge"
                                      << "^Error \\(value out of range\\): option Hash=huge$";
    QTest::newRow("unknown option") << "option Frobnicate=1"
                                    << "^Error \\(unknown option\\): option Frobnicate=1$";
    QTest::newRow("bad square") << "lift z99"
                                << "^Error \\(bad square\\): lift z99$";
    QTest::newRow("bad exclude") << "exclude e2e5"
                                 << "^Illegal move: e2e5$";
}

void TestEngineCecp::badInput() {
    QFETCH(QString, command);
    QFETCH(QString, answer);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(command);
    QVERIFY2(e->expect(answer), qPrintable(e->skipped().join(QLatin1Char('|'))));
    QVERIFY(e->untilPong()); // still alive and in order
}

void TestEngineCecp::overlongLineAndEndOfInput() {
    auto e = handshaken();
    QVERIFY(e);
    e->sendRaw(QByteArray(5 * 1024 * 1024, 'x') + '\n'); // 5 MB in one line
    QVERIFY(e->expect(QStringLiteral("^Error \\(line too long\\): \\(dropped\\)$")));
    QVERIFY(e->untilPong());
    QVERIFY(e->closeAndWaitForExit()); // EOF on stdin: the engine leaves
    QCOMPARE(e->process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(e->process().exitCode(), 0);
}

void TestEngineCecp::overlongFirstLineAndUnfinishedLine() {
    // Before the protocol is known, too: the first line is dropped the same way.
    EngineDriver e;
    e.sendRaw(QByteArray(5 * 1024 * 1024, 'y') + '\n');
    QVERIFY(e.expect(QStringLiteral("^Error \\(line too long\\): \\(dropped\\)$")));
    e.send(QStringLiteral("protover 2"));
    QVERIFY(e.expect(QStringLiteral("^feature done=1$")));
    // A last line that never ends, then EOF: no hang.
    e.sendRaw(QByteArray(3 * 1024 * 1024, 'z'));
    QVERIFY(e.closeAndWaitForExit());
    QCOMPARE(e.process().exitStatus(), QProcess::NormalExit);
}

void TestEngineCecp::garbageBytes_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("answer");
    QByteArray all;
    for (int i = 0; i < 256; ++i)
        if (i != '\n') all += char(i);
    QTest::newRow("every byte") << all << "^Error \\(unknown command\\): ";
    QTest::newRow("nul and escapes")
        << QByteArray("\0\0\x1b]0;owned\x07\r", 12) << "^Error \\(unknown command\\): ";
    QTest::newRow("move of invalid utf-8")
        << QByteArray("usermove \xff\xfe\xc3") << "^Illegal move: ";
    QTest::newRow("setboard of binary")
        << QByteArray("setboard \x01\x02\xff/8 w") << "^tellusererror Illegal position$";
    QTest::newRow("option of binary")
        << QByteArray("option Name Suffix=\x1b[31m") << "^Error \\(control character in value\\): ";
    QTest::newRow("quote in a string option")
        << QByteArray("option Name Suffix=a\" ping=0") << "^Error \\(quote in value\\): ";
}

void TestEngineCecp::garbageBytes() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, answer);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->sendRaw(bytes + '\n');
    const auto line = e->expect(answer);
    QVERIFY2(line, qPrintable(e->skipped().join(QLatin1Char('|'))));
    // What the engine echoes is one clean line: no control characters, valid UTF-8.
    for (const QChar c : *line)
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f && c != QChar::ReplacementCharacter,
                 qPrintable(QString::number(c.unicode(), 16)));
    QVERIFY(line->size() < 300);
    QVERIFY(e->untilPong());
    e->send(QStringLiteral("option Name Suffix=ok"));
    QVERIFY(e->expect(QStringLiteral("^feature myname=\"Tabiya Engine [0-9.]+ ok\"$")));
}

void TestEngineCecp::memoryBeyondWhatTheSystemGives() {
#ifndef Q_OS_UNIX
    QSKIP("needs setrlimit");
#endif
    // With 1 GB of address space, 4096 MB of hash cannot be had: the engine says so,
    // takes what it can get, and plays on.
    EngineDriver e(qint64(1024) * 1024 * 1024);
    e.send(QStringLiteral("xboard"));
    e.send(QStringLiteral("protover 2"));
    QVERIFY(e.expect(QStringLiteral("^feature done=1$")));
    e.send(QStringLiteral("memory 4096"));
    const auto told = e.expect(QStringLiteral("^telluser hash table limited to (\\d+) MB$"));
    QVERIFY(told);
    QVERIFY(told->section(QLatin1Char(' '), 5, 5).toInt() >= 64);
    e.send(QStringLiteral("new"));
    e.send(QStringLiteral("sd 5"));
    e.send(QStringLiteral("go"));
    QVERIFY(e.expect(MoveLine));
    e.send(QStringLiteral("option Hash=16")); // and a size it can have is had quietly
    const auto lines = e.untilPong();
    QVERIFY(lines && lines->filter(QStringLiteral("telluser")).isEmpty());
}

void TestEngineCecp::goPlaysAndPongWaitsForTheMove() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("st 0.3"));
    e->send(QStringLiteral("go"));
    e->send(QStringLiteral("ping 77"));
    const auto move = e->expect(MoveLine);
    QVERIFY(move);
    // Thinking in the extended format came before the move; the pong only after it.
    QVERIFY(!e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    QVERIFY(e->skipped().filter(QStringLiteral("pong")).isEmpty());
    QVERIFY(e->expect(QStringLiteral("^pong 77$")));
    // "?" makes it move at once, even with a long time per move.
    e->send(QStringLiteral("st 1000"));
    e->send(QStringLiteral("usermove e7e5"));
    e->send(QStringLiteral("?"));
    QVERIFY(e->expect(MoveLine, 5000));
    e->send(QStringLiteral("quit"));
    QVERIFY(e->process().waitForFinished(5000));
}

void TestEngineCecp::forceUsermovePlayotherUndoRemove() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("usermove e2e4"));
    e->send(QStringLiteral("e7e5")); // a bare move is a move too
    auto lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(MoveLine)).isEmpty()); // force: no reply
    // undo takes e7e5 back: Black's e-pawn is home again and may go two steps.
    e->send(QStringLiteral("undo"));
    e->send(QStringLiteral("lift e7"));
    QVERIFY(e->expect(QStringLiteral("^highlight 8/8/4Y3/4Y3/8/8/8/8$")));
    // remove takes back e2e4 too (and the undone move is gone).
    e->send(QStringLiteral("usermove e7e5"));
    e->send(QStringLiteral("remove"));
    e->send(QStringLiteral("lift e2"));
    QVERIFY(e->expect(QStringLiteral("^highlight 8/8/8/8/4Y3/4Y3/8/8$")));
    // playother: the engine takes the side not on move (Black) and answers White's move.
    e->send(QStringLiteral("sd 3"));
    e->send(QStringLiteral("playother"));
    e->send(QStringLiteral("usermove d2d4"));
    QVERIFY(e->expect(MoveLine));
}

void TestEngineCecp::setboardIllegalUntilNewPosition() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard 8/8/8/8/8/8/8/8 w - - 0 1")); // no kings
    QVERIFY(e->expect(QStringLiteral("^tellusererror Illegal position$")));
    e->send(QStringLiteral("usermove e2e4"));
    QVERIFY(e->expect(QStringLiteral("^Illegal move: e2e4$")));
    e->send(QStringLiteral("setboard not a fen at all"));
    QVERIFY(e->expect(QStringLiteral("^tellusererror Illegal position$")));
    e->send(QStringLiteral("setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    e->send(QStringLiteral("usermove e2e4"));
    auto lines = e->untilPong();
    QVERIFY(lines && lines->filter(QStringLiteral("Illegal")).isEmpty());
}

void TestEngineCecp::editMode() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    for (const char* l : {"edit", "#", "Ke1", "Ra1", "c", "Ke8", "."})
        e->send(QLatin1String(l));
    e->send(QStringLiteral("lift a1"));
    QVERIFY(e->expect(QStringLiteral("^highlight Y7/Y7/Y7/Y7/Y7/Y7/Y7/1YYY4$")));
}

void TestEngineCecp::hintBookDrawResult() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("hint"));
    QVERIFY(e->expect(QStringLiteral("^Hint: [a-h][1-8][a-h][1-8]$")));
    // With nothing known about a position, the hint comes from a short search: the mate.
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"));
    e->send(QStringLiteral("hint"));
    QVERIFY(e->expect(QStringLiteral("^Hint: d1d8$")));
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("bk"));
    QVERIFY(e->expect(QStringLiteral("^[ \\t]")));
    QVERIFY(e->expect(QStringLiteral("^$")));
    // Hopelessly behind, the engine accepts a draw offer.
    e->send(QStringLiteral("setboard k7/8/8/8/8/8/8/KQQ5 b - - 0 1"));
    e->send(QStringLiteral("sd 4"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    e->send(QStringLiteral("draw"));
    QVERIFY(e->expect(QStringLiteral("^offer draw$")));
    // After "result" it thinks no more.
    e->send(QStringLiteral("result 1/2-1/2 {agreed}"));
    e->send(QStringLiteral("usermove a1a2"));
    auto lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(MoveLine)).isEmpty());
    // Well ahead, it declines (says nothing).
    e->send(QStringLiteral("setboard k7/8/8/8/8/8/8/KQQ5 w - - 0 1"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    e->send(QStringLiteral("draw"));
    lines = e->untilPong();
    QVERIFY(lines && lines->filter(QStringLiteral("offer draw")).isEmpty());
}

void TestEngineCecp::analyzeStatMultiPvExclude() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("option MultiPV=3"));
    e->send(QStringLiteral("analyze"));
    QVERIFY(e->expect(QStringLiteral("^6 ")));
    // Three lines of depth 6 with three different first moves.
    QStringList firsts;
    for (int i = 0; i < 3; ++i) {
        auto l = e->expect(QStringLiteral("^7 -?\\d+ \\d+ \\d+ \\d+ \\d+ \\d+\\t"));
        QVERIFY(l);
        firsts << l->section(QLatin1Char('\t'), 1).section(QLatin1Char(' '), 0, 0);
    }
    firsts.removeDuplicates();
    QCOMPARE(firsts.size(), 3);
    e->send(QStringLiteral("."));
    QVERIFY(
        e->expect(QStringLiteral("^stat01: \\d+ \\d+ \\d+ \\d+ \\d+( [a-h][1-8][a-h][1-8])?$")));
    // Excluded moves never head a line any more.
    e->send(QStringLiteral("option MultiPV=1"));
    e->send(QStringLiteral("exclude e2e4"));
    e->send(QStringLiteral("exclude d2d4"));
    auto lines = e->untilPong();
    QVERIFY(lines);
    QVERIFY(e->expect(QStringLiteral("^8 ")));
    lines = e->untilPong();
    QVERIFY(lines);
    for (const QString& l : *lines)
        QVERIFY2(!l.contains(QLatin1String("\te2e4")) && !l.contains(QLatin1String("\td2d4")),
                 qPrintable(l));
    // Excluding everything leaves nothing to analyse; include all brings it back.
    e->send(QStringLiteral("exclude all"));
    auto quiet = e->untilPong();
    QVERIFY(quiet);
    quiet = e->untilPong();
    QVERIFY(quiet && quiet->filter(QRegularExpression(Thinking)).isEmpty());
    e->send(QStringLiteral("include all"));
    QVERIFY(e->expect(Thinking));
    e->send(QStringLiteral("exit"));
    e->untilPong();
    lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(Thinking)).isEmpty());
}

void TestEngineCecp::setscoreSteersTheSearch() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    // Declare the position after a2a3 lost for Black; then a2a3 is White's best move.
    e->send(QStringLiteral("usermove a2a3"));
    e->send(QStringLiteral("setscore -900 30"));
    e->send(QStringLiteral("undo"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("sd 4"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(QStringLiteral("^move a2a3$")));
    const QStringList thinking = e->skipped().filter(QRegularExpression(Thinking));
    QVERIFY(!thinking.isEmpty());
    QVERIFY(thinking.last().section(QLatin1Char(' '), 1, 1).toInt() >= 800);
    // Sent while the engine thinks, it is taken into account, and the move still comes.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("sd 0"));
    e->send(QStringLiteral("st 1"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(Thinking));
    e->send(QStringLiteral("setscore 0 2"));
    QVERIFY(e->expect(MoveLine, 5000));
}

void TestEngineCecp::timeControls() {
    auto e = handshaken();
    QVERIFY(e);
    // sd: no deeper than asked.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("sd 3"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    for (const QString& l : e->skipped().filter(QRegularExpression(Thinking)))
        QVERIFY(l.section(QLatin1Char(' '), 0, 0).toInt() <= 3);
    // nps: time is counted in nodes; with st 1 at 5000 nodes per second the search
    // stops near 5000 nodes.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("nps 5000"));
    e->send(QStringLiteral("st 1"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    const QStringList t = e->skipped().filter(QRegularExpression(Thinking));
    QVERIFY(!t.isEmpty());
    QVERIFY(t.last().section(QLatin1Char(' '), 3, 3).toLongLong() <= 7000);
    // Classical and incremental controls: the move comes within the share of the clock.
    for (const char* level : {"level 40 0:04 0", "level 0 0:03 0.1", "level 0 1 0"}) {
        e->send(QStringLiteral("new"));
        e->send(QStringLiteral("nps 0"));
        e->send(QLatin1String(level));
        e->send(QStringLiteral("time 300"));
        e->send(QStringLiteral("otim 300"));
        QElapsedTimer timer;
        timer.start();
        e->send(QStringLiteral("go"));
        QVERIFY2(e->expect(MoveLine, 5000), level);
        QVERIFY2(timer.elapsed() < 2500, level);
    }
}

void TestEngineCecp::ponderHit() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("hard"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("level 0 0:10 0"));
    e->send(QStringLiteral("usermove e2e4"));
    QVERIFY(e->expect(MoveLine));
    // The engine now ponders on the reply it expects, which "hint" tells.
    e->send(QStringLiteral("hint"));
    const auto hint = e->expect(QStringLiteral("^Hint: "));
    QVERIFY(hint);
    QVERIFY(e->expect(Thinking)); // pondering shows its thinking
    e->send(QStringLiteral("usermove ") + hint->mid(6));
    QVERIFY(e->expect(MoveLine));
    // easy: no more pondering, so nothing is printed while we wait.
    e->send(QStringLiteral("easy"));
    e->untilPong();
    auto lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(Thinking)).isEmpty());
}

void TestEngineCecp::pauseResumeCoresMemory() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("memory 32"));
    e->send(QStringLiteral("cores 2"));
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("st 0.5"));
    e->send(QStringLiteral("go")); // on two threads
    QVERIFY(e->expect(MoveLine));
    e->send(QStringLiteral("usermove e7e5"));
    QVERIFY(e->expect(MoveLine));
    // Paused analysis prints nothing; resumed, it goes on from where it was (a search
    // started again would report depth 1 first).
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("analyze"));
    QVERIFY(e->expect(QStringLiteral("^5 ")));
    e->send(QStringLiteral("pause"));
    auto lines = e->untilPong();
    QVERIFY(lines);
    int depth = 5;
    for (const QString& l : lines->filter(QRegularExpression(Thinking)))
        depth = std::max(depth, l.section(QLatin1Char(' '), 0, 0).toInt());
    lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(Thinking)).isEmpty());
    e->send(QStringLiteral("resume"));
    const auto next = e->expect(Thinking);
    QVERIFY(next);
    QVERIFY2(next->section(QLatin1Char(' '), 0, 0).toInt() >= depth, qPrintable(*next));
    // A paused search makes no move; resumed, it does.
    e->send(QStringLiteral("exit"));
    e->send(QStringLiteral("st 0.5"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(Thinking));
    e->send(QStringLiteral("pause"));
    QVERIFY(!e->expect(MoveLine, 1500));
    e->send(QStringLiteral("resume"));
    QVERIFY(e->expect(MoveLine, 5000));
}

void TestEngineCecp::options() {
    auto e = handshaken();
    QVERIFY(e);
    const QString log = e->tempPath(QStringLiteral("engine.log"));
    e->send(QStringLiteral("option Log File=") + log);
    e->send(QStringLiteral("option Hash=8"));
    e->send(QStringLiteral("option Contempt=20"));
    e->send(QStringLiteral("option Style=Aggressive"));
    e->send(QStringLiteral("option Clear Hash"));
    e->send(QStringLiteral("option Name Suffix=Test"));
    QVERIFY(e->expect(QStringLiteral("^feature myname=\"Tabiya Engine [0-9.]+ Test\"$")));
    e->send(QStringLiteral("option Save Settings"));
    QVERIFY(e->untilPong());
    QFile settings(e->settingsFile());
    QVERIFY(settings.open(QIODevice::ReadOnly));
    const QString saved = QString::fromUtf8(settings.readAll());
    QVERIFY(saved.contains(QLatin1String("Hash=8")));
    QVERIFY(saved.contains(QLatin1String("Style=Aggressive")));
    QVERIFY(saved.contains(QLatin1String("Contempt=20")));
    QFile logFile(log);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    QVERIFY(logFile.readAll().contains("option Save Settings"));
    // Reset: the options come again with their defaults, ended by done=1.
    e->send(QStringLiteral("option Reset Options"));
    QVERIFY(e->expect(QStringLiteral("^feature option=\"Hash -spin 64 ")));
    QVERIFY(e->expect(QStringLiteral("^feature option=\"Style -combo \\*Normal")));
    QVERIFY(e->expect(QStringLiteral("^feature done=1$")));
}

void TestEngineCecp::debugLines() {
    // '#' lines only after the GUI accepted debug=1; they say how the time was planned.
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("level 40 5 0"));
    e->send(QStringLiteral("sd 2"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(e->skipped().filter(QRegularExpression(QStringLiteral("^#"))).isEmpty());
    e->send(QStringLiteral("accepted debug"));
    e->send(QStringLiteral("time 30000"));
    e->send(QStringLiteral("otim 29000"));
    e->send(QStringLiteral("usermove e7e5"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(e->skipped().contains(QRegularExpression(
        QStringLiteral("^# think: soft \\d+ ms, hard \\d+ ms, clock 300000 ms vs 290000 ms, "
                       "depth 2, 1 threads, \\d+ MB hash$"))));
    QVERIFY(e->skipped().contains(QRegularExpression(
        QStringLiteral("^# searched: depth 2, \\d+ nodes in \\d+ ms, score -?\\d+$"))));
    e->send(QStringLiteral("rejected debug"));
    e->send(QStringLiteral("usermove d7d5"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(e->skipped().filter(QRegularExpression(QStringLiteral("^#"))).isEmpty());
}

void TestEngineCecp::openingBook() {
    auto e = handshaken();
    QVERIFY(e);
    QDir dir(e->tempPath(QStringLiteral("books")));
    QVERIFY(dir.mkpath(QStringLiteral(".")));
    QFile chess(dir.filePath(QStringLiteral("openings.book")));
    QVERIFY(chess.open(QIODevice::WriteOnly));
    chess.write("# two of these, one of that\n1. e4 e5 2. Nf3 Nc6\ne2e4 e7e5 g1f3 b8c6 *\n"
                "1. d4 d5\nvariant xiangqi\nh2e2 h9g7\n");
    chess.close();
    QFile ignored(dir.filePath(QStringLiteral("notes.txt"))); // only *.book files count
    QVERIFY(ignored.open(QIODevice::WriteOnly));
    ignored.write("a4 a5\n");
    ignored.close();
    e->send(QStringLiteral("option Book Folder=") + dir.path());
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("bk"));
    QVERIFY(e->expect(QStringLiteral("^ e2e4 67% \\(2\\)$")));
    QVERIFY(e->expect(QStringLiteral("^ d2d4 33% \\(1\\)$")));
    QVERIFY(e->expect(QStringLiteral("^$")));
    // In the book the engine answers at once, even with a minute to think.
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("st 60"));
    QElapsedTimer timer;
    timer.start();
    e->send(QStringLiteral("usermove e2e4"));
    QVERIFY(e->expect(QStringLiteral("^move e7e5$"), 5000));
    e->send(QStringLiteral("usermove g1f3"));
    QVERIFY(e->expect(QStringLiteral("^move b8c6$"), 5000));
    QVERIFY(timer.elapsed() < 5000);
    QVERIFY(e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    // Out of the book it thinks again.
    e->send(QStringLiteral("st 0.2"));
    e->send(QStringLiteral("usermove f1b5"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(!e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    e->send(QStringLiteral("bk"));
    QVERIFY(e->expect(QStringLiteral("^ no book moves in this position$")));
    // Excluded book moves are not played; the search picks another.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("exclude e2e4"));
    e->send(QStringLiteral("exclude d2d4"));
    e->send(QStringLiteral("st 0.2"));
    e->send(QStringLiteral("go"));
    const auto other = e->expect(MoveLine);
    QVERIFY(other && *other != QLatin1String("move e2e4") && *other != QLatin1String("move d2d4"));
    QVERIFY(!e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    // Xiangqi lines of the same file.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("variant xiangqi"));
    e->send(QStringLiteral("st 60"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(QStringLiteral("^move h2e2$"), 5000));
    // Problems are told, not hidden.
    e->send(QStringLiteral("option Book Folder=") + dir.filePath(QStringLiteral("missing")));
    QVERIFY(e->expect(QStringLiteral("^telluser book folder not found: ")));
    QFile bad(dir.filePath(QStringLiteral("bad.book")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("e4 e5\nd4 Qz9\n");
    bad.close();
    e->send(QStringLiteral("option Book Folder=") + dir.path());
    QVERIFY(e->expect(QStringLiteral("^telluser bad.book line 2: illegal move Qz9$")));
}

void TestEngineCecp::highlights_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("commands");
    QTest::addColumn<QStringList>("answers");
    QTest::newRow("pawn") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                          << QStringList{"lift e2"} << QStringList{"highlight 8/8/8/8/4Y3/4Y3/8/8"};
    QTest::newRow("capture red") << "4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1" << QStringList{"lift e4"}
                                 << QStringList{"highlight 8/8/3R1Y2/2Y3Y1/8/2Y3Y1/3Y1Y2/8"};
    QTest::newRow("promotion magenta and choice")
        << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" << QStringList{"lift b7", "put b8"}
        << QStringList{"highlight 1M6/8/8/8/8/8/8/8", "choice QRBN"};
    QTest::newRow("en passant victim on hover")
        << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2" << QStringList{"lift e5", "hover d6"}
        << QStringList{"highlight 8/8/3RY3/8/8/8/8/8", "highlight 8/8/3RY3/3g4/8/8/8/8"};
    QTest::newRow("castling shows the king's square")
        << "4k3/8/8/8/8/8/8/4K2R w K - 0 1" << QStringList{"lift e1"}
        << QStringList{"highlight 8/8/8/8/8/8/3YYY2/3Y1YY1"};
}

void TestEngineCecp::highlights() {
    QFETCH(QString, fen);
    QFETCH(QStringList, commands);
    QFETCH(QStringList, answers);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard ") + fen);
    for (int i = 0; i < commands.size(); ++i) {
        e->send(commands[i]);
        const auto l = e->expect(QStringLiteral("^(highlight|choice) "));
        QVERIFY(l);
        QCOMPARE(*l, answers[i]);
    }
}

void TestEngineCecp::resultClaims_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("claim");
    QTest::addColumn<bool>("offerFirst");
    QTest::newRow("chess mate") << "normal"
                                << "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
                                << "^1-0 \\{White mates\\}$" << false;
    QTest::newRow("xiangqi mate") << "xiangqi"
                                  << "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1"
                                  << "^1-0 \\{Red mates\\}$" << false;
    QTest::newRow("fifty moves") << "normal"
                                 << "8/8/8/4k3/8/8/8/R3K3 w - - 99 80"
                                 << "^1/2-1/2 \\{Draw by the 50-move rule\\}$" << true;
}

void TestEngineCecp::resultClaims() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, claim);
    QFETCH(bool, offerFirst);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("variant ") + variant);
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard ") + fen);
    e->send(QStringLiteral("sd 6"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    QCOMPARE(e->skipped().contains(QStringLiteral("offer draw")), offerFirst);
    QVERIFY(e->expect(claim));
}

void TestEngineCecp::resigns() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("option Resign=1"));
    e->send(QStringLiteral("option Resign Threshold=300"));
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard k7/8/8/8/8/8/8/K1QQ4 b - - 0 1"));
    e->send(QStringLiteral("sd 3"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    e->send(QStringLiteral("usermove d1d2"));
    QVERIFY(e->expect(MoveLine));
    // Third losing search in a row: it resigns instead of moving.
    e->send(QStringLiteral("usermove d2d3"));
    const auto answer = e->expect(QStringLiteral("^(resign|move .*)$"));
    QVERIFY(answer);
    QCOMPARE(*answer, QStringLiteral("resign"));
}

void TestEngineCecp::xiangqiGame() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("variant xiangqi"));
    e->send(QStringLiteral("st 0.2"));
    e->send(QStringLiteral("usermove h2e2"));
    QVERIFY(e->expect(QStringLiteral("^move [a-i][0-9][a-i][0-9]$")));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("variant xiangqi"));
    e->send(QStringLiteral("lift b2")); // a cannon: slides, and jumps to capture b9
    QVERIFY(e->expect(QStringLiteral("^highlight 1R7/9/9/1Y7/1Y7/1Y7/1Y7/Y1YYYYY2/1Y7/9$")));
}

QTEST_GUILESS_MAIN(TestEngineCecp)
#include "tst_enginececp.moc"
