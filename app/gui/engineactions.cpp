#include "app/gui/engineactions.h"

#include "app/gui/engineoutputpanel.h"
#include "app/gui/enginetools.h"
#include "app/gui/gamenavigator.h"
#include "app/gui/gameplayers.h"
#include "app/gui/mainwindow.h"
#include "app/session/analysiscontroller.h"
#include "app/session/engineplayer.h"
#include "app/session/gameanalyzer.h"
#include "app/session/session.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QMenu>
#include <QProgressDialog>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

EngineActions::EngineActions(MainWindow* window, AnalysisController* analysis, EngineTools* tools,
                             GamePlayers* players, GameNavigator* navigator,
                             EngineOutputPanel* outputs)
    : QObject(window)
    , m_window(window)
    , m_analysis(analysis)
    , m_tools(tools)
    , m_players(players)
    , m_navigator(navigator)
    , m_outputs(outputs) {
    connect(m_analysis, &AnalysisController::ready, this, [this] {
        followEngines();
        m_outputs->showAnalysisEngine();
        emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Analysis mode: %1")
                               .arg(m_analysis->engineName()));
    });
    connect(m_analysis, &AnalysisController::message, this, &EngineActions::statusMessage);
    connect(m_analysis, &AnalysisController::failed, this, [this](const QString& reason) {
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "Analysis stopped: %1").arg(reason));
    });
}

void EngineActions::addMenu(QMenu* engine) {
    engine->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Manage Engines..."),
                      m_tools, &EngineTools::manageEngines);
    engine->addSeparator();
    for (int slot = 0; slot < 2; ++slot)
        engine->addAction(
            QCoreApplication::translate("tabiya::MainWindow", "Engine #%1 &Settings...")
                .arg(slot + 1),
            this, [this, slot] { openSettings(slot); });
    for (int slot = 0; slot < 2; ++slot) {
        // XBoard's Shift+1 / Shift+2. One key only: the keyboard layer reports Shift+1 as
        // "!" too (or '"' on German keyboards), so a second shortcut "!" made the key
        // ambiguous and it did nothing.
        QAction* console = engine->addAction(
            QCoreApplication::translate("tabiya::MainWindow", "Engine #%1 &Console").arg(slot + 1),
            this, [this, slot] { m_tools->openConsole(slot, engineInSlot(slot)); });
        console->setShortcut(QKeySequence(Qt::SHIFT | (slot == 0 ? Qt::Key_1 : Qt::Key_2)));
    }
    engine->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Book Moves"), this,
                      [this] { m_tools->requestBook(engineInSlot(0)); });
    engine->addSeparator();
    engine->addAction(QCoreApplication::translate("tabiya::MainWindow", "S&top Analysis"), this,
                      &EngineActions::stopAnalysis);
    engine->addAction(QCoreApplication::translate("tabiya::MainWindow", "Set Sc&ore..."), this,
                      &EngineActions::setScore);
}

void EngineActions::openSettings(int slot) {
    // With no engine in the game, Engine #1 is the first of the list (as XBoard always has
    // a first engine loaded): started briefly to read its options.
    auto config = configInSlot(slot);
    if (!config && slot == 0) config = m_window->availableEngines().value(0);
    if (!engineInSlot(slot) && !config) {
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "No engine #%1 in this game.")
                .arg(slot + 1));
        return;
    }
    m_tools->openSettings(engineInSlot(slot), config.value_or(EngineConfig{}));
}

// CECP setscore (engines with setscore=1): the person's own verdict on the position.
void EngineActions::setScore() {
    if (!m_analysis->isAnalysing() || !m_analysis->canSetScore()) {
        emit statusMessage(QCoreApplication::translate(
            "tabiya::MainWindow", "Set Score needs Analysis Mode with an engine that offers it."));
        return;
    }
    bool ok = false;
    const double pawns = QInputDialog::getDouble(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "Set Score"),
        QCoreApplication::translate("tabiya::MainWindow",
                                    "The position is worth (pawns, for the side to move):"),
        0, -100, 100, 2, &ok);
    if (!ok) return;
    const int depth = QInputDialog::getInt(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "Set Score"),
        QCoreApplication::translate("tabiya::MainWindow", "Up to search depth:"), 10, 1, 100, 1,
        &ok);
    if (ok) m_analysis->setScore(qRound(pawns * 100), depth);
}

