// Evaluations as PGN comments, and games written to PGN and read back: moves, evaluations,
// result, the reason in words and the Termination tag survive the round trip.
#include "app/session/game.h"
#include "app/session/pgnterms.h"
#include "board/core/movetext.h"
#include "board/core/pgnreader.h"
#include "tests/core/pgndump.h"

#include <QFile>
#include <QTest>

#include <climits>

using namespace tabiya;

class TestGamePgn : public QObject {
    Q_OBJECT
private slots:
    void pgnTerms();
    void sideNames();
    void comment_data();
    void comment();
    void notComment_data();
    void notComment();
    void roundTrip_data();
    void roundTrip();
    void illegalMoveRefused();
    void undoClearsResult();
    void commentsAndBestLines();
    void keepsEverything();
    void overflowingScores();
    void invalidStartPositions_data();
    void invalidStartPositions();
    void fenOnOneLine();
    void superStartIsSent();
    void resultLeavesMovesRevision();
};

static Evaluation eval(int score, int depth, qint64 ms, bool mate = false) {
    Evaluation e;
    e.hasScore = true;
    e.score = score;
    e.depth = depth;
    e.timeMs = ms;
    e.mate = mate;
    return e;
}

void TestGamePgn::comment_data() {
    QTest::addColumn<Evaluation>("evaluation");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("readBackMs"); // the time the text gives back
    // Times in tenths of a second, as in XBoard's {+0.35/12 1.2s}.
    QTest::newRow("plus") << eval(35, 12, 1200) << QStringLiteral("+0.35/12 1.2s") << 1200LL;
    QTest::newRow("minus") << eval(-250, 8, 400) << QStringLiteral("-2.50/8 0.4s") << 400LL;
    QTest::newRow("zero") << eval(0, 1, 0) << QStringLiteral("+0.00/1 0.0s") << 0LL;
    QTest::newRow("mate") << eval(5, 20, 15000, true) << QStringLiteral("+M5/20 15.0s") << 15000LL;
    QTest::newRow("mated") << eval(-3, 18, 400, true) << QStringLiteral("-M3/18 0.4s") << 400LL;
    Evaluation timeOnly;
    timeOnly.timeMs = 2500;
    QTest::newRow("time only") << timeOnly << QStringLiteral("2.5s") << 2500LL;
    QTest::newRow("long think") << eval(100, 30, 125000) << QStringLiteral("+1.00/30 125s")
                                << 125000LL;
    // Rounded to the nearest tenth (half up), whole seconds from a minute on.
    QTest::newRow("half up") << eval(35, 12, 450) << QStringLiteral("+0.35/12 0.5s") << 500LL;
    QTest::newRow("down") << eval(35, 12, 1249) << QStringLiteral("+0.35/12 1.2s") << 1200LL;
    QTest::newRow("to a minute") << eval(35, 12, 59960) << QStringLiteral("+0.35/12 60s")
                                 << 60000LL;
}

void TestGamePgn::comment() {
    QFETCH(Evaluation, evaluation);
    QFETCH(QString, text);
    QFETCH(qint64, readBackMs);
    QCOMPARE(evaluation.toComment(), text);
    QString rest;
    const auto back = Evaluation::fromComment(text + QStringLiteral(" White mates"), &rest);
    QVERIFY(back.has_value());
    Evaluation expected = evaluation;
    expected.timeMs = readBackMs;
    QCOMPARE(*back, expected);
    QCOMPARE(rest, QStringLiteral("White mates"));
}

void TestGamePgn::notComment_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("words") << QStringLiteral("White mates");
    QTest::newRow("empty") << QString();
    QTest::newRow("sign only") << QStringLiteral("+ good move");
    QTest::newRow("number in words") << QStringLiteral("12 moves later");
}

void TestGamePgn::notComment() {
    QFETCH(QString, text);
    QString rest;
    QVERIFY(!Evaluation::fromComment(text, &rest).has_value());
    QCOMPARE(rest, text);
}

