#pragma once
// CecpSession: tabiya-engine as a CECP (xboard protocol v2) engine. Runs the protocol
// loop on the main thread: commands from stdin and finished searches arrive as events,
// so every state change happens here, in order; the search runs on its own threads.

#include "protocolsession.h"
#include "rules.h"

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
    bool handle(const std::string& line) override;
    bool handleEdit(const std::string& line);
    static bool needsPosition(const std::string& cmd); // refused while m_badPosition
    void sendFeatures();
    void sendOptionFeatures();
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
    void budget(int64_t& soft, int64_t& hard) const;
    std::function<void(const SearchReport&)> reporter(const Position& root, bool always);
    void flushPongs();
    void setOption(const std::string& assignment);
    void debug(const std::string& text); // a '#' line, when the GUI accepted debug=1

    const Variant* m_variant;
    Position m_pos;
    Mode m_mode = Mode::Idle;
    std::atomic<bool> m_post{false};
    bool m_force = false, m_ponder = false, m_analyze = false, m_debug = false;
    // m_gameOver: the GUI said "result" (or we resigned): no more thinking until a new
    // position. m_claimed: we claimed a result by rule, but play on if asked to.
    bool m_gameOver = false, m_claimed = false, m_badPosition = false, m_editing = false;
    Color m_editColor = White;
    Color m_engineColor = Black;
    // Clock: CECP level / st / sd / nps / time / otim.
    int m_mps = 0;
    int64_t m_baseMs = 300000, m_incMs = 0, m_stMs = -1, m_myMs = 300000, m_oppMs = 300000;
    int m_sd = 0;
    int64_t m_nps = 0;
    int m_cores = 1;
    std::vector<std::string> m_pendingPongs;
    std::vector<Move> m_excluded;
    Move m_hint;
    Square m_lifted = NoSquare;
};

} // namespace tabiya::engine
