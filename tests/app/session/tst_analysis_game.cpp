// Whole-game analysis with tabiya-engine; see tst_analysis.h.
#include "tests/app/session/tst_analysis.h"

#include "app/session/evalseries.h"
#include "app/session/gameanalyzer.h"
#include "board/core/movetext.h"
#include "board/core/pgnreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

namespace {

EngineConfig tabiyaEngine() {
    EngineConfig c;
    c.program = QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine");
    c.timeoutScale = 4;
    c.initialOptions = {{"Threads", "1"}};
    return c;
}

// 1. e4 e5 2. Nf3 Qh4?? 3. Nxh4 d6: Black's second move loses the queen.
Game blunderGame() {
    const PgnReadResult read =
        readPgn("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 {a comment} Qh4 3. Nxh4 d6 *\n");
    if (read.games.empty()) qFatal("PGN not read");
    return Game::fromPgn(read.games.front());
}

} // namespace

void TestAnalysis::wholeGame() {
    Game game = blunderGame();
    // Played by two other engines, with evaluations of their own on some moves.
    game.setTag(QStringLiteral("White"), QStringLiteral("Fairy-Max"));
    game.setTag(QStringLiteral("Black"), QStringLiteral("GNU Chess"));
    QCOMPARE(game.ply(), 6);
    QCOMPARE(game.moves()[2].comment, QStringLiteral("a comment"));
    GameAnalyzer analyzer;
    analyzer.setLimits(300, 0);
    QSignalSpy progress(&analyzer, &GameAnalyzer::progress);
    QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
    QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
    analyzer.start(tabiyaEngine(), game);
    QVERIFY(analyzer.isRunning());
    QVERIFY(finished.wait(60000));
    QCOMPARE(failed.size(), 0);
    QVERIFY(!analyzer.isRunning());
    // One progress report per position, start to end.
    QCOMPARE(progress.size(), 7);
    for (int i = 0; i < 7; ++i) {
        QCOMPARE(progress[i][0].toInt(), i);
        QCOMPARE(progress[i][1].toInt(), 6);
    }
    const Game annotated = finished[0][0].value<Game>();
    QCOMPARE(annotated.ply(), 6);
    for (const GameMove& gm : annotated.moves()) {
        QVERIFY2(gm.evaluation.hasScore, qPrintable(gm.san));
        QVERIFY(gm.evaluation.depth > 0);
    }
    // Mover's point of view: Qh4 loses the queen for Black, Nxh4 is a queen up for White.
    QVERIFY2(annotated.moves()[3].evaluation.score < -400,
             qPrintable(annotated.moves()[3].evaluation.toComment()));
    QVERIFY2(annotated.moves()[4].evaluation.score > 400,
             qPrintable(annotated.moves()[4].evaluation.toComment()));
    // Black had better than Qh4: a variation with the engine's line; White's Nxh4 was
    // the engine's choice too (or as good), so no variation there.
    const GameMove& blunder = annotated.moves()[3];
    QVERIFY(!blunder.bestLine.isEmpty());
    QVERIFY(blunder.bestLine.first() != blunder.move);
    QVERIFY(blunder.bestLineEvaluation.hasScore);
    QVERIFY(blunder.bestLineEvaluation.score > annotated.moves()[3].evaluation.score);
    QVERIFY(annotated.moves()[4].bestLine.isEmpty());
    QCOMPARE(annotated.moves()[2].comment, QStringLiteral("a comment")); // kept
    QCOMPARE(annotated.tag(QStringLiteral("Annotator")).isEmpty(), false);
    // The graph: one curve over both sides, named after the engine that analysed the game,
    // not after the players in the tags.
    const QString annotator = annotated.tag(QStringLiteral("Annotator"));
    for (const GameMove& gm : annotated.moves())
        QCOMPARE(gm.evaluator, annotator);
    const EvalGraphData graph = evalGraphPoints(annotated);
    QCOMPARE(graph.series.size(), 1);
    QCOMPARE(graph.series[0].name, annotator);
    QCOMPARE(graph.series[0].points.size(), 6);

    // In PGN: an evaluation comment on every move, the variation after Qh4, and read back
    // the same.
    const QString text = annotated.toPgnText();
    QVERIFY2(text.contains(QStringLiteral("(2... ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(" a comment}")), qPrintable(text));
    const PgnReadResult read = readPgn(text.toStdString());
    QVERIFY2(read.errors.empty(), qPrintable(text));
    const Game back = Game::fromPgn(read.games.front());
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(back.moves()[i].evaluation.hasScore, true);
        QCOMPARE(back.moves()[i].evaluation.score, annotated.moves()[i].evaluation.score);
        QCOMPARE(back.moves()[i].comment, annotated.moves()[i].comment);
    }
    QCOMPARE(back.moves()[3].bestLine, blunder.bestLine);
    QCOMPARE(back.toPgnText(), text);
}

void TestAnalysis::wholeGameDepth() {
    // To a depth: every evaluation reaches it; cancelling midway keeps what was written.
    GameAnalyzer analyzer;
    analyzer.setLimits(0, 5);
    QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
    analyzer.start(tabiyaEngine(), blunderGame());
    QVERIFY(finished.wait(60000));
    const Game annotated = finished[0][0].value<Game>();
    for (const GameMove& gm : annotated.moves())
        QVERIFY2(gm.evaluation.depth >= 5, qPrintable(gm.evaluation.toComment()));

    GameAnalyzer slow;
    slow.setLimits(60000, 0);
    QSignalSpy progress(&slow, &GameAnalyzer::progress);
    QSignalSpy cancelled(&slow, &GameAnalyzer::cancelled);
    slow.start(tabiyaEngine(), blunderGame());
    QVERIFY(slow.controller());
    QTRY_VERIFY_WITH_TIMEOUT(slow.controller()->isAnalysing(), 20000);
    slow.cancel();
    QCOMPARE(cancelled.size(), 1);
    QVERIFY(!slow.isRunning());
    QCOMPARE(progress.size(), 0);
    QCOMPARE(slow.game().ply(), 6);
}
