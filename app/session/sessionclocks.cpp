#include "app/session/sessionclocks.h"

#include "app/session/game.h"
#include "app/session/player.h"

namespace tabiya {

namespace {
// The PGN TimeControl tag: "40/300", "300+2.5", "300", "1/10" (fixed per move), "-".
QString timeControlTag(const TimeControl& tc) {
    auto secs = [](qint64 ms) { return QString::number(ms / 1000.0, 'g', 10); };
    if (tc.infinite) return QStringLiteral("-");
    if (tc.isFixedPerMove()) return QStringLiteral("1/") + secs(tc.fixedMoveMs);
    QString t = tc.movesPerSession > 0
                    ? QString::number(tc.movesPerSession) + QLatin1Char('/') + secs(tc.baseMs)
                    : secs(tc.baseMs);
    if (tc.incrementMs > 0) t += QLatin1Char('+') + secs(tc.incrementMs);
    return t;
}
} // namespace

SessionClocks::SessionClocks(QObject* parent)
    : QObject(parent) {
    for (int c = 0; c < 2; ++c) {
        m_clocks[c] = new Clock(this);
        connect(m_clocks[c], &Clock::flagFell, this, [this, c] { emit flagFell(Color(c)); });
    }
}

void SessionClocks::reset() {
    for (int c = 0; c < 2; ++c)
        m_clocks[c]->setTimeControl(m_tc[c]);
}

void SessionClocks::continueFrom(const Game& game) {
    const Color startSide = game.startPosition().sideToMove();
    for (int c = 0; c < 2; ++c) {
        int moves = 0;
        qint64 left = -1;
        for (int i = 0; i < game.ply(); ++i) {
            if (Color((startSide + i) % 2) != Color(c)) continue;
            ++moves;
            const GameMove& gm = game.moves()[i];
            left = c == White ? gm.whiteRemainingMs : gm.blackRemainingMs;
        }
        if (moves > 0) m_clocks[c]->setState(left >= 0 ? left : m_clocks[c]->remainingMs(), moves);
    }
}

void SessionClocks::rewindTo(const Game& game) {
    const Color startSide = game.startPosition().sideToMove();
    for (int c = 0; c < 2; ++c) {
        int moves = 0;
        qint64 left = m_tc[c].isFixedPerMove() ? m_tc[c].fixedMoveMs : m_tc[c].baseMs;
        for (int i = 0; i < game.ply(); ++i) {
            const GameMove& gm = game.moves()[i];
            const qint64 t = c == White ? gm.whiteRemainingMs : gm.blackRemainingMs;
            if (t >= 0) left = t;
            if (Color((startSide + i) % 2) == Color(c)) ++moves;
        }
        m_clocks[c]->setState(left, moves);
    }
}

void SessionClocks::startTurn(Color side, Player* player,
                              const std::function<bool()>& stillItsTurn) {
    QObject::disconnect(m_delivery);
    if (!player->isDeliveringTurn()) {
        m_clocks[side]->start();
        return;
    }
    // A paced engine's time runs from its last line.
    m_delivery = connect(player, &Player::turnDelivered, this, [this, side, stillItsTurn] {
        QObject::disconnect(m_delivery);
        if (stillItsTurn()) m_clocks[side]->start();
    });
}

void SessionClocks::halt() {
    for (Clock* c : m_clocks)
        c->halt();
}

void SessionClocks::pause() {
    for (Clock* c : m_clocks)
        c->pause();
}

void SessionClocks::resume() {
    for (Clock* c : m_clocks)
        c->resume();
}

void SessionClocks::tag(Game& game) const {
    game.setTag(QStringLiteral("TimeControl"), timeControlTag(m_tc[White]));
    if (m_tc[White] == m_tc[Black]) return;
    game.setTag(QStringLiteral("WhiteTimeControl"), timeControlTag(m_tc[White]));
    game.setTag(QStringLiteral("BlackTimeControl"), timeControlTag(m_tc[Black]));
}

} // namespace tabiya
