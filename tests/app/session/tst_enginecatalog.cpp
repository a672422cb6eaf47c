// EngineCatalog as plain data: adding, editing, removing and finding engines, tabiya-engine
// always first and never removed, the QVariant round trip app/gui stores in QSettings,
// command-line splitting and joining, and the EngineConfig an entry turns into.
#include "app/session/enginecatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

class TestEngineCatalog : public QObject {
    Q_OBJECT
private slots:
    void defaultEngineAlwaysPresent();
    void defaultEngineFoundBesideApp();
    void addFindRemove();
    void addRefused_data();
    void addRefused();
    void replace();
    void replaceDefaultKeepsNameAndProgram();
    void uniqueName();
    void findCommand();
    void roundTrip();
    void fromVariantRepairs();
    void splitCommandLine_data();
    void splitCommandLine();
    void joinRoundTrip_data();
    void joinRoundTrip();
    void entryCommandLine();
    void protocolNames_data();
    void protocolNames();
    void toEngineConfig();
    void resolveProgram();
};

static EngineEntry entry(const QString& name, const QString& program,
                         const QStringList& args = {}) {
    EngineEntry e;
    e.name = name;
    e.program = program;
    e.arguments = args;
    return e;
}

void TestEngineCatalog::defaultEngineAlwaysPresent() {
    EngineCatalog c;
    QCOMPARE(c.size(), 1);
    QCOMPARE(c.at(0).name, QStringLiteral("tabiya-engine"));
    QVERIFY(c.isDefault(0));
    QVERIFY(!c.remove(QStringLiteral("tabiya-engine")));
    QVERIFY(!c.remove(QStringLiteral("TABIYA-ENGINE")));
    QCOMPARE(c.size(), 1);
    // Even a stored list without it gets it back, first.
    const EngineCatalog loaded = EngineCatalog::fromVariant(
        {entry(QStringLiteral("a"), QStringLiteral("/bin/a")).toVariant()});
    QCOMPARE(loaded.size(), 2);
    QCOMPARE(loaded.at(0).name, EngineCatalog::defaultEngineName());
    QCOMPARE(loaded.at(1).name, QStringLiteral("a"));
}

void TestEngineCatalog::defaultEngineFoundBesideApp() {
    // A fake tabiya-engine in a folder of its own stands for the program's folder.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("tabiya-engine"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("#!/bin/sh\n");
    f.close();
    QVERIFY(f.setPermissions(f.permissions() | QFile::ExeOwner));
    EngineCatalog c(dir.path());
    QCOMPARE(c.defaultEntry().program, path);
    QCOMPARE(c.configs().value(0).program, path);
    // A saved default with an old path gets the path found now.
    EngineEntry old = c.defaultEntry();
    old.program = QStringLiteral("/old/place/tabiya-engine");
    old.workingDirectory = QStringLiteral("/tmp");
    const EngineCatalog loaded = EngineCatalog::fromVariant({old.toVariant()}, dir.path());
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(loaded.defaultEntry().program, path);
    QCOMPARE(loaded.defaultEntry().workingDirectory, QStringLiteral("/tmp"));
}

void TestEngineCatalog::addFindRemove() {
    EngineCatalog c;
    QVERIFY(c.add(entry(QStringLiteral("Fairy-Max 5.0b"), QStringLiteral("/usr/games/fairymax"))));
    QVERIFY(c.add(entry(QStringLiteral("GNU Chess"), QStringLiteral("gnuchess"), {"-x"})));
    QCOMPARE(c.size(), 3);
    QCOMPARE(c.indexOf(QStringLiteral("gnu chess")), 2); // names compare case-insensitively
    QVERIFY(c.contains(QStringLiteral("Fairy-Max 5.0b")));
    const auto found = c.find(QStringLiteral("GNU Chess"));
    QVERIFY(found);
    QCOMPARE(found->arguments, QStringList{QStringLiteral("-x")});
    QVERIFY(!c.find(QStringLiteral("nothing")));
    QVERIFY(c.remove(QStringLiteral("Fairy-Max 5.0b")));
    QVERIFY(!c.remove(QStringLiteral("Fairy-Max 5.0b")));
    QCOMPARE(c.size(), 2);
    QCOMPARE(c.at(1).name, QStringLiteral("GNU Chess"));
}

