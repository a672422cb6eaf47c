// MatchSetup, the Machine Match dialog's answers as plain data, turned into the
// MatchOptions a Match plays (matchOptionsFor): engines, a clock each, the openings' order
// and colours through MatchSchedule's rules, the PGN file; and the data folder the games
// go to by default: ~/.local/share/Tabiya, not the doubled Tabiya/Tabiya.
#include "app/session/datafolder.h"
#include "app/session/matchschedule.h"
#include "app/session/matchsetup.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

class TestMatchSetup : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void enginesGamesAndFile();
    void clockPerEngine();
    void sameClockForBoth();
    void openingKind_data();
    void openingKind();
    void openingsInOrderWithBothColours();
    void openingsInOrderOnce();
    void openingsInRandomOrder();
    void dataFolderIsNotDoubled();
    void doubledFolderFilesMove();

private:
    QTemporaryDir m_dir;
    QString m_positions; // four FEN openings, one a line
};

static const char* const Fens[] = {
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
};

static MatchSetup setupWith(const QString& openings = {}) {
    MatchSetup s;
    s.first.name = QStringLiteral("One");
    s.first.program = QStringLiteral("/bin/one");
    s.second.name = QStringLiteral("Two");
    s.second.program = QStringLiteral("/bin/two");
    s.games = 8;
    s.openingFile = openings;
    s.pgnFile = QStringLiteral("/tmp/games.pgn");
    return s;
}

static QStringList openingFens(const MatchOptions& o) {
    QString error;
    const auto openings = o.openings(&error);
    if (!openings) qFatal("%s", qPrintable(error));
    const MatchSchedule schedule(o, openings);
    QStringList fens;
    for (int g = 0; g < o.games; ++g)
        fens << schedule.opening(g)->startFen();
    return fens;
}

void TestMatchSetup::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_positions = m_dir.filePath(QStringLiteral("openings.epd"));
    QFile f(m_positions);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const char* fen : Fens)
        f.write(QByteArray(fen) + '\n');
}

void TestMatchSetup::enginesGamesAndFile() {
    MatchOptions base;
    base.matchPauseMs = 123; // what the dialog does not ask stays
    MatchSetup s = setupWith();
    s.variant = QStringLiteral("xiangqi");
    const MatchOptions o = matchOptionsFor(s, base, 1);
    QCOMPARE(o.first.name, QStringLiteral("One"));
    QCOMPARE(o.second.program, QStringLiteral("/bin/two"));
    QCOMPARE(o.games, 8);
    QCOMPARE(o.variant, QStringLiteral("xiangqi"));
    QCOMPARE(o.pgnFile, QStringLiteral("/tmp/games.pgn"));
    QCOMPARE(o.matchPauseMs, 123);
    QVERIFY(o.openingFile.isEmpty());
    QString error;
    QVERIFY(!o.openings(&error) && error.isEmpty()); // the start position, every game
    s.games = 0;
    QCOMPARE(matchOptionsFor(s, base, 1).games, 1);
}

void TestMatchSetup::clockPerEngine() {
    // Each engine keeps its clock whichever colour it has (the schedule's White, Black).
    MatchSetup s = setupWith();
    s.sameTime = false;
    s.time[0] = {0, 60000, 1000};
    s.time[1] = {40, 120000, 0};
    s.time[1].maxDepth = 5;
    MatchOptions base;
    base.timeOdds = {2.0, 1.0}; // the command line's ratio does not apply
    const MatchOptions o = matchOptionsFor(s, base, 1);
    QVERIFY(o.timeGiven);
    const MatchSchedule schedule(o, std::nullopt);
    QCOMPARE(schedule.game(0).clocks[0], s.time[0]); // the first engine is White
    QCOMPARE(schedule.game(0).clocks[1], s.time[1]);
    QCOMPARE(schedule.game(1).clocks[0], s.time[1]); // then Black
    QCOMPARE(schedule.game(1).clocks[1], s.time[0]);
}

void TestMatchSetup::sameClockForBoth() {
    MatchSetup s = setupWith();
    s.sameTime = true;
    s.time[0] = {0, 30000, 500};
    s.time[1] = {40, 999000, 0}; // hidden in the dialog: not used
    const MatchSchedule schedule(matchOptionsFor(s, {}, 1), std::nullopt);
    for (int g = 0; g < 2; ++g)
        for (int c = 0; c < 2; ++c)
            QCOMPARE(schedule.game(g).clocks[c], s.time[0]);
}

void TestMatchSetup::openingKind_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("positions");
    QTest::newRow("pgn") << "/a/b.pgn" << false;
    QTest::newRow("epd") << "/a/b.epd" << true;
    QTest::newRow("FEN upper case") << "/a/b.FEN" << true;
    QTest::newRow("no suffix: PGN") << "/a/openings" << false;
}

void TestMatchSetup::openingKind() {
    QFETCH(QString, path);
    QFETCH(bool, positions);
    MatchSetup s = setupWith(path);
    QCOMPARE(matchOptionsFor(s, {}, 1).openingKind,
             positions ? MatchOpenings::Kind::Positions : MatchOpenings::Kind::Games);
}

