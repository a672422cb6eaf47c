#include "app/gui/gameplayers.h"

#include "app/session/debuglog.h"
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"

#include <QCoreApplication>
#include <cstdio>

namespace tabiya {

namespace {
bool sameEngine(const EngineConfig& a, const EngineConfig& b) {
    // Options too: a level chosen in New Game is sent at start-up, so another level is
    // another process.
    return a.program == b.program && a.arguments == b.arguments && a.protocol == b.protocol &&
           a.workingDirectory == b.workingDirectory && a.name == b.name &&
           a.initialOptions == b.initialOptions;
}
} // namespace

GamePlayers::GamePlayers(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session) {
    // The word was the window's and keeps that translation context.
    for (int c = 0; c < 2; ++c)
        m_humans[c] =
            new HumanPlayer(QCoreApplication::translate("tabiya::MainWindow", "Human"), this);
}

Player* GamePlayers::makePlayer(int side, const std::optional<EngineConfig>& engine) {
    if (!engine) return m_humans[side];
    // Keep a running engine when the same one plays again (either colour).
    for (auto& e : m_engines)
        if (e && sameEngine(e->config(), *engine) &&
            !(side == 1 && e == m_engines[0] && m_engines[0] != m_engines[1])) {
            EnginePlayer* keep = e;
            if (&e != &m_engines[side]) {
                if (m_engines[side] && m_engines[side] != keep) m_engines[side]->deleteLater();
                m_engines[side] = keep;
            }
            return keep;
        }
    if (m_engines[side] && m_engines[side] != m_engines[1 - side]) {
        m_engines[side]->shutdown();
        m_engines[side]->deleteLater();
    }
    m_engines[side] = new EnginePlayer(*engine, this);
    return m_engines[side];
}

std::array<Player*, 2> GamePlayers::seat(const GameSettings& settings, Session::Mode mode,
                                         bool dropUnused) {
    // The levels chosen go into the engines' options and depth limits (the session layer's
    // level::apply); the settings keep the engines as configured and the levels apart.
    std::array<std::optional<EngineConfig>, 2> engines = settings.engines;
    std::array<TimeControl, 2> clocks = {settings.timeControlFor(White),
                                         settings.timeControlFor(Black)};
    for (int c = 0; c < 2; ++c)
        if (engines[c] && settings.levels[c])
            level::apply(*engines[c], clocks[c], *settings.levels[c]);
    std::array<Player*, 2> players{};
    for (int c = 0; c < 2; ++c)
        players[c] = makePlayer(c, engines[c]);
    // One engine program on both sides runs as two processes.
    if (players[0] == players[1] && !players[0]->isHuman()) {
        m_engines[1] = new EnginePlayer(*engines[1], this);
        players[1] = m_engines[1];
    }
    if (dropUnused)
        for (int c = 0; c < 2; ++c)
            if (!settings.engines[c] && m_engines[c] && m_engines[c] != players[1 - c]) {
                m_engines[c]->shutdown();
                m_engines[c]->deleteLater();
                m_engines[c] = nullptr;
            }
    m_session->setPlayer(White, players[0]);
    m_session->setPlayer(Black, players[1]);
    m_session->setMode(mode);
    m_session->setTimeControl(White, clocks[White]);
    m_session->setTimeControl(Black, clocks[Black]);
    return players;
}

void GamePlayers::seatPeople() {
    m_session->setPlayer(White, m_humans[0]);
    m_session->setPlayer(Black, m_humans[1]);
}

void GamePlayers::release() {
    seatPeople();
    const std::array<QPointer<EnginePlayer>, 2> engines = std::exchange(m_engines, {});
    for (int c = 0; c < 2; ++c)
        if (engines[c] && !(c == 1 && engines[1] == engines[0])) {
            engines[c]->shutdown();
            engines[c]->deleteLater();
        }
}

void GamePlayers::logTranscripts(const QString& file) {
    auto* log = new DebugLog(this);
    QString error;
    if (!log->open(file, &error)) std::fprintf(stderr, "%s\n", qPrintable(error));
    // Starting comes before the players are prepared: nothing of theirs is missed.
    connect(m_session, &Session::stateChanged, log, [this, log](Session::State state) {
        if (state != Session::State::Starting) return;
        for (int c = 0; c < 2; ++c)
            if (auto* e = qobject_cast<EnginePlayer*>(m_session->player(Color(c))))
                connect(e, &EnginePlayer::transcriptLine, log, &DebugLog::write,
                        Qt::UniqueConnection);
    });
}

void GamePlayers::shutdown() {
    for (auto& e : m_engines)
        if (e) e->shutdown();
}

EnginePlayer* GamePlayers::engine(int side) const {
    return m_engines[side];
}

QList<EnginePlayer*> GamePlayers::engines() const {
    QList<EnginePlayer*> players;
    for (const auto& e : m_engines)
        if (e && !players.contains(e.data())) players.append(e);
    return players;
}

void GamePlayers::addAnnouncedVariants(QList<EngineConfig>& list) const {
    for (const EnginePlayer* running : engines())
        for (EngineConfig& c : list)
            if (c.variants.isEmpty() && c.program == running->config().program &&
                c.arguments == running->config().arguments)
                c.variants = running->announcedVariants();
}

GameSettings GamePlayers::forMode(GameSettings s, Session::Mode mode,
                                  const EngineConfig& fallback) {
    const EngineConfig first = s.engines[0]   ? *s.engines[0]
                               : s.engines[1] ? *s.engines[1]
                                              : fallback;
    const EngineConfig second = s.engines[1] ? *s.engines[1] : first;
    // The levels go with the engines.
    const std::optional<EngineLevel> firstLevel = s.engines[0] ? s.levels[0] : s.levels[1];
    const std::optional<EngineLevel> secondLevel = s.engines[1] ? s.levels[1] : firstLevel;
    switch (mode) {
    case Session::Mode::MachineWhite:
        s.engines = {first, std::nullopt};
        s.levels = {firstLevel, std::nullopt};
        break;
    case Session::Mode::MachineBlack:
        s.engines = {std::nullopt, first};
        s.levels = {std::nullopt, firstLevel};
        break;
    case Session::Mode::TwoMachines:
        s.engines = {first, second};
        s.levels = {firstLevel, secondLevel};
        break;
    default: s.engines = {std::nullopt, std::nullopt}; break;
    }
    return s;
}

} // namespace tabiya
