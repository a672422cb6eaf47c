#pragma once
// SessionSeats: the two players of a Session's game (not owned; one object may play both
// sides) and the wiring to them. Each player's signals come out again with the side it
// plays, so Session's handlers take a side; the calls that go to every player go once to
// each distinct one.

#include "app/session/player.h"

#include <QObject>
#include <QPointer>
#include <array>
#include <functional>

namespace tabiya {

class SessionSeats : public QObject {
    Q_OBJECT
public:
    explicit SessionSeats(QObject* parent = nullptr)
        : QObject(parent) {}

    void setPlayer(Color side, Player* player);
    Player* player(Color side) const { return m_players[side]; }
    Player* operator[](Color side) const { return m_players[side]; }
    bool bothSeated() const { return m_players[White] && m_players[Black]; }
    // One object plays both sides (Edit Game with one engine, a person on both).
    bool onePlayer() const { return m_players[White] == m_players[Black]; }
    bool personPlays() const;
    // The player of `side`'s opponent, unless one object plays both sides (null then).
    Player* opponentOf(Color side) const;
    // The first engine there is (White's first), for a hint.
    Player* firstEngine() const;
    // `f` for each distinct player there is, White's first.
    void forEach(const std::function<void(Color, Player*)>& f) const;
    // Pause and resume go to each side's player (twice to one that plays both).
    void pause() const;
    void resume() const;

signals:
    void ready(tabiya::Color side);
    void startFailed(const QString& reason);
    void moveChosen(tabiya::Color side, tabiya::Move move, const tabiya::Evaluation& evaluation);
    void resigned(tabiya::Color side);
    void drawOffered(tabiya::Color side);
    void resultClaimed(tabiya::Color side, tabiya::PlayerResult result, const QString& reason);
    void forfeited(tabiya::Color side, const tabiya::EndReason& reason, bool abandoned);
    void thinking(tabiya::Color side, const tabiya::ThinkingLine& line);
    void hint(const QString& move);
    void message(const QString& text);
    void variantDescribed(tabiya::Color side, const tabiya::EngineVariantDefinition& definition);
    void moveRejected(tabiya::Color side, const QString& words);

private:
    void connectPlayer(Color side);

    std::array<QPointer<Player>, 2> m_players;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace tabiya
