#include "protocol/engineprocess.h"

#include "protocol/engineprocesses.h"
#include "protocol/enginetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QThread>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif

namespace tabiya {

namespace {
// A partial line still waiting for its newline after this long is taken as a prompt.
constexpr int PromptDelayMs = 300;

// The folder name for an engine's own working directory: its program's file name, with
// anything but letters, digits, '.', '-' and '_' replaced, so it stays one plain folder.
QString folderName(const QString& program) {
    QString name = QFileInfo(program).fileName();
    for (QChar& c : name)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('.') &&
            c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    if (name.isEmpty() || name.startsWith(QLatin1Char('.'))) name.prepend(QLatin1String("engine"));
    return name;
}
} // namespace

EngineProcess::EngineProcess(QObject* parent)
    : LineTransport(parent) {
    m_graceTimer.setSingleShot(true);
    connect(&m_graceTimer, &QTimer::timeout, this, &EngineProcess::escalate);
    m_paceTimer.setSingleShot(true);
    connect(&m_paceTimer, &QTimer::timeout, this, &EngineProcess::writePaced);
    m_promptTimer.setSingleShot(true);
    m_promptTimer.setInterval(PromptDelayMs);
    connect(&m_promptTimer, &QTimer::timeout, this, &EngineProcess::flushPrompt);
    EngineProcesses::instance().add(this);
}

EngineProcess::~EngineProcess() {
    if (m_process && m_process->state() != QProcess::NotRunning) {
        // Nobody waits for us any more: end the group now. QProcess's destructor reaps the
        // leader, which dies at once from SIGKILL, so no zombie stays behind.
        m_process->disconnect(this);
        signalGroup(SIGKILL);
        // Reap it here: SIGKILL cannot be ignored, so this returns at once, and QProcess
        // would otherwise wait in its own destructor with a warning.
        m_process->waitForFinished(1000);
    }
    EngineProcesses::instance().remove(this);
}

void EngineProcess::start(const QString& program, const QStringList& arguments,
                          const QString& workingDirectory) {
    if (m_process) {
        // Restart: forget the old process; it is killed if still there.
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            signalGroup(SIGKILL);
            m_process->waitForFinished(1000); // immediate after SIGKILL; reaps it
        }
        m_process->deleteLater();
    }
    m_out = {};
    m_err = {};
    m_stderrTail.clear();
    m_shutdownStage = 0;
    m_stopRequested = false;
    m_endReported = false;
    m_pid = 0;
    m_graceTimer.stop();
    m_promptTimer.stop();

    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(arguments);
    const QString directory =
        workingDirectory.isEmpty() ? defaultWorkingDirectory(program) : workingDirectory;
    if (!directory.isEmpty()) m_process->setWorkingDirectory(directory);
    // Its own process group, so shutdown reaches the engine's children (polyglot's engine).
    // On Linux the engine also dies with us, even when we are killed with SIGKILL and can
    // do nothing: Sjeng and others do not exit at the end of their input and would spin
    // under init. The death signal fires when the *thread* that forked ends, which is why
    // engines are started from the main thread only. If we died before prctl took effect,
    // the engine has a new parent already and leaves at once.
    Q_ASSERT(!qApp || QThread::currentThread() == qApp->thread());
    const pid_t parent = ::getpid();
    m_process->setChildProcessModifier([parent] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(127);
#else
        Q_UNUSED(parent);
#endif
    });
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::started, this, [this] {
        m_pid = m_process->processId();
        note(tr("started %1 (pid %2)").arg(m_process->program()).arg(m_pid));
        emit started();
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineProcess::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &EngineProcess::readStderr);
    connect(m_process, &QProcess::finished, this, &EngineProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &EngineProcess::onError);
    note(tr("starting %1 %2").arg(program, arguments.join(QLatin1Char(' '))));
    m_process->start(QIODevice::ReadWrite | QIODevice::Unbuffered);
}

QString EngineProcess::defaultWorkingDirectory(const QString& program) {
    const QString root = EngineProcesses::instance().defaultWorkingRoot();
    if (root.isEmpty()) return {};
    const QString dir = QDir(root).filePath(folderName(program));
    if (!QDir().mkpath(dir)) {
        note(tr("cannot make the working directory %1: the engine runs in the current one")
                 .arg(dir));
        return {};
    }
    return dir;
}

