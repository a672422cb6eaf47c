// Integration: UciEngine and UcciEngine against real engines: Stockfish (UCI, chess) and
// Fairy-Stockfish as a UCI xiangqi engine (UCI_Variant xiangqi) and as a UCCI one (its
// "ucci" command). Handshake and clean quit, a move in a mate-in-one position checked by
// board/core, a game move with clocks and pondering, and analysis with three lines (MultiPV
// 3) and an excluded move. A row is skipped only when its engine binary is missing.

#include "board/core/movetext.h"
#include "board/core/position.h"
#include "protocol/ucciengine.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

Q_DECLARE_METATYPE(tabiya::EngineProtocol)

namespace {

struct UciRow {
    const char* name;
    const char* program;
    EngineProtocol protocol;
    const char* variant;
    const char* mateInOne; // FEN, the engine's side to move
};

const QList<UciRow>& rows() {
    static const QList<UciRow> list{
        {"stockfish-uci", "/usr/games/stockfish", EngineProtocol::Uci, "normal",
         "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"},
        {"fairy-stockfish-uci-xiangqi", "/usr/games/fairy-stockfish", EngineProtocol::Uci,
         "xiangqi", "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1"},
        {"fairy-stockfish-ucci", "/usr/games/fairy-stockfish", EngineProtocol::Ucci, "xiangqi",
         "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1"},
    };
    return list;
}

UciRow find(const QString& name) {
    for (const UciRow& r : rows())
        if (name == QLatin1String(r.name)) return r;
    return {};
}

} // namespace

class TestUciEngines : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_workDir;
    std::unique_ptr<EngineConnection> start(const UciRow& row);
    static void addRows();
    static void quit(EngineConnection& e);

private slots:
    void handshake_data() { addRows(); }
    void handshake();
    void mateInOne_data() { addRows(); }
    void mateInOne();
    void ponderGame_data() { addRows(); }
    void ponderGame();
    void analysis_data() { addRows(); }
    void analysis();
};

void TestUciEngines::addRows() {
    QTest::addColumn<QString>("engine");
    for (const UciRow& r : rows())
        QTest::newRow(r.name) << r.name;
}

#define START_ROW(row, e)                                                                          \
    QFETCH(QString, engine);                                                                       \
    const UciRow row = find(engine);                                                               \
    if (!QFile::exists(QString::fromLatin1(row.program)))                                          \
        QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(row.program)));                 \
    auto e = start(row);                                                                           \
    QVERIFY2(e, "no ready()")

std::unique_ptr<EngineConnection> TestUciEngines::start(const UciRow& row) {
    std::unique_ptr<EngineConnection> e(EngineConnection::create(row.protocol));
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c;
    c.program = QString::fromLatin1(row.program);
    c.protocol = row.protocol;
    c.workingDirectory = m_workDir.path();
    c.memoryMb = 16;
    c.cores = 1;
    c.timeoutScale = 3; // a busy machine
    e->start(c);
    if (!ready.wait(30000)) return nullptr;
    return e;
}

void TestUciEngines::quit(EngineConnection& e) {
    QSignalSpy finished(&e, &EngineConnection::finished);
    e.quit();
    QVERIFY(finished.wait(10000));
    QCOMPARE(e.state(), EngineConnection::State::Finished);
}

void TestUciEngines::handshake() {
    START_ROW(row, e);
    QVERIFY(e->name().contains(QLatin1String("Stockfish")));
    QVERIFY(e->capabilities().variants.contains(QLatin1String(row.variant)));
    QSet<QString> names;
    for (const EngineOption& o : e->options())
        names << o.name;
    QVERIFY(names.contains(QStringLiteral("MultiPV")));
    QVERIFY(names.contains(QStringLiteral("Hash")));
    const QStringList sent = linesSent(*e);
    // Tabiya's memory setting went out as the Hash option, in the dialect's words.
    QVERIFY2(sent.contains(row.protocol == EngineProtocol::Ucci ? "setoption Hash 16"
                                                                : "setoption name Hash value 16"),
             qPrintable(sent.join(" | ")));
    quit(*e);
}

