// Integration: CecpEngine against the real engines Debian ships (installed by the README's
// test command): handshake and clean quit, a short game to a result with every move checked
// by board/core, analysis, an option round trip, and highlight. A row is skipped only when
// its engine binary is missing.

#include "board/core/movetext.h"
#include "board/core/position.h"
#include "protocol/cecpengine.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

namespace {

struct RealEngine {
    const char* name;
    const char* program;
    QStringList args;
};

const QList<RealEngine>& realEngines() {
    static const QList<RealEngine> engines{
        {"fairymax", "/usr/games/fairymax", {}},
        {"shamax", "/usr/games/shamax", {}},
        {"maxqi", "/usr/games/maxqi", {}},
        {"hachu", "/usr/games/hachu", {}},
        {"sjaakii", "/usr/games/sjaakii", {}},
        {"fairy-stockfish", "/usr/games/fairy-stockfish", {}},
        {"gnuchess", "/usr/games/gnuchess", {"-x"}},
        {"sjeng", "/usr/games/sjeng", {}},
        {"phalanx", "/usr/games/phalanx", {}},
        {"hoichess", "/usr/games/hoichess", {}},
        {"polyglot-stockfish", "/usr/games/polyglot", {"-noini", "-ec", "/usr/games/stockfish"}},
    };
    return engines;
}

RealEngine find(const QString& name) {
    for (const auto& e : realEngines())
        if (name == QLatin1String(e.name)) return e;
    return {};
}

// Mate in two for White: 1. Rd8+ Rxd8 2. Rxd8#.
const char* chessMateInTwo = "r5k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1";
// A pawn ending no opening book knows: analysis must come from a search.
const char* pawnEnding = "4k3/pp3ppp/8/8/8/8/PP3PPP/4K3 w - - 0 1";
// Xiangqi, mate in one: the chariot to b9 (the flying-general rule guards e9).
const char* xiangqiMateInOne = "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1";

} // namespace

class TestRealEngines : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_workDir;
    std::unique_ptr<CecpEngine> start(const RealEngine& re, const QString& workDir = {});

private slots:
    void handshake_data();
    void handshake();
    void shortGame_data();
    void shortGame();
    void analysis_data();
    void analysis();
    void optionRoundTrip_data();
    void optionRoundTrip();
    void highlight_data();
    void highlight();
    void exitOnBadInput_data();
    void exitOnBadInput();
    void unreadCommandsWithheld_data();
    void unreadCommandsWithheld();
};

std::unique_ptr<CecpEngine> TestRealEngines::start(const RealEngine& re, const QString& workDir) {
    auto e = std::make_unique<CecpEngine>();
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c;
    c.program = QString::fromLatin1(re.program);
    c.arguments = re.args;
    // An empty folder of its own: engines write logs and learn files where they run, and
    // GNU Chess 6 aborts ("buffer overflow detected") when run in a crowded /tmp.
    c.workingDirectory = workDir.isEmpty() ? m_workDir.path() : workDir;
    // The machine may be busy (CI, parallel builds): give slow starters more than XBoard's 2 s.
    c.timeoutScale = 3;
    e->start(c);
    if (!ready.wait(15000)) return nullptr;
    return e;
}

static void addEngineRows(const QStringList& names) {
    QTest::addColumn<QString>("engine");
    for (const QString& n : names)
        QTest::newRow(qPrintable(n)) << n;
}

#define SKIP_IF_MISSING(re)                                                                        \
    if (!QFile::exists(QString::fromLatin1((re).program)))                                         \
    QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String((re).program))))

void TestRealEngines::handshake_data() {
    QStringList names;
    for (const auto& e : realEngines())
        names << e.name;
    addEngineRows(names);
}

void TestRealEngines::handshake() {
    QFETCH(QString, engine);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    auto e = start(re);
    QVERIFY2(e, "no ready()");
    QCOMPARE(e->capabilities().protocolVersion, 2);
    QVERIFY(!e->name().isEmpty());
    // Every engine but those that break on "?" can be asked to move now.
    QCOMPARE(bool(e->capabilities() & Capability::MoveNow),
             !e->name().startsWith(QLatin1String("Fairy-Max")) &&
                 !e->name().startsWith(QLatin1String("ShaMax")));
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(10000));
    QCOMPARE(crashed.size(), 0);
}