void TestGamePgn::roundTrip_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<int>("result");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("termination");
    QTest::newRow("fool's mate") << QStringLiteral("normal") << QString()
                                 << QStringList{"f2f3", "e7e5", "g2g4", "d8h4"}
                                 << int(GameResult::BlackWins) << QStringLiteral("Black mates")
                                 << int(TerminationKind::Normal);
    QTest::newRow("time forfeit") << QStringLiteral("normal") << QString()
                                  << QStringList{"e2e4", "c7c5", "g1f3"}
                                  << int(GameResult::WhiteWins)
                                  << QStringLiteral("Black loses on time")
                                  << int(TerminationKind::TimeForfeit);
    QTest::newRow("from a position")
        << QStringLiteral("normal") << QStringLiteral("4k3/P7/8/8/8/8/8/4K3 w - - 0 40")
        << QStringList{"a7a8q", "e8d7"} << int(GameResult::Draw)
        << QStringLiteral("Draw by agreement") << int(TerminationKind::Normal);
    QTest::newRow("xiangqi") << QStringLiteral("xiangqi") << QString()
                             << QStringList{"h2e2", "h9g7", "h0g2", "i9h9"}
                             << int(GameResult::BlackWins)
                             << QStringLiteral("Fairy-Max made an illegal move: a0a5")
                             << int(TerminationKind::RulesInfraction);
    QTest::newRow("unfinished") << QStringLiteral("normal") << QString() << QStringList{"d2d4"}
                                << int(GameResult::Ongoing) << QString()
                                << int(TerminationKind::None);
}

void TestGamePgn::roundTrip() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(int, result);
    QFETCH(QString, reason);
    QFETCH(int, termination);
    const Variant* v = Variant::byName(variant.toStdString());
    QVERIFY(v);
    Game game(*v, fen);
    QCOMPARE(game.startFen(), fen);
    game.setTag(QStringLiteral("White"), QStringLiteral("Tabiya Engine"));
    game.setTag(QStringLiteral("Black"), QStringLiteral("Fairy-Max"));
    int i = 0;
    for (const QString& text : moves) {
        const Move m = parseCoordinateMove(game.position(), text.toStdString());
        QVERIFY2(!m.isNone(), qPrintable(text));
        // Alternate signs, a mate score and a move without evaluation.
        Evaluation e =
            i == 2 ? Evaluation{} : eval(i % 2 ? -17 * i : 23 * i, i + 4, 100 * i + 100, i == 3);
        QVERIFY(game.play(m, e));
        ++i;
    }
    if (result != int(GameResult::Ongoing))
        game.setResult(GameResult(result), reason, TerminationKind(termination));

    const QString text = game.toPgnText();
    if (!reason.isEmpty())
        QVERIFY2(text.contains(QStringLiteral("{") + reason + QStringLiteral("}")),
                 qPrintable(text));
    const PgnReadResult read = readPgn(text.toStdString());
    QVERIFY2(read.errors.empty(), qPrintable(text));
    QCOMPARE(read.games.size(), size_t(1));
    const Game back = Game::fromPgn(read.games.front());
    QCOMPARE(back.variant().name, v->name);
    QCOMPARE(back.ply(), game.ply());
    for (int p = 0; p < game.ply(); ++p) {
        QCOMPARE(back.moves()[p].move, game.moves()[p].move);
        QCOMPARE(back.moves()[p].san, game.moves()[p].san);
        QCOMPARE(back.moves()[p].evaluation, game.moves()[p].evaluation);
    }
    QCOMPARE(int(back.result()), result);
    QCOMPARE(back.reason(), reason);
    QCOMPARE(int(back.termination()), termination);
    QCOMPARE(back.tag(QStringLiteral("White")), QStringLiteral("Tabiya Engine"));
    QCOMPARE(QString::fromStdString(back.position().fen()),
             QString::fromStdString(game.position().fen()));
    // Written again, the text is the same.
    QCOMPARE(back.toPgnText(), text);
}

void TestGamePgn::illegalMoveRefused() {
    Game game;
    Position pos = game.position();
    const Move e2e5(pos.variant().square(4, 1), pos.variant().square(4, 4));
    QVERIFY(!game.play(e2e5));
    QCOMPARE(game.ply(), 0);
}

