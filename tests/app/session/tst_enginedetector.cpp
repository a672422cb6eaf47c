// Integration: installedEngines() against the engines Debian installed here, and
// EngineProbe on real engines (tabiya-engine in both protocols, Fairy-Max, Stockfish in
// UCI, Fairy-Stockfish in UCI and UCCI, PolyGlot with Stockfish, every detected engine), on
// a CXBoard-only script found by Auto, and on programs that are no engines at all (a clear
// failure, no hang). A row is skipped only when its engine is not installed.
#include "app/session/enginedetector.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

Q_DECLARE_METATYPE(tabiya::EngineEntry)
Q_DECLARE_METATYPE(tabiya::EngineProtocol)

class TestEngineDetector : public QObject {
    Q_OBJECT
private slots:
    void installedEnginesFound_data();
    void installedEnginesFound();
    void installedEnginesOnlyWhatExists();
    void probe_data();
    void probe();
    void probeEveryDetectedEngine_data();
    void probeEveryDetectedEngine();
    void lateFeaturesStillCount_data();
    void lateFeaturesStillCount();
    void notAnEngine_data();
    void notAnEngine();
    void autoTriesEveryProtocolInOrder();
    void probeQuitsEngineCleanly();
    void cancelStopsProbe();
};

static QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

static EngineConfig config(const QString& program, const QStringList& args = {}) {
    EngineConfig c;
    c.program = program;
    c.arguments = args;
    c.timeoutScale = 3; // a loaded machine: more than the spec's 2 s for features
    return c;
}

// Runs a probe to its end; the result, or a failed check when it never ends.
static EngineProbeResult runProbe(EngineProbe& probe, const EngineConfig& c,
                                  EngineProbe::Protocol mode, int waitMs = 60000) {
    QSignalSpy finished(&probe, &EngineProbe::finished);
    probe.start(c, mode);
    if (!finished.wait(waitMs)) return {};
    [&] { QCOMPARE(finished.size(), 1); }();
    return finished.first().first().value<EngineProbeResult>();
}

void TestEngineDetector::installedEnginesFound_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("program"); // must exist for the row to run
    QTest::addColumn<QString>("command"); // the command line expected
    QTest::addColumn<EngineProtocol>("protocol");
    const auto row = [](const char* name, const QString& args = {},
                        EngineProtocol protocol = EngineProtocol::Cecp) {
        const QString program = QStringLiteral("/usr/games/") + QLatin1String(name);
        QTest::newRow(name) << QString::fromLatin1(name) << program
                            << (args.isEmpty() ? program : program + QLatin1Char(' ') + args)
                            << protocol;
    };
    for (const char* name : {"fairymax", "maxqi", "shamax", "hachu", "sjaakii", "sjeng", "phalanx",
                             "hoichess", "hoixiangqi"})
        row(name);
    row("gnuchess", QStringLiteral("-x"));
    // UCI engines directly, no PolyGlot.
    row("fairy-stockfish", {}, EngineProtocol::Uci);
    row("stockfish", {}, EngineProtocol::Uci);
}

void TestEngineDetector::installedEnginesFound() {
    QFETCH(QString, name);
    QFETCH(QString, program);
    QFETCH(QString, command);
    QFETCH(EngineProtocol, protocol);
    if (!QFileInfo(program).isExecutable()) QSKIP(qPrintable(program + " is not installed"));
    // Only /usr/games, so that a copy elsewhere on PATH cannot change the paths.
    const QList<EngineEntry> found = installedEngines({QStringLiteral("/usr/games")});
    for (const EngineEntry& e : found) {
        if (e.name != name) continue;
        QCOMPARE(e.commandLine(), command);
        QCOMPARE(e.protocol, protocol);
        return;
    }
    QFAIL(qPrintable(name + " not detected"));
}

