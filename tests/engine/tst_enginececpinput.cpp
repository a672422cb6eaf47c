// Robust input for tabiya-engine's CECP side, through a pipe: unknown commands, illegal
// moves, malformed numbers and FENs, lines of megabytes, every byte value, end of input,
// and less memory than asked for: always one clean error line, never a crash or a hang.

#include "tests/engine/enginedriver.h"

#include <QTest>

class TestEngineCecpInput : public QObject {
    Q_OBJECT
private slots:
    void badInput_data();
    void badInput();
    void overlongLineAndEndOfInput();
    void overlongFirstLineAndUnfinishedLine();
    void garbageBytes_data();
    void garbageBytes();
    void memoryBeyondWhatTheSystemGives();
    void threadsBeyondWhatTheSystemGives();
    void quietCommands_data();
    void quietCommands();
};

void TestEngineCecpInput::badInput_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("answer");
    QTest::newRow("unknown") << "xyzzy 12"
                             << "^Error \\(unknown command\\): xyzzy 12$";
    QTest::newRow("illegal move") << "usermove e2e5"
                                  << "^Illegal move: e2e5$";
    QTest::newRow("bare illegal move") << "e7e5"
                                       << "^Illegal move: e7e5$";
    QTest::newRow("garbage move") << "usermove zz"
                                  << "^Illegal move: zz$";
    QTest::newRow("bad level") << "level 40 five 0"
                               << "^Error \\(bad level\\): level 40 five 0$";
    QTest::newRow("bad sd") << "sd -3"
                            << "^Error \\(bad number\\): sd -3$";
    QTest::newRow("bad time") << "time 12x"
                              << "^Error \\(bad number\\): time 12x$";
    QTest::newRow("bad st") << "st 0"
                            << "^Error \\(bad number\\): st 0$";
    QTest::newRow("bad memory") << "memory lots"
                                << "^Error \\(bad number\\): memory lots$";
    QTest::newRow("bad setscore") << "setscore 10"
                                  << "^Error \\(bad number\\): setscore 10$";
    QTest::newRow("bad variant") << "variant crazyhouse"
                                 << "^Error \\(unsupported variant\\): variant crazyhouse$";
    QTest::newRow("bad option value") << "option Hash=huge"
                                      << "^Error \\(value out of range\\): option Hash=huge$";
    QTest::newRow("unknown option") << "option Frobnicate=1"
                                    << "^Error \\(unknown option\\): option Frobnicate=1$";
    QTest::newRow("bad square") << "lift z99"
                                << "^Error \\(bad square\\): lift z99$";
    QTest::newRow("bad exclude") << "exclude e2e5"
                                 << "^Illegal move: e2e5$";
    QTest::newRow("level without increment") << "level 40 5"
                                             << "^Error \\(bad level\\): level 40 5$";
    QTest::newRow("level with 75 seconds") << "level 0 2:75 0"
                                           << "^Error \\(bad level\\): level 0 2:75 0$";
    QTest::newRow("huge number") << "sd 99999999999999999999999"
                                 << "^Error \\(bad number\\): sd 99999999999999999999999$";
    QTest::newRow("bad nps") << "nps fast"
                             << "^Error \\(bad number\\): nps fast$";
    QTest::newRow("bad cores") << "cores -2"
                               << "^Error \\(bad number\\): cores -2$";
    QTest::newRow("ping without number") << "ping"
                                         << "^Error \\(missing argument\\): ping$";
    QTest::newRow("ping with a word") << "ping soon"
                                      << "^Error \\(bad number\\): ping soon$";
    QTest::newRow("ping with two numbers") << "ping 1 2"
                                           << "^Error \\(bad number\\): ping 1 2$";
    QTest::newRow("ping with leading zeros") << "ping 007"
                                             << "^pong 7$";
    QTest::newRow("usermove without move") << "usermove"
                                           << "^Error \\(bad move\\): usermove$";
    QTest::newRow("fen with huge counters")
        << "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999999999 1"
        << "^tellusererror Illegal position$";
    QTest::newRow("fen with ten ranks") << "setboard 8/8/8/8/8/8/8/8/8/4k2K w - - 0 1"
                                        << "^tellusererror Illegal position$";
    QTest::newRow("unknown after an edit") << "edit\nKz9\n."
                                           << "^Error \\(bad edit command\\): Kz9$";
}

