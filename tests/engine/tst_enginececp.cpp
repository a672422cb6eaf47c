// CECP conformance of tabiya-engine, through a pipe: the feature line, every command of
// section 8 and the v2 extensions it announces, highlights, claims. Robust input is in
// tst_enginececpinput, the options in tst_enginececpoptions.

#include "tests/engine/enginedriver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

class TestEngineCecp : public QObject {
    Q_OBJECT
private slots:
    void features();
    void goPlaysAndPongWaitsForTheMove();
    void forceUsermovePlayotherUndoRemove();
    void setboardIllegalUntilNewPosition();
    void editMode();
    void rejectedPositionIsNeverSearched_data();
    void rejectedPositionIsNeverSearched();
    void editSecondKingRemoved();
    void hintBookDrawResult();
    void analyzeStatMultiPvExclude();
    void setscoreSteersTheSearch();
    void timeControls();
    void ponderHit();
    void pauseResumeCoresMemory();
    void highlights_data();
    void highlights();
    void resultClaims_data();
    void resultClaims();
    void xiangqiGame();
    void userMoveEndsTheGame_data();
    void userMoveEndsTheGame();
    void ponderMissNopostResultNew();
    void analyzeFollowsTheGame();
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
    // "?" makes it move at once, even with a long time per move, and before whatever
    // command follows.
    e->send(QStringLiteral("st 1000"));
    e->send(QStringLiteral("usermove e7e5"));
    QVERIFY(e->expect(Thinking));
    e->send(QStringLiteral("?"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("ping 78"));
    const auto answer = e->expect(QStringLiteral("^(move .*|pong 78)$"), 5000);
    QVERIFY(answer && answer->startsWith(QLatin1String("move ")));
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

void TestEngineCecp::rejectedPositionIsNeverSearched_data() {
    QTest::addColumn<QStringList>("setup");
    // Red to move can take the black general with the cannon (the evaluator once ran off
    // the board on that capture); two white kings; a setboard without kings.
    QTest::newRow("xiangqi edit, general en prise") << QStringList{
        "variant xiangqi", "force", "edit", "#", "Kd0", "Ce5", "Pe7", "c", "Ke9", "."};
    QTest::newRow("chess edit, two kings")
        << QStringList{"force", "edit", "#", "Ke1", "Ke2", "c", "Ke8", "."};
    QTest::newRow("chess setboard, no kings")
        << QStringList{"force", "setboard 8/8/8/8/8/8/8/8 w - - 0 1"};
}

void TestEngineCecp::rejectedPositionIsNeverSearched() {
    QFETCH(QStringList, setup);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    for (const QString& l : setup)
        e->send(l);
    QVERIFY(e->expect(QStringLiteral("^tellusererror Illegal position$")));
    // Neither a hint, nor a move, nor pondering or analysis on it; the engine lives on.
    for (const char* c : {"hint", "go", "playother", "exclude all"}) {
        e->send(QLatin1String(c));
        QVERIFY2(e->expect(QStringLiteral("^Error \\(illegal position\\): ") + QLatin1String(c) +
                           QLatin1Char('$')),
                 c);
    }
    e->send(QStringLiteral("hard"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("analyze"));
    e->send(QStringLiteral("draw"));
    auto lines = e->untilPong();
    QVERIFY(lines);
    QVERIFY2(lines->filter(QRegularExpression(QStringLiteral("^Hint|^move|^offer|") + Thinking))
                 .isEmpty(),
             qPrintable(lines->join(QLatin1Char('|'))));
    // A good position ends the refusal.
    e->send(QStringLiteral("exit"));
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("hint"));
    QVERIFY(e->expect(QStringLiteral("^Hint: [a-h][1-8][a-h][1-8]$")));
}

void TestEngineCecp::editSecondKingRemoved() {
    // Two black kings placed, the last one removed: the one left is the king, and here it
    // stands in check with White to move, which makes the position illegal.
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    for (const char* l : {"edit", "#", "Ke1", "Ra1", "c", "Ka8", "Ke8", "xe8", "."})
        e->send(QLatin1String(l));
    QVERIFY(e->expect(QStringLiteral("^tellusererror Illegal position$")));
    // Legal once the rook stands elsewhere: the royal square is right.
    for (const char* l : {"edit", "xa1", "Rb1", "."})
        e->send(QLatin1String(l));
    e->send(QStringLiteral("lift b1"));
    QVERIFY(e->expect(QStringLiteral("^highlight ")));
    const auto lines = e->skipped();
    QVERIFY2(lines.filter(QStringLiteral("Illegal")).isEmpty(),
             qPrintable(lines.join(QLatin1Char('|'))));
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
    // Depth 8 may already have come before the pong (a busy machine).
    if (lines->filter(QRegularExpression(QStringLiteral("^8 "))).isEmpty())
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

void TestEngineCecp::userMoveEndsTheGame_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("claim");
    QTest::addColumn<bool>("over"); // no legal move left; else it claims and plays on
    QTest::newRow("chess mate") << "normal"
                                << "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
                                << "f1f8"
                                << "^1-0 \\{White mates\\}$" << true;
    QTest::newRow("chess stalemate") << "normal"
                                     << "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
                                     << "f1f7"
                                     << "^1/2-1/2 \\{Stalemate\\}$" << true;
    QTest::newRow("dead position") << "normal"
                                   << "8/8/4k3/8/8/3nK3/8/8 w - - 0 1"
                                   << "e3d3"
                                   << "^1/2-1/2 \\{Draw by insufficient material\\}$" << false;
    QTest::newRow("xiangqi mate") << "xiangqi"
                                  << "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1"
                                  << "b7b9"
                                  << "^1-0 \\{Red mates\\}$" << true;
}

void TestEngineCecp::userMoveEndsTheGame() {
    // The opponent's move ends the game by rule: the engine claims it.
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, claim);
    QFETCH(bool, over);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("variant ") + variant);
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard ") + fen);
    e->send(QStringLiteral("sd 2"));
    e->send(QStringLiteral("playother"));
    e->send(QStringLiteral("usermove ") + move);
    QVERIFY(e->expect(claim));
    // Where moves are left, it still plays one should the GUI go on.
    if (over) {
        const auto lines = e->untilPong();
        QVERIFY(lines && lines->filter(QRegularExpression(MoveLine)).isEmpty());
    } else {
        QVERIFY(e->expect(MoveLine));
    }
}

