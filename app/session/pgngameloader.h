#pragma once
// PgnGameLoader: reads the first game of a PGN text into a Game, in the background when
// the text is large, so that pasting or loading a game of tens of thousands of moves does
// not freeze the window: the thread reads and builds the Game, the GUI thread only shows
// it. A new load supersedes the one under way, whose result is dropped.

#include "app/session/game.h"

#include <QByteArray>
#include <QObject>
#include <QThread>

namespace tabiya {

// A game read from PGN text, or why there is none.
struct PgnLoadResult {
    Game game;
    bool ok = false;     // game holds the text's first game (perhaps up to an error)
    int gamesInText = 0; // games the text holds
    QString error;       // the first game's first error ("line 3: ..."), if any
    quint64 id = 0;      // the load() that asked for it
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
    // Drops the result of the load under way.
    void cancel() { ++m_latest; }
    bool isLoading() const { return m_loading; }
    // Reading threads still running, superseded ones included.
    int threadsRunning() const { return int(findChildren<QThread*>().size()); }

    // Texts of this many bytes or more are read in a thread (below it, reading takes a
    // few milliseconds).
    static constexpr qsizetype BackgroundFrom = 64 * 1024;
    // Reads the text's first game (any thread).
    static PgnLoadResult read(const QByteArray& text, int firstLine, int firstColumn = 1);

signals:
    void loaded(const PgnLoadResult& result);

private:
    void finish(const PgnLoadResult& result);

    quint64 m_latest = 0;
    bool m_loading = false;
};

} // namespace tabiya

Q_DECLARE_METATYPE(tabiya::PgnLoadResult)
