// The main window in everyday play (issue 13), offscreen: Chinese notation drawn from the
// CJK font Tabiya installs; the docks come back after the window was small, the board
// keeping priority; a loaded game keeps its players on the clocks and its engines apart in
// the graph, also after Two Machines goes on from it; the status line follows Escape,
// Retract and moves tried on an earlier position; exclusions in the move list's notation
// and kept across a variation; View > Pieces says which set is for which game; the window
// opens inside the screen.
#include "app/gui/chinesefont.h"
#include "app/gui/clockwidget.h"
#include "app/gui/engineoutputview.h"
#include "app/gui/evalgraph.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistwidget.h"
#include "app/session/analysiscontroller.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/core/xiangqinotation.h"
#include "board/view/boardview.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QGlyphRun>
#include <QMenu>
#include <QRawFont>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextLayout>

using namespace tabiya;

class TestEverydayPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void chineseNotationInTheCjkFont();
    void docksComeBackAfterTheWindowWasSmall();
    void loadedGameKeepsItsPlayers();
    void twoMachinesOnAFinishedGameKeepsTheCurvesNames();
    void statusLineFollowsTheBoard();
    void moveOnAnEarlierPositionStartsAVariation();
    void exclusionsInTheNotationAndKept();
    void piecesMenuPerKindOfGame();
    void windowOpensInsideTheScreen();

private:
    static MatchOptions options(const QStringList& args = {});
    static QAction* action(QWidget* window, const QString& text);
    static QString clockText(ClockWidget* clock);
    // Families of the fonts that draw text in font (after Qt's fallback).
    static QStringList drawingFamilies(const QString& text, const QFont& font);
    static void click(BoardView* view, const char* square);
    static void pasteGame(MainWindow& w, const QString& pgn);
};

namespace {
Move coordinate(Position pos, const char* text) {
    return parseCoordinateMove(pos, text);
}
} // namespace

void TestEverydayPlay::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

void TestEverydayPlay::init() {
    QSettings().clear(); // each window starts as on a first start
}