void TestEngineCecp::ponderMissNopostResultNew() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("hard"));
    e->send(QStringLiteral("nopost"));
    e->send(QStringLiteral("st 0.3"));
    e->send(QStringLiteral("usermove e2e4"));
    QVERIFY(e->expect(MoveLine));
    e->send(QStringLiteral("hint"));
    const auto hint = e->expect(QStringLiteral("^Hint: "));
    QVERIFY(hint);
    // The opponent plays something else: the pondering is dropped and it thinks anew.
    const QString other =
        hint->mid(6) == QLatin1String("a2a3") ? QStringLiteral("h2h3") : QStringLiteral("a2a3");
    e->send(QStringLiteral("usermove ") + other);
    QVERIFY(e->expect(MoveLine));
    // nopost: no thinking was shown at all.
    QVERIFY(e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    // After "result" it plays no more; after "new" it does again.
    e->send(QStringLiteral("result 0-1 {White resigns}"));
    e->send(QStringLiteral("usermove b2b3"));
    auto lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(MoveLine)).isEmpty());
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("usermove d2d4"));
    QVERIFY(e->expect(MoveLine));
    // Nor does it move in a position it refused.
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard 8/8/8/8/8/8/8/8 w - - 0 1"));
    QVERIFY(e->expect(QStringLiteral("^tellusererror Illegal position$")));
    e->send(QStringLiteral("go"));
    lines = e->untilPong();
    QVERIFY(lines && lines->filter(QRegularExpression(MoveLine)).isEmpty());
}

void TestEngineCecp::analyzeFollowsTheGame() {
    // In analyze mode moves, undo and setboard go on being analysed at once.
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("analyze"));
    QVERIFY(e->expect(QStringLiteral("^3 -?\\d+ \\d+ \\d+ \\d+ \\d+ \\d+\\t[a-h][1-8]")));
    // No ping between a move and the expected line: the new search can print its depth 3
    // before the pong, and reading up to the pong would swallow it. The side to move tells
    // the searches apart instead.
    e->send(QStringLiteral("usermove e2e4"));
    // Black's moves now: from rank 7 or 8.
    QVERIFY(e->expect(QStringLiteral("^3 -?\\d+ \\d+ \\d+ \\d+ \\d+ \\d+\\t[a-h][78]")));
    e->send(QStringLiteral("undo"));
    QVERIFY(e->expect(QStringLiteral("^3 -?\\d+ \\d+ \\d+ \\d+ \\d+ \\d+\\t[a-h][12]")));
    e->send(QStringLiteral("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"));
    QVERIFY(e->expect(QStringLiteral("^\\d+ 100001 \\d+ \\d+ \\d+ \\d+ \\d+\\td1d8$")));
    e->send(QStringLiteral("exit"));
    QVERIFY(e->untilPong());
}

QTEST_GUILESS_MAIN(TestEngineCecp)
#include "tst_enginececp.moc"
