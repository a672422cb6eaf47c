#pragma once
// DockLayout: the window's docks around the board, with stable object names so saved
// layouts find them. The move list and the evaluation graph on the right (the Match dock's
// score between them while a match runs), the engine output below. It keeps the board
// first as the window is resized (see balance()) and gives the docks their sizes at the
// first start.

#include <QObject>
#include <QTimer>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace tabiya {

class DockLayout : public QObject {
    Q_OBJECT
public:
    DockLayout(QMainWindow* window, QWidget* moves, QWidget* graph, QWidget* output,
               QWidget* matchPanel);

    QDockWidget* movesDock() const { return m_moves; }
    QDockWidget* graphDock() const { return m_graph; }
    QDockWidget* outputDock() const { return m_output; }
    QDockWidget* matchDock() const { return m_match; }
    // The window's geometry and docks as they were saved (QSettings), or at the first start
    // a good size with the docks at theirs; never larger than the screen. The Match dock
    // waits for a match.
    void restore();
    void save() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The docks' sizes after a resize: the board first, squeezed docks back (see .cpp).
    void balance();
    void setFirstSizes();
    static constexpr int PreferredSideWidth = 250;    // the move list and the graph
    static constexpr int PreferredOutputHeight = 230; // the engine lines

    QMainWindow* m_window;
    QDockWidget* m_moves;
    QDockWidget* m_graph;
    QDockWidget* m_output;
    QDockWidget* m_match;
    QTimer m_balance;
};

} // namespace tabiya