void TestEngineCatalog::addRefused_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("program");
    QTest::newRow("empty name") << ""
                                << "/bin/x";
    QTest::newRow("blank name") << "   "
                                << "/bin/x";
    QTest::newRow("no program") << "x"
                                << "";
    QTest::newRow("taken") << "Taken"
                           << "/bin/x";
    QTest::newRow("taken, other case") << "TAKEN"
                                       << "/bin/x";
    QTest::newRow("taken, spaces") << " Taken "
                                   << "/bin/x";
    QTest::newRow("the default's name") << "tabiya-engine"
                                        << "/bin/x";
}

void TestEngineCatalog::addRefused() {
    QFETCH(QString, name);
    QFETCH(QString, program);
    EngineCatalog c;
    QVERIFY(c.add(entry(QStringLiteral("Taken"), QStringLiteral("/bin/y"))));
    QString error;
    QVERIFY(!c.add(entry(name, program), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(c.size(), 2);
}

void TestEngineCatalog::replace() {
    EngineCatalog c;
    QVERIFY(c.add(entry(QStringLiteral("a"), QStringLiteral("/bin/a"))));
    QVERIFY(c.add(entry(QStringLiteral("b"), QStringLiteral("/bin/b"))));
    EngineEntry e = *c.find(QStringLiteral("a"));
    e.name = QStringLiteral("a renamed");
    e.arguments = {QStringLiteral("--xboard")};
    e.protocol = EngineProtocol::Cxboard;
    e.setOptionValue(QStringLiteral("Hash"), QStringLiteral("64"));
    QVERIFY(c.replace(QStringLiteral("a"), e));
    QCOMPARE(c.indexOf(QStringLiteral("a renamed")), 1); // same place in the list
    QVERIFY(!c.contains(QStringLiteral("a")));
    QCOMPARE(c.at(1).protocol, EngineProtocol::Cxboard);
    QCOMPARE(c.at(1).optionValue(QStringLiteral("Hash")), QStringLiteral("64"));
    // Renaming onto another engine's name is refused; keeping one's own name is fine.
    QString error;
    e.name = QStringLiteral("B");
    QVERIFY(!c.replace(QStringLiteral("a renamed"), e, &error));
    QVERIFY(!error.isEmpty());
    e.name = QStringLiteral("A RENAMED");
    QVERIFY(c.replace(QStringLiteral("a renamed"), e));
    QVERIFY(!c.replace(QStringLiteral("missing"), e));
}

void TestEngineCatalog::replaceDefaultKeepsNameAndProgram() {
    EngineCatalog c;
    const EngineEntry before = c.defaultEntry();
    EngineEntry e = before;
    e.name = QStringLiteral("mine");
    e.program = QStringLiteral("/bin/other");
    e.workingDirectory = QStringLiteral("/tmp");
    e.protocol = EngineProtocol::Cxboard;
    QVERIFY(c.replace(before.name, e));
    QCOMPARE(c.defaultEntry().name, before.name);
    QCOMPARE(c.defaultEntry().program, before.program);
    QCOMPARE(c.defaultEntry().workingDirectory, QStringLiteral("/tmp"));
    QCOMPARE(c.defaultEntry().protocol, EngineProtocol::Cxboard);
}

void TestEngineCatalog::uniqueName() {
    EngineCatalog c;
    QCOMPARE(c.uniqueName(QStringLiteral("fairymax")), QStringLiteral("fairymax"));
    QVERIFY(c.add(entry(QStringLiteral("fairymax"), QStringLiteral("/bin/f"))));
    QCOMPARE(c.uniqueName(QStringLiteral("fairymax")), QStringLiteral("fairymax (2)"));
    QVERIFY(c.add(entry(QStringLiteral("fairymax (2)"), QStringLiteral("/bin/f"))));
    QCOMPARE(c.uniqueName(QStringLiteral("Fairymax")), QStringLiteral("Fairymax (3)"));
    QCOMPARE(c.uniqueName(QStringLiteral("fairymax"), QStringLiteral("fairymax")),
             QStringLiteral("fairymax"));
    QCOMPARE(c.uniqueName(QStringLiteral(" ")), QStringLiteral("Engine"));
}

void TestEngineCatalog::findCommand() {
    EngineCatalog c;
    QVERIFY(c.add(entry(QStringLiteral("sh"), QStringLiteral("sh"), {"-c"})));
    QVERIFY(c.findCommand(QStringLiteral("sh"), {QStringLiteral("-c")}));
    // The same program by its full path is the same engine.
    const QString sh = EngineCatalog::resolveProgram(QStringLiteral("sh"), {});
    QVERIFY(!sh.isEmpty());
    QVERIFY(c.findCommand(sh, {QStringLiteral("-c")}));
    QVERIFY(!c.findCommand(sh, {}));
    QVERIFY(!c.findCommand(QStringLiteral("/bin/nonexistent-engine"), {QStringLiteral("-c")}));
}

void TestEngineCatalog::roundTrip() {
    EngineCatalog c(QCoreApplication::applicationDirPath());
    EngineEntry a =
        entry(QStringLiteral("PolyGlot Stockfish"), QStringLiteral("/usr/games/polyglot"),
              {"-noini", "-ec", "/usr/games/stockfish"});
    a.workingDirectory = QStringLiteral("/tmp/with space");
    a.variants = {QStringLiteral("normal")};
    a.options = {{QStringLiteral("Hash"), QStringLiteral("128")},
                 {QStringLiteral("Book File"), QStringLiteral("/a b/c.bin")},
                 {QStringLiteral("Empty"), QString()}};
    EngineEntry b =
        entry(QStringLiteral("Schach \u00e4\u00f6\u00fc \u8c61\u68cb"), QStringLiteral("/opt/x"));
    b.protocol = EngineProtocol::Cxboard;
    b.cxboardEngineDriven = true;
    b.variants = {QStringLiteral("xiangqi")};
    QVERIFY(c.add(a));
    QVERIFY(c.add(b));
    const QVariantList stored = c.toVariant();
    QCOMPARE(stored.size(), 3);
    const EngineCatalog back =
        EngineCatalog::fromVariant(stored, QCoreApplication::applicationDirPath());
    QCOMPARE(back.entries(), c.entries());
    QCOMPARE(back, c);
}

void TestEngineCatalog::fromVariantRepairs() {
    QVariantMap noName = entry(QString(), QStringLiteral("/bin/x")).toVariant();
    QVariantMap dup = entry(QStringLiteral("dup"), QStringLiteral("/bin/y")).toVariant();
    QVariantMap bad = entry(QStringLiteral("bad"), QStringLiteral("/bin/z")).toVariant();
    // An option value with a line break would send a second command: it is dropped.
    bad[QStringLiteral("options")] =
        QVariantList{QVariant(QStringList{QStringLiteral("Hash"), QStringLiteral("1\nquit")}),
                     QVariant(QStringList{QStringLiteral("Ok"), QStringLiteral("1")}),
                     QVariant(QStringList{QStringLiteral("half")})};
    bad[QStringLiteral("protocol")] = QStringLiteral("nonsense");
    const EngineCatalog c = EngineCatalog::fromVariant(
        {noName, dup, dup, bad, QVariant(QStringLiteral("not a map")), QVariant()});
    QCOMPARE(c.size(), 3); // tabiya-engine, dup, bad
    QCOMPARE(c.at(1).name, QStringLiteral("dup"));
    const EngineEntry b = *c.find(QStringLiteral("bad"));
    QCOMPARE(b.options.size(), 1);
    QCOMPARE(b.options[0].first, QStringLiteral("Ok"));
    QCOMPARE(b.protocol, EngineProtocol::Cecp);
}

void TestEngineCatalog::splitCommandLine_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("one word") << "fairymax" << QStringList{"fairymax"};
    QTest::newRow("arguments") << "gnuchess -x" << QStringList{"gnuchess", "-x"};
    QTest::newRow("extra spaces") << "  fairymax   8  fmax.ini "
                                  << QStringList{"fairymax", "8", "fmax.ini"};
    QTest::newRow("tabs") << "a\tb" << QStringList{"a", "b"};
    QTest::newRow("polyglot") << "polyglot -noini -ec /usr/games/stockfish"
                              << QStringList{"polyglot", "-noini", "-ec", "/usr/games/stockfish"};
    QTest::newRow("quoted path") << "\"/opt/my engines/eng\" -x"
                                 << QStringList{"/opt/my engines/eng", "-x"};
    QTest::newRow("quoted middle")
        << "eng --book=\"a b.bin\" x" << QStringList{"eng", "--book=a b.bin", "x"};
    QTest::newRow("literal quote")
        << "eng \"say \"\"\"hi\"\"\"\"" << QStringList{"eng", "say \"hi\""};
    // No shell: these characters are ordinary letters.
    QTest::newRow("shell characters")
        << "eng $HOME ; rm -rf * | x > y && z `w`"
        << QStringList{"eng", "$HOME", ";", "rm", "-rf", "*", "|", "x", ">", "y", "&&", "z", "`w`"};
    QTest::newRow("single quotes are letters") << "eng 'a b'" << QStringList{"eng", "'a", "b'"};
    QTest::newRow("empty") << "" << QStringList{};
    QTest::newRow("blank") << "   " << QStringList{};
}

void TestEngineCatalog::splitCommandLine() {
    QFETCH(QString, line);
    QFETCH(QStringList, words);
    QCOMPARE(tabiya::splitCommandLine(line), words);
}

void TestEngineCatalog::joinRoundTrip_data() {
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("joined");
    QTest::newRow("plain") << QStringList{"gnuchess", "-x"} << "gnuchess -x";
    QTest::newRow("space") << QStringList{"/opt/my engines/eng", "-x"}
                           << "\"/opt/my engines/eng\" -x";
    QTest::newRow("quote") << QStringList{"eng", "say \"hi\""} << "eng \"say \"\"\"hi\"\"\"\"";
    QTest::newRow("leading quote") << QStringList{"\"a", "b"} << "\"\"\"\"a\" b";
    QTest::newRow("only a quote") << QStringList{"\""} << "\"\"\"\"\"";
    QTest::newRow("tab") << QStringList{"a\tb"} << "\"a\tb\"";
    QTest::newRow("unicode") << QStringList{"/opt/\u8c61\u68cb/eng"} << "/opt/\u8c61\u68cb/eng";
}

void TestEngineCatalog::joinRoundTrip() {
    QFETCH(QStringList, words);
    QFETCH(QString, joined);
    QCOMPARE(joinCommandLine(words), joined);
    QCOMPARE(tabiya::splitCommandLine(joined), words);
}

void TestEngineCatalog::entryCommandLine() {
    EngineEntry e;
    QCOMPARE(e.commandLine(), QString());
    QVERIFY(!e.setCommandLine(QStringLiteral("   ")));
    QVERIFY(e.setCommandLine(QStringLiteral("\"/opt/a b/eng\" -x 8")));
    QCOMPARE(e.program, QStringLiteral("/opt/a b/eng"));
    QCOMPARE(e.arguments, (QStringList{"-x", "8"}));
    QCOMPARE(e.commandLine(), QStringLiteral("\"/opt/a b/eng\" -x 8"));
}

void TestEngineCatalog::protocolNames_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("protocol"); // -1: unknown
    QTest::newRow("CECP") << "CECP" << int(EngineProtocol::Cecp);
    QTest::newRow("cecp") << "cecp" << int(EngineProtocol::Cecp);
    QTest::newRow("xboard") << "xboard" << int(EngineProtocol::Cecp);
    QTest::newRow("CXBoard") << "CXBoard" << int(EngineProtocol::Cxboard);
    QTest::newRow("cxboard spaced") << " cxboard " << int(EngineProtocol::Cxboard);
    QTest::newRow("uci") << "uci" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestEngineCatalog::protocolNames() {
    QFETCH(QString, text);
    QFETCH(int, protocol);
    const auto p = protocolFromName(text);
    QCOMPARE(p ? int(*p) : -1, protocol);
    if (p) QCOMPARE(protocolFromName(protocolName(*p)), p);
}

void TestEngineCatalog::toEngineConfig() {
    EngineCatalog c;
    EngineEntry e = entry(QStringLiteral("Shell"), QStringLiteral("sh"), {"-c", "echo"});
    e.workingDirectory = QStringLiteral("/tmp");
    e.protocol = EngineProtocol::Cxboard;
    e.options = {{QStringLiteral("Hash"), QStringLiteral("64")}};
    QVERIFY(c.add(e));
    const auto config = c.config(QStringLiteral("shell"));
    QVERIFY(config);
    QCOMPARE(config->name, QStringLiteral("Shell"));
    QCOMPARE(config->program, EngineCatalog::resolveProgram(QStringLiteral("sh"), {}));
    QVERIFY(config->program.startsWith(QLatin1Char('/'))); // resolved, so PATH does not matter
    QCOMPARE(config->arguments, (QStringList{"-c", "echo"}));
    QCOMPARE(config->workingDirectory, QStringLiteral("/tmp"));
    QCOMPARE(config->protocol, EngineProtocol::Cxboard);
    QVERIFY(!config->cxboardEngineDriven);
    QCOMPARE(config->initialOptions, e.options);
    // The engine-driven CXBoard mode is the entry's choice, and only ever for CXBoard.
    e.cxboardEngineDriven = true;
    QVERIFY(c.replace(e.name, e));
    QVERIFY(c.config(e.name)->cxboardEngineDriven);
    e.protocol = EngineProtocol::Cecp;
    QVERIFY(c.replace(e.name, e));
    QVERIFY(!c.config(e.name)->cxboardEngineDriven);
    e.protocol = EngineProtocol::Cxboard;
    e.cxboardEngineDriven = false;
    QVERIFY(c.replace(e.name, e));
    QVERIFY(!c.config(QStringLiteral("missing")));
    // Unresolvable programs are passed on as they are: starting them fails visibly.
    EngineEntry gone = entry(QStringLiteral("Gone"), QStringLiteral("no-such-engine-here"));
    QVERIFY(c.add(gone));
    QCOMPARE(c.config(gone.name)->program, QStringLiteral("no-such-engine-here"));
    const QList<EngineConfig> all = c.configs();
    QCOMPARE(all.size(), 3);
    QCOMPARE(all[0].name, EngineCatalog::defaultEngineName());
    QCOMPARE(all[1].name, QStringLiteral("Shell"));
}

void TestEngineCatalog::resolveProgram() {
    QCOMPARE(EngineCatalog::resolveProgram(QString(), {}), QString());
    QCOMPARE(EngineCatalog::resolveProgram(QStringLiteral("/bin/sh"), {}),
             QStringLiteral("/bin/sh"));
    QCOMPARE(EngineCatalog::resolveProgram(QStringLiteral("/etc/passwd"), {}), QString());
    QCOMPARE(EngineCatalog::resolveProgram(QStringLiteral("no-such-engine-here"), {}), QString());
    QVERIFY(!EngineCatalog::resolveProgram(QStringLiteral("sh"), {}).isEmpty());
}

QTEST_GUILESS_MAIN(TestEngineCatalog)
#include "tst_enginecatalog.moc"
