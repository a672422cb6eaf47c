#pragma once
// PGN text for tests and benchmarks, made at run time (no large file is kept in the
// repository): a file of many short games between a few players, some of them broken,
// and one game of many plies with a variation after every ply.
#include <string>

namespace tabiya::testing {

inline const char* const Players[] = {
    "Anand, Viswanathan", "Botvinnik, Mikhail", "Capablanca, Jose",  "Carlsen, Magnus",
    "Euwe, Max",          "Fischer, Robert",    "Kasparov, Garry",   "Karpov, Anatoly",
    "Lasker, Emanuel",    "Morphy, Paul",       "Petrosian, Tigran", "Polgar, Judit",
    "Smyslov, Vassily",   "Spassky, Boris",     "Steinitz, Wilhelm", "Tal, Mikhail"};
constexpr int PlayerCount = int(sizeof Players / sizeof Players[0]);

// Game i of a many-game file: players, event, date and result vary with i; its length is
// 4 + i % 60 plies of knights going out and back. Every 1000th game (from 500) has an
// illegal move for White's second; every 2500th (from 1250) is of a variant nobody knows.
inline std::string manyGamesGame(int i) {
    static const char* const Moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    static const char* const Results[] = {"1-0", "0-1", "1/2-1/2", "*"};
    const char* result = Results[i % 4];
    std::string text;
    text += "[Event \"Knights Open " + std::to_string(i / 100 + 1) + "\"]\n";
    text += "[Site \"Tabiya\"]\n";
    text += "[Date \"" + std::to_string(1990 + i % 30) + ".01." + (i % 28 < 9 ? "0" : "") +
            std::to_string(i % 28 + 1) + "\"]\n";
    text += "[Round \"" + std::to_string(i % 100 + 1) + "\"]\n";
    text += std::string("[White \"") + Players[i % PlayerCount] + "\"]\n";
    text += std::string("[Black \"") + Players[(i * 7 + 3) % PlayerCount] + "\"]\n";
    text += std::string("[Result \"") + result + "\"]\n";
    if (i % 2500 == 1250) text += "[Variant \"hexagonal\"]\n";
    text += "\n";
    const int plies = 4 + i % 60;
    for (int p = 0; p < plies; ++p) {
        if (p % 2 == 0) text += std::to_string(p / 2 + 1) + ". ";
        text += (i % 1000 == 500 && p == 2) ? "Ke5" : Moves[p % 4];
        text += p % 16 == 15 ? "\n" : " ";
    }
    return text + result + "\n\n";
}

inline std::string manyGames(int count) {
    std::string text;
    text.reserve(size_t(count) * 300);
    for (int i = 0; i < count; ++i)
        text += manyGamesGame(i);
    return text;
}

// One game of `plies` plies, knights out and back, every move with an alternative knight
// move as a variation: what made reading quadratic once.
inline std::string annotatedGame(int plies, const std::string& white = "bench") {
    static const char* const Moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    static const char* const Alternatives[] = {"Nh3", "Nh6", "Nh4", "Nh5"};
    std::string text = "[Event \"bench\"]\n[White \"" + white + "\"]\n\n";
    text.reserve(size_t(plies) * 16);
    for (int i = 0; i < plies; ++i) {
        if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
        text += Moves[i % 4];
        text += " (";
        text += Alternatives[i % 4];
        text += ") ";
        if (i % 8 == 7) text += '\n';
    }
    return text + "*\n";
}

} // namespace tabiya::testing
