#include "app/gui/mainwindow.h"

#include "app/gui/chinesefont.h"
#include "app/gui/clockwidget.h"
#include "app/gui/docklayout.h"
#include "app/gui/engineoutputpanel.h"
#include "app/gui/engineoutputview.h"
#include "app/gui/enginetools.h"
#include "app/gui/evalgraph.h"
#include "app/gui/gamecontrols.h"
#include "app/gui/gamefileactions.h"
#include "app/gui/matchscorepanel.h"
#include "app/gui/movelistwidget.h"
#include "app/gui/newgamedialog.h"
#include "app/gui/repaintpacer.h"
#include "app/gui/viewoptions.h"
#include "app/gui/windowmatch.h"
#include "app/session/analysiscontroller.h"
#include "app/session/debuglog.h"
#include "app/session/engineplayer.h"
#include "app/session/gameanalyzer.h"
#include "app/session/humanplayer.h"
#include "app/session/pvformatter.h"
#include "app/session/session.h"
#include "board/core/xiangqinotation.h"
#include "board/view/boardview.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QResizeEvent>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <cstdio>

namespace tabiya {

namespace {

// Holds the status line's label without a layout. The label's size hint changes with its
// text, at every move, and in the status bar's layout each new text laid out the status bar
// and the window again (bench-window); here it only repaints the line. A text longer than
// the window is cut at its edge instead of widening it.
class StatusLine : public QWidget {
public:
    StatusLine(QLabel* label, QWidget* parent)
        : QWidget(parent)
        , m_label(label) {
        label->setParent(this);
    }
    QSize sizeHint() const override { return {0, m_label->sizeHint().height()}; }
    QSize minimumSizeHint() const override { return {0, m_label->minimumSizeHint().height()}; }

protected:
    void resizeEvent(QResizeEvent*) override { m_label->setGeometry(rect()); }

private:
    QLabel* m_label;
};

bool sameEngine(const EngineConfig& a, const EngineConfig& b) {
    // Options too: a level chosen in New Game is sent at start-up, so another level is
    // another process.
    return a.program == b.program && a.arguments == b.arguments && a.protocol == b.protocol &&
           a.workingDirectory == b.workingDirectory && a.name == b.name &&
           a.initialOptions == b.initialOptions;
}
} // namespace

MainWindow::MainWindow(const MatchOptions& options, QWidget* parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_session(new Session(this))
    , m_analysis(new AnalysisController(this))
    , m_tools(new EngineTools(this))
    , m_board(new BoardView(this))
    , m_moves(new MoveListWidget(this))
    , m_evalGraph(new EvalGraph(this))
    , m_status(new QLabel(this)) {
    setWindowTitle(tr("Tabiya"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tabiya.svg")));
    new RepaintPacer(this); // one repaint a frame, however many changes (bench-window)
    // Chinese notation (move list, engine lines, status) in a CJK font Tabiya installs.
    setFont(withChineseFont(font()));
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
    statusBar()->addWidget(new StatusLine(m_status, statusBar()), 1);
    if (!m_options.screenshot.isEmpty()) m_board->setAnimationsEnabled(false);

    m_view = new ViewOptions(m_session, m_board, !m_options.screenshot.isEmpty(), this);
    m_outputPanel = new EngineOutputPanel(m_analysis, m_view, this);
    m_matchPanel = new MatchScorePanel(this);
    m_docks = new DockLayout(this, m_moves, m_evalGraph, m_outputPanel, m_matchPanel);
    connect(m_outputPanel, &EngineOutputPanel::pvMoveClicked, this, &MainWindow::onPvMoveClicked);
    connect(m_view, &ViewOptions::piecesChanged, this, &MainWindow::applyPieceStyle);
    connect(m_view, &ViewOptions::notationChanged, this, [this] {
        refreshMoves();
        refreshOutputStyle();
        if (m_analysis->isRunning()) m_outputPanel->refreshExcludedMoves();
    });
    m_controls = new GameControls(m_session, this);
    connect(m_controls, &GameControls::statusMessage, this, &MainWindow::setStatus);
    connect(m_controls, &GameControls::gameAborted, this, &MainWindow::refreshAll);
    m_files = new GameFileActions(
        m_session, m_board, m_view, [this] { return m_settings.variant; }, this);
    connect(m_files, &GameFileActions::statusMessage, this, &MainWindow::setStatus);
    connect(m_files, &GameFileActions::warning, this, &MainWindow::warn);
    connect(m_files, &GameFileActions::gameLoaded, this, &MainWindow::showLoadedGame);
    connect(m_files, &GameFileActions::positionChosen, this, &MainWindow::startFromPosition);

    connect(m_board, &BoardView::moveEntered, this, &MainWindow::onBoardMove);
    connect(m_board, &BoardView::illegalMoveAttempt, this, &MainWindow::setStatus);
    connect(m_moves, &MoveListWidget::pathSelected, this, &MainWindow::showPath);
    connect(m_moves, &MoveListWidget::stepRequested, this, &MainWindow::step);
    connect(m_session, &Session::gameStarted, this, [this] {
        followVariantRules();
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
        showGameStatus(); // the side to move changed: the last move's words are stale
    });
    connect(m_session, &Session::turnChanged, this, [this] {
        refreshClocks();
        refreshBoardInteraction();
    });
    connect(m_session, &Session::stateChanged, this, [this](Session::State state) {
        refreshClocks();
        refreshBoardInteraction();
    });
    connect(m_session, &Session::gameEnded, this, [this](GameResult r, const QString& reason) {
        refreshAll();
        setStatus(QStringLiteral("%1 %2").arg(Game::resultToken(r), reason));
    });
    connect(m_session, &Session::startFailed, this, [this](const QString& reason) {
        setStatus(reason);
        warn(tr("Engine"), reason);
    });
    connect(m_session, &Session::gameStarted, m_outputPanel, &EngineOutputPanel::clearForNewGame);
    // After the window's handlers: the match reads the status line they set.
    m_windowMatch = new WindowMatch(this, m_options, m_docks->matchDock(), m_matchPanel);
    connect(m_windowMatch, &WindowMatch::statusMessage, this, &MainWindow::setStatus);
    connect(m_windowMatch, &WindowMatch::warning, this, &MainWindow::warn);
    connect(m_windowMatch, &WindowMatch::enginesReleased, this, &MainWindow::releaseEngines);
    createMenus();
    if (m_options.debug) {
        // -debug / -debugFile in the window too: the players of each game are logged from
        // the moment their processes start (Starting comes before they are prepared).
        auto* log = new DebugLog(this);
        QString error;
        if (!log->open(m_options.debugFile, &error))
            std::fprintf(stderr, "%s\n", qPrintable(error));
        connect(m_session, &Session::stateChanged, log, [this, log](Session::State state) {
            if (state != Session::State::Starting) return;
            for (int c = 0; c < 2; ++c)
                if (auto* e = qobject_cast<EnginePlayer*>(m_session->player(Color(c))))
                    connect(e, &EnginePlayer::transcriptLine, log, &DebugLog::write,
                            Qt::UniqueConnection);
        });
    }
    connect(m_session, &Session::thinking, this, [this](Color side, const ThinkingLine& line) {
        m_outputPanel->addThinking(side, line, m_settings.engines[White].has_value());
    });
    connect(m_session, &Session::hintReceived, this,
            [this](const QString& move) { setStatus(tr("Hint: %1").arg(hintText(move))); });
    connect(m_session, &Session::drawOffered, this, [this](Color side) {
        setStatus(tr("%1 offers a draw").arg(m_session->game().sideName(side)));
    });
    connect(m_session, &Session::message, this, &MainWindow::setStatus);
    connect(m_tools, &EngineTools::message, this, &MainWindow::setStatus);
    connect(m_tools, &EngineTools::hint, this, [this](const QString& move, const QString& who) {
        setStatus(tr("Hint from %1: %2").arg(who, hintText(move)));
    });
    connect(m_evalGraph, &EvalGraph::plySelected, this, &MainWindow::showPly);

    connect(m_analysis, &AnalysisController::ready, this, [this] {
        followEngines();
        m_outputPanel->showAnalysisEngine();
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

void MainWindow::loadSettings() {
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First start: room for a board of a good size beside the move list.
        resize(1180, 860);
        m_docks->setFirstSizes();
    }
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_docks->matchDock()->hide(); // until a match starts
    // Never larger than the screen (a small one, or QT_SCALE_FACTOR=2 halving it): the
    // default size, or one saved on a bigger screen, is cut to the room there is, less the
    // window manager's frame and title bar.
    if (const QScreen* screen = this->screen()) {
        const QSize room = screen->availableGeometry().size() - QSize(8, 32);
        if (width() > room.width() || height() > room.height())
            resize(size().boundedTo(room).expandedTo(minimumSizeHint()));
    }
    TimeControl& tc = m_settings.timeControl;
    tc.baseMs = s.value(QStringLiteral("game/baseMs"), 5 * 60000).toLongLong();
    tc.incrementMs = s.value(QStringLiteral("game/incrementMs"), 3000).toLongLong();
    tc.movesPerSession = s.value(QStringLiteral("game/movesPerSession"), 0).toInt();
    tc.fixedMoveMs = s.value(QStringLiteral("game/fixedMoveMs"), 0).toLongLong();
    m_dialogTimeControl = tc;
    m_view->load();
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
    m_view->save();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    m_session->abort(
        EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("The window was closed")));
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
        // The default opponent (no engine named on the command line) plays at a moderate
        // level, not at full strength: most people would lose every game to that.
        if (!m_options.firstGiven)
            s.levels[1] = level::defaultLevel(level::scaleFor(first.strengthOptions));
        if (m_options.timeGiven)
            s.sideTime = {m_options.timeControl, m_options.engineTimeControl(0)};
    }
    // -firstTimeOdds / -secondTimeOdds: each side its own clock.
    s.timeOdds = m_options.timeGiven && s.sideTime[0] != s.sideTime[1];
    if (s.timeOdds) s.timeControl = s.sideTime[0];
    // -lgf / -lpf: the game starts from the opening the index picks for a first game.
    QString error;
    std::optional<MatchOpenings> openings = m_options.openings(&error);
    if (!error.isEmpty()) {
        startGame(s);
        warn(tr("Opening file"), error);
        return;
    }
    if (m_options.gamesGiven) { // -mg: a match, as XBoard plays it
        m_settings = s;
        m_windowMatch->start(m_options, std::move(openings));
    } else if (openings) {
        const Game opening = openings->gameFor(0);
        startGame(s, &opening);
    } else {
        startGame(s);
    }
}

void MainWindow::applyLevels(const GameSettings& settings,
                             std::array<std::optional<EngineConfig>, 2>& engines,
                             std::array<TimeControl, 2>& clocks) {
    for (int c = 0; c < 2; ++c)
        if (engines[c] && settings.levels[c])
            level::apply(*engines[c], clocks[c], *settings.levels[c]);
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

void MainWindow::startGame(const GameSettings& settings, const Game* opening) {
    m_session->abort(
        EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("A new game was started")));
    m_settings = settings;
    // The levels chosen go into the engines' options and depth limits (the session layer's
    // level::apply); the settings keep the engines as configured and the levels apart.
    std::array<std::optional<EngineConfig>, 2> engines = settings.engines;
    std::array<TimeControl, 2> clocks = {settings.timeControlFor(White),
                                         settings.timeControlFor(Black)};
    applyLevels(settings, engines, clocks);
    std::array<Player*, 2> players{};
    for (int c = 0; c < 2; ++c)
        players[c] = makePlayer(c, engines[c]);
    // One engine program on both sides runs as two processes.
    if (players[0] == players[1] && !players[0]->isHuman()) {
        m_engines[1] = new EnginePlayer(*engines[1], this);
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
    m_session->setTimeControl(White, clocks[White]);
    m_session->setTimeControl(Black, clocks[Black]);
    const Variant* v = Variant::byName(settings.variant.toStdString());
    // A name the rules do not know is a variant an engine defines (-variant grande-acedrex,
    // -variant 10x10+0_fairy): the engines describe it when the game starts.
    const bool engineDefined = !v && !opening && (e0 || e1) && !settings.variant.isEmpty();
    if (!v) v = &Variant::chess();
    m_session->setFirstPlayer(e0 ? players[0] : players[1]);
    applyPieceStyle();
    // A person playing Black sees the board from Black's side.
    m_board->setFlipped(!e1 && e0);
    refreshOutputStyle();
    QString error;
    const bool chess960 = settings.chess960 >= 0 && v == &Variant::chess();
    if (opening         ? !m_session->loadGame(*opening)
        : engineDefined ? !m_session->newEngineVariantGame(settings.variant, &error)
        : chess960      ? !m_session->newChess960Game(settings.chess960, &error)
                        : !m_session->newGame(*v, {}, &error))
        setStatus(error.isEmpty() ? tr("The game could not be started") : error);
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
    // The levels go with the engines.
    const std::optional<EngineLevel> firstLevel = s.engines[0] ? s.levels[0] : s.levels[1];
    const std::optional<EngineLevel> secondLevel = s.engines[1] ? s.levels[1] : firstLevel;
    switch (m) {
    case Session::Mode::MachineWhite:
        s.engines = {first, std::nullopt};
        s.levels = {firstLevel, std::nullopt};
        break;
    case Session::Mode::MachineBlack:
        s.engines = {std::nullopt, first};
        s.levels = {std::nullopt, firstLevel};
        break;
    case Session::Mode::TwoMachines:
        s.engines = {first, second};
        s.levels = {firstLevel, secondLevel};
        break;
    default: s.engines = {std::nullopt, std::nullopt}; break;
    }
    // The game goes on from where it stands, with the new players.
    Game game = m_session->game();
    m_session->abort(EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("The mode changed")));
    m_settings = s;
    std::array<std::optional<EngineConfig>, 2> leveled = s.engines;
    std::array<TimeControl, 2> clocks = {s.timeControlFor(White), s.timeControlFor(Black)};
    applyLevels(s, leveled, clocks);
    std::array<Player*, 2> players{};
    for (int c = 0; c < 2; ++c)
        players[c] = makePlayer(c, leveled[c]);
    if (players[0] == players[1] && !players[0]->isHuman()) {
        m_engines[1] = new EnginePlayer(*leveled[1], this);
        players[1] = m_engines[1];
    }
    m_session->setPlayer(White, players[0]);
    m_session->setPlayer(Black, players[1]);
    m_session->setMode(m);
    m_session->setTimeControl(White, clocks[White]);
    m_session->setTimeControl(Black, clocks[Black]);
    m_session->loadGame(game);
    refreshAll();
}

void MainWindow::beginEditGame(const QString& variant) {
    m_session->abort();
    m_settings.variant = variant;
    m_settings.engines = {std::nullopt, std::nullopt};
    m_session->setPlayer(White, m_humans[0]);
    m_session->setPlayer(Black, m_humans[1]);
    m_session->setMode(Session::Mode::EditGame);
    applyPieceStyle();
}

void MainWindow::startFromPosition(const QString& variant, const QString& fen) {
    // An engine-defined variant has no name the rules know: the game's own rules.
    const Variant* v = Variant::byName(variant.toStdString());
    if (!v) v = &m_session->game().variant();
    beginEditGame(variant);
    QString error;
    if (!m_session->newGame(*v, fen, &error)) setStatus(error);
    refreshAll();
}

void MainWindow::showLoadedGame(const PgnLoadResult& r) {
    const Game& game = r.game;
    // Its move list, built in the loader's thread: refreshMoves takes it.
    m_preparedMoves = {game.movesRevision(), r.moveListNotation, r.moveList};
    beginEditGame(QString::fromStdString(game.variant().name));
    m_session->loadGame(game);
    refreshAll();
    m_preparedMoves = {};
    refreshOutputs(); // a finished game starts no play, but its evaluations are graphed
}

PgnFileReader* MainWindow::pgnFile() const {
    return m_files->pgnFile();
}

GameListDialog* MainWindow::gameList() const {
    return m_files->gameList();
}

int MainWindow::fileGame() const {
    return m_files->fileGame();
}

void MainWindow::openPgnFile(const QString& path) {
    m_files->openPgnFile(path);
}

bool MainWindow::isLoadingGame() const {
    return m_files->isLoading();
}

QPixmap MainWindow::boardImage() const {
    return m_files->boardImage();
}

void MainWindow::releaseEngines() {
    for (int c = 0; c < 2; ++c)
        m_session->setPlayer(Color(c), m_humans[c]);
    const std::array<QPointer<EnginePlayer>, 2> engines = std::exchange(m_engines, {});
    for (int c = 0; c < 2; ++c)
        if (engines[c] && !(c == 1 && engines[1] == engines[0])) {
            engines[c]->shutdown();
            engines[c]->deleteLater();
        }
    m_settings.engines = {std::nullopt, std::nullopt};
}

bool MainWindow::isMatchRunning() const {
    return m_windowMatch->isRunning();
}

void MainWindow::startMachineMatch(const MatchSetup& setup) {
    m_windowMatch->startMachineMatch(setup);
}

void MainWindow::abortMatch() {
    m_windowMatch->abort();
}

EngineOutputView* MainWindow::engineOutput(int slot) const {
    return m_outputPanel->view(slot);
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(availableEngines(), m_settings, this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_dialogTimeControl = dialog.settings().timeControl;
    startGame(dialog.settings());
}

void MainWindow::applyPieceStyle() {
    const Variant* v = Variant::byName(m_settings.variant.toStdString());
    // An engine-defined variant has no name the rules know: the game's own.
    if (!v) v = &m_session->game().variant();
    m_board->setPosition(m_session->game().position());
    m_board->setPieceSet(m_view->pieceSetFor(*v));
    // The board keeps room before the docks: at the window's smallest, squares of 26 px
    // (the docks shrink first; BoardView's own minimum is for small boards elsewhere).
    m_board->setMinimumSize(v->width * 26 + 26, v->height * 26 + 26);
    refreshOutputStyle();
}

void MainWindow::refreshAll() {
    refreshMoves();
    refreshClocks();
    showPly(m_viewPly);
}

void MainWindow::refreshMoves() {
    const Game& g = m_session->game();
    // The list is rebuilt only when the game or the notation changed (the window refreshes
    // at every change of state; a long game's list costs time linear in it).
    const MoveListNotation notation = m_view->moveListNotation();
    const bool sameNotation = notation == m_movesShown.notation;
    if (sameNotation && g.revision() == m_movesShown.revision) {
        m_moves->setCurrentPath(shownPath());
        return;
    }
    const QString result = g.isOver() ? Game::resultToken(g.result()) : QString();
    if (sameNotation && g.movesRevision() == m_movesShown.movesRevision) {
        // Only the result changed (a game ended, or one is played on).
        m_moves->setResult(result);
    } else if (m_preparedMoves.items && m_preparedMoves.notation == notation &&
               m_preparedMoves.movesRevision == g.movesRevision()) {
        // A loaded game's list, built in the loader's thread.
        m_moves->setItems(std::move(*std::exchange(m_preparedMoves, {}).items));
        m_moves->setResult(result);
    } else {
        // The tree as the PGN says it: comments (with the engines' evaluations), NAGs and
        // variations around the main line's moves.
        m_moves->setItems(moveListItems(g, notation));
    }
    m_movesShown = {g.revision(), g.movesRevision(), notation};
    m_moves->setCurrentPath(shownPath());
}

void MainWindow::refreshClocks() {
    const Game& g = m_session->game();
    for (int c = 0; c < 2; ++c) {
        m_clockWidgets[c]->setPlayer(g.sideName(Color(c)), playerName(Color(c)));
        m_clockWidgets[c]->setActive(m_session->isPlaying() && g.sideToMove() == Color(c));
    }
    setWindowTitle(tr("Tabiya: %1 - %2").arg(playerName(White), playerName(Black)));
}

QString MainWindow::playerName(Color side) const {
    // The game's own names (a loaded game continued by hand keeps its players; the session
    // writes an engine's name into the tags when it starts), else the player's.
    // An engine playing at a level has it beside its name ("Tabiya Engine (Elo 1500)").
    const Player* p = m_session->player(side);
    const EngineLevel level = m_session->level(side);
    if (p && !p->isHuman() && level.isLimited())
        return tr("%1 (%2)").arg(p->name(), level::text(level));
    const QString tag =
        m_session->game().tag(side == White ? QStringLiteral("White") : QStringLiteral("Black"));
    if (!tag.isEmpty() && tag != QLatin1String("?")) return tag;
    return p ? p->name() : QString();
}

void MainWindow::refreshBoardInteraction() {
    const bool following = m_variation.isEmpty() && m_viewPath.empty() &&
                           (m_viewPly < 0 || m_viewPly == m_session->game().ply());
    bool movable[2] = {false, false};
    for (int c = 0; c < 2; ++c) {
        Player* p = m_session->player(Color(c));
        movable[c] = p && p->isHuman() && m_session->state() == Session::State::Playing;
    }
    // On an earlier position or a variation a move is taken as a wish to play: onBoardMove
    // returns to the game's position and says so, instead of the board ignoring it.
    // A variation's position, or an earlier one in Edit Game: a move there adds to the tree.
    const bool tree =
        m_variation.isEmpty() && (!m_viewPath.empty() || (!following && editingGame()));
    if (tree) {
        m_board->setInteractive(true);
        m_board->setMovableColors(true, true);
        return;
    }
    const bool person = movable[0] || movable[1];
    m_board->setInteractive(person);
    m_board->setMovableColors(following ? movable[0] : person, following ? movable[1] : person);
}

void MainWindow::showPly(int ply) {
    const Game& g = m_session->game();
    // Leaving a variation (Escape, any navigation): the status line said it was one.
    const bool leftVariation = !std::exchange(m_variation, {}).isEmpty();
    m_viewPath.clear();
    if (ply < 0 || ply >= g.ply()) {
        m_viewPly = -1;
        m_board->setPosition(g.position());
    } else {
        m_viewPly = ply;
        m_board->setPosition(g.positionAt(ply));
    }
    m_moves->setCurrentPath(shownPath());
    m_evalGraph->setCurrentPly(m_viewPly < 0 ? g.ply() : m_viewPly);
    refreshBoardInteraction();
    analyseShownPosition();
    if (leftVariation) showGameStatus();
}

void MainWindow::onBoardMove(const Move& m) {
    if (addMoveToTree(m)) return;
    if (m_viewPly >= 0 || !m_variation.isEmpty()) {
        // As XBoard: the game goes on from its own position, not from the one looked at.
        showPly(-1);
        setStatus(tr("That was an earlier position: the board is back at the game's "
                     "position. %1 to move.")
                      .arg(m_session->game().sideName(m_session->sideToMove())));
        return;
    }
    if (!m_session->humanMove(m)) {
        m_board->setPosition(m_session->game().position());
        setStatus(tr("Not your move now."));
    }
}

void MainWindow::showGameStatus() {
    const Game& g = m_session->game();
    if (g.isOver())
        setStatus(QStringLiteral("%1 %2").arg(Game::resultToken(g.result()), g.reason()));
    else
        setStatus(tr("%1 to move").arg(g.sideName(g.sideToMove())));
}

QString MainWindow::hintText(const QString& move) const {
    // A hint is a move in the game's position, written as the move list writes moves (the
    // engine's own text when it is not a legal move there).
    return formatMove(m_session->game().position(), move.trimmed(), m_view->pvNotation());
}

void MainWindow::setStatus(const QString& text) {
    m_status->setText(text);
}

void MainWindow::warn(const QString& title, const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString MainWindow::statusText() const {
    return m_status->text();
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