void TestMatchSetup::openingsInOrderWithBothColours() {
    // -lpi -2: each opening twice, once with each colour, in the file's order.
    MatchSetup s = setupWith(m_positions);
    s.bothColours = true;
    const MatchOptions o = matchOptionsFor(s, {}, 1);
    QCOMPARE(o.openingIndex, -2);
    QCOMPARE(openingFens(o),
             (QStringList{Fens[0], Fens[0], Fens[1], Fens[1], Fens[2], Fens[2], Fens[3], Fens[3]}));
}

void TestMatchSetup::openingsInOrderOnce() {
    // -lpi -1: the next opening every game, then from the first again.
    MatchSetup s = setupWith(m_positions);
    s.bothColours = false;
    QCOMPARE(openingFens(matchOptionsFor(s, {}, 1)),
             (QStringList{Fens[0], Fens[1], Fens[2], Fens[3], Fens[0], Fens[1], Fens[2], Fens[3]}));
}

void TestMatchSetup::openingsInRandomOrder() {
    // A shuffle of the file: every opening once in each pass, with both colours, the same
    // order for the same seed, not always the file's.
    MatchSetup s = setupWith(m_positions);
    s.openingOrder = MatchSetup::OpeningOrder::Random;
    bool reordered = false;
    for (quint32 seed = 1; seed <= 5; ++seed) {
        const QStringList fens = openingFens(matchOptionsFor(s, {}, seed));
        QCOMPARE(openingFens(matchOptionsFor(s, {}, seed)), fens);
        QSet<QString> seen;
        for (int g = 0; g < fens.size(); g += 2) {
            QCOMPARE(fens[g + 1], fens[g]);
            seen.insert(fens[g]);
        }
        QCOMPARE(seen.size(), 4);
        if (fens[0] != QLatin1String(Fens[0]) || fens[2] != QLatin1String(Fens[1]))
            reordered = true;
    }
    QVERIFY(reordered);
    // No file: no order to shuffle.
    s.openingFile.clear();
    QVERIFY(!matchOptionsFor(s, {}, 7).openingShuffle);
}

void TestMatchSetup::dataFolderIsNotDoubled() {
    // Organisation and application are both Tabiya, as in main(): QStandardPaths'
    // AppDataLocation would be .../Tabiya/Tabiya.
    QCoreApplication::setOrganizationName(QStringLiteral("Tabiya"));
    QCoreApplication::setApplicationName(QStringLiteral("Tabiya"));
    QStandardPaths::setTestModeEnabled(true);
    const QString generic = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    QCOMPARE(dataFolder(), QDir(generic).filePath(QStringLiteral("Tabiya")));
    QVERIFY(!dataFolder().contains(QStringLiteral("Tabiya/Tabiya")));
    QCOMPARE(doubledDataFolder(), QDir(generic).filePath(QStringLiteral("Tabiya/Tabiya")));
}

void TestMatchSetup::doubledFolderFilesMove() {
    // Files in the old doubled folder join the data folder; one whose name is taken there
    // stays where it was, and the old folder goes once empty.
    QTemporaryDir root;
    const QString data = root.filePath(QStringLiteral("Tabiya"));
    const QString doubled = root.filePath(QStringLiteral("Tabiya/Tabiya"));
    QVERIFY(QDir().mkpath(doubled));
    const auto write = [](const QString& path, const QByteArray& text) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    QVERIFY(write(doubled + QStringLiteral("/match-1.pgn"), "old games"));
    QVERIFY(write(doubled + QStringLiteral("/match-2.pgn"), "older games"));
    QVERIFY(write(data + QStringLiteral("/match-2.pgn"), "new games"));
    QStringList kept;
    const QStringList moved = moveDataFiles(doubled, data, &kept);
    QCOMPARE(moved, QStringList{data + QStringLiteral("/match-1.pgn")});
    QCOMPARE(kept, QStringList{doubled + QStringLiteral("/match-2.pgn")});
    QFile one(data + QStringLiteral("/match-1.pgn"));
    QVERIFY(one.open(QIODevice::ReadOnly));
    QCOMPARE(one.readAll(), QByteArray("old games"));
    QFile two(data + QStringLiteral("/match-2.pgn"));
    QVERIFY(two.open(QIODevice::ReadOnly));
    QCOMPARE(two.readAll(), QByteArray("new games"));
    QVERIFY(QFile::exists(doubled + QStringLiteral("/match-2.pgn")));
    // Once the name is free the last one moves too and the doubled folder is gone.
    QVERIFY(QFile::rename(data + QStringLiteral("/match-2.pgn"),
                          data + QStringLiteral("/match-2-new.pgn")));
    QCOMPARE(moveDataFiles(doubled, data).size(), 1);
    QVERIFY(!QDir(doubled).exists());
}

QTEST_GUILESS_MAIN(TestMatchSetup)
#include "tst_matchsetup.moc"
