// Everyday play in the main window, offscreen: the person's clock waits for their first
// move, Shift+1 opens the engine console, a hint is written in the board's notation, the
// engine has one name however the game started, files saved without a suffix get the one
// of their type, the board image is the board only, -debug logs in the window too, and
// an engine from the command line is offered for the variants it announced.
#include "app/gui/clockwidget.h"
#include "app/gui/engineconsole.h"
#include "app/gui/mainwindow.h"
#include "app/gui/savefilename.h"
#include "app/session/matchoptions.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/core/san.h"
#include "board/core/xiangqinotation.h"
#include "board/view/boardview.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

class TestMainWindowPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void personsClockWaitsForFirstMove();
    void consoleKeyOpensConsole();
    void hintInBoardNotation_data();
    void hintInBoardNotation();
    void oneEngineNameHoweverStarted();
    void defaultSuffix_data();
    void defaultSuffix();
    void boardImageIsTheBoardOnly();
    void debugLogInTheWindow();
    void commandLineEngineOffersWhatItAnnounced();

private:
    static MatchOptions options(const QStringList& args = {});
    static bool showAndStart(MainWindow& w);
};

void TestMainWindowPlay::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

MatchOptions TestMainWindowPlay::options(const QStringList& args) {
    QString error;
    auto o = MatchOptions::parse(args, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

bool TestMainWindowPlay::showAndStart(MainWindow& w) {
    w.resize(1000, 800);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    w.startFromOptions();
    return true;
}

void TestMainWindowPlay::personsClockWaitsForFirstMove() {
    // 30 seconds and nobody moves: before, the person lost on time without a move.
    MainWindow w(options({QStringLiteral("-tc"), QStringLiteral("0:01")}));
    QVERIFY(showAndStart(w));
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QVERIFY(s->humanToMove());
    QSignalSpy ended(s, &Session::gameEnded);
    QVERIFY(!ended.wait(1500)); // longer than the person's whole second
    QCOMPARE(w.clockWidget(White)->timeText(), QStringLiteral("1.0"));
    QVERIFY(!s->clock(White)->isRunning());
    w.close();
}

void TestMainWindowPlay::consoleKeyOpensConsole() {
    MainWindow w(options());
    QVERIFY(showAndStart(w));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    // The keys X11 reports for Shift+1 on a US keyboard: Shift+1 and "!". Exactly one
    // shortcut of the window may answer them, or Qt finds the key ambiguous and does
    // nothing ("QAction::event: Ambiguous shortcut overload: Shift+1").
    const QList<QKeySequence> shiftOne{QKeySequence(Qt::SHIFT | Qt::Key_1),
                                       QKeySequence(Qt::Key_Exclam),
                                       QKeySequence(Qt::SHIFT | Qt::Key_Exclam)};
    int answering = 0;
    for (const QAction* a : w.findChildren<QAction*>())
        for (const QKeySequence& k : a->shortcuts())
            if (shiftOne.contains(k)) ++answering;
    QCOMPARE(answering, 1);

    QTest::keyClick(&w, Qt::Key_1, Qt::ShiftModifier);
    EngineConsole* console = nullptr;
    QTRY_VERIFY((console = w.findChild<EngineConsole*>()) && console->isVisible());
    QVERIFY(console->windowTitle().contains(QStringLiteral("#1")));
    w.close();
}

void TestMainWindowPlay::hintInBoardNotation_data() {
    QTest::addColumn<QString>("variant");
    QTest::newRow("chess: SAN") << QStringLiteral("normal");
    QTest::newRow("xiangqi: WXF") << QStringLiteral("xiangqi");
}

void TestMainWindowPlay::hintInBoardNotation() {
    QFETCH(QString, variant);
    MainWindow w(options({QStringLiteral("-variant"), variant}));
    QVERIFY(showAndStart(w));
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    QSignalSpy hints(s, &Session::hintReceived);
    s->requestHint();
    QVERIFY(hints.wait(10000));
    const QString raw = hints.first().first().toString(); // as the engine wrote it: "e2e4"
    QVERIFY2(QRegularExpression(QStringLiteral("^[a-i][0-9]+[a-i][0-9]+$")).match(raw).hasMatch(),
             qPrintable(raw));
    QTRY_VERIFY(w.statusText().startsWith(QStringLiteral("Hint")));
    const QString shown = w.statusText().section(QStringLiteral(": "), 1);
    QVERIFY2(!shown.contains(raw), qPrintable(w.statusText()));
    // The move as the move list would write it.
    Position pos = s->game().position();
    const Move m = parseCoordinateMove(pos, raw.toStdString());
    QVERIFY(!m.isNone());
    const QString expected = variant == QLatin1String("xiangqi")
                                 ? QString::fromStdString(wxfText(pos, m))
                                 : QString::fromStdString(sanText(pos, m));
    QCOMPARE(shown, expected);
    w.close();
}

void TestMainWindowPlay::oneEngineNameHoweverStarted() {
    // The game the window starts by itself and a New Game with the engine chosen from the
    // list show the engine under one name.
    MainWindow w(options());
    QVERIFY(showAndStart(w));
    Session* s = w.session();
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    const QString byDefault = s->player(Black)->name();
    GameSettings settings;
    settings.engines[1] = w.availableEngines().value(0); // the list's first: tabiya-engine
    QVERIFY(settings.engines[1]);
    w.startGame(settings);
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    // The engine's own name, as its console and the output view show it.
    QVERIFY2(byDefault.startsWith(QStringLiteral("Tabiya Engine ")), qPrintable(byDefault));
    QCOMPARE(s->player(Black)->name(), byDefault);
    QCOMPARE(s->game().tag(QStringLiteral("Black")), byDefault);
    w.close();
}

void TestMainWindowPlay::defaultSuffix_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("saved");
    QTest::newRow("game") << "/tmp/game1"
                          << "PGN files (*.pgn)"
                          << "/tmp/game1.pgn";
    QTest::newRow("image") << "/tmp/boardimg"
                           << "PNG images (*.png)"
                           << "/tmp/boardimg.png";
    QTest::newRow("position") << "pos"
                              << "FEN files (*.fen)"
                              << "pos.fen";
    QTest::newRow("has one") << "/tmp/game1.pgn"
                             << "PGN files (*.pgn)"
                             << "/tmp/game1.pgn";
    QTest::newRow("another one") << "/tmp/game.txt"
                                 << "PGN files (*.pgn)"
                                 << "/tmp/game.txt";
    QTest::newRow("trailing dot") << "/tmp/game."
                                  << "PGN files (*.pgn)"
                                  << "/tmp/game.pgn";
    QTest::newRow("dot in a folder") << "/tmp/v1.2/game"
                                     << "PGN files (*.pgn)"
                                     << "/tmp/v1.2/game.pgn";
    QTest::newRow("all files") << "/tmp/game"
                               << "All files (*)"
                               << "/tmp/game";
    QTest::newRow("nothing") << ""
                             << "PGN files (*.pgn)"
                             << "";
}

void TestMainWindowPlay::defaultSuffix() {
    QFETCH(QString, typed);
    QFETCH(QString, filter);
    QFETCH(QString, saved);
    QCOMPARE(withDefaultSuffix(typed, filter), saved);
}

void TestMainWindowPlay::boardImageIsTheBoardOnly() {
    MainWindow w(options());
    QVERIFY(showAndStart(w));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    BoardView* board = w.boardView();
    // The window is wider than tall: the board widget has background beside the board.
    QVERIFY(board->width() != board->height());
    const QPixmap image = w.boardImage();
    const QRect frame = board->boardGeometry().frameRect().toAlignedRect();
    QCOMPARE(image.deviceIndependentSize().toSize(), frame.size());
    QVERIFY(image.width() < board->width() || image.height() < board->height());
    // And it can be saved under a name typed without a suffix.
    QTemporaryDir dir;
    const QString name = withDefaultSuffix(dir.filePath(QStringLiteral("boardimg")),
                                           QStringLiteral("PNG images (*.png)"));
    QVERIFY(image.save(name));
    QImage back(name);
    QCOMPARE(back.size(), image.size());
    w.close();
}

void TestMainWindowPlay::debugLogInTheWindow() {
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("debug.txt"));
    MainWindow w(options({QStringLiteral("-debugFile"), log}));
    QVERIFY(showAndStart(w));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    QFile f(log);
    QTRY_VERIFY(f.exists() && f.size() > 0);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    // From the first line on: the handshake, both ways.
    QVERIFY2(text.contains(QStringLiteral("> xboard")), qPrintable(text.left(500)));
    QVERIFY2(text.contains(QStringLiteral("> protover 2")), qPrintable(text.left(500)));
    QVERIFY2(text.contains(QStringLiteral("< feature")), qPrintable(text.left(500)));
    w.close();
}

void TestMainWindowPlay::commandLineEngineOffersWhatItAnnounced() {
    // An engine from -fcp is in no engine list; once it runs, New Game knows what it
    // announced (Fairy-Max: shatranj, not xiangqi) instead of offering every variant.
    MainWindow w(options({QStringLiteral("-fcp"), QStringLiteral("/usr/games/fairymax")}));
    QVERIFY(showAndStart(w));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    const QList<EngineConfig> engines = w.availableEngines();
    QVERIFY(!engines.isEmpty());
    QCOMPARE(engines.first().program, QStringLiteral("/usr/games/fairymax"));
    QVERIFY2(engines.first().variants.contains(QStringLiteral("shatranj")),
             qPrintable(engines.first().variants.join(u' ')));
    QVERIFY(!engines.first().variants.contains(QStringLiteral("xiangqi")));
    w.close();
}

QTEST_MAIN(TestMainWindowPlay)
#include "tst_mainwindowplay.moc"
