#include "headlessmatch.h"

#include "endreason.h"

#include "debuglog.h"
#include "engineplayer.h"
#include "session.h"

#include <QCoreApplication>
#include <QTimer>
#include <memory>

namespace tabiya {

HeadlessMatch::HeadlessMatch(const MatchOptions& options, QObject* parent)
    : QObject(parent)
    , m_options(options)
    , m_out(stdout)
    , m_err(stderr) {
    m_session = new Session(this);
    m_session->setMode(Session::Mode::TwoMachines);
    m_session->setTag(QStringLiteral("Event"), tr("Tabiya match"));
    m_session->setTag(QStringLiteral("Site"), QStringLiteral("?"));
    m_first = new EnginePlayer(m_options.first, this);
    m_second = new EnginePlayer(m_options.second, this);
    if (m_options.debug) {
        m_debugLog = new DebugLog(this);
        QString error;
        if (!m_debugLog->open(m_options.debugFile, &error)) m_err << error << Qt::endl;
        connect(m_first, &EnginePlayer::transcriptLine, this,
                [this](const QString& l) { m_debugLog->write(QStringLiteral("1 ") + l); });
        connect(m_second, &EnginePlayer::transcriptLine, this,
                [this](const QString& l) { m_debugLog->write(QStringLiteral("2 ") + l); });
    }
    connect(m_session, &Session::gameEnded, this, [this] {
        // Leave the signal handler before the next game touches the engines.
        QTimer::singleShot(0, this, &HeadlessMatch::onGameEnded);
    });
    connect(m_session, &Session::startFailed, this, [this](const QString& reason) {
        m_err << tr("Error: %1").arg(reason) << Qt::endl;
        end(2);
    });
}

HeadlessMatch::~HeadlessMatch() = default;

void HeadlessMatch::start() {
    if (m_ending) return; // stopped before it began
    QString error;
    std::optional<MatchOpenings> openings = m_options.openings(&error);
    if (!error.isEmpty()) {
        m_err << tr("Error: %1").arg(error) << Qt::endl;
        end(2);
        return;
    }
    m_schedule.emplace(m_options, std::move(openings));
    startGame();
}

void HeadlessMatch::startGame() {
    const bool firstIsWhite = m_schedule->firstIsWhite();
    m_session->setPlayer(White, firstIsWhite ? m_first : m_second);
    m_session->setPlayer(Black, firstIsWhite ? m_second : m_first);
    m_session->setTimeControl(White, m_schedule->timeControl(White));
    m_session->setTimeControl(Black, m_schedule->timeControl(Black));
    m_session->setTag(QStringLiteral("Round"), QString::number(m_schedule->played() + 1));
    QString error;
    bool started = false;
    if (const std::optional<Game> opening = m_schedule->opening()) {
        started = m_session->loadGame(*opening);
    } else if (const Variant* v = Variant::byName(m_options.variant.toStdString())) {
        started = m_session->newGame(*v, {}, &error);
    }
    if (!started) {
        m_err << tr("Error: %1").arg(error.isEmpty() ? tr("the game could not be set up") : error)
              << Qt::endl;
        end(2);
    }
}

void HeadlessMatch::onGameEnded() {
    const Game& g = m_session->game();
    m_schedule->record(g.result());
    m_out << tr("Game %1: %2 - %3 %4 {%5}")
                 .arg(m_schedule->played())
                 .arg(g.tag(QStringLiteral("White")), g.tag(QStringLiteral("Black")),
                      Game::resultToken(g.result()), g.reason())
          << Qt::endl;
    if (!m_options.pgnFile.isEmpty()) {
        QString error;
        if (!g.appendToPgnFile(m_options.pgnFile, &error)) m_err << error << Qt::endl;
    }
    if (!m_schedule->finished()) {
        startGame();
        return;
    }
    m_out << tr("Score of %1 vs %2: %3 - %4 - %5 (%6/%7)")
                 .arg(m_first->name(), m_second->name())
                 .arg(m_schedule->wins())
                 .arg(m_schedule->losses())
                 .arg(m_schedule->draws())
                 .arg(m_schedule->firstScore())
                 .arg(m_schedule->played())
          << Qt::endl;
    end(0);
}

void HeadlessMatch::stop(int exitCode) {
    m_session->abort(
        EndReason::translated("tabiya::HeadlessMatch", QT_TR_NOOP("The match was interrupted")));
    end(exitCode);
}

void HeadlessMatch::end(int exitCode) {
    if (m_ending) return;
    m_ending = true;
    // Exit once both engines have left (the protocol layer ends stragglers with signals).
    auto left = std::make_shared<int>(2);
    for (EnginePlayer* p : {m_first, m_second}) {
        connect(
            p, &EnginePlayer::stopped, this,
            [this, left, exitCode] {
                if (--*left == 0) emit finished(exitCode);
            },
            Qt::SingleShotConnection);
        p->shutdown();
    }
}

} // namespace tabiya
