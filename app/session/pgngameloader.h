#pragma once
// PgnGameLoader: reads the first game of a PGN text into a Game, in the background when
// the text is large, so that pasting or loading a game of tens of thousands of moves does
// not freeze the window: the thread reads and builds the Game and the words of its move
// list, the GUI thread only shows them. A new load supersedes the one under way, whose
// result is dropped.

#include "app/session/game.h"
#include "app/session/movelistitems.h"

#include <QByteArray>
#include <QObject>
#include <QThread>
#include <memory>

namespace tabiya {

// A game read from PGN text, or why there is none.
struct PgnLoadResult {
    Game game;
    bool ok = false;     // game holds the text's first game (perhaps up to an error)
    int gamesInText = 0; // games the text holds
    QString error;       // the first game's first error ("line 3: ..."), if any
    quint64 id = 0;      // the load() that asked for it
    // The move list's words for game, in moveListNotation; built with the game, so the
    // window lays them out only. Not const: the one who shows them takes them (a long
    // game's words are hundreds of thousands of strings, not to be copied).
    std::shared_ptr<std::vector<MoveListItem>> moveList;
    MoveListNotation moveListNotation;
};

class PgnGameLoader : public QObject {
    Q_OBJECT
public:
    explicit PgnGameLoader(QObject* parent = nullptr);
    ~PgnGameLoader() override; // waits for the reading threads

    // Reads the text's first game; loaded() says what came of it, at once for a text
    // smaller than BackgroundFrom, after a reading thread for a larger one. firstLine:
    // the text's first line in its file, for the error's line number. Returns the id
    // loaded() will carry. firstColumn: where the text starts on its line.
    quint64 load(const QByteArray& text, int firstLine = 1, int firstColumn = 1);
    // The notation of the move lists built from now on (the window's).
    void setMoveListNotation(const MoveListNotation& notation) { m_notation = notation; }
    // Drops the result of the load under way.
    void cancel() { ++m_latest; }
    bool isLoading() const { return m_loading; }
    // Reading threads still running, superseded ones included.
    int threadsRunning() const { return int(findChildren<QThread*>().size()); }

    // Texts of this many bytes or more are read in a thread (below it, reading takes a
    // few milliseconds).
    static constexpr qsizetype BackgroundFrom = 64 * 1024;
    // Reads the text's first game and builds its move list (any thread).
    static PgnLoadResult read(const QByteArray& text, int firstLine, int firstColumn = 1,
                              const MoveListNotation& notation = {});

signals:
    void loaded(const PgnLoadResult& result);

private:
    void finish(const PgnLoadResult& result);

    MoveListNotation m_notation;
    quint64 m_latest = 0;
    bool m_loading = false;
};

} // namespace tabiya

Q_DECLARE_METATYPE(tabiya::PgnLoadResult)