void TestUciEngines::mateInOne() {
    START_ROW(row, e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g;
    g.variant = QString::fromLatin1(row.variant);
    g.fen = QString::fromLatin1(row.mateInOne);
    g.role = EngineRole::PlayWhite;
    g.timeControl.maxDepth = 4;
    g.timeControl.fixedMoveMs = 2000;
    e->newGame(g);
    e->go();
    QVERIFY(moved.wait(10000));
    const QString move = moved[0][0].toString();
    // A mating move (xiangqi's has two: b0b9 and b0d0, the king kept in its palace), in
    // Tabiya's coordinates whatever the engine counts ranks from.
    auto pos = Position::fromFen(*Variant::byName(row.variant), row.mateInOne);
    QVERIFY(pos);
    const Move m = parseCoordinateMove(*pos, move.toStdString());
    QVERIFY2(!m.isNone(), qPrintable(move));
    pos->makeMove(m);
    QVERIFY(!pos->hasLegalMove());
    QVERIFY(pos->inCheck());
    quit(*e);
}

void TestUciEngines::ponderGame() {
    // Two moves of a game with clocks: the engine ponders on the reply it expects, the
    // reply is a hit or a miss, and its next move is legal either way.
    START_ROW(row, e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    const Variant& v = *Variant::byName(row.variant);
    Position pos = Position::startPosition(v);
    GameSetup g;
    g.variant = QString::fromLatin1(row.variant);
    g.role = EngineRole::PlayWhite;
    g.ponder = true;
    g.timeControl.movesPerSession = 0;
    g.timeControl.baseMs = 4000;
    g.timeControl.incrementMs = 100;
    e->newGame(g);
    e->setTime(4000, 4000);
    e->go();
    for (int move = 0; move < 2; ++move) {
        QVERIFY(moved.wait(10000));
        const QString text = moved.takeFirst()[0].toString();
        const Move m = parseCoordinateMove(pos, text.toStdString());
        QVERIFY2(!m.isNone(), qPrintable(text));
        pos.makeMove(m);
        if (move == 1) break;
        QCOMPARE(e->state(), EngineConnection::State::Pondering);
        // The first legal reply: a ponder hit only if the engine expected it.
        MoveList replies;
        pos.generateLegal(replies);
        QVERIFY(replies.size() > 0);
        const QString reply = QString::fromStdString(coordinateText(pos, replies[0]));
        pos.makeMove(replies[0]);
        e->setTime(3900, 3900);
        e->userMove({reply, {}});
        QCOMPARE(e->state(), EngineConnection::State::Thinking);
    }
    quit(*e);
}

void TestUciEngines::analysis() {
    // Three lines (MultiPV 3) with their index, three different first moves at one depth;
    // then one of them excluded (searchmoves / banmoves) never comes back.
    START_ROW(row, e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g;
    g.variant = QString::fromLatin1(row.variant);
    e->newGame(g);
    e->setOption(QStringLiteral("MultiPV"), QStringLiteral("3"));
    QMap<int, QString> firstMoves; // multipv -> first move, at the deepest depth seen
    int depth = 0;
    QString excluded;
    QSet<QString> afterExclusion;
    connect(e.get(), &EngineConnection::thinking, this, [&](const ThinkingLine& l) {
        if (l.pv.isEmpty()) return;
        if (!excluded.isEmpty()) {
            afterExclusion << l.pv.first();
            return;
        }
        if (l.depth != depth) firstMoves.clear();
        depth = l.depth;
        firstMoves[l.multipv] = l.pv.first();
    });
    e->startAnalysis();
    QVERIFY(QTest::qWaitFor(
        [&] { return depth >= 6 && firstMoves.size() == 3 && firstMoves.contains(3); }, 20000));
    QCOMPARE(QSet<QString>(firstMoves.begin(), firstMoves.end()).size(), 3);
    // Exclude the best move: UCI needs the root moves for searchmoves.
    const Variant& v = *Variant::byName(row.variant);
    Position pos = Position::startPosition(v);
    MoveList legal;
    pos.generateLegal(legal);
    QList<MoveText> roots;
    for (const Move m : legal)
        roots.append({QString::fromStdString(coordinateText(pos, m)), {}});
    e->setRootMoves(roots);
    excluded = firstMoves.value(1);
    e->excludeMove({excluded, {}});
    QVERIFY(QTest::qWaitFor([&] { return afterExclusion.size() >= 3; }, 20000));
    QVERIFY2(!afterExclusion.contains(excluded), qPrintable(excluded));
    e->stopAnalysis();
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    quit(*e);
    QCOMPARE(moved.size(), 0); // analysis never plays a move
}

QTEST_MAIN(TestUciEngines)
#include "tst_uciengines.moc"
