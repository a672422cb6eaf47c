// The main window's File and Edit menus on games and positions, offscreen, as a person
// uses them: Load Game and Save Game through their file dialogs keep everything the file
// said and tell when a file holds more than one game; a file of many games is listed while
// the window goes on, and Load Next / Previous Game follow the list; a large game is read
// while the event loop runs; Load Position leaves the clipboard alone; Paste Position and
// Load Position refuse positions no game can start from and say what is wrong with them.
#include "app/gui/gamelistdialog.h"
#include "app/gui/gamelistmodel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistwidget.h"
#include "app/session/pgngameloader.h"
#include "app/session/session.h"
#include "board/view/boardview.h"
#include "tests/app/gui/pgnfilemaker.h"
#include "tests/core/pgndump.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tabiya;

class TestMainWindowFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void loadAndSaveKeepEverything();
    void loadPositionLeavesTheClipboard();
    void refusedPositions_data();
    void refusedPositions();
    void moveListNumbers();
    void refusedGameStart();
    void loadNextAndPrevious();
    void manyGamesListedWhileTheWindowGoesOn();
    void largeGameReadWhileTheWindowGoesOn();
    void engineDefinedVariantLoads();

private:
    static MatchOptions options();
    static QAction* action(QWidget* window, const QString& text);
    // Triggers the action and answers the file dialog it opens with path.
    static void triggerWithFile(QWidget* window, const QString& actionText, const QString& path);
    static QString readFile(const QString& path);
    static void writeFile(const QString& path, const QByteArray& text);
};

void TestMainWindowFiles::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

MatchOptions TestMainWindowFiles::options() {
    QString error;
    auto o = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

QAction* TestMainWindowFiles::action(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    qFatal("no action %s", qPrintable(text));
}

void TestMainWindowFiles::triggerWithFile(QWidget* window, const QString& actionText,
                                          const QString& path) {
    // The dialog runs its own loop: answer it from there, as a person would.
    bool answered = false;
    QTimer::singleShot(0, window, [window, path, &answered] {
        auto* dialog = window->findChild<QFileDialog*>();
        if (!dialog) return;
        dialog->selectFile(path);
        QMetaObject::invokeMethod(dialog, "accept"); // a slot, protected in C++
        answered = true;
    });
    action(window, actionText)->trigger();
    QVERIFY(answered);
}

QString TestMainWindowFiles::readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

void TestMainWindowFiles::writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text);
}

// Load Game, then Save Game: every tag, comment, NAG and variation and the result come
// back (the players were saved as "Human" and the result as "*", and all but the first
// variation of a move was lost). A second game in the file is not loaded, and the status
// line says so.
void TestMainWindowFiles::loadAndSaveKeepEverything() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString everything = readFile(QStringLiteral(TABIYA_CORE_TEST_DATA "/everything.pgn"));
    const QString in = dir.filePath(QStringLiteral("two-games.pgn"));
    writeFile(in, (everything + QStringLiteral("\n[Event \"second\"]\n\n1. d4 d5 *\n")).toUtf8());
    const QString out = dir.filePath(QStringLiteral("saved.pgn"));

    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    triggerWithFile(&w, QStringLiteral("Load Game..."), in);
    // The file is listed in a thread and its first game loaded as it is found.
    QTRY_VERIFY(!w.pgnFile()->isReading());
    QCOMPARE(w.fileGame(), 0);
    QVERIFY2(w.statusText().contains(QStringLiteral("Anderssen, Adolf - Kieseritzky, Lionel")),
             qPrintable(w.statusText()));
    QVERIFY2(w.statusText().contains(QStringLiteral("Game 1 of 2 loaded")),
             qPrintable(w.statusText()));
    // Two games: the game list shows them.
    QVERIFY(w.gameList() && w.gameList()->isVisible());
    QCOMPARE(w.gameList()->model()->rowCount(), 2);
    QCOMPARE(w.session()->game().ply(), 10);
    QCOMPARE(w.session()->game().result(), GameResult::BlackWins);

    triggerWithFile(&w, QStringLiteral("Save Game..."), out);
    const QString saved = readFile(out);
    const PgnReadResult original = readPgn(everything.toStdString());
    const PgnReadResult back = readPgn(saved.toStdString());
    QVERIFY2(back.errors.empty(), qPrintable(saved));
    QCOMPARE(back.games.size(), size_t(1));
    PgnGame expected = original.games.front(); // and the PlyCount tag Tabiya writes
    expected.setTag("PlyCount", "10");
    QCOMPARE(QString::fromStdString(testing::dump(back.games.front())),
             QString::fromStdString(testing::dump(expected)));

    // An unfinished game too: it can be played on, but its players and time control stay
    // the file's while only people are at the board.
    const QString unfinished =
        QStringLiteral("[Event \"Opera\"]\n[Site \"Paris\"]\n[Date \"1858.??.??\"]\n[Round \"-\"]\n"
                       "[White \"Morphy, Paul\"]\n[Black \"Duke Karl\"]\n[Result \"*\"]\n"
                       "[TimeControl \"40/7200\"]\n\n"
                       "1. e4 {the usual} (1. d4 $1) e5 2. Nf3 d6 *\n");
    writeFile(in, unfinished.toUtf8());
    triggerWithFile(&w, QStringLiteral("Load Game..."), in);
    QTRY_VERIFY(!w.pgnFile()->isReading());
    QCOMPARE(w.session()->game().ply(), 4);
    QFile::remove(out);
    triggerWithFile(&w, QStringLiteral("Save Game..."), out);
    const PgnReadResult unfinishedBack = readPgn(readFile(out).toStdString());
    QVERIFY(unfinishedBack.errors.empty());
    PgnGame expectedUnfinished = readPgn(unfinished.toStdString()).games[0];
    expectedUnfinished.setTag("PlyCount", "4");
    QCOMPARE(QString::fromStdString(testing::dump(unfinishedBack.games.front())),
             QString::fromStdString(testing::dump(expectedUnfinished)));
}

