// The move tree as a person edits it: paths to moves in nested variations, the position
// after one, stepping, adding moves (extending a variation, not the main line), promoting,
// deleting and cutting lines.
#include "board/core/movetext.h"
#include "board/core/pgnreader.h"
#include "board/core/pgntree.h"

#include <QTest>

using namespace tabiya;

namespace {

const char* const kTree = "1. e4 e5 2. Nf3 {good} (2. f4 exf4 (2... d5 3. exd5) 3. Nf3) "
                          "(2. Nc3 Nf6) 2... Nc6 3. Bb5 a6 1-0";

PgnGame tree() {
    PgnReadResult r = readPgn(kTree);
    if (!r.errors.empty() || r.games.size() != 1) qFatal("test game does not read");
    return r.games[0];
}

// The moves of a line as coordinates, from the position before its first move.
QStringList coords(Position pos, const PgnLine& line) {
    QStringList out;
    for (const PgnMove& pm : line) {
        out << QString::fromStdString(coordinateText(pos, pm.move));
        pos.makeMove(pm.move);
    }
    return out;
}

Move moveFrom(const PgnGame& game, const PgnPath& path, const char* text) {
    Position pos = *pgnPositionAt(game, path);
    return parsePgnMove(pos, text);
}

} // namespace

class TestPgnTree : public QObject {
    Q_OBJECT
private slots:
    void findsMovesAndPositions();
    void steps();
    void addedMovesExtendTheVariation();
    void promotes();
    void deletes();
    void truncates();
};

void TestPgnTree::findsMovesAndPositions() {
    const PgnGame g = tree();
    QCOMPARE(pgnMoveAt(g, {2})->comment, std::string("good"));
    // 2... d5 is a variation of 2... exf4 inside the variation 2. f4.
    const PgnMove* d5 = pgnMoveAt(g, {2, 0, 1, 0, 0});
    QVERIFY(d5);
    QCOMPARE(d5->text, std::string("d5"));
    QVERIFY(!pgnMoveAt(g, {2, 5, 0}));
    QVERIFY(!pgnMoveAt(g, {9}));
    const std::optional<Position> afterExd5 = pgnPositionAt(g, {2, 0, 1, 0, 1});
    QVERIFY(afterExd5);
    QCOMPARE(QString::fromStdString(afterExd5->fen()),
             QStringLiteral("rnbqkbnr/ppp2ppp/8/3Pp3/5P2/8/PPPP2PP/RNBQKBNR b KQkq - 0 3"));
    QCOMPARE(pgnPositionAt(g, {})->fen(), g.startPosition().fen());
    QVERIFY(!pgnPositionAt(g, {2, 0, 7}));
}

void TestPgnTree::steps() {
    const PgnGame g = tree();
    QCOMPARE(pgnPreviousPath({2, 0, 1, 0, 1}), (PgnPath{2, 0, 1, 0, 0}));
    // Before 2... d5: the move before 2... exf4, which is 2. f4.
    QCOMPARE(pgnPreviousPath({2, 0, 1, 0, 0}), (PgnPath{2, 0, 0}));
    // Before 2. f4: 1... e5 of the main line.
    QCOMPARE(pgnPreviousPath({2, 0, 0}), (PgnPath{1}));
    QCOMPARE(pgnPreviousPath({0}), PgnPath{});
    QCOMPARE(pgnNextPath(g, {2, 0, 0}), (PgnPath{2, 0, 1}));
    QCOMPARE(pgnNextPath(g, {2, 0, 2}), (PgnPath{2, 0, 2})); // the variation's end
    QCOMPARE(pgnNextPath(g, {}), PgnPath{0});
}

