#include "app/session/matchrunner.h"

#include "app/session/debuglog.h"
#include "app/session/endreason.h"
#include "app/session/engineplayer.h"
#include "app/session/session.h"

#include <QTimer>
#include <memory>

namespace tabiya {

MatchRunner::MatchRunner(const MatchOptions& options, QObject* parent)
    : QObject(parent)
    , m_options(options) {
    if (m_options.debug) {
        m_debugLog = new DebugLog(this);
        QString error;
        if (!m_debugLog->open(m_options.debugFile, &error))
            QTimer::singleShot(0, this, [this, error] { emit this->error(error); });
    }
    // More tables than games would only start engines that never play.
    const int tables = std::clamp(m_options.concurrency, 1, std::max(1, m_options.games));
    m_tables.resize(tables);
    for (int i = 0; i < tables; ++i)
        addTable(i);
}

MatchRunner::~MatchRunner() = default;

void MatchRunner::addTable(int index) {
    Table& t = m_tables[index];
    t.session = new Session(this);
    t.session->setMode(Session::Mode::TwoMachines);
    t.session->setTag(QStringLiteral("Event"), tr("Tabiya match"));
    t.session->setTag(QStringLiteral("Site"), QStringLiteral("?"));
    t.first = new EnginePlayer(m_options.first, this);
    t.second = new EnginePlayer(m_options.second, this);
    if (m_debugLog) {
        const QString table = index == 0 ? QString() : QStringLiteral("%1:").arg(index + 1);
        for (int e = 0; e < 2; ++e)
            connect(e == 0 ? t.first : t.second, &EnginePlayer::transcriptLine, m_debugLog,
                    [this, prefix = QStringLiteral("%1%2 ").arg(table).arg(e + 1)](
                        const QString& l) { m_debugLog->write(prefix + l); });
    }
    connect(t.session, &Session::gameEnded, this, [this, index] {
        // Leave the signal handler before the next game touches the engines.
        QTimer::singleShot(0, this, [this, index] { onGameEnded(m_tables[index]); });
    });
    connect(t.session, &Session::startFailed, this, &MatchRunner::fail);
}

QString MatchRunner::firstName() const {
    return m_tables.first().first->name();
}

QString MatchRunner::secondName() const {
    return m_tables.first().second->name();
}

void MatchRunner::start() {
    if (m_ending) return; // stopped before it began
    QString error;
    std::optional<MatchOpenings> openings = m_options.openings(&error);
    if (!error.isEmpty()) {
        fail(error);
        return;
    }
    m_match = new Match(m_options, std::move(openings), this);
    connect(m_match, &Match::gameRecorded, this, &MatchRunner::gameRecorded);
    connect(m_match, &Match::saveFailed, this, &MatchRunner::error);
    connect(m_match, &Match::finished, this, [this] { end(0); });
    for (Table& t : m_tables)
        if (!m_ending && m_match->hasNextGame()) startGame(t);
}

void MatchRunner::startGame(Table& table) {
    const MatchGame g = m_match->nextGame();
    table.game = g.number;
    Session* s = table.session;
    s->setPlayer(White, g.firstIsWhite ? table.first : table.second);
    s->setPlayer(Black, g.firstIsWhite ? table.second : table.first);
    s->setTimeControl(White, g.clocks[White]);
    s->setTimeControl(Black, g.clocks[Black]);
    s->setTag(QStringLiteral("Round"), QString::number(g.number + 1));
    QString error;
    bool started = false;
    if (g.opening) {
        started = s->loadGame(*g.opening);
    } else if (const Variant* v = Variant::byName(m_options.variant.toStdString())) {
        started = s->newGame(*v, {}, &error);
    } else {
        // An engine-defined variant: the first engine's setup is the board.
        s->setFirstPlayer(table.first);
        started = s->newEngineVariantGame(m_options.variant, &error);
    }
    if (!started) fail(error.isEmpty() ? tr("the game could not be set up") : error);
}

void MatchRunner::onGameEnded(Table& table) {
    if (m_ending || table.game < 0) return;
    const int number = std::exchange(table.game, -1);
    // Recording may finish the match (and end it): the table takes its next game only
    // while it goes on.
    m_match->gameEnded(number, table.session->game());
    if (!m_ending && m_match->hasNextGame()) startGame(table);
}

void MatchRunner::fail(const QString& message) {
    if (m_ending) return;
    emit error(tr("Error: %1").arg(message));
    end(2);
}

void MatchRunner::stop(int exitCode) {
    for (Table& t : m_tables)
        t.session->abort(
            EndReason::translated("tabiya::MatchRunner", QT_TR_NOOP("The match was interrupted")));
    end(exitCode);
}

void MatchRunner::end(int exitCode) {
    if (m_ending) return;
    m_ending = true;
    // Any other game still in play is abandoned: neither counted nor saved.
    for (Table& t : m_tables)
        if (t.session->isPlaying())
            t.session->abort(EndReason::translated("tabiya::MatchRunner",
                                                   QT_TR_NOOP("The match was interrupted")));
    // Finished once every engine has left (the protocol layer ends stragglers with signals).
    auto left = std::make_shared<int>(2 * int(m_tables.size()));
    for (Table& t : m_tables) {
        for (EnginePlayer* p : {t.first, t.second}) {
            connect(
                p, &EnginePlayer::stopped, this,
                [this, left, exitCode] {
                    if (--*left == 0) emit finished(exitCode);
                },
                Qt::SingleShotConnection);
            p->shutdown();
        }
    }
}

} // namespace tabiya