// Load Position reads the file's first line; the clipboard is the person's and keeps what
// they put there (it was replaced with the file's line).
void TestMainWindowFiles::loadPositionLeavesTheClipboard() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("position.fen"));
    const QString fen = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    writeFile(path, (fen + QStringLiteral("\nsecond line\n")).toUtf8());
    QGuiApplication::clipboard()->setText(QStringLiteral("the person's own text"));

    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    triggerWithFile(&w, QStringLiteral("Load Position..."), path);
    QCOMPARE(QString::fromStdString(w.session()->game().startPosition().fen()), fen);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("the person's own text"));
}

void TestMainWindowFiles::refusedPositions_data() {
    QTest::addColumn<bool>("fromFile"); // Load Position, else Paste Position
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("problem");
    for (const bool file : {false, true}) {
        const char* how = file ? "load" : "paste";
        // Scored "stalemate".
        QTest::addRow("%s: no kings", how) << file << "8/8/8/8/8/8/8/8 w - - 0 1"
                                           << "White must have exactly one King.";
        // Scored "insufficient material".
        QTest::addRow("%s: two white kings", how) << file << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"
                                                  << "White must have exactly one King.";
        // Crashed GNU Chess and HoiChess.
        QTest::addRow("%s: king capturable", how) << file << "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"
                                                  << "The side to move could capture Black's King.";
        // The queen between the digits was dropped.
        QTest::addRow("%s: overflowing rank", how)
            << file << "4k3/8/8/8/8/8/8/3000000000Q1294967303 w - - 0 1"
            << "no position Tabiya can read";
    }
}

void TestMainWindowFiles::refusedPositions() {
    QFETCH(bool, fromFile);
    QFETCH(QString, fen);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const std::string before = w.session()->game().startPosition().fen();
    if (fromFile) {
        const QString path = dir.filePath(QStringLiteral("bad.fen"));
        writeFile(path, fen.toUtf8());
        triggerWithFile(&w, QStringLiteral("Load Position..."), path);
    } else {
        QGuiApplication::clipboard()->setText(fen);
        action(&w, QStringLiteral("Paste Position (FEN)"))->trigger();
    }
    QVERIFY2(w.statusText().contains(problem), qPrintable(w.statusText()));
    QCOMPARE(w.session()->game().startPosition().fen(), before);
}

// The move list numbers the moves from the game's first move number ("12..." for a
// first move of Black's) and ends with the result; shown again, it is the new game's.
void TestMainWindowFiles::moveListNumbers() {
    MoveListWidget list;
    PgnGame game =
        readPgn("[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 12\"]\n"
                "[SetUp \"1\"]\n\n12... Nf6 13. Nc3 Bb4 1-0")
            .games.at(0);
    list.setItems(moveListItems(game));
    QCOMPARE(list.text(), QStringLiteral("12... Nf6 13. Nc3 Bb4 1-0"));
    QCOMPARE(list.plyCount(), 3);
    QCOMPARE(list.moveText(2), QStringLiteral("Nc3"));
    // Shown again, shorter and without a result.
    list.setItems(moveListItems(readPgn("1. d4 *").games.at(0)));
    QCOMPARE(list.text(), QStringLiteral("1. d4"));
    QCOMPARE(list.plyCount(), 1);
}

