#pragma once
// Small value types the EngineConnection interface carries in its signals: results, highlights,
// crash reports, transcript entries and what an engine said it can do.

#include <QDateTime>
#include <QFlags>
#include <QList>
#include <QString>
#include <QStringList>

namespace tabiya {

enum class EngineResult { WhiteWins, BlackWins, Draw, Unfinished };

// The PGN token of a result: "1-0", "0-1", "1/2-1/2", "*".
QString resultToken(EngineResult result);

// One entry of an engine's transcript, for the console and --debug.
struct TranscriptEntry {
    enum class Direction { ToEngine, FromEngine, Stderr, Note };
    QDateTime time;
    Direction direction = Direction::Note;
    QString text;
};

// One square of a CECP highlight colour board.
enum class HighlightColour : quint8 {
    None,
    Red,
    Yellow,
    Green,
    Cyan,
    Blue,
    Magenta,
    White,
    Dark,
    Transparent, // "T": a legal destination not visibly marked
};

struct HighlightSquare {
    HighlightColour colour = HighlightColour::None;
    bool legalTarget = false; // upper case: a legal destination; lower case: a mark only
    bool operator==(const HighlightSquare&) const = default;
};

// A highlight colour board. squares holds height rows of width squares, the top rank
// (rank height-1) first, as the FEN-like text lists them.
struct HighlightBoard {
    int width = 0, height = 0;
    QList<HighlightSquare> squares;
    HighlightSquare at(int file, int rankFromTop) const {
        return squares.value(rankFromTop * width + file);
    }
    bool operator==(const HighlightBoard&) const = default;
};

// A CECP "setup" command from the engine: the start position of the variant it plays,
// and for engine-defined variants the piece letters and board geometry.
struct EngineSetup {
    // Bounds on what is taken from an engine: a FEN for 16x16 with holdings fits easily.
    static constexpr int MaxSize = 16, MaxPieceToChar = 256, MaxFen = 1024;
    QString pieceToChar;                      // "(PNBRQ..K...)" contents, empty if not sent
    int width = 0, height = 0, holdings = -1; // 0 / -1: not sent
    QString parentVariant;                    // without the prelude mark
    bool prelude = false; // the parent ended in '!': a board the engine replaces later
    QString fen;
    bool operator==(const EngineSetup&) const = default;
};

// A CECP "piece" command from the engine: how one piece of its variant moves, in XBetza
// ("piece R& RB", "piece +B& BW"). The description is checked only for its length and
// characters here; board/core reads it.
struct EnginePiece {
    static constexpr int MaxDescription = 128;
    QChar letter;             // upper case: white's, lower case: black's
    bool promoted = false;    // '+' before the letter: the letter's promoted form
    bool bothColours = false; // '&' after it: the same for the other colour
    QString description;
    bool operator==(const EnginePiece&) const = default;
};

// What an engine said when asked how it plays a variant (describeVariant): the setup and
// piece lines it sent. Without a setup it plays the variant as it is known by its name.
struct EngineVariantDescription {
    static constexpr int MaxPieces = 64; // letters of both colours and promoted forms
    QString name;
    bool hasSetup = false;
    EngineSetup setup;
    QList<EnginePiece> pieces;
};

// An engine refused a move it was sent: "Illegal move", or an error that names the move.
struct MoveRefusal {
    QString move;   // as it was sent
    QString reason; // the engine's reason or error type; may be empty
    // The engine's words in their usual form, to quote to the user:
    // "Illegal move (in check): e1e2", "Error (unknown command): e2e4".
    QString said;
};

struct CrashInfo {
    QString reason; // translated, for the user
    int exitCode = 0;
    int signal = 0; // 0: exited normally
    bool failedToStart = false;
    QStringList lastStderr; // last few stderr lines, oldest first
};

// What an engine can be asked for, as the layers above ask it:
// engine->capabilities() & Capability::Analyze. Some follow from what the engine said (CECP
// features), some from its dialect (EngineCapabilities::dialect).
enum class Capability : quint32 {
    Analyze = 1 << 0,   // startAnalysis
    Exclude = 1 << 1,   // excludeMove / includeMove while analysing
    SetScore = 1 << 2,  // setScore
    Book = 1 << 3,      // requestBook, answered by bookLines
    Highlight = 1 << 4, // lift, put and hover requests (CECP highlight=1)
    // requestStatus while analysing is answered by searchProgress; the engine sends no
    // progress unless asked (CECP "."), so a status is asked for now and then.
    PolledStatus = 1 << 5,
    // Exclusion works from the list of legal moves: give it with setRootMoves.
    RootMoveList = 1 << 6,
    // Thinking lines say which line of a multi-PV search they are (ThinkingLine::multipv);
    // without it the layers above number them.
    NumberedLines = 1 << 7,
    // moveNow while it thinks (CECP ?): not for engines that break on it (cecpquirks.h).
    MoveNow = 1 << 8,
    // offerDraw reaches the engine (CECP feature draw, and not withheld: cecpquirks.h); UCI
    // has no draw offers.
    DrawOffers = 1 << 9,
};
Q_DECLARE_FLAGS(Capabilities, Capability)
Q_DECLARE_OPERATORS_FOR_FLAGS(Capabilities)

// What an engine told us it can do (CECP features, CXBoard id lines).
struct EngineCapabilities {
    QString name;   // myname / id name
    QString author; // CXBoard id author
    int protocolVersion = 1;
    QStringList variants; // empty: "normal" only (CECP) / xiangqi (CXBoard)
    bool setboard = false;
    bool analyze = true;
    bool pause = false;
    bool san = false;
    bool usermove = false;
    bool ping = false;
    bool playother = false;
    bool colors = true;
    bool time = true;
    bool draw = true;
    bool sigint = true;
    bool sigterm = true;
    bool reuse = true;
    bool nps = true;
    bool memory = false;
    bool smp = false;
    bool highlight = false;
    bool exclude = false;
    bool setscore = false;
    bool moveNow = true;
    QStringList egt;
    Capabilities dialect; // what its dialect always does

    Capabilities flags() const {
        Capabilities f = dialect;
        f.setFlag(Capability::Analyze, analyze);
        f.setFlag(Capability::Exclude, exclude);
        f.setFlag(Capability::SetScore, setscore);
        f.setFlag(Capability::Highlight, highlight);
        f.setFlag(Capability::MoveNow, moveNow);
        f.setFlag(Capability::DrawOffers, draw);
        return f;
    }
};

// engine->capabilities() & Capability::Analyze
inline bool operator&(const EngineCapabilities& caps, Capability c) {
    return caps.flags().testFlag(c);
}

} // namespace tabiya
