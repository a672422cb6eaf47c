// GUI (offscreen): the New Game dialog: its defaults, the engines it offers for each
// colour, the time control it returns, and time odds: "Different time for each side"
// reveals Black's clock and settings() gives each colour its own TimeControl; Swap colours
// takes the handicap along.
//
// Pictures of it for a person: tests/tools/shots_dialogs.cpp.
#include "app/gui/newgamedialog.h"
#include "app/gui/timecontroleditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace tabiya;

class TestNewGameDialog : public QObject {
    Q_OBJECT
private slots:
    void defaults();
    void engineChoicesListed();
    void timeControlFields_data();
    void timeControlFields();
    void perSideControls();
    void oddsOffGivesOneClock();
    void initialOddsShown();
    void swapTakesHandicapAlong();
    void onlyEnginesThatPlayTheVariant();
};

namespace {

EngineConfig engine(const QString& name, const QString& program) {
    EngineConfig c;
    c.name = name;
    c.program = program;
    return c;
}

const QList<EngineConfig> Engines = {
    engine(QStringLiteral("Tabiya Engine"), QStringLiteral("/opt/tabiya-engine")),
    engine(QStringLiteral("Fairy-Max"), QStringLiteral("/usr/games/fairymax")),
    engine(QStringLiteral("MaxQi"), QStringLiteral("/usr/games/maxqi")),
};

TimeControlEditor* editor(NewGameDialog& d, int side) {
    return d.findChild<TimeControlEditor*>(side == 0 ? QStringLiteral("whiteTime")
                                                     : QStringLiteral("blackTime"));
}

template <typename T> T* field(TimeControlEditor* e, const char* name) {
    return e->findChild<T*>(QLatin1String(name));
}

TimeControl tc(int mps, qint64 baseMs, qint64 incMs = 0, qint64 stMs = 0, int depth = 0) {
    TimeControl t;
    t.movesPerSession = mps;
    t.baseMs = baseMs;
    t.incrementMs = incMs;
    t.fixedMoveMs = stMs;
    t.maxDepth = depth;
    return t;
}

} // namespace

void TestNewGameDialog::defaults() {
    NewGameDialog d(Engines, GameSettings{}, nullptr);
    d.show();
    const GameSettings s = d.settings();
    QCOMPARE(s.variant, QStringLiteral("normal"));
    QCOMPARE(s.timeControl, TimeControl{});
    QVERIFY(!s.timeOdds);
    QCOMPARE(s.sideTime[0], s.timeControl);
    QCOMPARE(s.sideTime[1], s.timeControl);
    QCOMPARE(s.timeControlFor(1), s.timeControl);
    QVERIFY(!s.engines[0] && !s.engines[1]); // two people
    // One clock shown, Black's hidden.
    QVERIFY(!d.findChild<QCheckBox*>(QStringLiteral("timeOdds"))->isChecked());
    QVERIFY(editor(d, 0)->isVisible());
    QVERIFY(!editor(d, 1)->isVisible());
}

void TestNewGameDialog::engineChoicesListed() {
    GameSettings initial;
    initial.variant = QStringLiteral("xiangqi");
    initial.engines[1] = Engines[2];
    NewGameDialog d(Engines, initial, nullptr);
    for (const char* name : {"whitePlayer", "blackPlayer"}) {
        auto* box = d.findChild<QComboBox*>(QLatin1String(name));
        QVERIFY(box);
        QCOMPARE(box->count(), Engines.size() + 1);
        QCOMPARE(box->itemText(0), QStringLiteral("Human"));
        for (int i = 0; i < Engines.size(); ++i)
            QCOMPARE(box->itemText(i + 1), Engines[i].name);
    }
    // What the last game had is chosen again.
    QCOMPARE(d.findChild<QComboBox*>(QStringLiteral("whitePlayer"))->currentIndex(), 0);
    QCOMPARE(d.findChild<QComboBox*>(QStringLiteral("blackPlayer"))->currentText(),
             QStringLiteral("MaxQi"));
    QCOMPARE(d.findChild<QComboBox*>(QStringLiteral("variant"))->currentData().toString(),
             QStringLiteral("xiangqi"));
    d.findChild<QComboBox*>(QStringLiteral("whitePlayer"))->setCurrentIndex(2);
    const GameSettings s = d.settings();
    QCOMPARE(s.variant, QStringLiteral("xiangqi"));
    QVERIFY(s.engines[0] && s.engines[1]);
    QCOMPARE(s.engines[0]->program, QStringLiteral("/usr/games/fairymax"));
    QCOMPARE(s.engines[1]->program, QStringLiteral("/usr/games/maxqi"));
}

