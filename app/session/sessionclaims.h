#pragma once
// SessionClaims: a Session's game ended by what someone says rather than by a move: a
// resignation, draw offers (one standing until the offering side's opponent moves; two
// make a draw by agreement), a draw claimed under the rules, a player's result claim, a
// flag that fell (called at once, or with auto flag off left for a person to call) and
// the person's or the CLI's adjudication. Each becomes a SessionVerdict (SessionJudge) in
// verdict(), with which Session ends the game; nothing happens unless a game is played.
// The players' resignations, offers and claims and the clocks' flags come in directly.

#include "app/session/player.h"
#include "app/session/sessionjudge.h"

#include <QObject>
#include <array>
#include <functional>

namespace tabiya {

class Game;
class SessionClocks;
class SessionSeats;
class SessionVariant;

class SessionClaims : public QObject {
    Q_OBJECT
public:
    // `playing`: is a game being played (or paused) now?
    SessionClaims(Game* game, SessionSeats* seats, SessionClocks* clocks, SessionVariant* variant,
                  std::function<bool()> playing, QObject* parent = nullptr);

    void setAutoFlag(bool on) { m_autoFlag = on; }
    bool autoFlag() const { return m_autoFlag; }
    // No draw offer stands (a new game, a takeback).
    void withdrawOffers() { m_drawOffer = {false, false}; }
    // `side` moved: that declines the opponent's offer.
    void moved(Color side) { m_drawOffer[~side] = false; }

    void offerDraw(Color side);
    bool claimDraw();
    void resign(Color side);
    void claimResult(Color side, PlayerResult r, const QString& reason);
    void flagFell(Color side);
    bool canCallFlag(Color claimant) const;
    bool callFlag(Color claimant);
    void adjudicate(GameResult result, const EndReason& reason);

signals:
    void verdict(const tabiya::SessionVerdict& verdict);
    void drawOffered(tabiya::Color side);
    // A flag fell and the game goes on (auto flag off) until callFlag.
    void flagDown(tabiya::Color side);
    void message(const QString& text);

private:
    Game* m_game;
    SessionSeats* m_seats;
    SessionClocks* m_clocks;
    SessionVariant* m_variant;
    std::function<bool()> m_playing;
    std::array<bool, 2> m_drawOffer{};
    bool m_autoFlag = true;
};

} // namespace tabiya