MatchOptions TestEverydayPlay::options(const QStringList& args) {
    QString error;
    auto o = MatchOptions::parse(args, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

QAction* TestEverydayPlay::action(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

QString TestEverydayPlay::clockText(ClockWidget* clock) {
    return clock->playerText() + QLatin1Char(' ') + clock->timeText();
}

QStringList TestEverydayPlay::drawingFamilies(const QString& text, const QFont& font) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QStringList families;
    for (const QGlyphRun& run : layout.glyphRuns())
        families << run.rawFont().familyName();
    return families;
}

void TestEverydayPlay::click(BoardView* view, const char* square) {
    size_t at = 0;
    const Square s = parseSquare(view->position().variant(), square, at);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->boardGeometry().squareCenter(s).toPoint());
}

void TestEverydayPlay::pasteGame(MainWindow& w, const QString& pgn) {
    QApplication::clipboard()->setText(pgn);
    QAction* paste = action(&w, QStringLiteral("Paste Game (PGN)"));
    QVERIFY(paste);
    paste->trigger();
}

void TestEverydayPlay::chineseNotationInTheCjkFont() {
    // The CJK family is installed with the build packages; the move list and the engine
    // lines draw Chinese with it, whatever other fonts the machine has (Droid Sans
    // Fallback, found by fontconfig on some machines, drew them before; none, on others).
    QVERIFY2(QFontDatabase::families().contains(QString::fromLatin1(ChineseFontFamily)),
             "fonts-wqy-microhei is not installed (.ci/common.sh installs it)");
    MainWindow w(options());
    w.resize(1000, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("xiangqi"), {});
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    QAction* chinese = action(&w, QStringLiteral("Chinese"));
    QVERIFY(chinese);
    chinese->trigger();
    Position pos = w.session()->game().position();
    const Move cannon = parseCoordinateMove(pos, "h2e2");
    QVERIFY(w.session()->humanMove(cannon));
    const QString text = w.moveList()->moveText(1);
    QCOMPARE(text, QString::fromUtf8("炮二平五"));
    const QString cjk = QString::fromLatin1(ChineseFontFamily);
    for (const QFont& font : QList<QFont>{w.moveList()->font(), w.engineOutput(0)->table()->font(),
                                          w.statusBar()->font()}) {
        // Named by the font itself, not left to the system's fallback (which on this
        // machine finds it too, and on another finds another font or none).
        QVERIFY2(font.families().contains(cjk), qPrintable(font.families().join(", ")));
        const QStringList families = drawingFamilies(text, font);
        QVERIFY(!families.isEmpty());
        for (const QString& f : families)
            QCOMPARE(f, cjk);
    }
    // Latin text keeps the window's own font.
    QVERIFY(!drawingFamilies(QStringLiteral("C2.5"), w.moveList()->font()).contains(cjk));
}

void TestEverydayPlay::docksComeBackAfterTheWindowWasSmall() {
    MainWindow w(options());
    w.resize(1180, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    auto* moves = w.findChild<QDockWidget*>(QStringLiteral("movesDock"));
    auto* graph = w.findChild<QDockWidget*>(QStringLiteral("evalGraphDock"));
    auto* output = w.findChild<QDockWidget*>(QStringLiteral("engineOutputDock"));
    QVERIFY(moves && graph && output);
    QTRY_VERIFY(moves->width() >= 200);
    // As small as the window goes: the board keeps more room than the engine lines.
    w.resize(w.minimumSizeHint());
    QTRY_COMPARE(w.size(), w.minimumSize().expandedTo(w.minimumSizeHint()));
    QTest::qWait(50); // the layout settles through queued events
    const int board = std::min(w.boardView()->width(), w.boardView()->height());
    QVERIFY2(board >= 200, qPrintable(QString::number(board)));
    QVERIFY2(board > output->height(),
             qPrintable(QStringLiteral("board %1, output %2").arg(board).arg(output->height())));
    // Large again: the docks come back to widths their moves fit in.
    w.resize(1180, 860);
    QTRY_VERIFY2(moves->width() >= 200, qPrintable(QString::number(moves->width())));
    QCOMPARE(graph->width(), moves->width());
    QTRY_VERIFY2(output->height() >= 150, qPrintable(QString::number(output->height())));
    QVERIFY(std::min(w.boardView()->width(), w.boardView()->height()) >= 450);
}

void TestEverydayPlay::loadedGameKeepsItsPlayers() {
    MainWindow w(options());
    w.resize(1100, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    pasteGame(w, QStringLiteral("[White \"Fairy-Max\"]\n[Black \"GNU Chess\"]\n\n"
                                "1. d4 {+0.20/9} d5 {-0.10/9} 2. c4 {+0.25/9} e6 {+0.15/9} *\n"));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    // The clocks and the title name the game's players, not "Human".
    QVERIFY2(clockText(w.clockWidget(White)).contains(QStringLiteral("Fairy-Max")),
             qPrintable(clockText(w.clockWidget(White))));
    QVERIFY2(clockText(w.clockWidget(Black)).contains(QStringLiteral("GNU Chess")),
             qPrintable(clockText(w.clockWidget(Black))));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Fairy-Max - GNU Chess")));
    QCOMPARE(w.session()->game().tag(QStringLiteral("White")), QStringLiteral("Fairy-Max"));
    // One line per engine in the graph, each named after it.
    const EvalGraphData& data = w.evalGraph()->data();
    QCOMPARE(data.series.size(), 2);
    QCOMPARE(data.series[0].name, QStringLiteral("Fairy-Max"));
    QCOMPARE(data.series[1].name, QStringLiteral("GNU Chess"));
}

void TestEverydayPlay::twoMachinesOnAFinishedGameKeepsTheCurvesNames() {
    const QString engine = QCoreApplication::applicationDirPath() + "/tabiya-engine";
    MainWindow w(options({"-fcp", engine, "-scp", engine}));
    w.resize(1100, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Fool's mate, both engines' evaluations on their moves.
    pasteGame(w, QStringLiteral("[White \"Fairy-Max\"]\n[Black \"GNU Chess\"]\n[Result \"0-1\"]\n\n"
                                "1. f3 {-0.20/9} e5 {+0.30/9} 2. g4 {-1.50/9} Qh4# {+M1/9} 0-1\n"));
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->game().isOver(), 10000);
    QAction* two = action(&w, QStringLiteral("Two Machines"));
    QVERIFY(two);
    two->trigger();
    // The engines take the seats and find the game over: it stays finished (a move taken
    // back would let them play on), and the old curves keep their evaluators' names.
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->player(White) && !w.session()->player(White)->isHuman(),
                             20000);
    QVERIFY(w.session()->game().isOver());
    const EvalGraphData& data = w.evalGraph()->data();
    QCOMPARE(data.series.size(), 2);
    QCOMPARE(data.series[0].name, QStringLiteral("Fairy-Max"));
    QCOMPARE(data.series[1].name, QStringLiteral("GNU Chess"));
}

void TestEverydayPlay::statusLineFollowsTheBoard() {
    MainWindow w(options());
    w.resize(1000, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QVERIFY(s->humanMove(coordinate(s->game().position(), "e2e4")));
    QVERIFY(s->humanMove(coordinate(s->game().position(), "e7e5")));
    QCOMPARE(w.statusText(), QStringLiteral("White to move"));
    // Escape from a variation: the status line no longer speaks of it.
    Position pos = s->game().position();
    w.showVariation({parseCoordinateMove(pos, "g1f3")});
    QVERIFY(w.statusText().contains(QStringLiteral("variation")));
    QAction* leave = action(&w, QStringLiteral("Leave Variation"));
    QVERIFY(leave);
    leave->trigger();
    QCOMPARE(w.statusText(), QStringLiteral("White to move"));
    // Retract: Black is to move again, and the status line says so.
    QAction* retract = action(&w, QStringLiteral("Retract Move"));
    QVERIFY(retract);
    retract->trigger();
    QCOMPARE(s->game().ply(), 1);
    QCOMPARE(w.statusText(), QStringLiteral("Black to move"));
}

void TestEverydayPlay::moveOnAnEarlierPositionStartsAVariation() {
    MainWindow w(options());
    w.resize(1000, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QVERIFY(s->humanMove(coordinate(s->game().position(), "e2e4")));
    QVERIFY(s->humanMove(coordinate(s->game().position(), "e7e5")));
    // Back to the start, and a move tried there: with a person on each side (Edit Game)
    // it starts a variation; the game does not change, and the status line says so.
    QTest::keyClick(w.moveList(), Qt::Key_Home);
    QCOMPARE(w.boardView()->position().fen(), s->game().startPosition().fen());
    click(w.boardView(), "d2");
    click(w.boardView(), "d4");
    QCOMPARE(s->game().ply(), 2); // the game did not change
    QVERIFY2(w.moveList()->text().startsWith(QStringLiteral("1. e4 (1. d4) 1... e5")),
             qPrintable(w.moveList()->text()));
    QVERIFY2(w.statusText().contains(QStringLiteral("variation")), qPrintable(w.statusText()));
    // At the game's position the move is the game's.
    QTest::keyClick(w.moveList(), Qt::Key_End);
    QCOMPARE(w.boardView()->position().fen(), s->game().position().fen());
    click(w.boardView(), "d2");
    click(w.boardView(), "d4");
    QCOMPARE(s->game().ply(), 3);
}

void TestEverydayPlay::exclusionsInTheNotationAndKept() {
    MainWindow w(options());
    w.resize(1100, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("xiangqi"), {});
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    QAction* wxf = action(&w, QStringLiteral("WXF"));
    QVERIFY(wxf);
    wxf->trigger();
    w.startAnalysis();
    AnalysisController* a = w.analysis();
    QTRY_VERIFY_WITH_TIMEOUT(a->isAnalysing() && a->canExclude(), 20000);
    EngineOutputView* view = w.engineOutput(0);
    Position start = w.session()->game().position();
    const Move cannon = parseCoordinateMove(start, "h2e2");
    emit view->excludeRequested(cannon);
    QCOMPARE(a->excludedMoves(), QList<Move>{cannon});
    // As the menu names it: "Exclude C2.5", "Excluded: C2.5".
    const QString wxfName = QString::fromStdString(wxfText(start, cannon));
    QCOMPARE(wxfName, QStringLiteral("C2.5"));
    QCOMPARE(view->excludedText(), QStringLiteral("Excluded: C2.5"));
    // A PV variation looked at and left: the exclusion is there again.
    Position shown = w.session()->game().position();
    w.showVariation({parseCoordinateMove(shown, "b2e2")});
    QTRY_VERIFY(a->excludedMoves().isEmpty());
    action(&w, QStringLiteral("Leave Variation"))->trigger();
    QTRY_COMPARE(a->excludedMoves(), QList<Move>{cannon});
    QCOMPARE(view->excludedText(), QStringLiteral("Excluded: C2.5"));
    w.stopAnalysis();
}

void TestEverydayPlay::piecesMenuPerKindOfGame() {
    MainWindow w(options());
    w.resize(1000, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("xiangqi"), {});
    auto setAction = [&](const QString& id) -> QAction* {
        for (QAction* a : w.findChildren<QAction*>())
            if (a->data().toString() == id && a->isCheckable()) return a;
        return nullptr;
    };
    QAction* western = setAction(QStringLiteral("western"));
    QAction* characters = setAction(QStringLiteral("xiangqi-kai"));
    QAction* pictograms = setAction(QStringLiteral("xiangqi-pictograms"));
    QVERIFY(western && characters && pictograms);
    // Each kind's set in use is checked, in a submenu that says which games it is for.
    QVERIFY(western->isChecked());
    QVERIFY(characters->isChecked());
    QVERIFY(!pictograms->isChecked());
    auto menuOf = [&](QAction* a) {
        for (QMenu* m : w.findChildren<QMenu*>())
            if (m->actions().contains(a)) return m->title().remove(QLatin1Char('&'));
        return QString();
    };
    QVERIFY2(menuOf(western).contains(QStringLiteral("Chess")), qPrintable(menuOf(western)));
    QVERIFY2(menuOf(pictograms).contains(QStringLiteral("Xiangqi")),
             qPrintable(menuOf(pictograms)));
    pictograms->trigger();
    QVERIFY(pictograms->isChecked());
    QVERIFY(!characters->isChecked());
    QVERIFY(western->isChecked()); // the chess set is another group's
    QCOMPARE(w.boardView()->pieceSet().id, QStringLiteral("xiangqi-pictograms"));
}

void TestEverydayPlay::windowOpensInsideTheScreen() {
    // A first start on a screen smaller than the window's default size (a small laptop
    // or QT_SCALE_FACTOR=2): the window fits the screen.
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect available = w.screen()->availableGeometry();
    QVERIFY2(available.width() < 1180 || available.height() < 860,
             "the offscreen screen is expected to be smaller than the default window");
    QVERIFY2(w.width() <= available.width() && w.height() <= available.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4")
                            .arg(w.width())
                            .arg(w.height())
                            .arg(available.width())
                            .arg(available.height())));
}

QTEST_MAIN(TestEverydayPlay)
#include "tst_everydayplay.moc"
