// The analysis controller with real engines; see tst_analysis.h.
#include "tests/app/session/tst_analysis.h"

#include "app/session/analysiscontroller.h"
#include "board/core/movetext.h"
#include "protocol/engineconnection.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

namespace {

QString program(const QString& name) {
    if (name == QLatin1String("tabiya-engine") || name == QLatin1String("fake-engine"))
        return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
    return QStringLiteral("/usr/games/") + name;
}

// name: a program, with the arguments after it ("fake-engine nostat").
EngineConfig config(const QString& name, EngineProtocol protocol) {
    EngineConfig c;
    QStringList words = name.split(QLatin1Char(' '));
    c.program = program(words.takeFirst());
    c.arguments = words;
    c.protocol = protocol;
    c.timeoutScale = 4; // loaded test machines
    if (name == QLatin1String("tabiya-engine")) c.initialOptions = {{"Threads", "1"}};
    return c;
}

// Every thinking line, as the engine (protocol layer) and as the controller pass it on.
struct Lines {
    QList<ThinkingLine> raw, shown;
    void clear() {
        raw.clear();
        shown.clear();
    }
};

void record(AnalysisController& c, Lines& lines) {
    QObject::connect(c.engine(), &EngineConnection::thinking, &c,
                     [&lines](const ThinkingLine& l) { lines.raw.append(l); });
    QObject::connect(&c, &AnalysisController::thinking, &c,
                     [&lines](const ThinkingLine& l) { lines.shown.append(l); });
}

bool startsLegal(const Position& pos, const ThinkingLine& l) {
    return l.pv.isEmpty() || AnalysisController::resolveLine(pos, l.pv.mid(0, 1)).size() == 1;
}

QString describe(const ThinkingLine& l) {
    return QStringLiteral("depth %1 multipv %2: %3").arg(l.depth).arg(l.multipv).arg(l.pvText);
}

QList<Move> parseMoves(const Variant& v, const QString& fen, const QStringList& texts) {
    Position pos =
        fen.isEmpty() ? Position::startPosition(v) : *Position::fromFen(v, fen.toStdString());
    QList<Move> moves;
    for (const QString& t : texts) {
        const Move m = parseCoordinateMove(pos, t.toStdString());
        if (m.isNone()) qFatal("bad move %s", qPrintable(t));
        moves.append(m);
        pos.makeMove(m);
    }
    return moves;
}

int sentCount(const EngineConnection* e, const QString& line) {
    int n = 0;
    for (const TranscriptEntry& t : e->transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::ToEngine && t.text == line) ++n;
    return n;
}

bool received(const EngineConnection* e, const QString& start) {
    for (const TranscriptEntry& t : e->transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::FromEngine && t.text.startsWith(start))
            return true;
    return false;
}

} // namespace

// A step of a user's session: the position is the start FEN plus the first `ply` moves.
struct Step {
    QString fen;
    QStringList moves;
    int ply;
};
Q_DECLARE_METATYPE(QList<Step>)

