// MainWindow's match (-mg N with two engines), as XBoard plays it in its window: games one
// after another with colours alternating, a pause between them (-matchPause), each game
// appended to the -sgf file, and the score in the status line. The course of the match is
// MatchSchedule's, the same as the headless match's.

#include "enginetools.h"
#include "mainwindow.h"
#include "player.h"
#include "session.h"

#include <QTimer>

namespace tabiya {

void MainWindow::startMatchGame() {
    if (!m_match || m_match->finished() || m_session->isPlaying()) return;
    GameSettings s = m_settings;
    const EngineConfig first = m_tools->prepared(m_options.first);
    const EngineConfig second = m_tools->prepared(m_options.second);
    const bool firstIsWhite = m_match->firstIsWhite();
    s.engines = {firstIsWhite ? first : second, firstIsWhite ? second : first};
    if (m_options.timeGiven) { // time odds go with the engine, whichever colour it has
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
    if (!m_options.pgnFile.isEmpty()) {
        QString error;
        if (!game.appendToPgnFile(m_options.pgnFile, &error)) warn(tr("Match"), error);
    }
    const QString result = statusText();
    if (m_match->finished()) {
        setStatus(tr("%1. Match over: %2").arg(result, matchScoreText()));
        stopMatch();
        return;
    }
    setStatus(tr("%1. %2").arg(result, matchScoreText()));
    QTimer::singleShot(m_options.matchPauseMs, this, &MainWindow::startMatchGame);
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