bool EngineProcess::hasProcess() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool EngineProcess::isRunning() const {
    return m_process && m_process->state() == QProcess::Running;
}

qint64 EngineProcess::pid() const {
    return m_pid;
}

bool EngineProcess::writeLine(const QString& line) {
    if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r'))) return false;
    if (!isRunning() || m_shutdownStage > 1) return false;
    if (m_pacingMs > 0 && (m_paceTimer.isActive() || !m_paced.empty())) {
        m_paced.push_back(line);
        return true;
    }
    writeNow(line);
    if (m_pacingMs > 0) m_paceTimer.start(m_pacingMs);
    return true;
}

void EngineProcess::setLinePacing(int ms) {
    m_pacingMs = ms;
}

void EngineProcess::writeNow(const QString& line) {
    record(TranscriptEntry::Direction::ToEngine, line);
    QByteArray bytes = line.toUtf8();
    bytes.append('\n');
    m_process->write(bytes);
}

void EngineProcess::writePaced() {
    if (m_paced.empty()) return;
    if (!isRunning()) {
        m_paced.clear();
        emit queueDrained();
        return;
    }
    writeNow(m_paced.front());
    m_paced.pop_front();
    m_paceTimer.start(m_pacingMs);
    if (m_paced.empty()) emit queueDrained();
}

void EngineProcess::shutdown(const QString& quitCommand, bool useSigterm, int graceMs) {
    m_stopRequested = true;
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        if (!m_endReported) {
            m_endReported = true;
            emit finished();
        }
        return;
    }
    if (m_shutdownStage > 0) return; // already on its way out, on its own terms
    m_useSigterm = useSigterm;
    m_graceMs = graceMs;
    m_shutdownStage = 1;
    if (m_process->state() == QProcess::Running && !quitCommand.isEmpty()) writeLine(quitCommand);
    m_graceTimer.start(graceMs);
}

void EngineProcess::kill() {
    m_stopRequested = true;
    if (!m_process || m_process->state() == QProcess::NotRunning) return;
    m_shutdownStage = 3;
    note(tr("killing the process group"));
    signalGroup(SIGKILL);
}

void EngineProcess::signalGroup(int sig) {
    if (m_pid > 0) {
        // The group id is the leader's pid (setpgid(0, 0) in the child). If setpgid failed
        // the group does not exist and we fall back to the process itself.
        // Once the leader has been reaped its pid may belong to someone else: then only
        // the group (which lives on while any member does) may be signalled.
        const bool leaderAlive = m_process && m_process->state() != QProcess::NotRunning;
        if (::kill(-pid_t(m_pid), sig) != 0 && leaderAlive) ::kill(pid_t(m_pid), sig);
    } else if (m_process && sig == SIGKILL && m_process->state() != QProcess::NotRunning) {
        m_process->kill(); // still starting: no pid known yet
    }
}

void EngineProcess::escalate() {
    if (!m_process || m_process->state() == QProcess::NotRunning) return;
    if (m_shutdownStage == 1 && m_useSigterm) {
        m_shutdownStage = 2;
        note(tr("no exit after quit: SIGTERM"));
        signalGroup(SIGTERM);
        m_graceTimer.start(m_graceMs);
    } else {
        m_shutdownStage = 3;
        note(tr("still running: SIGKILL"));
        signalGroup(SIGKILL);
    }
}

QString EngineProcess::pendingStdout() const {
    return QString::fromUtf8(m_out.data);
}

QStringList EngineProcess::stderrTail() const {
    return QStringList(m_stderrTail.begin(), m_stderrTail.end());
}

void EngineProcess::readStdout() {
    split(m_out, m_process->readAllStandardOutput(), false);
    if (!m_out.data.isEmpty() && !m_out.overflow)
        m_promptTimer.start();
    else
        m_promptTimer.stop();
}

void EngineProcess::readStderr() {
    split(m_err, m_process->readAllStandardError(), true);
}

