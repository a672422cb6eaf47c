// CecpEngine and the protocol's corners, line by line against the fake engine: the
// white/black idioms of colors=1 engines, SAN moves for san=1, the GNU Chess 4 fallbacks
// for st and sd, the option list cleared by done=0, "rejected option NAME", and features
// that arrive after the handshake's 2 s (a loaded machine).

#include "protocol/cecpengine.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QElapsedTimer>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestCecpIdioms : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<CecpEngine> startFake(const QStringList& args, double scale = 1.0,
                                          const EngineConfig* base = nullptr);

private slots:
    void colorsIdioms();
    void sanMoves();
    void gnuChess4Fallbacks();
    void doneZeroClearsOptions();
    void rejectedOptionName();
    void lateFeatures();
    void lateFeaturesResendThePosition();
    void lateFeaturesResendThePosition_data();
};

std::unique_ptr<CecpEngine> TestCecpIdioms::startFake(const QStringList& args, double scale,
                                                      const EngineConfig* base) {
    auto e = std::make_unique<CecpEngine>();
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c = base ? *base : EngineConfig();
    c.program = fakeEngine();
    c.arguments = args;
    c.timeoutScale = scale;
    e->start(c);
    if (!ready.wait(10000)) return nullptr;
    return e;
}

// The lines sent since `from` (a count of lines sent before).
static QStringList sentSince(const EngineConnection& e, qsizetype from) {
    return linesSent(e).mid(from);
}

// The lines of a new game up to and including "force" are not looked at here.
static QStringList afterForce(const QStringList& lines) {
    const qsizetype f = lines.lastIndexOf("force");
    return f < 0 ? lines : lines.mid(f + 1);
}

void TestCecpIdioms::colorsIdioms() {
    // Section 13: with colors=1 the side is named before go; with the clocks to update,
    // GNU Chess 4's kludge names the other side first.
    auto e = startFake({"colors", "moves=e2e4,e7e5", "think-ms=20000"});
    QVERIFY(e);
    QVERIFY(e->capabilities().colors);
    GameSetup g;
    g.role = EngineRole::PlayWhite;
    qsizetype mark = linesSent(*e).size();
    e->newGame(g);
    e->go(); // no clocks known yet: "white", "go"
    QStringList sent = afterForce(sentSince(*e, mark));
    QCOMPARE(sent.mid(sent.indexOf("white")), (QStringList{"white", "go"}));
    e->force();

    // White on move, clocks: black, time, otim, white, go.
    mark = linesSent(*e).size();
    e->newGame(g);
    e->setTime(60000, 50000);
    e->go();
    sent = afterForce(sentSince(*e, mark));
    QCOMPARE(sent.mid(sent.indexOf("black")),
             (QStringList{"black", "time 6000", "otim 5000", "white", "go"}));
    e->force();

    // Black on move: white, time, otim, black, go.
    g.role = EngineRole::PlayBlack;
    g.fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    mark = linesSent(*e).size();
    e->newGame(g);
    e->setTime(30000, 40000);
    e->go();
    sent = afterForce(sentSince(*e, mark));
    QCOMPARE(sent.mid(sent.indexOf("white")),
             (QStringList{"white", "time 3000", "otim 4000", "black", "go"}));
}

void TestCecpIdioms::sanMoves() {
    // san=1: moves go out in SAN (the replayed ones too); coordinates when no SAN is known.
    auto e = startFake({"san"});
    QVERIFY(e);
    QVERIFY(e->capabilities().san);
    GameSetup g;
    g.moves = {{"e2e4", "e4"}, {"e7e5", "e5"}};
    const qsizetype mark = linesSent(*e).size();
    e->newGame(g);
    e->userMove({"g1f3", "Nf3"});
    e->userMove({"b8c6", {}});
    const QStringList sent = sentSince(*e, mark);
    QStringList moves;
    for (const QString& l : sent)
        if (l.startsWith("usermove ")) moves << l;
    QCOMPARE(moves, (QStringList{"usermove e4", "usermove e5", "usermove Nf3", "usermove b8c6"}));
}

