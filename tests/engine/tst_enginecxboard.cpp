// CXBoard conformance of tabiya-engine, through a pipe: identification and options,
// forced mode (position / go with every limit / stop -> bestmove), play mode (playcurrent,
// playother, move, clocks), info lines, and the small commands.

#include "tests/engine/enginedriver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

namespace {

const QString XqMove = QStringLiteral("[a-i][0-9][a-i][0-9]");

std::unique_ptr<EngineDriver> identified() {
    auto e = std::make_unique<EngineDriver>();
    e->send(QStringLiteral("cxboard 1"));
    if (!e->expect(QStringLiteral("^cxboardok$"))) return nullptr;
    return e;
}

} // namespace

class TestEngineCxboard : public QObject {
    Q_OBJECT
private slots:
    void identification();
    void badInput_data();
    void badInput();
    void rejectedPositionIsNeverSearched();
    void goDepthInfoAndBestmove();
    void goLimits();
    void infiniteStopPauseResume();
    void goPonderThenMove_data();
    void goPonderThenMove();
    void playModeAndClock();
    void undoRemoveHint();
    void resultDrawScore();
    void options();
    void chessThroughVariantOption();
    void endOfInput();
    void hugeAndGarbageInput();
    void ownBook();
    void quietCommandsAndDebug();
    void playModePonderRemove();
    void stopNowInPlayMode();
    void offerdrawClaimAndResign();
    void cfenWithTheSpecsLetters();
    void stopAnswersBeforeTheNextCommand();
};

void TestEngineCxboard::identification() {
    EngineDriver e;
    e.send(QStringLiteral("cxboard 1"));
    QVERIFY(e.expect(QStringLiteral("^id name Tabiya Engine")));
    QVERIFY(e.expect(QStringLiteral("^id author ")));
    QVERIFY(e.expect(QStringLiteral("^cxboardok$")));
    const QString options = e.skipped().join(QLatin1Char('\n'));
    for (const char* o :
         {"option name Hash type spin default 64 min 1 max 4096",
          "option name Ponder type check default false", "option name MultiPV type spin default 1",
          "option name Contempt type spin",
          "option name Variant type combo default XiangQi var XiangQi var Chess",
          "option name Style type combo default Normal var Normal var Aggressive var Solid",
          "option name Log File type string default <empty>", "option name Clear Hash type button",
          "option name Book Folder type string default <empty>",
          "option name OwnBook type check default false"})
        QVERIFY2(options.contains(QLatin1String(o)), o);
    e.send(QStringLiteral("isready"));
    QVERIFY(e.expect(QStringLiteral("^readyok$")));
}

void TestEngineCxboard::badInput_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("answer");
    QTest::newRow("unknown") << "frobnicate"
                             << "^Error \\(unknown command\\): frobnicate$";
    QTest::newRow("illegal move") << "move h2h8"
                                  << "^Illegal move: h2h8$";
    QTest::newRow("illegal move in position") << "position startpos moves h2e2 h2e2"
                                              << "^Illegal move: h2e2$";
    QTest::newRow("bad cfen") << "position cfen 9/9/9 r 1"
                              << "^Error \\(illegal position\\): position cfen 9/9/9 r 1$";
    QTest::newRow("bad go number") << "go depth many"
                                   << "^Error \\(bad number\\): go depth many$";
    QTest::newRow("bad go word") << "go faster"
                                 << "^Error \\(unknown go parameter\\): go faster$";
    QTest::newRow("bad searchmove") << "go searchmoves a0a5"
                                    << "^Illegal move: a0a5$";
    QTest::newRow("unknown option") << "setoption name Speed value 3"
                                    << "^Error \\(unknown option\\): setoption name Speed value 3$";
    QTest::newRow("bad spin") << "setoption name Hash value -5"
                              << "^Error \\(value out of range\\): setoption name Hash value -5$";
    QTest::newRow("bad clock") << "clock 5 x 0"
                               << "^Error \\(bad time\\): clock 5 x 0$";
    QTest::newRow("undo outside force") << "undo"
                                        << "^Error \\(not in force mode\\): undo$";
}

