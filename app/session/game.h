#pragma once
// Game: one game as the session keeps it: the variant and start position, the moves with
// the engine evaluation and time of each, the clocks after each move (for takebacks), the
// result and why it came about in words, and the PGN tags. It converts to and from
// board/core's PgnGame, writing evaluations as comments ("{+0.35/12 1.2s}"), an engine's
// better line as a variation ("(12. Ng5 {+0.80/14} Nf6)"), and the reason the game ended
// as a closing comment and a Termination tag. What a PGN file says beyond that (NAGs, the
// game comment, other variations with their comments) is kept as read and written back,
// so a game loaded and saved loses nothing.

#include "app/session/evaluation.h"
#include "app/session/pgnterms.h"
#include "board/core/pgn.h"
#include "board/core/position.h"
#include "board/core/rules.h"
#include "board/core/setupcheck.h"

#include <QList>
#include <QMap>
#include <QString>
#include <array>

namespace tabiya {

struct GameMove {
    Move move;
    QString san; // notation written when the move was made (SAN; XBoard-style for xiangqi)
    Evaluation evaluation;
    // Whose evaluation it is: the engine that played the move, or the one that analysed the
    // game. Not written into the PGN; a read game takes it from its Annotator tag or, without
    // one, from the mover's White/Black tag (the players' names change with the players).
    QString evaluator;
    qint64 whiteRemainingMs = -1; // the clocks after the move
    qint64 blackRemainingMs = -1;
    QString comment; // words after the evaluation (a person's or an annotator's)
    // A line an engine preferred in the position before this move (game analysis), with its
    // evaluation from the mover's point of view. Written as a variation when it starts
    // with another move; read back from a move's first variation.
    QList<Move> bestLine;
    Evaluation bestLineEvaluation;
    // From a PGN file, written back as they were: the move's NAGs, the variations other
    // than the engine's line, and the evaluation's text (kept while the evaluation is the
    // one it says, so "+0.3/5" is not rewritten as "+0.30/5"; setEvaluation drops it).
    std::vector<int> nags;
    std::vector<PgnLine> variations;
    QString evaluationText;
};

class Game {
public:
    explicit Game(const Variant& variant = Variant::chess(), const QString& startFen = {});

    // Starts over from a position (empty FEN: the variant's start). False on a bad FEN.
    bool reset(const Variant& variant, const QString& startFen = {}, QString* error = nullptr);

    const Variant& variant() const { return *m_variant; }
    // The variant as engines know it: "fischerandom" for a Chess960 game (its Variant tag
    // says so), else the variant's own name ("normal", "xiangqi").
    QString variantName() const;
    QString startFen() const { return m_startFen; }
    // The start position and the position after all moves.
    const Position& startPosition() const { return m_start; }
    const Position& position() const { return m_position; }
    Position& position() { return m_position; }
    // The position after the first `ply` moves.
    Position positionAt(int ply) const;
    const QList<GameMove>& moves() const { return m_moves; }
    int ply() const { return int(m_moves.size()); }
    Color sideToMove() const { return m_position.sideToMove(); }

    // Plays a legal move; false (and nothing changes) when it is not legal here. With
    // checked false (a variant whose rules the engines judge) any plausible move is played.
    bool play(Move m, const Evaluation& evaluation = {}, bool checked = true);
    void setClocksAfterLastMove(qint64 whiteMs, qint64 blackMs);
    void setEvaluationOfLastMove(const Evaluation& evaluation);
    // Annotations of the move at `index` (0-based: ply index+1); out of range does nothing.
    void setEvaluation(int index, const Evaluation& evaluation);
    void setEvaluator(int index, const QString& name);
    void setComment(int index, const QString& comment);
    void setBestLine(int index, const QList<Move>& line, const Evaluation& evaluation);
    // Takes back the last move; false when there is none.
    bool undo();

    // The rules' verdict on the current position (mate, stalemate, repetition, ...).
    Outcome adjudicate();