void TestCecpIdioms::gnuChess4Fallbacks() {
    // "Illegal move: st" and "Error (unknown command): sd": from the next game on, "level 1
    // TIME" for st and "depth" then the depth on a line of its own for sd.
    auto e = startFake({"nost", "nosd"});
    QVERIFY(e);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    GameSetup g;
    g.timeControl.fixedMoveMs = 10000;
    g.timeControl.maxDepth = 7;
    qsizetype mark = linesSent(*e).size();
    e->newGame(g);
    QStringList sent = sentSince(*e, mark);
    QCOMPARE(sent.mid(sent.indexOf("new") + 1, 2), (QStringList{"st 10", "sd 7"}));
    QTRY_COMPARE(errors.size(), 2);
    QCOMPARE(errors[0][1].toString(), "st");
    QCOMPARE(errors[1][1].toString(), "sd");
    mark = linesSent(*e).size();
    e->newGame(g);
    sent = sentSince(*e, mark);
    QCOMPARE(sent.mid(sent.indexOf("new") + 1, 3), (QStringList{"level 1 10", "depth", "7"}));
}

void TestCecpIdioms::doneZeroClearsOptions() {
    // An option before done=0 is forgotten: the spec clears the list on done=0.
    auto e = startFake({"done0=300", "early-option"}, 0.25);
    QVERIFY(e);
    QVERIFY(linesReceived(*e).contains("feature option=\"Early -check 1\""));
    QStringList names;
    for (const EngineOption& o : e->options())
        names << o.name;
    QCOMPARE(names,
             (QStringList{"Hash", "Style", "Ponder", "Book File", "Clear Hash", "Defaults"}));
}

void TestCecpIdioms::rejectedOptionName() {
    // "rejected option NAME": the name, not the whole declaration.
    auto e = startFake({"bad-spin"});
    QVERIFY(e);
    const QStringList sent = linesSent(*e);
    QVERIFY(sent.contains("rejected option Bad"));
    QVERIFY(sent.contains("rejected option Broken"));
    QVERIFY(!sent.contains("rejected option Bad -spin 5 0"));
    QCOMPARE(sent.filter("rejected option").size(), 2);
    QCOMPARE(e->options().size(), 6);
}

void TestCecpIdioms::lateFeatures() {
    // The features come 2.5 s after protover: the handshake has ended at 2 s with a
    // version 1 engine. XBoard takes features whenever they come, and so must we: they
    // are answered, the capabilities and options change, configured values follow, and
    // positions then go by setboard.
    EngineConfig c;
    c.initialOptions = {{"Hash", "64"}};
    c.memoryMb = 32;
    QElapsedTimer t;
    t.start();
    auto e = startFake({"late-features=2500"}, 1.0, &c);
    QVERIFY(e);
    QVERIFY(t.elapsed() < 2500);
    QCOMPARE(e->capabilities().protocolVersion, 1);
    QVERIFY(!e->capabilities().setboard);
    QSignalSpy options(e.get(), &EngineConnection::optionsChanged);
    QSignalSpy told(e.get(), &EngineConnection::tellUser);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    QTRY_VERIFY_WITH_TIMEOUT(linesSent(*e).contains("accepted done"), 5000);
    QCOMPARE(e->capabilities().protocolVersion, 2);
    QVERIFY(e->capabilities().setboard && e->capabilities().usermove && e->capabilities().ping);
    QCOMPARE(e->capabilities().name, "Fake Engine 1.0");
    QCOMPARE(e->options().size(), 6);
    QVERIFY(!options.isEmpty());
    const QStringList sent = linesSent(*e);
    QVERIFY(sent.contains("accepted setboard"));
    QVERIFY(sent.contains("rejected xedit"));
    QVERIFY(sent.contains("memory 32"));
    QTRY_COMPARE(told.size(), 1); // the fake echoes "option Hash=64"
    QCOMPARE(told[0][0].toString(), "option Hash=64");
    QCOMPARE(errors.size(), 0);
    GameSetup g;
    g.fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    const qsizetype mark = linesSent(*e).size();
    e->newGame(g);
    QVERIFY(sentSince(*e, mark).contains("setboard " + g.fen));
    QVERIFY(!sentSince(*e, mark).contains("edit"));
    e->userMove({"e8d8", {}});
    QVERIFY(linesSent(*e).contains("usermove e8d8"));
}

