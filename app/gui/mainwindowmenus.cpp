// MainWindow's menu bar: XBoard's menus and keys (File, Edit, View, Mode, Action, Engine,
// Options, Help).
#include "app/gui/mainwindow.h"

#include "app/gui/docklayout.h"
#include "app/gui/enginetools.h"
#include "app/gui/evalgraph.h"
#include "app/gui/gamecontrols.h"
#include "app/gui/gamefileactions.h"
#include "app/gui/helpdialogs.h"
#include "app/gui/viewoptions.h"
#include "app/gui/windowmatch.h"
#include "app/session/analysiscontroller.h"
#include "app/session/session.h"
#include "app/session/uilanguage.h"
#include "board/core/xiangqinotation.h"
#include "board/view/boardview.h"
#include "board/view/pieceset.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>

namespace tabiya {

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Game..."), QKeySequence(Qt::CTRL | Qt::Key_N), this,
                    &MainWindow::newGameDialog);
    file->addSeparator();
    m_files->addFileActions(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_files->addClipboardActions(edit);
    edit->addSeparator();
    edit->addAction(tr("Edit &Game"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    [this] { setMode(int(Session::Mode::EditGame)); });
    edit->addAction(tr("Edit P&osition..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                    m_files, &GameFileActions::editPosition);
    addTreeActions(edit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_flipAction = view->addAction(tr("&Flip View"), QKeySequence(Qt::Key_F2), this, [this] {
        m_board->setFlipped(!m_board->isFlipped());
        refreshOutputStyle();
    });
    view->addSeparator();
    auto nav = [&](const QString& text, QList<QKeySequence> keys, auto target) {
        QAction* a = view->addAction(text, this, target);
        a->setShortcuts(keys);
    };
    using Step = MoveListWidget::Step;
    nav(tr("&Back to Start"), {QKeySequence(Qt::ALT | Qt::Key_Home), QKeySequence(Qt::Key_Home)},
        [this] { step(Step::Start); });
    nav(tr("&Backward"), {QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::Key_Left)},
        [this] { step(Step::Back); });
    nav(tr("&Forward"), {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_Right)},
        [this] { step(Step::Forward); });
    nav(tr("Forward to &End"), {QKeySequence(Qt::ALT | Qt::Key_End), QKeySequence(Qt::Key_End)},
        [this] { step(Step::End); });
    nav(tr("Leave &Variation"), {QKeySequence(Qt::Key_Escape)}, [this] {
        if (!m_variation.isEmpty()) showPath(shownPath());
    });
    view->addSeparator();
    m_view->addViewMenus(view);

    QMenu* mode = menuBar()->addMenu(tr("&Mode"));
    mode->addAction(tr("Machine &White"), QKeySequence(Qt::CTRL | Qt::Key_W), this,
                    [this] { setMode(int(Session::Mode::MachineWhite)); });
    mode->addAction(tr("Machine &Black"), QKeySequence(Qt::CTRL | Qt::Key_B), this,
                    [this] { setMode(int(Session::Mode::MachineBlack)); });
    mode->addAction(tr("&Two Machines"), QKeySequence(Qt::CTRL | Qt::Key_T), this,
                    [this] { setMode(int(Session::Mode::TwoMachines)); });
    m_windowMatch->addActions(mode);
    mode->addAction(tr("&Analysis Mode"), QKeySequence(Qt::CTRL | Qt::Key_A), this,
                    [this] { startAnalysis(); });
    mode->addAction(tr("Analyze &Game"), QKeySequence(Qt::CTRL | Qt::Key_G), this,
                    &MainWindow::analyzeGame);
    mode->addAction(tr("Edit &Game"), this, [this] { setMode(int(Session::Mode::EditGame)); });
    mode->addAction(tr("Edit &Position..."), m_files, &GameFileActions::editPosition);
    mode->addSeparator();
    m_controls->addPause(mode);

    m_controls->addActions(menuBar()->addMenu(tr("&Action")));

    QMenu* engine = menuBar()->addMenu(tr("E&ngine"));
    engine->addAction(tr("&Manage Engines..."), m_tools, &EngineTools::manageEngines);
    engine->addSeparator();
    for (int slot = 0; slot < 2; ++slot) {
        engine->addAction(tr("Engine #%1 &Settings...").arg(slot + 1), this, [this, slot] {
            // With no engine in the game, Engine #1 is the first of the list (as XBoard
            // always has a first engine loaded): started briefly to read its options.
            auto config = configInSlot(slot);
            if (!config && slot == 0) config = availableEngines().value(0);
            if (!engineInSlot(slot) && !config) {
                setStatus(tr("No engine #%1 in this game.").arg(slot + 1));
                return;
            }
            m_tools->openSettings(engineInSlot(slot), config.value_or(EngineConfig{}));
        });
    }
    for (int slot = 0; slot < 2; ++slot) {
        // XBoard's Shift+1 / Shift+2. One key only: the keyboard layer reports Shift+1 as
        // "!" too (or '"' on German keyboards), so a second shortcut "!" made the key
        // ambiguous and it did nothing.
        QAction* console =
            engine->addAction(tr("Engine #%1 &Console").arg(slot + 1), this,
                              [this, slot] { m_tools->openConsole(slot, engineInSlot(slot)); });
        console->setShortcut(QKeySequence(Qt::SHIFT | (slot == 0 ? Qt::Key_1 : Qt::Key_2)));
    }
    engine->addAction(tr("&Book Moves"), this, [this] { m_tools->requestBook(engineInSlot(0)); });
    engine->addSeparator();
    QAction* outputToggle = m_docks->outputDock()->toggleViewAction();
    outputToggle->setShortcut(QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_O));
    engine->addAction(outputToggle);
    QAction* graphToggle = m_docks->graphDock()->toggleViewAction();
    graphToggle->setShortcut(QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_E));
    engine->addAction(graphToggle);
    engine->addAction(tr("S&top Analysis"), this, &MainWindow::stopAnalysis);
    // CECP setscore (engines with setscore=1): the person's own verdict on the position.
    engine->addAction(tr("Set Sc&ore..."), this, [this] {
        if (!m_analysis->isAnalysing() || !m_analysis->canSetScore()) {
            setStatus(tr("Set Score needs Analysis Mode with an engine that offers it."));
            return;
        }
        bool ok = false;
        const double pawns = QInputDialog::getDouble(
            this, tr("Set Score"), tr("The position is worth (pawns, for the side to move):"), 0,
            -100, 100, 2, &ok);
        if (!ok) return;
        const int depth = QInputDialog::getInt(this, tr("Set Score"), tr("Up to search depth:"), 10,
                                               1, 100, 1, &ok);
        if (ok) m_analysis->setScore(qRound(pawns * 100), depth);
    });

    QMenu* options = menuBar()->addMenu(tr("&Options"));
    m_view->addToggles(options);
    options->addAction(m_docks->movesDock()->toggleViewAction());
    options->addSeparator();
    m_view->addLanguageMenu(options);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(help);
    help->addAction(tr("&About Tabiya"), this, &MainWindow::showAbout);
}

void MainWindow::addHelpActions(QMenu* help) {
    QAction* start =
        help->addAction(tr("&Getting Started"), QKeySequence(Qt::Key_F1), this, [this] {
            auto* dialog = new GettingStartedDialog(this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
    start->setObjectName(QStringLiteral("gettingStartedAction"));
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        auto* dialog = new ShortcutsDialog(menuBar(), this);
        dialog->setObjectName(QStringLiteral("shortcutsDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    help->addSeparator();
}

} // namespace tabiya