void TestRealEngines::shortGame_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    for (const char* n : {"fairymax", "sjaakii", "fairy-stockfish", "gnuchess", "sjeng", "phalanx",
                          "hoichess", "polyglot-stockfish"})
        QTest::newRow(n) << n << "normal" << chessMateInTwo;
    QTest::newRow("maxqi") << "maxqi"
                           << "xiangqi" << xiangqiMateInOne;
}

void TestRealEngines::shortGame() {
    // Two instances of the engine play each other; every move is checked with board/core
    // and relayed; the game ends when the side to move has no legal move.
    QFETCH(QString, engine);
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    const Variant* v = Variant::byName(variant.toStdString());
    QVERIFY(v);
    auto pos = Position::fromFen(*v, fen.toStdString());
    QVERIFY(pos);

    std::unique_ptr<CecpEngine> players[2] = {start(re), start(re)};
    QVERIFY(players[0] && players[1]);
    for (int side = 0; side < 2; ++side) {
        GameSetup g;
        g.variant = variant;
        g.fen = fen;
        g.timeControl.movesPerSession = 0;
        g.timeControl.baseMs = 30000;
        g.role = side == 0 ? EngineRole::PlayWhite : EngineRole::PlayBlack;
        players[side]->newGame(g);
        players[side]->setTime(3000, 3000);
    }
    QSignalSpy moved0(players[0].get(), &EngineConnection::moveMade);
    QSignalSpy moved1(players[1].get(), &EngineConnection::moveMade);
    QSignalSpy* moved[2] = {&moved0, &moved1};
    players[0]->go();
    int toMove = 0;
    QStringList played;
    for (int ply = 0; ply < 12; ++ply) {
        if (!moved[toMove]->wait(20000)) {
            printTranscript(*players[0], "white");
            printTranscript(*players[1], "black");
            QFAIL(qPrintable(QStringLiteral("no move at ply %1").arg(ply)));
        }
        const QString text = moved[toMove]->takeFirst()[0].toString();
        played << text;
        const Move m = parseCoordinateMove(*pos, text.toStdString());
        if (m.isNone()) // show the conversation that led here
            printTranscript(*players[toMove], "mover");
        QVERIFY2(!m.isNone(), qPrintable(QStringLiteral("illegal move %1 in %2")
                                             .arg(text, QString::fromStdString(pos->fen()))));
        pos->makeMove(m);
        if (!pos->hasLegalMove()) break;
        toMove = 1 - toMove;
        players[toMove]->setTime(3000, 3000);
        players[toMove]->userMove({text, {}});
    }
    QVERIFY2(!pos->hasLegalMove(), qPrintable("no mate within 12 plies: " + played.join(' ')));
    QVERIFY(pos->inCheck()); // mate, not stalemate: White won
    for (auto& p : players) {
        QSignalSpy finished(p.get(), &EngineConnection::finished);
        p->sendResult(EngineResult::WhiteWins, QStringLiteral("White mates"));
        p->quit();
        QVERIFY(finished.wait(10000));
    }
}

void TestRealEngines::unreadCommandsWithheld_data() {
    addEngineRows({"fairymax", "shamax"});
}