void TestEngineDetector::installedEnginesOnlyWhatExists() {
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    QVERIFY(installedEngines({empty.path()}).isEmpty());
    // Known engines are offered at their own paths, stockfish without polyglot too.
    for (const char* name : {"fairymax", "stockfish", "not-an-engine"}) {
        QFile f(empty.filePath(QString::fromLatin1(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n");
        f.close();
        QVERIFY(f.setPermissions(f.permissions() | QFile::ExeOwner));
    }
    const QList<EngineEntry> found = installedEngines({empty.path()});
    QCOMPARE(found.size(), 2);
    QCOMPARE(found[0].name, QStringLiteral("fairymax"));
    QCOMPARE(found[0].program, empty.filePath(QStringLiteral("fairymax")));
    QVERIFY(found[0].arguments.isEmpty());
    QCOMPARE(found[1].name, QStringLiteral("stockfish"));
    QCOMPARE(found[1].program, empty.filePath(QStringLiteral("stockfish")));
    QCOMPARE(found[1].protocol, EngineProtocol::Uci);
}

void TestEngineDetector::probe_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<EngineProbe::Protocol>("mode");
    QTest::addColumn<EngineProtocol>("protocol"); // what the probe must find
    QTest::addColumn<QString>("name");            // a part of the engine's name
    QTest::addColumn<QString>("variant");         // one of the variants it must list
    QTest::addColumn<bool>("hasOptions");
    using P = EngineProbe::Protocol;
    const QString tabiya = bin(QStringLiteral("tabiya-engine"));
    QTest::newRow("tabiya-engine auto")
        << tabiya << QStringList() << P::Auto << EngineProtocol::Cecp << "Tabiya"
        << "xiangqi" << true;
    QTest::newRow("tabiya-engine CECP")
        << tabiya << QStringList() << P::Cecp << EngineProtocol::Cecp << "Tabiya"
        << "normal" << true;
    // CXBoard's Variant choices ("XiangQi", "Chess") come out in CECP's spelling.
    QTest::newRow("tabiya-engine CXBoard, chess")
        << tabiya << QStringList() << P::Cxboard << EngineProtocol::Cxboard << "Tabiya"
        << "normal" << true;
    QTest::newRow("tabiya-engine CXBoard")
        << tabiya << QStringList() << P::Cxboard << EngineProtocol::Cxboard << "Tabiya"
        << "xiangqi" << true;
    // Answers nothing but "cxboard 1" (and isready): Auto must go on to CXBoard. (The
    // fake engine's CXBoard mode answers "uci" too.)
    const QString cxboardOnly = QStringLiteral(
        "while read -r line; do case \"$line\" in"
        " 'cxboard 1') echo 'id name Shell CX'; echo 'option name Hash type spin default 16"
        " min 1 max 64'; echo cxboardok;; isready) echo readyok;;"
        " quit) exit 0;; esac; done");
    QTest::newRow("CXBoard-only, auto") << "/bin/sh" << QStringList{"-c", cxboardOnly} << P::Auto
                                        << EngineProtocol::Cxboard << "Shell CX"
                                        << "xiangqi" << true;
    QTest::newRow("fairymax auto")
        << "/usr/games/fairymax" << QStringList() << P::Auto << EngineProtocol::Cecp << "Fairy-Max"
        << "capablanca" << true;
    QTest::newRow("maxqi") << "/usr/games/maxqi" << QStringList() << P::Auto << EngineProtocol::Cecp
                           << "MaxQi"
                           << "xiangqi" << false;
    // UCI engines answer "uci" at once: Auto finds them before trying anything else.
    QTest::newRow("stockfish auto")
        << "/usr/games/stockfish" << QStringList() << P::Auto << EngineProtocol::Uci << "Stockfish"
        << "normal" << true;
    QTest::newRow("stockfish UCI")
        << "/usr/games/stockfish" << QStringList() << P::Uci << EngineProtocol::Uci << "Stockfish"
        << "normal" << true;
    // Fairy-Stockfish speaks UCI first; its UCI_Variant lists xiangqi.
    QTest::newRow("fairy-stockfish auto") << "/usr/games/fairy-stockfish" << QStringList()
                                          << P::Auto << EngineProtocol::Uci << "Fairy-Stockfish"
                                          << "xiangqi" << true;
    QTest::newRow("fairy-stockfish UCCI") << "/usr/games/fairy-stockfish" << QStringList()
                                          << P::Ucci << EngineProtocol::Ucci << "Fairy-Stockfish"
                                          << "xiangqi" << true;
    // PolyGlot answers "uci" too (Auto finds UCI); asked for CECP it is the adapter.
    QTest::newRow("polyglot stockfish")
        << "/usr/games/polyglot" << QStringList{"-noini", "-ec", "/usr/games/stockfish"} << P::Cecp
        << EngineProtocol::Cecp << "Stockfish"
        << "normal" << true;
    QTest::newRow("gnuchess -x") << "/usr/games/gnuchess" << QStringList{"-x"} << P::Auto
                                 << EngineProtocol::Cecp << "GNU Chess"
                                 << "normal" << false;
}

void TestEngineDetector::probe() {
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(EngineProbe::Protocol, mode);
    QFETCH(EngineProtocol, protocol);
    QFETCH(QString, name);
    QFETCH(QString, variant);
    QFETCH(bool, hasOptions);
    for (const QString& p : QStringList{program} + args.filter(QStringLiteral("/usr/games")))
        if (!QFileInfo(p).isExecutable()) QSKIP(qPrintable(p + " is not installed"));
    EngineProbe probe;
    QSignalSpy progress(&probe, &EngineProbe::progress);
    const EngineProbeResult r = runProbe(probe, config(program, args), mode);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.protocol, protocol);
    QVERIFY2(r.name.contains(name), qPrintable(r.name));
    QVERIFY2(r.variants.contains(variant), qPrintable(r.variants.join(',')));
    QCOMPARE(!r.options.isEmpty(), hasOptions);
    QVERIFY(!progress.isEmpty());
    QVERIFY(!probe.isRunning());
}

void TestEngineDetector::probeEveryDetectedEngine_data() {
    QTest::addColumn<EngineEntry>("entry");
    for (const EngineEntry& e : installedEngines())
        QTest::newRow(qPrintable(e.name)) << e;
    if (installedEngines().isEmpty()) QTest::newRow("none") << EngineEntry();
}

void TestEngineDetector::probeEveryDetectedEngine() {
    // What the detector offers must start as it says, in the protocol it says (as the
    // engine manager asks it once added). Sjaak II would answer UCI too; CECP is listed.
    QFETCH(EngineEntry, entry);
    if (entry.program.isEmpty()) QSKIP("no known engine is installed");
    QTemporaryDir dir; // engines write logs and learn files where they run
    EngineConfig c = config(entry.program, entry.arguments);
    c.workingDirectory = dir.path();
    EngineProbe probe;
    const EngineProbeResult r = runProbe(probe, c, EngineProbe::modeFor(entry.protocol));
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.protocol, entry.protocol);
    QVERIFY(!r.name.isEmpty());
    QVERIFY(!r.variants.isEmpty());
}

