#include "app/session/sessionseats.h"

namespace tabiya {

void SessionSeats::setPlayer(Color side, Player* player) {
    m_players[side] = player;
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    connectPlayer(White);
    connectPlayer(Black);
}

void SessionSeats::connectPlayer(Color side) {
    Player* p = m_players[side];
    if (!p) return;
    auto& cs = m_connections;
    cs << connect(p, &Player::ready, this, [this, side] { emit ready(side); });
    cs << connect(p, &Player::startFailed, this, &SessionSeats::startFailed);
    cs << connect(p, &Player::moveChosen, this,
                  [this, side](Move m, const Evaluation& e) { emit moveChosen(side, m, e); });
    cs << connect(p, &Player::resigned, this, [this, side] { emit resigned(side); });
    cs << connect(p, &Player::drawOffered, this, [this, side] { emit drawOffered(side); });
    cs << connect(p, &Player::resultClaimed, this,
                  [this, side](PlayerResult r, const QString& reason) {
                      emit resultClaimed(side, r, reason);
                  });
    cs << connect(p, &Player::forfeited, this,
                  [this, side](const EndReason& reason, bool abandoned) {
                      emit forfeited(side, reason, abandoned);
                  });
    cs << connect(p, &Player::thinking, this,
                  [this, side](const ThinkingLine& line) { emit thinking(side, line); });
    cs << connect(p, &Player::hint, this, &SessionSeats::hint);
    cs << connect(p, &Player::message, this, &SessionSeats::message);
    cs << connect(
        p, &Player::variantDescribed, this,
        [this, side](const EngineVariantDefinition& d) { emit variantDescribed(side, d); });
    cs << connect(p, &Player::moveRejected, this,
                  [this, side](const QString& words) { emit moveRejected(side, words); });
}

bool SessionSeats::personPlays() const {
    return (m_players[White] && m_players[White]->isHuman()) ||
           (m_players[Black] && m_players[Black]->isHuman());
}

void SessionSeats::forEach(const std::function<void(Color, Player*)>& f) const {
    for (const Color c : {White, Black}) {
        Player* p = m_players[c];
        if (!p || (c == Black && p == m_players[White])) continue;
        f(c, p);
    }
}

Player* SessionSeats::opponentOf(Color side) const {
    Player* opponent = m_players[~side];
    return opponent != m_players[side] ? opponent : nullptr;
}

Player* SessionSeats::firstEngine() const {
    for (const Color c : {White, Black})
        if (Player* p = m_players[c]; p && !p->isHuman()) return p;
    return nullptr;
}

void SessionSeats::pause() const {
    for (Player* p : m_players)
        if (p) p->pause();
}

void SessionSeats::resume() const {
    for (Player* p : m_players)
        if (p) p->resume();
}

} // namespace tabiya
