// Unit tests of tabiya-engine's pure helpers: number and time parsing, the time budget,
// the option table and its protocol spellings, CECP's text lines and CXBoard's position.

#include "engine/cecptext.h"
#include "engine/cxboardtext.h"
#include "engine/engineoptions.h"
#include "engine/openingbook.h"
#include "engine/textutil.h"
#include "engine/timemanager.h"

#include "board/core/movetext.h"

#include <QTest>

using namespace tabiya;
using namespace tabiya::engine;

class TestEngineText : public QObject {
    Q_OBJECT
private slots:
    void parseInt_data();
    void parseInt();
    void minutesSeconds_data();
    void minutesSeconds();
    void budget_data();
    void budget();
    void optionValues_data();
    void optionValues();
    void optionSpellings();
    void bookText_data();
    void bookText();
    void printable_data();
    void printable();
    void cecpLines();
    void editLines();
    void cxboardPosition_data();
    void cxboardPosition();
};

void TestEngineText::parseInt_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qlonglong>("value");
    QTest::newRow("plain") << "42" << true << 42LL;
    QTest::newRow("negative") << "-7" << true << -7LL;
    QTest::newRow("plus") << "+5" << true << 5LL;
    QTest::newRow("empty") << "" << false << 0LL;
    QTest::newRow("trailing junk") << "12x" << false << 0LL;
    QTest::newRow("decimal") << "1.5" << false << 0LL;
    QTest::newRow("huge") << "99999999999999999999999" << false << 0LL;
}

void TestEngineText::parseInt() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(qlonglong, value);
    const auto v = text::parseInt(text.toStdString());
    QCOMPARE(v.has_value(), ok);
    if (ok) QCOMPARE(qlonglong(*v), value);
}

void TestEngineText::minutesSeconds_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qlonglong>("ms"); // -1: rejected
    QTest::newRow("minutes") << "5" << 300000LL;
    QTest::newRow("minutes:seconds") << "0:30" << 30000LL;
    QTest::newRow("seconds only (CXBoard)") << ":30" << 30000LL;
    QTest::newRow("fractional minutes") << "0.5" << 30000LL;
    QTest::newRow("bad seconds") << "1:75" << -1LL;
    QTest::newRow("words") << "five" << -1LL;
    QTest::newRow("empty seconds") << "3:" << -1LL;
}

void TestEngineText::minutesSeconds() {
    QFETCH(QString, text);
    QFETCH(qlonglong, ms);
    const auto v = text::parseMinutesSeconds(text.toStdString());
    QCOMPARE(v ? qlonglong(*v) : -1LL, ms);
}

void TestEngineText::budget_data() {
    QTest::addColumn<qlonglong>("myMs");
    QTest::addColumn<qlonglong>("incMs");
    QTest::addColumn<int>("movesToGo");
    QTest::addColumn<qlonglong>("fixedMs");
    QTest::addColumn<qlonglong>("maxHard");
    QTest::addColumn<qlonglong>("minSoft");
    QTest::newRow("sudden death 60 s") << 60000LL << 0LL << 0 << -1LL << 8000LL << 1000LL;
    QTest::newRow("40 moves in 4 s") << 4000LL << 0LL << 40 << -1LL << 500LL << 50LL;
    QTest::newRow("last move of a session") << 3000LL << 0LL << 1 << -1LL << 2200LL << 1000LL;
    QTest::newRow("increment") << 1000LL << 500LL << 0 << -1LL << 800LL << 300LL;
    QTest::newRow("fixed 2 s") << -1LL << 0LL << 0 << 2000LL << 2000LL << 1900LL;
    QTest::newRow("nearly flagged") << 30LL << 0LL << 0 << -1LL << 30LL << 1LL;
    QTest::newRow("nearly flagged, big increment") << 200LL << 2000LL << 0 << -1LL << 200LL << 1LL;
}

void TestEngineText::budget() {
    QFETCH(qlonglong, myMs);
    QFETCH(qlonglong, incMs);
    QFETCH(int, movesToGo);
    QFETCH(qlonglong, fixedMs);
    QFETCH(qlonglong, maxHard);
    QFETCH(qlonglong, minSoft);
    ClockState c;
    c.myMs = myMs;
    c.incrementMs = incMs;
    c.movesToGo = movesToGo;
    c.fixedMs = fixedMs;
    const TimeBudget b = TimeManager::budget(c);
    QVERIFY(b.hardMs > 0);
    QVERIFY2(b.hardMs <= maxHard, qPrintable(QString::number(b.hardMs)));
    QVERIFY2(b.softMs >= minSoft, qPrintable(QString::number(b.softMs)));
    if (myMs > 0) QVERIFY(b.hardMs < myMs); // the increment only comes after the move
}

