// GUI (offscreen): Mode > Machine Match. The dialog, driven with QTest, gives the match
// configuration asked for (engines, a clock each, games, openings in order or at random
// with or without both colours, the variants both engines play, the PGN file shown before
// the match in the data folder ~/.local/share/Tabiya, not Tabiya/Tabiya) and remembers it;
// then a match of two games between tabiya-engine and Fairy-Max at depth 2 in the window:
// the Match dock is shown while it runs and ends with the wins, draws and losses and the
// Elo difference, and the PGN file gets both games. Abort Match stops a match between
// games' moves: the engines quit and the file keeps the finished game, then the aborted
// one marked as such.
//
// With TABIYA_SHOTS=DIR set, the dialog and the window are saved as PNGs in DIR.
#include "app/gui/mainwindow.h"
#include "app/gui/matchdialog.h"
#include "app/gui/matchscorepanel.h"
#include "app/gui/timecontroleditor.h"
#include "app/session/datafolder.h"
#include "app/session/player.h"
#include "app/session/session.h"
#include "protocol/engineprocesses.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

class TestMatchDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void dialogBuildsTheMatch();
    void variantsBothEnginesPlay();
    void remembersTheLastSetup();
    void defaultFileInTheDataFolder();
    void matchInTheWindow();
    void abortMatch();

private:
    QTemporaryDir m_dir;
};

namespace {

EngineConfig engine(const QString& name, const QString& program, const QStringList& variants) {
    EngineConfig c;
    c.name = name;
    c.program = program;
    c.variants = variants;
    return c;
}

const QList<EngineConfig> Engines = {
    engine(QStringLiteral("Tabiya Engine"), QStringLiteral("/opt/tabiya-engine"),
           {QStringLiteral("normal"), QStringLiteral("xiangqi"), QStringLiteral("shatranj")}),
    engine(QStringLiteral("Fairy-Max"), QStringLiteral("/usr/games/fairymax"),
           {QStringLiteral("normal"), QStringLiteral("shatranj"), QStringLiteral("capablanca")}),
    engine(QStringLiteral("MaxQi"), QStringLiteral("/usr/games/maxqi"),
           {QStringLiteral("xiangqi")}),
};

TimeControl tc(int mps, qint64 baseMs, qint64 incMs = 0, qint64 stMs = 0, int depth = 0) {
    TimeControl t;
    t.movesPerSession = mps;
    t.baseMs = baseMs;
    t.incrementMs = incMs;
    t.fixedMoveMs = stMs;
    t.maxDepth = depth;
    return t;
}

template <typename T> T* child(QObject* parent, const char* name) {
    return parent->findChild<T*>(QLatin1String(name));
}

// Replaces a spin box's text as a person types it.
void typeInto(QAbstractSpinBox* box, const QString& text) {
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Tab);
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

// Chooses the combo's entry with that data by keyboard, as a person would.
void choose(QComboBox* box, const QVariant& data) {
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setFocus();
    while (box->currentIndex() != index)
        QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
}

void setTime(TimeControlEditor* e, const QString& minutes, const QString& increment,
             const QString& depth) {
    typeInto(child<QDoubleSpinBox>(e, "baseMinutes"), minutes);
    typeInto(child<QDoubleSpinBox>(e, "increment"), increment);
    typeInto(child<QSpinBox>(e, "depth"), depth);
}

void shoot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("TABIYA_SHOTS");
    if (dir.isEmpty()) return;
    QVERIFY(w->grab().save(QDir(dir).filePath(name)));
}

QString label(QWidget* w, const char* name) {
    auto* l = w->findChild<QLabel*>(QLatin1String(name));
    return l ? l->text() : QString();
}

// The same setup (engines by name and program).
bool same(const MatchSetup& a, const MatchSetup& b) {
    return a.first.name == b.first.name && a.first.program == b.first.program &&
           a.second.name == b.second.name && a.second.program == b.second.program &&
           a.sameTime == b.sameTime && a.time == b.time && a.games == b.games &&
           a.openingFile == b.openingFile && a.openingOrder == b.openingOrder &&
           a.bothColours == b.bothColours && a.variant == b.variant && a.pgnFile == b.pgnFile;
}

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

