// MainWindow's match (-mg N, or Mode > Machine Match), as XBoard plays it in its window: games one
// after another with colours alternating, a pause between them (-matchPause), each game
// appended to the -sgf file (or the dialog's), and the score in the status line and in the
// Match dock. The match itself (colours, clocks, openings, saving, score and Elo) is
// Match's, the same as the headless match's; the window plays its games on its board.

#include "app/gui/enginetools.h"
#include "app/gui/mainwindow.h"
#include "app/gui/matchdialog.h"
#include "app/gui/matchscorepanel.h"
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/player.h"
#include "app/session/session.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace tabiya {

namespace {
QString displayName(const EngineConfig& c) {
    return c.name.isEmpty() ? QFileInfo(c.program).fileName() : c.name;
}
} // namespace

void MainWindow::machineMatch() {
    // Every configured engine, and those of the game on the board (New Game may have
    // started one that is not in the list).
    QList<EngineConfig> engines = availableEngines();
    const std::optional<EngineConfig> white = m_settings.engines[0], black = m_settings.engines[1];
    for (const std::optional<EngineConfig>& e : {white, black})
        if (e && std::none_of(engines.begin(), engines.end(), [&](const EngineConfig& c) {
                return c.program == e->program && c.arguments == e->arguments;
            })) {
            engines.append(*e);
            if (engines.last().name.isEmpty()) engines.last().name = displayName(*e);
        }
    if (engines.isEmpty()) {
        warn(tr("Machine Match"), tr("There is no engine to play the match."));
        return;
    }
    // Never set up before: the engines of Two Machines (White's first) on the window's
    // clocks, ten games, a new file in the data folder.
    MatchSetup fallback;
    fallback.first = white ? *white : black ? *black : engines.value(0);
    fallback.second = black && white ? *black : engines.value(engines.size() > 1 ? 1 : 0);
    fallback.time = {m_settings.timeControlFor(0), m_settings.timeControlFor(1)};
    fallback.sameTime = fallback.time[0] == fallback.time[1];
    fallback.variant = m_settings.variant;
    fallback.pgnFile = MatchDialog::defaultPgnFile();
    auto* dialog = new MatchDialog(engines, MatchDialog::loadSetup(engines, fallback), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { startMachineMatch(dialog->setup()); });
    dialog->open();
}

void MainWindow::startMachineMatch(const MatchSetup& setup) {
    MatchOptions options =
        matchOptionsFor(setup, m_options, QRandomGenerator::global()->generate());
    QString error;
    std::optional<MatchOpenings> openings = options.openings(&error);
    if (!error.isEmpty()) {
        warn(tr("Opening file"), error);
        return;
    }
    // The default file's folder (the data folder) may not be there yet.
    if (!options.pgnFile.isEmpty()) QDir().mkpath(QFileInfo(options.pgnFile).absolutePath());
    m_session->abort(
        EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("A match was started")));
    startMatch(options, std::move(openings));
}

void MainWindow::startMatch(const MatchOptions& options, std::optional<MatchOpenings> openings) {
    stopMatch();
    m_match = new Match(options, std::move(openings), this);
    connect(m_match, &Match::saveFailed, this,
            [this](const QString& error) { warn(tr("Match"), error); });
    connect(m_match, &Match::gameRecorded, this, &MainWindow::onMatchGameRecorded);
    m_matchNames = {displayName(options.first), displayName(options.second)};
    m_abortMatchAction->setEnabled(true);
    m_matchDock->show();
    m_matchDock->raise();
    startMatchGame();
}

void MainWindow::startMatchGame() {
    if (!m_match || !m_match->hasNextGame() || m_session->isPlaying()) return;
    const MatchOptions& options = m_match->options();
    const MatchGame game = m_match->nextGame();
    GameSettings s = m_settings;
    s.variant = options.variant;
    s.chess960 = -1;
    const EngineConfig first = m_tools->prepared(options.first);
    const EngineConfig second = m_tools->prepared(options.second);
    s.engines = {game.firstIsWhite ? first : second, game.firstIsWhite ? second : first};
    if (options.timeGiven) { // time odds go with the engine, whichever colour it has
        s.sideTime = game.clocks;
        s.timeOdds = s.sideTime[0] != s.sideTime[1];
        s.timeControl = s.sideTime[0];
    }
    m_session->setTag(QStringLiteral("Event"), tr("Tabiya match"));
    m_session->setTag(QStringLiteral("Round"), QString::number(game.number + 1));
    m_matchGame = game.number;
    m_matchGameStarting = true;
    m_matchOpening = MatchScorePanel::openingText(game.opening ? &*game.opening : nullptr);
    showMatchProgress(MatchProgress::State::Playing);
    startGame(s, game.opening ? &*game.opening : nullptr);
    if (m_session->state() == Session::State::Idle) stopMatch(); // it could not be set up
}

