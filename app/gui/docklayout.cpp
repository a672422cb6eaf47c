#include "app/gui/docklayout.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <algorithm>

namespace tabiya {

namespace {
QDockWidget* addDock(QMainWindow* window, const QString& title, const char* name, QWidget* widget,
                     Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, window);
    dock->setObjectName(QString::fromLatin1(name)); // stable: saved layouts refer to it
    dock->setWidget(widget);
    window->addDockWidget(area, dock);
    return dock;
}
} // namespace

// The docks' titles were the window's and keep that translation context.
DockLayout::DockLayout(QMainWindow* window, QWidget* moves, QWidget* graph, QWidget* output,
                       QWidget* matchPanel)
    : QObject(window)
    , m_window(window) {
    m_moves = addDock(window, QCoreApplication::translate("tabiya::MainWindow", "Moves"),
                      "movesDock", moves, Qt::RightDockWidgetArea);
    m_graph = addDock(window, QCoreApplication::translate("tabiya::MainWindow", "Evaluation Graph"),
                      "evalGraphDock", graph, Qt::RightDockWidgetArea);
    window->splitDockWidget(m_moves, m_graph, Qt::Vertical);
    m_output = addDock(window, QCoreApplication::translate("tabiya::MainWindow", "Engine Output"),
                       "engineOutputDock", output, Qt::BottomDockWidgetArea);
    // A Machine Match's score, between the moves and the graph, shown while a match runs.
    m_match = addDock(window, QCoreApplication::translate("tabiya::MainWindow", "Match"),
                      "matchDock", matchPanel, Qt::RightDockWidgetArea);
    window->splitDockWidget(m_moves, m_match, Qt::Vertical);
    m_match->hide();

    m_balance.setSingleShot(true);
    m_balance.setInterval(0);
    connect(&m_balance, &QTimer::timeout, this, &DockLayout::balance);
    window->installEventFilter(this);
}

void DockLayout::restore() {
    QSettings s;
    if (!m_window->restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First start: room for a board of a good size beside the move list.
        m_window->resize(1180, 860);
        setFirstSizes();
    }
    m_window->restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_match->hide(); // until a match starts
    // Never larger than the screen (a small one, or QT_SCALE_FACTOR=2 halving it): the
    // default size, or one saved on a bigger screen, is cut to the room there is, less the
    // window manager's frame and title bar.
    if (const QScreen* screen = m_window->screen()) {
        const QSize room = screen->availableGeometry().size() - QSize(8, 32);
        if (m_window->width() > room.width() || m_window->height() > room.height())
            m_window->resize(
                m_window->size().boundedTo(room).expandedTo(m_window->minimumSizeHint()));
    }
}

void DockLayout::save() const {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), m_window->saveGeometry());
    s.setValue(QStringLiteral("window/state"), m_window->saveState());
}

void DockLayout::setFirstSizes() {
    m_window->resizeDocks({m_output}, {PreferredOutputHeight}, Qt::Vertical);
    m_window->resizeDocks({m_moves}, {PreferredSideWidth}, Qt::Horizontal);
}

bool DockLayout::eventFilter(QObject* watched, QEvent* event) {
    // After the layout has placed the docks for the new size (queued, once per burst).
    if (watched == m_window && event->type() == QEvent::Resize && !m_balance.isActive())
        m_balance.start();
    return QObject::eventFilter(watched, event);
}

void DockLayout::balance() {
    // QMainWindow gives a growing window's room to the board and takes a shrinking one's
    // from it until it is at its minimum; then the docks shrink, and nothing gives them
    // their width back when the window grows again (moves cut to "..."). Here the board
    // keeps priority: the engine lines get at most a share of the height, and docks
    // squeezed well below their size come back to it when there is room.
    QDockWidget* side = m_moves;
    QDockWidget* output = m_output;
    const int width = m_window->width(), height = m_window->height();
    if (side->isVisible() && !side->isFloating()) {
        const int target =
            std::clamp(width * 22 / 100, side->minimumSizeHint().width(), PreferredSideWidth);
        if (side->width() < target * 3 / 4) m_window->resizeDocks({side}, {target}, Qt::Horizontal);
    }
    if (output->isVisible() && !output->isFloating()) {
        const int cap = std::max(output->minimumSizeHint().height(), height * 27 / 100);
        const int target = std::min(PreferredOutputHeight, cap);
        int want = output->height();
        if (want > cap + 8)
            want = cap;
        else if (want < target * 3 / 4)
            want = target;
        if (want != output->height()) m_window->resizeDocks({output}, {want}, Qt::Vertical);
    }
}

} // namespace tabiya
