// Nothing left running: whatever way tabiya ends, no engine process outlives it. The fake
// engine here ignores quit, the end of its input and SIGTERM (as Sjeng ignores the end of
// input and then spins), and with "child" forks a child of its own into its process group.
// Each engine carries a marker argument, so the test finds every process still alive that
// came from this run by reading /proc, wherever it was reparented to.
//
// - SIGTERM, SIGINT and SIGHUP to `tabiya -headless` or to the window: the engines are
//   stopped as on a normal exit (quit, SIGTERM, SIGKILL), then tabiya dies of the signal.
// - SIGKILL to tabiya: the kernel kills the engines (Linux parent-death signal), Sjeng
//   among them.
// - A reuse=0 engine that ignores quit, quit after the match's last game: reaped before
//   tabiya exits.
// - Engines run in a working directory of Tabiya's own (<data>/Tabiya/engines/<name>/):
//   GNU Chess's log.NNN, game.NNN and players.dat land there, not where tabiya was started.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <memory>

class TestNoLeftovers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void quitSignals_data();
    void quitSignals();
    void sjengDiesWithTabiya();
    void reuse0EngineIgnoringQuit();
    void enginesWorkInTheirOwnDirectory();

private:
    // Starts tabiya (headless or the window, offscreen) in m_cwd with its own data and
    // settings folders.
    std::unique_ptr<QProcess> start(const QStringList& args, bool headless, QString cwd = {});
    // A fake engine command line that carries this test's marker.
    QString fake(const QString& words) const;
    QTemporaryDir m_cwd, m_data, m_config;
    QByteArray m_marker;
};

namespace {

QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

// Processes alive now (zombies are dead: they only wait to be reaped) with `marker` as one
// of their arguments. tabiya itself has it only inside its -fcp argument, so is not found.
QList<qint64> living(const QByteArray& marker) {
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& entry : entries) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number) continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!cmdline.open(QIODevice::ReadOnly)) continue;
        if (!cmdline.readAll().split('\0').contains(marker)) continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!stat.open(QIODevice::ReadOnly)) continue; // gone meanwhile
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')'); // "pid (comm) S ..."
        if (close < 0 || s.mid(close + 2, 1) == "Z") continue;
        pids << pid;
    }
    return pids;
}

// "S", "R", "Z"... for a process, empty when it is gone.
QByteArray state(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return {};
    const QByteArray s = stat.readAll();
    const qsizetype close = s.lastIndexOf(')'); // "pid (comm) S ppid ..."
    return close < 0 ? QByteArray() : s.mid(close + 2, 1);
}

// The living children of `parent` whose program is `name`.
QList<qint64> childrenOf(qint64 parent, const QByteArray& name) {
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& entry : entries) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number) continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!stat.open(QIODevice::ReadOnly)) continue;
        const QByteArray s = stat.readAll();
        const qsizetype open = s.indexOf('('), close = s.lastIndexOf(')');
        if (open < 0 || close < 0 || s.mid(open + 1, close - open - 1) != name) continue;
        const QList<QByteArray> rest = s.mid(close + 2).split(' ');
        if (rest.size() > 1 && rest[0] != "Z" && rest[1].toLongLong() == parent) pids << pid;
    }
    return pids;
}

QString describe(const QList<qint64>& pids) {
    QStringList s;
    for (qint64 pid : pids)
        s << QString::number(pid);
    return QStringLiteral("still running: ") + s.join(QLatin1Char(' '));
}

const QStringList Fast = {"-tc", "0:05", "-inc", "0.05", "-depth", "2"};

} // namespace

void TestNoLeftovers::initTestCase() {
    QVERIFY(m_cwd.isValid() && m_data.isValid() && m_config.isValid());
    QVERIFY(QFileInfo(bin(QStringLiteral("tabiya"))).isExecutable());
    QVERIFY(QFileInfo(bin(QStringLiteral("fake-engine"))).isExecutable());
}

void TestNoLeftovers::init() {
    static int run = 0;
    m_marker = QByteArray("noleftovers=") + QByteArray::number(QCoreApplication::applicationPid()) +
               '-' + QByteArray::number(++run);
}

void TestNoLeftovers::cleanup() {
    // A failed row must not leave its engines behind for the next ones (or the machine).
    for (qint64 pid : living(m_marker))
        ::kill(pid_t(pid), SIGKILL);
}

QString TestNoLeftovers::fake(const QString& words) const {
    return bin(QStringLiteral("fake-engine")) + QLatin1Char(' ') + words + QLatin1Char(' ') +
           QString::fromLatin1(m_marker);
}

std::unique_ptr<QProcess> TestNoLeftovers::start(const QStringList& args, bool headless,
                                                 QString cwd) {
    auto p = std::make_unique<QProcess>();
    p->setWorkingDirectory(cwd.isEmpty() ? m_cwd.path() : cwd);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_data.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p->setProcessEnvironment(env);
    p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p->start(bin(QStringLiteral("tabiya")),
             (headless ? QStringList{QStringLiteral("-headless")} : QStringList{}) + args);
    return p;
}

void TestNoLeftovers::quitSignals_data() {
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("headless");
    QTest::newRow("headless SIGTERM") << int(SIGTERM) << true;
    QTest::newRow("headless SIGINT") << int(SIGINT) << true;
    QTest::newRow("headless SIGHUP") << int(SIGHUP) << true;
    QTest::newRow("headless SIGKILL") << int(SIGKILL) << true;
    QTest::newRow("window SIGTERM") << int(SIGTERM) << false;
    QTest::newRow("window SIGKILL") << int(SIGKILL) << false;
}

