// MainWindow's File and Edit actions on games and positions: PGN and FEN through files and
// the clipboard, the position editor, the board as an image.
#include "app/gui/mainwindow.h"

#include "app/gui/gamelistdialog.h"
#include "app/gui/positioneditor.h"
#include "app/gui/positionlistdialog.h"
#include "app/gui/savefilename.h"
#include "app/session/session.h"
#include "board/core/setupcheck.h"
#include "board/view/boardview.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>

namespace tabiya {

void MainWindow::openPgn() {
    const QString name = QFileDialog::getOpenFileName(this, tr("Load Game"), QString(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (name.isEmpty()) return;
    openPgnFile(name);
}

void MainWindow::connectGameFiles() {
    connect(m_pgnFile, &PgnFileReader::gamesListed, this, &MainWindow::onFileGamesListed);
    connect(m_pgnFile, &PgnFileReader::finished, this, &MainWindow::onFileListed);
    connect(m_gameLoader, &PgnGameLoader::loaded, this, &MainWindow::onGameLoaded);
    m_loadNextAction->setEnabled(false);
    m_loadPreviousAction->setEnabled(false);
}

void MainWindow::openPgnFile(const QString& path) {
    // The file is listed in a thread; its first game is loaded as soon as it is found.
    m_gameLoader->cancel();
    m_fileGame = -1;
    m_loadingFileGame = -1;
    m_gameListShown = false;
    m_pgnFile->open(path);
    if (m_gameList) m_gameList->setWindowTitle(tr("Game List: %1").arg(QFileInfo(path).fileName()));
    m_loadNextAction->setEnabled(false);
    m_loadPreviousAction->setEnabled(false);
    setStatus(tr("Reading %1...").arg(QFileInfo(path).fileName()));
}

void MainWindow::onFileGamesListed(int first, int count) {
    if (first == 0 && count > 0) loadFileGame(0);
    const int games = int(m_pgnFile->games().size());
    m_loadNextAction->setEnabled(games > 1);
    m_loadPreviousAction->setEnabled(games > 1);
    // A file of many games shows its list once, as soon as a second game turns up.
    if (games > 1 && !m_gameListShown) {
        m_gameListShown = true;
        showGameList();
    }
}

void MainWindow::onFileListed(const QString& error) {
    if (!error.isEmpty()) {
        warn(tr("Load Game"), error);
        return;
    }
    if (m_pgnFile->games().isEmpty()) {
        setStatus(tr("No game found."));
        return;
    }
    if (m_fileGame >= 0 && !m_gameLoader->isLoading()) showLoadedStatus(); // the final count
}

void MainWindow::showGameList() {
    if (!m_gameList) {
        m_gameList = new GameListDialog(m_pgnFile, this);
        m_gameList->setWindowTitle(
            tr("Game List: %1").arg(QFileInfo(m_pgnFile->path()).fileName()));
        connect(m_gameList, &GameListDialog::gameChosen, this, &MainWindow::loadFileGame);
        m_gameList->setCurrentGame(m_fileGame);
    }
    m_gameList->show();
    m_gameList->raise();
}

void MainWindow::loadFileGame(int index) {
    if (index < 0 || index >= m_pgnFile->games().size()) return;
    const QByteArray text = m_pgnFile->gameText(index);
    if (text.isEmpty()) {
        warn(tr("Load Game"),
             tr("Could not read game %1 of %2").arg(index + 1).arg(m_pgnFile->path()));
        return;
    }
    m_loadingFileGame = index;
    if (m_gameList) m_gameList->setCurrentGame(index);
    if (text.size() >= PgnGameLoader::BackgroundFrom)
        setStatus(tr("Reading game %1...").arg(index + 1));
    const PgnFileGame& game = m_pgnFile->games()[index];
    m_gameLoader->setMoveListNotation(moveListNotation());
    m_gameLoader->load(text, game.line, game.column);
}

void MainWindow::loadNeighbourGame(int step) {
    const int from = m_loadingFileGame >= 0 ? m_loadingFileGame : m_fileGame;
    if (from < 0) return;
    if (!m_gameList) showGameList(); // it knows the order the person sees
    const int next = m_gameList->neighbour(from, step);
    if (next < 0) {
        setStatus(step > 0 ? tr("This is the last game.") : tr("This is the first game."));
        return;
    }
    loadFileGame(next);
}

void MainWindow::loadPgnText(const QString& text) {
    // Pasted text is no game of the file.
    m_loadingFileGame = -1;
    const QByteArray bytes = text.toUtf8();
    // A large game is read in a thread: the window goes on meanwhile, and another load
    // (or paste) supersedes it.
    if (bytes.size() >= PgnGameLoader::BackgroundFrom) setStatus(tr("Reading the game..."));
    m_gameLoader->setMoveListNotation(moveListNotation());
    m_gameLoader->load(bytes);
}

void MainWindow::onGameLoaded(const PgnLoadResult& r) {
    const int fileGame = m_loadingFileGame;
    m_loadingFileGame = -1;
    if (!r.ok) {
        setStatus(r.gamesInText == 0 ? (r.error.isEmpty() ? tr("No game found.") : r.error)
                                     : tr("The game cannot be loaded: %1").arg(r.error));
        return;
    }
    const Game& game = r.game;
    // Its move list, built in the loader's thread: refreshMoves takes it.
    m_preparedMoves = {game.movesRevision(), r.moveListNotation, r.moveList};
    beginEditGame(QString::fromStdString(game.variant().name));
    m_session->loadGame(game);
    refreshAll();
    m_preparedMoves = {};
    refreshOutputs(); // a finished game starts no play, but its evaluations are graphed
    m_fileGame = fileGame;
    if (m_gameList && fileGame >= 0) m_gameList->setCurrentGame(fileGame);
    m_loadedPlayers =
        tr("%1 - %2").arg(game.tag(QStringLiteral("White")), game.tag(QStringLiteral("Black")));
    m_loadedGamesInText = r.gamesInText;
    m_loadedError = r.error;
    showLoadedStatus();
}

void MainWindow::showLoadedStatus() {
    QString status;
    if (m_fileGame >= 0 && m_pgnFile->isReading()) {
        status = tr("Game %1 loaded: %2 (reading the rest of the file...)")
                     .arg(m_fileGame + 1)
                     .arg(m_loadedPlayers);
    } else if (m_fileGame >= 0) {
        const int games = int(m_pgnFile->games().size());
        status =
            games > 1
                ? tr("Game %1 of %2 loaded: %3").arg(m_fileGame + 1).arg(games).arg(m_loadedPlayers)
                : tr("Game loaded: %1").arg(m_loadedPlayers);
    } else if (m_loadedGamesInText > 1) {
        // Pasted text of several games: the first is shown.
        status = tr("Game loaded: %1, the first of the %n games in the text.", nullptr,
                    m_loadedGamesInText)
                     .arg(m_loadedPlayers);
    } else {
        status = tr("Game loaded: %1").arg(m_loadedPlayers);
    }
    // The moves up to an unreadable one are loaded; say where reading stopped.
    if (!m_loadedError.isEmpty())
        status += QLatin1Char(' ') + tr("Reading stopped at %1").arg(m_loadedError);
    setStatus(status);
}

void MainWindow::savePgn() {
    const QString name = askSaveFileName(this, tr("Save Game"), tr("PGN files (*.pgn)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        f.write(m_session->game()
                    .toPgnText(xiangqiNotation() == XiangqiNotation::San ? XiangqiNotation::San
                                                                         : xiangqiNotation())
                    .toUtf8()) < 0)
        warn(tr("Save Game"), f.errorString());
}

void MainWindow::copyFen() {
    const Position& pos = m_board->position();
    const FenStyle style = pos.variant().isXiangqiLike() ? FenStyle::Cfen : FenStyle::Standard;
    QGuiApplication::clipboard()->setText(QString::fromStdString(pos.fen(style)));
    setStatus(tr("Position copied"));
}

void MainWindow::savePosition() {
    const QString name = askSaveFileName(this, tr("Save Position"), tr("FEN files (*.fen)"));
    if (name.isEmpty()) return;
    const Position& pos = m_board->position();
    const FenStyle style = pos.variant().isXiangqiLike() ? FenStyle::Cfen : FenStyle::Standard;
    QFile f(name);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        f.write(QByteArray::fromStdString(pos.fen(style) + '\n')) < 0)
        warn(tr("Save Position"), f.errorString());
}

void MainWindow::pasteFen() {
    loadFenText(QGuiApplication::clipboard()->text(),
                tr("The clipboard holds no position Tabiya can read."));
}

void MainWindow::loadFenText(const QString& text, const QString& unreadable) {
    const std::string fen = normalizedFen(text.toStdString());
    // The current variant first, then any variant that reads the FEN.
    std::vector<std::string> names{m_settings.variant.toStdString()};
    for (const std::string& name : Variant::builtInNames())
        names.push_back(name);
    // What is wrong where the FEN reads but cannot be played, and in which variant.
    std::optional<SetupCheck> readable;
    const Variant* readableIn = nullptr;
    for (const std::string& name : names) {
        const Variant* v = Variant::byName(name);
        if (!v) continue;
        SetupCheck problem;
        if (playablePositionFromFen(*v, fen, &problem)) {
            startFromPosition(QString::fromStdString(name), QString::fromStdString(fen));
            return;
        }
        if (!readable && problem.problem != SetupProblem::UnreadableFen) {
            readable = problem;
            readableIn = v;
        }
    }
    setStatus(readable ? tr("This position cannot be played: %1")
                             .arg(Game::setupProblemText(*readable, *readableIn))
                       : unreadable);
}

void MainWindow::copyGame() {
    QGuiApplication::clipboard()->setText(m_session->game().toPgnText(xiangqiNotation()));
    setStatus(tr("Game copied"));
}

void MainWindow::pasteGame() {
    loadPgnText(QGuiApplication::clipboard()->text());
}

void MainWindow::openPosition() {
    const QString name = QFileDialog::getOpenFileName(
        this, tr("Load Position"), QString(), tr("Position files (*.fen *.epd);;All files (*)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        warn(tr("Load Position"), f.errorString());
        return;
    }
    // A file of many positions (XBoard's -lpf files): the person picks one from a list.
    const QStringList fens = positionLines(QString::fromUtf8(f.readAll()));
    int chosen = 0;
    if (fens.size() > 1) {
        PositionListDialog list(name, fens, this);
        if (list.exec() != QDialog::Accepted || list.chosen() < 0) return;
        chosen = list.chosen();
    }
    // The clipboard is the person's: only Copy and Paste touch it.
    loadFenText(fens.value(chosen), tr("%1 holds no position Tabiya can read.").arg(name));
}

void MainWindow::editPosition() {
    const Variant* v = Variant::byName(m_settings.variant.toStdString());
    PositionEditor editor(v ? *v : Variant::chess(),
                          QString::fromStdString(m_session->game().position().fen()), this);
    editor.setBoardStyle(m_board->theme(), m_board->pieceSet());
    if (editor.exec() != QDialog::Accepted) return;
    startFromPosition(m_settings.variant, editor.fen());
}

void MainWindow::startFromPosition(const QString& variant, const QString& fen) {
    // An engine-defined variant has no name the rules know: the game's own rules.
    const Variant* v = Variant::byName(variant.toStdString());
    if (!v) v = &m_session->game().variant();
    beginEditGame(variant);
    QString error;
    if (!m_session->newGame(*v, fen, &error)) setStatus(error);
    refreshAll();
}

QPixmap MainWindow::boardImage() const {
    // The board and its coordinate frame only: not the widget's background around it.
    return m_board->grab(m_board->boardGeometry().frameRect().toAlignedRect());
}

void MainWindow::saveImage() {
    const QString name = askSaveFileName(this, tr("Save Board Image"), tr("PNG images (*.png)"));
    if (name.isEmpty()) return;
    if (!boardImage().save(name)) warn(tr("Save Board Image"), tr("Could not write %1").arg(name));
}

} // namespace tabiya
