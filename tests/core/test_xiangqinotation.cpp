// WXF and traditional Chinese xiangqi notation, both ways, including the tandem forms.
#include "board/core/movetext.h"
#include "board/core/position.h"
#include "board/core/xiangqinotation.h"

#include <QRandomGenerator>
#include <QTest>

using namespace tabiya;

namespace {

const char* const Start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const char* const StartBlack =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
// Two red chariots on the b file (red's file 8).
const char* const TwoChariots = "3k5/9/9/9/9/9/9/1R7/9/1R2K4 w - - 0 1";
// Two black cannons on the e file.
const char* const TwoCannons = "3k5/9/4c4/9/4c4/9/9/9/9/5K3 b - - 0 1";
// Three and four red soldiers on the c file (red's file 7), and tandems on two files.
const char* const ThreeSoldiers = "4k4/9/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
const char* const FourSoldiers = "4k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
const char* const TwoTandems = "4k4/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1";

Position xiangqi(const QString& fen) {
    auto pos = Position::fromFen(Variant::xiangqi(), fen.toStdString());
    if (!pos) qFatal("bad FEN in test table: %s", qPrintable(fen));
    return *pos;
}

} // namespace

class TestXiangqiNotation : public QObject {
    Q_OBJECT

private slots:
    void write_data();
    void write();
    void read_data();
    void read();
    void traditional();
    void everyMoveRoundTrips_data();
    void everyMoveRoundTrips();
    void garbage();
};

void TestXiangqiNotation::write_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("coordinate");
    QTest::addColumn<QString>("wxf");
    QTest::addColumn<QString>("chinese");

    QTest::newRow("cannon to the centre") << Start << "h2e2"
                                          << "C2.5"
                                          << "炮二平五";
    QTest::newRow("red horse") << Start << "h0g2"
                               << "H2+3"
                               << "马二进三";
    QTest::newRow("black horse") << StartBlack << "h9g7"
                                 << "H8+7"
                                 << "马8进7";
    QTest::newRow("red chariot") << Start << "i0i1"
                                 << "R1+1"
                                 << "车一进一";
    QTest::newRow("black chariot") << StartBlack << "i9i8"
                                   << "R9+1"
                                   << "车9进1";
    QTest::newRow("red advisor") << Start << "f0e1"
                                 << "A4+5"
                                 << "仕四进五";
    QTest::newRow("red elephant") << Start << "c0e2"
                                  << "E7+5"
                                  << "相七进五";
    QTest::newRow("black elephant") << StartBlack << "g9e7"
                                    << "E7+5"
                                    << "象7进5";
    QTest::newRow("general") << Start << "e0e1"
                             << "K5+1"
                             << "帅五进一";
    QTest::newRow("red soldier") << Start << "c3c4"
                                 << "P7+1"
                                 << "兵七进一";
    QTest::newRow("black soldier") << StartBlack << "c6c5"
                                   << "P3+1"
                                   << "卒3进1";
    QTest::newRow("cannon back") << Start << "b2b1"
                                 << "C8-1"
                                 << "炮八退一";
    QTest::newRow("front chariot") << TwoChariots << "b2b5"
                                   << "R++3"
                                   << "前车进三";
    QTest::newRow("rear chariot") << TwoChariots << "b0b1"
                                  << "R-+1"
                                  << "后车进一";
    QTest::newRow("rear chariot sideways") << TwoChariots << "b0a0"
                                           << "R-.9"
                                           << "后车平九";
    QTest::newRow("front black cannon") << TwoCannons << "e5e4"
                                        << "C++1"
                                        << "前炮进1";
    QTest::newRow("rear black cannon") << TwoCannons << "e7e8"
                                       << "C--1"
                                       << "后炮退1";
    QTest::newRow("3 soldiers front") << ThreeSoldiers << "c7d7"
                                      << "P+.6"
                                      << "前兵平六";
    QTest::newRow("3 soldiers middle") << ThreeSoldiers << "c6d6"
                                       << "P7.6"
                                       << "中兵平六";
    QTest::newRow("3 soldiers rear") << ThreeSoldiers << "c5d5"
                                     << "P-.6"
                                     << "后兵平六";
    QTest::newRow("4 soldiers 1st") << FourSoldiers << "c8d8"
                                    << "++.6"
                                    << "前兵平六";
    QTest::newRow("4 soldiers 2nd") << FourSoldiers << "c7d7"
                                    << "P+.6"
                                    << "二兵平六";
    QTest::newRow("4 soldiers 3rd") << FourSoldiers << "c6d6"
                                    << "P-.6"
                                    << "三兵平六";
    QTest::newRow("4 soldiers 4th") << FourSoldiers << "c5d5"
                                    << "--.6"
                                    << "后兵平六";
    QTest::newRow("two tandems front") << TwoTandems << "c6d6"
                                       << "7+.6"
                                       << "前七平六";
    QTest::newRow("two tandems rear") << TwoTandems << "g5f5"
                                      << "3-.4"
                                      << "后三平四";
}