void TestEngineCecpInput::badInput() {
    QFETCH(QString, command);
    QFETCH(QString, answer);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    for (const QString& line : command.split(QLatin1Char('\n')))
        e->send(line);
    QVERIFY2(e->expect(answer), qPrintable(e->skipped().join(QLatin1Char('|'))));
    QVERIFY(e->untilPong()); // still alive and in order
}

void TestEngineCecpInput::overlongLineAndEndOfInput() {
    auto e = handshaken();
    QVERIFY(e);
    e->sendRaw(QByteArray(5 * 1024 * 1024, 'x') + '\n'); // 5 MB in one line
    QVERIFY(e->expect(QStringLiteral("^Error \\(line too long\\): \\(dropped\\)$")));
    QVERIFY(e->untilPong());
    QVERIFY(e->closeAndWaitForExit()); // EOF on stdin: the engine leaves
    QCOMPARE(e->process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(e->process().exitCode(), 0);
}

void TestEngineCecpInput::overlongFirstLineAndUnfinishedLine() {
    // Before the protocol is known, too: the first line is dropped the same way.
    EngineDriver e;
    e.sendRaw(QByteArray(5 * 1024 * 1024, 'y') + '\n');
    QVERIFY(e.expect(QStringLiteral("^Error \\(line too long\\): \\(dropped\\)$")));
    e.send(QStringLiteral("protover 2"));
    QVERIFY(e.expect(QStringLiteral("^feature done=1$")));
    // A last line that never ends, then EOF: no hang.
    e.sendRaw(QByteArray(3 * 1024 * 1024, 'z'));
    QVERIFY(e.closeAndWaitForExit());
    QCOMPARE(e.process().exitStatus(), QProcess::NormalExit);
}

void TestEngineCecpInput::garbageBytes_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("answer");
    QByteArray all;
    for (int i = 0; i < 256; ++i)
        if (i != '\n') all += char(i);
    QTest::newRow("every byte") << all << "^Error \\(unknown command\\): ";
    QTest::newRow("nul and escapes")
        << QByteArray("\0\0\x1b]0;owned\x07\r", 12) << "^Error \\(unknown command\\): ";
    QTest::newRow("move of invalid utf-8")
        << QByteArray("usermove \xff\xfe\xc3") << "^Illegal move: ";
    QTest::newRow("setboard of binary")
        << QByteArray("setboard \x01\x02\xff/8 w") << "^tellusererror Illegal position$";
    QTest::newRow("option of binary")
        << QByteArray("option Name Suffix=\x1b[31m") << "^Error \\(control character in value\\): ";
    QTest::newRow("ping with escapes")
        << QByteArray("ping 1\x1b[2J\x07") << "^Error \\(bad number\\): ";
    QTest::newRow("quote in a string option")
        << QByteArray("option Name Suffix=a\" ping=0") << "^Error \\(quote in value\\): ";
}

void TestEngineCecpInput::garbageBytes() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, answer);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("force"));
    e->sendRaw(bytes + '\n');
    const auto line = e->expect(answer);
    QVERIFY2(line, qPrintable(e->skipped().join(QLatin1Char('|'))));
    // What the engine echoes is one clean line: no control characters, valid UTF-8.
    for (const QChar c : *line)
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f && c != QChar::ReplacementCharacter,
                 qPrintable(QString::number(c.unicode(), 16)));
    QVERIFY(line->size() < 300);
    QVERIFY(e->untilPong());
    e->send(QStringLiteral("option Name Suffix=ok"));
    QVERIFY(e->expect(QStringLiteral("^feature myname=\"Tabiya Engine [0-9.]+ ok\"$")));
}

