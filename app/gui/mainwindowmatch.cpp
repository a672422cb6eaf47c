// MainWindow's match (-mg N, or Mode > Machine Match), as XBoard plays it in its window: games one
// after another with colours alternating, a pause between them (-matchPause), each game
// appended to the -sgf file, and the score in the status line. The course of the match is
// MatchSchedule's, the same as the headless match's.

#include "enginetools.h"
#include "mainwindow.h"
#include "player.h"
#include "session.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QStandardPaths>
#include <QTimer>

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
    m_matchOptions = options;
    m_match.emplace(options, std::move(openings));
    startMatchGame();
}

void MainWindow::startMatchGame() {
    if (!m_match || m_match->finished() || m_session->isPlaying()) return;
    GameSettings s = m_settings;
    const EngineConfig first = m_tools->prepared(m_matchOptions.first);
    const EngineConfig second = m_tools->prepared(m_matchOptions.second);
    const bool firstIsWhite = m_match->firstIsWhite();
    s.engines = {firstIsWhite ? first : second, firstIsWhite ? second : first};
    if (m_matchOptions.timeGiven) { // time odds go with the engine, whichever colour it has
        s.sideTime = {m_match->timeControl(White), m_match->timeControl(Black)};
        s.timeOdds = s.sideTime[0] != s.sideTime[1];
        s.timeControl = s.sideTime[0];
    }
    m_session->setTag(QStringLiteral("Event"), tr("Tabiya match"));
    m_session->setTag(QStringLiteral("Round"), QString::number(m_match->played() + 1));
    m_matchGameStarting = true;
    const std::optional<Game> opening = m_match->opening();
    startGame(s, opening ? &*opening : nullptr);
    if (m_session->state() == Session::State::Idle) stopMatch(); // it could not be set up
}

void MainWindow::onMatchGameEnded() {
    const Game& game = m_session->game();
    const bool firstWasWhite = m_match->firstIsWhite();
    m_matchNames = {m_session->player(firstWasWhite ? White : Black)->name(),
                    m_session->player(firstWasWhite ? Black : White)->name()};
    m_match->record(game.result());
    if (!m_matchOptions.pgnFile.isEmpty()) {
        QString error;
        if (!game.appendToPgnFile(m_matchOptions.pgnFile, &error)) warn(tr("Match"), error);
    }
    const QString result = statusText();
    if (m_match->finished()) {
        QString over = tr("%1. Match over: %2.").arg(result, matchScoreText());
        if (!m_matchOptions.pgnFile.isEmpty())
            over +=
                QLatin1Char(' ') +
                tr("The games are in %1.").arg(QDir::toNativeSeparators(m_matchOptions.pgnFile));
        setStatus(over);
        stopMatch();
        return;
    }
    setStatus(tr("%1. %2").arg(result, matchScoreText()));
    QTimer::singleShot(m_matchOptions.matchPauseMs, this, &MainWindow::startMatchGame);
}

QString MainWindow::matchScoreText() const {
    if (!m_match) return {};
    return tr("%1 %2 : %3 %4 (game %5 of %6)")
        .arg(m_matchNames[0])
        .arg(m_match->firstScore())
        .arg(m_match->played() - m_match->firstScore())
        .arg(m_matchNames[1])
        .arg(m_match->played())
        .arg(m_match->games());
}

void MainWindow::stopMatch() {
    m_match.reset();
    m_matchGameStarting = m_matchGameOn = false;
    m_session->clearTags();
}

} // namespace tabiya
