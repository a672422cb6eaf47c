// The game list of a PGN file: PgnFileReader lists a file of many games in its thread
// (tags, moves counted, the reader's error for a broken game) without stopping at a bad
// one; GameListModel shows them and GameListFilter sorts (numbers as numbers) and keeps
// one player's games; the first game comes alone and the rest in batches; a game's text
// is read back from the file.
#include "app/gui/gamelistmodel.h"
#include "app/session/pgnfilereader.h"
#include "app/session/pgngameloader.h"
#include "tests/app/gui/pgnfilemaker.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

class TestGameList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void listsEveryGame();
    void errorRows();
    void sorting();
    void filteringByPlayer();
    void anotherFileReplacesTheList();
    void loaderDropsSupersededLoads();

private:
    static constexpr int Games = 2000;
    QString cell(const QAbstractItemModel& m, int row, int column) const {
        return m.index(row, column).data().toString();
    }
    QTemporaryDir m_dir;
    QString m_path;
    std::string m_text;
    PgnFileReader m_reader;
    GameListModel m_model;
    GameListFilter m_filter;
};

void TestGameList::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("games.pgn"));
    m_text = testing::manyGames(Games);
    QFile f(m_path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(m_text.data(), qint64(m_text.size()));
    f.close();
    m_model.setReader(&m_reader);
    m_filter.setSourceModel(&m_model);
    // Sorted before the games come: rows inserted later are sorted as they arrive.
    m_filter.sort(GameListModel::White, Qt::AscendingOrder);
    QSignalSpy listed(&m_reader, &PgnFileReader::gamesListed);
    QSignalSpy finished(&m_reader, &PgnFileReader::finished);
    m_reader.open(m_path);
    QVERIFY(m_reader.isReading()); // open() returns at once: the thread reads
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(finished.first().first().toString(), QString());
    // The first game alone (the window loads it at once), then the rest.
    QVERIFY(listed.count() >= 2);
    QCOMPARE(listed.first().at(0).toInt(), 0);
    QCOMPARE(listed.first().at(1).toInt(), 1);
}

void TestGameList::listsEveryGame() {
    QCOMPARE(m_model.rowCount(), Games);
    QCOMPARE(m_filter.rowCount(), Games);
    QCOMPARE(cell(m_model, 0, GameListModel::Number), QStringLiteral("1"));
    QCOMPARE(cell(m_model, 0, GameListModel::White), QString::fromLatin1(testing::Players[0]));
    QCOMPARE(cell(m_model, 0, GameListModel::Black), QString::fromLatin1(testing::Players[3]));
    QCOMPARE(cell(m_model, 0, GameListModel::Result), QStringLiteral("1-0"));
    QCOMPARE(cell(m_model, 0, GameListModel::Date), QStringLiteral("1990.01.01"));
    QCOMPARE(cell(m_model, 0, GameListModel::Event), QStringLiteral("Knights Open 1"));
    QCOMPARE(cell(m_model, 0, GameListModel::Moves), QStringLiteral("2"));
    QCOMPARE(cell(m_model, 0, GameListModel::Problem), QString());
    // Game 123 (index 122): 4 + 122 % 60 = 6 plies, 3 moves, drawn.
    QCOMPARE(cell(m_model, 122, GameListModel::Moves), QStringLiteral("3"));
    QCOMPARE(cell(m_model, 122, GameListModel::Result), QStringLiteral("1/2-1/2"));
    QCOMPARE(cell(m_model, 122, GameListModel::Event), QStringLiteral("Knights Open 2"));
    // A game's text comes back from the file, byte for byte.
    for (int i : {0, 1, 999, Games - 1}) {
        std::string game = testing::manyGamesGame(i);
        game.erase(game.find_last_not_of('\n') + 1);
        QCOMPARE(m_reader.gameText(i).toStdString(), game);
    }
    // Memory: the list keeps tags and places, not moves; a game reads back on demand.
    const PgnLoadResult loaded = PgnGameLoader::read(m_reader.gameText(62), 1);
    QVERIFY(loaded.ok);
    QCOMPARE(loaded.game.ply(), 4 + 62 % 60);
    // With its move list's words, built where it was read (the loader's thread).
    QVERIFY(loaded.moveList);
    QCOMPARE(moveListText(*loaded.moveList), moveListText(moveListItems(loaded.game)));
    QCOMPARE(
        std::count_if(loaded.moveList->begin(), loaded.moveList->end(),
                      [](const MoveListItem& it) { return it.kind == MoveListItem::Kind::Move; }),
        4 + 62 % 60);
}

