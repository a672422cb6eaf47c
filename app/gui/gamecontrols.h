#pragma once
// GameControls: the Action menu, XBoard's commands on the game being played. Draw offers
// and claims, Resign, Move Now, Retract Move and Hint for the person's side; Abort, Call
// Flag and Adjudicate (the result and its reason go to the engines in English and into the
// PGN); and Mode > Pause. Each goes to the Session; what it has to say goes to the status
// line through statusMessage.

#include "board/core/types.h"

#include <QObject>

class QAction;
class QMenu;

namespace tabiya {

class Session;

class GameControls : public QObject {
    Q_OBJECT
public:
    GameControls(Session* session, QObject* parent);

    // The Action menu's items, in XBoard's order.
    void addActions(QMenu* action);
    // Pause / resume (Pause or P).
    QAction* addPause(QMenu* mode);
    // A side's clock was clicked (XBoard's ClockClick): in a variant with passes (janggi)
    // the person to move passes by clicking the other side's clock.
    void clockClicked(Color clock);
    // Janggi's pass for the person to move (also Action > Pass); false, and the status
    // line says why, when no pass is legal.
    bool passTurn();

signals:
    void statusMessage(const QString& text);
    // The game was aborted: the window shows its end.
    void gameAborted();

private:
    void addEndings(QMenu* action);
    void abortGame();
    void callFlag();
    // The side the person plays (the one human player), else the side to move.
    Color humanSide() const;

    Session* m_session;
};

} // namespace tabiya
