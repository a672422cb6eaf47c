#include "app/gui/mainwindow.h"

#include "app/gui/chinesefont.h"
#include "app/gui/docklayout.h"
#include "app/gui/engineactions.h"
#include "app/gui/engineoutputpanel.h"
#include "app/gui/enginerules.h"
#include "app/gui/enginetools.h"
#include "app/gui/evalgraph.h"
#include "app/gui/gamecontrols.h"
#include "app/gui/gamefileactions.h"
#include "app/gui/gamenavigator.h"
#include "app/gui/gameplayers.h"
#include "app/gui/gamestarter.h"
#include "app/gui/movetreeeditor.h"
#include "app/gui/newgamedialog.h"
#include "app/gui/repaintpacer.h"
#include "app/gui/statusline.h"
#include "app/gui/viewoptions.h"
#include "app/gui/windowmatch.h"
#include "app/gui/windowmenus.h"
#include "app/gui/windowscreenshot.h"
#include "app/session/analysiscontroller.h"
#include "app/session/pvformatter.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QVBoxLayout>

namespace tabiya {

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
    createCentralWidgets();
    createParts();
    connectParts();
    connectSession();
    if (!m_options.screenshot.isEmpty())
        new WindowScreenshot(this, m_session, m_options.screenshot, m_options.screenshotPlies);
    // After the window's handlers of the session: the match reads the status line they set.
    m_windowMatch = new WindowMatch(this, m_options, m_docks->matchDock(), m_matchPanel);
    connect(m_windowMatch, &WindowMatch::statusMessage, this, &MainWindow::setStatus);
    connect(m_windowMatch, &WindowMatch::warning, this, &MainWindow::warn);
    connect(m_windowMatch, &WindowMatch::enginesReleased, m_setup, &GameStarter::releaseEngines);
    m_menus = new WindowMenus(this);
    connect(m_menus, &WindowMenus::newGameRequested, this, &MainWindow::newGameDialog);
    connect(m_menus, &WindowMenus::modeRequested, this, &MainWindow::setMode);
    connect(m_menus, &WindowMenus::analysisRequested, this, [this] { startAnalysis(); });
    connect(m_menus, &WindowMenus::flipRequested, this, [this] {
        m_board->setFlipped(!m_board->isFlipped());
        refreshOutputStyle();
    });
    m_menus->create({m_files, m_treeEditor, m_moves, m_navigator, m_view, m_windowMatch, m_controls,
                     m_engineActions, m_docks});
    loadSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::createCentralWidgets() {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_clockBar = new ClockBar(m_session, central);
    layout->addWidget(m_clockBar);
    layout->addWidget(m_board, 1);
    m_board->setAnimationPacedByWindow(true); // by the RepaintPacer
    setCentralWidget(central);
    m_status->setTextFormat(Qt::PlainText); // engine messages are untrusted text
    statusBar()->addWidget(new StatusLine(m_status, statusBar()), 1);
    if (!m_options.screenshot.isEmpty()) m_board->setAnimationsEnabled(false);
}

void MainWindow::createParts() {
    m_players = new GamePlayers(m_session, this);
    m_setup = new GameStarter(m_session, m_players, this);
    m_view = new ViewOptions(m_session, m_board, !m_options.screenshot.isEmpty(), this);
    m_navigator = new GameNavigator(m_session, m_board, m_moves, m_evalGraph, this);
    m_treeEditor = new MoveTreeEditor(m_session, m_navigator, m_board, m_view, this);
    m_outputPanel = new EngineOutputPanel(m_analysis, m_view, this);
    m_matchPanel = new MatchScorePanel(this);
    m_docks = new DockLayout(this, m_moves, m_evalGraph, m_outputPanel, m_matchPanel);
    m_controls = new GameControls(m_session, this);
    m_files = new GameFileActions(
        m_session, m_board, m_view, [this] { return settings().variant; }, this);
    m_engineActions =
        new EngineActions(this, m_analysis, m_tools, m_players, m_navigator, m_outputPanel);
    m_rules = new EngineRules(
        m_session, m_board, m_players,
        [this] { return Variant::byName(settings().variant.toStdString()) != nullptr; },
        statusBar());
}

void MainWindow::connectParts() {
    connect(m_setup, &GameStarter::styleDue, this, &MainWindow::applyPieceStyle);
    connect(m_setup, &GameStarter::orientationDue, this, [this](bool flipped) {
        m_board->setFlipped(flipped);
        refreshOutputStyle();
    });
    connect(m_setup, &GameStarter::statusMessage, this, &MainWindow::setStatus);
    connect(m_setup, &GameStarter::gameChanged, this, &MainWindow::refreshAll);
    connect(m_view, &ViewOptions::piecesChanged, this, &MainWindow::applyPieceStyle);
    connect(m_view, &ViewOptions::notationChanged, this, [this] {
        refreshMoves();
        refreshOutputStyle();
        if (m_analysis->isRunning()) m_outputPanel->refreshExcludedMoves();
    });
    connect(m_navigator, &GameNavigator::statusMessage, this, &MainWindow::setStatus);
    connect(m_navigator, &GameNavigator::shownPositionChanged, m_engineActions,
            &EngineActions::analyseShownPosition);
    connect(m_navigator, &GameNavigator::variationLeft, this, &MainWindow::showGameStatus);
    connect(m_treeEditor, &MoveTreeEditor::statusMessage, this, &MainWindow::setStatus);
    connect(m_treeEditor, &MoveTreeEditor::tagsChanged, this, &MainWindow::refreshClocks);
    connect(m_treeEditor, &MoveTreeEditor::mainLineReplaced, this, [this](const Game& edited) {
        m_setup->beginEditGame(settings().variant);
        m_session->loadGame(edited);
    });
    connect(m_outputPanel, &EngineOutputPanel::pvMoveClicked, this,
            [this](int slot, const QList<Move>& moves) {
                // The analysing engine's lines start where the board stands.
                m_navigator->showEngineLine(moves, slot == 0 && m_analysis->isRunning());
            });
    connect(m_controls, &GameControls::statusMessage, this, &MainWindow::setStatus);
    connect(m_controls, &GameControls::gameAborted, this, &MainWindow::refreshAll);
    connect(m_clockBar, &ClockBar::clicked, m_controls, &GameControls::clockClicked);
    connect(m_files, &GameFileActions::statusMessage, this, &MainWindow::setStatus);
    connect(m_files, &GameFileActions::warning, this, &MainWindow::warn);
    connect(m_files, &GameFileActions::gameLoaded, this, &MainWindow::showLoadedGame);
    connect(m_files, &GameFileActions::positionChosen, this, &MainWindow::startFromPosition);
    connect(m_engineActions, &EngineActions::statusMessage, this, &MainWindow::setStatus);
    connect(m_engineActions, &EngineActions::editGameWanted, this,
            [this] { setMode(int(Session::Mode::EditGame)); });
    connect(m_engineActions, &EngineActions::gameAnalyzed, this, [this](const Game& annotated) {
        m_session->abort();
        m_session->loadGame(annotated);
        refreshAll();
    });
    connect(m_rules, &EngineRules::variantChanged, this, &MainWindow::applyPieceStyle);
    connect(m_board, &BoardView::moveEntered, this, &MainWindow::onBoardMove);
    connect(m_board, &BoardView::illegalMoveAttempt, this, &MainWindow::setStatus);
    connect(m_moves, &MoveListWidget::pathSelected, m_navigator, &GameNavigator::showPath);
    connect(m_moves, &MoveListWidget::stepRequested, m_navigator, &GameNavigator::step);
    connect(m_evalGraph, &EvalGraph::plySelected, m_navigator, &GameNavigator::showPly);
    connect(m_evalGraph, &EvalGraph::staleShown, this, &MainWindow::refreshOutputs);
    connect(m_tools, &EngineTools::message, this, &MainWindow::setStatus);
    connect(m_tools, &EngineTools::hint, this, [this](const QString& move, const QString& who) {
        setStatus(tr("Hint from %1: %2").arg(who, hintText(move)));
    });
}

void MainWindow::connectSession() {
    connect(m_session, &Session::preludeShown, this, [this] {
        m_rules->showPrelude();
        refreshAll();
        setStatus(tr("Click on the board to choose how the game of %1 starts.")
                      .arg(m_session->game().tag(QStringLiteral("Variant"))));
    });
    connect(m_session, &Session::gameStarted, this, [this] {
        m_rules->follow();
        m_engineActions->followEngines();
        refreshOutputs();
        refreshAll();
        setStatus(tr("%1 to move").arg(m_session->game().sideName(m_session->sideToMove())));
    });
    connect(m_session, &Session::moveMade, this, [this] {
        m_navigator->followGame();
        refreshAll();
        refreshOutputs();
        setStatus(tr("%1 to move").arg(m_session->game().sideName(m_session->sideToMove())));
    });
    connect(m_session, &Session::movesTakenBack, this, [this] {
        m_navigator->followGame();
        refreshAll();
        refreshOutputs();
        showGameStatus(); // the side to move changed: the last move's words are stale
    });
    connect(m_session, &Session::turnChanged, this, [this] {
        refreshClocks();
        m_navigator->refreshBoardInteraction();
    });
    connect(m_session, &Session::stateChanged, this, [this] {
        refreshClocks();
        m_navigator->refreshBoardInteraction();
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
    if (m_options.debug) m_players->logTranscripts(m_options.debugFile); // -debug, -debugFile
    connect(m_session, &Session::thinking, this, [this](Color side, const ThinkingLine& line) {
        m_outputPanel->addThinking(side, line, settings().engines[White].has_value());
    });
    connect(m_session, &Session::hintReceived, this,
            [this](const QString& move) { setStatus(tr("Hint: %1").arg(hintText(move))); });
    connect(m_session, &Session::drawOffered, this, [this](Color side) {
        setStatus(tr("%1 offers a draw").arg(m_session->game().sideName(side)));
    });
    connect(m_session, &Session::message, this, &MainWindow::setStatus);
}

QList<EngineConfig> MainWindow::availableEngines() const {
    // The command line's engines first (when given), then the person's engine list.
    QList<EngineConfig> list =
        m_tools->available(m_options.firstGiven ? std::optional(m_options.first) : std::nullopt,
                           m_options.secondGiven ? std::optional(m_options.second) : std::nullopt);
    m_players->addAnnouncedVariants(list);
    return list;
}

void MainWindow::loadSettings() {
    m_docks->restore();
    m_setup->loadTimeControl();
    m_view->load();
}

void MainWindow::saveSettings() const {
    m_docks->save();
    m_setup->saveTimeControl();
    m_view->save();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    m_session->abort(
        EndReason::translated("tabiya::MainWindow", QT_TR_NOOP("The window was closed")));
    m_players->shutdown();
    m_engineActions->shutdown();
    event->accept();
}

void MainWindow::startFromOptions() {
    const GameSettings s =
        GameStarter::fromCommandLine(settings(), m_options, m_tools->prepared(m_options.first),
                                     m_tools->prepared(m_options.second));
    // -lgf / -lpf: the game starts from the opening the index picks for a first game.
    QString error;
    std::optional<MatchOpenings> openings = m_options.openings(&error);
    if (!error.isEmpty()) {
        startGame(s);
        warn(tr("Opening file"), error);
        return;
    }
    if (m_options.gamesGiven) { // -mg: a match, as XBoard plays it
        m_setup->setSettings(s);
        m_windowMatch->start(m_options, std::move(openings));
    } else if (openings) {
        const Game opening = openings->gameFor(0);
        startGame(s, &opening);
    } else {
        startGame(s);
    }
}

void MainWindow::setMode(int mode) {
    m_setup->setMode(Session::Mode(mode), availableEngines().value(0));
}

void MainWindow::showLoadedGame(const PgnLoadResult& r) {
    const Game& game = r.game;
    // Its move list, built in the loader's thread: refreshMoves takes it.
    m_navigator->prepareMoves(game.movesRevision(), r.moveListNotation, r.moveList);
    m_setup->beginEditGame(QString::fromStdString(game.variant().name));
    m_session->loadGame(game);
    refreshAll();
    m_navigator->prepareMoves(0, {}, nullptr);
    refreshOutputs(); // a finished game starts no play, but its evaluations are graphed
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(availableEngines(), settings(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_setup->setDialogTimeControl(dialog.settings().timeControl);
    startGame(dialog.settings());
}

void MainWindow::applyPieceStyle() {
    const Variant* v = Variant::byName(settings().variant.toStdString());
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
    m_navigator->reshow();
}

void MainWindow::refreshMoves() {
    m_navigator->refreshMoves(m_view->moveListNotation());
}

void MainWindow::refreshOutputs() {
    if (m_analysis->isRunning()) return; // the analysis view follows its own position
    m_outputPanel->showGame(*m_session, settings().engines);
    m_evalGraph->setGame(m_session->game());
}

void MainWindow::refreshOutputStyle() {
    m_outputPanel->followStyle(*m_board);
}

void MainWindow::refreshClocks() {
    m_clockBar->refresh();
    setWindowTitle(
        tr("Tabiya: %1 - %2").arg(m_clockBar->playerName(White), m_clockBar->playerName(Black)));
}

void MainWindow::onBoardMove(const Move& m) {
    if (m_treeEditor->addMove(m)) return;
    if (m_navigator->isLookingBack()) {
        // As XBoard: the game goes on from its own position, not from the one looked at.
        m_navigator->showPly(-1);
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

} // namespace tabiya