void TestXiangqiNotation::write() {
    QFETCH(QString, fen);
    QFETCH(QString, coordinate);
    QFETCH(QString, wxf);
    QFETCH(QString, chinese);
    Position pos = xiangqi(fen);
    const Move m = parseCoordinateMove(pos, coordinate.toStdString());
    QVERIFY(!m.isNone());
    QCOMPARE(QString::fromStdString(wxfText(pos, m)), wxf);
    QCOMPARE(QString::fromStdString(chineseText(pos, m)), chinese);
    QCOMPARE(parseWxf(pos, wxf.toStdString()), m);
    QCOMPARE(parseChinese(pos, chinese.toStdString()), m);
}

void TestXiangqiNotation::read_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("coordinate"); // empty: rejected

    QTest::newRow("C2=5") << Start << "C2=5"
                          << "h2e2";
    QTest::newRow("C25") << Start << "C25"
                         << "h2e2";
    QTest::newRow("lower case") << Start << "c2.5"
                                << "h2e2";
    QTest::newRow("N for horse") << Start << "N2+3"
                                 << "h0g2";
    QTest::newRow("B for elephant") << Start << "B3+5"
                                    << "g0e2";
    QTest::newRow("sign before letter") << TwoChariots << "+R+3"
                                        << "b2b5";
    QTest::newRow("rear sign before letter") << TwoChariots << "-R+1"
                                             << "b0b1";
    QTest::newRow("middle soldier by file") << ThreeSoldiers << "P7.6"
                                            << "c6d6";
    QTest::newRow("middle soldier WXF 77") << TwoTandems << "77.6"
                                           << "";
    QTest::newRow("traditional red") << Start << "炮二平五"
                                     << "h2e2";
    QTest::newRow("traditional chariot") << Start << "俥一進一"
                                         << "i0i1";
    QTest::newRow("red horse character") << Start << "傌二進三"
                                         << "h0g2";
    QTest::newRow("black traditional") << StartBlack << "馬8進7"
                                       << "h9g7";
    QTest::newRow("black 砲") << StartBlack << "砲8平5"
                              << "h7e7";
    QTest::newRow("full-width digits") << StartBlack << "马８进７"
                                       << "h9g7";
    QTest::newRow("black with red numerals") << StartBlack << "马八进七"
                                             << "h9g7";
    QTest::newRow("front traditional") << TwoChariots << "前車進三"
                                       << "b2b5";
    QTest::newRow("rear 後") << TwoChariots << "後車進一"
                             << "b0b1";
    QTest::newRow("nth soldier") << FourSoldiers << "三兵平六"
                                 << "c6d6";
    QTest::newRow("with spaces") << Start << " 炮二 平五 "
                                 << "h2e2";
    QTest::newRow("illegal distance") << Start << "C2+9"
                                      << "";
    QTest::newRow("not a piece") << Start << "X2.5"
                                 << "";
    QTest::newRow("bad numeral") << Start << "炮十平五"
                                 << "";
    QTest::newRow("ambiguous without front/rear") << TwoChariots << "R8+1"
                                                  << "";
    QTest::newRow("front when alone") << Start << "R+.2"
                                      << "";
    QTest::newRow("empty") << Start << ""
                           << "";
    QTest::newRow("broken utf-8") << Start << "\xe7\x82"
                                  << "";
}

