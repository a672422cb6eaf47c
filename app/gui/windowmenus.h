#pragma once
// WindowMenus: the window's menu bar as XBoard has it (File, Edit, View, Mode, Action,
// Engine, Options, Help) with XBoard's keys. Each part of the window adds its own actions
// to its menu; the actions that are the window's own (New Game, the modes, Flip View)
// are signals here, and the Help menu's dialogs open over the window.

#include <QObject>

class QMainWindow;
class QMenu;

namespace tabiya {

class DockLayout;
class EngineActions;
class GameControls;
class GameFileActions;
class GameNavigator;
class MoveListWidget;
class MoveTreeEditor;
class ViewOptions;
class WindowMatch;

class WindowMenus : public QObject {
    Q_OBJECT
public:
    // The parts whose actions the menus hold.
    struct Parts {
        GameFileActions* files;
        MoveTreeEditor* treeEditor;
        MoveListWidget* moves;
        GameNavigator* navigator;
        ViewOptions* view;
        WindowMatch* match;
        GameControls* controls;
        EngineActions* engines;
        DockLayout* docks;
    };
    explicit WindowMenus(QMainWindow* window);

    // Fills the window's menu bar.
    void create(const Parts& parts);

signals:
    void newGameRequested();
    // Machine White / Black, Two Machines, Edit Game (a Session::Mode).
    void modeRequested(int mode);
    void analysisRequested();
    void flipRequested();

private:
    void addFileAndEditMenus(const Parts& parts);
    void addViewMenu(const Parts& parts);
    void addModeMenu(const Parts& parts);
    void addOptionsMenu(const Parts& parts);
    void addHelpMenu();
    void showAbout();

    QMainWindow* m_window;
};

} // namespace tabiya
