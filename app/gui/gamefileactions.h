#pragma once
// GameFileActions: the File and Edit menus' actions on games and positions. PGN and FEN
// through files and the clipboard, a PGN file's game list with Load Next / Previous Game,
// the position editor, the board as an image. Files are read in the background (a file is
// listed by PgnFileReader, a game read by PgnGameLoader); a game read goes to the window
// through gameLoaded, a position through positionChosen, and what there is to say through
// statusMessage and warning.

#include "app/session/pgnfilereader.h"
#include "app/session/pgngameloader.h"

#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QPixmap;
class QWidget;

namespace tabiya {

class BoardView;
class GameListDialog;
class Session;
class ViewOptions;

class GameFileActions : public QObject {
    Q_OBJECT
public:
    // variant: the name of the variant of the game set up (a FEN is tried in it first).
    GameFileActions(Session* session, BoardView* board, const ViewOptions* view,
                    std::function<QString()> variant, QWidget* window);

    // File: Load Game ... Save Board Image; Edit: Copy / Paste Game and Position.
    void addFileActions(QMenu* file);
    void addClipboardActions(QMenu* edit);

    PgnFileReader* pgnFile() const { return m_pgnFile; }
    GameListDialog* gameList() const { return m_gameList; }
    // The file's game on the board (-1: none, or a game that is not the file's).
    int fileGame() const { return m_fileGame; }
    bool isLoading() const { return m_gameLoader->isLoading(); }
    // Lists the games of a PGN file in the background and loads its first (Load Game).
    void openPgnFile(const QString& path);
    void editPosition();
    // Starts from the position a FEN gives, or says in the status line why it cannot:
    // what is wrong with the position, or `unreadable` when no variant reads it.
    void loadFenText(const QString& text, const QString& unreadable);
    // What Save Board Image writes: the board with its coordinates, nothing around it.
    QPixmap boardImage() const;

signals:
    void statusMessage(const QString& text);
    // A warning box's title and its text (plain: it may carry a file's or engine's words).
    void warning(const QString& title, const QString& text);
    // A game read: the window sets it up (Edit Game) before the status line tells of it.
    void gameLoaded(const PgnLoadResult& result);
    void positionChosen(const QString& variant, const QString& fen);

private:
    void openPgn();
    void savePgn();
    void copyFen();
    void pasteFen();
    void copyGame();
    void pasteGame();
    void openPosition();
    void savePosition();
    void saveImage();
    void loadPgnText(const QString& text);
    void onFileGamesListed(int first, int count);
    void onFileListed(const QString& error);
    void loadFileGame(int index);
    // Load Next Game (step 1) / Load Previous Game (-1), in the game list's order.
    void loadNeighbourGame(int step);
    void showGameList();
    void onGameLoaded(const PgnLoadResult& result);
    // The status line for the game loaded from text or file.
    void showLoadedStatus();

    Session* m_session;
    BoardView* m_board;
    const ViewOptions* m_view;
    std::function<QString()> m_variant;
    QWidget* m_window;
    PgnFileReader* m_pgnFile = new PgnFileReader(this);
    PgnGameLoader* m_gameLoader = new PgnGameLoader(this);
    GameListDialog* m_gameList = nullptr;
    int m_fileGame = -1;          // the file's game on the board
    int m_loadingFileGame = -1;   // the file's game being read (-1: none, or a pasted one)
    bool m_gameListShown = false; // shown once for this file, as it turned out to hold more
    // What the status line says of the loaded game: its players, how many games the text
    // held (pasted) and where reading stopped.
    QString m_loadedPlayers, m_loadedError;
    int m_loadedGamesInText = 0;
    QAction* m_loadNextAction = nullptr;
    QAction* m_loadPreviousAction = nullptr;
};

} // namespace tabiya
