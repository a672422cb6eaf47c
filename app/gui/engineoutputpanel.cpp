#include "app/gui/engineoutputpanel.h"

#include "app/gui/engineoutputview.h"
#include "app/gui/viewoptions.h"
#include "app/session/analysiscontroller.h"
#include "app/session/player.h"
#include "app/session/session.h"
#include "board/core/pgn.h"
#include "board/view/boardview.h"

namespace tabiya {

EngineOutputPanel::EngineOutputPanel(AnalysisController* analysis, const ViewOptions* view,
                                     QWidget* parent)
    : QSplitter(Qt::Vertical, parent)
    , m_analysis(analysis)
    , m_viewOptions(view) {
    for (int slot = 0; slot < 2; ++slot) {
        m_views[slot] = new EngineOutputView(this);
        m_views[slot]->setObjectName(slot == 0 ? QStringLiteral("engineOutput1")
                                               : QStringLiteral("engineOutput2"));
        addWidget(m_views[slot]);
        connectView(slot);
    }
    m_views[1]->hide();
    followAnalysis();
}

void EngineOutputPanel::connectView(int slot) {
    EngineOutputView* view = m_views[slot];
    connect(view, &EngineOutputView::scorePerspectiveChanged, this,
            [this](EngineOutputModel::ScorePerspective p) {
                for (EngineOutputView* v : m_views)
                    v->setScorePerspective(p);
            });
    connect(view, &EngineOutputView::pvMoveClicked, this,
            [this, slot](const QList<Move>& moves) { emit pvMoveClicked(slot, moves); });
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
        m_views[0]->setMultiPv(lines);
    });
}

// Analysis Mode: the first view shows the analysing engine's lines.
void EngineOutputPanel::followAnalysis() {
    EngineOutputView* first = m_views[0];
    connect(m_analysis, &AnalysisController::thinking, first, &EngineOutputView::addThinking);
    connect(m_analysis, &AnalysisController::progress, first, &EngineOutputView::setProgress);
    connect(m_analysis, &AnalysisController::bookLines, first, &EngineOutputView::setBookText);
    connect(m_analysis, &AnalysisController::positionChanged, this, [this](const Position& pos) {
        m_views[0]->setPosition(pos);
        m_views[0]->clear();
        refreshExcludedMoves(); // the engine's root moves are all back for a new position
    });
    connect(m_analysis, &AnalysisController::stopped, this, [this] {
        m_views[0]->setExcludeEnabled(false);
        m_views[0]->setMultiPvAvailable(false);
        m_views[0]->setExcludedMoves({});
    });
}

void EngineOutputPanel::showAnalysisEngine() {
    m_views[0]->setEngineName(m_analysis->engineName());
    m_views[0]->setMultiPv(m_analysis->multiPv());
    m_views[0]->setMultiPvAvailable(m_analysis->hasMultiPv());
    m_views[0]->setExcludeEnabled(m_analysis->canExclude());
}

void EngineOutputPanel::clearForNewGame() {
    // A new game's engines start with empty views: the last game's lines (perhaps of the
    // other engine, the colours having changed) are gone.
    if (m_analysis->isRunning()) return;
    for (EngineOutputView* view : m_views)
        view->clear();
}

void EngineOutputPanel::startAnalysis(const QString& engineName) {
    m_views[0]->clear();
    m_views[0]->model()->setFlushInterval(EngineOutputModel::FlushIntervalMs);
    m_views[0]->setEngineName(engineName);
    m_views[0]->setEngineSide(std::nullopt);
    m_views[1]->hide();
}

void EngineOutputPanel::refreshExcludedMoves() {
    // In the notation of the move list and the engine lines (the context menu's "Exclude
    // C2.5" reads "Excluded: C2.5" here, not XBoard's SAN).
    QList<QString> texts;
    Position pos = m_analysis->position();
    for (const Move& m : m_analysis->excludedMoves())
        texts.append(QString::fromStdString(
            pgnMoveText(pos, m, m_viewOptions->xiangqiNotation(), m_viewOptions->chineseStyle())));
    m_views[0]->setExcludedMoves(texts);
}

void EngineOutputPanel::showGame(const Session& session,
                                 const std::array<std::optional<EngineConfig>, 2>& configs) {
    if (m_analysis->isRunning()) return; // the analysis view follows its own position
    const Game& g = session.game();
    std::array<QString, 2> names;
    for (int c = 0; c < 2; ++c) {
        const Player* player = session.player(Color(c));
        if (configs[c]) names[c] = player ? player->name() : configs[c]->name;
    }
    // One engine on both sides: each view says whose side it is, else both read the same.
    const bool sameName = configs[White] && configs[Black] && names[White] == names[Black];
    int engines = 0;
    for (int c = 0; c < 2; ++c) {
        if (!configs[c]) continue;
        EngineOutputView* view = m_views[engines++];
        view->setEngineName(sameName ? QStringLiteral("%1 (%2)").arg(names[c], g.sideName(Color(c)))
                                     : names[c]);
        view->setEngineSide(Color(c));
        view->model()->setFlushInterval(EngineOutputModel::GameFlushIntervalMs);
    }
    m_views[1]->setVisible(engines == 2);
    // The engine on move starts a new search from this position; the other keeps showing
    // its last one until its own turn.
    const int onMove = g.sideToMove() == White || !configs[White] ? 0 : 1;
    EngineOutputView* searching =
        engines > 0 && configs[g.sideToMove()] ? m_views[std::min(onMove, engines - 1)] : nullptr;
    if (searching) searching->setPosition(g.position());
    // The lines the engine that moved sent last are shown now, painted with its move, not
    // in a repaint of their own up to a flush interval later (bench-window).
    for (EngineOutputView* view : m_views)
        if (view != searching) view->model()->flush();
}

void EngineOutputPanel::addThinking(int side, const ThinkingLine& line, bool whiteIsEngine) {
    // The first engine of the game shows in the first view, the second in the second.
    const int slot = side == Black && whiteIsEngine ? 1 : 0;
    if (!m_analysis->isRunning()) m_views[slot]->addThinking(line);
}

void EngineOutputPanel::followStyle(const BoardView& board) {
    for (EngineOutputView* view : m_views) {
        view->setPieceSet(board.pieceSet());
        view->setBoardTheme(board.theme());
        view->setPreviewFlipped(board.isFlipped());
        view->setNotation(m_viewOptions->pvNotation());
    }
}

} // namespace tabiya
