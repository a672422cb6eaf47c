// The main window's engine side, offscreen, with tabiya-engine: the engine output views
// during a Two Machines game, the evaluation graph, Analysis Mode following the position
// shown (moves, navigation, a variation), the Engine menu's console, and XBoard's keys.
#include "app/gui/engineoutputview.h"
#include "app/gui/evalgraph.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistwidget.h"
#include "app/session/analysiscontroller.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace tabiya;

class TestMainWindowEngines : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void twoMachinesFillBothViewsAndTheGraph();
    void analysisFollowsTheShownPosition();
    void consoleOpensFromTheEngineMenu();
    void moveNowRefusedAloud();
    void personTakingOverASideIsNamed();
    void gameToMateThroughTheBoard();
    void settingsOfAnEngineNotRunning();
    void clipboardGameAndPosition();
    void settingsPersist();
    void xboardKeys_data();
    void xboardKeys();

private:
    static MatchOptions options(const QStringList& args = {});
    static QAction* action(QWidget* window, const QString& text);
    static Move move(const Position& pos, const char* text);
};

void TestMainWindowEngines::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

MatchOptions TestMainWindowEngines::options(const QStringList& args) {
    QString error;
    auto o = MatchOptions::parse(args, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

QAction* TestMainWindowEngines::action(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

Move TestMainWindowEngines::move(const Position& pos, const char* text) {
    Position p = pos;
    const Move m = parseCoordinateMove(p, text);
    if (m.isNone()) qFatal("not a move: %s", text);
    return m;
}

void TestMainWindowEngines::twoMachinesFillBothViewsAndTheGraph() {
    const QString engine = QCoreApplication::applicationDirPath() + "/tabiya-engine";
    MainWindow w(options({"-fcp", engine, "-scp", engine, "-tc", "0:20", "-inc", "0.2"}));
    w.resize(1100, 850);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Session* s = w.session();
    // At each move the lines the engine that moved sent are shown, none left for a later
    // repaint of their own.
    int movesWithLinesLeft = 0;
    connect(s, &Session::moveMade, &w, [&] {
        const int moved = s->game().sideToMove() == White ? 1 : 0;
        if (w.engineOutput(moved)->model()->hasPending()) ++movesWithLinesLeft;
    });
    w.startFromOptions();
    QTRY_VERIFY_WITH_TIMEOUT(s->game().ply() >= 6, 30000);
    QCOMPARE(movesWithLinesLeft, 0);
    // Each engine's lines in its own view, and both views shown.
    QVERIFY(w.engineOutput(0)->isVisible());
    QVERIFY(w.engineOutput(1)->isVisible());
    // In a game the lines are applied twice a second (each update a repaint of its own).
    for (int v = 0; v < 2; ++v)
        QCOMPARE(w.engineOutput(v)->model()->flushInterval(),
                 EngineOutputModel::GameFlushIntervalMs);
    QTRY_VERIFY_WITH_TIMEOUT(w.engineOutput(0)->model()->rowCount() > 0, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(w.engineOutput(1)->model()->rowCount() > 0, 10000);
    // The graph has a series per engine, with the evaluations of the moves played.
    const EvalGraphData& data = w.evalGraph()->data();
    QCOMPARE(data.series.size(), 2);
    QCOMPARE(data.series[0].side, White);
    QCOMPARE(data.series[1].side, Black);
    QVERIFY(!data.isEmpty());
    // One engine on both sides: the views' titles and the legend say whose side each is.
    const QString name = s->player(White)->name();
    QCOMPARE(w.engineOutput(0)->engineName(), name + QStringLiteral(" (White)"));
    QCOMPARE(w.engineOutput(1)->engineName(), name + QStringLiteral(" (Black)"));
    QCOMPARE(w.evalGraph()->legendTexts(),
             QStringList({name + QStringLiteral(" (White)"), name + QStringLiteral(" (Black)")}));
    // Clicking the graph shows that ply on the board.
    QSignalSpy picked(w.evalGraph(), &EvalGraph::plySelected);
    const int x = int(w.evalGraph()->xForPly(2));
    QTest::mouseClick(w.evalGraph(), Qt::LeftButton, {}, QPoint(x, w.evalGraph()->height() / 2));
    QCOMPARE(picked.size(), 1);
    const int ply = picked.first().first().toInt();
    QCOMPARE(w.boardView()->position().fen(), s->game().positionAt(ply).fen());
}

void TestMainWindowEngines::analysisFollowsTheShownPosition() {
    MainWindow w(options());
    w.resize(1100, 850);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    // As the view is left by a game an engine played.
    w.engineOutput(0)->model()->setFlushInterval(EngineOutputModel::GameFlushIntervalMs);
    w.startAnalysis();
    // Analysing, five times a second: the lines are what the person reads.
    QCOMPARE(w.engineOutput(0)->model()->flushInterval(), EngineOutputModel::FlushIntervalMs);
    AnalysisController* a = w.analysis();
    QTRY_VERIFY_WITH_TIMEOUT(a->isAnalysing(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(w.engineOutput(0)->model()->rowCount() > 0, 10000);
    QCOMPARE(a->position().fen(), s->game().position().fen());

    // Moves made by the person (both sides by hand) are analysed as they come.
    QVERIFY(s->humanMove(move(s->game().position(), "e2e4")));
    QVERIFY(s->humanMove(move(s->game().position(), "e7e5")));
    QTRY_COMPARE(a->position().fen(), s->game().position().fen());
    QTRY_VERIFY_WITH_TIMEOUT(w.engineOutput(0)->model()->rowCount() > 0, 10000);

    // Navigating the move list moves the analysis to the position shown.
    QTest::keyClick(w.moveList(), Qt::Key_Home);
    QTRY_COMPARE(a->position().fen(), s->game().startPosition().fen());
    QTest::keyClick(w.moveList(), Qt::Key_Right);
    QTRY_COMPARE(a->position().fen(), s->game().positionAt(1).fen());

    // A variation is shown and analysed without touching the game; Escape returns.
    const Position shown = s->game().positionAt(1);
    w.showVariation({move(shown, "c7c5")});
    QCOMPARE(s->game().ply(), 2);
    Position after = shown;
    after.makeMove(move(shown, "c7c5"));
    QCOMPARE(w.boardView()->position().fen(), after.fen());
    QTRY_COMPARE(a->position().fen(), after.fen());
    QAction* leave = action(&w, QStringLiteral("Leave Variation"));
    QVERIFY(leave);
    leave->trigger();
    QCOMPARE(w.boardView()->position().fen(), shown.fen());
    QTRY_COMPARE(a->position().fen(), shown.fen());

    // tabiya-engine offers exclude=1 and MultiPV: the view's menu and spin box work.
    EngineOutputView* view = w.engineOutput(0);
    QVERIFY(view->isExcludeEnabled());
    QVERIFY(view->multiPvSpinBox()->isVisibleTo(view));
    const Move e5 = move(shown, "e7e5");
    emit view->excludeRequested(e5);
    QVERIFY(a->excludedMoves().contains(e5));
    QCOMPARE(view->excludedText(), QStringLiteral("Excluded: e5"));
    emit view->includeAllRequested();
    QVERIFY(a->excludedMoves().isEmpty());
    emit view->multiPvRequested(3);
    QCOMPARE(a->multiPv(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(view->model()->rowCount() >= 3, 15000);
    // A PV clicked in the analysis view goes on the board as a variation of the shown one.
    emit view->pvMoveClicked({move(shown, "g8f6")});
    Position afterNf6 = shown;
    afterNf6.makeMove(move(shown, "g8f6"));
    QCOMPARE(w.boardView()->position().fen(), afterNf6.fen());
    QCOMPARE(s->game().ply(), 2);

    w.stopAnalysis();
    QTRY_VERIFY(!a->isRunning());
    QTRY_VERIFY(!view->isExcludeEnabled());
}

void TestMainWindowEngines::consoleOpensFromTheEngineMenu() {
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromOptions();
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    QAction* console = action(&w, QStringLiteral("Engine #1 Console"));
    QVERIFY(console);
    console->trigger();
    // (The console's header would bring the protocol's types in: found by class name.)
    QWidget* c = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (QByteArray(top->metaObject()->className()) == "tabiya::EngineConsole") c = top;
    QVERIFY(c);
    QVERIFY(c->isVisible());
    // It shows the conversation from its first line, though opened after it.
    auto* text = c->findChild<QPlainTextEdit*>();
    QVERIFY(text);
    QTRY_VERIFY(text->toPlainText().contains(QStringLiteral("protover 2")));

    // Engine #1 Settings opens the running engine's own options (tabiya-engine's Hash...).
    QAction* settings = action(&w, QStringLiteral("Engine #1 Settings..."));
    QVERIFY(settings);
    settings->trigger();
    QWidget* dialog = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (QByteArray(top->metaObject()->className()) == "tabiya::EngineOptionsDialog" &&
            top->isVisible())
            dialog = top;
    QVERIFY(dialog);
    QVERIFY2(dialog->windowTitle().contains(QStringLiteral("Tabiya")),
             qPrintable(dialog->windowTitle()));
    auto* table = dialog->findChild<QAbstractItemView*>();
    QVERIFY(table);
    QTRY_VERIFY(table->model()->rowCount() > 5);
    dialog->close();
    c->close();
}

void TestMainWindowEngines::moveNowRefusedAloud() {
    // Fairy-Max breaks on "?" (protocol/cecpquirks.h), so it is never sent: Move Now says
    // why nothing happens rather than doing nothing.
    const QString fairymax = QStringLiteral("/usr/games/fairymax");
    if (!QFile::exists(fairymax)) QSKIP("fairymax is not installed");
    MainWindow w(options({"-fcp", fairymax, "-mps", "40", "-tc", "5:00"}));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromOptions();
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 15000);
    action(&w, QStringLiteral("Machine White"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(s->state() == Session::State::Playing && !s->humanToMove(), 10000);
    QCOMPARE(s->game().ply(), 0); // Fairy-Max, White, thinks for seconds on its first move
    QAction* moveNow = action(&w, QStringLiteral("Move Now"));
    QVERIFY(moveNow);
    moveNow->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains(QStringLiteral("cannot be asked to move now")),
                             5000);
    QVERIFY2(w.statusText().startsWith(s->player(White)->name()), qPrintable(w.statusText()));
    // Nothing went to the engine, and it plays on.
    QTRY_VERIFY_WITH_TIMEOUT(s->game().ply() >= 1, 30000);
}

void TestMainWindowEngines::personTakingOverASideIsNamed() {
    // Two Machines, then Machine White: Black is the person's now, and the clock, the
    // title and the PGN say so (they went on naming the engine that played Black).
    const QString engine = QCoreApplication::applicationDirPath() + "/tabiya-engine";
    MainWindow w(options({"-fcp", engine, "-scp", engine, "-tc", "0:30", "-inc", "0.2"}));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromOptions();
    Session* s = w.session();
    QTRY_VERIFY_WITH_TIMEOUT(s->game().ply() >= 2, 30000);
    const QString engineName = s->game().tag(QStringLiteral("Black"));
    QVERIFY(!s->player(Black)->isHuman());
    QCOMPARE(engineName, s->player(Black)->name());
    action(&w, QStringLiteral("Machine White"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(s->state() == Session::State::Playing && s->player(Black)->isHuman(),
                             10000);
    const QString person = s->player(Black)->name();
    QVERIFY(person != engineName);
    QCOMPARE(s->game().tag(QStringLiteral("Black")), person);
    QCOMPARE(s->game().tag(QStringLiteral("White")), s->player(White)->name());
    QVERIFY2(w.windowTitle().endsWith(QStringLiteral(" - ") + person), qPrintable(w.windowTitle()));
}

void TestMainWindowEngines::gameToMateThroughTheBoard() {
    // A position set up, then Mode > Machine Black: the person's clicks on the board, a
    // forced reply from tabiya-engine, and mate; the game ends 1-0 with the reason shown.
    MainWindow w(options());
    w.resize(1100, 850);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"),
                        QStringLiteral("7k/8/8/8/8/8/1R6/R5K1 w - - 0 1"));
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    action(&w, QStringLiteral("Machine Black"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(s->state() == Session::State::Playing && s->humanToMove(), 10000);
    QVERIFY(!s->player(Black)->isHuman());
    BoardView* board = w.boardView();
    auto click = [&](const char* square) {
        size_t at = 0;
        const Square sq = parseSquare(board->position().variant(), square, at);
        QTest::mouseClick(board, Qt::LeftButton, {},
                          board->boardGeometry().squareCenter(sq).toPoint());
    };
    click("a1");
    click("a7");
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 2, 15000); // Kg8, the only move
    QCOMPARE(s->game().moves().last().san, QStringLiteral("Kg8"));
    QTRY_VERIFY(s->humanToMove());
    click("b2");
    click("b8");
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Finished, 10000);
    QCOMPARE(s->game().result(), GameResult::WhiteWins);
    QCOMPARE(s->game().moves().last().san, QStringLiteral("Rb8#"));
    QVERIFY2(w.statusText().contains(QStringLiteral("1-0")), qPrintable(w.statusText()));
    QVERIFY(s->game().toPgnText().contains(QStringLiteral("2. Rb8#")));
}

void TestMainWindowEngines::settingsOfAnEngineNotRunning() {
    // Edit Game: no engine runs; Engine #1 Settings starts tabiya-engine to read its options.
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    action(&w, QStringLiteral("Engine #1 Settings..."))->trigger();
    QWidget* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (QByteArray(top->metaObject()->className()) == "tabiya::EngineOptionsDialog" &&
                    top->isVisible())
                    dialog = top;
            return dialog != nullptr;
        }(),
        15000);
    auto* table = dialog->findChild<QAbstractItemView*>();
    QVERIFY(table);
    QVERIFY(table->model()->rowCount() > 5); // tabiya-engine's options, read from the engine
    dialog->close();
}

void TestMainWindowEngines::clipboardGameAndPosition() {
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QVERIFY(s->humanMove(move(s->game().position(), "e2e4")));
    QVERIFY(s->humanMove(move(s->game().position(), "c7c5")));
    const QString fenAfter = QString::fromStdString(s->game().position().fen());

    // Copy Game puts the PGN on the clipboard; Paste Game loads it back, moves and all.
    action(&w, QStringLiteral("Copy Game (PGN)"))->trigger();
    const QString pgn = QGuiApplication::clipboard()->text();
    QVERIFY2(pgn.contains(QStringLiteral("1. e4 c5")), qPrintable(pgn));
    w.startFromPosition(QStringLiteral("normal"), {});
    QCOMPARE(s->game().ply(), 0);
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QCOMPARE(s->game().ply(), 2);
    QCOMPARE(QString::fromStdString(s->game().position().fen()), fenAfter);

    // Copy Position gives FEN for chess and CFEN for xiangqi; Paste Position starts from it.
    action(&w, QStringLiteral("Copy Position (FEN)"))->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), fenAfter);
    w.startFromPosition(QStringLiteral("xiangqi"), {});
    action(&w, QStringLiteral("Copy Position (FEN)"))->trigger();
    const QString cfen = QGuiApplication::clipboard()->text();
    // CXBoard's letters, Red to move, the full-move number and no other field.
    QCOMPARE(cfen,
             QStringLiteral("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r 1"));
    QGuiApplication::clipboard()->setText(fenAfter);
    action(&w, QStringLiteral("Paste Position (FEN)"))->trigger();
    QCOMPARE(s->game().variant().name, std::string("normal"));
    QCOMPARE(QString::fromStdString(s->game().position().fen()), fenAfter);
}

void TestMainWindowEngines::settingsPersist() {
    QString themeId;
    {
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Choose the last board theme from the View menu.
        QAction* last = nullptr;
        for (QMenu* menu : w.findChildren<QMenu*>())
            if (menu->title() == QStringLiteral("Board &Theme") && !menu->actions().isEmpty())
                last = menu->actions().last();
        QVERIFY(last);
        last->trigger();
        themeId = last->data().toString();
        QCOMPARE(w.boardView()->theme().id, themeId);
        w.close(); // saves the settings
    }
    MainWindow again(options());
    QCOMPARE(again.boardView()->theme().id, themeId);
}

void TestMainWindowEngines::xboardKeys_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QKeySequence>("key");
    QTest::newRow("copy game") << "Copy Game (PGN)" << QKeySequence(Qt::CTRL | Qt::Key_C);
    QTest::newRow("copy position")
        << "Copy Position (FEN)" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    QTest::newRow("paste game") << "Paste Game (PGN)" << QKeySequence(Qt::CTRL | Qt::Key_V);
    QTest::newRow("paste position")
        << "Paste Position (FEN)" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V);
    QTest::newRow("resign") << "Resign" << QKeySequence(Qt::Key_F9);
    QTest::newRow("analysis") << "Analysis Mode" << QKeySequence(Qt::CTRL | Qt::Key_A);
    QTest::newRow("analyze game") << "Analyze Game" << QKeySequence(Qt::CTRL | Qt::Key_G);
    QTest::newRow("engine output")
        << "Engine Output" << QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_O);
    QTest::newRow("move history") << "Moves" << QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_H);
    QTest::newRow("evaluation graph")
        << "Evaluation Graph" << QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_E);
    QTest::newRow("console 1") << "Engine #1 Console" << QKeySequence(Qt::SHIFT | Qt::Key_1);
    QTest::newRow("console 2") << "Engine #2 Console" << QKeySequence(Qt::SHIFT | Qt::Key_2);
}

void TestMainWindowEngines::xboardKeys() {
    QFETCH(QString, action);
    QFETCH(QKeySequence, key);
    MainWindow w(options());
    QAction* a = TestMainWindowEngines::action(&w, action);
    QVERIFY2(a, qPrintable(action));
    QVERIFY2(a->shortcuts().contains(key), qPrintable(a->shortcut().toString()));
}

QTEST_MAIN(TestMainWindowEngines)
#include "tst_mainwindowengines.moc"