void TestAnalysis::followsPositions_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QList<Step>>("steps");
    const QStringList chess{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4"};
    const QString edited =
        QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    const QString loaded = QStringLiteral("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    // Forward, forward, back, a jump ahead, back, a jump to the end, a jump to the start,
    // an edited position and a move from it, a loaded game and a move back in it.
    const QList<Step> chessSteps{
        {{}, chess, 0},
        {{}, chess, 1},
        {{}, chess, 2},
        {{}, chess, 1},
        {{}, chess, 4},
        {{}, chess, 3},
        {{}, chess, 7},
        {{}, chess, 0},
        {edited, {"f1c4"}, 0},
        {edited, {"f1c4"}, 1},
        {loaded, {"d2d5", "e8e7"}, 2},
        {loaded, {"d2d5", "e8e7"}, 1},
    };
    QTest::newRow("tabiya-engine cecp")
        << "tabiya-engine" << int(EngineProtocol::Cecp) << "normal" << chessSteps;
    QTest::newRow("fairymax") << "fairymax" << int(EngineProtocol::Cecp) << "normal" << chessSteps;
    const QStringList xq{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};
    const QString xqEdited = QStringLiteral("4k4/9/r8/9/9/R8/9/9/9/3K5 w - - 0 1");
    const QList<Step> xqSteps{
        {{}, xq, 0},
        {{}, xq, 1},
        {{}, xq, 2},
        {{}, xq, 1},
        {{}, xq, 5},
        {{}, xq, 4},
        {{}, xq, 0},
        {xqEdited, {"a4a7"}, 0},
        {xqEdited, {"a4a7"}, 1},
    };
    QTest::newRow("tabiya-engine cxboard")
        << "tabiya-engine" << int(EngineProtocol::Cxboard) << "xiangqi" << xqSteps;
}

void TestAnalysis::followsPositions() {
    QFETCH(QString, engine);
    QFETCH(int, protocol);
    QFETCH(QString, variant);
    QFETCH(QList<Step>, steps);
    if (!QFileInfo(program(engine)).isExecutable()) QSKIP("engine not installed");
    const Variant* v = Variant::byName(variant.toStdString());
    QVERIFY(v);
    AnalysisController c;
    QSignalSpy ready(&c, &AnalysisController::ready);
    QSignalSpy failed(&c, &AnalysisController::failed);
    QSignalSpy changed(&c, &AnalysisController::positionChanged);
    c.start(config(engine, EngineProtocol(protocol)));
    Lines lines;
    record(c, lines);
    for (int i = 0; i < steps.size(); ++i) {
        const Step& s = steps[i];
        lines.clear();
        const int serial = c.positionSerial();
        QVERIFY(c.analyse(*v, s.fen, parseMoves(*v, s.fen, s.moves).mid(0, s.ply)));
        QCOMPARE(c.positionSerial(), serial + 1);
        QCOMPARE(changed.size(), i + 1);
        // Lines for the new position come, and every one of them, as the protocol layer
        // passes them on (after its ping or stop), starts with a move legal there.
        QTRY_VERIFY2_WITH_TIMEOUT(lines.raw.size() >= 2 && lines.shown.size() >= 2,
                                  qPrintable(QStringLiteral("step %1").arg(i)), 20000);
        for (const ThinkingLine& l : std::as_const(lines.raw))
            QVERIFY2(startsLegal(c.position(), l),
                     qPrintable(QStringLiteral("step %1: %2 in %3")
                                    .arg(i)
                                    .arg(describe(l), QString::fromStdString(c.position().fen()))));
        for (const ThinkingLine& l : std::as_const(lines.shown))
            QVERIFY(!l.pv.isEmpty() && startsLegal(c.position(), l));
        QVERIFY(c.isAnalysing());
    }
    QCOMPARE(ready.size(), 1);
    QCOMPARE(failed.size(), 0);
    // The same position again changes nothing and sends nothing.
    const qsizetype sent = c.engine()->transcriptEntries().size();
    const Step& last = steps.last();
    QVERIFY(c.analyse(*v, last.fen, parseMoves(*v, last.fen, last.moves).mid(0, last.ply)));
    QCOMPARE(changed.size(), steps.size());
    QCOMPARE(c.engine()->transcriptEntries().size(), sent);
    if (EngineProtocol(protocol) == EngineProtocol::Cecp) {
        // One-ply steps went as a move or an undo, not as a new game each time.
        QVERIFY(sentCount(c.engine(), QStringLiteral("undo")) >= 2);
        QVERIFY(sentCount(c.engine(), QStringLiteral("new")) < steps.size());
    }
    QSignalSpy stopped(&c, &AnalysisController::stopped);
    c.stop();
    QVERIFY(stopped.wait(10000));
    QVERIFY(!c.isRunning());
}

void TestAnalysis::excludeInclude_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("best"); // the one move that wins material
    QTest::newRow("tabiya-engine cecp") << "tabiya-engine" << int(EngineProtocol::Cecp) << "normal"
                                        << "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"
                                        << "d2d5";
    QTest::newRow("fairymax") << "fairymax" << int(EngineProtocol::Cecp) << "normal"
                              << "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"
                              << "d2d5";
    QTest::newRow("tabiya-engine cxboard (searchmoves)")
        << "tabiya-engine" << int(EngineProtocol::Cxboard) << "xiangqi"
        << "4k4/9/r8/9/9/R8/9/9/9/3K5 w - - 0 1"
        << "a4a7";
}

