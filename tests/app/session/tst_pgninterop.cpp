// PGN other programs write and read. A game XBoard wrote (a real -sgf file of a
// Fairy-Max match: its eval comments "{+0.27/7}", "{+0.08/6 0.5}" and its closing
// "{Xboard adjudication: Checkmate}") and games in cutechess-cli's form (written here by
// hand: "{book}" comments, "{+0.35/12 0.52s}" evaluations, GameDuration, PlyCount,
// Termination and TimeControl tags, "{Draw by adjudication}") load and save with every
// tag, comment and move kept. What Tabiya writes carries PlyCount, Termination when a
// game did not end normally, the TimeControl as PGN writes it, and eval comments in
// XBoard's form.
#include "app/session/game.h"
#include "board/core/pgnreader.h"
#include "tests/core/pgndump.h"

#include <QFile>
#include <QTest>

using namespace tabiya;

namespace {
std::string readData(const char* name) {
    QFile f(QStringLiteral(TABIYA_CORE_TEST_DATA "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing test data %s", name);
    return f.readAll().toStdString();
}

// The game read again after Tabiya loaded and saved it: the same dump, the closing
// comment being the reason the game ended (written back where it was).
void roundTrip(const PgnGame& original) {
    const Game game = Game::fromPgn(original);
    const std::string saved = game.toPgnText().toStdString();
    const PgnReadResult back = readPgn(saved);
    QVERIFY2(back.errors.empty(), saved.c_str());
    QCOMPARE(back.games.size(), size_t(1));
    QCOMPARE(QString::fromStdString(testing::dump(back.games[0])),
             QString::fromStdString(testing::dump(original)));
}
} // namespace

class TestPgnInterop : public QObject {
    Q_OBJECT
private slots:
    void xboardGameRoundTrips();
    void cutechessGamesRoundTrip();
    void writesWhatOthersRead();
};

void TestPgnInterop::xboardGameRoundTrips() {
    const PgnReadResult r = readPgn(readData("xboard-written.pgn"));
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), size_t(1));
    PgnGame original = r.games[0];
    const Game game = Game::fromPgn(original);
    QCOMPARE(game.ply(), 131);
    QCOMPARE(game.tag(QStringLiteral("TimeControl")), QStringLiteral("20+0"));
    QCOMPARE(game.reason(), QStringLiteral("Xboard adjudication: Checkmate"));
    // XBoard's evaluations: the score, the depth, the time without its "s".
    QVERIFY(game.moves()[1].evaluation.hasScore);
    QCOMPARE(game.moves()[1].evaluation.depth, 6);
    QCOMPARE(game.moves()[1].evaluation.timeMs, 500);
    // Tabiya adds PlyCount; everything else is what XBoard wrote.
    original.setTag("PlyCount", "131");
    roundTrip(original);
}

void TestPgnInterop::cutechessGamesRoundTrip() {
    const PgnReadResult r = readPgn(readData("cutechess-style.pgn"));
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), size_t(2));
    for (const PgnGame& original : r.games)
        roundTrip(original);
    const Game draw = Game::fromPgn(r.games[0]);
    QCOMPARE(draw.result(), GameResult::Draw);
    QCOMPARE(draw.termination(), TerminationKind::Adjudication);
    QCOMPARE(draw.reason(), QStringLiteral("Draw by adjudication"));
    QCOMPARE(draw.moves()[0].comment, QStringLiteral("book"));
    QCOMPARE(draw.moves()[4].evaluation.score, 35);
    QCOMPARE(draw.moves()[4].evaluation.depth, 12);
    QCOMPARE(draw.moves()[4].evaluation.timeMs, 520);
    const Game mate = Game::fromPgn(r.games[1]);
    QVERIFY(mate.moves()[3].evaluation.mate);
    QCOMPARE(mate.tag(QStringLiteral("TimeControl")), QStringLiteral("60+0.6"));
}

void TestPgnInterop::writesWhatOthersRead() {
    Game game;
    Position pos = game.position();
    for (const char* san : {"e4", "e5", "Nf3"}) {
        Evaluation e;
        e.hasScore = true;
        e.score = 35;
        e.depth = 12;
        e.timeMs = 1200;
        QVERIFY(game.play(parsePgnMove(pos, san), e));
        pos.makeMove(game.moves().last().move);
    }
    game.setTag(QStringLiteral("TimeControl"), QStringLiteral("300+2"));
    game.setResult(GameResult::BlackWins, QStringLiteral("White forfeits on time"),
                   TerminationKind::TimeForfeit);
    const QString text = game.toPgnText();
    QVERIFY2(text.contains(QStringLiteral("[PlyCount \"3\"]")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("[Termination \"time forfeit\"]")));
    QVERIFY(text.contains(QStringLiteral("[TimeControl \"300+2\"]")));
    QVERIFY2(text.contains(QStringLiteral("1. e4 {+0.35/12 1.2s} 1... e5 {+0.35/12 1.2s}")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("{White forfeits on time} 0-1")));
    // A PlyCount read from a file follows the game's moves, not the file's word.
    PgnGame read = readPgn("[PlyCount \"99\"]\n\n1. d4 *").games.at(0);
    QVERIFY(Game::fromPgn(read).toPgnText().contains(QStringLiteral("[PlyCount \"1\"]")));
}

QTEST_MAIN(TestPgnInterop)
#include "tst_pgninterop.moc"