void MainWindow::onMatchGameEnded() {
    const bool firstWasWhite = MatchSchedule::firstIsWhite(m_matchGame);
    m_matchNames = {m_session->player(firstWasWhite ? White : Black)->name(),
                    m_session->player(firstWasWhite ? Black : White)->name()};
    m_match->gameEnded(std::exchange(m_matchGame, -1), m_session->game());
}

void MainWindow::onMatchGameRecorded() {
    const QString result = statusText();
    if (m_match->schedule().finished()) {
        const MatchElo elo = m_match->schedule().elo();
        QString over = tr("%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).")
                           .arg(result, matchScoreText())
                           .arg(std::lround(elo.difference))
                           .arg(std::lround(elo.lower))
                           .arg(std::lround(elo.upper));
        const QString pgnFile = m_match->options().pgnFile;
        if (!pgnFile.isEmpty())
            over += QLatin1Char(' ') +
                    tr("The games are in %1.").arg(QDir::toNativeSeparators(pgnFile));
        setStatus(over);
        showMatchProgress(MatchProgress::State::Finished);
        stopMatch();
        return;
    }
    setStatus(tr("%1. %2").arg(result, matchScoreText()));
    showMatchProgress(MatchProgress::State::BetweenGames);
    QTimer::singleShot(m_match->options().matchPauseMs, this, &MainWindow::startMatchGame);
}

void MainWindow::showMatchProgress(MatchProgress::State state) {
    if (!m_match) return;
    const MatchSchedule& s = m_match->schedule();
    MatchProgress p;
    p.first = m_matchNames[0];
    p.second = m_matchNames[1];
    p.played = s.played();
    p.games = s.games();
    p.wins = s.wins();
    p.draws = s.draws();
    p.losses = s.losses();
    p.elo = s.elo();
    p.opening = m_matchOpening;
    p.pgnFile = m_match->options().pgnFile;
    p.state = state;
    m_matchPanel->setProgress(p);
}

void MainWindow::abortMatch() {
    if (!m_match) return;
    // The game on the board goes to the file after the finished ones, its result open
    // (*) and its Termination "abandoned", so the file says the match stopped there.
    const QString pgnFile = m_match->options().pgnFile;
    const bool gameOn = std::exchange(m_matchGameOn, false);
    showMatchProgress(MatchProgress::State::Aborted);
    const EndReason reason =
        EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("The match was aborted"));
    m_session->abort(reason);
    if (gameOn && !pgnFile.isEmpty() && m_session->game().ply() > 0) {
        QString error;
        if (!m_session->game().appendToPgnFile(pgnFile, &error)) warn(tr("Match"), error);
    }
    const QString score = matchScoreText();
    stopMatch();
    // The engines quit; the board is left with the aborted game for people to look at.
    for (int c = 0; c < 2; ++c)
        m_session->setPlayer(Color(c), m_humans[c]);
    const std::array<QPointer<EnginePlayer>, 2> engines = std::exchange(m_engines, {});
    for (int c = 0; c < 2; ++c)
        if (engines[c] && !(c == 1 && engines[1] == engines[0])) {
            engines[c]->shutdown();
            engines[c]->deleteLater();
        }
    m_settings.engines = {std::nullopt, std::nullopt};
    setStatus(tr("The match was aborted. %1").arg(score));
}

QString MainWindow::matchScoreText() const {
    if (!m_match) return {};
    const MatchSchedule& s = m_match->schedule();
    return tr("%1 %2 : %3 %4 (game %5 of %6)")
        .arg(m_matchNames[0])
        .arg(s.firstScore())
        .arg(s.played() - s.firstScore())
        .arg(m_matchNames[1])
        .arg(s.played())
        .arg(s.games());
}

void MainWindow::stopMatch() {
    // Called from the match's own signals too: it goes once they have returned.
    if (m_match) std::exchange(m_match, nullptr)->deleteLater();
    m_matchGame = -1;
    m_matchGameStarting = m_matchGameOn = false;
    m_session->clearTags();
    if (m_abortMatchAction) m_abortMatchAction->setEnabled(false);
    // A match that ended any other way than its last game or Abort Match was given up.
    const MatchProgress::State shown =
        m_matchPanel ? m_matchPanel->progress().state : MatchProgress::State::Finished;
    if ((shown == MatchProgress::State::Playing || shown == MatchProgress::State::BetweenGames) &&
        m_matchDock->isVisible()) {
        MatchProgress p = m_matchPanel->progress();
        p.state = MatchProgress::State::Aborted;
        m_matchPanel->setProgress(p);
    }
}

} // namespace tabiya