void TestEngineCecpInput::memoryBeyondWhatTheSystemGives() {
#ifndef Q_OS_UNIX
    QSKIP("needs setrlimit");
#endif
#ifdef TABIYA_SANITIZE
    QSKIP("AddressSanitizer reserves terabytes of address space: no engine starts under a "
          "1 GB RLIMIT_AS");
#endif
    // With 1 GB of address space, 4096 MB of hash cannot be had: the engine says so,
    // takes what it can get, and plays on.
    EngineDriver e(qint64(1024) * 1024 * 1024);
    e.send(QStringLiteral("xboard"));
    e.send(QStringLiteral("protover 2"));
    QVERIFY(e.expect(QStringLiteral("^feature done=1$")));
    e.send(QStringLiteral("memory 4096"));
    const auto told = e.expect(QStringLiteral("^telluser hash table limited to (\\d+) MB$"));
    QVERIFY(told);
    QVERIFY(told->section(QLatin1Char(' '), 5, 5).toInt() >= 64);
    e.send(QStringLiteral("new"));
    e.send(QStringLiteral("sd 5"));
    e.send(QStringLiteral("go"));
    QVERIFY(e.expect(MoveLine));
    e.send(QStringLiteral("option Hash=16")); // and a size it can have is had quietly
    const auto lines = e.untilPong();
    QVERIFY(lines && lines->filter(QStringLiteral("telluser")).isEmpty());
}

void TestEngineCecpInput::threadsBeyondWhatTheSystemGives() {
#ifndef Q_OS_UNIX
    QSKIP("needs setrlimit");
#endif
#ifdef TABIYA_SANITIZE
    QSKIP("AddressSanitizer reserves terabytes of address space: no engine starts under a "
          "256 MB RLIMIT_AS");
#endif
    // With 256 MB of address space, 64 threads' stacks cannot be had: the engine searches
    // on the threads it gets and plays on, move after move.
    EngineDriver e(qint64(256) * 1024 * 1024);
    e.send(QStringLiteral("xboard"));
    e.send(QStringLiteral("protover 2"));
    QVERIFY(e.expect(QStringLiteral("^feature done=1$")));
    e.send(QStringLiteral("memory 16"));
    e.send(QStringLiteral("cores 100"));
    e.send(QStringLiteral("new"));
    e.send(QStringLiteral("sd 5"));
    e.send(QStringLiteral("go"));
    QVERIFY(e.expect(MoveLine));
    e.send(QStringLiteral("usermove e7e5"));
    QVERIFY(e.expect(MoveLine));
    QVERIFY(e.untilPong());
    QVERIFY(e.closeAndWaitForExit());
    QCOMPARE(e.process().exitStatus(), QProcess::NormalExit);
}

void TestEngineCecpInput::quietCommands_data() {
    // Commands of section 8 the engine takes without a word (nothing to answer).
    QTest::addColumn<QString>("command");
    for (const char* c : {"random",
                          "computer",
                          "name Some One",
                          "rating 2100 1900",
                          "ics -",
                          "ics freechess.org",
                          "egtpath syzygy /usr/share/syzygy",
                          "accepted usermove",
                          "rejected nps",
                          "white",
                          "black",
                          "post",
                          "nopost",
                          "hard",
                          "easy",
                          "otim 6000",
                          "time 6000",
                          "nps 0",
                          "sd 0",
                          "st 5",
                          "level 0 2:30 1.5",
                          "memory 16",
                          "cores 1",
                          "include all",
                          "exclude all",
                          "result 1-0 {White mates}",
                          "pause",
                          "resume",
                          "",
                          "   "})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestEngineCecpInput::quietCommands() {
    QFETCH(QString, command);
    auto e = handshaken();
    QVERIFY(e);
    e->send(QStringLiteral("new"));
    e->send(QStringLiteral("force"));
    e->send(command);
    const auto lines = e->untilPong();
    QVERIFY(lines);
    QVERIFY2(lines->isEmpty(), qPrintable(lines->join(QLatin1Char('|'))));
}

QTEST_GUILESS_MAIN(TestEngineCecpInput)
#include "tst_enginececpinput.moc"
