#pragma once
// Player: one side of a game as the session sees it, human or engine. The session tells a
// player about the game and the opponent's moves and asks it to move; the player answers
// with signals. Nothing here is protocol text: engine details stay in EnginePlayer.

#include "app/session/endreason.h"
#include "app/session/enginelevel.h"
#include "app/session/evaluation.h"
#include "board/core/enginevariant.h"
#include "board/core/move.h"
#include "board/core/position.h"
#include "protocol/thinkingline.h"
#include "protocol/timecontrol.h"

#include <QList>
#include <QObject>
#include <QString>

namespace tabiya {

// A result as a player claims it or is told it (independent of board/core's enum so the
// protocol's own result type never meets it in one file).
enum class PlayerResult { WhiteWins, BlackWins, Draw, Unfinished };

// What a player needs to know when a game starts.
struct PlayerGame {
    const Variant* variant = &Variant::chess();
    QString variantName; // as engines know it ("normal", "fischerandom", "xiangqi")
    QString startFen;    // empty: the variant's start position
    Position start;      // the position startFen describes
    QList<Move> moves;   // moves already played from start
    Color side = White;  // the side this player plays
    bool plays = true;   // false: follows the game without moving (analysis, edit game)
    TimeControl timeControl;
    QString opponentName;
    bool opponentIsComputer = false;
    bool ponder = false; // think on the opponent's time
    // False in a variant whose rules Tabiya cannot check: the engines judge the moves.
    bool rulesChecked = true;
};

class Player : public QObject {
    Q_OBJECT
public:
    explicit Player(QObject* parent = nullptr)
        : QObject(parent) {}

    virtual QString name() const = 0;
    virtual bool isHuman() const = 0;
    // After ready(): the level the player's options set (an engine's Elo or skill); full
    // strength for a person and an engine without such options.
    virtual EngineLevel level() const { return {}; }

    // Gets ready for a game (engines: start or restart the process); ready() follows,
    // or startFailed().
    virtual void prepare() { emit ready(); }
    // After ready(): can this player play (or follow) a game of that variant? An engine
    // plays what it announced; a person plays anything.
    virtual bool playsVariant(const Variant&) const { return true; }
    // After ready(): can this player play a variant only its name says (one an engine
    // defines: "janggi", "10x10+0_fairy")? An engine plays what it announced.
    virtual bool playsVariantNamed(const QString&) const { return true; }
    // After ready(), before a game of a variant an engine defines: how does this player
    // play `name`? variantDescribed() follows; its setup's FEN is empty when the player
    // defines nothing (a person, or an engine that plays the variant by its name).
    virtual void describeVariant(const QString& name) {
        EngineVariantDefinition none;
        none.name = name.toStdString();
        QMetaObject::invokeMethod(
            this, [this, none] { emit variantDescribed(none); }, Qt::QueuedConnection);
    }
    // The board of a prelude (a setup whose parent ends in '!') was clicked on `square`
    // (its name): the engine that sent it is told ("lift"), and may answer with the
    // final setup, which comes as another variantDescribed().
    virtual void preludeClicked(const QString& square) { Q_UNUSED(square); }
    // A game starts (after ready()).
    virtual void newGame(const PlayerGame& game) = 0;
    // It is this player's turn: ownMs and opponentMs are the clocks.
    virtual void startTurn(qint64 ownMs, qint64 opponentMs) = 0;
    // The opponent played m in `before`; the clocks as they now stand.
    virtual void opponentMoved(const Position& before, Move m, qint64 ownMs, qint64 opponentMs) = 0;
    // The last `plies` moves were taken back; `now` is the position after that.
    virtual void takeBack(int plies, const Position& now) = 0;
    // The game is over; reason is in English (engines are told it).
    virtual void endGame(PlayerResult result, const QString& reason) = 0;
    virtual void moveNow() {}
    virtual void offerDraw() {}
    virtual void requestHint() {}
    virtual void pause() {}
    virtual void resume() {}
    // Think on the opponent's time from now on (engines; people always do).
    virtual void setPonder(bool on) { Q_UNUSED(on); }
    // The player has not yet received all of its turn (an engine whose lines are paced);
    // turnDelivered() follows. Its clock starts then, so it is not charged for our writing.
    virtual bool isDeliveringTurn() const { return false; }

signals:
    void ready();
    void startFailed(const QString& reason);
    void moveChosen(tabiya::Move move, const tabiya::Evaluation& evaluation);
    void resigned();
    void drawOffered();
    void resultClaimed(tabiya::PlayerResult result, const QString& reason);
    // In a game whose rules the engines judge: the engine refused the opponent's last
    // move (its own words), which is taken back; the player's board is as before it.
    void moveRejected(const QString& words);
    // Loses the game at once: an illegal move, or (abandoned) a crash or hang.
    void forfeited(const tabiya::EndReason& reason, bool abandoned);
    void thinking(const tabiya::ThinkingLine& line);
    void hint(const QString& move);
    void message(const QString& text);
    void turnDelivered();
    void variantDescribed(const tabiya::EngineVariantDefinition& definition);
};

} // namespace tabiya