void TestGamePgn::undoClearsResult() {
    Game game;
    QVERIFY(game.play(parseCoordinateMove(game.position(), "e2e4")));
    game.setResult(GameResult::WhiteWins, QStringLiteral("Black resigns"));
    QVERIFY(game.isOver());
    QVERIFY(game.undo());
    QVERIFY(!game.isOver());
    QCOMPARE(game.ply(), 0);
    QVERIFY(!game.undo());
}

void TestGamePgn::commentsAndBestLines() {
    // Words after an evaluation and an engine's better line survive PGN both ways; a line
    // that starts with the move played is kept but not written; illegal tails are cut.
    Game game;
    for (const char* m : {"e2e4", "e7e5", "g1f3", "d8h4", "f3h4"})
        QVERIFY(game.play(parseCoordinateMove(game.position(), m), eval(20, 10, 500)));
    game.setComment(1, QStringLiteral("  the usual  "));
    game.setComment(2, QStringLiteral("braces } are {kept} out"));
    Position before = game.positionAt(3);
    QList<Move> line;
    for (const char* m : {"b8c6", "f1b5", "a7a6", "e1e8"}) { // the last one is not legal
        const Move mv = parseCoordinateMove(before, m);
        if (mv.isNone()) {
            line.append(Move(before.variant().square(4, 0), before.variant().square(4, 7)));
            break;
        }
        line.append(mv);
        before.makeMove(mv);
    }
    game.setBestLine(3, line, eval(-30, 12, -1));
    QCOMPARE(game.moves()[3].bestLine.size(), 3);
    Position atFour = game.positionAt(4);
    game.setBestLine(4, {parseCoordinateMove(atFour, "f3h4")}, eval(900, 12, -1));
    game.setEvaluation(0, eval(35, 14, 300));
    game.setEvaluation(9, eval(1, 1, 1)); // out of range: nothing
    QCOMPARE(game.moves()[1].comment, QStringLiteral("the usual"));

    const QString text = game.toPgnText();
    const QString flat = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(flat.contains(QStringLiteral("{+0.20/10 0.5s the usual}")), qPrintable(text));
    QVERIFY2(flat.contains(QStringLiteral("(2... Nc6 {-0.30/12} 3. Bb5 a6)")), qPrintable(text));
    QVERIFY2(!flat.contains(QStringLiteral("(3. Nxh4")), qPrintable(text));
    QVERIFY2(flat.contains(QStringLiteral("{+0.35/14 0.3s}")), qPrintable(text));
    const PgnReadResult read = readPgn(text.toStdString());
    QVERIFY2(read.errors.empty(), qPrintable(text));
    const Game back = Game::fromPgn(read.games.front());
    QCOMPARE(back.moves()[1].comment, QStringLiteral("the usual"));
    QCOMPARE(back.moves()[2].comment, QStringLiteral("braces ) are {kept) out"));
    QCOMPARE(back.moves()[3].bestLine, game.moves()[3].bestLine);
    QCOMPARE(back.moves()[3].bestLineEvaluation, eval(-30, 12, -1));
    QVERIFY(back.moves()[4].bestLine.isEmpty());
    QCOMPARE(back.moves()[0].evaluation, eval(35, 14, 300));
    QCOMPARE(back.toPgnText(), text);
    // An unfinished game's last comment is a comment, not a reason.
    Game open;
    QVERIFY(open.play(parseCoordinateMove(open.position(), "d2d4")));
    open.setComment(0, QStringLiteral("a queen's pawn"));
    const Game openBack = Game::fromPgn(readPgn(open.toPgnText().toStdString()).games.front());
    QCOMPARE(openBack.moves()[0].comment, QStringLiteral("a queen's pawn"));
    QVERIFY(openBack.reason().isEmpty());
}

