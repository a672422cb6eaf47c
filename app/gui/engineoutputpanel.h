#pragma once
// EngineOutputPanel: the Engine Output dock's content, one EngineOutputView per engine,
// stacked as XBoard stacks them; the second shows only when two engines take part. In
// Analysis Mode the first view follows the AnalysisController (its lines, progress, book,
// excluded moves and MultiPV); in a game each engine's lines go to its view. The views
// share one score perspective and show PVs in the window's notation and board style.
// A PV move clicked goes to the window (pvMoveClicked) to be shown on the board.

#include "app/gui/gamesettings.h"

#include <QSplitter>
#include <array>

namespace tabiya {

class AnalysisController;
class BoardView;
class EngineOutputView;
class Game;
class Move;
class Session;
struct ThinkingLine;
class ViewOptions;

class EngineOutputPanel : public QSplitter {
    Q_OBJECT
public:
    EngineOutputPanel(AnalysisController* analysis, const ViewOptions* view, QWidget* parent);

    EngineOutputView* view(int slot) const { return m_views[slot]; }
    // A new game: the views start empty unless an analysis goes on.
    void clearForNewGame();
    // Analysis Mode starts with engineName: the first view is its, the second hides.
    void startAnalysis(const QString& engineName);
    // The analysing engine is ready: its name and what it offers.
    void showAnalysisEngine();
    // The views of a game's engines (engines: the settings', by colour), and the position
    // the engine on move searches. Nothing while an analysis goes on.
    void showGame(const Session& session,
                  const std::array<std::optional<EngineConfig>, 2>& engines);
    // A playing engine's line (side: its colour; whiteIsEngine: White is an engine too).
    void addThinking(int side, const ThinkingLine& line, bool whiteIsEngine);
    // The PV previews look like the board; PVs use the window's notation.
    void followStyle(const BoardView& board);
    // The excluded moves' words in the header, in the window's notation.
    void refreshExcludedMoves();

signals:
    // A PV move clicked in view `slot`: the moves from its root up to and including it.
    void pvMoveClicked(int slot, const QList<tabiya::Move>& moves);

private:
    void connectView(int slot);
    void followAnalysis();

    AnalysisController* m_analysis;
    const ViewOptions* m_viewOptions;
    std::array<EngineOutputView*, 2> m_views{};
};

} // namespace tabiya
