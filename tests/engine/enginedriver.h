#pragma once
// EngineDriver: tabiya-engine (or any engine) behind a QProcess pipe, for the protocol
// tests: send lines, wait for a line matching a pattern with a deadline, and settle
// races the protocol way (CECP ping/pong, CXBoard isready/readyok) instead of sleeping.

#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <optional>

// A CECP move line, and a thinking line: depth score time nodes seldepth nps tbhits <tab> pv.
inline const QString MoveLine = QStringLiteral("^move [a-i][0-9]+[a-i][0-9]+[qrbn]?$");
inline const QString Thinking = QStringLiteral("^\\d+ -?\\d+ \\d+ \\d+ \\d+ \\d+ \\d+\\t\\S.*$");

class EngineDriver;
// A started engine after "xboard" / "protover 2" and its features; null if it failed.
std::unique_ptr<EngineDriver> handshaken();

class EngineDriver {
public:
    // Starts build/bin/tabiya-engine with its settings file in a private temporary folder;
    // with a limit, the engine's address space is capped (setrlimit) to test low memory.
    explicit EngineDriver(qint64 addressSpaceLimit = 0);
    ~EngineDriver();
    bool started() const { return m_process.state() == QProcess::Running; }
    void send(const QString& line);
    void sendRaw(const QByteArray& bytes); // exactly these bytes, no newline added
    // The first line (from now on) matching the pattern; lines before it are skipped but
    // remembered in skipped(). Nothing when the deadline passes or the engine exits.
    std::optional<QString> expect(const QString& pattern, int timeoutMs = 10000);
    // Every line up to the answer to "ping N" (CECP), or "isready" (CXBoard).
    std::optional<QStringList> untilPong(int timeoutMs = 10000);
    std::optional<QStringList> untilReady(int timeoutMs = 10000);
    QStringList skipped() const { return m_skipped; }
    bool closeAndWaitForExit(int timeoutMs = 5000);
    QString settingsFile() const { return m_dir.filePath(QStringLiteral("settings.conf")); }
    QString tempPath(const QString& name) const { return m_dir.filePath(name); }
    QProcess& process() { return m_process; }

private:
    std::optional<QString> nextLine(int timeoutMs);

    QTemporaryDir m_dir;
    QProcess m_process;
    QByteArray m_buffer;
    QStringList m_skipped;
    int m_ping = 0;
};
