#include "app/gui/windowmatch.h"

#include "app/gui/enginetools.h"
#include "app/gui/mainwindow.h"
#include "app/gui/matchdialog.h"
#include "app/session/endreason.h"
#include "app/session/player.h"
#include "app/session/session.h"

#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

namespace {
QString displayName(const EngineConfig& c) {
    return c.name.isEmpty() ? QFileInfo(c.program).fileName() : c.name;
}
} // namespace

WindowMatch::WindowMatch(MainWindow* window, const MatchOptions& options, QDockWidget* dock,
                         MatchScorePanel* panel)
    : QObject(window)
    , m_window(window)
    , m_session(window->session())
    , m_options(options)
    , m_dock(dock)
    , m_panel(panel) {
    // After the window's own handlers: the status line has the game's end when it is read.
    connect(m_session, &Session::gameStarted, this, &WindowMatch::onGameStarted);
    connect(m_session, &Session::stateChanged, this, [this](Session::State state) {
        if (state == Session::State::Idle && m_gameOn) stop(); // abandoned
    });
    connect(m_session, &Session::gameEnded, this, [this] {
        if (m_match && std::exchange(m_gameOn, false)) onGameEnded();
    });
    connect(m_session, &Session::startFailed, this, &WindowMatch::stop);
    connect(m_panel, &MatchScorePanel::abortRequested, this, &WindowMatch::abort);
}

void WindowMatch::addActions(QMenu* mode) {
    mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "Machine &Match..."), this,
                    &WindowMatch::machineMatch);
    m_abortAction =
        mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "Abo&rt Match"), this,
                        &WindowMatch::abort);
    m_abortAction->setObjectName(QStringLiteral("abortMatchAction"));
    m_abortAction->setEnabled(false);
}

void WindowMatch::onGameStarted() {
    // A game the match did not start (New Game, a loaded game, a mode change) ends it.
    if (!m_match) return;
    if (std::exchange(m_gameStarting, false)) {
        m_gameOn = true;
        m_session->clearTags(); // the game has its Event and Round; other games get none
    } else {
        stop();
    }
}

void WindowMatch::machineMatch() {
    // Every configured engine, and those of the game on the board (New Game may have
    // started one that is not in the list).
    QList<EngineConfig> engines = m_window->availableEngines();
    const std::optional<EngineConfig> white = m_window->settings().engines[0],
                                      black = m_window->settings().engines[1];
    for (const std::optional<EngineConfig>& e : {white, black})
        if (e && std::none_of(engines.begin(), engines.end(), [&](const EngineConfig& c) {
                return c.program == e->program && c.arguments == e->arguments;
            })) {
            engines.append(*e);
            if (engines.last().name.isEmpty()) engines.last().name = displayName(*e);
        }
    if (engines.isEmpty()) {
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Machine Match"),
                     QCoreApplication::translate("tabiya::MainWindow",
                                                 "There is no engine to play the match."));
        return;
    }
    // Never set up before: the engines of Two Machines (White's first) on the window's
    // clocks, ten games, a new file in the data folder.
    MatchSetup fallback;
    fallback.first = white ? *white : black ? *black : engines.value(0);
    fallback.second = black && white ? *black : engines.value(engines.size() > 1 ? 1 : 0);
    fallback.time = {m_window->settings().timeControlFor(0),
                     m_window->settings().timeControlFor(1)};
    fallback.sameTime = fallback.time[0] == fallback.time[1];
    fallback.variant = m_window->settings().variant;
    fallback.pgnFile = MatchDialog::defaultPgnFile();
    auto* dialog = new MatchDialog(engines, MatchDialog::loadSetup(engines, fallback), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { startMachineMatch(dialog->setup()); });
    dialog->open();
}

void WindowMatch::startMachineMatch(const MatchSetup& setup) {
    MatchOptions options =
        matchOptionsFor(setup, m_options, QRandomGenerator::global()->generate());
    QString error;
    std::optional<MatchOpenings> openings = options.openings(&error);
    if (!error.isEmpty()) {
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Opening file"), error);
        return;
    }
    // The default file's folder (the data folder) may not be there yet.
    if (!options.pgnFile.isEmpty()) QDir().mkpath(QFileInfo(options.pgnFile).absolutePath());
    m_session->abort(EndReason::translated(
        "tabiya::MainWindow", QT_TRANSLATE_NOOP("tabiya::MainWindow", "A match was started")));
    start(options, std::move(openings));
}

void WindowMatch::start(const MatchOptions& options, std::optional<MatchOpenings> openings) {
    stop();
    m_match = new Match(options, std::move(openings), this);
    connect(m_match, &Match::saveFailed, this, [this](const QString& error) {
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Match"), error);
    });
    connect(m_match, &Match::gameRecorded, this, &WindowMatch::onGameRecorded);
    m_names = {displayName(options.first), displayName(options.second)};
    m_abortAction->setEnabled(true);
    m_dock->show();
    m_dock->raise();
    startGame();
}