    bool isOver() const { return m_result != GameResult::Ongoing; }
    GameResult result() const { return m_result; }
    QString reason() const { return m_reason; }
    TerminationKind termination() const { return m_termination; }
    void setResult(GameResult result, const QString& reason,
                   TerminationKind termination = TerminationKind::Normal);
    void clearResult();

    QString tag(const QString& name) const { return m_tags.value(name); }
    void setTag(const QString& name, const QString& value);
    void removeTag(const QString& name) { m_tags.remove(name); }
    const QMap<QString, QString>& tags() const { return m_tags; }
    // The comment before the first move.
    QString comment() const { return m_comment; }
    void setGameComment(const QString& comment) {
        m_comment = comment;
        touch();
    }
    // Changes with every change of what the move list shows (moves, comments, NAGs,
    // variations, evaluations, result), unique across games: a view built from revision r
    // is up to date while revision() == r.
    quint64 revision() const { return m_revision; }
    // The same without the result: a list whose moves are up to date while
    // movesRevision() is unchanged needs at most its result redone (a game ending).
    quint64 movesRevision() const { return m_movesRevision; }
    // The first ply whose words in the move list may differ from those of a list built
    // when movesRevision() was `movesRevision`: ply() when nothing changed since, 0 when
    // that is not known (a change too many ago, or a revision this game never had). A move
    // played changes its own ply only, so the list need not be built again from the start
    // at every move (bench-window: time linear in the game).
    int firstPlyChangedSince(quint64 movesRevision) const;

    // "1-0", "0-1", "1/2-1/2", "*"
    static QString resultToken(GameResult result);
    // The side names as the variant calls them: White/Black, Red/Black (xiangqi) or
    // Blue/Red (janggi's Cho and Han).
    QString sideName(Color c) const;
    static QString sideName(const Variant& variant, Color c);
    // The same in English, for engines.
    QString englishSideName(Color c) const;

    PgnGame toPgn() const;
    // What toPgn writes for the move at `index`: the comment after it (its evaluation, then
    // the words), and the engine's better line as a variation (empty: none).
    QString pgnComment(int index) const;
    PgnLine bestLineVariation(int index) const;
    // PGN text of this game, the closing comment with the reason included.
    QString toPgnText(XiangqiNotation notation = XiangqiNotation::San) const;
    // Appends the PGN text to a file (a match's -sgf file); false, with the reason in
    // *error, when the file cannot be written.
    bool appendToPgnFile(const QString& path, QString* error) const;
    static Game fromPgn(const PgnGame& pgn);
    // This game with its moves replaced by `tree` (its toPgn() edited with pgntree.h's
    // functions): the tags, and the clocks and evaluators of the main line's moves as far
    // as it is the same, stay; so do the result and its reason while the main line is.
    Game withTree(const PgnGame& tree) const;
    // What is wrong with a start position of the variant, in the person's language (the
    // sides as the variant calls them: White or Red, and Black).
    static QString setupProblemText(const SetupCheck& check, const Variant& variant);

private:
    // The legal start of line from the position before move index (m_position is at the
    // end of the game); the position is left as it was.
    QList<Move> legalPrefix(int index, const QList<Move>& line);
    static const char* sideNameSource(const Variant& variant, Color c);
    // The moves or their words changed, from ply fromPly on (0: the game's comment or
    // anything before the first move, or not known).
    void touch(int fromPly = 0);
    void touchResult(); // only the result changed

    const Variant* m_variant;
    QString m_startFen;
    Position m_start;
    Position m_position;
    QList<GameMove> m_moves;
    GameResult m_result = GameResult::Ongoing;
    QString m_reason;
    TerminationKind m_termination = TerminationKind::None;
    QMap<QString, QString> m_tags;
    QString m_comment;
    quint64 m_revision = 0;
    quint64 m_movesRevision = 0;
    // The last changes of the moves: the moves revision each started from, and the first
    // ply it changed (a ring, the newest at m_changeCount - 1).
    struct MovesChange {
        quint64 before = 0;
        int fromPly = 0;
    };
    static constexpr int RememberedChanges = 8;
    std::array<MovesChange, RememberedChanges> m_changes{};
    int m_changeCount = 0;
};

} // namespace tabiya
