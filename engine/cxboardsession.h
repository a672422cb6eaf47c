#pragma once
// CxboardSession: tabiya-engine as a CXBoard engine (Noah Roberts' protocol for xiangqi
// GUIs), chosen when the first line is "cxboard N". Two ways to drive it: forced mode with
// "position" and "go ... / stop -> bestmove" (UCI-like), or play mode with "playcurrent",
// "playother" and "move", where the engine keeps the clocks ("clock") and answers "move".

#include "board/core/rules.h"
#include "engine/cxboardclock.h"
#include "engine/protocolsession.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tabiya::engine {

class CxboardSession : public ProtocolSession {
public:
    explicit CxboardSession(EngineCore& core);
    int run(const std::string& firstLine);

private:
    enum class Mode { Idle, Go, GoPonder, Thinking, Pondering };
    static const Variant& variantFor(const std::string& optionValue); // the Variant option
    // A command line as its handler gets it: trimmed, and in words.
    struct Args {
        const std::string& line;
        const std::vector<std::string>& words;
    };
    struct Command {
        void (*run)(CxboardSession&, const Args&);
        bool needsPosition = false; // refused after a rejected position
    };
    // Every CXBoard command but quit, by name.
    static const std::unordered_map<std::string_view, Command>& commands();
    bool handle(const std::string& line) override;
    // The handlers behind the table, in cxboardsessioncommands.cpp.
    void moveCommand(const Args& a);
    void force();
    void stop();
    void moveNow();
    void play(bool current);
    void takeBack(const Args& a, int plies);
    void result();
    void hint();
    void pause();
    void resume();
    void score();
    void setClock(const Args& a);
    void onSearchDone(const Event& e) override;
    void identify();
    void setPosition(const std::vector<std::string>& words, const std::string& line);
    void go(const std::vector<std::string>& words, const std::string& line);
    void move(const std::string& text, const std::string& line);
    void startGo();
    void answerGo();
    void answerBestmove(const SearchResult& r);
    Move bookMove(const std::vector<Move>& allowed); // none without OwnBook or book move
    void startThinking();
    void startPondering();
    void playResult(const SearchResult& r);
    void stopSearch() override;
    void endPause();
    bool claimIfOver();
    void setOption(const std::string& line);
    std::function<void(const SearchReport&)> reporter(const Position& root);

    const Variant* m_variant;
    Position m_pos;
    Mode m_mode = Mode::Idle;
    bool m_force = true, m_gameOver = false;
    bool m_badPosition = false; // the last position sent was rejected
    std::atomic<bool> m_debug{false};
    Color m_engineColor = Black;
    // The last go: its limits apply again after a pondering go turns into a real one.
    SearchLimits m_goLimits;
    bool m_goInfinite = false;
    bool m_haveHeldResult = false;
    SearchResult m_heldResult;
    CxboardClock m_clock;      // play mode's clocks, which the engine keeps
    Move m_hint;               // the move we advise here, until the position changes
    bool m_scoreKnown = false; // the rules' last score is about this position
};

} // namespace tabiya::engine