void TestEngineDetector::lateFeaturesStillCount_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<EngineProbe::Protocol>("mode");
    QTest::addColumn<QString>("name"); // the name found; empty: none
    QTest::addColumn<bool>("warned");  // the result carries a warning
    using P = EngineProbe::Protocol;
    // Features after the handshake's 2 s (GNU Chess on a loaded machine) still name the
    // engine, asked for CECP or guessing; an engine with none is CECP v1 only when asked.
    QTest::newRow("late, CECP") << QStringList{"late-features=3500", "myname=Late Riser"} << P::Cecp
                                << "Late Riser" << false;
    QTest::newRow("late, auto") << QStringList{"late-features=3500", "myname=Late Riser"} << P::Auto
                                << "Late Riser" << false;
    QTest::newRow("v1, CECP") << QStringList{"v1"} << P::Cecp << QString() << true;
}

void TestEngineDetector::lateFeaturesStillCount() {
    QFETCH(QStringList, args);
    QFETCH(EngineProbe::Protocol, mode);
    QFETCH(QString, name);
    QFETCH(bool, warned);
    EngineConfig c = config(bin(QStringLiteral("fake-engine")), args);
    c.timeoutScale = 1; // the spec's 2 s, so that 3.5 s is late
    EngineProbe probe;
    const EngineProbeResult r = runProbe(probe, c, mode);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.protocol, EngineProtocol::Cecp);
    QCOMPARE(r.name, name);
    QCOMPARE(!r.warning.isEmpty(), warned);
}

void TestEngineDetector::notAnEngine_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<EngineProbe::Protocol>("mode");
    QTest::addColumn<QString>("says"); // a part of the error message
    using P = EngineProbe::Protocol;
    QTest::newRow("cat, auto") << "/bin/cat" << QStringList() << P::Auto << "CXBoard:";
    QTest::newRow("cat, CXBoard") << "/bin/cat" << QStringList() << P::Cxboard << "cxboardok";
    QTest::newRow("true, auto") << "/bin/true" << QStringList() << P::Auto << "CECP:";
    QTest::newRow("false, CECP") << "/bin/false" << QStringList() << P::Cecp << "CECP:";
    QTest::newRow("missing program")
        << "/nonexistent/engine" << QStringList() << P::Auto << "could not be started";
    QTest::newRow("a directory") << "/tmp" << QStringList() << P::Auto << "could not be started";
    QTest::newRow("silent sleeper") << "/bin/sleep" << QStringList{"600"} << P::Auto << "CXBoard:";
    QTest::newRow("silent sleeper, UCI") << "/bin/sleep" << QStringList{"600"} << P::Uci << "uci";
    QTest::newRow("cat, UCCI") << "/bin/cat" << QStringList() << P::Ucci << "UCCI:";
}