void TestXiangqiNotation::read() {
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, coordinate);
    Position pos = xiangqi(fen);
    const std::string utf8 = text.toStdString();
    Move m = parseWxf(pos, utf8);
    if (m.isNone()) m = parseChinese(pos, utf8);
    if (coordinate.isEmpty()) {
        QVERIFY2(m.isNone(), coordinateText(pos, m).c_str());
        return;
    }
    QVERIFY(!m.isNone());
    QCOMPARE(m, parseCoordinateMove(pos, coordinate.toStdString()));
}

void TestXiangqiNotation::traditional() {
    Position pos = xiangqi(Start);
    Move m = parseCoordinateMove(pos, "h0g2");
    QCOMPARE(QString::fromStdString(chineseText(pos, m, {ChineseScript::Traditional, false})),
             QString("傌二進三"));
    QCOMPARE(QString::fromStdString(wxfText(pos, parseCoordinateMove(pos, "h2e2"), '=')),
             QString("C2=5"));
    pos.makeMove(m);
    m = parseCoordinateMove(pos, "h9g7");
    QCOMPARE(QString::fromStdString(chineseText(pos, m, {ChineseScript::Traditional, true})),
             QString("馬８進７"));
    QCOMPARE(QString::fromStdString(chineseText(pos, parseCoordinateMove(pos, "h7e7"),
                                                {ChineseScript::Traditional, false})),
             QString("砲8平5"));
}

void TestXiangqiNotation::everyMoveRoundTrips_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << Start;
    QTest::newRow("start black") << StartBlack;
    QTest::newRow("two chariots") << TwoChariots;
    QTest::newRow("two cannons") << TwoCannons;
    QTest::newRow("three soldiers") << ThreeSoldiers;
    QTest::newRow("four soldiers") << FourSoldiers;
    QTest::newRow("two tandems") << TwoTandems;
    QTest::newRow("five soldiers") << "4k4/2P6/2P6/2P6/2P6/2P6/9/9/9/3K5 w - - 0 1";
    QTest::newRow("middlegame")
        << "2bakab2/9/2n1c1n2/p1p3p1p/4r4/2P3P2/P3c3P/2N1C1N2/4R4/2BAKAB2 w - - 0 1";
    QTest::newRow("advisors on a file") << "4k4/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";
}

// Every legal move is written in a form that names it and no other move.
void TestXiangqiNotation::everyMoveRoundTrips() {
    QFETCH(QString, fen);
    Position pos = xiangqi(fen);
    MoveList legal;
    pos.generateLegal(legal);
    QVERIFY(!legal.empty());
    for (Move m : legal) {
        const std::string wxf = wxfText(pos, m);
        const std::string chinese = chineseText(pos, m);
        QVERIFY2(parseWxf(pos, wxf) == m, wxf.c_str());
        QVERIFY2(parseChinese(pos, chinese) == m, chinese.c_str());
        const std::string trad = chineseText(pos, m, {ChineseScript::Traditional, true});
        QVERIFY2(parseChinese(pos, trad) == m, trad.c_str());
    }
}

// Random text, ASCII and Chinese characters and broken UTF-8: none or a legal move.
void TestXiangqiNotation::garbage() {
    QRandomGenerator rng(99);
    const QStringList alphabet = {"K",  "A",  "E",  "H",  "R",  "C",  "P",  "N",  "B",  "+",  "-",
                                  ".",  "=",  "1",  "5",  "9",  "0",  "车", "马", "炮", "兵", "卒",
                                  "前", "后", "中", "进", "退", "平", "一", "五", "九", "８", " "};
    Position pos = xiangqi(Start);
    for (int i = 0; i < 3000; ++i) {
        std::string text;
        const int n = rng.bounded(0, 7);
        for (int k = 0; k < n; ++k) {
            if (i % 5 == 0)
                text += char(rng.bounded(256));
            else
                text += alphabet[rng.bounded(int(alphabet.size()))].toStdString();
        }
        for (Move m : {parseWxf(pos, text), parseChinese(pos, text)})
            QVERIFY2(m.isNone() || pos.isLegalMove(m), text.c_str());
    }
}

QTEST_GUILESS_MAIN(TestXiangqiNotation)
#include "test_xiangqinotation.moc"
