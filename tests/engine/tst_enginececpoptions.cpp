// tabiya-engine's CECP options, through a pipe: each type of feature option, each doing
// what it says (Hash, MultiPV, Contempt, Resign, Style, Log File, Book Folder, Clear Hash,
// Save Settings, Reset Options, Name Suffix), debug lines, memory and cores.

#include "tests/engine/enginedriver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTest>

class TestEngineCecpOptions : public QObject {
    Q_OBJECT
private slots:
    void options();
    void debugLines();
    void openingBook();
    void resigns();
    void contemptStyleClearHash();
    void coresAndMemory();
};

void TestEngineCecpOptions::options() {
    auto e = handshaken();
    QVERIFY(e);
    const QString log = e->tempPath(QStringLiteral("engine.log"));
    e->send(QStringLiteral("option Log File=") + log);
    e->send(QStringLiteral("option Hash=8"));
    e->send(QStringLiteral("option Contempt=20"));
    e->send(QStringLiteral("option Style=Aggressive"));
    e->send(QStringLiteral("option Clear Hash"));
    e->send(QStringLiteral("option Name Suffix=Test"));
    QVERIFY(e->expect(QStringLiteral("^feature myname=\"Tabiya Engine [0-9.]+ Test\"$")));
    e->send(QStringLiteral("option Save Settings"));
    QVERIFY(e->untilPong());
    QFile settings(e->settingsFile());
    QVERIFY(settings.open(QIODevice::ReadOnly));
    const QString saved = QString::fromUtf8(settings.readAll());
    QVERIFY(saved.contains(QLatin1String("Hash=8")));
    QVERIFY(saved.contains(QLatin1String("Style=Aggressive")));
    QVERIFY(saved.contains(QLatin1String("Contempt=20")));
    QFile logFile(log);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    QVERIFY(logFile.readAll().contains("option Save Settings"));
    // Reset: the options come again with their defaults, ended by done=1.
    e->send(QStringLiteral("option Reset Options"));
    QVERIFY(e->expect(QStringLiteral("^feature option=\"Hash -spin 64 ")));
    QVERIFY(e->expect(QStringLiteral("^feature option=\"Style -combo \\*Normal")));
    QVERIFY(e->expect(QStringLiteral("^feature done=1$")));
}