// Paste Game of a game whose FEN tag no game can start from: refused, with the reason
// (it was loaded and scored, or played from the standard start); so is one of an unknown
// variant.
void TestMainWindowFiles::refusedGameStart() {
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QGuiApplication::clipboard()->setText(QStringLiteral(
        "[White \"A\"]\n[Black \"B\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/K3K3 w - - 0 1\"]\n\n"
        "1. Ka2 *\n"));
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QVERIFY2(w.statusText().contains(QStringLiteral("White must have exactly one King")),
             qPrintable(w.statusText()));
    QVERIFY(w.session()->game().tag(QStringLiteral("White")) != QStringLiteral("A"));
    // So is a game of a variant we do not know (its tags were read, its start was not).
    QGuiApplication::clipboard()->setText(
        QStringLiteral("[White \"C\"]\n[Variant \"hexagonal\"]\n\n1. e4 *\n"));
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QVERIFY2(w.statusText().contains(QStringLiteral("unknown variant 'hexagonal'")),
             qPrintable(w.statusText()));
    QVERIFY(w.session()->game().tag(QStringLiteral("White")) != QStringLiteral("C"));
    // A game that goes wrong later is loaded up to there, and the status line says where.
    QGuiApplication::clipboard()->setText(QStringLiteral("1. e4 e5 2. Ke3 *\n"));
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QCOMPARE(w.session()->game().ply(), 2);
    QVERIFY2(w.statusText().contains(QStringLiteral("line 1: illegal or unknown move 'Ke3'")),
             qPrintable(w.statusText()));
}

// Load Next and Load Previous Game (XBoard's Alt+PageDown/PageUp) go through the file's
// games in the order the game list shows: the file's, a player's games when the list is
// filtered, the sorted order when it is sorted; Enter on a row loads its game.
void TestMainWindowFiles::loadNextAndPrevious() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("thirty.pgn"));
    writeFile(path, QByteArray::fromStdString(testing::manyGames(30)));
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction* next = action(&w, QStringLiteral("Load Next Game"));
    QAction* previous = action(&w, QStringLiteral("Load Previous Game"));
    QCOMPARE(next->shortcut(), QKeySequence(Qt::ALT | Qt::Key_PageDown));
    QCOMPARE(previous->shortcut(), QKeySequence(Qt::ALT | Qt::Key_PageUp));
    QVERIFY(!next->isEnabled()); // no file yet
    w.openPgnFile(path);
    QTRY_VERIFY(!w.pgnFile()->isReading());
    QCOMPARE(w.fileGame(), 0);
    QVERIFY(next->isEnabled());
    auto white = [&w] { return w.session()->game().tag(QStringLiteral("White")); };
    QCOMPARE(white(), QString::fromLatin1(testing::Players[0]));
    next->trigger();
    QCOMPARE(w.fileGame(), 1);
    QCOMPARE(white(), QString::fromLatin1(testing::Players[1]));
    QCOMPARE(w.session()->game().ply(), 5);
    QVERIFY2(w.statusText().contains(QStringLiteral("Game 2 of 30 loaded")),
             qPrintable(w.statusText()));
    previous->trigger();
    QCOMPARE(w.fileGame(), 0);
    previous->trigger(); // nothing before the first
    QCOMPARE(w.fileGame(), 0);
    QCOMPARE(w.statusText(), QStringLiteral("This is the first game."));

    // Filtered by a player: next is that player's next game.
    GameListDialog* list = w.gameList();
    QVERIFY(list && list->isVisible());
    QTest::keyClicks(list->playerField(), QStringLiteral("tal, m"));
    QCOMPARE(list->filter()->rowCount(), 3); // games 5, 16 and 21 (indexes 4, 15, 20)
    next->trigger();                         // from game 1, which the filter hides
    QCOMPARE(w.fileGame(), 4);
    QCOMPARE(w.session()->game().tag(QStringLiteral("Black")), QStringLiteral("Tal, Mikhail"));
    next->trigger();
    QCOMPARE(w.fileGame(), 15);
    QCOMPARE(white(), QStringLiteral("Tal, Mikhail"));
    next->trigger();
    QCOMPARE(w.fileGame(), 20);
    next->trigger();
    QCOMPARE(w.fileGame(), 20);
    QCOMPARE(w.statusText(), QStringLiteral("This is the last game."));
    previous->trigger();
    QCOMPARE(w.fileGame(), 15);
    list->playerField()->clear();
    QCOMPARE(list->filter()->rowCount(), 30);

    // Sorted by Moves, longest first: next is the next row down.
    list->view()->sortByColumn(GameListModel::Moves, Qt::DescendingOrder);
    // The first row chosen with the keyboard, loaded with Enter.
    list->view()->setCurrentIndex(list->filter()->index(0, 0));
    QTest::keyClick(list->view(), Qt::Key_Return);
    QCOMPARE(w.fileGame(), 29); // 4 + 29 plies: the longest
    QCOMPARE(w.session()->game().ply(), 33);
    next->trigger();
    QCOMPARE(w.fileGame(), 28);
    // The list shows the loaded game in bold, as its current row.
    QCOMPARE(list->filter()->mapToSource(list->view()->currentIndex()).row(), 28);
    QVERIFY(
        list->model()->index(28, GameListModel::White).data(Qt::FontRole).value<QFont>().bold());
}