void TestCecpIdioms::lateFeaturesResendThePosition_data() {
    QTest::addColumn<QString>("task");
    QTest::addColumn<QString>("restart"); // the command that starts the task again
    QTest::newRow("engine on move") << "go"
                                    << "go";
    QTest::newRow("engine waits") << "playother"
                                  << "playother";
    QTest::newRow("analysis") << "analyze"
                              << "analyze";
    // The opponent's move went in while the features were still coming (CI once saw
    // GNU Chess, given "Rd8+" this way, answer from the start position).
    QTest::newRow("opponent moved") << "usermove"
                                    << "go";
}

void TestCecpIdioms::lateFeaturesResendThePosition() {
    // GNU Chess on a loaded machine: its features come after the handshake, so the game's
    // position went out through edit, which it does not know. Once setboard is declared
    // the position goes again that way with the moves played since, and the task starts
    // afresh.
    QFETCH(QString, task);
    QFETCH(QString, restart);
    auto e = startFake({"late-features=1500", "think-ms=2500", "moves=e8d8"}, 0.5);
    QVERIFY(e);
    QCOMPARE(e->capabilities().protocolVersion, 1);
    GameSetup g;
    g.fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    const bool waits = task == "playother" || task == "usermove";
    g.role = waits ? EngineRole::PlayWhite : EngineRole::PlayBlack;
    QSignalSpy moves(e.get(), &EngineConnection::moveMade);
    e->newGame(g);
    e->setTime(60000, 60000);
    if (task == "go") e->go();
    if (task == "analyze") e->startAnalysis();
    if (task == "usermove") e->userMove({"e8d8", {}});
    QVERIFY(linesSent(*e).contains("edit"));
    QVERIFY(!linesSent(*e).contains("setboard " + g.fen));
    QTRY_VERIFY_WITH_TIMEOUT(linesSent(*e).contains("accepted done"), 5000);
    const QStringList after = sentSince(*e, linesSent(*e).lastIndexOf("accepted done"));
    const qsizetype force = after.indexOf("force"), setboard = after.indexOf("setboard " + g.fen);
    QVERIFY2(force >= 0 && setboard > force, qPrintable(after.join(" | ")));
    QVERIFY2(after.indexOf(restart, setboard) > setboard, qPrintable(after.join(" | ")));
    if (task == "usermove") {
        const qsizetype replayed = after.indexOf("usermove e8d8", setboard);
        QVERIFY2(replayed > setboard && after.indexOf("go", replayed) > replayed,
                 qPrintable(after.join(" | ")));
        QTRY_COMPARE_WITH_TIMEOUT(moves.size(), 1, 6000);
        QCOMPARE(e->state(), EngineConnection::State::Idle);
    } else if (task == "go") {
        QTRY_COMPARE_WITH_TIMEOUT(moves.size(), 1, 6000);
        QCOMPARE(moves[0][0].toString(), "e8d8");
        QCOMPARE(e->state(), EngineConnection::State::Idle);
    } else {
        QCOMPARE(e->state(), task == "analyze" ? EngineConnection::State::Analyzing
                                               : EngineConnection::State::Idle);
        QCOMPARE(moves.size(), 0);
    }
    // A later game on the same process goes by setboard from the start.
    const qsizetype mark = linesSent(*e).size();
    e->newGame(g);
    QVERIFY(sentSince(*e, mark).contains("setboard " + g.fen));
    QVERIFY(!sentSince(*e, mark).contains("edit"));
}

QTEST_GUILESS_MAIN(TestCecpIdioms)
#include "tst_cecpidioms.moc"