void TestEngineCecpOptions::debugLines() {
    // '#' lines only after the GUI accepted debug=1; they say how the time was planned.
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("level 40 5 0"));
    e->send(QStringLiteral("sd 2"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(e->skipped().filter(QRegularExpression(QStringLiteral("^#"))).isEmpty());
    e->send(QStringLiteral("accepted debug"));
    e->send(QStringLiteral("time 30000"));
    e->send(QStringLiteral("otim 29000"));
    e->send(QStringLiteral("usermove e7e5"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(e->skipped().contains(QRegularExpression(
        QStringLiteral("^# think: soft \\d+ ms, hard \\d+ ms, clock 300000 ms vs 290000 ms, "
                       "depth 2, 1 threads, \\d+ MB hash$"))));
    QVERIFY(e->skipped().contains(QRegularExpression(
        QStringLiteral("^# searched: depth 2, \\d+ nodes in \\d+ ms, score -?\\d+$"))));
    e->send(QStringLiteral("rejected debug"));
    e->send(QStringLiteral("usermove d7d5"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(e->skipped().filter(QRegularExpression(QStringLiteral("^#"))).isEmpty());
}

void TestEngineCecpOptions::openingBook() {
    auto e = handshaken();
    QVERIFY(e);
    QDir dir(e->tempPath(QStringLiteral("books")));
    QVERIFY(dir.mkpath(QStringLiteral(".")));
    QFile chess(dir.filePath(QStringLiteral("openings.book")));
    QVERIFY(chess.open(QIODevice::WriteOnly));
    chess.write("# two of these, one of that\n1. e4 e5 2. Nf3 Nc6\ne2e4 e7e5 g1f3 b8c6 *\n"
                "1. d4 d5\nvariant xiangqi\nh2e2 h9g7\n");
    chess.close();
    QFile ignored(dir.filePath(QStringLiteral("notes.txt"))); // only *.book files count
    QVERIFY(ignored.open(QIODevice::WriteOnly));
    ignored.write("a4 a5\n");
    ignored.close();
    e->send(QStringLiteral("option Book Folder=") + dir.path());
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("bk"));
    QVERIFY(e->expect(QStringLiteral("^ e2e4 67% \\(2\\)$")));
    QVERIFY(e->expect(QStringLiteral("^ d2d4 33% \\(1\\)$")));
    QVERIFY(e->expect(QStringLiteral("^$")));
    // In the book the engine answers at once, even with a minute to think.
    e->send(QStringLiteral("post"));
    e->send(QStringLiteral("st 60"));
    QElapsedTimer timer;
    timer.start();
    e->send(QStringLiteral("usermove e2e4"));
    QVERIFY(e->expect(QStringLiteral("^move e7e5$"), 5000));
    e->send(QStringLiteral("usermove g1f3"));
    QVERIFY(e->expect(QStringLiteral("^move b8c6$"), 5000));
    QVERIFY(timer.elapsed() < 5000);
    QVERIFY(e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    // Out of the book it thinks again.
    e->send(QStringLiteral("st 0.2"));
    e->send(QStringLiteral("usermove f1b5"));
    QVERIFY(e->expect(MoveLine));
    QVERIFY(!e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    e->send(QStringLiteral("bk"));
    QVERIFY(e->expect(QStringLiteral("^ no book moves in this position$")));
    // Excluded book moves are not played; the search picks another.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("exclude e2e4"));
    e->send(QStringLiteral("exclude d2d4"));
    e->send(QStringLiteral("st 0.2"));
    e->send(QStringLiteral("go"));
    const auto other = e->expect(MoveLine);
    QVERIFY(other && *other != QLatin1String("move e2e4") && *other != QLatin1String("move d2d4"));
    QVERIFY(!e->skipped().filter(QRegularExpression(Thinking)).isEmpty());
    // Xiangqi lines of the same file.
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("variant xiangqi"));
    e->send(QStringLiteral("st 60"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(QStringLiteral("^move h2e2$"), 5000));
    // Problems are told, not hidden.
    e->send(QStringLiteral("option Book Folder=") + dir.filePath(QStringLiteral("missing")));
    QVERIFY(e->expect(QStringLiteral("^telluser book folder not found: ")));
    QFile bad(dir.filePath(QStringLiteral("bad.book")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("e4 e5\nd4 Qz9\n");
    bad.close();
    e->send(QStringLiteral("option Book Folder=") + dir.path());
    QVERIFY(e->expect(QStringLiteral("^telluser bad.book line 2: illegal move Qz9$")));
}

void TestEngineCecpOptions::resigns() {
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("option Resign=1"));
    e->send(QStringLiteral("option Resign Threshold=300"));
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(QStringLiteral("setboard k7/8/8/8/8/8/8/K1QQ4 b - - 0 1"));
    e->send(QStringLiteral("sd 3"));
    e->send(QStringLiteral("go"));
    QVERIFY(e->expect(MoveLine));
    e->send(QStringLiteral("usermove d1d2"));
    QVERIFY(e->expect(MoveLine));
    // Third losing search in a row: it resigns instead of moving.
    e->send(QStringLiteral("usermove d2d3"));
    const auto answer = e->expect(QStringLiteral("^(resign|move .*)$"));
    QVERIFY(answer);
    QCOMPARE(*answer, QStringLiteral("resign"));
}

namespace {

// The last thinking line's field (0 depth, 1 score, 3 nodes) of a search to depth sd.
std::optional<qint64> searched(EngineDriver& e, const QString& fen, int sd, int field) {
    e.send(QStringLiteral("new"));
    e.send(QStringLiteral("force"));
    e.send(QStringLiteral("setboard ") + fen);
    e.send(QStringLiteral("post"));
    e.send(QStringLiteral("sd %1").arg(sd));
    e.send(QStringLiteral("go"));
    if (!e.expect(MoveLine)) return std::nullopt;
    const QStringList t = e.skipped().filter(QRegularExpression(Thinking));
    if (t.isEmpty()) return std::nullopt;
    return t.last().section(QLatin1Char(' '), field, field).toLongLong();
}

} // namespace

void TestEngineCecpOptions::contemptStyleClearHash() {
    auto e = handshaken();
    QVERIFY(e);
    // Contempt: a dead draw (king and knight against king) is worth less than equality.
    const QString drawn = QStringLiteral("8/8/8/4k3/8/8/3NK3/8 w - - 0 1");
    QCOMPARE(searched(*e, drawn, 3, 1), std::optional<qint64>(0));
    e->send(QStringLiteral("option Contempt=30"));
    QCOMPARE(searched(*e, drawn, 3, 1), std::optional<qint64>(-30));
    e->send(QStringLiteral("option Contempt=-20"));
    QCOMPARE(searched(*e, drawn, 3, 1), std::optional<qint64>(20));
    e->send(QStringLiteral("option Contempt=0"));
    // Style: the same position is judged differently (king shelter, passed pawns).
    const QString sheltered = QStringLiteral("rnbqk2r/8/8/8/8/8/5PPP/RNBQ1RK1 w - - 0 1");
    QList<qint64> scores;
    for (const char* style : {"Normal", "Aggressive", "Solid"}) {
        e->send(QStringLiteral("option Style=") + QLatin1String(style));
        const auto score = searched(*e, sheltered, 1, 1);
        QVERIFY(score);
        scores << *score;
    }
    QVERIFY2(scores[0] != scores[1] && scores[1] != scores[2] && scores[0] != scores[2],
             qPrintable(QStringLiteral("%1 %2 %3").arg(scores[0]).arg(scores[1]).arg(scores[2])));
    // Clear Hash: the same search again is cheap with the table, dear without it. Depth 8:
    // at depth 7 the table saved barely half the nodes even before issue 21's search
    // (3546 cold, 1769 warm), at depth 8 about two thirds (5712, 1873, cleared 5925).
    e->send(QStringLiteral("option Style=Normal"));
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const auto cold = searched(*e, start, 8, 3);
    const auto warm = searched(*e, start, 8, 3);
    e->send(QStringLiteral("option Clear Hash"));
    const auto cleared = searched(*e, start, 8, 3);
    QVERIFY(cold && warm && cleared);
    QVERIFY2(*warm * 2 < *cold && *warm * 2 < *cleared,
             qPrintable(QStringLiteral("%1 %2 %3").arg(*cold).arg(*warm).arg(*cleared)));
}

void TestEngineCecpOptions::coresAndMemory() {
    // What the system sees: one search thread per core, and the table's memory.
    if (!QFileInfo(QStringLiteral("/proc/self/task")).isDir()) QSKIP("needs Linux's /proc");
    auto e = handshaken();
    QVERIFY(e);
    const QString proc = QStringLiteral("/proc/%1/").arg(e->process().processId());
    auto threads = [&] {
        return QDir(proc + QStringLiteral("task"))
            .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
            .size();
    };
    auto vmSizeKb = [&] {
        QFile status(proc + QStringLiteral("status"));
        if (!status.open(QIODevice::ReadOnly)) return qint64(-1);
        for (const QByteArray& l : status.readAll().split('\n'))
            if (l.startsWith("VmSize:")) return l.mid(7).trimmed().split(' ').first().toLongLong();
        return qint64(-1);
    };
    e->send(QStringLiteral("memory 8"));
    QVERIFY(e->untilPong());
    const qint64 small = vmSizeKb();
    e->send(QStringLiteral("option Hash=520")); // the option and "memory" are one
    QVERIFY(e->untilPong());
    const qint64 big = vmSizeKb();
    QVERIFY2(big - small >= 500 * 1024, qPrintable(QStringLiteral("%1 %2").arg(small).arg(big)));
    e->send(QStringLiteral("memory 8"));
    QVERIFY(e->untilPong());
    const qint64 again = vmSizeKb();
    QVERIFY2(again < big - 400 * 1024, qPrintable(QStringLiteral("%1 %2").arg(big).arg(again)));
    // Idle: the main thread and the input reader. Analysing on n cores: n more and the
    // search's own.
    QCOMPARE(threads(), 2);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    for (int cores : {1, 3}) {
        e->send(QStringLiteral("cores %1").arg(cores));
        e->send(QStringLiteral("analyze"));
        QVERIFY(e->expect(Thinking));
        QTRY_COMPARE(threads(), 2 + cores);
        e->send(QStringLiteral("exit"));
        QVERIFY(e->untilPong());
        QTRY_COMPARE(threads(), 2);
    }
}

QTEST_GUILESS_MAIN(TestEngineCecpOptions)
#include "tst_enginececpoptions.moc"