void TestEngineCxboard::badInput() {
    QFETCH(QString, command);
    QFETCH(QString, answer);
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("position startpos"));
    if (!command.startsWith(QLatin1String("undo")))
        e->send(QStringLiteral("force"));
    else
        e->send(QStringLiteral("playother"));
    e->send(command);
    QVERIFY2(e->expect(answer), qPrintable(e->skipped().join(QLatin1Char('|'))));
    QVERIFY(e->untilReady());
}

void TestEngineCxboard::rejectedPositionIsNeverSearched() {
    // Red to move could take the black general: rejected, and no command may then answer
    // for the position before it, as if it were the one the GUI sent.
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("position cfen 4k4/9/4P4/9/4C4/9/9/9/9/3K5 r 1"));
    QVERIFY(e->expect(QStringLiteral("^Error \\(illegal position\\): position cfen")));
    for (const char* c : {"go depth 3", "hint", "score", "move h2e2", "undo", "playcurrent"}) {
        e->send(QLatin1String(c));
        QVERIFY2(e->expect(QStringLiteral("^Error \\(illegal position\\): ") + QLatin1String(c) +
                           QLatin1Char('$')),
                 c);
    }
    auto lines = e->untilReady();
    QVERIFY(lines);
    QVERIFY2(lines->filter(QRegularExpression(QStringLiteral("^bestmove|^move|^info"))).isEmpty(),
             qPrintable(lines->join(QLatin1Char('|'))));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("go depth 2"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ") + XqMove + QLatin1Char('$')));
}

