// The game controls as a person reaches them, offscreen, through the window's actions:
// Action > Abort Game, Call Flag (only with the opponent's flag down), Adjudicate;
// the Options toggles change the board at once and come back from QSettings in a new
// window; Help > Keyboard Shortcuts lists the actions' real keys (one added later too) and
// Getting Started opens; New Game's Chess960 number sets the board up.
#include "app/gui/clockwidget.h"
#include "app/gui/helpdialogs.h"
#include "app/gui/mainwindow.h"
#include "app/gui/newgamedialog.h"
#include "app/session/session.h"
#include "board/core/chess960.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace tabiya;

class TestGameControlsMenu : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void abortFromTheMenu();
    void callFlagFromTheMenu();
    void adjudicateFromTheMenu();
    void togglesApplyAndPersist();
    void shortcutsTableFollowsTheActions();
    void gettingStartedOpens();
    void chess960InNewGame();
    void passInJanggi();

private:
    static MatchOptions options();
    static QAction* action(const MainWindow& w, const char* name);
    static bool play(Session* s, const char* move);
    static void startPeople(MainWindow& w);
};

void TestGameControlsMenu::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location
}

void TestGameControlsMenu::init() {
    QSettings().clear(); // every test starts from the defaults
}

MatchOptions TestGameControlsMenu::options() {
    QString error;
    auto o = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

QAction* TestGameControlsMenu::action(const MainWindow& w, const char* name) {
    QAction* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a) qFatal("no action %s", name);
    return a;
}

bool TestGameControlsMenu::play(Session* s, const char* move) {
    Position pos = s->game().position();
    const Move m = parseCoordinateMove(pos, move);
    return !m.isNone() && s->humanMove(m);
}

// A person on each side (Edit Game): the game runs at once.
void TestGameControlsMenu::startPeople(MainWindow& w) {
    GameSettings settings;
    w.startGame(settings);
}

void TestGameControlsMenu::abortFromTheMenu() {
    MainWindow w(options());
    startPeople(w);
    Session* s = w.session();
    QCOMPARE(s->state(), Session::State::Playing);
    QVERIFY(play(s, "e2e4"));
    action(w, "abortAction")->trigger();
    QCOMPARE(s->state(), Session::State::Idle);
    QCOMPARE(s->game().ply(), 1); // the moves stay to look at
    const QString pgn = s->game().toPgnText();
    QVERIFY2(pgn.contains(QStringLiteral("[Result \"*\"]")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("{Game aborted} *")), qPrintable(pgn));
    QVERIFY(w.statusText().contains(QStringLiteral("Game aborted")));
    // Nothing to abort now.
    action(w, "abortAction")->trigger();
    QVERIFY(w.statusText().contains(QStringLiteral("No game in progress")));
}