void EngineActions::startAnalysis(const std::optional<EngineConfig>& engine) {
    const QList<EngineConfig> engines = m_window->availableEngines();
    const std::optional<EngineConfig> config = engine            ? engine
                                               : configInSlot(0) ? configInSlot(0)
                                                                 : engines.value(0);
    if (!config) return;
    // The person moves both sides; the engine follows whatever position is shown.
    if (m_window->session()->mode() != Session::Mode::EditGame) emit editGameWanted();
    m_outputs->startAnalysis(config->name);
    m_analysis->start(*config);
    analyseShownPosition();
    emit statusMessage(
        QCoreApplication::translate("tabiya::MainWindow", "Analysis mode: starting %1...")
            .arg(config->name));
}

void EngineActions::stopAnalysis() {
    if (!m_analysis->isRunning()) return;
    m_analysis->stop();
    emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Analysis stopped"));
}

void EngineActions::analyseShownPosition() {
    if (!m_analysis->isRunning()) return;
    const Game& g = m_window->session()->game();
    QList<Move> moves = m_navigator->shownMoves();
    moves.append(m_navigator->variation());
    m_analysis->analyse(g.variant(), g.startFen(), moves);
}

void EngineActions::analyzeGame() {
    const Game& g = m_window->session()->game();
    if (g.ply() == 0) {
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "There are no moves to analyze."));
        return;
    }
    const std::optional<EngineConfig> config =
        configInSlot(0) ? configInSlot(0) : m_window->availableEngines().value(0);
    if (!config) return;
    stopAnalysis();
    if (!m_gameAnalyzer) m_gameAnalyzer = new GameAnalyzer(this);
    m_gameAnalyzer->setLimits(1000, 0);
    auto* progress = new QProgressDialog(
        QCoreApplication::translate("tabiya::MainWindow", "Analyzing the game with %1...")
            .arg(config->name),
        QCoreApplication::translate("tabiya::MainWindow", "Cancel"), 0, g.ply(), m_window);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(0);
    connect(progress, &QProgressDialog::canceled, m_gameAnalyzer, &GameAnalyzer::cancel);
    auto done = [progress] { progress->close(); };
    connect(m_gameAnalyzer, &GameAnalyzer::progress, progress, &QProgressDialog::setValue);
    connect(
        m_gameAnalyzer, &GameAnalyzer::finished, this,
        [this, done](const Game& annotated) {
            done();
            emit gameAnalyzed(annotated);
            emit statusMessage(QCoreApplication::translate(
                "tabiya::MainWindow", "Game analyzed: evaluations and better lines are in the "
                                      "moves' comments (File > Save Game)."));
        },
        Qt::SingleShotConnection);
    connect(
        m_gameAnalyzer, &GameAnalyzer::failed, this,
        [this, done](const QString& why) {
            done();
            emit statusMessage(
                QCoreApplication::translate("tabiya::MainWindow", "Game analysis failed: %1")
                    .arg(why));
        },
        Qt::SingleShotConnection);
    m_gameAnalyzer->start(*config, g);
}

void EngineActions::shutdown() {
    m_analysis->stop();
    if (m_gameAnalyzer) m_gameAnalyzer->cancel();
}

EngineConnection* EngineActions::engineInSlot(int slot) const {
    if (slot == 0 && m_analysis->isRunning()) return m_analysis->engine();
    // Engine #1 is the first engine of the game (either colour), Engine #2 the other.
    const QList<EnginePlayer*> players = m_players->engines();
    return slot < players.size() ? players[slot]->engine() : nullptr;
}

std::optional<EngineConfig> EngineActions::configInSlot(int slot) const {
    QList<EngineConfig> configs;
    for (const auto& e : m_window->settings().engines)
        if (e) configs.append(*e);
    if (slot < configs.size()) return configs[slot];
    return std::nullopt;
}

void EngineActions::followEngines() {
    for (int slot = 0; slot < 2; ++slot)
        m_tools->follow(slot, engineInSlot(slot));
}

} // namespace tabiya