void TestMatchDialog::initTestCase() {
    // As in main(): organisation and application both Tabiya, settings in a test place.
    QCoreApplication::setOrganizationName(QStringLiteral("Tabiya"));
    QCoreApplication::setApplicationName(QStringLiteral("Tabiya"));
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QFile f(m_dir.filePath(QStringLiteral("openings.epd")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
            "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n");
}

void TestMatchDialog::init() {
    QSettings().clear(); // every test starts as on a first match
}

void TestMatchDialog::dialogBuildsTheMatch() {
    MatchSetup initial;
    initial.first = Engines[0];
    initial.second = Engines[0];
    initial.time[0] = initial.time[1] = tc(40, 300000);
    initial.pgnFile = m_dir.filePath(QStringLiteral("initial.pgn"));
    MatchDialog d(Engines, initial);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    choose(child<QComboBox>(&d, "secondEngine"), 1); // Fairy-Max
    typeInto(child<QSpinBox>(&d, "games"), QStringLiteral("6"));
    QVERIFY(child<QCheckBox>(&d, "sameTime")->isChecked());
    QVERIFY(!child<TimeControlEditor>(&d, "secondTime")->isVisible());
    QTest::mouseClick(child<QCheckBox>(&d, "sameTime"), Qt::LeftButton, {},
                      QPoint(8, child<QCheckBox>(&d, "sameTime")->height() / 2));
    QVERIFY(child<TimeControlEditor>(&d, "secondTime")->isVisible());
    setTime(child<TimeControlEditor>(&d, "firstTime"), QStringLiteral("2"), QStringLiteral("1"),
            QStringLiteral("0"));
    setTime(child<TimeControlEditor>(&d, "secondTime"), QStringLiteral("1"), QStringLiteral("0.5"),
            QStringLiteral("7"));
    const QString openings = m_dir.filePath(QStringLiteral("openings.epd"));
    QVERIFY(!child<QComboBox>(&d, "openingOrder")->isEnabled()); // no file yet
    typeInto(child<QLineEdit>(&d, "openingFile"), openings);
    QVERIFY(child<QComboBox>(&d, "openingOrder")->isEnabled());
    choose(child<QComboBox>(&d, "openingOrder"), int(MatchSetup::OpeningOrder::Random));
    child<QCheckBox>(&d, "bothColours")->click();
    choose(child<QComboBox>(&d, "variant"), QStringLiteral("shatranj"));
    const QString pgn = m_dir.filePath(QStringLiteral("chosen.pgn"));
    typeInto(child<QLineEdit>(&d, "pgnFile"), pgn);
    shoot(&d, QStringLiteral("match-dialog.png"));

    MatchSetup expected;
    expected.first = Engines[0];
    expected.second = Engines[1];
    expected.games = 6;
    expected.sameTime = false;
    expected.time = {tc(0, 120000, 1000), tc(0, 60000, 500, 0, 7)};
    expected.openingFile = openings;
    expected.openingOrder = MatchSetup::OpeningOrder::Random;
    expected.bothColours = false;
    expected.variant = QStringLiteral("shatranj");
    expected.pgnFile = pgn;
    const MatchSetup s = d.setup();
    QCOMPARE(s.first.name, expected.first.name);
    QCOMPARE(s.second.name, expected.second.name);
    QCOMPARE(s.time[0], expected.time[0]);
    QCOMPARE(s.time[1], expected.time[1]);
    QVERIFY(same(s, expected));

    // What the match is then told (the pure function's part is tst_matchsetup's).
    MatchOptions base;
    base.matchPauseMs = 0;
    const MatchOptions o = matchOptionsFor(s, base, 42);
    QCOMPARE(o.first.program, QStringLiteral("/opt/tabiya-engine"));
    QCOMPARE(o.second.program, QStringLiteral("/usr/games/fairymax"));
    QCOMPARE(o.games, 6);
    QCOMPARE(o.variant, QStringLiteral("shatranj"));
    QCOMPARE(o.engineTimeControl(1), tc(0, 60000, 500, 0, 7));
    QCOMPARE(o.openingKind, MatchOpenings::Kind::Positions);
    QCOMPARE(o.openingIndex, -1);
    QCOMPARE(o.openingShuffle, std::optional<quint32>(42));
    QCOMPARE(o.pgnFile, pgn);
}

void TestMatchDialog::variantsBothEnginesPlay() {
    MatchSetup initial;
    initial.first = Engines[0];
    initial.second = Engines[1];
    MatchDialog d(Engines, initial);
    auto* variant = child<QComboBox>(&d, "variant");
    const auto offered = [variant] {
        QStringList names;
        for (int i = 0; i < variant->count(); ++i)
            if (!variant->itemData(i).toString().isEmpty())
                names << variant->itemData(i).toString();
        names.sort();
        return names;
    };
    QCOMPARE(offered(), (QStringList{"normal", "shatranj"}));
    choose(child<QComboBox>(&d, "secondEngine"), 2); // MaxQi: xiangqi only
    QCOMPARE(offered(), QStringList{"xiangqi"});
    QCOMPARE(d.setup().variant, QStringLiteral("xiangqi"));
    // The variant chosen stays when both still play it.
    choose(child<QComboBox>(&d, "secondEngine"), 1);
    choose(variant, QStringLiteral("shatranj"));
    choose(child<QComboBox>(&d, "firstEngine"), 1);
    QCOMPARE(d.setup().variant, QStringLiteral("shatranj"));
}

void TestMatchDialog::remembersTheLastSetup() {
    MatchSetup fallback;
    fallback.first = Engines[0];
    fallback.second = Engines[1];
    fallback.pgnFile = MatchDialog::defaultPgnFile();
    MatchSetup chosen;
    {
        MatchDialog d(Engines, MatchDialog::loadSetup(Engines, fallback));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        choose(child<QComboBox>(&d, "firstEngine"), 1);
        choose(child<QComboBox>(&d, "secondEngine"), 0);
        typeInto(child<QSpinBox>(&d, "games"), QStringLiteral("4"));
        setTime(child<TimeControlEditor>(&d, "firstTime"), QStringLiteral("3"), QStringLiteral("2"),
                QStringLiteral("5"));
        choose(child<QComboBox>(&d, "variant"), QStringLiteral("shatranj"));
        typeInto(child<QLineEdit>(&d, "openingFile"),
                 m_dir.filePath(QStringLiteral("openings.epd")));
        choose(child<QComboBox>(&d, "openingOrder"), int(MatchSetup::OpeningOrder::Random));
        QSignalSpy accepted(&d, &QDialog::accepted);
        // Chess openings for a shatranj match: said at once, the dialog stays to change it.
        QTest::keyClick(&d, Qt::Key_Return); // Start Match
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = d.findChild<QMessageBox*>()));
        QVERIFY2(box->text().contains(QStringLiteral("not a shatranj position")),
                 qPrintable(box->text()));
        box->accept();
        QCOMPARE(accepted.size(), 0);
        choose(child<QComboBox>(&d, "variant"), QStringLiteral("normal"));
        chosen = d.setup();
        QTest::keyClick(&d, Qt::Key_Return);
        QCOMPARE(accepted.size(), 1);
    }
    QVERIFY(QSettings().contains(QStringLiteral("match/games")));
    MatchDialog again(Engines, MatchDialog::loadSetup(Engines, fallback));
    const MatchSetup remembered = again.setup();
    QCOMPARE(remembered.first.name, QStringLiteral("Fairy-Max"));
    QCOMPARE(remembered.second.name, QStringLiteral("Tabiya Engine"));
    QCOMPARE(remembered.time[0], tc(0, 180000, 2000, 0, 5));
    // The default file is not remembered: the next match gets a new one.
    QVERIFY(MatchDialog::isDefaultPgnFile(chosen.pgnFile));
    QVERIFY(!QSettings().contains(QStringLiteral("match/pgnFile")));
    QVERIFY(same(remembered, chosen));

    // A file the person chose is kept.
    MatchSetup own = chosen;
    own.pgnFile = m_dir.filePath(QStringLiteral("mine.pgn"));
    MatchDialog::saveSetup(own);
    QCOMPARE(MatchDialog::loadSetup(Engines, fallback).pgnFile, own.pgnFile);
}