void TestGameControlsMenu::callFlagFromTheMenu() {
    // The person (White) against fake-engine thinking a minute on a 0.4 s clock, Auto
    // Flag off: the flag falls, the game goes on, and Call Flag wins it.
    MainWindow w(options());
    action(w, "autoFlagAction")->setChecked(false);
    GameSettings settings;
    EngineConfig fake;
    fake.program = QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
    fake.arguments = {QStringLiteral("think-ms=60000")};
    settings.engines = {std::nullopt, fake};
    settings.timeOdds = true;
    settings.sideTime[0].baseMs = 60000;
    settings.sideTime[1].baseMs = 400;
    settings.timeControl = settings.sideTime[0];
    Session* s = w.session();
    QSignalSpy flagDown(s, &Session::flagDown);
    w.startGame(settings);
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), Session::State::Playing, 10000);
    action(w, "callFlagAction")->trigger(); // nobody's flag is down
    QCOMPARE(s->state(), Session::State::Playing);
    QVERIFY2(w.statusText().contains(QStringLiteral("still has time")), qPrintable(w.statusText()));
    QVERIFY(play(s, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(flagDown.count(), 1, 5000);
    QCOMPARE(s->state(), Session::State::Playing);
    action(w, "callFlagAction")->trigger();
    QCOMPARE(s->state(), Session::State::Finished);
    QCOMPARE(s->game().result(), GameResult::WhiteWins);
    QCOMPARE(s->game().termination(), TerminationKind::TimeForfeit);
    w.close();
}

void TestGameControlsMenu::adjudicateFromTheMenu() {
    const std::pair<const char*, GameResult> cases[] = {{"adjudicateWhite", GameResult::WhiteWins},
                                                        {"adjudicateBlack", GameResult::BlackWins},
                                                        {"adjudicateDraw", GameResult::Draw}};
    for (const auto& [name, result] : cases) {
        MainWindow w(options());
        startPeople(w);
        Session* s = w.session();
        QVERIFY(play(s, "d2d4"));
        action(w, name)->trigger();
        QCOMPARE(s->state(), Session::State::Finished);
        QCOMPARE(s->game().result(), result);
        QCOMPARE(s->game().termination(), TerminationKind::Adjudication);
        const QString pgn = s->game().toPgnText();
        QVERIFY2(pgn.contains(QStringLiteral("by adjudication} ") + Game::resultToken(result)),
                 qPrintable(pgn));
    }
}

void TestGameControlsMenu::togglesApplyAndPersist() {
    {
        MainWindow w(options());
        BoardView* board = w.boardView();
        // XBoard's defaults.
        QVERIFY(!action(w, "ponderAction")->isChecked());
        QVERIFY(!w.session()->ponder());
        QVERIFY(action(w, "autoFlagAction")->isChecked());
        QVERIFY(!board->alwaysQueen());
        QVERIFY(board->animationsEnabled());
        QVERIFY(board->showsCoordinates());
        QVERIFY(board->showsLastMove());
        action(w, "ponderAction")->setChecked(true);
        QVERIFY(w.session()->ponder());
        action(w, "autoFlagAction")->setChecked(false);
        QVERIFY(!w.session()->autoFlag());
        action(w, "alwaysQueenAction")->setChecked(true);
        QVERIFY(board->alwaysQueen());
        action(w, "animateAction")->setChecked(false);
        QVERIFY(!board->animationsEnabled());
        action(w, "coordinatesAction")->setChecked(false);
        QVERIFY(!board->showsCoordinates());
        action(w, "lastMoveAction")->setChecked(false);
        QVERIFY(!board->showsLastMove());
    }
    // Saved when changed: a new window starts with them.
    MainWindow w(options());
    BoardView* board = w.boardView();
    QVERIFY(action(w, "ponderAction")->isChecked());
    QVERIFY(w.session()->ponder());
    QVERIFY(!w.session()->autoFlag());
    QVERIFY(board->alwaysQueen());
    QVERIFY(!board->animationsEnabled());
    QVERIFY(!board->showsCoordinates());
    QVERIFY(!board->showsLastMove());
    QVERIFY(!action(w, "lastMoveAction")->isChecked());
}

void TestGameControlsMenu::shortcutsTableFollowsTheActions() {
    MainWindow w(options());
    auto rows = [&] {
        action(w, "shortcutsAction")->trigger();
        auto* dialog = w.findChild<ShortcutsDialog*>(QStringLiteral("shortcutsDialog"));
        if (!dialog) return QStringList();
        QStringList out;
        QTableWidget* t = dialog->table();
        for (int r = 0; r < t->rowCount(); ++r)
            out << t->item(r, 0)->text() + QLatin1Char('|') + t->item(r, 1)->text() +
                       QLatin1Char('|') + t->item(r, 2)->text();
        delete dialog;
        return out;
    };
    const QStringList table = rows();
    const QString ctrlN = QKeySequence(Qt::CTRL | Qt::Key_N).toString(QKeySequence::NativeText);
    QVERIFY2(table.contains(QStringLiteral("File|New Game...|") + ctrlN),
             qPrintable(table.join(QLatin1Char('\n'))));
    const QString f2 = QKeySequence(Qt::Key_F2).toString(QKeySequence::NativeText);
    QVERIFY(table.contains(QStringLiteral("View|Flip View|") + f2));
    // Every action with a key is listed, and nothing else.
    int withKeys = 0;
    for (const ShortcutEntry& e : shortcutEntries(w.menuBar())) {
        QVERIFY(!e.keys.isEmpty());
        ++withKeys;
    }
    QCOMPARE(table.size(), withKeys);
    QVERIFY(withKeys >= 20);
    // A key given to an action later shows up: the table is read, not written down.
    QAction* abort = action(w, "abortAction");
    abort->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
    const QStringList again = rows();
    QCOMPARE(again.size(), table.size() + 1);
    const QString keys =
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K).toString(QKeySequence::NativeText);
    QVERIFY(again.contains(QStringLiteral("Action|Abort Game|") + keys));
}