void TestRealEngines::unreadCommandsWithheld() {
    // Fairy-Max and ShaMax die about every second time they read a command they do not
    // know (protocol/cecpquirks.h): five games against a computer, each with a draw offer,
    // Move Now and a result, were twenty chances to crash. Withheld, the engine
    // plays them all.
    QFETCH(QString, engine);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    auto e = start(re);
    QVERIFY2(e, "no ready()");
    // Move Now is not offered (the window says so rather than doing nothing).
    QVERIFY(!(e->capabilities() & Capability::MoveNow));
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    for (int game = 0; game < 5; ++game) {
        GameSetup g;
        g.variant = QStringLiteral("normal");
        g.timeControl.movesPerSession = 0;
        g.timeControl.baseMs = 30000;
        g.role = EngineRole::PlayWhite;
        g.opponentIsComputer = true;
        // Every other game from a position: setboard=0, so edit mode, whose "." ends the
        // board and is sent.
        if (game % 2) g.fen = QString::fromLatin1(pawnEnding);
        e->newGame(g);
        e->setTime(3000, 3000);
        e->offerDraw();
        e->go();
        e->moveNow();
        if (!moved.wait(20000)) printTranscript(*e, qPrintable(engine));
        QVERIFY2(moved.size() == 1, qPrintable(QStringLiteral("no move in game %1").arg(game)));
        moved.clear();
        e->sendResult(EngineResult::Draw, QStringLiteral("Draw by adjudication"));
    }
    QCOMPARE(crashed.size(), 0);
    for (const QString& line : linesSent(*e))
        for (const char* unread : {"computer", "result", "draw", "?"})
            QVERIFY2(line.section(QLatin1Char(' '), 0, 0) != QLatin1String(unread),
                     qPrintable(line));
    QVERIFY(linesSent(*e).contains(QStringLiteral(".")));
    int withheld = 0;
    for (const QString& n : notes(*e))
        withheld += n.contains(QLatin1String("breaks on commands it does not know"));
    QVERIFY2(withheld >= 5 * 3, qPrintable(QString::number(withheld)));
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(10000));
    QCOMPARE(crashed.size(), 0);
}

void TestRealEngines::analysis_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen"); // empty: the variant's start
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("supported");
    for (const char* n : {"fairymax", "sjaakii", "fairy-stockfish", "gnuchess", "sjeng", "phalanx",
                          "hoichess", "polyglot-stockfish"})
        QTest::newRow(n) << n << "normal" << pawnEnding << "a2a3" << true;
    // HaChu searches only after "memory" (it crashes without its tables), which goes to it
    // by default. Shatranj: a variant board/core does not know, so no game, but analysis.
    QTest::newRow("hachu") << "hachu"
                           << "shatranj" << QString() << "a2a3" << true;
    // MaxQi 4.8 has no analyze and does not say analyze=0: "Error (unknown command):
    // analyze" must turn analysis off, not leave it waiting.
    QTest::newRow("maxqi") << "maxqi"
                           << "xiangqi" << QString() << "h2e2" << false;
}

void TestRealEngines::analysis() {
    QFETCH(QString, engine);
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(bool, supported);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    auto e = start(re);
    QVERIFY(e);
    QVERIFY(e->capabilities().analyze); // what the features say
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    GameSetup g;
    g.variant = variant;
    g.fen = fen;
    e->newGame(g);
    e->userMove({move, {}});
    e->startAnalysis();
    if (!supported) {
        QTRY_VERIFY_WITH_TIMEOUT(!e->capabilities().analyze, 10000);
        QCOMPARE(e->state(), EngineConnection::State::Idle);
        QCOMPARE(errors.last()[1].toString(), "analyze");
        QSignalSpy finished(e.get(), &EngineConnection::finished);
        e->quit();
        QVERIFY(finished.wait(10000));
        QVERIFY(!linesSent(*e).contains("exit"));
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(
        !thinking.isEmpty() && !thinking.last()[0].value<ThinkingLine>().pv.isEmpty(), 15000);
    QCOMPARE(e->state(), EngineConnection::State::Analyzing);
    e->stopAnalysis();
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(10000));
    QCOMPARE(moved.size(), 0); // analysis never plays a move
    QCOMPARE(crashed.size(), 0);
}

void TestRealEngines::optionRoundTrip_data() {
    addEngineRows({"fairy-stockfish", "sjaakii", "polyglot-stockfish"});
}