void TestAnalysis::excludeInclude() {
    QFETCH(QString, engine);
    QFETCH(int, protocol);
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, best);
    if (!QFileInfo(program(engine)).isExecutable()) QSKIP("engine not installed");
    const Variant* v = Variant::byName(variant.toStdString());
    AnalysisController c;
    QSignalSpy ready(&c, &AnalysisController::ready);
    c.start(config(engine, EngineProtocol(protocol)));
    Lines lines;
    record(c, lines);
    QVERIFY(c.analyse(*v, fen, {}));
    QVERIFY(ready.wait(20000));
    QVERIFY(c.canExclude());
    const Move bestMove = parseMoves(*v, fen, {best}).first();
    auto firstIs = [&](const ThinkingLine& l, Move m) {
        const QList<Move> first = AnalysisController::resolveLine(c.position(), l.pv.mid(0, 1));
        return !first.isEmpty() && first.first() == m;
    };
    // The engine finds the capture.
    QTRY_VERIFY_WITH_TIMEOUT(!lines.shown.isEmpty() && firstIs(lines.shown.last(), bestMove),
                             20000);
    c.excludeMove(bestMove);
    QCOMPARE(c.excludedMoves(), QList<Move>{bestMove});
    lines.clear();
    // Lines after the exclusion: several, none of them the excluded move, even as the
    // protocol layer passes them on.
    QTRY_VERIFY_WITH_TIMEOUT(lines.raw.size() >= 3, 20000);
    for (const ThinkingLine& l : std::as_const(lines.raw))
        QVERIFY2(!firstIs(l, bestMove), qPrintable(describe(l)));
    // Put back, it is the best line again.
    c.includeAll();
    QVERIFY(c.excludedMoves().isEmpty());
    lines.clear();
    QTRY_VERIFY_WITH_TIMEOUT(!lines.shown.isEmpty() && firstIs(lines.shown.last(), bestMove),
                             20000);
    // Excluded and included again by itself.
    c.excludeMove(bestMove);
    c.includeMove(bestMove);
    QVERIFY(c.excludedMoves().isEmpty());
    lines.clear();
    QTRY_VERIFY_WITH_TIMEOUT(!lines.shown.isEmpty() && firstIs(lines.shown.last(), bestMove),
                             20000);
    // A new position starts with nothing excluded.
    c.excludeMove(bestMove);
    QVERIFY(c.analyse(*v, fen, {bestMove}));
    QVERIFY(c.excludedMoves().isEmpty());
    // Back at the first position (a variation looked at and left): its exclusion is back,
    // and the engine, told the position again, is told the exclusion again too.
    QVERIFY(c.analyse(*v, fen, {}));
    QCOMPARE(c.excludedMoves(), QList<Move>{bestMove});
    lines.clear();
    QTRY_VERIFY_WITH_TIMEOUT(lines.raw.size() >= 3, 20000);
    for (const ThinkingLine& l : std::as_const(lines.raw))
        QVERIFY2(!firstIs(l, bestMove), qPrintable(describe(l)));
}

void TestAnalysis::multiPv_data() {
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("variant");
    QTest::newRow("cecp (numbered by the controller)") << int(EngineProtocol::Cecp) << "normal";
    QTest::newRow("cxboard (numbered by the engine)") << int(EngineProtocol::Cxboard) << "xiangqi";
}

