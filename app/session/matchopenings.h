#pragma once
// MatchOpenings: where a match's games start, as XBoard's -lgf / -lpf give them. A game
// file is PGN: each game's start position and main line is one opening. A position file
// holds one FEN (or EPD: four fields, then operations) a line. Which opening a game uses
// follows XBoard's index rules: N >= 1 always the Nth, -1 the next one every game, -2 the
// next one every two games (each opening with both colours), and -rewindIndex R starts
// again at the first after the Rth. Past the file's end it starts again too (XBoard stops
// loading there), so a match never runs out of openings.

#include "app/session/game.h"

#include <QList>
#include <QString>
#include <optional>
#include <string_view>

namespace tabiya {

struct MatchOpening {
    QString fen; // empty: the variant's start position
    QList<Move> moves;
};

class MatchOpenings {
public:
    enum class Kind { Games, Positions };

    // Reads a file. Nothing, with the reason in *error, when it cannot be read, holds no
    // opening for the variant, or a fixed index lies beyond its end.
    static std::optional<MatchOpenings> load(const QString& path, Kind kind, const Variant& variant,
                                             int index, int rewind, QString* error);
    // The same from the file's text.
    static std::optional<MatchOpenings> fromText(std::string_view text, Kind kind,
                                                 const Variant& variant, int index, int rewind,
                                                 QString* error);

    // The 0-based opening game `game` (0-based) of a match of `count` openings starts from.
    static int entryFor(int index, int rewind, int game, int count);

    int size() const { return int(m_openings.size()); }
    const MatchOpening& opening(int i) const { return m_openings.at(i); }
    // The game the match's game `game` (0-based) starts as: its opening played out.
    Game gameFor(int game) const;

private:
    const Variant* m_variant = &Variant::chess();
    QList<MatchOpening> m_openings;
    int m_index = 0;
    int m_rewind = 0;
};

} // namespace tabiya
