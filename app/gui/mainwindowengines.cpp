// MainWindow and the engines beside the game: the output views, Analysis Mode following the
// position shown, variations on the board, whole-game analysis, Engine #1 / #2.
#include "app/gui/mainwindow.h"

#include "app/gui/viewoptions.h"

#include "app/gui/engineoutputpanel.h"
#include "app/gui/enginetools.h"
#include "app/gui/evalgraph.h"
#include "app/session/analysiscontroller.h"
#include "app/session/engineplayer.h"
#include "app/session/gameanalyzer.h"
#include "app/session/session.h"
#include "board/core/pgn.h"
#include "board/view/boardview.h"

#include <QProgressDialog>

namespace tabiya {

void MainWindow::onPvMoveClicked(int slot, const QList<Move>& moves) {
    // A click on a PV move shows the line up to it on the board. The analysing engine's
    // lines start where the board stands (a variation shown included); a playing
    // engine's from the game's current position.
    if (slot == 0 && m_analysis->isRunning()) {
        showVariation(m_variation + moves);
        return;
    }
    if (m_viewPly >= 0 || !m_variation.isEmpty()) showPly(-1);
    showVariation(moves);
}

void MainWindow::startAnalysis(const std::optional<EngineConfig>& engine) {
    const QList<EngineConfig> engines = availableEngines();
    const std::optional<EngineConfig> config = engine            ? engine
                                               : configInSlot(0) ? configInSlot(0)
                                                                 : engines.value(0);
    if (!config) return;
    // The person moves both sides; the engine follows whatever position is shown.
    if (m_session->mode() != Session::Mode::EditGame) setMode(int(Session::Mode::EditGame));
    m_outputPanel->startAnalysis(config->name);
    m_analysis->start(*config);
    analyseShownPosition();
    setStatus(tr("Analysis mode: starting %1...").arg(config->name));
}

void MainWindow::stopAnalysis() {
    if (!m_analysis->isRunning()) return;
    m_analysis->stop();
    setStatus(tr("Analysis stopped"));
}

void MainWindow::analyseShownPosition() {
    if (!m_analysis->isRunning()) return;
    const Game& g = m_session->game();
    QList<Move> moves = shownMoves();
    moves.append(m_variation);
    m_analysis->analyse(g.variant(), g.startFen(), moves);
}

void MainWindow::analyzeGame() {
    const Game& g = m_session->game();
    if (g.ply() == 0) {
        setStatus(tr("There are no moves to analyze."));
        return;
    }
    const std::optional<EngineConfig> config =
        configInSlot(0) ? configInSlot(0) : availableEngines().value(0);
    if (!config) return;
    stopAnalysis();
    if (!m_gameAnalyzer) m_gameAnalyzer = new GameAnalyzer(this);
    m_gameAnalyzer->setLimits(1000, 0);
    auto* progress = new QProgressDialog(tr("Analyzing the game with %1...").arg(config->name),
                                         tr("Cancel"), 0, g.ply(), this);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(0);
    connect(progress, &QProgressDialog::canceled, m_gameAnalyzer, &GameAnalyzer::cancel);
    auto done = [progress] { progress->close(); };
    connect(m_gameAnalyzer, &GameAnalyzer::progress, progress, &QProgressDialog::setValue);
    connect(
        m_gameAnalyzer, &GameAnalyzer::finished, this,
        [this, done](const Game& annotated) {
            done();
            m_session->abort();
            m_session->loadGame(annotated);
            refreshAll();
            setStatus(tr("Game analyzed: evaluations and better lines are in the moves' "
                         "comments (File > Save Game)."));
        },
        Qt::SingleShotConnection);
    connect(
        m_gameAnalyzer, &GameAnalyzer::failed, this,
        [this, done](const QString& why) {
            done();
            setStatus(tr("Game analysis failed: %1").arg(why));
        },
        Qt::SingleShotConnection);
    m_gameAnalyzer->start(*config, g);
}

EngineConnection* MainWindow::engineInSlot(int slot) const {
    if (slot == 0 && m_analysis->isRunning()) return m_analysis->engine();
    // Engine #1 is the first engine of the game (either colour), Engine #2 the other.
    QList<EnginePlayer*> players;
    for (const auto& e : m_engines)
        if (e && !players.contains(e.data())) players.append(e);
    return slot < players.size() ? players[slot]->engine() : nullptr;
}

std::optional<EngineConfig> MainWindow::configInSlot(int slot) const {
    QList<EngineConfig> configs;
    for (const auto& e : m_settings.engines)
        if (e) configs.append(*e);
    if (slot < configs.size()) return configs[slot];
    return std::nullopt;
}

void MainWindow::followEngines() {
    for (int slot = 0; slot < 2; ++slot)
        m_tools->follow(slot, engineInSlot(slot));
}

void MainWindow::refreshOutputs() {
    if (m_analysis->isRunning()) return; // the analysis view follows its own position
    m_outputPanel->showGame(*m_session, m_settings.engines);
    m_evalGraph->setGame(m_session->game());
}

void MainWindow::refreshOutputStyle() {
    m_outputPanel->followStyle(*m_board);
}

void MainWindow::showVariation(const QList<Move>& moves) {
    const Game& g = m_session->game();
    Position pos = g.startPosition();
    for (const Move& m : shownMoves())
        pos.makeMove(m);
    for (const Move& m : moves) {
        if (!pos.isLegalMove(m)) return; // a stale line: the shown position moved on
        pos.makeMove(m);
    }
    m_variation = moves;
    m_board->setPosition(pos);
    refreshBoardInteraction(); // a look only: a move here returns to the game
    analyseShownPosition();
    setStatus(tr("Showing a variation of %n move(s); Escape returns to the game.", nullptr,
                 int(moves.size())));
}

} // namespace tabiya