void TestEngineText::optionValues_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("stored");
    QTest::newRow("spin") << "Hash"
                          << "128" << true << "128";
    QTest::newRow("spin too big") << "Hash"
                                  << "999999" << false << "64";
    QTest::newRow("slider negative") << "Contempt"
                                     << "-20" << true << "-20";
    QTest::newRow("check as 1") << "Resign"
                                << "1" << true << "1";
    QTest::newRow("check as true") << "Ponder"
                                   << "true" << true << "true";
    QTest::newRow("check junk") << "Resign"
                                << "maybe" << false << "0";
    QTest::newRow("combo any case") << "style"
                                    << "aggressive" << true << "Aggressive";
    QTest::newRow("combo unknown") << "Style"
                                   << "Wild" << false << "Normal";
    QTest::newRow("string empty marker") << "Name Suffix"
                                         << "<empty>" << true << "";
    QTest::newRow("line break") << "Name Suffix"
                                << "a\nb" << false << "";
    QTest::newRow("control character") << "Name Suffix"
                                       << "a\x1b[2Jb" << false << "";
    QTest::newRow("quote") << "Name Suffix"
                           << "x\" ping=0" << false << "";
    QTest::newRow("file path") << "Log File"
                               << "/tmp/a b.log" << true << "/tmp/a b.log";
}

void TestEngineText::optionValues() {
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(bool, accepted);
    QFETCH(QString, stored);
    EngineOptions o;
    QCOMPARE(o.set(name.toStdString(), value.toStdString()).empty(), accepted);
    QCOMPARE(QString::fromStdString(o.value(name.toStdString())), stored);
}

void TestEngineText::optionSpellings() {
    EngineOptions o;
    QCOMPARE(o.cecpFeature(*o.find("Hash")),
             std::string("feature option=\"Hash -spin 64 1 4096\""));
    QCOMPARE(o.cecpFeature(*o.find("Style")),
             std::string("feature option=\"Style -combo *Normal /// Aggressive /// Solid\""));
    QCOMPARE(o.cecpFeature(*o.find("Clear Hash")),
             std::string("feature option=\"Clear Hash -button\""));
    QCOMPARE(o.cxboardLine(*o.find("Resign")),
             std::string("option name Resign type check default false"));
    QCOMPARE(o.cxboardLine(*o.find("Log File")),
             std::string("option name Log File type string default <empty>"));
}

void TestEngineText::bookText_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("moves"); // played from the start first
    QTest::addColumn<QString>("expected");  // "move:weight ...", heaviest first
    QTest::addColumn<QString>("problem");
    QTest::newRow("weights") << "e4 e5\ne4 c5\n1. e4 e5 2. Nf3\nd4"
                             << "normal" << QStringList() << "e2e4:3 d2d4:1"
                             << "";
    QTest::newRow("after moves") << "e4 e5\ne4 c5\n1. e4 e5 2. Nf3\nd4"
                                 << "normal" << QStringList{"e2e4"} << "e7e5:2 c7c5:1"
                                 << "";
    QTest::newRow("numbers, result, comment") << "1.e4 e5 2.Nf3 Nc6 1-0 a3\n# d4\ne4 # c5"
                                              << "normal" << QStringList{"e2e4", "e7e5"} << "g1f3:1"
                                              << "";
    QTest::newRow("black's numbers") << "1. e4 1... c5"
                                     << "normal" << QStringList{"e2e4"} << "c7c5:1"
                                     << "";
    QTest::newRow("variant switch") << "e4\nvariant xiangqi\nh2e2 h9g7\nC2.5"
                                    << "xiangqi" << QStringList() << "h2e2:1"
                                    << "test line 4: illegal move C2.5";
    QTest::newRow("illegal keeps the start") << "e4 e5 Ke3\n"
                                             << "normal" << QStringList{"e2e4"} << "e7e5:1"
                                             << "test line 1: illegal move Ke3";
    QTest::newRow("unknown variant") << "variant shogi\ne4"
                                     << "normal" << QStringList() << "e2e4:1"
                                     << "test line 1: unknown variant";
}

void TestEngineText::bookText() {
    QFETCH(QString, text);
    QFETCH(QString, variant);
    QFETCH(QStringList, moves);
    QFETCH(QString, expected);
    QFETCH(QString, problem);
    OpeningBook book;
    QCOMPARE(QString::fromStdString(book.addText(text.toStdString(), "test")), problem);
    Position pos = Position::startPosition(*Variant::byName(variant.toStdString()));
    for (const QString& m : moves) {
        const Move move = parseCoordinateMove(pos, m.toStdString());
        QVERIFY(!move.isNone());
        pos.makeMove(move);
    }
    QStringList got;
    for (const auto& e : book.moves(pos))
        got << QString::fromStdString(coordinateText(pos, e.move)) + QLatin1Char(':') +
                   QString::number(e.weight);
    QCOMPARE(got.join(QLatin1Char(' ')), expected);
    // Picks follow the weights: only book moves, and only allowed ones.
    std::mt19937 random(7);
    for (int i = 0; i < 20 && !book.moves(pos).empty(); ++i) {
        const Move m = book.pick(pos, {}, random);
        QVERIFY(
            expected.contains(QString::fromStdString(coordinateText(pos, m)) + QLatin1Char(':')));
    }
    QVERIFY(book.pick(pos, {Move::null()}, random).isNone());
}

