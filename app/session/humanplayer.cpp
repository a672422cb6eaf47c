#include "app/session/humanplayer.h"

namespace tabiya {

HumanPlayer::HumanPlayer(const QString& name, QObject* parent)
    : Player(parent)
    , m_name(name) {}

void HumanPlayer::newGame(const PlayerGame&) {
    m_onMove = false;
}

void HumanPlayer::startTurn(qint64, qint64) {
    m_onMove = true;
}

void HumanPlayer::opponentMoved(const Position&, Move, qint64, qint64) {}

void HumanPlayer::takeBack(int, const Position&) {
    m_onMove = false;
}

void HumanPlayer::endGame(PlayerResult, const QString&) {
    m_onMove = false;
}

void HumanPlayer::submitMove(Move m) {
    if (!m_onMove) return;
    m_onMove = false;
    emit moveChosen(m, Evaluation{});
}

void HumanPlayer::resign() {
    emit resigned();
}

} // namespace tabiya
