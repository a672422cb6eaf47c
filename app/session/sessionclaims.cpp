#include "app/session/sessionclaims.h"

#include "app/session/game.h"
#include "app/session/sessionclocks.h"
#include "app/session/sessionseats.h"
#include "app/session/sessionvariant.h"

#include <QCoreApplication>

namespace tabiya {

SessionClaims::SessionClaims(Game* game, SessionSeats* seats, SessionClocks* clocks,
                             SessionVariant* variant, std::function<bool()> playing,
                             QObject* parent)
    : QObject(parent)
    , m_game(game)
    , m_seats(seats)
    , m_clocks(clocks)
    , m_variant(variant)
    , m_playing(std::move(playing)) {
    connect(seats, &SessionSeats::resigned, this, &SessionClaims::resign);
    connect(seats, &SessionSeats::drawOffered, this, &SessionClaims::offerDraw);
    connect(seats, &SessionSeats::resultClaimed, this, &SessionClaims::claimResult);
    connect(clocks, &SessionClocks::flagFell, this, &SessionClaims::flagFell);
}

void SessionClaims::offerDraw(Color side) {
    if (!m_playing()) return;
    if (m_drawOffer[~side]) {
        emit verdict(SessionJudge::agreedDraw());
        return;
    }
    m_drawOffer[side] = true;
    // Told before the opponent hears it: what the opponent says of it (an engine that
    // cannot be offered a draw says so) comes after "White offers a draw".
    emit drawOffered(side);
    if (Player* opponent = m_seats->opponentOf(side)) opponent->offerDraw();
}

bool SessionClaims::claimDraw() {
    if (!m_playing()) return false;
    const auto allowed = SessionJudge::drawClaim(*m_game);
    if (!allowed) return false;
    emit verdict(*allowed);
    return true;
}

void SessionClaims::resign(Color side) {
    if (!m_playing()) return;
    emit verdict(SessionJudge::resignation(*m_game, side));
}

void SessionClaims::claimResult(Color side, PlayerResult r, const QString& reason) {
    if (!m_playing()) return;
    const ResultClaim claim{side, r, m_seats->player(side)->name(), reason};
    emit verdict(
        SessionJudge::claim(*m_game, claim, m_drawOffer[~side], m_variant->engineJudged()));
}

void SessionClaims::flagFell(Color side) {
    if (!m_playing()) return;
    // Without auto flag a person calls the flag; two engines cannot, so theirs is called.
    if (!m_autoFlag && m_seats->personPlays()) {
        // Session's translation context, where the words were written first.
        emit message(QCoreApplication::translate("tabiya::Session",
                                                 "%1's flag fell: Call Flag claims the game")
                         .arg(m_game->sideName(side)));
        emit flagDown(side);
        return;
    }
    emit verdict(SessionJudge::lossOnTime(*m_game, side));
}

bool SessionClaims::canCallFlag(Color claimant) const {
    return m_playing() && m_clocks->clock(~claimant)->hasFlagged();
}

bool SessionClaims::callFlag(Color claimant) {
    if (!canCallFlag(claimant)) return false;
    emit verdict(SessionJudge::lossOnTime(*m_game, ~claimant));
    return true;
}

void SessionClaims::adjudicate(GameResult result, const EndReason& reason) {
    if (!m_playing()) return;
    emit verdict({result, reason, TerminationKind::Adjudication});
}

} // namespace tabiya