void TestMatchDialog::defaultFileInTheDataFolder() {
    // The games go to ~/.local/share/Tabiya (in test mode, its test twin), not the doubled
    // Tabiya/Tabiya that QStandardPaths::AppDataLocation gives, and the dialog shows where.
    const QString generic = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString file = MatchDialog::defaultPgnFile();
    QCOMPARE(QFileInfo(file).absolutePath(), QDir(generic).filePath(QStringLiteral("Tabiya")));
    QVERIFY2(!file.contains(QStringLiteral("Tabiya/Tabiya")), qPrintable(file));
    QVERIFY(QFileInfo(file).fileName().startsWith(QStringLiteral("match-")));

    MainWindow w(MatchOptions{});
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction* match = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Machine Match...")) match = a;
    QVERIFY(match);
    match->trigger();
    MatchDialog* d = nullptr;
    QTRY_VERIFY((d = w.findChild<MatchDialog*>()));
    const QString shown = child<QLineEdit>(d, "pgnFile")->text();
    QCOMPARE(QFileInfo(shown).absolutePath(), dataFolder());
    QVERIFY(MatchDialog::isDefaultPgnFile(shown));
    d->reject();
}

void TestMatchDialog::matchInTheWindow() {
    // Two games between tabiya-engine and Fairy-Max, 2 plies deep, from the dialog.
    const QString tabiya =
        QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine");
    MatchOptions options;
    options.first.program = tabiya;
    options.second.program = QStringLiteral("/usr/games/fairymax");
    options.firstGiven = options.secondGiven = true;
    options.matchPauseMs = 0;
    MainWindow w(options);
    w.resize(1200, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction* match = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Machine Match...")) match = a;
    QVERIFY(match);
    match->trigger();
    MatchDialog* d = nullptr;
    QTRY_VERIFY((d = w.findChild<MatchDialog*>()));
    QCOMPARE(child<QComboBox>(d, "firstEngine")->currentText(), QStringLiteral("tabiya-engine"));
    choose(child<QComboBox>(d, "secondEngine"), 1); // fairymax, the command line's second
    typeInto(child<QSpinBox>(d, "games"), QStringLiteral("2"));
    setTime(child<TimeControlEditor>(d, "firstTime"), QStringLiteral("1"), QStringLiteral("1"),
            QStringLiteral("2"));
    const QString pgn = m_dir.filePath(QStringLiteral("match.pgn"));
    QFile::remove(pgn);
    typeInto(child<QLineEdit>(d, "pgnFile"), pgn);
    QSignalSpy ended(w.session(), &Session::gameEnded);
    QTest::keyClick(d, Qt::Key_Return);

    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("matchDock"));
    QVERIFY(dock);
    QTRY_VERIFY(dock->isVisible());
    MatchScorePanel* panel = w.matchPanel();
    auto* abortAction = w.findChild<QAction*>(QStringLiteral("abortMatchAction"));
    QVERIFY(abortAction && abortAction->isEnabled()); // Mode > Abort Match, while it runs
    QCOMPARE(label(panel, "matchGames"), QStringLiteral("0 of 2"));
    QCOMPARE(label(panel, "matchOpening"), QStringLiteral("Start position"));
    QCOMPARE(label(panel, "matchFile"), QStringLiteral("match.pgn"));
    QCOMPARE(panel->findChild<QLabel*>(QStringLiteral("matchFile"))->toolTip(),
             QDir::toNativeSeparators(pgn));
    // Between the games and during the second the score stays in view.
    QTRY_COMPARE_WITH_TIMEOUT(panel->progress().played, 1, 60000);
    QVERIFY(dock->isVisible());
    QCOMPARE(label(panel, "matchGames"), QStringLiteral("1 of 2"));
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->state(), Session::State::Playing, 10000);
    shoot(&w, QStringLiteral("match-window.png"));
    QTRY_COMPARE_WITH_TIMEOUT(panel->progress().state, MatchProgress::State::Finished, 60000);
    QCOMPARE(ended.size(), 2);
    QVERIFY(dock->isVisible());

    const MatchProgress p = panel->progress();
    QCOMPARE(p.played, 2);
    QCOMPARE(p.wins + p.draws + p.losses, 2);
    QCOMPARE(label(panel, "matchGames"), QStringLiteral("2 of 2"));
    QCOMPARE(label(panel, "matchWdl"),
             QStringLiteral("%1 / %2 / %3").arg(p.wins).arg(p.draws).arg(p.losses));
    const MatchElo elo = MatchElo::fromScore(p.wins, p.draws, p.losses);
    QVERIFY2(label(panel, "matchElo")
                 .startsWith(QStringLiteral("%1%2 (95%: ")
                                 .arg(elo.difference > 0.5 ? "+" : "")
                                 .arg(std::lround(elo.difference))),
             qPrintable(label(panel, "matchElo")));
    QVERIFY(label(panel, "matchScore").contains(QLatin1Char('%')));
    QCOMPARE(label(panel, "matchState"), QStringLiteral("The match is over."));
    QVERIFY(!panel->findChild<QPushButton*>(QStringLiteral("abortMatch"))->isEnabled());
    QVERIFY(!abortAction->isEnabled());

    const QString text = readAll(pgn);
    QCOMPARE(text.count(QStringLiteral("[Event \"Tabiya match\"]")), 2);
    QVERIFY(text.contains(QStringLiteral("[Round \"1\"]")) &&
            text.contains(QStringLiteral("[Round \"2\"]")));
    QCOMPARE(text.count(QStringLiteral("[Result \"*\"]")), 0);
}

