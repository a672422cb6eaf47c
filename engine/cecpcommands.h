#pragma once
// CecpCommands: the table of CECP commands, which command name runs which CecpSession
// action, and the dispatch of one command line to it: the words of the line read, the
// numbers in it checked, and commands refused while the position is illegal. The session
// keeps the state and the game and search flow; this class only reads commands.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tabiya::engine {

class CecpSession;

class CecpCommands {
public:
    // Runs one trimmed command line (not one of edit mode); false when it is "quit".
    static bool dispatch(CecpSession& s, const std::string& line);

    // A command line as its handler gets it: trimmed, in words, and what follows the first.
    struct Args {
        const std::string& line;
        const std::vector<std::string>& words;
        std::string arg;
        std::string word(size_t i) const { return i < words.size() ? words[i] : std::string(); }
        std::optional<int64_t> intArg(size_t i, int64_t lo, int64_t hi) const;
    };

private:
    struct Command {
        void (*run)(CecpSession&, const Args&);
        bool needsPosition = false; // refused while the position is illegal
    };
    // Every CECP command but quit and bare moves, by name.
    static const std::unordered_map<std::string_view, Command>& table();
    // The commands whose arguments need more reading than a table line holds.
    static void acceptedFeature(CecpSession& s, const Args& a, bool accepted);
    static void protover(CecpSession& s, const Args& a);
    static void ping(CecpSession& s, const Args& a);
    static void number(CecpSession& s, const Args& a, int64_t lo,
                       const std::function<void(int64_t)>& apply);
    static void clock(CecpSession& s, const Args& a, bool accepted, const char* problem);
};

} // namespace tabiya::engine
