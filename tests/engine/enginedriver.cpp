#include "tests/engine/enginedriver.h"

#include <QCoreApplication>
#include <QDeadlineTimer>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

EngineDriver::EngineDriver(qint64 addressSpaceLimit) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TABIYA_ENGINE_SETTINGS"), settingsFile());
    m_process.setProcessEnvironment(env);
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
#ifdef Q_OS_UNIX
    if (addressSpaceLimit > 0)
        m_process.setChildProcessModifier([addressSpaceLimit] {
            const rlimit limit{rlim_t(addressSpaceLimit), rlim_t(addressSpaceLimit)};
            setrlimit(RLIMIT_AS, &limit);
        });
#endif
    m_process.start(QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine"), {});
    m_process.waitForStarted(10000);
}

EngineDriver::~EngineDriver() {
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

void EngineDriver::send(const QString& line) {
    m_process.write(line.toUtf8() + '\n');
    m_process.waitForBytesWritten(5000);
}

void EngineDriver::sendRaw(const QByteArray& bytes) {
    m_process.write(bytes);
    m_process.waitForBytesWritten(5000);
}

std::optional<QString> EngineDriver::nextLine(int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        const int nl = m_buffer.indexOf('\n');
        if (nl >= 0) {
            QString line = QString::fromUtf8(m_buffer.left(nl));
            m_buffer.remove(0, nl + 1);
            if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
            return line;
        }
        if (deadline.hasExpired()) return std::nullopt;
        if (!m_process.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())))) {
            m_buffer += m_process.readAllStandardOutput();
            if (m_buffer.indexOf('\n') < 0 &&
                (m_process.state() != QProcess::Running || deadline.hasExpired()))
                return std::nullopt;
        }
        m_buffer += m_process.readAllStandardOutput();
    }
}

std::optional<QString> EngineDriver::expect(const QString& pattern, int timeoutMs) {
    const QRegularExpression re(pattern);
    QDeadlineTimer deadline(timeoutMs);
    m_skipped.clear();
    while (auto line = nextLine(int(std::max<qint64>(0, deadline.remainingTime())))) {
        if (re.match(*line).hasMatch()) return line;
        m_skipped << *line;
    }
    return std::nullopt;
}

std::optional<QStringList> EngineDriver::untilPong(int timeoutMs) {
    const int n = ++m_ping;
    send(QStringLiteral("ping %1").arg(n));
    if (!expect(QStringLiteral("^pong %1$").arg(n), timeoutMs)) return std::nullopt;
    return m_skipped;
}

std::optional<QStringList> EngineDriver::untilReady(int timeoutMs) {
    send(QStringLiteral("isready"));
    if (!expect(QStringLiteral("^readyok$"), timeoutMs)) return std::nullopt;
    return m_skipped;
}

bool EngineDriver::closeAndWaitForExit(int timeoutMs) {
    m_process.closeWriteChannel();
    return m_process.waitForFinished(timeoutMs);
}

std::unique_ptr<EngineDriver> handshaken() {
    auto e = std::make_unique<EngineDriver>();
    e->send(QStringLiteral("xboard"));
    e->send(QStringLiteral("protover 2"));
    if (!e->expect(QStringLiteral("^feature done=1$"))) return nullptr;
    return e;
}
