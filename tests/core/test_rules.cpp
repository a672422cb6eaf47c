// How games end by the rules: mate, stalemate (a loss in xiangqi), repetition, perpetual
// check (a loss in xiangqi), the n-move rule, dead material, and the other variants' ends
// (giveaway, suicide, losers, atomic, 3check, shatranj's bare king).
#include "board/core/movetext.h"
#include "board/core/position.h"
#include "board/core/rules.h"

#include <QTest>

using namespace tabiya;

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void adjudicate_data();
    void adjudicate();
    void material_data();
    void material();
};

void TestRules::adjudicate_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("result");
    QTest::addColumn<int>("termination");
    QTest::addColumn<QString>("reason");

    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("ongoing") << "chess" << start << "e2e4"
                             << "*" << int(Termination::None) << "";
    QTest::newRow("fool's mate") << "chess" << start << "f2f3 e7e5 g2g4 d8h4"
                                 << "0-1" << int(Termination::Checkmate) << "Black mates";
    QTest::newRow("stalemate") << "chess"
                               << "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"
                               << "g6h6"
                               << "1/2-1/2" << int(Termination::Stalemate) << "Stalemate";
    QTest::newRow("threefold") << "chess" << start << "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
                               << "1/2-1/2" << int(Termination::Repetition) << "Draw by repetition";
    QTest::newRow("twofold is not yet") << "chess" << start << "g1f3 g8f6 f3g1 f6g8"
                                        << "*" << int(Termination::None) << "";
    QTest::newRow("perpetual check in chess is a draw")
        << "chess"
        << "4k3/8/8/8/3R4/8/8/5K2 w - - 0 1"
        << "d4e4 e8d8 e4d4 d8e8 d4e4 e8d8 e4d4 d8e8"
        << "1/2-1/2" << int(Termination::Repetition) << "Draw by repetition";
    QTest::newRow("fifty moves") << "chess"
                                 << "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"
                                 << "a1a2"
                                 << "1/2-1/2" << int(Termination::MoveRule)
                                 << "Draw by the 50-move rule";
    QTest::newRow("fifty moves reset by a pawn") << "chess"
                                                 << "4k3/8/8/8/8/8/P7/R3K3 w - - 99 80"
                                                 << "a2a3"
                                                 << "*" << int(Termination::None) << "";
    QTest::newRow("dead material after a capture")
        << "chess"
        << "4k3/8/8/8/8/8/3q4/3BK3 w - - 0 1"
        << "e1d2"
        << "1/2-1/2" << int(Termination::InsufficientMaterial) << "Draw by insufficient material";

    QTest::newRow("xiangqi mate") << "xiangqi"
                                  << "3k5/R8/1R7/9/9/9/9/9/9/5K3 w - - 0 1"
                                  << "b7b9"
                                  << "1-0" << int(Termination::Checkmate) << "Red mates";
    QTest::newRow("xiangqi stalemate loses")
        << "xiangqi"
        << "3k5/R8/9/9/9/9/9/9/4R4/5K3 w - - 0 1"
        << "e1e5"
        << "1-0" << int(Termination::Stalemate) << "Black is stalemated and loses";
    QTest::newRow("xiangqi perpetual check loses")
        << "xiangqi"
        << "4k4/9/9/9/3R5/9/9/9/9/5K3 w - - 0 1"
        << "d5e5 e9d9 e5d5 d9e9 d5e5 e9d9 e5d5 d9e9"
        << "0-1" << int(Termination::PerpetualCheck) << "Red loses by perpetual check";
    QTest::newRow("xiangqi quiet repetition is a draw")
        << "xiangqi"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
        << "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9"
        << "1/2-1/2" << int(Termination::Repetition) << "Draw by repetition";
    QTest::newRow("xiangqi sixty moves")
        << "xiangqi"
        << "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 119 90"
        << "e1e2"
        << "1/2-1/2" << int(Termination::MoveRule) << "Draw by the 60-move rule";

    // The other variants, as XBoard scores them.
    QTest::newRow("giveaway: losing every piece wins")
        << "giveaway"
        << "8/8/8/8/8/8/1p6/2N5 b - - 0 1"
        << "b2c1q"
        << "1-0" << int(Termination::Stalemate) << "White wins, having no move";
    QTest::newRow("suicide: fewer pieces win")
        << "suicide"
        << "8/8/8/8/8/8/1p6/2N5 b - - 0 1"
        << "b2c1q"
        << "1-0" << int(Termination::Stalemate) << "White wins, having no move";
    QTest::newRow("suicide: equal pieces draw")
        << "suicide"
        << "8/8/8/p7/P7/8/8/8 w - - 0 1"
        << ""
        << "1/2-1/2" << int(Termination::Stalemate) << "Stalemate";
    QTest::newRow("losers: the lone king wins")
        << "losers"
        << "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"
        << "e1d2"
        << "0-1" << int(Termination::BareKing) << "Black has only the king left";
    QTest::newRow("losers: the mated side wins")
        << "losers"
        << "k7/8/1K6/8/8/6p1/6P1/7R w - - 0 1"
        << "h1h8"
        << "0-1" << int(Termination::Checkmate) << "Black is mated and wins";
    QTest::newRow("atomic: the king explodes")
        << "atomic"
        << "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"
        << "e2e7"
        << "1-0" << int(Termination::RoyalExploded) << "Black's king explodes";
    QTest::newRow("3check: the third check wins")
        << "3check"
        << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
        << "a1a8 e8e7 a8a7 e7e6 a7a6"
        << "1-0" << int(Termination::ThirdCheck) << "White gives the third check";
    QTest::newRow("3check: two checks are not yet") << "3check"
                                                    << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                                    << "a1a8 e8e7 a8a7"
                                                    << "*" << int(Termination::None) << "";
    QTest::newRow("shatranj: a bare king loses after its move")
        << "shatranj"
        << "4k2r/8/8/8/8/8/7R/4K3 b - - 0 1"
        << "h8h2 e1d1"
        << "0-1" << int(Termination::BareKing) << "White has a bare king";
    QTest::newRow("shatranj: bared, with a move to bare back")
        << "shatranj"
        << "4k2r/8/8/8/8/8/7R/4K3 b - - 0 1"
        << "h8h2"
        << "*" << int(Termination::None) << "";
    QTest::newRow("shogi: mate by a dropped gold")
        << "shogi"
        << "4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1"
        << "G@e8"
        << "1-0" << int(Termination::Checkmate) << "White mates";
    QTest::newRow("shatranj: stalemate loses")
        << "shatranj"
        << "7k/p7/P4K2/8/8/8/8/6R1 w - - 0 1"
        << "g1g7"
        << "1-0" << int(Termination::Stalemate) << "Black is stalemated and loses";
}