void TestNoLeftovers::quitSignals() {
    QFETCH(int, signal);
    QFETCH(bool, headless);
    // Engines that never move in a game of an hour: the match is on when the signal comes.
    // Their children (one each) are in their process groups; after SIGKILL to tabiya only
    // the kernel acts, and it reaches the engines, not what they started themselves.
    const bool killed = signal == SIGKILL;
    const QString engine = fake(QStringLiteral("ignore-quit ignore-term think-ms=3600000") +
                                (killed ? QString() : QStringLiteral(" child")));
    const auto tabiya = start({"-fcp", engine, "-scp", engine, "-mg", "1", "-tc", "60"}, headless);
    QSignalSpy finished(tabiya.get(), &QProcess::finished);
    const int expected = killed ? 2 : 4;
    QTRY_COMPARE_WITH_TIMEOUT(living(m_marker).size(), expected, 30000);

    ::kill(pid_t(tabiya->processId()), signal);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    // tabiya ends by the signal itself (after its engines, for the catchable ones).
    QCOMPARE(tabiya->exitStatus(), QProcess::CrashExit);
    QCOMPARE(tabiya->exitCode(), signal);
    // The kernel's last steps after a SIGKILL take a moment: no more than that.
    QTRY_VERIFY2_WITH_TIMEOUT(living(m_marker).isEmpty(), qPrintable(describe(living(m_marker))),
                              3000);
}

void TestNoLeftovers::sjengDiesWithTabiya() {
    // The real case: Sjeng waiting for input does not exit at its end but spins at 100%
    // CPU under init once its GUI is gone (it would die of SIGPIPE only if it wrote). Here
    // it plays Black and waits while the fake (White) thinks for an hour. SIGKILL leaves
    // tabiya no say: the kernel must end Sjeng.
    const QString sjeng = QStringLiteral("/usr/games/sjeng");
    if (!QFileInfo(sjeng).isExecutable()) QSKIP("Sjeng is not installed");
    const auto tabiya = start(
        {"-fcp", fake(QStringLiteral("think-ms=3600000")), "-scp", sjeng, "-mg", "1", "-tc", "60"},
        true);
    QSignalSpy finished(tabiya.get(), &QProcess::finished);
    QVERIFY(tabiya->waitForStarted(10000));
    QList<qint64> engines;
    // Sjeng asleep in read(), and the fake started (after Sjeng's handshake, in the game).
    QTRY_VERIFY_WITH_TIMEOUT((engines = childrenOf(tabiya->processId(), "sjeng")).size() == 1 &&
                                 state(engines[0]) == "S" && living(m_marker).size() == 1,
                             30000);
    ::kill(pid_t(tabiya->processId()), SIGKILL);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    const auto running = [&] {
        QList<qint64> left;
        for (qint64 pid : engines)
            if (const QByteArray s = state(pid); !s.isEmpty() && s != "Z") left << pid;
        return left;
    };
    const auto killLeftovers = qScopeGuard([&] { // only when the test failed
        for (qint64 pid : running())
            ::kill(pid_t(pid), SIGKILL);
    });
    QTRY_VERIFY2_WITH_TIMEOUT(running().isEmpty() && living(m_marker).isEmpty(),
                              qPrintable(describe(running() + living(m_marker))), 3000);
}

void TestNoLeftovers::reuse0EngineIgnoringQuit() {
    // The fake (reuse=0) answers 1. e4 with e5 and then plays e5 again, an illegal move that
    // ends the game. reuse=0 means quit at the game's end; it ignores quit, and the match
    // is over right after.
    const auto tabiya = start(
        QStringList{"-fcp", "tabiya-engine", "-scp",
                    fake(QStringLiteral("reuse0 ignore-quit ignore-term moves=e7e5")), "-mg", "1"} +
            Fast,
        true);
    QSignalSpy finished(tabiya.get(), &QProcess::finished);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(tabiya->exitStatus(), QProcess::NormalExit);
    QCOMPARE(tabiya->exitCode(), 0);
    QVERIFY(tabiya->readAllStandardOutput().contains("Game 1: "));
    QTRY_VERIFY2_WITH_TIMEOUT(living(m_marker).isEmpty(), qPrintable(describe(living(m_marker))),
                              3000);
}

void TestNoLeftovers::enginesWorkInTheirOwnDirectory() {
    const QString gnuchess = QStringLiteral("/usr/games/gnuchess");
    if (!QFileInfo(gnuchess).isExecutable()) QSKIP("GNU Chess is not installed");
    // GNU Chess writes log.NNN, game.NNN and players.dat where it runs.
    QTemporaryDir cwd;
    QVERIFY(cwd.isValid());
    const auto tabiya = start(
        QStringList{"-fcp", gnuchess, "-scp", fake(QStringLiteral("moves=e7e5")), "-mg", "1"} +
            Fast,
        true, cwd.path());
    QSignalSpy finished(tabiya.get(), &QProcess::finished);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(tabiya->exitCode(), 0);
    QVERIFY(tabiya->readAllStandardOutput().contains("Game 1: "));
    const QStringList here = QDir(cwd.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    QVERIFY2(here.isEmpty(), qPrintable(here.join(QLatin1Char(' '))));
    // Tabiya's data folder, its name once (not Tabiya/Tabiya), a folder per engine.
    const QDir own(m_data.filePath(QStringLiteral("Tabiya/engines/gnuchess")));
    QVERIFY2(own.exists(QStringLiteral("players.dat")),
             qPrintable(own.entryList(QDir::Files).join(QLatin1Char(' '))));
    QVERIFY(own.exists(QStringLiteral("log.000")));
    QVERIFY(QDir(m_data.filePath(QStringLiteral("Tabiya/engines/fake-engine"))).exists());
}

QTEST_GUILESS_MAIN(TestNoLeftovers)
#include "tst_noleftovers.moc"