// A file of 10,000 games made at run time: Load Game returns at once, the list fills in
// batches while timers keep firing, the first game is on the board before the listing
// ends, and the broken games are rows with the reader's error.
void TestMainWindowFiles::manyGamesListedWhileTheWindowGoesOn() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ten-thousand.pgn"));
    writeFile(path, QByteArray::fromStdString(testing::manyGames(10000)));
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTimer ticker;
    ticker.setInterval(1);
    int ticksWhileReading = 0;
    connect(&ticker, &QTimer::timeout, &w, [&] { ticksWhileReading += w.pgnFile()->isReading(); });
    QSignalSpy listed(w.pgnFile(), &PgnFileReader::gamesListed);
    int fileGameWhenListed = -2;
    connect(w.pgnFile(), &PgnFileReader::finished, &w, [&] { fileGameWhenListed = w.fileGame(); });
    ticker.start();
    w.openPgnFile(path);
    QVERIFY(w.pgnFile()->isReading()); // returned before the file was read
    QTRY_VERIFY_WITH_TIMEOUT(!w.pgnFile()->isReading(), 60000);
    ticker.stop();
    QVERIFY2(ticksWhileReading > 0, "no timer fired while the file was read");
    QVERIFY(listed.count() >= 2); // the first game alone, then batches
    QCOMPARE(fileGameWhenListed, 0);
    QCOMPARE(w.gameList()->model()->rowCount(), 10000);
    QVERIFY(w.gameList()->isVisible());
    QVERIFY(w.gameList()
                ->model()
                ->index(9500, GameListModel::Problem)
                .data()
                .toString()
                .contains(QStringLiteral("illegal or unknown move 'Ke5'")));
    QVERIFY2(w.statusText().contains(QStringLiteral("Game 1 of 10000 loaded")),
             qPrintable(w.statusText()));
    // A refused game from the list: the board keeps the game it had, the status says why.
    emit w.gameList()->gameChosen(1250);
    QVERIFY2(w.statusText().contains(QStringLiteral("unknown variant 'hexagonal'")),
             qPrintable(w.statusText()));
    QCOMPARE(w.fileGame(), 0);
}

