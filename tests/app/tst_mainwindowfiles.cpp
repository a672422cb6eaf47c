// The main window's File and Edit menus on games and positions, offscreen, as a person
// uses them: Load Game and Save Game through their file dialogs keep everything the file
// said and tell when a file holds more than one game; Load Position leaves the clipboard
// alone; Paste Position and Load Position refuse positions no game can start from and
// say what is wrong with them.
#include "mainwindow.h"
#include "movelistwidget.h"
#include "pgndump.h"
#include "session.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QStandardPaths>
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
    QVERIFY2(w.statusText().contains(QStringLiteral("Anderssen, Adolf - Kieseritzky, Lionel")),
             qPrintable(w.statusText()));
    QVERIFY2(w.statusText().contains(QStringLiteral("2 games")), qPrintable(w.statusText()));
    QCOMPARE(w.session()->game().ply(), 10);
    QCOMPARE(w.session()->game().result(), GameResult::BlackWins);

    triggerWithFile(&w, QStringLiteral("Save Game..."), out);
    const QString saved = readFile(out);
    const PgnReadResult original = readPgn(everything.toStdString());
    const PgnReadResult back = readPgn(saved.toStdString());
    QVERIFY2(back.errors.empty(), qPrintable(saved));
    QCOMPARE(back.games.size(), size_t(1));
    QCOMPARE(QString::fromStdString(testing::dump(back.games.front())),
             QString::fromStdString(testing::dump(original.games.front())));

    // An unfinished game too: it can be played on, but its players and time control stay
    // the file's while only people are at the board.
    const QString unfinished =
        QStringLiteral("[Event \"Opera\"]\n[Site \"Paris\"]\n[Date \"1858.??.??\"]\n[Round \"-\"]\n"
                       "[White \"Morphy, Paul\"]\n[Black \"Duke Karl\"]\n[Result \"*\"]\n"
                       "[TimeControl \"40/7200\"]\n\n"
                       "1. e4 {the usual} (1. d4 $1) e5 2. Nf3 d6 *\n");
    writeFile(in, unfinished.toUtf8());
    triggerWithFile(&w, QStringLiteral("Load Game..."), in);
    QCOMPARE(w.session()->game().ply(), 4);
    QFile::remove(out);
    triggerWithFile(&w, QStringLiteral("Save Game..."), out);
    const PgnReadResult unfinishedBack = readPgn(readFile(out).toStdString());
    QVERIFY(unfinishedBack.errors.empty());
    QCOMPARE(QString::fromStdString(testing::dump(unfinishedBack.games.front())),
             QString::fromStdString(testing::dump(readPgn(unfinished.toStdString()).games[0])));
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

// The move list numbers its rows from the game's first move number and leaves the result
// row unnumbered (its header items are made with their text, which keeps a long game's
// display linear: bench-pgn shows it).
void TestMainWindowFiles::moveListNumbers() {
    MoveListWidget list;
    list.setMoves({"e5", "Nf3", "Nc6", "Bb5"}, true, 12, QStringLiteral("1-0"));
    QCOMPARE(list.rowCount(), 4);
    QStringList numbers;
    for (int r = 0; r < list.rowCount(); ++r)
        numbers << list.verticalHeaderItem(r)->text();
    QCOMPARE(numbers, (QStringList{"12", "13", "14", ""}));
    QCOMPARE(list.item(0, 1)->text(), QStringLiteral("e5"));
    QCOMPARE(list.item(3, 0)->text(), QStringLiteral("1-0"));
    // Shown again, shorter and without a result.
    list.setMoves({"d4"}, false, 1, QString());
    QCOMPARE(list.rowCount(), 1);
    QCOMPARE(list.verticalHeaderItem(0)->text(), QStringLiteral("1"));
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

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindowfiles.moc"
