// The window's game set-up as plain functions (GamePlayers::forMode, GameStarter::
// fromCommandLine), no window: a mode change moves the game's engines and their levels to
// the sides the mode gives them (Edit Game keeps the levels for the engines' return); the
// command line gives a person against the first engine (at its default level when none is
// named) or the first engine against the second.
#include "app/gui/gameplayers.h"
#include "app/gui/gamestarter.h"

#include <QTest>

using namespace tabiya;

class TestGameStarter : public QObject {
    Q_OBJECT
private slots:
    void forMode_data();
    void forMode();
    void commandLinePersonAgainstEngine();
    void commandLineTwoEngines();
};

namespace {
EngineConfig engine(const QString& name) {
    EngineConfig c;
    c.name = name;
    c.program = name;
    return c;
}
QString nameOf(const std::optional<EngineConfig>& e) {
    return e ? e->name : QStringLiteral("person");
}
QString levelOf(const std::optional<EngineLevel>& l) {
    return l ? QString::number(l->value) : QStringLiteral("-");
}
} // namespace

void TestGameStarter::forMode_data() {
    QTest::addColumn<int>("white"); // 0 person, 1 engine A at level 1500, 2 engine B at 2000
    QTest::addColumn<int>("black");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("expected"); // white engine/level, black engine/level
    using M = Session::Mode;
    QTest::newRow("person v A, Machine White")
        << 0 << 1 << int(M::MachineWhite) << "A 1500 person -";
    QTest::newRow("person v A, Machine Black")
        << 0 << 1 << int(M::MachineBlack) << "person - A 1500";
    QTest::newRow("A v person, Two Machines") << 1 << 0 << int(M::TwoMachines) << "A 1500 A 1500";
    QTest::newRow("A v B, Two Machines") << 1 << 2 << int(M::TwoMachines) << "A 1500 B 2000";
    QTest::newRow("A v B, Machine Black") << 1 << 2 << int(M::MachineBlack) << "person - A 1500";
    QTest::newRow("A v B, Edit Game")
        << 1 << 2 << int(M::EditGame) << "person 1500 person 2000"; // levels kept for later
    QTest::newRow("no engine: the fallback") << 0 << 0 << int(M::MachineWhite) << "F - person -";
}

void TestGameStarter::forMode() {
    QFETCH(int, white);
    QFETCH(int, black);
    QFETCH(int, mode);
    QFETCH(QString, expected);
    GameSettings s;
    const int sides[2] = {white, black};
    for (int c = 0; c < 2; ++c) {
        if (sides[c] == 1) s.engines[c] = engine(QStringLiteral("A"));
        if (sides[c] == 2) s.engines[c] = engine(QStringLiteral("B"));
        if (sides[c] != 0) s.levels[c] = EngineLevel{LevelKind::Elo, sides[c] == 1 ? 1500 : 2000};
    }
    const GameSettings out =
        GamePlayers::forMode(s, Session::Mode(mode), engine(QStringLiteral("F")));
    QCOMPARE(QStringLiteral("%1 %2 %3 %4")
                 .arg(nameOf(out.engines[0]), levelOf(out.levels[0]), nameOf(out.engines[1]),
                      levelOf(out.levels[1])),
             expected);
}

void TestGameStarter::commandLinePersonAgainstEngine() {
    MatchOptions o;
    o.variant = QStringLiteral("xiangqi");
    const GameSettings s = GameStarter::fromCommandLine({}, o, engine(QStringLiteral("A")),
                                                        engine(QStringLiteral("B")));
    QCOMPARE(s.variant, QStringLiteral("xiangqi"));
    QVERIFY(!s.engines[0]); // the person plays White
    QCOMPARE(nameOf(s.engines[1]), QStringLiteral("A"));
    // No engine named: the default opponent plays at its default level.
    const EngineConfig a = engine(QStringLiteral("A"));
    QCOMPARE(s.levels[1], std::optional(level::defaultLevel(level::scaleFor(a.strengthOptions))));
    o.firstGiven = true;
    QVERIFY(!GameStarter::fromCommandLine({}, o, engine(QStringLiteral("A")), {}).levels[1]);
}

void TestGameStarter::commandLineTwoEngines() {
    MatchOptions o;
    o.firstGiven = o.secondGiven = true;
    o.timeGiven = true;
    o.timeControl.baseMs = 60000;
    const GameSettings s = GameStarter::fromCommandLine({}, o, engine(QStringLiteral("A")),
                                                        engine(QStringLiteral("B")));
    QCOMPARE(nameOf(s.engines[0]), QStringLiteral("A"));
    QCOMPARE(nameOf(s.engines[1]), QStringLiteral("B"));
    QCOMPARE(s.timeControlFor(0).baseMs, qint64(60000));
    QCOMPARE(s.timeControlFor(1).baseMs, qint64(60000));
    QVERIFY(!s.timeOdds);
}

QTEST_GUILESS_MAIN(TestGameStarter)
#include "tst_gamestarter.moc"