void TestPgnTree::addedMovesExtendTheVariation() {
    PgnGame g = tree();
    const QStringList mainBefore = coords(g.startPosition(), g.moves);
    // After 2. Nc3 Nf6 (the end of the second variation) 3. Bc4 extends that variation.
    const PgnPath end = {2, 1, 1};
    std::optional<PgnPath> p = pgnAddMove(g, end, moveFrom(g, end, "Bc4"));
    QCOMPARE(*p, (PgnPath{2, 1, 2}));
    QCOMPARE(pgnMoveAt(g, {2})->variations[1].size(), size_t(3));
    QCOMPARE(coords(g.startPosition(), g.moves), mainBefore);
    // The next move played again is the same move, not a new one.
    p = pgnAddMove(g, {2, 1, 0}, moveFrom(g, {2, 1, 0}, "Nf6"));
    QCOMPARE(*p, (PgnPath{2, 1, 1}));
    // Another move inside the variation starts a variation of its own there.
    p = pgnAddMove(g, {2, 1, 0}, moveFrom(g, {2, 1, 0}, "Nc6"));
    QCOMPARE(*p, (PgnPath{2, 1, 1, 0, 0}));
    QCOMPARE(pgnMoveAt(g, {2, 1, 1})->variations.size(), size_t(1));
    // From an earlier main-line position: a new variation, the main line kept.
    p = pgnAddMove(g, {0}, moveFrom(g, {0}, "c5"));
    QCOMPARE(*p, (PgnPath{1, 0, 0}));
    QCOMPARE(coords(g.startPosition(), g.moves), mainBefore);
    // An illegal move changes nothing.
    QVERIFY(!pgnAddMove(g, {0}, moveFrom(g, {1}, "Nf3")));
}

void TestPgnTree::promotes() {
    PgnGame g = tree();
    // 2... d5 becomes the line of 2. f4: 2. f4 d5 3. exd5, with 2... exf4 3. Nf3 as its
    // variation.
    std::optional<PgnPath> p = pgnPromoteVariation(g, {2, 0, 1, 0, 1});
    QCOMPARE(*p, (PgnPath{2, 0, 2}));
    const PgnLine& f4 = pgnMoveAt(g, {2})->variations[0];
    Position afterE5 = *pgnPositionAt(g, {1});
    QCOMPARE(coords(afterE5, f4), (QStringList{"f2f4", "d7d5", "e4d5"}));
    QCOMPARE(f4[1].variations.size(), size_t(1));
    QCOMPARE(g.result, std::string("1-0")); // the main line did not change
    // 2. Nc3 Nf6 becomes the main line: the old main line goes first among its variations,
    // the other variation (2. f4 ...) follows.
    p = pgnPromoteVariation(g, {2, 1, 1});
    QCOMPARE(*p, (PgnPath{3}));
    QCOMPARE(coords(g.startPosition(), g.moves), (QStringList{"e2e4", "e7e5", "b1c3", "g8f6"}));
    QCOMPARE(g.moves[2].variations.size(), size_t(2));
    QCOMPARE(coords(afterE5, g.moves[2].variations[0]),
             (QStringList{"g1f3", "b8c6", "f1b5", "a7a6"}));
    QCOMPARE(g.moves[2].variations[0].front().comment, std::string("good"));
    QCOMPARE(coords(afterE5, g.moves[2].variations[1]), (QStringList{"f2f4", "d7d5", "e4d5"}));
    QCOMPARE(g.result, std::string("*"));
    QVERIFY(!pgnPromoteVariation(g, {1}));
}

void TestPgnTree::deletes() {
    PgnGame g = tree();
    std::optional<PgnPath> p = pgnDeleteVariation(g, {2, 0, 1, 0, 0});
    QCOMPARE(*p, (PgnPath{2, 0, 0})); // back at 2. f4, where 2... d5 branched
    QVERIFY(pgnMoveAt(g, {2, 0, 1})->variations.empty());
    p = pgnDeleteVariation(g, {2, 0, 2});
    QCOMPARE(*p, (PgnPath{1}));
    QCOMPARE(pgnMoveAt(g, {2})->variations.size(), size_t(1));
    QCOMPARE(pgnMoveAt(g, {2, 0, 0})->text, std::string("Nc3"));
    QVERIFY(!pgnDeleteVariation(g, {2}));
    QCOMPARE(g.moves.size(), size_t(6));
}

void TestPgnTree::truncates() {
    PgnGame g = tree();
    QVERIFY(pgnTruncateAfter(g, {2, 0, 0}));
    QCOMPARE(pgnLineOf(g, {2, 0, 0})->size(), size_t(1));
    QCOMPARE(g.result, std::string("1-0"));
    QVERIFY(pgnTruncateAfter(g, {3}));
    QCOMPARE(g.moves.size(), size_t(4));
    QCOMPARE(g.result, std::string("*"));
    QVERIFY(!pgnTruncateAfter(g, {3})); // nothing left after it
    QVERIFY(pgnTruncateAfter(g, {}));
    QVERIFY(g.moves.empty());
}

QTEST_MAIN(TestPgnTree)
#include "test_pgntree.moc"
