#pragma once
// CecpSession: tabiya-engine as a CECP (xboard protocol v2) engine. Runs the protocol
// loop on the main thread: commands from stdin and finished searches arrive as events,
// so every state change happens here, in order; the search runs on its own threads.

#include "board/core/rules.h"
#include "engine/cecpclock.h"
#include "engine/cecpcommands.h"
#include "engine/cecpeditmode.h"
#include "engine/cecphighlights.h"
#include "engine/cecpoptions.h"
#include "engine/moveexclusions.h"
#include "engine/protocolsession.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace tabiya::engine {

class CecpSession : public ProtocolSession {
public:
    explicit CecpSession(EngineCore& core);
    // Handles firstLine (read before the protocol was known), then events until quit or
    // end of input.
    int run(const std::string& firstLine, bool firstTooLong = false);

private:
    enum class Mode { Idle, Thinking, Pondering, Analyzing };
    // The command table reads each line and calls the handlers below.
    friend class CecpCommands;
    using Args = CecpCommands::Args;
    bool handle(const std::string& line) override;
    bool handleEdit(const std::string& line);
    // The handlers behind the table, in cecpsessioncommands.cpp.
    void newGame();
    void setVariant(const Args& a);
    void force();
    void go();
    void playOther();
    void protocolOneSide(Color toMove);
    void setMemory(int64_t megabytes);
    void easy();
    void moveNow();
    void drawOffered();
    void setBoard(const std::string& fen);
    void hint();
    void takeBack(int plies);
    void exitAnalysis();
    void sendStat01();
    void resume();
    void exclude(const Args& a, bool exclude);
    void setScore(const Args& a);
    void highlight(const Args& a);
    void onSearchDone(const Event& e) override;

    void userMove(const std::string& text);
    void playResult(const SearchResult& r);
    void syncSearchSettings();
    void startThinking();
    // Plays a book move (one of allowed, if any are given) at once; false when the book
    // has none here.
    bool playFromBook(const std::vector<Move>& allowed);
    void showBook();
    void startPondering();
    void startAnalysis();
    void restartAnalysisIfOn();
    void stopSearch() override;
    void newPosition(); // after any change of position: exclusions reset
    bool claimIfOver(); // sends RESULT when the game ended by rule
    SearchLimits baseLimits() const;
    std::function<void(const SearchReport&)> reporter(const Position& root, bool always);
    void flushPongs();
    void setOption(const std::string& assignment);
    void debug(const std::string& text); // a '#' line, when the GUI accepted debug=1

    CecpOptions m_options;
    const Variant* m_variant;
    Position m_pos;
    Mode m_mode = Mode::Idle;
    std::atomic<bool> m_post{false};
    bool m_force = false, m_ponder = false, m_analyze = false, m_debug = false;
    // m_gameOver: the GUI said "result" (or we resigned): no more thinking until a new
    // position. m_claimed: we claimed a result by rule, but play on if asked to.
    bool m_gameOver = false, m_claimed = false, m_badPosition = false;
    CecpEditMode m_edit;
    Color m_engineColor = Black;
    CecpClock m_clock; // level, st, time, otim
    int m_sd = 0;
    int64_t m_nps = 0;
    int m_cores = 1;
    std::vector<std::string> m_pendingPongs;
    MoveExclusions m_excluded;
    Move m_hint;
    CecpHighlights m_highlights;
};

} // namespace tabiya::engine
