// MainWindow's game controls as XBoard has them: Action > Abort, Call Flag and Adjudicate
// (the result and its reason go to the engines in English and into the PGN); the Options
// toggles (Ponder, Auto Flag, Always Queen, Animate Moves, Show Coordinates, Highlight Last
// Move), applied at once and saved in QSettings when changed; and the Help dialogs.
#include "app/gui/mainwindow.h"

#include "app/gui/clockwidget.h"
#include "app/gui/helpdialogs.h"
#include "app/session/endreason.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

namespace tabiya {

namespace {
// What an adjudication says, in English for the engines (the source text of its tr()).
struct Verdict {
    const char* name; // the action's object name
    GameResult result;
    const char* reason;
};
} // namespace

bool MainWindow::passTurn() {
    Position pos = m_session->game().position();
    MoveList legal;
    pos.generateLegal(legal);
    for (const Move m : legal)
        if (m.isPass()) {
            onBoardMove(m);
            return true;
        }
    setStatus(pos.variant().passing ? tr("A side in check may not pass.")
                                    : tr("Passing is not allowed in this variant."));
    return false;
}

void MainWindow::addGameControls(QMenu* action) {
    action->addSeparator();
    QAction* pass = action->addAction(tr("&Pass"), this, [this] {
        const Player* p = m_session->player(m_session->sideToMove());
        if (!p || !p->isHuman() || !(m_session->isPlaying() || editingGame())) {
            setStatus(tr("Not your move now."));
            return;
        }
        passTurn();
    });
    pass->setObjectName(QStringLiteral("passAction"));
    // XBoard's ClockClick: the person to move passes by clicking the other side's clock.
    for (const Color c : {White, Black})
        connect(m_clockWidgets[c], &ClockWidget::clicked, this, [this, c] {
            const Player* p = m_session->player(~c);
            if (m_session->sideToMove() == ~c && p && p->isHuman() &&
                m_session->game().variant().passing && (m_session->isPlaying() || editingGame()))
                passTurn();
        });

    QAction* abort = action->addAction(tr("A&bort Game"), this, [this] {
        if (!m_session->isPlaying()) {
            setStatus(tr("No game in progress."));
            return;
        }
        const EndReason reason = EndReason::translated(
            "tabiya::MainWindow", QT_TRANSLATE_NOOP("tabiya::MainWindow", "Game aborted"));
        m_session->abort(reason);
        refreshAll();
        setStatus(QStringLiteral("* ") + reason.text);
    });
    abort->setObjectName(QStringLiteral("abortAction"));

    QAction* flag = action->addAction(tr("Call &Flag"), this, [this] {
        // The person whose opponent's time is up; with two people, whichever it is.
        for (int c = 0; c < 2; ++c) {
            const Player* p = m_session->player(Color(c));
            if (p && p->isHuman() && m_session->callFlag(Color(c))) return;
        }
        setStatus(tr("Call Flag: the opponent still has time."));
    });
    flag->setObjectName(QStringLiteral("callFlagAction"));

    QMenu* adjudicate = action->addMenu(tr("Ad&judicate"));
    adjudicate->setObjectName(QStringLiteral("adjudicateMenu"));
    static const Verdict verdicts[] = {
        {"adjudicateWhite", GameResult::WhiteWins,
         QT_TRANSLATE_NOOP("tabiya::MainWindow", "White wins by adjudication")},
        {"adjudicateBlack", GameResult::BlackWins,
         QT_TRANSLATE_NOOP("tabiya::MainWindow", "Black wins by adjudication")},
        {"adjudicateDraw", GameResult::Draw,
         QT_TRANSLATE_NOOP("tabiya::MainWindow", "Draw by adjudication")}};
    const QString texts[] = {tr("&White (Red) Wins"), tr("&Black Wins"), tr("&Draw")};
    for (int i = 0; i < 3; ++i) {
        const Verdict& v = verdicts[i];
        QAction* a = adjudicate->addAction(texts[i], this, [this, v] {
            if (!m_session->isPlaying()) {
                setStatus(tr("No game in progress."));
                return;
            }
            // Xiangqi's first side is Red: the words follow the board, in both languages.
            const bool red =
                m_session->game().variant().isXiangqiLike() && v.result == GameResult::WhiteWins;
            m_session->adjudicate(
                v.result, EndReason::translated("tabiya::MainWindow",
                                                red ? QT_TRANSLATE_NOOP("tabiya::MainWindow",
                                                                        "Red wins by adjudication")
                                                    : v.reason));
        });
        a->setObjectName(QString::fromLatin1(v.name));
    }
}

void MainWindow::addOptionToggles(QMenu* options) {
    QSettings s;
    // A checkable action that applies its state now and whenever it changes, and keeps it.
    auto toggle = [&](const QString& text, const char* name, const QString& key, bool byDefault,
                      auto apply) {
        QAction* a = options->addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        a->setCheckable(true);
        a->setChecked(s.value(key, byDefault).toBool());
        apply(a->isChecked());
        connect(a, &QAction::toggled, this, [key, apply](bool on) {
            apply(on);
            QSettings().setValue(key, on);
        });
        return a;
    };
    toggle(tr("&Ponder"), "ponderAction", QStringLiteral("options/ponder"), false,
           [this](bool on) { m_session->setPonder(on); });
    toggle(tr("Auto &Flag"), "autoFlagAction", QStringLiteral("options/autoFlag"), true,
           [this](bool on) { m_session->setAutoFlag(on); });
    toggle(tr("Always &Queen"), "alwaysQueenAction", QStringLiteral("options/alwaysQueen"), false,
           [this](bool on) { m_board->setAlwaysQueen(on); });
    options->addSeparator();
    // A -screenshot run takes its picture without animation, whatever was saved.
    const bool still = !m_options.screenshot.isEmpty();
    toggle(tr("&Animate Moving"), "animateAction", QStringLiteral("options/animateMoves"), true,
           [this, still](bool on) { m_board->setAnimationsEnabled(on && !still); });
    toggle(tr("Show &Coordinates"), "coordinatesAction", QStringLiteral("options/showCoordinates"),
           true, [this](bool on) { m_board->setShowCoordinates(on); });
    toggle(tr("&Highlight Last Move"), "lastMoveAction",
           QStringLiteral("options/highlightLastMove"), true,
           [this](bool on) { m_board->setShowLastMove(on); });
    options->addSeparator();
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