void TestEngineDetector::notAnEngine() {
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(EngineProbe::Protocol, mode);
    QFETCH(QString, says);
    EngineProbe probe;
    probe.setAttemptTimeout(3000);
    QElapsedTimer clock;
    clock.start();
    EngineConfig c = config(program, args);
    c.timeoutScale = 1;
    const EngineProbeResult r = runProbe(probe, c, mode, 30000);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(says), qPrintable(r.error));
    QVERIFY(!probe.isRunning());
    if (says == QLatin1String("CXBoard:")) {
        // Auto tried every protocol, in its order, and says what each lacked.
        qsizetype at = 0;
        for (const char* name : {"\nUCI:", "\nUCCI:", "\nCECP:", "\nCXBoard:"}) {
            const qsizetype next = r.error.indexOf(QLatin1String(name), at);
            QVERIFY2(next >= at, qPrintable(r.error));
            at = next + 1;
        }
    }
    // Auto: UCI's and UCCI's answer windows (2 s), CECP's and CXBoard's attempts of 3 s,
    // and their quits at most: no hang.
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
}

// Auto tries UCI, UCCI, then CECP, each in a fresh process; a CECP engine loses only the
// short UCI and UCCI answer windows to the guessing. (notAnEngine shows CXBoard last.)
void TestEngineDetector::autoTriesEveryProtocolInOrder() {
    if (!QFileInfo(QStringLiteral("/usr/games/fairymax")).isExecutable())
        QSKIP("fairymax is not installed");
    EngineProbe probe;
    QSignalSpy progress(&probe, &EngineProbe::progress);
    QElapsedTimer clock;
    clock.start();
    const EngineProbeResult r =
        runProbe(probe, config(QStringLiteral("/usr/games/fairymax")), EngineProbe::Protocol::Auto);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(r.protocol, EngineProtocol::Cecp);
    QVERIFY2(clock.elapsed() < 2 * EngineProbe::AnswerMs + 5000,
             qPrintable(QString::number(clock.elapsed())));
    QStringList started;
    for (const QList<QVariant>& p : progress) {
        const QString text = p.first().toString();
        if (text.startsWith(QLatin1String("Starting")))
            started << text.section(QLatin1String(" as a "), 1).section(QLatin1Char(' '), 0, 0);
    }
    QCOMPARE(started, (QStringList{"UCI", "UCCI", "CECP"}));
}

void TestEngineDetector::probeQuitsEngineCleanly() {
    // A shell runs tabiya-engine and writes its exit code once it ends: the file appears
    // only if the engine left on "quit" (a signal to the group would take the shell too).
    QTemporaryDir dir;
    const QString mark = dir.filePath(QStringLiteral("exit-code"));
    const QString script =
        QStringLiteral("\"%1\"; echo $? > \"%2\"").arg(bin(QStringLiteral("tabiya-engine")), mark);
    EngineProbe probe;
    const EngineProbeResult r =
        runProbe(probe, config(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script}),
                 EngineProbe::Protocol::Auto);
    QVERIFY2(r.ok, qPrintable(r.error));
    QFile f(mark);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().trimmed(), QByteArray("0"));
}

void TestEngineDetector::cancelStopsProbe() {
    EngineProbe probe;
    QSignalSpy finished(&probe, &EngineProbe::finished);
    QSignalSpy progress(&probe, &EngineProbe::progress);
    probe.start(config(bin(QStringLiteral("tabiya-engine"))));
    QVERIFY(probe.isRunning());
    probe.cancel();
    QVERIFY(!probe.isRunning());
    // A fresh probe after a cancelled one reports only its own end.
    const EngineProbeResult r =
        runProbe(probe, config(bin(QStringLiteral("tabiya-engine"))), EngineProbe::Protocol::Cecp);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(finished.size(), 1);
}

QTEST_GUILESS_MAIN(TestEngineDetector)
#include "tst_enginedetector.moc"