void TestRealEngines::optionRoundTrip() {
    // MultiPV 3 goes to the engine by its exact name (through Polyglot to Stockfish's UCI
    // option); the analysis that follows must show several different first moves at one
    // depth, which only the option can cause.
    QFETCH(QString, engine);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    auto e = start(re);
    QVERIFY(e);
    bool found = false;
    for (const auto& o : e->options())
        found = found || (o.name == "MultiPV" && o.type == EngineOption::Type::Spin && o.max >= 3);
    QVERIFY(found);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    e->setOption("MultiPV", "3");
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    e->newGame({});
    e->startAnalysis();
    auto distinctFirstMoves = [&] {
        QHash<int, QSet<QString>> byDepth;
        int best = 0;
        for (const auto& args : thinking) {
            const auto t = args[0].value<ThinkingLine>();
            if (t.pv.isEmpty()) continue;
            byDepth[t.depth].insert(t.pv.first());
            best = std::max(best, int(byDepth[t.depth].size()));
        }
        return best;
    };
    QTRY_VERIFY_WITH_TIMEOUT(distinctFirstMoves() >= 3, 15000);
    e->stopAnalysis();
    for (const auto& err : errors) // fairy-stockfish rejects post/easy; options must pass
        QVERIFY2(!err[1].toString().startsWith("option"), qPrintable(err[1].toString()));
    QVERIFY(linesSent(*e).contains("option MultiPV=3"));
}

void TestRealEngines::highlight_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("square");
    QTest::addColumn<bool>("answers"); // hachu 0.21 announces highlight=1 but rejects lift
    QTest::newRow("fairy-stockfish") << "fairy-stockfish"
                                     << "normal"
                                     << "e2" << true;
    QTest::newRow("sjaakii") << "sjaakii"
                             << "normal"
                             << "e2" << true;
    QTest::newRow("hachu") << "hachu"
                           << "shatranj"
                           << "e2" << false;
}

void TestRealEngines::highlight() {
    QFETCH(QString, engine);
    QFETCH(QString, variant);
    QFETCH(QString, square);
    QFETCH(bool, answers);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    auto e = start(re);
    QVERIFY(e);
    QVERIFY(e->capabilities().highlight);
    QSignalSpy hl(e.get(), &EngineConnection::highlight);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    GameSetup g;
    g.variant = variant;
    e->newGame(g);
    e->liftPiece(square);
    QVERIFY(linesSent(*e).contains("lift " + square));
    if (!answers) {
        QVERIFY(errors.wait(10000));
        return;
    }
    QVERIFY(hl.wait(10000));
    const auto board = hl[0][0].value<HighlightBoard>();
    QCOMPARE(board.width, 8);
    QCOMPARE(board.height, 8);
    // The pawn on e2 may go to e3 and e4 (rows from the top: rank 3 is row 5).
    QVERIFY(board.at(4, 5).colour != HighlightColour::None);
    QVERIFY(board.at(4, 4).colour != HighlightColour::None);
    QCOMPARE(board.at(4, 3).colour, HighlightColour::None);
}

void TestRealEngines::exitOnBadInput_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("variant"); // a game of it first; empty: none
    // HoiChess exits on a command it does not know.
    QTest::newRow("hoichess") << "hoichess"
                              << "frobnicate" << QString();
    // HaChu answers unknown commands with an error but exits (status 255) on a position it
    // cannot read in shatranj, after "tellusererror Unknown piece".
    QTest::newRow("hachu") << "hachu"
                           << "setboard garbage"
                           << "shatranj";
}

void TestRealEngines::exitOnBadInput() {
    // An engine that exits on bad input: a crash report, not a hang.
    QFETCH(QString, engine);
    QFETCH(QString, line);
    QFETCH(QString, variant);
    const RealEngine re = find(engine);
    SKIP_IF_MISSING(re);
    auto e = start(re);
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    if (!variant.isEmpty()) {
        GameSetup g;
        g.variant = variant;
        e->newGame(g);
    }
    e->sendRaw(line);
    QVERIFY(crashed.wait(10000));
    QCOMPARE(e->state(), EngineConnection::State::Finished);
    QVERIFY(!crashed[0][0].value<CrashInfo>().reason.isEmpty());
}

QTEST_GUILESS_MAIN(TestRealEngines)
#include "tst_realengines.moc"
