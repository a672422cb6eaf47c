// checkSetup and playablePositionFromFen: the one check a start position goes through
// wherever it comes from. Each row is a position engines crash on or the rules misjudge.
#include "board/core/setupcheck.h"

#include <QTest>

using namespace tabiya;

Q_DECLARE_METATYPE(SetupProblem)

class TestSetupCheck : public QObject {
    Q_OBJECT

private slots:
    void problems_data();
    void problems();
    void playable_data();
    void playable();
    void unreadable();
};

void TestSetupCheck::problems_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<SetupProblem>("problem");
    QTest::addColumn<int>("side");
    QTest::addColumn<QString>("piece");
    // Was scored "stalemate".
    QTest::newRow("no kings") << "normal"
                              << "8/8/8/8/8/8/8/8 w - - 0 1" << SetupProblem::RoyalCount
                              << int(White) << "King";
    QTest::newRow("no black king")
        << "normal"
        << "8/8/8/8/8/8/8/4K3 w - - 0 1" << SetupProblem::RoyalCount << int(Black) << "King";
    // Was scored "insufficient material".
    QTest::newRow("two white kings")
        << "normal"
        << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1" << SetupProblem::RoyalCount << int(White) << "King";
    // Crashed GNU Chess and HoiChess, which were then scored as lost.
    QTest::newRow("king capturable by the side to move")
        << "normal"
        << "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1" << SetupProblem::OpponentInCheck << int(Black)
        << "King";
    QTest::newRow("white king capturable by black")
        << "normal"
        << "4k3/4r3/8/8/8/8/8/4K3 b - - 0 1" << SetupProblem::OpponentInCheck << int(White)
        << "King";
    QTest::newRow("pawn on the first rank")
        << "normal"
        << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1" << SetupProblem::PawnOnEdgeRank << int(White) << "Pawn";
    QTest::newRow("black pawn on its last rank")
        << "normal"
        << "4k3/8/8/8/8/8/8/p3K3 w - - 0 1" << SetupProblem::PawnOnEdgeRank << int(Black) << "Pawn";
    QTest::newRow("generals facing") << "xiangqi"
                                     << "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1"
                                     << SetupProblem::OpponentInCheck << int(White) << "General";
    QTest::newRow("general outside the palace")
        << "xiangqi"
        << "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1" << SetupProblem::OutsideZone << int(White)
        << "General";
    QTest::newRow("soldier behind its start")
        << "xiangqi"
        << "3k5/9/9/9/9/9/9/9/P8/4K4 w - - 0 1" << SetupProblem::SoldierBehindStart << int(White)
        << "Soldier";
}

void TestSetupCheck::problems() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(SetupProblem, problem);
    QFETCH(int, side);
    QFETCH(QString, piece);
    const Variant& v = *Variant::byName(variant.toStdString());
    const auto pos = Position::fromFen(v, fen.toStdString());
    QVERIFY(pos); // readable FEN: only the check turns it away
    const SetupCheck check = checkSetup(*pos);
    QCOMPARE(check.problem, problem);
    QCOMPARE(int(check.side), side);
    QCOMPARE(QString::fromStdString(check.piece), piece);
    QVERIFY(!check.describe().empty());
    QCOMPARE(pos->validate(), check.describe());
    SetupCheck again;
    QVERIFY(!playablePositionFromFen(v, fen.toStdString(), &again));
    QCOMPARE(again.problem, problem);
}

void TestSetupCheck::playable_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("chess start") << "normal"
                                 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("in check, to move") << "normal"
                                       << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
    QTest::newRow("xiangqi start")
        << "xiangqi"
        << "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r 1";
}

void TestSetupCheck::playable() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    SetupCheck check;
    const auto pos =
        playablePositionFromFen(*Variant::byName(variant.toStdString()), fen.toStdString(), &check);
    QVERIFY2(pos, check.describe().c_str());
    QVERIFY(check.ok());
}

void TestSetupCheck::unreadable() {
    SetupCheck check;
    QVERIFY(!playablePositionFromFen(Variant::chess(), "4k3/8/8/8/8/8/8/3000000000Q1294967303 w",
                                     &check));
    QCOMPARE(check.problem, SetupProblem::UnreadableFen);
    QCOMPARE(check.describe(), std::string("FEN rank too long"));
}

QTEST_GUILESS_MAIN(TestSetupCheck)
#include "test_setupcheck.moc"
