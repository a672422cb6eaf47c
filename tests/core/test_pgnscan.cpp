// scanPgnGames: the games of a text found without reading their moves. Each span read
// alone is the game readPgn reads from the whole text; '[' and results inside comments,
// '%' lines and tag strings end nothing; fed a piece at a time it finds what it finds in
// one go; garbage never crashes it and never stalls it.
#include "board/core/pgnreader.h"
#include "board/core/pgnscan.h"
#include "tests/core/pgndump.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace tabiya;

namespace {

std::string readFile(const QString& name) {
    QFile f(QStringLiteral(TABIYA_CORE_TEST_DATA "/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing test data %s", qPrintable(name));
    return f.readAll().toStdString();
}

// Games whose boundaries a careless scanner gets wrong.
const char* const Tricky =
    "[Event \"one\"]\n[White \"A \\\"quoted\\\" ]name\"]\n[Black \"B\"]\n\n"
    "1. e4 {not a [Event \"game\"] nor 1-0} e5 ; 0-1 in a line comment\n"
    "%[Event \"escaped line\"] 1-0\n"
    "2. Nf3 (2. f4 {*}) 2... Nc6 1/2-1/2\n"
    "{between games: dropped}\n"
    "[Event \"two\"]\n[Result \"1-0\"]\n\n1. d4 d5\n"            // ends where the next tag starts
    "[Event \"three\"]\n1. c4 $1 *"                              // no blank line, a NAG
    " 1. Nf3 Nf6 0-1\n"                                          // no tags at all, same line
    "[Event \"five\"]\n[Variant \"xiangqi\"]\n\n1. h2e2 h9g7\n"; // last, no result

// What a scan says, one line per game: offset, length, line, tags.
QString describe(const PgnScan& scan) {
    QString out;
    for (const PgnGameSpan& g : scan.games) {
        out += QStringLiteral("%1+%2@%3:%4").arg(g.offset).arg(g.length).arg(g.line).arg(g.column);
        for (const auto& [name, value] : g.tags)
            out += QStringLiteral(" %1=%2").arg(QString::fromStdString(name),
                                                QString::fromStdString(value));
        out += QLatin1Char('\n');
    }
    return out;
}

// The text scanned a piece at a time, as a file is read: the unfinished rest kept and the
// next piece appended.
PgnScan scanInPieces(std::string_view text, const std::vector<size_t>& cuts) {
    PgnScan all;
    std::string pending;
    size_t pendingOffset = 0;
    int pendingLine = 1, pendingColumn = 1;
    size_t from = 0;
    for (size_t i = 0; i <= cuts.size(); ++i) {
        const size_t to = i < cuts.size() ? cuts[i] : text.size();
        pending.append(text.substr(from, to - from));
        from = to;
        const bool final = i == cuts.size();
        PgnScan part = scanPgnGames(pending, final, pendingOffset, pendingLine, pendingColumn);
        for (PgnGameSpan& g : part.games)
            all.games.push_back(std::move(g));
        pending.erase(0, part.consumed);
        pendingOffset += part.consumed;
        pendingLine = part.consumedLine;
        pendingColumn = part.consumedColumn;
    }
    return all;
}

} // namespace

class TestPgnScan : public QObject {
    Q_OBJECT

private slots:
    void spansReadAsTheWholeText_data();
    void spansReadAsTheWholeText();
    void trickyBoundaries();
    void unfinishedGameWaits();
    void piecesFindTheSame();
    void garbageNeverStalls();
};

void TestPgnScan::spansReadAsTheWholeText_data() {
    QTest::addColumn<QByteArray>("text");
    std::string all;
    for (const char* name :
         {"annotated.pgn", "annotated-export.pgn", "everything.pgn", "xboard-xiangqi.pgn"}) {
        const std::string text = readFile(QString::fromLatin1(name));
        QTest::newRow(name) << QByteArray::fromStdString(text);
        all += text + "\n";
    }
    QTest::newRow("all files") << QByteArray::fromStdString(all);
    QTest::newRow("tricky") << QByteArray(Tricky);
    // A '%' in the middle of a line is no escape, in a game cut out of the text too.
    QTest::newRow("percent mid-line") << QByteArray(" %1 2. Nf3 *\n1. e4 %x e5 *");
}

// Each span, read alone, is the game readPgn finds in the whole text, tags, moves,
// comments, variations and result alike; and it starts on the line the scan says.
void TestPgnScan::spansReadAsTheWholeText() {
    QFETCH(QByteArray, text);
    const std::string_view whole(text.constData(), size_t(text.size()));
    const PgnReadResult read = readPgn(whole);
    const PgnScan scan = scanPgnGames(whole, true);
    QCOMPARE(scan.games.size(), read.games.size());
    QCOMPARE(scan.consumed, whole.size());
    for (size_t i = 0; i < scan.games.size(); ++i) {
        const PgnGameSpan& span = scan.games[i];
        const PgnReadResult alone = readPgn(whole.substr(span.offset, span.length), span.column);
        QCOMPARE(alone.games.size(), size_t(1));
        QCOMPARE(QString::fromStdString(testing::dump(alone.games[0])),
                 QString::fromStdString(testing::dump(read.games[i])));
        QCOMPARE(span.line, 1 + int(std::count(whole.begin(), whole.begin() + span.offset, '\n')));
        for (const auto& [name, value] : span.tags)
            QCOMPARE(value, read.games[i].tag(name));
    }
}

void TestPgnScan::trickyBoundaries() {
    const PgnScan scan = scanPgnGames(Tricky, true);
    QCOMPARE(scan.games.size(), size_t(5));
    QCOMPARE(scan.games[0].tag("White"), std::string("A \"quoted\" ]name"));
    QCOMPARE(scan.games[0].tag("Event"), std::string("one"));
    QCOMPARE(scan.games[1].tag("Result"), std::string("1-0"));
    QCOMPARE(scan.games[2].tag("Event"), std::string("three"));
    QVERIFY(scan.games[3].tags.empty());
    QCOMPARE(scan.games[3].line, scan.games[2].line + 1);
    QCOMPARE(scan.games[4].tag("Variant"), std::string("xiangqi"));
    // The second game ends where the third's first tag starts.
    const std::string_view text(Tricky);
    QCOMPARE(text.substr(scan.games[2].offset, 6), std::string_view("[Event"));
    QCOMPARE(scan.games[1].offset + scan.games[1].length, scan.games[2].offset);
    // Only the listed tags are kept (not Round-less noise, not the moves).
    const PgnScan other = scanPgnGames("[Annotator \"x\"]\n[White \"W\"]\n1. e4 *", true);
    QCOMPARE(other.games.size(), size_t(1));
    QCOMPARE(other.games[0].tags.size(), size_t(1));
}

// Without `final`, a game neither closed by its result nor by the next game waits for
// more text, and so does a token cut in two ("1-" of "1-0", a tag, a comment).
void TestPgnScan::unfinishedGameWaits() {
    const std::string text = "[Event \"a\"]\n1. e4 e5 1-0\n[Event \"b\"]\n1. d4 d5 1-";
    const PgnScan part = scanPgnGames(text, false);
    QCOMPARE(part.games.size(), size_t(1));
    QCOMPARE(text.substr(part.consumed), std::string("[Event \"b\"]\n1. d4 d5 1-"));
    QCOMPARE(part.consumedLine, 3);
    const PgnScan cutTag = scanPgnGames("[Event \"a", false);
    QVERIFY(cutTag.games.empty());
    QCOMPARE(cutTag.consumed, size_t(0));
    const PgnScan cutComment = scanPgnGames("1. e4 { [Event \"x\"] 1-0", false);
    QVERIFY(cutComment.games.empty());
    QCOMPARE(cutComment.consumed, size_t(0));
    // The same text, final: the game ends with the text.
    const PgnScan final = scanPgnGames(text, true);
    QCOMPARE(final.games.size(), size_t(2));
    QCOMPARE(final.consumed, text.size());
}

void TestPgnScan::piecesFindTheSame() {
    std::string text = std::string(Tricky) + "\n" + readFile(QStringLiteral("everything.pgn")) +
                       "\n" + readFile(QStringLiteral("xboard-xiangqi.pgn"));
    const QString once = describe(scanPgnGames(text, true));
    // Every single cut point, then many random cuts at once.
    for (size_t cut = 1; cut < text.size(); ++cut)
        QCOMPARE(describe(scanInPieces(text, {cut})), once);
    QRandomGenerator random(19);
    for (int round = 0; round < 200; ++round) {
        std::vector<size_t> cuts;
        for (size_t at = random.bounded(1, 40); at < text.size(); at += random.bounded(1, 40))
            cuts.push_back(at);
        QCOMPARE(describe(scanInPieces(text, cuts)), once);
    }
}

// Random bytes and damaged PGN: no crash, the spans lie inside the text in order, and a
// scan that is not final either finds a game or keeps all the text for later, so a
// reader feeding it pieces always gets on.
void TestPgnScan::garbageNeverStalls() {
    QRandomGenerator random(14);
    const std::string base = readFile(QStringLiteral("everything.pgn"));
    const char alphabet[] = "[]{}()\";%$1-0*/\n eNf3\\";
    for (int round = 0; round < 2000; ++round) {
        std::string text = base;
        for (int i = 0; i < 20; ++i)
            text[random.bounded(int(text.size()))] =
                alphabet[random.bounded(int(sizeof alphabet) - 1)];
        if (round % 2) text = text.substr(0, random.bounded(int(text.size())));
        for (bool final : {true, false}) {
            const PgnScan scan = scanPgnGames(text, final);
            size_t end = 0;
            for (const PgnGameSpan& g : scan.games) {
                QVERIFY(g.offset >= end);
                end = g.offset + g.length;
                QVERIFY(end <= scan.consumed);
            }
            QVERIFY(scan.consumed <= text.size());
            if (final) QCOMPARE(scan.consumed, text.size());
        }
    }
}

QTEST_MAIN(TestPgnScan)
#include "test_pgnscan.moc"