void TestEngineCxboard::goDepthInfoAndBestmove() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("setoption name MultiPV value 2"));
    e->send(QStringLiteral("position startpos moves h2e2"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("go depth 5"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ") + XqMove + QStringLiteral("$")));
    const QStringList info = e->skipped().filter(QStringLiteral("info depth"));
    QVERIFY(!info.isEmpty());
    const QRegularExpression full(
        QStringLiteral("^info depth (\\d+) seldepth \\d+ multipv ([12]) score cp -?\\d+( "
                       "(lower|upper)bound)? time \\d+ nodes \\d+ nps \\d+ hashfull \\d+ pv ") +
        XqMove);
    bool sawSecond = false;
    for (const QString& l : info) {
        const auto m = full.match(l);
        QVERIFY2(m.hasMatch(), qPrintable(l));
        QVERIFY(m.captured(1).toInt() <= 5);
        sawSecond |= m.captured(2) == QLatin1String("2");
    }
    QVERIFY(sawSecond);
}

void TestEngineCxboard::goLimits() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    // movetime
    e->send(QStringLiteral("position startpos"));
    QElapsedTimer t;
    t.start();
    e->send(QStringLiteral("go movetime 300"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    QVERIFY(t.elapsed() < 2000);
    // nodes
    e->send(QStringLiteral("go nodes 3000"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    for (const QString& l : e->skipped().filter(QStringLiteral(" nodes ")))
        QVERIFY(l.section(QStringLiteral(" nodes "), 1).section(QLatin1Char(' '), 0, 0).toInt() <=
                5000);
    // clocks with moves to go, per-move cap
    t.restart();
    e->send(QStringLiteral("go rtime 2000 btime 2000 movestogo 20"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    e->send(QStringLiteral("go rtime 600000 btime 600000 mtime 300"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    e->send(QStringLiteral("go otime 200"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    QVERIFY(t.elapsed() < 4000);
    // searchmoves: only the listed moves are answered
    e->send(QStringLiteral("go depth 4 searchmoves a3a4 i3i4"));
    const auto best = e->expect(QStringLiteral("^bestmove "));
    QVERIFY(best);
    QVERIFY(*best == QLatin1String("bestmove a3a4") || *best == QLatin1String("bestmove i3i4"));
    // mate
    e->send(QStringLiteral("position cfen 4k4/R8/1R7/9/9/9/9/9/9/3K5 r 1"));
    e->send(QStringLiteral("go mate 1"));
    QVERIFY(e->expect(QStringLiteral("^bestmove b7b9$")));
    QVERIFY(!e->skipped().filter(QStringLiteral("score mate 1 ")).isEmpty());
}

void TestEngineCxboard::infiniteStopPauseResume() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("go infinite"));
    QVERIFY(e->expect(QStringLiteral("^info depth 4 ")));
    e->send(QStringLiteral("pause"));
    QVERIFY(e->untilReady());
    auto lines = e->untilReady();
    QVERIFY(lines && lines->filter(QStringLiteral("info depth")).isEmpty());
    e->send(QStringLiteral("resume"));
    // It goes on from where it was: a search started again would report depth 1 first.
    const auto next = e->expect(QStringLiteral("^info depth \\d+ "));
    QVERIFY(next);
    QVERIFY2(next->section(QLatin1Char(' '), 2, 2).toInt() >= 4, qPrintable(*next));
    // Long enough to report the root move it is on.
    QVERIFY(e->expect(QStringLiteral("^info depth \\d+ currmove ") + XqMove +
                          QStringLiteral(" currmovenumber \\d+$"),
                      20000));
    QVERIFY(e->skipped().filter(QStringLiteral("bestmove")).isEmpty());
    e->send(QStringLiteral("stop"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ") + XqMove + QStringLiteral("$")));
}

void TestEngineCxboard::goPonderThenMove_data() {
    QTest::addColumn<QString>("go");
    QTest::addColumn<int>("answerWithinMs");
    QTest::newRow("movetime") << "go ponder movetime 300" << 5000;
    // Red ponders on Black's turn with 0.4 s left and Black has ten minutes: once Black
    // moves, the search is sized from Red's 0.4 s. Sized from Black's clock it would
    // think for many seconds.
    QTest::newRow("own clock") << "go ponder rtime 400 btime 600000" << 3000;
}

void TestEngineCxboard::goPonderThenMove() {
    QFETCH(QString, go);
    QFETCH(int, answerWithinMs);
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos moves h2e2"));
    e->send(go);
    auto lines = e->untilReady();
    QVERIFY(lines && lines->filter(QStringLiteral("bestmove")).isEmpty());
    // The opponent's move arrives: the search becomes a real one and answers.
    e->send(QStringLiteral("move h9g7"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ") + XqMove + QStringLiteral("$"), answerWithinMs));
}

void TestEngineCxboard::playModeAndClock() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("clock 0:10 0:01 0:01"));
    e->send(QStringLiteral("position startpos"));
    QElapsedTimer t;
    t.start();
    e->send(QStringLiteral("playcurrent")); // the engine is Red
    const auto first = e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$"));
    QVERIFY(first);
    QVERIFY(t.elapsed() < 3000);
    QVERIFY(e->skipped().filter(QStringLiteral("bestmove")).isEmpty());
    // Its own move again is refused; the opponent's move is answered.
    e->send(QStringLiteral("move a0a1"));
    QVERIFY(e->expect(QStringLiteral("^(Error|Illegal)")));
    e->send(QStringLiteral("move h9g7"));
    QVERIFY(e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$")));
    // playother: the engine takes the side not on move and answers its opponent.
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("playother"));
    e->send(QStringLiteral("move b2e2"));
    QVERIFY(e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$")));
    // A mate in one: the engine mates and claims the result.
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position cfen 4k4/R8/1R7/9/9/9/9/9/9/3K5 r 1"));
    e->send(QStringLiteral("playcurrent"));
    QVERIFY(e->expect(QStringLiteral("^move b7b9$")));
    QVERIFY(e->expect(QStringLiteral("^result 1-0 \\{Red mates\\}$")));
}

void TestEngineCxboard::undoRemoveHint() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos moves h2e2 h9g7"));
    e->send(QStringLiteral("undo"));
    e->send(QStringLiteral("move h9g7")); // legal again: the horse is home
    e->send(QStringLiteral("remove"));
    e->send(QStringLiteral("move h2e2")); // and so is the cannon
    auto lines = e->untilReady();
    QVERIFY(lines && lines->filter(QStringLiteral("Illegal")).isEmpty());
    e->send(QStringLiteral("hint"));
    QVERIFY(e->expect(QStringLiteral("^info hint ") + XqMove + QStringLiteral("$")));
    // After a go, the hint is the move it found; elsewhere a short search finds one.
    e->send(QStringLiteral("go depth 4"));
    const auto best = e->expect(QStringLiteral("^bestmove "));
    QVERIFY(best);
    e->send(QStringLiteral("hint"));
    const auto hint = e->expect(QStringLiteral("^info hint "));
    QVERIFY(hint);
    QCOMPARE(*hint, QStringLiteral("info hint ") + best->mid(9));
    e->send(QStringLiteral("position cfen 4k4/R8/1R7/9/9/9/9/9/9/3K5 r 1"));
    e->send(QStringLiteral("hint"));
    QVERIFY(e->expect(QStringLiteral("^info hint b7b9$")));
}

void TestEngineCxboard::resultDrawScore() {
    auto e = identified();
    QVERIFY(e);
    // Far behind (a lone general against two chariots), it takes a draw offer.
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position cfen 3k5/9/9/9/9/9/9/9/R8/R3K4 b 1"));
    e->send(QStringLiteral("go depth 3"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    e->send(QStringLiteral("draw"));
    QVERIFY(e->expect(QStringLiteral("^offerdraw$")));
    e->send(QStringLiteral("score"));
    const auto score = e->expect(QStringLiteral("^info depth 0 score (cp|mate) -?\\d+$"));
    QVERIFY(score);
    QVERIFY(score->contains(QLatin1String("mate -")) ||
            score->section(QLatin1Char(' '), 5).toInt() < -500);
    // After result, moves get no answer.
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("playother"));
    e->send(QStringLiteral("result 1/2-1/2 {agreed}"));
    e->send(QStringLiteral("move h2e2"));
    auto lines = e->untilReady();
    QVERIFY(lines && lines->filter(QStringLiteral("move ")).isEmpty());
}

void TestEngineCxboard::options() {
    auto e = identified();
    QVERIFY(e);
    const QString log = e->tempPath(QStringLiteral("cx.log"));
    e->send(QStringLiteral("setoption name log file value ") + log); // names ignore case
    e->send(QStringLiteral("setoption name Style value Solid"));
    e->send(QStringLiteral("setoption name Threads value 2"));
    e->send(QStringLiteral("setoption name Ponder value true"));
    e->send(QStringLiteral("setoption name Clear Hash"));
    QVERIFY(e->expect(QStringLiteral("^info string hash cleared$")));
    e->send(QStringLiteral("setoption name Save Settings"));
    QVERIFY(e->untilReady());
    QFile settings(e->settingsFile());
    QVERIFY(settings.open(QIODevice::ReadOnly));
    const QByteArray saved = settings.readAll();
    QVERIFY(saved.contains("Style=Solid"));
    QVERIFY(saved.contains("Threads=2"));
    QVERIFY(saved.contains("Ponder=true"));
    QFile logFile(log);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    QVERIFY(logFile.readAll().contains("Save Settings"));
    // Two threads still answer.
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("go depth 6"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
}

void TestEngineCxboard::chessThroughVariantOption() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("setoption name Variant value Chess"));
    e->send(QStringLiteral("position startpos moves e2e4"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("go depth 4"));
    QVERIFY(e->expect(QStringLiteral("^bestmove [a-h][1-8][a-h][1-8]$")));
}

void TestEngineCxboard::endOfInput() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("go infinite"));
    QVERIFY(e->closeAndWaitForExit());
    QCOMPARE(e->process().exitStatus(), QProcess::NormalExit);
    auto q = identified();
    QVERIFY(q);
    q->send(QStringLiteral("quit"));
    QVERIFY(q->process().waitForFinished(5000));
}

void TestEngineCxboard::hugeAndGarbageInput() {
    auto e = identified();
    QVERIFY(e);
    e->sendRaw(QByteArray(5 * 1024 * 1024, 'x') + '\n');
    QVERIFY(e->expect(QStringLiteral("^Error \\(line too long\\): \\(dropped\\)$")));
    e->sendRaw(QByteArray("move \xff\x1b[2J\0\n", 12));
    const auto illegal = e->expect(QStringLiteral("^Illegal move: "));
    QVERIFY(illegal);
    QCOMPARE(*illegal, QStringLiteral("Illegal move: ??[2J?"));
    e->sendRaw(QByteArray("\x01\x02position cfen \xff\n"));
    QVERIFY(e->expect(QStringLiteral("^Error \\(unknown command\\): \\?\\?position cfen \\?$")));
    e->send(QStringLiteral("position cfen \u00ff/9 r 1"));
    QVERIFY(e->expect(QStringLiteral("^Error \\(illegal position\\): ")));
    QVERIFY(e->untilReady());
    QVERIFY(e->closeAndWaitForExit());
    QCOMPARE(e->process().exitStatus(), QProcess::NormalExit);
}

void TestEngineCxboard::ownBook() {
    auto e = identified();
    QVERIFY(e);
    QDir dir(e->tempPath(QStringLiteral("books")));
    QVERIFY(dir.mkpath(QStringLiteral(".")));
    QFile book(dir.filePath(QStringLiteral("xiangqi.book")));
    QVERIFY(book.open(QIODevice::WriteOnly));
    book.write("variant xiangqi\nh2e2 h9g7 h0g2\n");
    book.close();
    e->send(QStringLiteral("setoption name Book Folder value ") + dir.path());
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("position startpos"));
    // The GUI keeps the book unless OwnBook is on: a go searches.
    e->send(QStringLiteral("go depth 2"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    QVERIFY(!e->skipped().filter(QStringLiteral("info depth")).isEmpty());
    // With OwnBook, the book answers at once, even with a minute to think.
    e->send(QStringLiteral("setoption name OwnBook value true"));
    QElapsedTimer t;
    t.start();
    e->send(QStringLiteral("go movetime 60000"));
    QVERIFY(e->expect(QStringLiteral("^bestmove h2e2$"), 5000));
    QVERIFY(e->skipped().filter(QStringLiteral("info depth")).isEmpty());
    // searchmoves without a book move: the search answers.
    e->send(QStringLiteral("go depth 2 searchmoves a3a4"));
    QVERIFY(e->expect(QStringLiteral("^bestmove a3a4$")));
    // Play mode too.
    e->send(QStringLiteral("position startpos moves h2e2"));
    e->send(QStringLiteral("clock 10 0 0"));
    e->send(QStringLiteral("playcurrent"));
    QVERIFY(e->expect(QStringLiteral("^move h9g7$"), 5000));
    QVERIFY(t.elapsed() < 5000);
    // A folder that is not there is told.
    e->send(QStringLiteral("setoption name Book Folder value ") +
            dir.filePath(QStringLiteral("no")));
    QVERIFY(e->expect(QStringLiteral("^info string book folder not found: ")));
}

void TestEngineCxboard::quietCommandsAndDebug() {
    auto e = identified();
    QVERIFY(e);
    for (const char* c : {"name Noah", "computer", "debug off", "force", "position startpos"})
        e->send(QLatin1String(c));
    auto lines = e->untilReady();
    QVERIFY(lines);
    QVERIFY2(lines->isEmpty(), qPrintable(lines->join(QLatin1Char('|'))));
    // debug on: more infos (the time plan of each search); off again: none.
    e->send(QStringLiteral("debug on"));
    e->send(QStringLiteral("go movetime 200"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    QVERIFY(e->skipped().contains(QRegularExpression(
        QStringLiteral("^info string limits soft \\d+ ms hard \\d+ ms depth \\d+$"))));
    e->send(QStringLiteral("debug off"));
    e->send(QStringLiteral("go depth 2"));
    QVERIFY(e->expect(QStringLiteral("^bestmove ")));
    QVERIFY(e->skipped().filter(QStringLiteral("info string")).isEmpty());
}

void TestEngineCxboard::playModePonderRemove() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("setoption name Ponder value true"));
    e->send(QStringLiteral("clock 0:20 0 0"));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("playcurrent"));
    QVERIFY(e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$")));
    // It ponders on the reply it expects, which hint tells.
    e->send(QStringLiteral("hint"));
    const auto hint = e->expect(QStringLiteral("^info hint "));
    QVERIFY(hint);
    const QString expected = hint->section(QLatin1Char(' '), 2, 2);
    QVERIFY(e->expect(QStringLiteral("^info depth \\d+ seldepth")));
    e->send(QStringLiteral("move ") + expected); // ponder hit
    const auto answer = e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$"));
    QVERIFY(answer);
    // remove: its answer and the opponent's move go; the same move is legal again.
    e->send(QStringLiteral("remove"));
    auto lines = e->untilReady();
    QVERIFY(lines && lines->filter(QStringLiteral("move ")).isEmpty());
    e->send(QStringLiteral("move ") + expected);
    QVERIFY(e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$")));
    QVERIFY(e->skipped().filter(QStringLiteral("Illegal")).isEmpty());
}

void TestEngineCxboard::stopNowInPlayMode() {
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("clock 10 0 0")); // ten minutes: a long think
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("playcurrent"));
    QVERIFY(e->expect(QStringLiteral("^info depth 3 ")));
    QElapsedTimer t;
    t.start();
    e->send(QStringLiteral("?"));
    QVERIFY(e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$"), 5000));
    QVERIFY(t.elapsed() < 5000);
}

void TestEngineCxboard::offerdrawClaimAndResign() {
    auto e = identified();
    QVERIFY(e);
    // Taking the last chariot leaves no attacking piece: it offers the draw before the
    // move and claims it after.
    e->send(QStringLiteral("clock 0:10 0 0"));
    e->send(QStringLiteral("position cfen 4k4/4R4/9/9/9/9/9/9/9/3K5 b 1"));
    e->send(QStringLiteral("playcurrent"));
    QVERIFY(e->expect(QStringLiteral("^offerdraw$")));
    QVERIFY(e->expect(QStringLiteral("^move e9e8$")));
    QVERIFY(e->expect(QStringLiteral("^result 1/2-1/2 \\{Draw by insufficient material\\}$")));
    // Resign: three searches in a row below the threshold.
    e->send(QStringLiteral("setoption name Resign value true"));
    e->send(QStringLiteral("setoption name Resign Threshold value 300"));
    const QString lost = QStringLiteral("position cfen 3k5/9/9/9/9/9/9/9/R8/R3K4 b 1");
    for (int i = 0; i < 2; ++i) {
        e->send(QStringLiteral("force"));
        e->send(lost);
        e->send(QStringLiteral("playcurrent"));
        QVERIFY(e->expect(QStringLiteral("^move ") + XqMove + QStringLiteral("$")));
    }
    e->send(QStringLiteral("force"));
    e->send(lost);
    e->send(QStringLiteral("playcurrent"));
    const auto last = e->expect(QStringLiteral("^(resign|move .*)$"));
    QVERIFY(last);
    QCOMPARE(*last, QStringLiteral("resign"));
    // Resigned: moves get no answer until a new position.
    e->send(QStringLiteral("move a1a2"));
    auto lines = e->untilReady();
    QVERIFY(lines && lines->filter(QRegularExpression(QStringLiteral("^move "))).isEmpty());
}

void TestEngineCxboard::cfenWithTheSpecsLetters() {
    // The spec's CFEN writes the horse H and the elephant E.
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->send(
        QStringLiteral("position cfen rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR "
                       "r 1 moves h2e2"));
    e->send(QStringLiteral("go depth 3"));
    QVERIFY(e->expect(QStringLiteral("^bestmove [a-i][5-9][a-i][0-9]$")));
    QVERIFY(e->skipped().filter(QStringLiteral("Error")).isEmpty());
}

void TestEngineCxboard::stopAnswersBeforeTheNextCommand() {
    // stop always gets its bestmove, even with the next commands right behind it.
    auto e = identified();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    for (const char* go : {"go infinite", "go ponder", "go depth 60", "go movetime 100000"}) {
        e->send(QStringLiteral("position startpos"));
        e->send(QLatin1String(go));
        QVERIFY2(e->expect(QStringLiteral("^info depth 3 ")), go);
        e->send(QStringLiteral("stop"));
        e->send(QStringLiteral("position startpos moves h2e2"));
        e->send(QStringLiteral("isready"));
        const auto answer =
            e->expect(QStringLiteral("^(bestmove ") + XqMove + QStringLiteral("|readyok)$"));
        QVERIFY2(answer && answer->startsWith(QLatin1String("bestmove")), go);
        QVERIFY(e->expect(QStringLiteral("^readyok$")));
    }
    // The same for "?" in play mode: the move, then the next command.
    e->send(QStringLiteral("clock 10 0 0"));
    e->send(QStringLiteral("position startpos"));
    e->send(QStringLiteral("playcurrent"));
    QVERIFY(e->expect(QStringLiteral("^info depth 3 ")));
    e->send(QStringLiteral("?"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("isready"));
    const auto answer =
        e->expect(QStringLiteral("^(move ") + XqMove + QStringLiteral("|readyok)$"));
    QVERIFY(answer && answer->startsWith(QLatin1String("move")));
}

QTEST_GUILESS_MAIN(TestEngineCxboard)
#include "tst_enginecxboard.moc"
