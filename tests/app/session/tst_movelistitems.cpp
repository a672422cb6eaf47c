// The move list brought up to date from the first ply that changed (a move played, an
// evaluation, a comment, an engine's line, a move taken back) is word for word the list
// built from the start, in SAN and in WXF; Game says which ply changed since a revision.
#include "app/session/game.h"
#include "app/session/movelistitems.h"
#include "board/core/movetext.h"
#include "board/core/san.h"

#include <QTest>
#include <functional>

using namespace tabiya;

class TestMoveListItems : public QObject {
    Q_OBJECT
private slots:
    void firstPlyChangedSince();
    void upToDateFromTheChangedPly_data();
    void upToDateFromTheChangedPly();
};

namespace {

bool sameItems(const std::vector<MoveListItem>& a, const std::vector<MoveListItem>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].kind != b[i].kind || a[i].depth != b[i].depth || a[i].text != b[i].text ||
            a[i].path != b[i].path)
            return false;
    return true;
}

// A move in SAN (chess) or coordinates (xiangqi).
Move moveAt(const Game& game, int ply, const char* text) {
    Position pos = game.positionAt(ply);
    return game.variant().isXiangqiLike() ? parseCoordinateMove(pos, text) : parseSan(pos, text);
}

void play(Game& game, const char* san, int score = 0) {
    const Move m = moveAt(game, game.ply(), san);
    QVERIFY2(!m.isNone(), san);
    Evaluation e;
    e.hasScore = true;
    e.score = score;
    e.depth = 9;
    e.timeMs = 400;
    QVERIFY(game.play(m, e));
}

} // namespace

void TestMoveListItems::firstPlyChangedSince() {
    Game game;
    const quint64 start = game.movesRevision();
    QCOMPARE(game.firstPlyChangedSince(start), 0); // nothing played: all of it is new
    play(game, "e4");
    play(game, "e5");
    const quint64 two = game.movesRevision();
    QCOMPARE(game.firstPlyChangedSince(two), 2); // unchanged: nothing to build
    play(game, "Nf3");
    QCOMPARE(game.firstPlyChangedSince(two), 2);
    game.setComment(1, QStringLiteral("solid"));
    QCOMPARE(game.firstPlyChangedSince(two), 1);
    QVERIFY(game.undo());
    QCOMPARE(game.firstPlyChangedSince(two), 1);
    QCOMPARE(game.firstPlyChangedSince(start), 0);
    QCOMPARE(game.firstPlyChangedSince(12345678), 0); // not this game's
    // Too many changes ago: not known.
    const quint64 before = game.movesRevision();
    for (int i = 0; i < 20; ++i)
        game.setComment(1, QString::number(i));
    QCOMPARE(game.firstPlyChangedSince(before), 0);
    // A copy goes on from the same history.
    Game copy = game;
    const quint64 copied = copy.movesRevision();
    play(copy, "Nf3");
    QCOMPARE(copy.firstPlyChangedSince(copied), 2);
}

void TestMoveListItems::upToDateFromTheChangedPly_data() {
    QTest::addColumn<bool>("xiangqi");
    QTest::newRow("chess, SAN") << false;
    QTest::newRow("xiangqi, WXF") << true;
}

void TestMoveListItems::upToDateFromTheChangedPly() {
    QFETCH(bool, xiangqi);
    Game game(xiangqi ? Variant::xiangqi() : Variant::chess());
    MoveListNotation notation;
    if (xiangqi) notation.xiangqi = XiangqiNotation::Wxf;
    const QStringList moves =
        xiangqi
            // Xiangqi's in coordinates (files a-i, ranks 0-9 from Red's side).
            ? QStringList{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0",
                          "b9c7", "b0c2", "a9b9", "b2a2", "c6c5"}
            : QStringList{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"};
    // The changes a game goes through, each followed by the list's update.
    std::vector<std::function<void()>> changes;
    for (int i = 0; i < 4; ++i)
        changes.push_back([&, i] { play(game, qPrintable(moves[i]), 10 * i); });
    changes.push_back([&] { game.setComment(2, QStringLiteral("a quiet move")); });
    for (int i = 4; i < 7; ++i)
        changes.push_back([&, i] { play(game, qPrintable(moves[i]), -5 * i); });
    changes.push_back([&] { // an engine's line after Black's move: the next move is numbered
        const Move reply = moveAt(game, 6, qPrintable(moves[6]));
        game.setBestLine(5, {moveAt(game, 5, qPrintable(moves[5])), reply}, Evaluation{});
    });
    changes.push_back([&] { QVERIFY(game.undo()); });
    changes.push_back([&] { play(game, qPrintable(moves[6])); });
    changes.push_back([&] { play(game, qPrintable(moves[7]), 20); });
    changes.push_back([&] { game.setEvaluationOfLastMove(Evaluation{true, false, 33, 12, 900}); });
    changes.push_back([&] { game.setComment(7, QStringLiteral("Black's idea")); });
    changes.push_back([&] { play(game, qPrintable(moves[8])); });
    changes.push_back([&] { game.setResult(GameResult::Draw, QStringLiteral("agreed")); });

    std::vector<MoveListItem> shown = moveListItems(game, notation);
    quint64 shownRevision = game.movesRevision();
    int incremental = 0;
    for (size_t c = 0; c < changes.size(); ++c) {
        changes[c]();
        if (QTest::currentTestFailed()) return;
        const int from = game.firstPlyChangedSince(shownRevision);
        if (from > 0) ++incremental;
        const std::vector<MoveListItem> updated = moveListItemsFrom(shown, game, notation, from);
        const std::vector<MoveListItem> whole = moveListItems(game, notation);
        QVERIFY2(sameItems(updated, whole),
                 qPrintable(QStringLiteral("change %1 (from ply %2):\n%3\nnot\n%4")
                                .arg(c)
                                .arg(from)
                                .arg(moveListText(updated), moveListText(whole))));
        shown = updated;
        shownRevision = game.movesRevision();
    }
    // The premise: most updates kept the words before the change.
    QVERIFY(incremental >= int(changes.size()) - 2);
    QVERIFY(moveListText(shown).contains(QStringLiteral("1/2-1/2")));
}

QTEST_MAIN(TestMoveListItems)
#include "tst_movelistitems.moc"
