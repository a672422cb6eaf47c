#include "app/gui/windowmenus.h"

#include "app/gui/docklayout.h"
#include "app/gui/engineactions.h"
#include "app/gui/gamecontrols.h"
#include "app/gui/gamefileactions.h"
#include "app/gui/gamenavigator.h"
#include "app/gui/helpdialogs.h"
#include "app/gui/movetreeeditor.h"
#include "app/gui/viewoptions.h"
#include "app/gui/windowmatch.h"
#include "app/session/session.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

namespace {
// A menu item the window answers with one of its own signals.
struct ModeItem {
    const char* text;
    QKeySequence key;
    Session::Mode mode;
};
} // namespace

WindowMenus::WindowMenus(QMainWindow* window)
    : QObject(window)
    , m_window(window) {}

void WindowMenus::create(const Parts& parts) {
    addFileAndEditMenus(parts);
    addViewMenu(parts);
    addModeMenu(parts);
    parts.controls->addActions(
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Action")));
    parts.engines->addMenu(
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "E&ngine")));
    addOptionsMenu(parts);
    addHelpMenu();
}

void WindowMenus::addFileAndEditMenus(const Parts& parts) {
    QMenu* file =
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&File"));
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "&New Game..."),
                    QKeySequence(Qt::CTRL | Qt::Key_N), this, &WindowMenus::newGameRequested);
    file->addSeparator();
    parts.files->addFileActions(file);
    file->addSeparator();
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Quit"),
                    QKeySequence(Qt::CTRL | Qt::Key_Q), m_window, &QWidget::close);

    QMenu* edit =
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Edit"));
    parts.files->addClipboardActions(edit);
    edit->addSeparator();
    edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "Edit &Game"),
                    QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    [this] { emit modeRequested(int(Session::Mode::EditGame)); });
    edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "Edit P&osition..."),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), parts.files,
                    &GameFileActions::editPosition);
    parts.treeEditor->addActions(edit, parts.moves);
}

void WindowMenus::addViewMenu(const Parts& parts) {
    QMenu* view =
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&View"));
    view->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Flip View"),
                    QKeySequence(Qt::Key_F2), this, &WindowMenus::flipRequested);
    // The docks, where XBoard has its windows and with its keys: a dock closed by its
    // button comes back from here.
    const struct {
        QDockWidget* dock;
        QKeySequence key;
    } docks[] = {
        {parts.docks->outputDock(), QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_O)},
        {parts.docks->movesDock(), QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_H)},
        {parts.docks->graphDock(), QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_E)},
    };
    for (const auto& d : docks) {
        QAction* toggle = d.dock->toggleViewAction();
        toggle->setShortcut(d.key);
        view->addAction(toggle);
    }
    view->addSeparator();
    using Step = MoveListWidget::Step;
    const struct {
        const char* text;
        QList<QKeySequence> keys;
        Step step;
    } steps[] = {
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "&Back to Start"),
         {QKeySequence(Qt::ALT | Qt::Key_Home), QKeySequence(Qt::Key_Home)},
         Step::Start},
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "&Backward"),
         {QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::Key_Left)},
         Step::Back},
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "&Forward"),
         {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_Right)},
         Step::Forward},
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "Forward to &End"),
         {QKeySequence(Qt::ALT | Qt::Key_End), QKeySequence(Qt::Key_End)},
         Step::End},
    };
    GameNavigator* navigator = parts.navigator;
    for (const auto& s : steps)
        view->addAction(QCoreApplication::translate("tabiya::MainWindow", s.text), navigator,
                        [navigator, step = s.step] { navigator->step(step); })
            ->setShortcuts(s.keys);
    view->addAction(QCoreApplication::translate("tabiya::MainWindow", "Leave &Variation"),
                    navigator, &GameNavigator::leaveVariation)
        ->setShortcuts({QKeySequence(Qt::Key_Escape)});
    view->addSeparator();
    parts.view->addViewMenus(view);
}

void WindowMenus::addModeMenu(const Parts& parts) {
    QMenu* mode =
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Mode"));
    static const ModeItem modes[] = {
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "Machine &White"),
         QKeySequence(Qt::CTRL | Qt::Key_W), Session::Mode::MachineWhite},
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "Machine &Black"),
         QKeySequence(Qt::CTRL | Qt::Key_B), Session::Mode::MachineBlack},
        {QT_TRANSLATE_NOOP("tabiya::MainWindow", "&Two Machines"),
         QKeySequence(Qt::CTRL | Qt::Key_T), Session::Mode::TwoMachines}};
    for (const ModeItem& m : modes)
        mode->addAction(QCoreApplication::translate("tabiya::MainWindow", m.text), m.key, this,
                        [this, to = m.mode] { emit modeRequested(int(to)); });
    parts.match->addActions(mode);
    mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Analysis Mode"),
                    QKeySequence(Qt::CTRL | Qt::Key_A), this, &WindowMenus::analysisRequested);
    mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "Analyze &Game"),
                    QKeySequence(Qt::CTRL | Qt::Key_G), parts.engines, &EngineActions::analyzeGame);
    mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "Edit &Game"), this,
                    [this] { emit modeRequested(int(Session::Mode::EditGame)); });
    mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "Edit &Position..."),
                    parts.files, &GameFileActions::editPosition);
    mode->addSeparator();
    parts.controls->addPause(mode);
}

void WindowMenus::addOptionsMenu(const Parts& parts) {
    QMenu* options =
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Options"));
    parts.view->addToggles(options);
    options->addSeparator();
    parts.view->addLanguageMenu(options);
}

void WindowMenus::addHelpMenu() {
    QMenu* help =
        m_window->menuBar()->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Help"));
    QAction* start =
        help->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Getting Started"),
                        QKeySequence(Qt::Key_F1), this, [this] {
                            auto* dialog = new GettingStartedDialog(m_window);
                            dialog->setAttribute(Qt::WA_DeleteOnClose);
                            dialog->open();
                        });
    start->setObjectName(QStringLiteral("gettingStartedAction"));
    QAction* keys = help->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "&Keyboard Shortcuts"), this, [this] {
            auto* dialog = new ShortcutsDialog(m_window->menuBar(), m_window);
            dialog->setObjectName(QStringLiteral("shortcutsDialog"));
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    help->addSeparator();
    help->addAction(QCoreApplication::translate("tabiya::MainWindow", "&About Tabiya"), this,
                    &WindowMenus::showAbout);
}

void WindowMenus::showAbout() {
    QMessageBox::about(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "About Tabiya"),
        QCoreApplication::translate(
            "tabiya::MainWindow",
            "Tabiya %1\nA board for playing chess and xiangqi against engines that speak "
            "CECP (xboard) or CXBoard.")
            .arg(QCoreApplication::applicationVersion()));
}

} // namespace tabiya