void TestRules::adjudicate() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, result);
    QFETCH(int, termination);
    QFETCH(QString, reason);
    const Variant& v = *Variant::byName(variant.toStdString());
    auto pos = Position::fromFen(v, fen.toStdString());
    QVERIFY(pos);
    for (const QString& text : moves.split(' ', Qt::SkipEmptyParts)) {
        const Move m = parseCoordinateMove(*pos, text.toStdString());
        QVERIFY2(!m.isNone(), qPrintable(text));
        pos->makeMove(m);
    }
    const Outcome o = tabiya::adjudicate(*pos);
    QCOMPARE(QString::fromStdString(o.resultText()), result);
    QCOMPARE(int(o.termination), termination);
    QCOMPARE(QString::fromStdString(o.reason(v)), reason);
}

void TestRules::material_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("dead");
    QTest::newRow("KK") << "chess"
                        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << true;
    QTest::newRow("KNK") << "chess"
                         << "4k3/8/8/8/8/8/8/4KN2 w - - 0 1" << true;
    QTest::newRow("KBK") << "chess"
                         << "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
    QTest::newRow("KBKB same colour") << "chess"
                                      << "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
    QTest::newRow("KBKB opposite colours") << "chess"
                                           << "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1" << false;
    QTest::newRow("KNNK") << "chess"
                          << "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1" << false;
    QTest::newRow("KBKN") << "chess"
                          << "4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1" << false;
    QTest::newRow("KPK") << "chess"
                         << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << false;
    QTest::newRow("KRK") << "chess"
                         << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << false;
    QTest::newRow("xiangqi advisors and elephants")
        << "xiangqi"
        << "2bak4/4a4/9/9/9/9/9/9/4A4/2B1KA3 w - - 0 1" << true;
    QTest::newRow("xiangqi soldier") << "xiangqi"
                                     << "3k5/9/9/9/9/9/4P4/9/9/5K3 w - - 0 1" << false;
}

void TestRules::material() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(bool, dead);
    auto pos = Position::fromFen(*Variant::byName(variant.toStdString()), fen.toStdString());
    QVERIFY(pos);
    QCOMPARE(insufficientMaterial(*pos), dead);
}

QTEST_GUILESS_MAIN(TestRules)
#include "test_rules.moc"
