// MainWindow's match (-mg N, or Mode > Machine Match), as XBoard plays it in its window: games one
// after another with colours alternating, a pause between them (-matchPause), each game
// appended to the -sgf file, and the score in the status line. The match itself (colours,
// clocks, openings, saving, score and Elo) is Match's, the same as the headless match's;
// the window plays its games on its board.

#include "app/gui/enginetools.h"
#include "app/gui/mainwindow.h"
#include "app/session/player.h"
#include "app/session/session.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QStandardPaths>
#include <QTimer>
#include <cmath>

namespace tabiya {

namespace {
QString displayName(const EngineConfig& c) {
    return c.name.isEmpty() ? QFileInfo(c.program).fileName() : c.name;
}
} // namespace

void MainWindow::machineMatch() {
    const QList<EngineConfig> engines = availableEngines();
    const std::optional<EngineConfig> white = m_settings.engines[0], black = m_settings.engines[1];
    const EngineConfig first = white ? *white : black ? *black : engines.value(0);
    const EngineConfig second = black && white ? *black : first;
    if (first.program.isEmpty()) {
        warn(tr("Machine Match"), tr("There is no engine to play the match."));
        return;
    }
    bool ok = false;
    const int games = QInputDialog::getInt(this, tr("Machine Match"),
                                           tr("Games between %1 and %2, colours alternating:")
                                               .arg(displayName(first), displayName(second)),
                                           10, 1, 10000, 1, &ok);
    if (!ok) return;
    MatchOptions options = m_options;
    options.first = first;
    options.second = second;
    options.games = games;
    options.timeGiven = false; // the window's clock, for both
    options.openingFile.clear();
    // Every game is kept: in the -sgf file, or in a file of the match's own.
    if (options.pgnFile.isEmpty()) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir().mkpath(dir);
        options.pgnFile =
            dir +
            QStringLiteral("/match-%1.pgn")
                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    }
    m_session->abort(
        EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("A match was started")));
    startMatch(options, std::nullopt);
}

void MainWindow::startMatch(const MatchOptions& options, std::optional<MatchOpenings> openings) {
    stopMatch();
    m_match = new Match(options, std::move(openings), this);
    connect(m_match, &Match::saveFailed, this,
            [this](const QString& error) { warn(tr("Match"), error); });
    connect(m_match, &Match::gameRecorded, this, &MainWindow::onMatchGameRecorded);
    startMatchGame();
}

void MainWindow::startMatchGame() {
    if (!m_match || !m_match->hasNextGame() || m_session->isPlaying()) return;
    const MatchOptions& options = m_match->options();
    const MatchGame game = m_match->nextGame();
    GameSettings s = m_settings;
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
        stopMatch();
        return;
    }
    setStatus(tr("%1. %2").arg(result, matchScoreText()));
    QTimer::singleShot(m_match->options().matchPauseMs, this, &MainWindow::startMatchGame);
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
}

} // namespace tabiya