void TestNewGameDialog::timeControlFields_data() {
    QTest::addColumn<TimeControl>("given");
    QTest::addColumn<TimeControl>("returned");
    QTest::newRow("classical") << tc(40, 300000) << tc(40, 300000);
    QTest::newRow("sudden death") << tc(0, 60000) << tc(0, 60000);
    // An increment makes the clock incremental: moves per session are dropped.
    QTest::newRow("incremental") << tc(40, 120000, 2500) << tc(0, 120000, 2500);
    QTest::newRow("fixed per move, depth")
        << tc(40, 300000, 0, 1500, 7) << tc(40, 300000, 0, 1500, 7);
}

void TestNewGameDialog::timeControlFields() {
    QFETCH(TimeControl, given);
    QFETCH(TimeControl, returned);
    GameSettings initial;
    initial.timeControl = given;
    NewGameDialog d(Engines, initial, nullptr);
    QCOMPARE(d.settings().timeControl, returned);
    QCOMPARE(d.settings().timeControlFor(0), returned);
    QCOMPARE(d.settings().timeControlFor(1), returned);
}

void TestNewGameDialog::perSideControls() {
    GameSettings initial;
    initial.timeControl = tc(0, 300000, 3000);
    NewGameDialog d(Engines, initial, nullptr);
    d.show();
    auto* odds = d.findChild<QCheckBox*>(QStringLiteral("timeOdds"));
    odds->click();
    QVERIFY(editor(d, 1)->isVisible());
    // Black's clock starts as a copy of White's.
    QCOMPARE(editor(d, 1)->timeControl(), initial.timeControl);
    field<QDoubleSpinBox>(editor(d, 1), "baseMinutes")->setValue(1.5);
    field<QDoubleSpinBox>(editor(d, 1), "increment")->setValue(0.5);
    field<QSpinBox>(editor(d, 1), "depth")->setValue(4);
    const GameSettings s = d.settings();
    QVERIFY(s.timeOdds);
    QCOMPARE(s.sideTime[0], tc(0, 300000, 3000));
    QCOMPARE(s.sideTime[1], tc(0, 90000, 500, 0, 4));
    QCOMPARE(s.timeControlFor(0), s.sideTime[0]);
    QCOMPARE(s.timeControlFor(1), s.sideTime[1]);
    QCOMPARE(s.timeControl, s.sideTime[0]); // White's, for code that knows one clock
    QVERIFY(d.findChild<QGroupBox*>()->title().contains(QStringLiteral("White")));
}

void TestNewGameDialog::oddsOffGivesOneClock() {
    NewGameDialog d(Engines, GameSettings{}, nullptr);
    d.show();
    auto* odds = d.findChild<QCheckBox*>(QStringLiteral("timeOdds"));
    odds->click();
    field<QDoubleSpinBox>(editor(d, 1), "baseMinutes")->setValue(1);
    odds->click();
    QVERIFY(!editor(d, 1)->isVisible());
    const GameSettings s = d.settings();
    QVERIFY(!s.timeOdds);
    QCOMPARE(s.sideTime[1], s.timeControl);
    QCOMPARE(s.timeControlFor(1), s.timeControl);
}

void TestNewGameDialog::initialOddsShown() {
    GameSettings initial;
    initial.timeOdds = true;
    initial.sideTime = {tc(40, 300000), tc(40, 60000)};
    initial.timeControl = initial.sideTime[0];
    NewGameDialog d(Engines, initial, nullptr);
    d.show();
    QVERIFY(d.findChild<QCheckBox*>(QStringLiteral("timeOdds"))->isChecked());
    QVERIFY(editor(d, 1)->isVisible());
    QCOMPARE(d.settings().sideTime[0], tc(40, 300000));
    QCOMPARE(d.settings().sideTime[1], tc(40, 60000));
}

