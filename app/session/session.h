#pragma once
// Session: plays one game at a time between two players (human or engine) with clocks,
// as XBoard's modes do: Machine White/Black, Two Machines, Edit Game (both sides by hand),
// Edit Position and Analysis. Every move is checked by board/core before it is played;
// the game ends by the rules (mate, stalemate, repetition, n-move rule, material), by
// time, resignation, agreement, a false result claim, an illegal move or an engine crash,
// and the reason is kept in words for the status line and the PGN. The GUI and the
// headless CLI both drive this class. Session runs the game's flow; the jobs under it are
// classes of their own: SessionSeats (the players and their signals), SessionClocks (the
// clocks and time controls), SessionJudge (the verdicts that end a game), SessionClaims
// (resignations, draw offers and claims, result claims, flags called), SessionStart (from
// newGame to play: players ready, tags, what they are told) and SessionVariant (a variant the
// engines define).

#include "app/session/clock.h"
#include "app/session/endreason.h"
#include "app/session/game.h"
#include "app/session/player.h"
#include "app/session/sessionclaims.h"
#include "app/session/sessionclocks.h"
#include "app/session/sessionseats.h"
#include "app/session/sessionstart.h"
#include "app/session/sessionvariant.h"

#include <QObject>
#include <array>

namespace tabiya {

struct SessionVerdict;

class Session : public QObject {
    Q_OBJECT
public:
    enum class Mode { MachineWhite, MachineBlack, TwoMachines, EditGame, EditPosition, Analysis };
    Q_ENUM(Mode)
    enum class State { Idle, Starting, Playing, Paused, Finished };
    Q_ENUM(State)

    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    // The players of the next game (not owned). An engine in Edit Game or Analysis only
    // follows the moves.
    void setPlayer(Color side, Player* player);
    Player* player(Color side) const { return m_seats->player(side); }
    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }
    // One time control for both sides, or one each (time odds).
    void setTimeControl(const TimeControl& tc) { m_clocks->setTimeControl(tc); }
    void setTimeControl(Color side, const TimeControl& tc) { m_clocks->setTimeControl(side, tc); }
    TimeControl timeControl(Color side) const { return m_clocks->timeControl(side); }
    // Extra tags written into every game's PGN (Event, Site, Round, ...).
    void setTag(const QString& name, const QString& value) { m_extraTags[name] = value; }
    void clearTags() { m_extraTags.clear(); }

    // Starts a new game from a position (empty FEN: the variant's start). Players are
    // prepared (engines started) first; gameStarted() follows, or startFailed().
    bool newGame(const Variant& variant, const QString& fen = {}, QString* error = nullptr);
    // A Chess960 game from start position `number` (0..959, 518 the usual start): the PGN
    // says Variant "fischerandom" and the engines are told that variant.
    bool newChess960Game(int number, QString* error = nullptr);
    // A game of a variant the engines define (SessionVariant): once the players are ready
    // they are asked how they play `name`, and the game starts on the first player's board
    // (setFirstPlayer); the other engine gets its position (XBoard's way).
    bool newEngineVariantGame(const QString& name, QString* error = nullptr);
    // XBoard's first engine, whose description of a variant is played (White's player).
    void setFirstPlayer(Player* player) { m_start->setFirstPlayer(player); }
    // False in a game of an engine-defined variant whose rules Tabiya cannot check (as
    // XBoard's -testLegality false): moves a piece of the side to move may make are
    // played, an engine's Illegal move takes a person's move back, results are the
    // engines' claims.
    bool rulesChecked() const { return !m_variant->engineJudged(); }
    // The board shown is an engine's prelude (a setup whose parent ends in '!'): the game
    // has not started; a click on it is told to that engine, which answers with the
    // final setup, and the game starts from that (compact spec, setup).
    bool inPrelude() const { return m_variant->preludeSide() && m_state == State::Starting; }
    void preludeClick(Square square);
    // Continues a game loaded from PGN with the current players (its result cleared).
    bool loadGame(const Game& game);
    // Takes `game` in place of the one being played when its main line is the same (its
    // comments, NAGs, variations or tags were edited): play goes on undisturbed. False,
    // and nothing changes, when the moves differ.
    bool annotate(const Game& game);

    State state() const { return m_state; }
    bool isPlaying() const { return m_state == State::Playing || m_state == State::Paused; }
    const Game& game() const { return m_game; }
    Clock* clock(Color side) const { return m_clocks->clock(side); }
    // The level an engine side plays at in this game (its options, or a depth limit of its
    // own time control that the other side does not share), known from gameStarted() on;
    // full strength for a person.
    EngineLevel level(Color side) const { return m_levels[side]; }
    Color sideToMove() const { return m_game.sideToMove(); }
    // Is it a person's turn (the window lets them move)?
    bool humanToMove() const;