// Pasting a game of 80,000 plies (a variation after each) froze the window for seconds:
// reading happened on the GUI thread. Now Paste returns at once, a timer keeps firing
// while the game is read, and then the game is shown. A second paste while the first is
// read supersedes it.
void TestMainWindowFiles::largeGameReadWhileTheWindowGoesOn() {
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const int plies = 80000;
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(testing::annotatedGame(plies, "first")));
    // The move list's words are built in the reading thread: the window takes them and
    // builds none of its own (it did, twice, freezing the window for half a second).
    bool listTaken = false;
    connect(w.findChild<PgnGameLoader*>(), &PgnGameLoader::loaded, &w,
            [&](const PgnLoadResult& r) { listTaken = r.moveList && r.moveList->empty(); });
    QTimer ticker;
    ticker.setInterval(1);
    QSignalSpy ticks(&ticker, &QTimer::timeout);
    int ticksBeforeShown = -1;
    connect(&ticker, &QTimer::timeout, &w, [&] {
        if (w.session()->game().ply() == plies && ticksBeforeShown < 0)
            ticksBeforeShown = int(ticks.count()) - 1;
    });
    ticker.start();
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QVERIFY(w.isLoadingGame());
    QCOMPARE(w.statusText(), QStringLiteral("Reading the game..."));
    QTRY_VERIFY_WITH_TIMEOUT(ticksBeforeShown >= 0, 60000);
    QVERIFY2(ticksBeforeShown >= 3, qPrintable(QString::number(ticksBeforeShown)));
    QCOMPARE(w.session()->game().tag(QStringLiteral("White")), QStringLiteral("first"));
    QVERIFY(!w.isLoadingGame());
    QVERIFY(listTaken);
    // Every move is listed, and a late one chosen with a click shows its position.
    auto* list = w.findChild<MoveListWidget*>();
    const Game& game = w.session()->game();
    QCOMPARE(list->plyCount(), plies);
    QCOMPARE(list->moveText(plies), game.moves().last().san);
    QCOMPARE(list->moveText(1), game.moves().first().san);
    const PgnPath late = {plies - 7};
    list->setCurrentPath(late);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->moveRect(late).center());
    QCOMPARE(list->currentPath(), late);
    QCOMPARE(w.findChild<BoardView*>()->position().fen(), game.positionAt(plies - 6).fen());

    // Two pastes: the second is the one shown, whichever reading ends first.
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(testing::annotatedGame(40000, "second")));
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(testing::annotatedGame(20000, "third")));
    action(&w, QStringLiteral("Paste Game (PGN)"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w.isLoadingGame(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(w.findChildren<QThread*>().isEmpty(), 60000);
    QCoreApplication::processEvents();
    QCOMPARE(w.session()->game().tag(QStringLiteral("White")), QStringLiteral("third"));
    QCOMPARE(w.session()->game().ply(), 20000);
}

// A game of a variant an engine defined (Fairy-Max's grande-acedrex), as Tabiya and XBoard
// write it: Variant, FEN and VariantMen say what the board and the pieces are. Load Game
// shows it on its 12x12 board with its moves, the lion's C leap included (without the
// VariantMen tag it would not be legal), and Save Game writes those tags back.
void TestMainWindowFiles::engineDefinedVariantLoads() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString in = dir.filePath(QStringLiteral("acedrex.pgn"));
    const QByteArray game =
        "[Event \"Computer chess game\"]\n[White \"Fairy-Max\"]\n[Black \"Fairy-Max\"]\n"
        "[Result \"*\"]\n[Variant \"grande-acedrex\"]\n[SetUp \"1\"]\n"
        "[FEN \"rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w "
        "Gg - 0 1\"]\n[VariantMen \"K:KimAimD;G:Z;L:HC;U:NmpafsyafW;A:FyafsF\"]\n\n"
        "1. e5 e8 2. Le2 Le11 *\n";
    writeFile(in, game);
    const QString out = dir.filePath(QStringLiteral("saved.pgn"));

    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    triggerWithFile(&w, QStringLiteral("Load Game..."), in);
    QTRY_VERIFY(!w.pgnFile()->isReading());
    QCOMPARE(w.fileGame(), 0);
    const Game& loaded = w.session()->game();
    QCOMPARE(loaded.ply(), 4);
    QCOMPARE(loaded.variant().name, std::string("grande-acedrex"));
    QCOMPARE(loaded.variant().width, 12);
    QCOMPARE(loaded.variant().height, 12);
    // The board shows the position after the moves, the lions on e2 and e11.
    const Position& shown = w.boardView()->position();
    QCOMPARE(&shown.variant(), &loaded.variant());
    QCOMPARE(shown.fen(), loaded.position().fen());
    QVERIFY2(QString::fromStdString(shown.fen())
                 .startsWith(QStringLiteral("r1ugcakcgulr/4l7/12/pppp1ppppppp/4p7/")),
             shown.fen().c_str());
    auto* list = w.findChild<MoveListWidget*>();
    QVERIFY(list);
    QCOMPARE(list->moveText(3), QStringLiteral("Le2"));
    QCOMPARE(list->moveText(4), QStringLiteral("Le11"));

    triggerWithFile(&w, QStringLiteral("Save Game..."), out);
    const PgnReadResult back = readPgn(readFile(out).toStdString());
    QVERIFY2(back.errors.empty(), qPrintable(readFile(out)));
    QCOMPARE(back.games[0].variant, &loaded.variant());
    QCOMPARE(back.games[0].tag("VariantMen"),
             std::string("K:KimAimD;G:Z;L:HC;U:NmpafsyafW;A:FyafsF"));
    QCOMPARE(back.games[0].endPosition().fen(), loaded.position().fen());
}

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindowfiles.moc"