void WindowMatch::startGame() {
    if (!m_match || !m_match->hasNextGame() || m_session->isPlaying()) return;
    const MatchOptions& options = m_match->options();
    const MatchGame game = m_match->nextGame();
    GameSettings s = m_window->settings();
    s.variant = options.variant;
    s.chess960 = -1;
    const EngineConfig first = m_window->engineTools()->prepared(options.first);
    const EngineConfig second = m_window->engineTools()->prepared(options.second);
    s.engines = {game.firstIsWhite ? first : second, game.firstIsWhite ? second : first};
    if (options.timeGiven) { // time odds go with the engine, whichever colour it has
        s.sideTime = game.clocks;
        s.timeOdds = s.sideTime[0] != s.sideTime[1];
        s.timeControl = s.sideTime[0];
    }
    m_session->setTag(QStringLiteral("Event"),
                      QCoreApplication::translate("tabiya::MainWindow", "Tabiya match"));
    m_session->setTag(QStringLiteral("Round"), QString::number(game.number + 1));
    m_game = game.number;
    m_gameStarting = true;
    m_opening = MatchScorePanel::openingText(game.opening ? &*game.opening : nullptr);
    showProgress(MatchProgress::State::Playing);
    m_window->startGame(s, game.opening ? &*game.opening : nullptr);
    if (m_session->state() == Session::State::Idle) stop(); // it could not be set up
}

void WindowMatch::onGameEnded() {
    const bool firstWasWhite = MatchSchedule::firstIsWhite(m_game);
    m_names = {m_session->player(firstWasWhite ? White : Black)->name(),
               m_session->player(firstWasWhite ? Black : White)->name()};
    m_match->gameEnded(std::exchange(m_game, -1), m_session->game());
}

void WindowMatch::onGameRecorded() {
    const QString result = m_window->statusText();
    if (m_match->schedule().finished()) {
        const MatchElo elo = m_match->schedule().elo();
        QString over = QCoreApplication::translate(
                           "tabiya::MainWindow",
                           "%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).")
                           .arg(result, scoreText())
                           .arg(std::lround(elo.difference))
                           .arg(std::lround(elo.lower))
                           .arg(std::lround(elo.upper));
        const QString pgnFile = m_match->options().pgnFile;
        if (!pgnFile.isEmpty())
            over += QLatin1Char(' ') +
                    QCoreApplication::translate("tabiya::MainWindow", "The games are in %1.")
                        .arg(QDir::toNativeSeparators(pgnFile));
        emit statusMessage(over);
        showProgress(MatchProgress::State::Finished);
        stop();
        return;
    }
    emit statusMessage(
        QCoreApplication::translate("tabiya::MainWindow", "%1. %2").arg(result, scoreText()));
    showProgress(MatchProgress::State::BetweenGames);
    QTimer::singleShot(m_match->options().matchPauseMs, this, &WindowMatch::startGame);
}

void WindowMatch::showProgress(MatchProgress::State state) {
    if (!m_match) return;
    const MatchSchedule& s = m_match->schedule();
    MatchProgress p;
    p.first = m_names[0];
    p.second = m_names[1];
    p.played = s.played();
    p.games = s.games();
    p.wins = s.wins();
    p.draws = s.draws();
    p.losses = s.losses();
    p.elo = s.elo();
    p.opening = m_opening;
    p.pgnFile = m_match->options().pgnFile;
    p.state = state;
    m_panel->setProgress(p);
}

void WindowMatch::abort() {
    if (!m_match) return;
    // The game on the board goes to the file after the finished ones, its result open
    // (*) and its Termination "abandoned", so the file says the match stopped there.
    const QString pgnFile = m_match->options().pgnFile;
    const bool gameOn = std::exchange(m_gameOn, false);
    showProgress(MatchProgress::State::Aborted);
    const EndReason reason = EndReason::translated(
        "tabiya::MainWindow", QT_TRANSLATE_NOOP("tabiya::MainWindow", "The match was aborted"));
    m_session->abort(reason);
    if (gameOn && !pgnFile.isEmpty() && m_session->game().ply() > 0) {
        QString error;
        if (!m_session->game().appendToPgnFile(pgnFile, &error))
            emit warning(QCoreApplication::translate("tabiya::MainWindow", "Match"), error);
    }
    const QString score = scoreText();
    stop();
    // The engines quit; the board is left with the aborted game for people to look at.
    emit enginesReleased();
    emit statusMessage(
        QCoreApplication::translate("tabiya::MainWindow", "The match was aborted. %1").arg(score));
}

QString WindowMatch::scoreText() const {
    if (!m_match) return {};
    const MatchSchedule& s = m_match->schedule();
    return QCoreApplication::translate("tabiya::MainWindow", "%1 %2 : %3 %4 (game %5 of %6)")
        .arg(m_names[0])
        .arg(s.firstScore())
        .arg(s.played() - s.firstScore())
        .arg(m_names[1])
        .arg(s.played())
        .arg(s.games());
}

void WindowMatch::stop() {
    // Called from the match's own signals too: it goes once they have returned.
    if (m_match) std::exchange(m_match, nullptr)->deleteLater();
    m_game = -1;
    m_gameStarting = m_gameOn = false;
    m_session->clearTags();
    if (m_abortAction) m_abortAction->setEnabled(false);
    // A match that ended any other way than its last game or Abort Match was given up.
    const MatchProgress::State shown =
        m_panel ? m_panel->progress().state : MatchProgress::State::Finished;
    if ((shown == MatchProgress::State::Playing || shown == MatchProgress::State::BetweenGames) &&
        m_dock->isVisible()) {
        MatchProgress p = m_panel->progress();
        p.state = MatchProgress::State::Aborted;
        m_panel->setProgress(p);
    }
}

} // namespace tabiya
