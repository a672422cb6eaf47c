#include "app/gui/gamecontrols.h"

#include "app/session/endreason.h"
#include "app/session/player.h"
#include "app/session/session.h"

#include <QCoreApplication>
#include <QMenu>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

namespace {
// What an adjudication says, in English for the engines (the source text of its tr()).
struct Verdict {
    const char* name; // the action's object name
    GameResult result;
    const char* reason;
};
} // namespace

GameControls::GameControls(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session) {}

Color GameControls::humanSide() const {
    for (int c = 0; c < 2; ++c)
        if (m_session->player(Color(c)) && m_session->player(Color(c))->isHuman() &&
            !(m_session->player(Color(1 - c)) && m_session->player(Color(1 - c))->isHuman()))
            return Color(c);
    return m_session->sideToMove();
}

void GameControls::addActions(QMenu* action) {
    action->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "&Accept Draw / Offer Draw"),
        QKeySequence(Qt::CTRL | Qt::Key_D), this, [this] { m_session->offerDraw(humanSide()); });
    action->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "&Claim Draw"), this, [this] {
            if (!m_session->claimDraw(humanSide()))
                emit statusMessage(QCoreApplication::translate(
                    "tabiya::MainWindow", "The rules do not allow a draw claim here."));
        });
    QAction* resign =
        action->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Resign"), this,
                          [this] { m_session->resign(humanSide()); });
    resign->setShortcuts({QKeySequence(Qt::Key_F9), QKeySequence(Qt::CTRL | Qt::Key_R)});
    action->addSeparator();
    action->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Move Now"),
                      QKeySequence(Qt::CTRL | Qt::Key_M), m_session, &Session::moveNow);
    action->addAction(QCoreApplication::translate("tabiya::MainWindow", "Re&tract Move"),
                      QKeySequence(Qt::CTRL | Qt::Key_X), m_session, &Session::retract);
    action->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Hint"),
                      QKeySequence(Qt::CTRL | Qt::Key_H), m_session, &Session::requestHint);
    QAction* pass = action->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Pass"),
                                      this, &GameControls::passTurn);
    pass->setObjectName(QStringLiteral("passAction"));
    addEndings(action);
}

QAction* GameControls::addPause(QMenu* mode) {
    QAction* pause = mode->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Pause"),
                                     QKeySequence(Qt::Key_Pause), this, [this] {
                                         if (m_session->state() == Session::State::Paused)
                                             m_session->resume();
                                         else
                                             m_session->pause();
                                     });
    pause->setShortcuts({QKeySequence(Qt::Key_Pause), QKeySequence(Qt::Key_P)});
    return pause;
}

bool GameControls::passTurn() {
    const Player* p = m_session->player(m_session->sideToMove());
    if (!p || !p->isHuman() || !m_session->isPlaying()) {
        emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Not your move now."));
        return false;
    }
    Position pos = m_session->game().position();
    MoveList legal;
    pos.generateLegal(legal);
    for (const Move m : legal)
        if (m.isPass()) return m_session->humanMove(m);
    emit statusMessage(
        pos.variant().passing
            ? QCoreApplication::translate("tabiya::MainWindow", "A side in check may not pass.")
            : QCoreApplication::translate("tabiya::MainWindow",
                                          "Passing is not allowed in this variant."));
    return false;
}

void GameControls::clockClicked(Color clock) {
    const Player* p = m_session->player(~clock);
    if (m_session->sideToMove() == ~clock && p && p->isHuman() &&
        m_session->game().variant().passing && m_session->isPlaying())
        passTurn();
}

void GameControls::abortGame() {
    if (!m_session->isPlaying()) {
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "No game in progress."));
        return;
    }
    const EndReason reason = EndReason::translated(
        "tabiya::MainWindow", QT_TRANSLATE_NOOP("tabiya::MainWindow", "Game aborted"));
    m_session->abort(reason);
    emit gameAborted();
    emit statusMessage(QStringLiteral("* ") + reason.text);
}

void GameControls::callFlag() {
    // The person whose opponent's time is up; with two people, whichever it is.
    for (int c = 0; c < 2; ++c) {
        const Player* p = m_session->player(Color(c));
        if (p && p->isHuman() && m_session->callFlag(Color(c))) return;
    }
    emit statusMessage(QCoreApplication::translate("tabiya::MainWindow",
                                                   "Call Flag: the opponent still has time."));
}

void GameControls::addEndings(QMenu* action) {
    action->addSeparator();
    QAction* abort =
        action->addAction(QCoreApplication::translate("tabiya::MainWindow", "A&bort Game"), this,
                          &GameControls::abortGame);
    abort->setObjectName(QStringLiteral("abortAction"));
    QAction* flag =
        action->addAction(QCoreApplication::translate("tabiya::MainWindow", "Call &Flag"), this,
                          &GameControls::callFlag);
    flag->setObjectName(QStringLiteral("callFlagAction"));

    QMenu* adjudicate =
        action->addMenu(QCoreApplication::translate("tabiya::MainWindow", "Ad&judicate"));
    adjudicate->setObjectName(QStringLiteral("adjudicateMenu"));
    static const Verdict verdicts[] = {
        {"adjudicateWhite", GameResult::WhiteWins,
         QT_TRANSLATE_NOOP("tabiya::MainWindow", "White wins by adjudication")},
        {"adjudicateBlack", GameResult::BlackWins,
         QT_TRANSLATE_NOOP("tabiya::MainWindow", "Black wins by adjudication")},
        {"adjudicateDraw", GameResult::Draw,
         QT_TRANSLATE_NOOP("tabiya::MainWindow", "Draw by adjudication")}};
    const QString texts[] = {QCoreApplication::translate("tabiya::MainWindow", "&White (Red) Wins"),
                             QCoreApplication::translate("tabiya::MainWindow", "&Black Wins"),
                             QCoreApplication::translate("tabiya::MainWindow", "&Draw")};
    for (int i = 0; i < 3; ++i) {
        const Verdict& v = verdicts[i];
        QAction* a = adjudicate->addAction(texts[i], this, [this, v] {
            if (!m_session->isPlaying()) {
                emit statusMessage(
                    QCoreApplication::translate("tabiya::MainWindow", "No game in progress."));
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

} // namespace tabiya