void TestGameControlsMenu::gettingStartedOpens() {
    MainWindow w(options());
    action(w, "gettingStartedAction")->trigger();
    auto* text = w.findChild<QTextBrowser*>(QStringLiteral("gettingStartedText"));
    QVERIFY(text);
    QVERIFY(text->toPlainText().contains(QStringLiteral("Two Machines")));
    QVERIFY(text->toPlainText().contains(QStringLiteral("Analysis Mode")));
}

void TestGameControlsMenu::chess960InNewGame() {
    GameSettings initial;
    NewGameDialog dialog({}, initial);
    auto* variant = dialog.findChild<QComboBox*>(QStringLiteral("variant"));
    auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("chess960"));
    auto* number = dialog.findChild<QSpinBox*>(QStringLiteral("chess960Number"));
    QVERIFY(variant && box && number);
    QCOMPARE(dialog.settings().chess960, -1); // off until asked for
    QCOMPARE(number->value(), Chess960Standard);
    QCOMPARE(number->maximum(), 959);
    box->setChecked(true);
    number->setValue(0);
    QCOMPARE(dialog.settings().chess960, 0);
    // Xiangqi has no Chess960: the choice is hidden and not given.
    variant->setCurrentIndex(variant->findData(QStringLiteral("xiangqi")));
    QVERIFY(box->isHidden() || !box->parentWidget()->isVisibleTo(&dialog));
    QCOMPARE(dialog.settings().chess960, -1);
    variant->setCurrentIndex(variant->findData(QStringLiteral("normal")));
    const GameSettings settings = dialog.settings();
    QCOMPARE(settings.chess960, 0);

    // The window starts position 0: BBQNNRKR on the board.
    MainWindow w(options());
    w.startGame(settings);
    Session* s = w.session();
    QCOMPARE(s->state(), Session::State::Playing);
    QCOMPARE(s->game().tag(QStringLiteral("Variant")), QStringLiteral("fischerandom"));
    QCOMPARE(
        QString::fromStdString(w.boardView()->position().fen()).section(QLatin1Char(' '), 0, 0),
        QStringLiteral("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR"));
}

// Janggi's pass as XBoard lets a person enter it: the side to move clicks the other
// side's clock (XBoard's ClockClick), or takes Action > Pass. The pass is a move of the
// game ("--" in the PGN); clicking one's own clock does nothing; in chess there is no pass
// and the status line says so.
void TestGameControlsMenu::passInJanggi() {
    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameSettings settings;
    settings.variant = QStringLiteral("janggi");
    w.startGame(settings);
    Session* s = w.session();
    QCOMPARE(s->state(), Session::State::Playing);
    QCOMPARE(&s->game().variant(), Variant::byName("janggi"));
    // Blue (White) to move clicks its own clock: nothing.
    QTest::mouseClick(w.clockWidget(White), Qt::LeftButton);
    QCOMPARE(s->game().ply(), 0);
    // ... and Red's clock: Blue passes.
    QTest::mouseClick(w.clockWidget(Black), Qt::LeftButton);
    QCOMPARE(s->game().ply(), 1);
    QVERIFY(s->game().moves()[0].move.isPass());
    QCOMPARE(s->sideToMove(), Black);
    // Red passes from the menu.
    action(w, "passAction")->trigger();
    QCOMPARE(s->game().ply(), 2);
    QVERIFY(s->game().moves()[1].move.isPass());
    QVERIFY2(s->game().toPgnText().contains(QStringLiteral("1. -- --")),
             qPrintable(s->game().toPgnText()));

    // Chess: no pass.
    startPeople(w);
    QCOMPARE(&s->game().variant(), &Variant::chess());
    action(w, "passAction")->trigger();
    QCOMPARE(s->game().ply(), 0);
    QVERIFY2(w.statusText().contains(QStringLiteral("not allowed")), qPrintable(w.statusText()));
    QTest::mouseClick(w.clockWidget(Black), Qt::LeftButton);
    QCOMPARE(s->game().ply(), 0);
}

QTEST_MAIN(TestGameControlsMenu)
#include "tst_gamecontrolsmenu.moc"
