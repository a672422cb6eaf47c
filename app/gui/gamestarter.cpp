#include "app/gui/gamestarter.h"

#include "app/gui/gameplayers.h"
#include "app/session/endreason.h"

#include <QCoreApplication>
#include <QSettings>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

GameStarter::GameStarter(Session* session, GamePlayers* players, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_players(players) {}

void GameStarter::startGame(const GameSettings& settings, const Game* opening) {
    m_session->abort(EndReason::translated(
        "tabiya::MainWindow", QT_TRANSLATE_NOOP("tabiya::MainWindow", "A new game was started")));
    m_settings = settings;
    const bool e0 = settings.engines[0].has_value(), e1 = settings.engines[1].has_value();
    const std::array<Player*, 2> players = m_players->seat(settings,
                                                           e0 && e1 ? Session::Mode::TwoMachines
                                                           : e0     ? Session::Mode::MachineWhite
                                                           : e1     ? Session::Mode::MachineBlack
                                                                    : Session::Mode::EditGame,
                                                           true);
    const Variant* v = Variant::byName(settings.variant.toStdString());
    // A name the rules do not know is a variant an engine defines (-variant grande-acedrex,
    // -variant 10x10+0_fairy): the engines describe it when the game starts.
    const bool engineDefined = !v && !opening && (e0 || e1) && !settings.variant.isEmpty();
    if (!v) v = &Variant::chess();
    m_session->setFirstPlayer(e0 ? players[0] : players[1]);
    emit styleDue();
    // A person playing Black sees the board from Black's side.
    emit orientationDue(!e1 && e0);
    QString error;
    const bool chess960 = settings.chess960 >= 0 && v == &Variant::chess();
    if (opening         ? !m_session->loadGame(*opening)
        : engineDefined ? !m_session->newEngineVariantGame(settings.variant, &error)
        : chess960      ? !m_session->newChess960Game(settings.chess960, &error)
                        : !m_session->newGame(*v, {}, &error))
        emit statusMessage(
            error.isEmpty()
                ? QCoreApplication::translate("tabiya::MainWindow", "The game could not be started")
                : error);
    else
        emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Starting..."));
    emit gameChanged();
}

void GameStarter::setMode(Session::Mode mode, const EngineConfig& fallback) {
    const GameSettings s = GamePlayers::forMode(m_settings, mode, fallback);
    // The game goes on from where it stands, with the new players.
    Game game = m_session->game();
    m_session->abort(EndReason::translated(
        "tabiya::MainWindow", QT_TRANSLATE_NOOP("tabiya::MainWindow", "The mode changed")));
    m_settings = s;
    m_players->seat(s, mode, false);
    m_session->loadGame(game);
    emit gameChanged();
}

void GameStarter::beginEditGame(const QString& variant) {
    m_session->abort();
    m_settings.variant = variant;
    m_settings.engines = {std::nullopt, std::nullopt};
    m_players->seatPeople();
    m_session->setMode(Session::Mode::EditGame);
    emit styleDue();
}

void GameStarter::startFromPosition(const QString& variant, const QString& fen) {
    // An engine-defined variant has no name the rules know: the game's own rules.
    const Variant* v = Variant::byName(variant.toStdString());
    if (!v) v = &m_session->game().variant();
    beginEditGame(variant);
    QString error;
    if (!m_session->newGame(*v, fen, &error)) emit statusMessage(error);
    emit gameChanged();
}

void GameStarter::loadTimeControl() {
    QSettings s;
    TimeControl& tc = m_settings.timeControl;
    tc.baseMs = s.value(QStringLiteral("game/baseMs"), 5 * 60000).toLongLong();
    tc.incrementMs = s.value(QStringLiteral("game/incrementMs"), 3000).toLongLong();
    tc.movesPerSession = s.value(QStringLiteral("game/movesPerSession"), 0).toInt();
    tc.fixedMoveMs = s.value(QStringLiteral("game/fixedMoveMs"), 0).toLongLong();
    m_dialogTimeControl = tc;
}

void GameStarter::saveTimeControl() const {
    QSettings s;
    const TimeControl& tc = m_dialogTimeControl;
    s.setValue(QStringLiteral("game/baseMs"), tc.baseMs);
    s.setValue(QStringLiteral("game/incrementMs"), tc.incrementMs);
    s.setValue(QStringLiteral("game/movesPerSession"), tc.movesPerSession);
    s.setValue(QStringLiteral("game/fixedMoveMs"), tc.fixedMoveMs);
}

void GameStarter::releaseEngines() {
    m_players->release();
    m_settings.engines = {std::nullopt, std::nullopt};
}

GameSettings GameStarter::fromCommandLine(GameSettings s, const MatchOptions& options,
                                          const EngineConfig& first, const EngineConfig& second) {
    s.variant = options.variant;
    if (options.timeGiven) s.timeControl = options.timeControl;
    if (options.secondGiven || options.gamesGiven) {
        // Two Machines, as XBoard -mg does.
        s.engines = {first, second};
        if (options.timeGiven)
            s.sideTime = {options.engineTimeControl(0), options.engineTimeControl(1)};
    } else {
        s.engines = {std::nullopt, first}; // the person plays White
        // The default opponent (no engine named on the command line) plays at a moderate
        // level, not at full strength: most people would lose every game to that.
        if (!options.firstGiven)
            s.levels[1] = level::defaultLevel(level::scaleFor(first.strengthOptions));
        if (options.timeGiven) s.sideTime = {options.timeControl, options.engineTimeControl(0)};
    }
    // -firstTimeOdds / -secondTimeOdds: each side its own clock.
    s.timeOdds = options.timeGiven && s.sideTime[0] != s.sideTime[1];
    if (s.timeOdds) s.timeControl = s.sideTime[0];
    return s;
}

} // namespace tabiya
