// The main window with Stockfish spoken to in UCI directly (XBoard's -fUCI, no PolyGlot),
// offscreen: a game played through the board against it to mate, Options > Ponder making
// it ponder on the move it expects (and a ponderhit when that move comes), and Analysis
// Mode with three lines asked for in the Lines box (MultiPV), each shown in its own row.
#include "app/gui/engineoutputmodel.h"
#include "app/gui/engineoutputview.h"
#include "app/gui/mainwindow.h"
#include "app/session/analysiscontroller.h"
#include "app/session/engineplayer.h"
#include "app/session/matchoptions.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"
#include "protocol/engineconnection.h"

#include <QAction>
#include <QFileInfo>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace tabiya;

class TestMainWindowUci : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void gameAgainstStockfish();
    void pondersWhenAsked();
    void analysisWithThreeLines();

private:
    static MatchOptions options(const QStringList& args);
    static QAction* action(QWidget* window, const QString& text);
};

namespace {
const QString Stockfish = QStringLiteral("/usr/games/stockfish");
}

void TestMainWindowUci::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
    // A quick clock for the window's games: 30 s and half a second a move.
    QSettings settings;
    settings.setValue(QStringLiteral("game/baseMs"), 30000);
    settings.setValue(QStringLiteral("game/incrementMs"), 500);
    settings.setValue(QStringLiteral("game/movesPerSession"), 0);
    settings.setValue(QStringLiteral("game/fixedMoveMs"), 0);
    if (!QFileInfo(Stockfish).isExecutable()) QSKIP("stockfish is not installed");
}

MatchOptions TestMainWindowUci::options(const QStringList& args) {
    QString error;
    auto o = MatchOptions::parse(args, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

QAction* TestMainWindowUci::action(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

void TestMainWindowUci::gameAgainstStockfish() {
    // Mode > Machine Black with Stockfish: the person's clicks, Stockfish's forced reply
    // (its bestmove), and mate; the game ends 1-0 with the reason shown.
    MainWindow w(options({"-fcp", Stockfish, "-fUCI"}));
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
    QVERIFY2(s->player(Black)->name().contains(QLatin1String("Stockfish")),
             qPrintable(s->player(Black)->name()));
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
}

void TestMainWindowUci::pondersWhenAsked() {
    MainWindow w(options({"-fcp", Stockfish, "-fUCI"}));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* ponder = w.findChild<QAction*>(QStringLiteral("ponderAction"));
    QVERIFY(ponder);
    ponder->setChecked(true);
    w.startFromPosition(QStringLiteral("normal"), {});
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    action(&w, QStringLiteral("Machine Black"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(s->state() == Session::State::Playing && s->humanToMove(), 10000);
    auto* player = dynamic_cast<EnginePlayer*>(s->player(Black));
    QVERIFY(player && player->engine());
    const EngineConnection* engine = player->engine();
    const auto sent = [engine](const QString& start) {
        QStringList lines;
        for (const TranscriptEntry& t : engine->transcriptEntries())
            if (t.text.startsWith(start)) lines << t.text;
        return lines;
    };
    Position p = s->game().position();
    QVERIFY(s->humanMove(parseCoordinateMove(p, "e2e4")));
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 2, 20000);
    // Its reply named the move it expects; it thinks on that now.
    QTRY_VERIFY_WITH_TIMEOUT(!sent(QStringLiteral("go ponder")).isEmpty(), 10000);
    const QString bestmove = sent(QStringLiteral("bestmove ")).last();
    const QString expected = bestmove.section(QLatin1String(" ponder "), 1).section(' ', 0, 0);
    QVERIFY2(!expected.isEmpty(), qPrintable(bestmove));
    // That move played: ponderhit, and the engine answers it.
    p = s->game().position();
    QVERIFY(s->humanMove(parseCoordinateMove(p, expected.toLatin1().constData())));
    QTRY_COMPARE_WITH_TIMEOUT(sent(QStringLiteral("ponderhit")).size(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 4, 30000);
    ponder->setChecked(false); // kept in the (test) settings otherwise
}

void TestMainWindowUci::analysisWithThreeLines() {
    MainWindow w(options({"-fcp", Stockfish, "-fUCI"}));
    w.resize(1100, 850);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), {});
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    w.startAnalysis();
    AnalysisController* a = w.analysis();
    QTRY_VERIFY_WITH_TIMEOUT(a->isAnalysing(), 10000);
    EngineOutputView* view = w.engineOutput(0);
    QTRY_VERIFY_WITH_TIMEOUT(view->model()->rowCount() > 0, 10000);
    // Stockfish's MultiPV option shows the Lines box; three lines asked for there.
    QSpinBox* lines = view->multiPvSpinBox();
    QVERIFY(lines->isVisibleTo(view));
    lines->setFocus();
    lines->selectAll();
    QTest::keyClicks(lines, QStringLiteral("3"));
    QCOMPARE(lines->value(), 3);
    QTRY_COMPARE(a->multiPv(), 3);
    // Three rows, lines 1 to 3 (UCI's multipv index), each starting with its own move.
    EngineOutputModel* model = view->model();
    const auto threeLines = [model] {
        if (model->rowCount() != 3) return false;
        QList<Move> first;
        for (int row = 0; row < 3; ++row) {
            const std::vector<Move> moves = model->lineMoves(row);
            const QVariant index =
                model->data(model->index(row, 0), EngineOutputModel::MultiPvRole);
            if (moves.empty() || first.contains(moves.front()) || index.toInt() != row + 1)
                return false;
            first << moves.front();
        }
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(threeLines(), 15000);
    // A move on the board: three lines again, of the new position.
    Position p = s->game().position();
    QVERIFY(s->humanMove(parseCoordinateMove(p, "e2e4")));
    QTRY_COMPARE(a->position().fen(), s->game().position().fen());
    QTRY_COMPARE(model->position().fen(), s->game().position().fen());
    QTRY_VERIFY_WITH_TIMEOUT(threeLines(), 15000);
    w.stopAnalysis();
    QTRY_VERIFY_WITH_TIMEOUT(!a->isRunning(), 10000);
}

QTEST_MAIN(TestMainWindowUci)
#include "tst_mainwindowuci.moc"
