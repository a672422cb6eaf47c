// movegen::generateTactical (the engine's quiescence search generates with it): the captures
// and promotions of generatePseudoLegal, in the same order (the search's move ordering
// breaks ties by that order), in every built-in variant along random games.
#include "board/core/builtinvariants.h"
#include "board/core/movegen.h"
#include "board/core/position.h"
#include "board/core/variant.h"

#include <QTest>

#include <random>

using namespace tabiya;

class TestTacticalMoves : public QObject {
    Q_OBJECT

private slots:
    void sameAsFilteredPseudoLegal_data();
    void sameAsFilteredPseudoLegal();
};

void TestTacticalMoves::sameAsFilteredPseudoLegal_data() {
    QTest::addColumn<QString>("variant");
    for (const VariantInfo& info : builtInVariants())
        QTest::newRow(info.name.c_str()) << QString::fromStdString(info.name);
}

void TestTacticalMoves::sameAsFilteredPseudoLegal() {
    QFETCH(QString, variant);
    const Variant* v = Variant::byName(variant.toStdString());
    QVERIFY(v);
    std::mt19937 rng(20261124);
    int positions = 0, tacticalSeen = 0;
    for (int game = 0; game < 12; ++game) {
        Position pos = Position::startPosition(*v);
        for (int ply = 0; ply < 80; ++ply) {
            MoveList all, tactical, expected;
            pos.generatePseudoLegal(all);
            movegen::generateTactical(pos, tactical);
            for (Move m : all)
                if (v->chu || pos.isCapture(m) || m.type() == MoveType::Promotion) expected.push(m);
            ++positions;
            tacticalSeen += tactical.size();
            QVERIFY2(std::equal(tactical.begin(), tactical.end(), expected.begin(), expected.end()),
                     pos.fen().c_str());
            MoveList legal;
            pos.generateLegal(legal);
            if (legal.empty()) break;
            pos.makeMove(legal[int(rng() % unsigned(legal.size()))]);
        }
    }
    QVERIFY(positions > 100);
    QVERIFY(tacticalSeen > 0); // the games reached captures
}

QTEST_GUILESS_MAIN(TestTacticalMoves)
#include "test_tacticalmoves.moc"