// A broken game is listed with the reader's error, on the file's line, and the games
// after it are read: an illegal move (loaded up to it) and an unknown variant (refused).
void TestGameList::errorRows() {
    const int illegal = 500, unknownVariant = 1250;
    const int line =
        1 + int(std::count(m_text.begin(),
                           m_text.begin() + qsizetype(testing::manyGames(illegal).size()), '\n'));
    QCOMPARE(m_reader.games()[illegal].line, line);
    // Seven tags and a blank line, then the moves: the third ply is the illegal one.
    QCOMPARE(cell(m_model, illegal, GameListModel::Problem),
             QStringLiteral("line %1: illegal or unknown move 'Ke5'").arg(line + 8));
    QCOMPARE(cell(m_model, illegal, GameListModel::Moves), QStringLiteral("1"));
    QVERIFY(m_model.index(illegal, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Loads up to the error")));
    QVERIFY(cell(m_model, unknownVariant, GameListModel::Problem)
                .contains(QStringLiteral("unknown variant 'hexagonal'")));
    QVERIFY(m_reader.games()[unknownVariant].refused);
    QVERIFY(m_model.index(unknownVariant, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("cannot be loaded")));
    int problems = 0;
    for (int row = 0; row < Games; ++row)
        problems += !cell(m_model, row, GameListModel::Problem).isEmpty();
    QCOMPARE(problems, 2 + 1); // 500, 1500; 1250
    QCOMPARE(cell(m_model, illegal + 1, GameListModel::Problem), QString());
}

void TestGameList::sorting() {
    // Sorted by White while the games came in.
    for (int row = 1; row < Games; ++row)
        QVERIFY(QString::localeAwareCompare(cell(m_filter, row - 1, GameListModel::White),
                                            cell(m_filter, row, GameListModel::White)) <= 0);
    QCOMPARE(cell(m_filter, 0, GameListModel::White), QString::fromLatin1(testing::Players[0]));
    // Moves as numbers: 32 before 9 when descending (as text, "9" would come first).
    m_filter.sort(GameListModel::Moves, Qt::DescendingOrder);
    QCOMPARE(cell(m_filter, 0, GameListModel::Moves), QStringLiteral("32"));
    for (int row = 1; row < Games; ++row)
        QVERIFY(m_filter.index(row - 1, GameListModel::Moves).data().toInt() >=
                m_filter.index(row, GameListModel::Moves).data().toInt());
    // Problems: the refused game first, then the two loaded up to an error, in file order.
    m_filter.sort(GameListModel::Problem, Qt::DescendingOrder);
    QCOMPARE(cell(m_filter, 0, GameListModel::Number), QStringLiteral("1251"));
    QCOMPARE(cell(m_filter, 1, GameListModel::Number), QStringLiteral("501"));
    QCOMPARE(cell(m_filter, 2, GameListModel::Number), QStringLiteral("1501"));
    QCOMPARE(cell(m_filter, 3, GameListModel::Problem), QString());
    m_filter.sort(GameListModel::Number, Qt::DescendingOrder);
    QCOMPARE(cell(m_filter, 0, GameListModel::Number), QString::number(Games));
    QCOMPARE(cell(m_filter, Games - 1, GameListModel::Number), QStringLiteral("1"));
    m_filter.sort(GameListModel::Number, Qt::AscendingOrder);
}

void TestGameList::filteringByPlayer() {
    int expected = 0;
    for (int i = 0; i < Games; ++i)
        expected += i % testing::PlayerCount == 3 || (i * 7 + 3) % testing::PlayerCount == 3;
    m_filter.setPlayer(QStringLiteral("  carlsen "));
    QCOMPARE(m_filter.rowCount(), expected);
    for (int row = 0; row < m_filter.rowCount(); ++row)
        QVERIFY(cell(m_filter, row, GameListModel::White).contains(QStringLiteral("Carlsen")) ||
                cell(m_filter, row, GameListModel::Black).contains(QStringLiteral("Carlsen")));
    m_filter.setPlayer(QStringLiteral("nobody"));
    QCOMPARE(m_filter.rowCount(), 0);
    m_filter.setPlayer(QString());
    QCOMPARE(m_filter.rowCount(), Games);
}

// Opening another file while one is read: the list starts over with the new file's games.
void TestGameList::anotherFileReplacesTheList() {
    const QString small = m_dir.filePath(QStringLiteral("small.pgn"));
    QFile f(small);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[White \"X\"]\n\n1. e4 *\n[White \"Y\"]\n\n1. d4 *\n");
    f.close();
    PgnFileReader reader;
    GameListModel model;
    model.setReader(&reader);
    QSignalSpy finished(&reader, &PgnFileReader::finished);
    reader.open(m_path);
    reader.open(small);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 1, GameListModel::White), QStringLiteral("Y"));
    // A file that is not there says why.
    reader.open(m_dir.filePath(QStringLiteral("missing.pgn")));
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY(!finished.last().first().toString().isEmpty());
    QCOMPARE(model.rowCount(), 0);
}

// A second load supersedes the first: only its result arrives, whichever thread ends
// first; a small text is read at once.
void TestGameList::loaderDropsSupersededLoads() {
    PgnGameLoader loader;
    QSignalSpy loaded(&loader, &PgnGameLoader::loaded);
    const QByteArray first = QByteArray::fromStdString(testing::annotatedGame(20000, "first"));
    const QByteArray second = QByteArray::fromStdString(testing::annotatedGame(10000, "second"));
    loader.load(first);
    QVERIFY(loader.isLoading());
    QCOMPARE(loaded.count(), 0); // in a thread: load() returned before reading
    const quint64 id = loader.load(second);
    QTRY_VERIFY_WITH_TIMEOUT(loader.threadsRunning() == 0, 60000);
    QCoreApplication::processEvents(); // anything the first thread sent has arrived
    QCOMPARE(loaded.count(), 1);
    const auto result = loaded.first().first().value<PgnLoadResult>();
    QCOMPARE(result.id, id);
    QCOMPARE(result.game.tag(QStringLiteral("White")), QStringLiteral("second"));
    QCOMPARE(result.game.ply(), 10000);
    QVERIFY(!loader.isLoading());
    loader.load("1. e4 e5 *");
    QCOMPARE(loaded.count(), 2); // at once
}

QTEST_MAIN(TestGameList)
#include "tst_gamelist.moc"
