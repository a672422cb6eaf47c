#include "mainwindow.h"

#include "analysiscontroller.h"
#include "boardview.h"
#include "clockwidget.h"
#include "engineoutputview.h"
#include "engineplayer.h"
#include "enginetools.h"
#include "evalgraph.h"
#include "gameanalyzer.h"
#include "humanplayer.h"
#include "movelistwidget.h"
#include "newgamedialog.h"
#include "positioneditor.h"
#include "san.h"
#include "session.h"
#include "xiangqinotation.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace tabiya {

namespace {
bool sameEngine(const EngineConfig& a, const EngineConfig& b) {
    return a.program == b.program && a.arguments == b.arguments && a.protocol == b.protocol &&
           a.workingDirectory == b.workingDirectory && a.name == b.name;
}
} // namespace

MainWindow::MainWindow(const MatchOptions& options, QWidget* parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_session(new Session(this))
    , m_board(new BoardView(this))
    , m_moves(new MoveListWidget(this))
    , m_status(new QLabel(this))
    , m_analysis(new AnalysisController(this))
    , m_tools(new EngineTools(this))
    , m_evalGraph(new EvalGraph(this)) {
    setWindowTitle(tr("Tabiya"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tabiya.svg")));
    for (int c = 0; c < 2; ++c) {
        m_humans[c] = new HumanPlayer(tr("Human"), this);
        m_clockWidgets[c] = new ClockWidget(this);
        m_clockWidgets[c]->setObjectName(c == 0 ? QStringLiteral("whiteClock")
                                                : QStringLiteral("blackClock"));
        m_clockWidgets[c]->setClock(m_session->clock(Color(c)));
    }
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    auto* clocks = new QHBoxLayout;
    clocks->addWidget(m_clockWidgets[White]);
    clocks->addWidget(m_clockWidgets[Black]);
    layout->addLayout(clocks);
    layout->addWidget(m_board, 1);
    setCentralWidget(central);
    m_status->setTextFormat(Qt::PlainText); // engine messages are untrusted text
    statusBar()->addWidget(m_status, 1);
    if (!m_options.screenshot.isEmpty()) m_board->setAnimationsEnabled(false);

    createDocks();
    createMenus();

    connect(m_board, &BoardView::moveEntered, this, &MainWindow::onBoardMove);
    connect(m_board, &BoardView::illegalMoveAttempt, this, &MainWindow::setStatus);
    connect(m_moves, &MoveListWidget::plySelected, this, &MainWindow::showPly);
    connect(m_session, &Session::gameStarted, this, [this] {
        followEngines();
        refreshOutputs();
        refreshAll();
        setStatus(tr("%1 to move").arg(m_session->game().sideName(m_session->sideToMove())));
        takeScreenshotWhenDue();
    });
    connect(m_session, &Session::moveMade, this, [this] {
        m_viewPly = -1;
        m_variation.clear();
        refreshAll();
        refreshOutputs();
        setStatus(tr("%1 to move").arg(m_session->game().sideName(m_session->sideToMove())));
        takeScreenshotWhenDue();
    });
    connect(m_session, &Session::movesTakenBack, this, [this] {
        m_viewPly = -1;
        m_variation.clear();
        refreshAll();
        refreshOutputs();
    });
    connect(m_session, &Session::turnChanged, this, [this] {
        refreshClocks();
        refreshBoardInteraction();
    });
    connect(m_session, &Session::stateChanged, this, [this] {
        refreshClocks();
        refreshBoardInteraction();
    });
    connect(m_session, &Session::gameEnded, this, [this](GameResult r, const QString& reason) {
        refreshAll();
        setStatus(QStringLiteral("%1 %2").arg(Game::resultToken(r), reason));
    });
    connect(m_session, &Session::startFailed, this, [this](const QString& reason) {
        setStatus(reason);
        QMessageBox::warning(this, tr("Engine"), reason);
    });
    connect(m_session, &Session::thinking, this,
            [this](Color side, const ThinkingLine& line) { onThinking(side, line); });
    connect(m_session, &Session::hintReceived, this,
            [this](const QString& move) { setStatus(tr("Hint: %1").arg(move)); });
    connect(m_session, &Session::drawOffered, this, [this](Color side) {
        setStatus(tr("%1 offers a draw").arg(m_session->game().sideName(side)));
    });
    connect(m_session, &Session::message, this, &MainWindow::setStatus);
    connect(m_tools, &EngineTools::message, this, &MainWindow::setStatus);
    connect(m_tools, &EngineTools::hint, this, [this](const QString& move, const QString& who) {
        setStatus(tr("Hint from %1: %2").arg(who, move));
    });
    connect(m_evalGraph, &EvalGraph::plySelected, this, &MainWindow::showPly);

    // Analysis Mode: the first view shows the analysing engine's lines.
    connect(m_analysis, &AnalysisController::thinking, this,
            [this](const ThinkingLine& line) { m_outputs[0]->addThinking(line); });
    connect(m_analysis, &AnalysisController::progress, m_outputs[0],
            &EngineOutputView::setProgress);
    connect(m_analysis, &AnalysisController::bookLines, m_outputs[0],
            &EngineOutputView::setBookText);
    connect(m_analysis, &AnalysisController::positionChanged, this, [this](const Position& pos) {
        m_outputs[0]->setPosition(pos);
        m_outputs[0]->clear();
        refreshExcludedMoves(); // the engine's root moves are all back for a new position
    });
    connect(m_analysis, &AnalysisController::stopped, this, [this] {
        m_outputs[0]->setExcludeEnabled(false);
        m_outputs[0]->setMultiPvAvailable(false);
        m_outputs[0]->setExcludedMoves({});
    });
    connect(m_analysis, &AnalysisController::ready, this, [this] {
        followEngines();
        m_outputs[0]->setEngineName(m_analysis->engineName());
        m_outputs[0]->setMultiPv(m_analysis->multiPv());
        m_outputs[0]->setMultiPvAvailable(m_analysis->hasMultiPv());
        m_outputs[0]->setExcludeEnabled(m_analysis->canExclude());
        setStatus(tr("Analysis mode: %1").arg(m_analysis->engineName()));
    });
    connect(m_analysis, &AnalysisController::message, this, &MainWindow::setStatus);
    connect(m_analysis, &AnalysisController::failed, this,
            [this](const QString& reason) { setStatus(tr("Analysis stopped: %1").arg(reason)); });

    loadSettings();
}

MainWindow::~MainWindow() = default;

QList<EngineConfig> MainWindow::availableEngines() const {
    QList<EngineConfig> list;
    auto add = [&](EngineConfig c) {
        if (c.name.isEmpty()) c.name = c.program.section(QLatin1Char('/'), -1);
        for (const EngineConfig& e : list)
            if (e.program == c.program && e.arguments == c.arguments) return;
        list.append(c);
    };
    // The command line's engines first (when given), then the person's engine list.
    if (m_options.firstGiven) add(m_tools->prepared(m_options.first));
    if (m_options.secondGiven) add(m_tools->prepared(m_options.second));
    for (const EngineConfig& c : m_tools->configs())
        add(c);
    return list;
}

void MainWindow::createDocks() {
    auto* movesDock = new QDockWidget(tr("Moves"), this);
    movesDock->setObjectName(QStringLiteral("movesDock")); // stable: saved layouts refer to it
    movesDock->setWidget(m_moves);
    addDockWidget(Qt::RightDockWidgetArea, movesDock);

    auto* graphDock = new QDockWidget(tr("Evaluation Graph"), this);
    graphDock->setObjectName(QStringLiteral("evalGraphDock"));
    graphDock->setWidget(m_evalGraph);
    addDockWidget(Qt::RightDockWidgetArea, graphDock);
    splitDockWidget(movesDock, graphDock, Qt::Vertical);

    // One view per engine, stacked as XBoard stacks them; the second shows only when two
    // engines take part.
    auto* outputDock = new QDockWidget(tr("Engine Output"), this);
    outputDock->setObjectName(QStringLiteral("engineOutputDock"));
    m_outputSplitter = new QSplitter(Qt::Vertical, outputDock);
    for (int slot = 0; slot < 2; ++slot) {
        m_outputs[slot] = new EngineOutputView(m_outputSplitter);
        m_outputs[slot]->setObjectName(slot == 0 ? QStringLiteral("engineOutput1")
                                                 : QStringLiteral("engineOutput2"));
        m_outputSplitter->addWidget(m_outputs[slot]);
        connectOutputView(slot);
    }
    m_outputs[1]->hide();
    outputDock->setWidget(m_outputSplitter);
    addDockWidget(Qt::BottomDockWidgetArea, outputDock);
}

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
    QList<QString> texts;
    Position pos = m_analysis->position();
    for (const Move& m : m_analysis->excludedMoves())
        texts.append(QString::fromStdString(sanText(pos, m)));
    m_outputs[0]->setExcludedMoves(texts);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Game..."), QKeySequence(Qt::CTRL | Qt::Key_N), this,
                    &MainWindow::newGameDialog);
    file->addSeparator();
    file->addAction(tr("&Load Game..."), QKeySequence(Qt::CTRL | Qt::Key_O), this,
                    &MainWindow::openPgn);
    file->addAction(tr("Load &Position..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this,
                    &MainWindow::openPosition);
    file->addAction(tr("&Save Game..."), QKeySequence(Qt::CTRL | Qt::Key_S), this,
                    &MainWindow::savePgn);
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
    nav(tr("&Back to Start"), {QKeySequence(Qt::ALT | Qt::Key_Home), QKeySequence(Qt::Key_Home)},
        [this] { showPly(0); });
    nav(tr("&Backward"), {QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::Key_Left)},
        [this] { showPly((m_viewPly < 0 ? m_session->game().ply() : m_viewPly) - 1); });
    nav(tr("&Forward"), {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_Right)},
        [this] { showPly((m_viewPly < 0 ? m_session->game().ply() : m_viewPly) + 1); });
    nav(tr("Forward to &End"), {QKeySequence(Qt::ALT | Qt::Key_End), QKeySequence(Qt::Key_End)},
        [this] { showPly(m_session->game().ply()); });
    nav(tr("Leave &Variation"), {QKeySequence(Qt::Key_Escape)}, [this] {
        if (!m_variation.isEmpty()) showPly(m_viewPly);
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
    });
    QMenu* pieces = view->addMenu(tr("&Pieces"));
    for (const PieceSet& set : PieceSet::builtIn())
        pieces->addAction(set.name, this, [this, set] {
            (set.xiangqi ? m_xiangqiPieces : m_chessPieces) = set.id;
            applyPieceStyle();
        });
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

    QMenu* engine = menuBar()->addMenu(tr("E&ngine"));
    engine->addAction(tr("&Manage Engines..."), m_tools, &EngineTools::manageEngines);
    engine->addSeparator();
    for (int slot = 0; slot < 2; ++slot) {
        engine->addAction(tr("Engine #%1 &Settings...").arg(slot + 1), this, [this, slot] {
            const auto config = configInSlot(slot);
            if (!engineInSlot(slot) && !config) {
                setStatus(tr("No engine #%1 in this game.").arg(slot + 1));
                return;
            }
            m_tools->openSettings(engineInSlot(slot), config.value_or(EngineConfig{}));
        });
    }
    for (int slot = 0; slot < 2; ++slot) {
        // XBoard's Shift+1 / Shift+2 (typed as ! and @ on most layouts).
        QAction* console =
            engine->addAction(tr("Engine #%1 &Console").arg(slot + 1), this,
                              [this, slot] { m_tools->openConsole(slot, engineInSlot(slot)); });
        console->setShortcuts({QKeySequence(Qt::SHIFT | (slot == 0 ? Qt::Key_1 : Qt::Key_2)),
                               QKeySequence(slot == 0 ? Qt::Key_Exclam : Qt::Key_At)});
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
    QAction* animate = options->addAction(tr("&Animate Moving"));
    animate->setCheckable(true);
    animate->setChecked(m_board->animationsEnabled());
    connect(animate, &QAction::toggled, m_board, &BoardView::setAnimationsEnabled);
    QAction* coords = options->addAction(tr("Show &Coordinates"));
    coords->setCheckable(true);
    coords->setChecked(true);
    connect(coords, &QAction::toggled, m_board, &BoardView::setShowCoordinates);
    options->addAction(findChild<QDockWidget*>(QStringLiteral("movesDock"))->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Tabiya"), this, &MainWindow::showAbout);
}

void MainWindow::loadSettings() {
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First start: room for a board of a good size beside the move list.
        resize(1180, 860);
        resizeDocks({findChild<QDockWidget*>(QStringLiteral("engineOutputDock"))}, {230},
                    Qt::Vertical);
        resizeDocks({findChild<QDockWidget*>(QStringLiteral("movesDock"))}, {250}, Qt::Horizontal);
    }
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    TimeControl& tc = m_settings.timeControl;
    tc.baseMs = s.value(QStringLiteral("game/baseMs"), 5 * 60000).toLongLong();
    tc.incrementMs = s.value(QStringLiteral("game/incrementMs"), 3000).toLongLong();
    tc.movesPerSession = s.value(QStringLiteral("game/movesPerSession"), 0).toInt();
    tc.fixedMoveMs = s.value(QStringLiteral("game/fixedMoveMs"), 0).toLongLong();
    m_dialogTimeControl = tc;
    m_chessPieces = s.value(QStringLiteral("view/chessPieces")).toString();
    m_xiangqiPieces = s.value(QStringLiteral("view/xiangqiPieces")).toString();
    m_theme = s.value(QStringLiteral("view/theme")).toString();
    const int notation =
        s.value(QStringLiteral("view/xiangqiNotation"), int(XiangqiNotation::Wxf)).toInt();
    for (QAction* a : m_notationGroup->actions())
        a->setChecked(a->data().toInt() == notation);
    if (!m_theme.isEmpty()) m_board->setTheme(BoardTheme::byId(m_theme));
    for (QAction* a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == m_board->theme().id);
}

void MainWindow::saveSettings() const {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    // The last time control chosen in the New Game dialog (not one from the command line).
    const TimeControl& tc = m_dialogTimeControl;
    s.setValue(QStringLiteral("game/baseMs"), tc.baseMs);
    s.setValue(QStringLiteral("game/incrementMs"), tc.incrementMs);
    s.setValue(QStringLiteral("game/movesPerSession"), tc.movesPerSession);
    s.setValue(QStringLiteral("game/fixedMoveMs"), tc.fixedMoveMs);
    s.setValue(QStringLiteral("view/chessPieces"), m_chessPieces);
    s.setValue(QStringLiteral("view/xiangqiPieces"), m_xiangqiPieces);
    s.setValue(QStringLiteral("view/theme"), m_board->theme().id);
    s.setValue(QStringLiteral("view/xiangqiNotation"), int(xiangqiNotation()));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    m_session->abort(tr("The window was closed"));
    for (auto& e : m_engines)
        if (e) e->shutdown();
    m_analysis->stop();
    if (m_gameAnalyzer) m_gameAnalyzer->cancel();
    event->accept();
}

void MainWindow::startFromOptions() {
    GameSettings s = m_settings;
    s.variant = m_options.variant;
    if (m_options.timeGiven) s.timeControl = m_options.timeControl;
    const EngineConfig first = m_tools->prepared(m_options.first);
    if (m_options.secondGiven || m_options.gamesGiven) {
        // Two Machines, as XBoard -mg does.
        s.engines = {first, m_tools->prepared(m_options.second)};
        if (m_options.timeGiven)
            s.sideTime = {m_options.engineTimeControl(0), m_options.engineTimeControl(1)};
    } else {
        s.engines = {std::nullopt, first}; // the person plays White
        if (m_options.timeGiven)
            s.sideTime = {m_options.timeControl, m_options.engineTimeControl(0)};
    }
    // -firstTimeOdds / -secondTimeOdds: each side its own clock.
    s.timeOdds = m_options.timeGiven && s.sideTime[0] != s.sideTime[1];
    if (s.timeOdds) s.timeControl = s.sideTime[0];
    startGame(s);
}

Player* MainWindow::makePlayer(int side, const std::optional<EngineConfig>& engine) {
    if (!engine) return m_humans[side];
    // Keep a running engine when the same one plays again (either colour).
    for (auto& e : m_engines)
        if (e && sameEngine(e->config(), *engine) &&
            !(side == 1 && e == m_engines[0] && m_engines[0] != m_engines[1])) {
            EnginePlayer* keep = e;
            if (&e != &m_engines[side]) {
                if (m_engines[side] && m_engines[side] != keep) m_engines[side]->deleteLater();
                m_engines[side] = keep;
            }
            return keep;
        }
    if (m_engines[side] && m_engines[side] != m_engines[1 - side]) {
        m_engines[side]->shutdown();
        m_engines[side]->deleteLater();
    }
    m_engines[side] = new EnginePlayer(*engine, this);
    return m_engines[side];
}

void MainWindow::startGame(const GameSettings& settings) {
    m_session->abort(tr("A new game was started"));
    m_settings = settings;
    std::array<Player*, 2> players{};
    for (int c = 0; c < 2; ++c)
        players[c] = makePlayer(c, settings.engines[c]);
    // One engine program on both sides runs as two processes.
    if (players[0] == players[1] && !players[0]->isHuman()) {
        m_engines[1] = new EnginePlayer(*settings.engines[1], this);
        players[1] = m_engines[1];
    }
    for (int c = 0; c < 2; ++c)
        if (!settings.engines[c] && m_engines[c] && m_engines[c] != players[1 - c]) {
            m_engines[c]->shutdown();
            m_engines[c]->deleteLater();
            m_engines[c] = nullptr;
        }
    m_session->setPlayer(White, players[0]);
    m_session->setPlayer(Black, players[1]);
    const bool e0 = settings.engines[0].has_value(), e1 = settings.engines[1].has_value();
    m_session->setMode(e0 && e1 ? Session::Mode::TwoMachines
                       : e0     ? Session::Mode::MachineWhite
                       : e1     ? Session::Mode::MachineBlack
                                : Session::Mode::EditGame);
    m_session->setTimeControl(White, settings.timeControlFor(White));
    m_session->setTimeControl(Black, settings.timeControlFor(Black));
    const Variant* v = Variant::byName(settings.variant.toStdString());
    if (!v) v = &Variant::chess();
    applyPieceStyle();
    // A person playing Black sees the board from Black's side.
    m_board->setFlipped(!e1 && e0);
    refreshOutputStyle();
    QString error;
    if (!m_session->newGame(*v, {}, &error))
        setStatus(error);
    else
        setStatus(tr("Starting..."));
    refreshAll();
}

void MainWindow::setMode(int mode) {
    const auto m = Session::Mode(mode);
    GameSettings s = m_settings;
    const QList<EngineConfig> engines = availableEngines();
    const EngineConfig first = s.engines[0]   ? *s.engines[0]
                               : s.engines[1] ? *s.engines[1]
                                              : engines.value(0);
    const EngineConfig second = s.engines[1] ? *s.engines[1] : first;
    switch (m) {
    case Session::Mode::MachineWhite: s.engines = {first, std::nullopt}; break;
    case Session::Mode::MachineBlack: s.engines = {std::nullopt, first}; break;
    case Session::Mode::TwoMachines: s.engines = {first, second}; break;
    default: s.engines = {std::nullopt, std::nullopt}; break;
    }
    // The game goes on from where it stands, with the new players.
    Game game = m_session->game();
    m_session->abort(tr("The mode changed"));
    m_settings = s;
    std::array<Player*, 2> players{};
    for (int c = 0; c < 2; ++c)
        players[c] = makePlayer(c, s.engines[c]);
    if (players[0] == players[1] && !players[0]->isHuman()) {
        m_engines[1] = new EnginePlayer(*s.engines[1], this);
        players[1] = m_engines[1];
    }
    m_session->setPlayer(White, players[0]);
    m_session->setPlayer(Black, players[1]);
    m_session->setMode(m);
    m_session->setTimeControl(White, s.timeControlFor(White));
    m_session->setTimeControl(Black, s.timeControlFor(Black));
    m_session->loadGame(game);
    refreshAll();
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
    const int ply = m_viewPly < 0 ? g.ply() : m_viewPly;
    QList<Move> moves;
    for (int i = 0; i < ply; ++i)
        moves.append(g.moves()[i].move);
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

Engine* MainWindow::engineInSlot(int slot) const {
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
    m_evalGraph->setMode(engines == 2 ? EvalGraphMode::PerSide : EvalGraphMode::Combined);
    m_evalGraph->setGame(g);
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(availableEngines(), m_settings, this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_dialogTimeControl = dialog.settings().timeControl;
    startGame(dialog.settings());
}

XiangqiNotation MainWindow::xiangqiNotation() const {
    const QAction* a = m_notationGroup ? m_notationGroup->checkedAction() : nullptr;
    return a ? XiangqiNotation(a->data().toInt()) : XiangqiNotation::Wxf;
}

void MainWindow::applyPieceStyle() {
    const Variant* v = Variant::byName(m_settings.variant.toStdString());
    if (!v) v = &Variant::chess();
    const QString id = v->isXiangqiLike() ? m_xiangqiPieces : m_chessPieces;
    PieceSet set = id.isEmpty() ? PieceSet::defaultFor(*v) : PieceSet::byId(id);
    if (set.xiangqi != v->isXiangqiLike()) set = PieceSet::defaultFor(*v);
    m_board->setPosition(m_session->game().position());
    m_board->setPieceSet(set);
    refreshOutputStyle();
}

void MainWindow::refreshOutputStyle() {
    // The PV preview boards look like the main board; PVs use the move list's notation.
    for (EngineOutputView* view : m_outputs) {
        view->setPieceSet(m_board->pieceSet());
        view->setBoardTheme(m_board->theme());
        view->setPreviewFlipped(m_board->isFlipped());
        view->setNotation(PvNotation{xiangqiNotation(), {}});
    }
}

void MainWindow::refreshAll() {
    refreshMoves();
    refreshClocks();
    showPly(m_viewPly);
}

void MainWindow::refreshMoves() {
    const Game& g = m_session->game();
    QStringList texts;
    Position pos = g.startPosition();
    const bool xq = g.variant().isXiangqiLike();
    const XiangqiNotation n = xiangqiNotation();
    for (const GameMove& gm : g.moves()) {
        QString t = gm.san;
        if (xq && n == XiangqiNotation::Wxf)
            t = QString::fromStdString(wxfText(pos, gm.move));
        else if (xq && n == XiangqiNotation::Chinese)
            t = QString::fromStdString(chineseText(pos, gm.move));
        texts << t;
        pos.makeMove(gm.move);
    }
    const Position& start = g.startPosition();
    m_moves->setHorizontalHeaderLabels({g.sideName(White), g.sideName(Black)});
    m_moves->setMoves(texts, start.sideToMove() == Black, start.fullmoveNumber(),
                      g.isOver() ? Game::resultToken(g.result()) : QString());
    if (m_viewPly >= 0) m_moves->setCurrentPly(m_viewPly);
}

void MainWindow::refreshClocks() {
    const Game& g = m_session->game();
    for (int c = 0; c < 2; ++c) {
        Player* p = m_session->player(Color(c));
        m_clockWidgets[c]->setPlayer(g.sideName(Color(c)), p ? p->name() : QString());
        m_clockWidgets[c]->setActive(m_session->isPlaying() && g.sideToMove() == Color(c));
    }
    setWindowTitle(
        tr("Tabiya: %1 - %2")
            .arg(m_session->player(White) ? m_session->player(White)->name() : QString(),
                 m_session->player(Black) ? m_session->player(Black)->name() : QString()));
}

void MainWindow::refreshBoardInteraction() {
    const bool following = m_viewPly < 0 || m_viewPly == m_session->game().ply();
    bool movable[2] = {false, false};
    for (int c = 0; c < 2; ++c) {
        Player* p = m_session->player(Color(c));
        movable[c] = p && p->isHuman() && m_session->state() == Session::State::Playing;
    }
    m_board->setInteractive(following && (movable[0] || movable[1]));
    m_board->setMovableColors(movable[0], movable[1]);
}

void MainWindow::showPly(int ply) {
    const Game& g = m_session->game();
    m_variation.clear();
    if (ply < 0 || ply >= g.ply()) {
        m_viewPly = -1;
        m_board->setPosition(g.position());
    } else {
        m_viewPly = ply;
        m_board->setPosition(g.positionAt(ply));
    }
    m_moves->setCurrentPly(m_viewPly < 0 ? g.ply() : m_viewPly);
    m_evalGraph->setCurrentPly(m_viewPly < 0 ? g.ply() : m_viewPly);
    refreshBoardInteraction();
    analyseShownPosition();
}

void MainWindow::showVariation(const QList<Move>& moves) {
    const Game& g = m_session->game();
    Position pos = m_viewPly < 0 ? g.position() : g.positionAt(m_viewPly);
    for (const Move& m : moves) {
        if (!pos.isLegalMove(m)) return; // a stale line: the shown position moved on
        pos.makeMove(m);
    }
    m_variation = moves;
    m_board->setPosition(pos);
    m_board->setInteractive(false); // a look only: the game stays where it is
    analyseShownPosition();
    setStatus(tr("Showing a variation of %n move(s); Escape returns to the game.", nullptr,
                 int(moves.size())));
}

void MainWindow::onBoardMove(const Move& m) {
    if (!m_session->humanMove(m)) {
        m_board->setPosition(m_session->game().position());
        setStatus(tr("Not your move now."));
    }
}

void MainWindow::setStatus(const QString& text) {
    m_status->setText(text);
}

QString MainWindow::statusText() const {
    return m_status->text();
}

void MainWindow::onThinking(int side, const ThinkingLine& line) {
    // The first engine of the game shows in the first view, the second in the second.
    int slot = 0;
    if (side == Black && m_settings.engines[White]) slot = 1;
    if (!m_analysis->isRunning()) m_outputs[slot]->addThinking(line);
}

void MainWindow::openPgn() {
    const QString name = QFileDialog::getOpenFileName(this, tr("Load Game"), QString(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Load Game"), f.errorString());
        return;
    }
    loadPgnText(QString::fromUtf8(f.readAll()));
}

void MainWindow::loadPgnText(const QString& text) {
    const PgnReadResult r = readPgn(text.toStdString());
    if (r.games.empty()) {
        setStatus(r.errors.empty() ? tr("No game found.")
                                   : QString::fromStdString(r.errors.front().message));
        return;
    }
    const Game game = Game::fromPgn(r.games.front());
    m_session->abort();
    m_settings.variant = QString::fromStdString(game.variant().name);
    m_settings.engines = {std::nullopt, std::nullopt};
    m_session->setPlayer(White, m_humans[0]);
    m_session->setPlayer(Black, m_humans[1]);
    m_session->setMode(Session::Mode::EditGame);
    applyPieceStyle();
    m_session->loadGame(game);
    refreshAll();
    setStatus(tr("Game loaded: %1 - %2")
                  .arg(game.tag(QStringLiteral("White")), game.tag(QStringLiteral("Black"))));
}

void MainWindow::savePgn() {
    const QString name =
        QFileDialog::getSaveFileName(this, tr("Save Game"), QString(), tr("PGN files (*.pgn)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        f.write(m_session->game()
                    .toPgnText(xiangqiNotation() == XiangqiNotation::San ? XiangqiNotation::San
                                                                         : xiangqiNotation())
                    .toUtf8()) < 0)
        QMessageBox::warning(this, tr("Save Game"), f.errorString());
}

void MainWindow::copyFen() {
    const Position& pos = m_board->position();
    const FenStyle style = pos.variant().isXiangqiLike() ? FenStyle::Cfen : FenStyle::Standard;
    QGuiApplication::clipboard()->setText(QString::fromStdString(pos.fen(style)));
    setStatus(tr("Position copied"));
}

void MainWindow::pasteFen() {
    const QString fen = QGuiApplication::clipboard()->text().trimmed();
    const Variant* current = Variant::byName(m_settings.variant.toStdString());
    if (current && Position::fromFen(*current, fen.toStdString())) {
        startFromPosition(m_settings.variant, fen);
        return;
    }
    for (const std::string& name : Variant::builtInNames())
        if (Position::fromFen(*Variant::byName(name), fen.toStdString())) {
            startFromPosition(QString::fromStdString(name), fen);
            return;
        }
    setStatus(tr("The clipboard holds no position Tabiya can read."));
}

void MainWindow::copyGame() {
    QGuiApplication::clipboard()->setText(m_session->game().toPgnText(xiangqiNotation()));
    setStatus(tr("Game copied"));
}

void MainWindow::pasteGame() {
    loadPgnText(QGuiApplication::clipboard()->text());
}

void MainWindow::openPosition() {
    const QString name = QFileDialog::getOpenFileName(this, tr("Load Position"), QString(),
                                                      tr("FEN files (*.fen);;All files (*)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return;
    QGuiApplication::clipboard()->setText(QString::fromUtf8(f.readLine()).trimmed());
    pasteFen();
}

void MainWindow::editPosition() {
    const Variant* v = Variant::byName(m_settings.variant.toStdString());
    PositionEditor editor(v ? *v : Variant::chess(),
                          QString::fromStdString(m_session->game().position().fen()), this);
    editor.setBoardStyle(m_board->theme(), m_board->pieceSet());
    if (editor.exec() != QDialog::Accepted) return;
    startFromPosition(m_settings.variant, editor.fen());
}

void MainWindow::startFromPosition(const QString& variant, const QString& fen) {
    m_session->abort();
    m_settings.variant = variant;
    m_settings.engines = {std::nullopt, std::nullopt};
    m_session->setPlayer(White, m_humans[0]);
    m_session->setPlayer(Black, m_humans[1]);
    m_session->setMode(Session::Mode::EditGame);
    applyPieceStyle();
    QString error;
    if (!m_session->newGame(*Variant::byName(variant.toStdString()), fen, &error)) setStatus(error);
    refreshAll();
}

void MainWindow::saveImage() {
    const QString name = QFileDialog::getSaveFileName(this, tr("Save Board Image"), QString(),
                                                      tr("PNG images (*.png)"));
    if (name.isEmpty()) return;
    if (!m_board->grab().save(name))
        QMessageBox::warning(this, tr("Save Board Image"), tr("Could not write %1").arg(name));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Tabiya"),
        tr("Tabiya %1\nA board for playing chess and xiangqi against engines that speak "
           "CECP (xboard) or CXBoard.")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::takeScreenshotWhenDue() {
    if (m_options.screenshot.isEmpty() || m_screenshotTaken) return;
    if (m_session->game().ply() < m_options.screenshotPlies) return;
    m_screenshotTaken = true;
    m_session->pause(); // the position of the picture is the one asked for
    // Let the window settle (layout, the engines' names) before taking the picture.
    QTimer::singleShot(500, this, [this] {
        grab().save(m_options.screenshot);
        close();
    });
}

} // namespace tabiya
