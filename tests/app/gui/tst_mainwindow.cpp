// The main window, offscreen: a person plays tabiya-engine through the board widget
// (chess and xiangqi), promotes a pawn, navigates the move list and takes moves back; and
// -lgf starts the first game from a file's opening; -mg plays a match in the window.
#include "app/gui/clockwidget.h"
#include "app/gui/engineoutputmodel.h"
#include "app/gui/engineoutputview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/matchdialog.h"
#include "app/gui/movelistwidget.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"
#include "board/view/promotionchooser.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tabiya;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void defaultGameAgainstEngine();
    void xiangqiAgainstEngine();
    void promotionThroughBoard();
    void openingFromGameFile();
    void matchInTheWindow();
    void anotherGameEndsTheMatch();
    void machineMatchFromTheMenu();

private:
    static MatchOptions options(const QStringList& args = {});
    // Shows the window at that size and starts what its options ask for.
    static bool showAndStart(MainWindow& w, QSize size);
    static void click(BoardView* view, const Position& pos, const char* square);
};

void TestMainWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

MatchOptions TestMainWindow::options(const QStringList& args) {
    QString error;
    auto o = MatchOptions::parse(args, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

bool TestMainWindow::showAndStart(MainWindow& w, QSize size) {
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    w.startFromOptions();
    return true;
}

void TestMainWindow::click(BoardView* view, const Position& pos, const char* square) {
    size_t at = 0;
    const Square s = parseSquare(pos.variant(), square, at);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->boardGeometry().squareCenter(s).toPoint());
}

void TestMainWindow::defaultGameAgainstEngine() {
    MainWindow w(options());
    QVERIFY(showAndStart(w, QSize(1000, 800)));
    Session* s = w.session();
    // Immediately playable: a person as White against tabiya-engine, 5 min + 3 s.
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QVERIFY(s->player(White)->isHuman());
    QVERIFY(s->player(Black)->name().contains(QStringLiteral("Tabiya"), Qt::CaseInsensitive));
    QCOMPARE(s->timeControl(White).baseMs, 5 * 60000);
    QCOMPARE(s->timeControl(White).incrementMs, 3000);
    QCOMPARE(w.clockWidget(White)->timeText(), QStringLiteral("5:00"));
    QVERIFY(s->humanToMove());
    // The default opponent plays at a moderate level, shown beside its name on the clock
    // and in the window title, and written as its rating into the PGN.
    QCOMPARE(s->level(Black), (EngineLevel{LevelKind::Elo, 1500}));
    QVERIFY2(w.clockWidget(Black)->playerText().endsWith(QStringLiteral(" (Elo 1500)")),
             qPrintable(w.clockWidget(Black)->playerText()));
    QVERIFY(!w.clockWidget(White)->playerText().contains(QStringLiteral("Elo")));
    QVERIFY(w.windowTitle().contains(QStringLiteral("(Elo 1500)")));
    QCOMPARE(s->game().tag(QStringLiteral("BlackElo")), QStringLiteral("1500"));

    BoardView* board = w.boardView();
    click(board, board->position(), "e2");
    click(board, board->position(), "e4");
    QCOMPARE(s->game().ply(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 2, 15000);
    QCOMPARE(w.moveList()->plyCount(), 2);
    QCOMPARE(s->game().moves()[0].san, QStringLiteral("e4"));
    QCOMPARE(board->position().fen(), s->game().position().fen());
    QVERIFY(w.statusText().contains(QStringLiteral("White to move")));
    // White's clock got the increment back: more than 5 minutes... minus the thinking.
    QVERIFY(s->clock(White)->remainingMs() > 5 * 60000);

    // Navigation: the board shows earlier positions; moving there is not possible.
    QTest::keyClick(w.moveList(), Qt::Key_Home);
    QCOMPARE(board->position().fen(), s->game().startPosition().fen());
    QTest::keyClick(w.moveList(), Qt::Key_Right);
    QCOMPARE(board->position().fen(), s->game().positionAt(1).fen());
    QTest::keyClick(w.moveList(), Qt::Key_End);
    QCOMPARE(board->position().fen(), s->game().position().fen());

    // A second move, then a takeback to the person's turn.
    click(board, board->position(), "g1");
    click(board, board->position(), "f3");
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 4, 15000);
    s->retract();
    QCOMPARE(s->game().ply(), 2);
    QCOMPARE(w.moveList()->plyCount(), 2);
    QCOMPARE(board->position().fen(), s->game().position().fen());
    QVERIFY(s->humanToMove());
    w.close();
}

void TestMainWindow::xiangqiAgainstEngine() {
    MainWindow w(options({QStringLiteral("-variant"), QStringLiteral("xiangqi")}));
    QVERIFY(showAndStart(w, QSize(1000, 900)));
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QVERIFY(s->game().variant().isXiangqiLike());
    BoardView* board = w.boardView();
    click(board, board->position(), "h2"); // the central cannon
    click(board, board->position(), "e2");
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 2, 15000);
    // WXF in the move list by default.
    QCOMPARE(w.moveList()->moveText(1), QStringLiteral("C2.5"));
    QVERIFY(s->isPlaying());
    w.close();
}