// A game file read into a Game and written out again says everything it said: tags,
// the game comment, NAGs, every variation with its comments, nested, and the result.
void TestGamePgn::keepsEverything() {
    QFile f(QStringLiteral(TABIYA_CORE_TEST_DATA "/everything.pgn"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const PgnReadResult read = readPgn(f.readAll().toStdString());
    QVERIFY(read.errors.empty());
    const Game game = Game::fromPgn(read.games.front());
    QCOMPARE(game.tag(QStringLiteral("White")), QStringLiteral("Anderssen, Adolf"));
    QCOMPARE(game.result(), GameResult::BlackWins);
    const QString text = game.toPgnText();
    const PgnReadResult again = readPgn(text.toStdString());
    QVERIFY2(again.errors.empty(), qPrintable(text));
    // Tabiya adds the PlyCount tag (programs that list games read the length from it).
    PgnGame expected = read.games.front();
    expected.setTag("PlyCount", "10");
    QCOMPARE(QString::fromStdString(testing::dump(again.games.front())),
             QString::fromStdString(testing::dump(expected)));
    // And once more through a Game: the same text.
    QCOMPARE(Game::fromPgn(again.games.front()).toPgnText(), text);
}

// Scores past an int saturate instead of wrapping ({+99999999999.00/5} was saved as
// {--21474836.48/5}), and the most negative int is written without abs() overflowing.
void TestGamePgn::overflowingScores() {
    const auto big = Evaluation::fromComment(QStringLiteral("+99999999999.00/5"));
    QVERIFY(big);
    QCOMPARE(big->score, INT_MAX);
    QCOMPARE(big->depth, 5);
    QVERIFY(big->toComment().startsWith(QStringLiteral("+21474836.47/5")));
    const auto mated = Evaluation::fromComment(QStringLiteral("-M99999999999/99999999999"));
    QVERIFY(mated);
    QCOMPARE(mated->score, -INT_MAX);
    QCOMPARE(mated->depth, INT_MAX);
    QCOMPARE(eval(INT_MIN, 5, -1).toComment(), QStringLiteral("-21474836.48/5"));
    QCOMPARE(eval(INT_MIN, 5, -1, true).toComment(), QStringLiteral("-M2147483648/5"));
    // From a file, the comment is written back as it was read.
    const PgnReadResult read =
        readPgn("1. e4 {+99999999999.00/5} e5 {-99999999999.00/5 hopeless} *");
    QVERIFY(read.errors.empty());
    const QString text = Game::fromPgn(read.games.front()).toPgnText();
    QVERIFY2(text.contains(QStringLiteral("{+99999999999.00/5}")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("{-99999999999.00/5 hopeless}")), qPrintable(text));
}

void TestGamePgn::invalidStartPositions_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("error");
    QTest::newRow("no kings") << "normal"
                              << "8/8/8/8/8/8/8/8 w - - 0 1"
                              << "White must have exactly one King.";
    QTest::newRow("two white kings") << "normal"
                                     << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"
                                     << "White must have exactly one King.";
    QTest::newRow("king capturable") << "normal"
                                     << "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"
                                     << "The side to move could capture Black's King.";
    QTest::newRow("pawn on the last rank") << "normal"
                                           << "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                           << "A Pawn of White stands on its first or last rank.";
    QTest::newRow("overflowing rank") << "normal"
                                      << "4k3/8/8/8/8/8/8/3000000000Q1294967303 w - - 0 1"
                                      << "This is not a FEN Tabiya can read: FEN rank too long";
    QTest::newRow("generals facing") << "xiangqi"
                                     << "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1"
                                     << "The side to move could capture Red's General.";
}

// Game::reset is where a session's new game starts (Paste Position, Load Position, the
// position editor, -lpf openings): a position no game can start from is refused there.
void TestGamePgn::invalidStartPositions() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, error);
    Game game;
    QVERIFY(game.play(parseCoordinateMove(game.position(), "e2e4")));
    QString why;
    QVERIFY(!game.reset(*Variant::byName(variant.toStdString()), fen, &why));
    QCOMPARE(why, error);
    QCOMPARE(game.ply(), 1); // nothing changed
}