void TestNewGameDialog::swapTakesHandicapAlong() {
    GameSettings initial;
    initial.timeOdds = true;
    initial.sideTime = {tc(40, 300000), tc(40, 60000)};
    initial.engines = {Engines[0], std::nullopt};
    NewGameDialog d(Engines, initial, nullptr);
    d.findChild<QPushButton*>(QStringLiteral("swapColours"))->click();
    const GameSettings s = d.settings();
    QVERIFY(!s.engines[0]);
    QVERIFY(s.engines[1]);
    QCOMPARE(s.engines[1]->name, QStringLiteral("Tabiya Engine"));
    QCOMPARE(s.sideTime[1], tc(40, 300000)); // the engine keeps its 5 minutes
    QCOMPARE(s.sideTime[0], tc(40, 60000));
}

void TestNewGameDialog::onlyEnginesThatPlayTheVariant() {
    // What each engine announced (the engine list keeps it): GNU Chess and Stockfish play
    // chess only, MaxQi xiangqi only, tabiya-engine both; of Sjeng nothing is known yet.
    QList<EngineConfig> engines = {
        engine(QStringLiteral("tabiya-engine"), QStringLiteral("/opt/tabiya-engine")),
        engine(QStringLiteral("GNU Chess"), QStringLiteral("/usr/games/gnuchess")),
        engine(QStringLiteral("Stockfish"), QStringLiteral("/usr/games/stockfish")),
        engine(QStringLiteral("MaxQi"), QStringLiteral("/usr/games/maxqi")),
        engine(QStringLiteral("Sjeng"), QStringLiteral("/usr/games/sjeng")),
    };
    engines[0].variants = {QStringLiteral("normal"), QStringLiteral("xiangqi")};
    engines[1].variants = {QStringLiteral("normal")};
    engines[2].variants = {QStringLiteral("normal")};
    engines[3].variants = {QStringLiteral("xiangqi")};
    GameSettings initial;
    initial.engines[1] = engines[1]; // GNU Chess as Black
    NewGameDialog d(engines, initial, nullptr);
    auto* variant = d.findChild<QComboBox*>(QStringLiteral("variant"));
    auto* black = d.findChild<QComboBox*>(QStringLiteral("blackPlayer"));
    auto* white = d.findChild<QComboBox*>(QStringLiteral("whitePlayer"));
    auto names = [](QComboBox* box) {
        QStringList list;
        for (int i = 0; i < box->count(); ++i)
            list << box->itemText(i);
        return list;
    };
    const QStringList chess{"Human", "tabiya-engine", "GNU Chess", "Stockfish", "Sjeng"};
    const QStringList xiangqi{"Human", "tabiya-engine", "MaxQi", "Sjeng"};
    QCOMPARE(names(white), chess);
    QCOMPARE(names(black), chess);
    QCOMPARE(black->currentText(), QStringLiteral("GNU Chess"));
    // With GNU Chess (chess only) chosen, xiangqi is not offered at all.
    QCOMPARE(variant->findData(QStringLiteral("xiangqi")), -1);
    QCOMPARE(variant->currentData().toString(), QStringLiteral("normal"));

    // A person for Black: every variant again. Xiangqi: GNU Chess and Stockfish are not
    // offered to either side.
    black->setCurrentIndex(black->findText(QStringLiteral("Human")));
    QVERIFY(variant->findData(QStringLiteral("xiangqi")) >= 0);
    variant->setCurrentIndex(variant->findData(QStringLiteral("xiangqi")));
    QCOMPARE(names(white), xiangqi);
    QCOMPARE(names(black), xiangqi);
    QCOMPARE(black->currentText(), QStringLiteral("Human"));
    black->setCurrentIndex(black->findText(QStringLiteral("tabiya-engine")));
    GameSettings s = d.settings();
    QCOMPARE(s.variant, QStringLiteral("xiangqi"));
    QVERIFY(!s.engines[0]);
    QCOMPARE(s.engines[1]->name, QStringLiteral("tabiya-engine"));

    // MaxQi (xiangqi only) as White: chess is no longer offered.
    white->setCurrentIndex(white->findText(QStringLiteral("MaxQi")));
    QCOMPARE(variant->findData(QStringLiteral("normal")), -1);
    QCOMPARE(variant->currentData().toString(), QStringLiteral("xiangqi"));
    white->setCurrentIndex(white->findText(QStringLiteral("Human")));

    // Back to chess: an engine that plays both stays chosen.
    variant->setCurrentIndex(variant->findData(QStringLiteral("normal")));
    QCOMPARE(names(black), chess);
    QCOMPARE(black->currentText(), QStringLiteral("tabiya-engine"));
}

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"
