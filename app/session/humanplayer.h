#pragma once
// HumanPlayer: a person at the board. Moves come from the window (BoardView) through
// submitMove(); the session checks them like any other player's.

#include "app/session/player.h"

namespace tabiya {

class HumanPlayer : public Player {
    Q_OBJECT
public:
    explicit HumanPlayer(const QString& name, QObject* parent = nullptr);

    QString name() const override { return m_name; }
    void setName(const QString& name) { m_name = name; }
    bool isHuman() const override { return true; }
    bool isOnMove() const { return m_onMove; }

    void newGame(const PlayerGame& game) override;
    void startTurn(qint64 ownMs, qint64 opponentMs) override;
    void opponentMoved(const Position& before, Move m, qint64 ownMs, qint64 opponentMs) override;
    void takeBack(int plies, const Position& now) override;
    void endGame(PlayerResult result, const QString& reason) override;

    // The person entered a move; ignored unless it is this player's turn.
    void submitMove(Move m);
    void resign();

private:
    QString m_name;
    bool m_onMove = false;
};

} // namespace tabiya