void TestMainWindow::promotionThroughBoard() {
    MainWindow w(options());
    w.resize(1000, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startFromPosition(QStringLiteral("normal"), QStringLiteral("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    Session* s = w.session();
    QCOMPARE(s->state(), Session::State::Playing);
    BoardView* board = w.boardView();
    click(board, board->position(), "a7");
    click(board, board->position(), "a8");
    PromotionChooser* chooser = board->promotionChooser();
    QVERIFY(chooser);
    const int knight = Variant::chess().kindForLetter('N');
    const int index = chooser->kinds().indexOf(knight);
    QVERIFY(index >= 0);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->optionRect(index).center().toPoint());
    QCOMPARE(s->game().ply(), 1);
    QCOMPARE(s->game().moves()[0].san, QStringLiteral("a8=N"));
    QCOMPARE(QString::fromStdString(s->game().position().fen()).left(8),
             QStringLiteral("N3k3/8/8"));
    w.close();
}

void TestMainWindow::openingFromGameFile() {
    // The person has White against tabiya-engine; the opening leaves Black on move, so the
    // engine answers it.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("openings.pgn"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("1. d4 d5 2. c4 *\n\n1. e4 e5 2. Nf3 *\n");
    f.close();
    MainWindow w(
        options({QStringLiteral("-lgf"), path, QStringLiteral("-lgi"), QStringLiteral("2")}));
    QVERIFY(showAndStart(w, QSize(1000, 800)));
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QCOMPARE(s->game().moves().size() >= 3, true);
    QCOMPARE(s->game().moves()[0].san, QStringLiteral("e4"));
    QCOMPARE(s->game().moves()[2].san, QStringLiteral("Nf3"));
    QTRY_COMPARE_WITH_TIMEOUT(s->game().ply(), 4, 15000);
    QVERIFY(s->humanToMove());
    QCOMPARE(w.moveList()->plyCount(), 4);
    QCOMPARE(w.boardView()->position().fen(), s->game().position().fen());
    w.close();

    // A file that cannot be read: the default game, and the reason in a warning box, as
    // plain text, that does not hold the window up.
    MainWindow w2(options({QStringLiteral("-lgf"), dir.filePath(QStringLiteral("absent.pgn"))}));
    QVERIFY(showAndStart(w2, QSize(1000, 800)));
    const auto boxes = w2.findChildren<QMessageBox*>();
    QCOMPARE(boxes.size(), 1);
    QVERIFY2(boxes[0]->text().contains(QStringLiteral("absent.pgn")), qPrintable(boxes[0]->text()));
    QCOMPARE(boxes[0]->textFormat(), Qt::PlainText);
    QVERIFY(boxes[0]->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(w2.session()->state(), Session::State::Playing, 10000);
    QCOMPARE(w2.session()->game().ply(), 0);
    w2.close();
}

void TestMainWindow::matchInTheWindow() {
    // tabiya-engine against the fake, which answers with e7e5 whatever the position: as
    // Black its second move is illegal, as White its first. Each game is over in moments.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pgn = dir.filePath(QStringLiteral("match.pgn"));
    const QString fake = QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
    MainWindow w(options({"-fcp", "tabiya-engine", "-scp", fake + " moves=e7e5", "-mg", "2",
                          "-matchPause", "0", "-sgf", pgn, "-tc", "0:30", "-inc", "0.1"}));
    QSignalSpy started(w.session(), &Session::gameStarted);
    QSignalSpy ended(w.session(), &Session::gameEnded);
    QVERIFY(showAndStart(w, QSize(1000, 800)));
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 2, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains(QStringLiteral("Match over")), 5000);
    QVERIFY2(w.statusText().contains(QStringLiteral(" 2 : 0 ")), qPrintable(w.statusText()));
    QCOMPARE(started.size(), 2);
    // A picture for a person to look at: TABIYA_SHOTS=DIR.
    if (const QString shots = qEnvironmentVariable("TABIYA_SHOTS"); !shots.isEmpty())
        QVERIFY(w.grab().save(shots + QStringLiteral("/match-over.png")));
    QCOMPARE(w.session()->game().tag(QStringLiteral("Round")), QStringLiteral("2"));
    // Colours alternate, and both games are in the -sgf file.
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QCOMPARE(text.count(QStringLiteral("[Event \"Tabiya match\"]")), 2);
    const qsizetype second = text.indexOf(QStringLiteral("[Round \"2\"]"));
    QVERIFY(second > 0);
    QVERIFY(text.left(second).contains(QStringLiteral("[White \"Tabiya")));
    QVERIFY(text.mid(second).contains(QStringLiteral("[Black \"Tabiya")));
    // No third game follows.
    QVERIFY(!w.session()->isPlaying());
    QCOMPARE(started.size(), 2);
    // In the second game tabiya-engine (Black, the second view) never moved: its view is
    // empty, not holding the fake's lines from the first game.
    QCOMPARE(w.engineOutput(1)->engineName(), QStringLiteral("Tabiya Engine 0.1"));
    w.engineOutput(1)->model()->flush(); // lines still held for the next update count too
    QCOMPARE(w.engineOutput(1)->model()->rowCount(), 0);
}

void TestMainWindow::anotherGameEndsTheMatch() {
    // A match of three with a long pause: after the first game the person starts a game
    // of their own, and the match is over (no Round tag, no match game after the pause).
    const QString fake = QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
    MainWindow w(options({"-fcp", "tabiya-engine", "-scp", fake + " moves=e7e5", "-mg", "3",
                          "-matchPause", "600000", "-tc", "0:30", "-inc", "0.1"}));
    QSignalSpy ended(w.session(), &Session::gameEnded);
    QVERIFY(showAndStart(w, QSize(1000, 800)));
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 30000);
    QVERIFY2(w.statusText().contains(QStringLiteral(" 1 : 0 ")), qPrintable(w.statusText()));
    GameSettings person;
    person.timeControl.baseMs = 60000;
    w.startGame(person);
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    QVERIFY(w.session()->player(White)->isHuman() && w.session()->player(Black)->isHuman());
    QVERIFY(w.session()->game().tag(QStringLiteral("Round")).isEmpty());
}

void TestMainWindow::machineMatchFromTheMenu() {
    // Two Machines between tabiya-engine (White) and the fake, then Mode > Machine Match
    // for two games: they are played with colours alternating and kept in a PGN file of
    // the match's own, named in the status line at the end.
    const QString fake = QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
    MainWindow w(options({"-matchPause", "0"}));
    QVERIFY(showAndStart(w, QSize(1000, 800)));
    GameSettings two;
    two.timeControl.baseMs = 30000;
    two.timeControl.incrementMs = 100;
    EngineConfig engine, other;
    engine.program = QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine");
    other.program = fake;
    other.arguments = {QStringLiteral("moves=e7e5")};
    other.name = QStringLiteral("Fake");
    two.engines = {engine, other};
    w.startGame(two);
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    QAction* match = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Machine Match...")) match = a;
    QVERIFY(match);
    QSignalSpy ended(w.session(), &Session::gameEnded);
    match->trigger();
    // The Machine Match dialog offers the engines of the game on the board first.
    MatchDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<MatchDialog*>()));
    QCOMPARE(dialog->setup().second.name, QStringLiteral("Fake"));
    auto* games = dialog->findChild<QSpinBox*>(QStringLiteral("games"));
    games->selectAll();
    QTest::keyClicks(games, QStringLiteral("2"));
    QTest::keyClick(dialog, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(w.statusText().contains(QStringLiteral("Match over")), 30000);
    QCOMPARE(ended.size(), 2);
    const QRegularExpression file(
        QStringLiteral("The games are in (.+match-\\d{8}-\\d{6}\\.pgn)\\."));
    const auto m = file.match(w.statusText());
    QVERIFY2(m.hasMatch(), qPrintable(w.statusText()));
    QFile f(m.captured(1));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QCOMPARE(text.count(QStringLiteral("[Event \"Tabiya match\"]")), 2);
    QVERIFY(text.contains(QStringLiteral("[Black \"Fake")) &&
            text.contains(QStringLiteral("[White \"Fake")));
    f.remove();
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
