// MainWindow's menu bar: XBoard's menus and keys (File, Edit, View, Mode, Action, Engine,
// Options, Help).
#include "app/gui/mainwindow.h"

#include "app/gui/enginetools.h"
#include "app/gui/evalgraph.h"
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
    file->addAction(tr("&Load Game..."), QKeySequence(Qt::CTRL | Qt::Key_O), this,
                    &MainWindow::openPgn);
    // XBoard's keys for the next and previous game of the file.
    m_loadNextAction =
        file->addAction(tr("Load &Next Game"), QKeySequence(Qt::ALT | Qt::Key_PageDown), this,
                        [this] { loadNeighbourGame(1); });
    m_loadPreviousAction =
        file->addAction(tr("Load Pre&vious Game"), QKeySequence(Qt::ALT | Qt::Key_PageUp), this,
                        [this] { loadNeighbourGame(-1); });
    // They work from the game list too, where a person looks for the next game.
    m_loadNextAction->setShortcutContext(Qt::ApplicationShortcut);
    m_loadPreviousAction->setShortcutContext(Qt::ApplicationShortcut);
    file->addAction(tr("Game &List"), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_G), this,
                    &MainWindow::showGameList);
    connectGameFiles();
    file->addAction(tr("Load &Position..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this,
                    &MainWindow::openPosition);
    file->addAction(tr("&Save Game..."), QKeySequence(Qt::CTRL | Qt::Key_S), this,
                    &MainWindow::savePgn);
    file->addAction(tr("Sa&ve Position..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this,
                    &MainWindow::savePosition);
    file->addAction(tr("Save Board &Image..."), this, &MainWindow::saveImage);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // XBoard's keys: Ctrl+C/V for the game, with Shift for the position.
    edit->addAction(tr("Copy &Game (PGN)"), QKeySequence(Qt::CTRL | Qt::Key_C), this,
                    &MainWindow::copyGame);
    edit->addAction(tr("&Copy Position (FEN)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                    this, &MainWindow::copyFen);
    edit->addAction(tr("Paste G&ame (PGN)"), QKeySequence(Qt::CTRL | Qt::Key_V), this,
                    &MainWindow::pasteGame);
    edit->addAction(tr("&Paste Position (FEN)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                    this, &MainWindow::pasteFen);
    edit->addSeparator();
    edit->addAction(tr("Edit &Game"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    [this] { setMode(int(Session::Mode::EditGame)); });
    edit->addAction(tr("Edit P&osition..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &MainWindow::editPosition);
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
    QMenu* notation = view->addMenu(tr("Xiangqi &Notation"));
    m_notationGroup = new QActionGroup(this);
    const std::pair<QString, XiangqiNotation> notations[] = {
        {tr("&WXF"), XiangqiNotation::Wxf},
        {tr("&Chinese"), XiangqiNotation::Chinese},
        {tr("&SAN (XBoard)"), XiangqiNotation::San}};
    for (const auto& [text, n] : notations) {
        QAction* a = notation->addAction(text);
        a->setCheckable(true);
        a->setData(int(n));
        m_notationGroup->addAction(a);
    }
    m_notationGroup->actions().first()->setChecked(true);
    connect(m_notationGroup, &QActionGroup::triggered, this, [this] {
        refreshMoves();
        refreshOutputStyle();
        if (m_analysis->isRunning()) refreshExcludedMoves();
    });
    // A set for each kind of game, each kind its own submenu with the set in use checked:
    // a chess set chosen during a xiangqi game is for the next chess game.
    QMenu* pieces = view->addMenu(tr("&Pieces"));
    QMenu* kinds[2] = {pieces->addMenu(tr("For &Chess Games")),
                       pieces->addMenu(tr("For &Xiangqi Games"))};
    for (int kind = 0; kind < 2; ++kind) {
        m_pieceGroups[kind] = new QActionGroup(this);
        for (const PieceSet& set : PieceSet::builtIn()) {
            if (int(set.xiangqi) != kind) continue;
            QAction* a = kinds[kind]->addAction(set.name, this, [this, set] {
                (set.xiangqi ? m_xiangqiPieces : m_chessPieces) = set.id;
                applyPieceStyle();
            });
            a->setCheckable(true);
            a->setData(set.id);
            m_pieceGroups[kind]->addAction(a);
        }
    }
    QMenu* themes = view->addMenu(tr("Board &Theme"));
    m_themeGroup = new QActionGroup(this);
    for (const BoardTheme& theme : BoardTheme::builtIn()) {
        QAction* a = themes->addAction(theme.name, this, [this, id = theme.id] {
            m_theme = id;
            m_board->setTheme(BoardTheme::byId(id));
        });
        a->setCheckable(true);
        a->setData(theme.id);
        m_themeGroup->addAction(a);
    }

    QMenu* mode = menuBar()->addMenu(tr("&Mode"));
    mode->addAction(tr("Machine &White"), QKeySequence(Qt::CTRL | Qt::Key_W), this,
                    [this] { setMode(int(Session::Mode::MachineWhite)); });
    mode->addAction(tr("Machine &Black"), QKeySequence(Qt::CTRL | Qt::Key_B), this,
                    [this] { setMode(int(Session::Mode::MachineBlack)); });
    mode->addAction(tr("&Two Machines"), QKeySequence(Qt::CTRL | Qt::Key_T), this,
                    [this] { setMode(int(Session::Mode::TwoMachines)); });
    mode->addAction(tr("Machine &Match..."), this, &MainWindow::machineMatch);
    m_abortMatchAction = mode->addAction(tr("Abo&rt Match"), this, &MainWindow::abortMatch);
    m_abortMatchAction->setObjectName(QStringLiteral("abortMatchAction"));
    m_abortMatchAction->setEnabled(false);
    mode->addAction(tr("&Analysis Mode"), QKeySequence(Qt::CTRL | Qt::Key_A), this,
                    [this] { startAnalysis(); });
    mode->addAction(tr("Analyze &Game"), QKeySequence(Qt::CTRL | Qt::Key_G), this,
                    &MainWindow::analyzeGame);
    mode->addAction(tr("Edit &Game"), this, [this] { setMode(int(Session::Mode::EditGame)); });
    mode->addAction(tr("Edit &Position..."), this, &MainWindow::editPosition);
    mode->addSeparator();
    m_pauseAction = mode->addAction(tr("&Pause"), QKeySequence(Qt::Key_Pause), this, [this] {
        if (m_session->state() == Session::State::Paused)
            m_session->resume();
        else
            m_session->pause();
    });
    m_pauseAction->setShortcuts({QKeySequence(Qt::Key_Pause), QKeySequence(Qt::Key_P)});

    QMenu* action = menuBar()->addMenu(tr("&Action"));
    auto humanSide = [this] {
        for (int c = 0; c < 2; ++c)
            if (m_session->player(Color(c)) && m_session->player(Color(c))->isHuman() &&
                !(m_session->player(Color(1 - c)) && m_session->player(Color(1 - c))->isHuman()))
                return Color(c);
        return m_session->sideToMove();
    };
    action->addAction(tr("&Accept Draw / Offer Draw"), QKeySequence(Qt::CTRL | Qt::Key_D), this,
                      [this, humanSide] { m_session->offerDraw(humanSide()); });
    action->addAction(tr("&Claim Draw"), this, [this, humanSide] {
        if (!m_session->claimDraw(humanSide()))
            setStatus(tr("The rules do not allow a draw claim here."));
    });
    QAction* resign = action->addAction(tr("&Resign"), this,
                                        [this, humanSide] { m_session->resign(humanSide()); });
    resign->setShortcuts({QKeySequence(Qt::Key_F9), QKeySequence(Qt::CTRL | Qt::Key_R)});
    action->addSeparator();
    action->addAction(tr("&Move Now"), QKeySequence(Qt::CTRL | Qt::Key_M), this,
                      [this] { m_session->moveNow(); });
    action->addAction(tr("Re&tract Move"), QKeySequence(Qt::CTRL | Qt::Key_X), this,
                      [this] { m_session->retract(); });
    action->addAction(tr("&Hint"), QKeySequence(Qt::CTRL | Qt::Key_H), this,
                      [this] { m_session->requestHint(); });
    addGameControls(action);

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
    QAction* outputToggle =
        findChild<QDockWidget*>(QStringLiteral("engineOutputDock"))->toggleViewAction();
    outputToggle->setShortcut(QKeySequence(Qt::SHIFT | Qt::ALT | Qt::Key_O));
    engine->addAction(outputToggle);
    QAction* graphToggle =
        findChild<QDockWidget*>(QStringLiteral("evalGraphDock"))->toggleViewAction();
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
    addOptionToggles(options);
    options->addAction(findChild<QDockWidget*>(QStringLiteral("movesDock"))->toggleViewAction());
    options->addSeparator();
    addLanguageMenu(options);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(help);
    help->addAction(tr("&About Tabiya"), this, &MainWindow::showAbout);
}

} // namespace tabiya

namespace tabiya {

// Options > Language: the system's language or any Tabiya speaks, each named in itself.
// The choice is kept and takes effect at the next start (the translators are installed
// before the window exists), which the person is told.
void MainWindow::addLanguageMenu(QMenu* options) {
    QMenu* menu = options->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString chosen = chosenUiLanguage();
    auto add = [&](const QString& text, const QString& code) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == chosen);
        group->addAction(a);
    };
    add(tr("System Default"), QString());
    menu->addSeparator();
    for (const UiLanguage& l : uiLanguages())
        add(l.nativeName, l.code);
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString code = a->data().toString();
        if (code == chosenUiLanguage()) return;
        setChosenUiLanguage(code);
        QString name = a->text();
        name.remove(QLatin1Char('&'));
        QMessageBox::information(this, tr("Language"),
                                 tr("Tabiya will speak %1 from its next start.").arg(name));
    });
}

} // namespace tabiya
