#pragma once
// SessionVariant: the variant engines define in a Session's game (CECP setup and piece
// lines: Fairy-Max's grande-acedrex, Fairy-Stockfish's manchu, or a board of another size
// on a parent, "10x10+0_fairy"). It asks the players how they play the variant, waits for
// both answers (or gives up after DescribeMs), builds the variant from the first engine's
// answer and resets the game on it. It remembers which engine starts from its own setup
// (it gets no position) and whether the engines judge the moves (Tabiya cannot check
// them). Empty name: a variant Tabiya has built in, nothing to ask.

#include "app/session/sessionseats.h"

#include <QObject>
#include <QTimer>
#include <array>
#include <optional>

namespace tabiya {

class Game;

class SessionVariant : public QObject {
    Q_OBJECT
public:
    // How long the engines may take to describe a variant.
    static constexpr int DescribeMs = 15000;

    explicit SessionVariant(QObject* parent = nullptr);

    // A new game of the engine-defined variant `name` (empty: of a built-in one).
    void reset(const QString& name = {});
    const QString& name() const { return m_name; }
    bool isDefined() const { return !m_name.isEmpty(); }
    // Not described yet: the game has to wait for the players' descriptions.
    bool needsDescription() const {
        return isDefined() && !m_described[White] && !m_described[Black];
    }
    bool engineJudged() const { return m_engineJudged; }
    // The engine of `side` starts from its own setup, which is the game's start.
    bool ownStart(Color side) const { return m_ownStart[side]; }
    // The side whose engine's prelude board is shown (a setup whose parent ends in '!'):
    // the game starts once its final setup comes.
    std::optional<Color> preludeSide() const { return m_prelude; }

    // Asks each distinct player how it plays the variant; described() or failed() follows.
    void describe(const SessionSeats& seats);
    // A player's answer (one player on both sides answers for both).
    void onDescribed(Color side, const EngineVariantDefinition& definition, bool onePlayer);
    // Resets `game` on the variant the engine of `first` described (the other's when that
    // one sets up no board). False, with failed(), when Tabiya cannot play it.
    bool start(Game& game, Color first);

signals:
    void described();
    void failed(const QString& reason);
    void message(const QString& text);
    void preludeShown();

private:
    void fail(const QString& reason);

    QString m_name; // as engines know it
    std::array<std::optional<EngineVariantDefinition>, 2> m_described;
    std::array<bool, 2> m_ownStart{};
    bool m_engineJudged = false;
    std::optional<Color> m_prelude;
    QTimer* m_describeTimer = nullptr;
};

} // namespace tabiya
