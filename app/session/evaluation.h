#pragma once
// Evaluation: what an engine thought of the move it played, kept with the move and written
// into the PGN as a comment the way engine GUIs do: "{+0.35/12 1.2s}", "{-M3/18 0.4s}".
// The score is from the mover's point of view, as the engine reported it.

#include <QString>
#include <optional>

namespace tabiya {

struct Evaluation {
    bool hasScore = false;
    bool mate = false;
    int score = 0;      // centipawns, or moves to mate (negative: the mover is mated)
    int depth = 0;      // 0: not known
    qint64 timeMs = -1; // the time the move took on the clock; -1: not known

    bool isEmpty() const { return !hasScore && depth == 0 && timeMs < 0; }
    bool operator==(const Evaluation&) const = default;

    // "+0.35/12 1.2s"; parts not known are left out; empty when nothing is known.
    QString toComment() const;
    // Reads what toComment writes from the start of a comment; nothing when the comment
    // does not start with an evaluation. rest gets the text after it (all of it when none).
    static std::optional<Evaluation> fromComment(const QString& comment, QString* rest = nullptr);
};

} // namespace tabiya
