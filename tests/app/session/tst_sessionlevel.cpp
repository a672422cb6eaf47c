// Sessions with real engines at a level: tabiya-engine limited to Elo 1500 (the options New
// Game sends, or -firstOptions "Limit Strength=true,Elo=1500" headless) is at that level
// in the session, and its PGN has [BlackElo "1500"] with the engine's plain name; Fairy-Max
// limited by depth has "(Depth 3)" after its name (a depth both sides share is no level);
// at full strength neither. The strength
// options the engine list knows tabiya-engine by are the ones it declares.
#include "app/session/enginecatalog.h"
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/session.h"
#include "protocol/engineconnection.h"
#include "tests/app/session/sessiontesthelpers.h"

#include <QSignalSpy>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestSessionLevel : public QObject {
    Q_OBJECT
private slots:
    void eloLevelInSessionAndPgn();
    void depthLevelAfterName();
    void sharedDepthIsNoLevel();
    void fullStrengthHasNoLevel();
    void knownOptionsAreTheEngines();

private:
    // A person as White against `black`; the game started.
    static bool start(Session& session, HumanPlayer& human, EnginePlayer& black,
                      const TimeControl& tc);
};

bool TestSessionLevel::start(Session& session, HumanPlayer& human, EnginePlayer& black,
                             const TimeControl& tc) {
    seat(session, &human, &black, Session::Mode::MachineBlack);
    session.setTimeControl(White, fast());
    session.setTimeControl(Black, tc);
    QSignalSpy started(&session, &Session::gameStarted);
    if (!session.newGame(Variant::chess())) return false;
    return started.wait(10000) || started.count() == 1;
}

void TestSessionLevel::eloLevelInSessionAndPgn() {
    HumanPlayer human(QStringLiteral("Human"));
    EngineConfig config = engine(QStringLiteral("tabiya-engine"));
    config.strengthOptions = EngineCatalog::defaultEngineStrengthOptions();
    TimeControl tc = fast();
    level::apply(config, tc, {LevelKind::Elo, 1500});
    EnginePlayer tabiya(config);
    Session session;
    QVERIFY(start(session, human, tabiya, tc));
    QCOMPARE(session.level(Black), (EngineLevel{LevelKind::Elo, 1500}));
    QCOMPARE(session.level(White), EngineLevel{});
    QCOMPARE(session.game().tag(QStringLiteral("BlackElo")), QStringLiteral("1500"));
    QCOMPARE(session.game().tag(QStringLiteral("Black")), tabiya.name());
    QVERIFY(session.game().tag(QStringLiteral("WhiteElo")).isEmpty());
    QVERIFY(session.game().toPgnText().contains(QStringLiteral("[BlackElo \"1500\"]")));
}

void TestSessionLevel::depthLevelAfterName() {
    HumanPlayer human(QStringLiteral("Human"));
    EngineConfig config = engine(QStringLiteral("/usr/games/fairymax"));
    TimeControl tc = fast();
    level::apply(config, tc, {LevelKind::Depth, 3});
    QCOMPARE(tc.maxDepth, 3);
    EnginePlayer fairymax(config);
    Session session;
    QVERIFY(start(session, human, fairymax, tc));
    QCOMPARE(session.level(Black), (EngineLevel{LevelKind::Depth, 3}));
    QCOMPARE(session.game().tag(QStringLiteral("Black")),
             fairymax.name() + QStringLiteral(" (Depth 3)"));
    QVERIFY(session.game().tag(QStringLiteral("BlackElo")).isEmpty());
}

void TestSessionLevel::sharedDepthIsNoLevel() {
    // A depth both sides have (XBoard's -depth) is a condition of the game, not a level.
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fairymax(engine(QStringLiteral("/usr/games/fairymax")));
    Session session;
    seat(session, &human, &fairymax, Session::Mode::MachineBlack);
    session.setTimeControl(fast(3));
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QVERIFY(started.wait(10000) || started.count() == 1);
    QCOMPARE(session.level(Black), EngineLevel{});
    QCOMPARE(session.game().tag(QStringLiteral("Black")), fairymax.name());
}

void TestSessionLevel::fullStrengthHasNoLevel() {
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    Session session;
    QVERIFY(start(session, human, tabiya, fast()));
    QCOMPARE(session.level(Black), EngineLevel{});
    QCOMPARE(session.game().tag(QStringLiteral("Black")), tabiya.name());
    QVERIFY(session.game().tag(QStringLiteral("BlackElo")).isEmpty());
}

void TestSessionLevel::knownOptionsAreTheEngines() {
    // New Game offers tabiya-engine's level before it starts, from the declarations the
    // engine list holds: they must be what the engine declares (names, types, ranges).
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    QSignalSpy ready(&tabiya, &Player::ready);
    tabiya.prepare();
    QVERIFY(ready.wait(10000) || ready.count() == 1);
    const QList<EngineOption> declared = level::strengthOptions(tabiya.engine()->options());
    const QList<EngineOption> known = EngineCatalog::defaultEngineStrengthOptions();
    QCOMPARE(declared.size(), known.size());
    for (qsizetype i = 0; i < known.size(); ++i) {
        QCOMPARE(declared[i].name, known[i].name);
        QCOMPARE(declared[i].type, known[i].type);
        QCOMPARE(declared[i].min, known[i].min);
        QCOMPARE(declared[i].max, known[i].max);
        QCOMPARE(declared[i].normalised(declared[i].defaultValue), known[i].defaultValue);
    }
    QSignalSpy stopped(&tabiya, &EnginePlayer::stopped);
    tabiya.shutdown();
    QVERIFY(stopped.wait(10000) || stopped.count() == 1);
}

QTEST_GUILESS_MAIN(TestSessionLevel)
#include "tst_sessionlevel.moc"