void TestEngineText::printable_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("shown");
    QTest::newRow("plain") << QByteArray("usermove e2e4") << QByteArray("usermove e2e4");
    QTest::newRow("control bytes")
        << QByteArray("a\0b\x1b[2J\rc\x7f", 10) << QByteArray("a?b?[2J?c?");
    QTest::newRow("utf-8 kept") << QByteArray("\xe5\xb8\xa5 \xc3\xa9")
                                << QByteArray("\xe5\xb8\xa5 \xc3\xa9");
    QTest::newRow("broken utf-8") << QByteArray("\xff\xfe\xc3(\xe5\xb8")
                                  << QByteArray("???"
                                                "(??");
    QTest::newRow("overlong encoding") << QByteArray("\xc0\xaf\xe0\x80\xaf") << QByteArray("?????");
    QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << QByteArray("???");
    QTest::newRow("cut short") << QByteArray(300, 'x') << QByteArray(200, 'x') + "...";
}

void TestEngineText::printable() {
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, shown);
    const std::string out =
        text::printable(std::string_view(input.constData(), size_t(input.size())));
    QCOMPARE(QByteArray::fromStdString(out), shown);
}

void TestEngineText::cecpLines() {
    QVERIFY(cecp::looksLikeMove("e2e4"));
    QVERIFY(cecp::looksLikeMove("e7e8q"));
    QVERIFY(cecp::looksLikeMove("O-O"));
    QVERIFY(!cecp::looksLikeMove("hint"));
    QVERIFY(!cecp::looksLikeMove("go"));
    QCOMPARE(cecp::cecpScore(35), 35);
    QCOMPARE(cecp::cecpScore(MateValue - 3), 100002);   // mate in 2 moves
    QCOMPARE(cecp::cecpScore(-MateValue + 4), -100002); // mated in 2
    Position p = Position::startPosition(Variant::chess());
    SearchReport r;
    r.depth = 7;
    r.score = 21;
    r.ms = 1234;
    r.nodes = 5000;
    r.seldepth = 11;
    r.nps = 4051;
    r.bound = BoundLower;
    r.pv = {parseCoordinateMove(p, "e2e4")};
    QCOMPARE(cecp::thinkingLine(r, p), std::string("7 21 123 5000 11 4051 0\te2e4!"));
    QCOMPARE(cecp::stat01Line(5670, 30000, 7, 5, 30, "e2e4"),
             std::string("stat01: 567 30000 7 5 30 e2e4"));
}

void TestEngineText::editLines() {
    Position p(Variant::chess());
    QVERIFY(cecp::applyEditLine(p, White, "Ke1"));
    QVERIFY(cecp::applyEditLine(p, Black, "Ke8"));
    QVERIFY(cecp::applyEditLine(p, White, "Pa2"));
    QVERIFY(cecp::applyEditLine(p, White, "xa2"));
    QVERIFY(!cecp::applyEditLine(p, White, "Zz9"));
    QVERIFY(!cecp::applyEditLine(p, White, "K"));
    QCOMPARE(p.at(geometry::square(4, 0)), makePiece(White, 5));
    QCOMPARE(p.at(geometry::square(0, 1)), NoPiece);
}

void TestEngineText::cxboardPosition_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("fen"); // empty: no position
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("illegalMove");
    const QString start = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                                         "RNBAKABNR w - - 0 1");
    QTest::newRow("startpos") << "position startpos" << start << ""
                              << "";
    QTest::newRow("moves") << "position startpos moves h2e2 h9g7"
                           << "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - "
                              "2 2"
                           << ""
                           << "";
    QTest::newRow("cfen") << "position cfen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 moves d0d1"
                          << "4k4/9/9/9/9/9/9/9/3K5/9 b - - 1 1"
                          << ""
                          << "";
    QTest::newRow("stops at an illegal move")
        << "position startpos moves h2e2 a0a5 h9g7"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
        << ""
        << "a0a5";
    QTest::newRow("bad fen") << "position cfen 9/9/9 r 1"
                             << ""
                             << "illegal position"
                             << "";
    QTest::newRow("no kind") << "position"
                             << ""
                             << "illegal position"
                             << "";
    QTest::newRow("junk after") << "position startpos junk"
                                << ""
                                << "malformed position"
                                << "";
}

void TestEngineText::cxboardPosition() {
    QFETCH(QString, command);
    QFETCH(QString, fen);
    QFETCH(QString, error);
    QFETCH(QString, illegalMove);
    std::vector<std::string> words;
    for (const QString& w : command.split(QLatin1Char(' ')))
        words.push_back(w.toStdString());
    const cxboard::PositionRequest r = cxboard::parsePosition(Variant::xiangqi(), words);
    QCOMPARE(QString::fromStdString(r.error), error);
    QCOMPARE(QString::fromStdString(r.illegalMove), illegalMove);
    QCOMPARE(r.position.has_value(), !fen.isEmpty());
    if (r.position) QCOMPARE(QString::fromStdString(r.position->fen()), fen);
}

QTEST_GUILESS_MAIN(TestEngineText)
#include "tst_enginetext.moc"