void TestAnalysis::multiPv() {
    // Three lines per depth, numbered 1..3, with three different first moves.
    QFETCH(int, protocol);
    QFETCH(QString, variant);
    AnalysisController c;
    QSignalSpy ready(&c, &AnalysisController::ready);
    c.setMultiPv(3);
    c.start(config(QStringLiteral("tabiya-engine"), EngineProtocol(protocol)));
    Lines lines;
    record(c, lines);
    QVERIFY(c.analyse(*Variant::byName(variant.toStdString()), {}, {}));
    QVERIFY(ready.wait(20000));
    QVERIFY(c.hasMultiPv());
    auto completeDepth = [&]() -> int {
        // The deepest depth for which indexes 1, 2 and 3 have all arrived.
        for (int i = int(lines.shown.size()) - 1; i >= 0; --i) {
            const int d = lines.shown[i].depth;
            QSet<int> seen;
            for (const ThinkingLine& l : std::as_const(lines.shown))
                if (l.depth == d) seen.insert(l.multipv);
            if (seen.contains(1) && seen.contains(2) && seen.contains(3)) return d;
        }
        return 0;
    };
    QTRY_VERIFY_WITH_TIMEOUT(completeDepth() >= 4, 20000);
    const int depth = completeDepth();
    QMap<int, ThinkingLine> byIndex;
    for (const ThinkingLine& l : std::as_const(lines.shown))
        if (l.depth == depth) byIndex[l.multipv] = l;
    QCOMPARE(byIndex.keys(), (QList<int>{1, 2, 3}));
    QSet<QString> firsts;
    for (const ThinkingLine& l : byIndex) {
        QVERIFY(!l.pv.isEmpty());
        firsts.insert(l.pv.first());
    }
    QCOMPARE(firsts.size(), 3);
    // Ordered best first.
    QVERIFY(byIndex[1].score >= byIndex[2].score);
    QVERIFY(byIndex[2].score >= byIndex[3].score);
    // Back to one line: only multipv 1 from then on.
    c.setMultiPv(1);
    lines.clear();
    QTRY_VERIFY_WITH_TIMEOUT(lines.shown.size() >= 3, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(lines.shown.last().multipv == 1, 20000);
    QCOMPARE(sentCount(c.engine(), EngineProtocol(protocol) == EngineProtocol::Cecp
                                       ? QStringLiteral("option MultiPV=1")
                                       : QStringLiteral("setoption name MultiPV value 1")),
             1);
}

void TestAnalysis::statusRequests_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("answer"); // answers, refuses or withheld
    QTest::newRow("tabiya-engine answers stat01") << "tabiya-engine"
                                                  << "answers";
    QTest::newRow("an engine that does not know '.'") << "fake-engine nostat"
                                                      << "refuses";
    // Fairy-Max takes '.' for a move and may crash (protocol/cecpquirks.h): never sent.
    QTest::newRow("fairymax is not asked") << "fairymax"
                                           << "withheld";
}

void TestAnalysis::statusRequests() {
    QFETCH(QString, engine);
    QFETCH(QString, answer);
    if (!QFileInfo(config(engine, EngineProtocol::Cecp).program).isExecutable())
        QSKIP("engine not installed");
    AnalysisController c;
    QSignalSpy progress(&c, &AnalysisController::progress);
    c.start(config(engine, EngineProtocol::Cecp));
    QVERIFY(c.analyse(Variant::chess(), {}, {}));
    if (answer == QLatin1String("withheld")) {
        // Asked StatusTries times, unanswered, then no more; the engine analyses on.
        QTRY_VERIFY_WITH_TIMEOUT(c.asksForStatus(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!c.asksForStatus(), 20000);
        QVERIFY(c.isAnalysing());
        QCOMPARE(sentCount(c.engine(), QStringLiteral(".")), 0);
        QVERIFY(!c.answersStatus());
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(sentCount(c.engine(), QStringLiteral(".")) >= 1, 20000);
    if (answer == QLatin1String("answers")) {
        QTRY_VERIFY_WITH_TIMEOUT(progress.size() >= 2, 20000);
        const auto p = progress.last()[0].value<SearchProgress>();
        QVERIFY(p.depth > 0);
        QVERIFY(p.nodes > 0);
        QVERIFY(p.movesTotal == 20);
        QVERIFY(c.answersStatus());
        // Asked only while analysing: none after the analysis has stopped.
        c.stop();
        QCOMPARE(c.engine(), nullptr);
    } else {
        QTRY_VERIFY_WITH_TIMEOUT(received(c.engine(), QStringLiteral("Error")), 20000);
        // Refused once: never asked again, the requests are over.
        QVERIFY(c.isAnalysing());
        QVERIFY(!c.asksForStatus());
        QCOMPARE(sentCount(c.engine(), QStringLiteral(".")), 1);
        QVERIFY(!c.answersStatus());
        QCOMPARE(progress.size(), 0);
    }
}

QTEST_GUILESS_MAIN(TestAnalysis)