void TestMatchDialog::abortMatch() {
    // Four games asked for; Abort Match during the second: the first stays in the file,
    // the second follows with its result open and marked abandoned, the engines quit.
    const QString tabiya =
        QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine");
    MatchOptions options;
    options.first.program = tabiya;
    options.second.program = QStringLiteral("/usr/games/fairymax");
    options.firstGiven = options.secondGiven = true;
    options.matchPauseMs = 0;
    MainWindow w(options);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MatchSetup s;
    s.first = w.availableEngines().at(0);
    s.second = w.availableEngines().at(1);
    s.games = 4;
    s.time[0] = s.time[1] = tc(0, 60000, 1000, 0, 2);
    s.pgnFile = m_dir.filePath(QStringLiteral("aborted.pgn"));
    QFile::remove(s.pgnFile);
    w.startMachineMatch(s);
    MatchScorePanel* panel = w.matchPanel();
    QTRY_COMPARE_WITH_TIMEOUT(panel->progress().played, 1, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(w.session()->game().ply() >= 4, 20000);
    QVERIFY(w.isMatchRunning());
    QVERIFY(!w.session()->player(White)->isHuman());
    QCOMPARE(EngineProcesses::instance().running(), 2);
    panel->findChild<QPushButton*>(QStringLiteral("abortMatch"))->click();
    QVERIFY(!w.isMatchRunning());
    QCOMPARE(panel->progress().state, MatchProgress::State::Aborted);
    QCOMPARE(panel->progress().played, 1);
    QCOMPARE(label(panel, "matchState"), QStringLiteral("The match was aborted after 1 game(s)."));
    QVERIFY(w.session()->player(White)->isHuman() && w.session()->player(Black)->isHuman());
    QTRY_COMPARE_WITH_TIMEOUT(EngineProcesses::instance().running(), 0, 10000); // they quit
    QCOMPARE(w.session()->state(), Session::State::Idle);

    const QString text = readAll(s.pgnFile);
    QCOMPARE(text.count(QStringLiteral("[Event \"Tabiya match\"]")), 2);
    QCOMPARE(text.count(QStringLiteral("[Result \"*\"]")), 1);
    QVERIFY(text.indexOf(QStringLiteral("[Round \"1\"]")) <
            text.indexOf(QStringLiteral("[Round \"2\"]")));
    QVERIFY(text.contains(QStringLiteral("[Termination \"abandoned\"]")));
    QVERIFY(text.contains(QStringLiteral("The match was aborted")));
}

QTEST_MAIN(TestMatchDialog)
#include "tst_matchdialog.moc"
