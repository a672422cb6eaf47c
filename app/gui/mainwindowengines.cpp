// MainWindow and the engines beside the game: the output views, Analysis Mode following the
// position shown, variations on the board, whole-game analysis, Engine #1 / #2.
#include "app/gui/mainwindow.h"

#include "app/gui/engineoutputview.h"
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

void MainWindow::connectOutputView(int slot) {
    EngineOutputView* view = m_outputs[slot];
    connect(view, &EngineOutputView::scorePerspectiveChanged, this,
            [this](EngineOutputModel::ScorePerspective p) {
                for (EngineOutputView* v : m_outputs)
                    v->setScorePerspective(p);
            });
    // A click on a PV move shows the line up to it on the board. The analysing engine's
    // lines start where the board stands (a variation shown included); a playing
    // engine's from the game's current position.
    connect(view, &EngineOutputView::pvMoveClicked, this, [this, slot](const QList<Move>& moves) {
        if (slot == 0 && m_analysis->isRunning()) {
            showVariation(m_variation + moves);
            return;
        }
        if (m_viewPly >= 0 || !m_variation.isEmpty()) showPly(-1);
        showVariation(moves);
    });
    if (slot != 0) return;
    connect(view, &EngineOutputView::excludeRequested, this, [this](Move m) {
        m_analysis->excludeMove(m);
        refreshExcludedMoves();
    });
    connect(view, &EngineOutputView::includeAllRequested, this, [this] {
        m_analysis->includeAll();
        refreshExcludedMoves();
    });
    connect(view, &EngineOutputView::multiPvRequested, this, [this](int lines) {
        m_analysis->setMultiPv(lines);
        m_outputs[0]->setMultiPv(lines);
    });
}

void MainWindow::refreshExcludedMoves() {
    // In the notation of the move list and the engine lines (the context menu's "Exclude
    // C2.5" reads "Excluded: C2.5" here, not XBoard's SAN).
    QList<QString> texts;
    Position pos = m_analysis->position();
    for (const Move& m : m_analysis->excludedMoves())
        texts.append(
            QString::fromStdString(pgnMoveText(pos, m, xiangqiNotation(), chineseStyle())));
    m_outputs[0]->setExcludedMoves(texts);
}

void MainWindow::startAnalysis(const std::optional<EngineConfig>& engine) {
    const QList<EngineConfig> engines = availableEngines();
    const std::optional<EngineConfig> config = engine            ? engine
                                               : configInSlot(0) ? configInSlot(0)
                                                                 : engines.value(0);
    if (!config) return;
    // The person moves both sides; the engine follows whatever position is shown.
    if (m_session->mode() != Session::Mode::EditGame) setMode(int(Session::Mode::EditGame));
    m_outputs[0]->clear();
    m_outputs[0]->setEngineName(config->name);
    m_outputs[0]->setEngineSide(std::nullopt);
    m_outputs[1]->hide();
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
    const Game& g = m_session->game();
    int engines = 0;
    for (int c = 0; c < 2; ++c) {
        const auto& config = m_settings.engines[c];
        if (!config) continue;
        EngineOutputView* view = m_outputs[engines++];
        const Player* player = m_session->player(Color(c));
        view->setEngineName(player ? player->name() : config->name);
        view->setEngineSide(Color(c));
    }
    m_outputs[1]->setVisible(engines == 2);
    // The engine on move starts a new search from this position; the other keeps showing
    // its last one until its own turn.
    const int onMove = g.sideToMove() == White || !m_settings.engines[White] ? 0 : 1;
    if (engines > 0 && m_settings.engines[g.sideToMove()])
        m_outputs[std::min(onMove, engines - 1)]->setPosition(g.position());
    m_evalGraph->setGame(g);
}

void MainWindow::refreshOutputStyle() {
    // The PV preview boards look like the main board; PVs use the move list's notation.
    for (EngineOutputView* view : m_outputs) {
        view->setPieceSet(m_board->pieceSet());
        view->setBoardTheme(m_board->theme());
        view->setPreviewFlipped(m_board->isFlipped());
        view->setNotation(PvNotation{xiangqiNotation(), chineseStyle()});
    }
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

void MainWindow::onThinking(int side, const ThinkingLine& line) {
    // The first engine of the game shows in the first view, the second in the second.
    int slot = 0;
    if (side == Black && m_settings.engines[White]) slot = 1;
    if (!m_analysis->isRunning()) m_outputs[slot]->addThinking(line);
}

} // namespace tabiya
