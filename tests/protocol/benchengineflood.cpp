// bench-engineflood: how much memory one engine can make us hold. Drives the fake engine
// through a CecpEngine or CxboardEngine and has it flood one kind of output (option
// declarations, PV continuation lines, debug lines, stderr, telluser, book lines, CXBoard
// info lines); the receiving side keeps what a window keeps (the last thinking line, the
// option list, the last message), and the peak resident memory (VmHWM) of the process is
// printed after each flood. Each flood runs in a child process of its own, as VmHWM only
// grows. A figure to watch, not a test.
//
//   bench-engineflood                       every flood at its default size
//   bench-engineflood KIND PROTOCOL N BYTES one flood (PROTOCOL: cecp or cxboard)

#include "protocol/engineconnection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTimer>
#include <cstdio>

using namespace tabiya;

namespace {

// Peak and current resident memory of this process in MB, from /proc/self/status.
double statusMb(const char* key) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ')[0].toDouble() / 1024;
    return -1;
}

int runOne(const QString& kind, const QString& protocol, int count, int bytes) {
    const EngineProtocol p =
        protocol == QLatin1String("cxboard") ? EngineProtocol::Cxboard : EngineProtocol::Cecp;
    EngineConnection* engine = EngineConnection::create(p);
    EngineConfig config;
    config.program = QCoreApplication::applicationDirPath() + QStringLiteral("/fake-engine");
    config.arguments = {QStringLiteral("spew")};
    if (p == EngineProtocol::Cxboard) config.arguments << QStringLiteral("cxboard");
    config.protocol = p;

    // What a window keeps: the latest of each.
    ThinkingLine lastLine;
    QList<EngineOption> options;
    QString lastText;
    qint64 thinkingSignals = 0, pvCharsSeen = 0, maxPvMoves = 0;
    QObject::connect(engine, &EngineConnection::thinking, [&](const ThinkingLine& l) {
        lastLine = l;
        ++thinkingSignals;
        pvCharsSeen += l.pvText.size();
        maxPvMoves = std::max<qint64>(maxPvMoves, l.pv.size());
    });
    QObject::connect(engine, &EngineConnection::optionsChanged,
                     [&](const QList<EngineOption>& o) { options = o; });
    QObject::connect(engine, &EngineConnection::tellUser, [&](const QString& t) { lastText = t; });
    QObject::connect(engine, &EngineConnection::bookLines, [&](const QString& t) { lastText = t; });

    QElapsedTimer clock;
    const double baseline = statusMb("VmRSS:");
    QObject::connect(engine, &EngineConnection::ready, [&] {
        clock.start();
        engine->sendRaw(QStringLiteral("spew %1 %2 %3").arg(kind).arg(count).arg(bytes));
    });
    QObject::connect(engine, &EngineConnection::transcript, [&](const TranscriptEntry& e) {
        if (e.direction == TranscriptEntry::Direction::FromEngine &&
            e.text == QLatin1String("# spew done"))
            QCoreApplication::exit(0);
    });
    QObject::connect(engine, &EngineConnection::crashed, [] { QCoreApplication::exit(1); });
    QTimer::singleShot(600000, [] { QCoreApplication::exit(2); });
    engine->start(config);
    const int rc = QCoreApplication::exec();
    const qint64 ms = clock.elapsed();

    qint64 transcriptChars = 0;
    const auto entries = engine->transcriptEntries();
    for (const TranscriptEntry& e : entries)
        transcriptChars += e.text.size();
    qint64 optionChars = 0;
    for (const EngineOption& o : engine->options())
        optionChars += o.name.size() + o.value.size() + o.defaultValue.size();
    std::printf("%-8s %-12s %6d x %6d B: VmHWM %7.1f MB (at start %5.1f MB), %6.2f s; "
                "transcript %lld entries %lld chars, %lld options %lld chars, "
                "%lld thinking signals (max %lld moves, %lld PV chars), rc %d\n",
                qPrintable(protocol), qPrintable(kind), count, bytes, statusMb("VmHWM:"), baseline,
                ms / 1000.0, static_cast<long long>(entries.size()),
                static_cast<long long>(transcriptChars),
                static_cast<long long>(engine->options().size()),
                static_cast<long long>(optionChars), static_cast<long long>(thinkingSignals),
                static_cast<long long>(maxPvMoves), static_cast<long long>(pvCharsSeen), rc);
    std::fflush(stdout);
    delete engine;
    return rc;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 4) return runOne(args[0], args[1], args[2].toInt(), args[3].toInt());

    struct Flood {
        const char *kind, *protocol;
        int count, bytes;
    };
    // The sizes of the fault campaign's floods (issue 14, item 4).
    const Flood floods[] = {
        {"option", "cecp", 3000, 65000},
        {"continuation", "cecp", 3000, 65000},
        {"debug", "cecp", 22000, 65000},
        {"stderr", "cecp", 22000, 65000},
        {"tell", "cecp", 3000, 65000},
        {"book", "cecp", 3000, 65000},
        {"option", "cxboard", 3000, 65000},
        {"info", "cxboard", 3000, 65000},
        // The largest options still accepted, as many as are kept.
        {"optionvalue", "cecp", 3000, 8000},
        {"optionvalue", "cxboard", 3000, 8000},
    };
    int failures = 0;
    for (const Flood& f : floods) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        child.start(app.applicationFilePath(),
                    {QString::fromLatin1(f.kind), QString::fromLatin1(f.protocol),
                     QString::number(f.count), QString::number(f.bytes)});
        child.waitForFinished(-1);
        failures += child.exitCode() != 0;
    }
    return failures == 0 ? 0 : 1;
}
