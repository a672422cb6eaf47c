#pragma once
// EngineConfig says how to start an engine; GameSetup says what game to start on it.
// Both are plain data passed in by the caller: the protocol layer reads no settings.

#include "protocol/timecontrol.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace tabiya {

enum class EngineProtocol { Cecp, Cxboard };

struct EngineConfig {
    QString name; // shown to the user until the engine names itself
    // The name was given by the person (XBoard's -fn / -sn): it wins over the engine's own.
    bool nameGiven = false;
    QString program; // executable; started directly, never through a shell
    QStringList arguments;
    QString workingDirectory; // empty: the caller's
    EngineProtocol protocol = EngineProtocol::Cecp;
    // Option values to send once the handshake has ended (exact engine option names).
    QList<QPair<QString, QString>> initialOptions;
    // CECP memory, for engines with feature memory=1. 0: XBoard's default (its hash size
    // of 64 MB), since some engines allocate their tables only then (HaChu crashes on its
    // first search without it); -1: never sent.
    int memoryMb = 0;
    int cores = 0; // CECP cores (0: not sent)
    // CECP egtpath: table type ("syzygy", "gaviota", ...) and folder.
    QList<QPair<QString, QString>> egtPaths;
    QStringList initCommands; // raw lines sent after the handshake (XBoard -initString)
    // Multiplies every protocol timeout except done=0's hour (slow machines, valgrind).
    double timeoutScale = 1.0;
    // Milliseconds between the lines we write (0: none; -1: automatic, which paces GNU
    // Chess, whose input loop handles one line per read and stalls on the rest).
    int lineDelayMs = -1;
    // CXBoard only: let the engine drive the game (playcurrent / playother / move, the
    // engine keeping its clock after "clock GAME MOVE OVERTIME") instead of forced mode's
    // position / go / bestmove, where the GUI says when to search.
    bool cxboardEngineDriven = false;
    // The variants the engine plays as known before it starts (what it announced when it
    // was added to the engine list, in CECP's names); empty: not known. Lists use it to
    // offer an engine only for what it plays; at start-up the engine's own word decides.
    QStringList variants;
};

// Which side the engine takes in a new game.
enum class EngineRole {
    Force, // plays nothing until go/playOther (analysis, edit, engine waits for moves)
    PlayWhite,
    PlayBlack,
};

// A move as the session sends it: coordinate text always; SAN when the session could write
// it (engines with feature san=1 get the SAN; the others the coordinates).
struct MoveText {
    QString coordinate;
    QString san;
};

struct GameSetup {
    QString variant = QStringLiteral("normal"); // CECP variant name ("normal", "xiangqi")
    QString fen;                                // empty: the variant's start position
    QList<MoveText> moves; // moves already played from fen, replayed in force mode
    TimeControl timeControl;
    EngineRole role = EngineRole::Force;
    bool ponder = false; // hard/easy
    bool post = true;    // post/nopost
    bool random = false;
    QString opponentName; // empty: not sent
    bool opponentIsComputer = false;
};

} // namespace tabiya