// A \r or line break inside a FEN becomes a space: the FEN engines get is one line.
void TestGamePgn::fenOnOneLine() {
    Game game;
    QVERIFY(game.reset(Variant::chess(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R\r\nw K - 0 1\r")));
    QCOMPARE(game.startFen(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    const PgnReadResult read =
        readPgn("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w\rK - 0 1\"]\n\n1. O-O *");
    QVERIFY(read.errors.empty());
    QCOMPARE(Game::fromPgn(read.games.front()).startFen(),
             QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
}

// Super's start is one of XBoard's set-up arrays: a game from it keeps it as its start
// FEN (sent to engines, written as [FEN]), as XBoard does; chess's start stays implicit.
void TestGamePgn::superStartIsSent() {
    Game game;
    const Variant& super = *Variant::byName("super");
    QVERIFY(game.reset(super, QString()));
    QCOMPARE(game.startFen(), QString::fromStdString(super.startFen));
    QVERIFY(game.reset(Variant::chess(), QString()));
    QVERIFY(game.startFen().isEmpty());
}

// The PGN words of a game's end, both ways (pgnterms).
// The sides as each variant calls them: janggi's first player is Cho (Blue), its second
// Han (Red); xiangqi's are Red and Black.
void TestGamePgn::sideNames() {
    const Game chess;
    QCOMPARE(chess.englishSideName(White), QStringLiteral("White"));
    QCOMPARE(chess.englishSideName(Black), QStringLiteral("Black"));
    const Game xiangqi(Variant::xiangqi());
    QCOMPARE(xiangqi.englishSideName(White), QStringLiteral("Red"));
    QCOMPARE(xiangqi.englishSideName(Black), QStringLiteral("Black"));
    const Game janggi(*Variant::byName("janggi"));
    QCOMPARE(janggi.englishSideName(White), QStringLiteral("Blue"));
    QCOMPARE(janggi.englishSideName(Black), QStringLiteral("Red"));
}

void TestGamePgn::pgnTerms() {
    using pgnterms::terminationFromTag;
    using pgnterms::terminationTag;
    for (TerminationKind k :
         {TerminationKind::Normal, TerminationKind::TimeForfeit, TerminationKind::RulesInfraction,
          TerminationKind::Abandoned, TerminationKind::Adjudication})
        QCOMPARE(terminationFromTag(QString::fromLatin1(terminationTag(k))), k);
    QCOMPARE(QByteArray(terminationTag(TerminationKind::None)), QByteArray());
    QCOMPARE(terminationFromTag(QStringLiteral("Time Forfeit")), TerminationKind::TimeForfeit);
    QCOMPARE(terminationFromTag(QStringLiteral("emergency")), TerminationKind::None);
    QCOMPARE(pgnterms::resultFromToken("1/2-1/2"), GameResult::Draw);
    QCOMPARE(pgnterms::resultFromToken("0-1"), GameResult::BlackWins);
    QCOMPARE(pgnterms::resultFromToken("*"), GameResult::Ongoing);
    QVERIFY(!pgnterms::isEngineLine({}, Move()));
}

QTEST_GUILESS_MAIN(TestGamePgn)
// A game's end changes its revision but not its moves' (the move list then redoes only
// its result); a move, a comment or an evaluation changes both.
void TestGamePgn::resultLeavesMovesRevision() {
    Game g;
    QVERIFY(g.play(parseCoordinateMove(g.position(), "e2e4")));
    const quint64 moves = g.movesRevision(), all = g.revision();
    g.setResult(GameResult::WhiteWins, QStringLiteral("Black resigns"));
    QCOMPARE(g.movesRevision(), moves);
    QVERIFY(g.revision() != all);
    const quint64 ended = g.revision();
    g.clearResult();
    QCOMPARE(g.movesRevision(), moves);
    QVERIFY(g.revision() != ended);
    g.setComment(0, QStringLiteral("the king's pawn"));
    QVERIFY(g.movesRevision() != moves);
    QCOMPARE(g.movesRevision(), g.revision());
}

#include "tst_gamepgn.moc"