    // --- actions ---
    // A person entered a move for the side to move; false when not legal or not their turn.
    bool humanMove(Move m);
    void moveNow();
    // Takes back moves: with an engine opponent back to the person's last turn.
    void retract();
    void takeBack(int plies);
    void requestHint();
    // The person at `side` offers a draw; an engine accepts by offering one too.
    void offerDraw(Color side) { m_claims->offerDraw(side); }
    // A draw the rules allow (repetition, n-move rule, material); false when they don't.
    bool claimDraw(Color) { return m_claims->claimDraw(); }
    void resign(Color side) { m_claims->resign(side); }
    void pause();
    void resume();
    // Ends the game without a result (`*`: the window closes, a new game starts, the person
    // aborts it). Reasons come in both languages: engines are told the English one.
    void abort(const EndReason& reason = {});
    // The result decided outside the game (adjudication by the person or the CLI).
    void adjudicate(GameResult result, const EndReason& reason) {
        m_claims->adjudicate(result, reason);
    }
    // The claimant says the opponent's time is up: the opponent loses on time (a draw when
    // the claimant cannot mate). False, and nothing happens, unless the opponent's flag is
    // down: with auto flag off a fallen flag waits for this claim.
    bool callFlag(Color claimant) { return m_claims->callFlag(claimant); }
    bool canCallFlag(Color claimant) const { return m_claims->canCallFlag(claimant); }
    // On (the default, as before): a falling flag ends the game at once. Off (XBoard's
    // -autoCallFlag false): with a person playing, the game goes on until someone calls the
    // flag; between two engines the flag is always called.
    void setAutoFlag(bool on) { m_claims->setAutoFlag(on); }
    bool autoFlag() const { return m_claims->autoFlag(); }
    // Engines think on the opponent's time (CECP hard/easy, CXBoard go ponder); off by
    // default, as in XBoard. Applies to the engines of a game in progress at once.
    void setPonder(bool on);
    bool ponder() const { return m_ponder; }

signals:
    void stateChanged(tabiya::Session::State state);
    void gameStarted();
    void startFailed(const QString& reason);
    void moveMade(tabiya::Move move, const QString& san);
    void movesTakenBack(int plies);
    void turnChanged(tabiya::Color side);
    void gameEnded(tabiya::GameResult result, const QString& reason);
    void thinking(tabiya::Color side, const tabiya::ThinkingLine& line);
    void hintReceived(const QString& move);
    void drawOffered(tabiya::Color side);
    // A flag fell and the game goes on (auto flag off) until callFlag.
    void flagDown(tabiya::Color side);
    void message(const QString& text);
    // An engine's prelude board is shown (inPrelude()): the game is the prelude's.
    void preludeShown();

private:
    // Games at least this long are freed in a thread when another replaces them.
    static constexpr int LongGamePlies = 2000;

    void setState(State s);
    void connectSeats();
    void prepareGame();
    void beginGame();
    void beginTurn();
    void onMoveChosen(Color side, Move m, const Evaluation& e);
    void playMove(Color side, Move m, Evaluation ev);
    void onForfeit(Color side, const EndReason& reason, bool abandoned);
    bool startGame(const Variant& variant, const QString& fen, const QString& variantTag,
                   QString* error, const QString& definedName = {});
    void failStart(const QString& reason);
    void onMoveRejected(Color side, const QString& words);
    void finish(const SessionVerdict& verdict);
    bool playsSide(Color side) const;
    // Clocks run in the modes where an engine plays (not in Edit Game or Analysis).
    bool clocksRun() const;
    bool checkRules();
    bool isLegal(Move m);

    Mode m_mode = Mode::EditGame;
    State m_state = State::Idle;
    Game m_game;
    SessionSeats* m_seats = nullptr;
    SessionClocks* m_clocks = nullptr;
    SessionVariant* m_variant = nullptr;
    SessionStart* m_start = nullptr;
    SessionClaims* m_claims = nullptr;
    int m_firstTurnPly = 0; // the game's ply when play began: no move made in it yet
    std::array<EngineLevel, 2> m_levels{};
    std::array<QString, 2> m_engineTags; // the White and Black tags written for engines
    bool m_ponder = false;
    QMap<QString, QString> m_extraTags;
};

} // namespace tabiya