void EngineProcess::flushPrompt() {
    // Text without a newline that sat there a while: a prompt ("Sjeng: "). Pass it on as
    // a line so it shows and does not glue itself to the next line.
    if (m_out.data.isEmpty()) return;
    QByteArray line = m_out.data;
    m_out.data.clear();
    emitLine(line, false);
}

void EngineProcess::split(LineBuffer& buffer, const QByteArray& chunk, bool isStderr) {
    qsizetype start = 0;
    while (start < chunk.size()) {
        const qsizetype nl = chunk.indexOf('\n', start);
        const qsizetype end = nl < 0 ? chunk.size() : nl;
        if (!buffer.overflow) {
            const qsizetype room = MaxLineLength - buffer.data.size();
            const qsizetype take = std::min(room, end - start);
            buffer.data.append(chunk.constData() + start, take);
            if (take < end - start) {
                // Too long: deliver what we have and drop the rest of this line.
                buffer.overflow = true;
                emitLine(buffer.data, isStderr);
                note(tr("line longer than %1 bytes cut").arg(MaxLineLength));
                buffer.data.clear();
            }
        }
        if (nl < 0) break;
        if (!buffer.overflow) emitLine(buffer.data, isStderr);
        buffer.data.clear();
        buffer.overflow = false;
        start = nl + 1;
        if (!m_process) return; // a slot restarted or deleted us
    }
}

void EngineProcess::emitLine(QByteArray line, bool isStderr) {
    if (line.endsWith('\r')) line.chop(1);
    line.replace('\0', "");
    QString text = QString::fromUtf8(line); // invalid bytes become U+FFFD
    text.remove(QLatin1Char('\r'));
    if (isStderr) {
        record(TranscriptEntry::Direction::Stderr, text);
        // Crash reports show these lines: no control characters, no 64 KB lines.
        m_stderrTail.push_back(
            enginetext::cut(enginetext::stripControls(text), enginetext::MaxMessageLength));
        if (m_stderrTail.size() > StderrTail) m_stderrTail.pop_front();
        emit stderrLine(text);
    } else {
        record(TranscriptEntry::Direction::FromEngine, text);
        emit lineReceived(text);
    }
}

void EngineProcess::onFinished(int exitCode, QProcess::ExitStatus status) {
    reportEnd(exitCode, status);
    // After the report: a slot that starts the engine again keeps the count above zero.
    EngineProcesses::instance().processEnded();
}

void EngineProcess::reportEnd(int exitCode, QProcess::ExitStatus status) {
    m_graceTimer.stop();
    m_promptTimer.stop();
    // Whatever is left without a newline is still the engine's last words.
    readStdout();
    readStderr();
    m_promptTimer.stop();
    if (!m_out.data.isEmpty()) {
        emitLine(m_out.data, false);
        m_out.data.clear();
    }
    if (!m_err.data.isEmpty()) {
        emitLine(m_err.data, true);
        m_err.data.clear();
    }
    // Children the engine left behind (polyglot's engine) go with it.
    signalGroup(SIGKILL);
    const bool signalled = status == QProcess::CrashExit;
    note(signalled ? tr("ended by signal %1").arg(exitCode)
                   : tr("exited with code %1").arg(exitCode));
    if (m_endReported) return;
    m_endReported = true;
    if (m_stopRequested) {
        emit finished();
        return;
    }
    CrashInfo info;
    info.signal = signalled ? exitCode : 0;
    info.exitCode = signalled ? 0 : exitCode;
    info.lastStderr = stderrTail();
    info.reason = signalled ? tr("The engine was ended by signal %1.").arg(exitCode)
                            : tr("The engine exited unexpectedly with code %1.").arg(exitCode);
    emit crashed(info);
}

void EngineProcess::onError(QProcess::ProcessError error) {
    if (error != QProcess::FailedToStart || m_endReported) return;
    m_endReported = true;
    CrashInfo info;
    info.failedToStart = true;
    info.reason = tr("The engine could not be started: %1").arg(m_process->errorString());
    note(info.reason);
    emit crashed(info);
    EngineProcesses::instance().processEnded();
}

} // namespace tabiya
