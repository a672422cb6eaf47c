#include "app/gui/gamefileactions.h"

#include "app/gui/gamelistdialog.h"
#include "app/gui/positioneditor.h"
#include "app/gui/positionlistdialog.h"
#include "app/gui/savefilename.h"
#include "app/gui/viewoptions.h"
#include "app/session/session.h"
#include "board/core/setupcheck.h"
#include "board/view/boardview.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

GameFileActions::GameFileActions(Session* session, BoardView* board, const ViewOptions* view,
                                 std::function<QString()> variant, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_board(board)
    , m_view(view)
    , m_variant(std::move(variant))
    , m_window(window) {
    connect(m_pgnFile, &PgnFileReader::gamesListed, this, &GameFileActions::onFileGamesListed);
    connect(m_pgnFile, &PgnFileReader::finished, this, &GameFileActions::onFileListed);
    connect(m_gameLoader, &PgnGameLoader::loaded, this, &GameFileActions::onGameLoaded);
}

void GameFileActions::addFileActions(QMenu* file) {
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Load Game..."),
                    QKeySequence(Qt::CTRL | Qt::Key_O), this, &GameFileActions::openPgn);
    // XBoard's keys for the next and previous game of the file.
    m_loadNextAction = file->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "Load &Next Game"),
        QKeySequence(Qt::ALT | Qt::Key_PageDown), this, [this] { loadNeighbourGame(1); });
    m_loadPreviousAction = file->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "Load Pre&vious Game"),
        QKeySequence(Qt::ALT | Qt::Key_PageUp), this, [this] { loadNeighbourGame(-1); });
    // They work from the game list too, where a person looks for the next game.
    m_loadNextAction->setShortcutContext(Qt::ApplicationShortcut);
    m_loadPreviousAction->setShortcutContext(Qt::ApplicationShortcut);
    m_loadNextAction->setEnabled(false);
    m_loadPreviousAction->setEnabled(false);
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "Game &List"),
                    QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_G), this,
                    &GameFileActions::showGameList);
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "Load &Position..."),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this,
                    &GameFileActions::openPosition);
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Save Game..."),
                    QKeySequence(Qt::CTRL | Qt::Key_S), this, &GameFileActions::savePgn);
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "Sa&ve Position..."),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this,
                    &GameFileActions::savePosition);
    file->addAction(QCoreApplication::translate("tabiya::MainWindow", "Save Board &Image..."), this,
                    &GameFileActions::saveImage);
}

void GameFileActions::addClipboardActions(QMenu* edit) {
    // XBoard's keys: Ctrl+C/V for the game, with Shift for the position.
    edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "Copy &Game (PGN)"),
                    QKeySequence(Qt::CTRL | Qt::Key_C), this, &GameFileActions::copyGame);
    edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Copy Position (FEN)"),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    &GameFileActions::copyFen);
    edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "Paste G&ame (PGN)"),
                    QKeySequence(Qt::CTRL | Qt::Key_V), this, &GameFileActions::pasteGame);
    edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Paste Position (FEN)"),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this,
                    &GameFileActions::pasteFen);
}

void GameFileActions::openPgn() {
    const QString name = QFileDialog::getOpenFileName(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "Load Game"), QString(),
        QCoreApplication::translate("tabiya::MainWindow", "PGN files (*.pgn);;All files (*)"));
    if (name.isEmpty()) return;
    openPgnFile(name);
}

void GameFileActions::openPgnFile(const QString& path) {
    // The file is listed in a thread; its first game is loaded as soon as it is found.
    m_gameLoader->cancel();
    m_fileGame = -1;
    m_loadingFileGame = -1;
    m_gameListShown = false;
    m_pgnFile->open(path);
    if (m_gameList)
        m_gameList->setWindowTitle(
            QCoreApplication::translate("tabiya::MainWindow", "Game List: %1")
                .arg(QFileInfo(path).fileName()));
    m_loadNextAction->setEnabled(false);
    m_loadPreviousAction->setEnabled(false);
    emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Reading %1...")
                           .arg(QFileInfo(path).fileName()));
}

void GameFileActions::onFileGamesListed(int first, int count) {
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

void GameFileActions::onFileListed(const QString& error) {
    if (!error.isEmpty()) {
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Load Game"), error);
        return;
    }
    if (m_pgnFile->games().isEmpty()) {
        emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "No game found."));
        return;
    }
    if (m_fileGame >= 0 && !m_gameLoader->isLoading()) showLoadedStatus(); // the final count
}

void GameFileActions::showGameList() {
    if (!m_gameList) {
        m_gameList = new GameListDialog(m_pgnFile, m_window);
        m_gameList->setWindowTitle(
            QCoreApplication::translate("tabiya::MainWindow", "Game List: %1")
                .arg(QFileInfo(m_pgnFile->path()).fileName()));
        connect(m_gameList, &GameListDialog::gameChosen, this, &GameFileActions::loadFileGame);
        m_gameList->setCurrentGame(m_fileGame);
    }
    m_gameList->show();
    m_gameList->raise();
}

void GameFileActions::loadFileGame(int index) {
    if (index < 0 || index >= m_pgnFile->games().size()) return;
    const QByteArray text = m_pgnFile->gameText(index);
    if (text.isEmpty()) {
        emit warning(
            QCoreApplication::translate("tabiya::MainWindow", "Load Game"),
            QCoreApplication::translate("tabiya::MainWindow", "Could not read game %1 of %2")
                .arg(index + 1)
                .arg(m_pgnFile->path()));
        return;
    }
    m_loadingFileGame = index;
    if (m_gameList) m_gameList->setCurrentGame(index);
    if (text.size() >= PgnGameLoader::BackgroundFrom)
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "Reading game %1...").arg(index + 1));
    const PgnFileGame& game = m_pgnFile->games()[index];
    m_gameLoader->setMoveListNotation(m_view->moveListNotation());
    m_gameLoader->load(text, game.line, game.column);
}

void GameFileActions::loadNeighbourGame(int step) {
    const int from = m_loadingFileGame >= 0 ? m_loadingFileGame : m_fileGame;
    if (from < 0) return;
    if (!m_gameList) showGameList(); // it knows the order the person sees
    const int next = m_gameList->neighbour(from, step);
    if (next < 0) {
        emit statusMessage(
            step > 0
                ? QCoreApplication::translate("tabiya::MainWindow", "This is the last game.")
                : QCoreApplication::translate("tabiya::MainWindow", "This is the first game."));
        return;
    }
    loadFileGame(next);
}

void GameFileActions::loadPgnText(const QString& text) {
    // Pasted text is no game of the file.
    m_loadingFileGame = -1;
    const QByteArray bytes = text.toUtf8();
    // A large game is read in a thread: the window goes on meanwhile, and another load
    // (or paste) supersedes it.
    if (bytes.size() >= PgnGameLoader::BackgroundFrom)
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "Reading the game..."));
    m_gameLoader->setMoveListNotation(m_view->moveListNotation());
    m_gameLoader->load(bytes);
}

void GameFileActions::onGameLoaded(const PgnLoadResult& r) {
    const int fileGame = m_loadingFileGame;
    m_loadingFileGame = -1;
    if (!r.ok) {
        emit statusMessage(
            r.gamesInText == 0
                ? (r.error.isEmpty()
                       ? QCoreApplication::translate("tabiya::MainWindow", "No game found.")
                       : r.error)
                : QCoreApplication::translate("tabiya::MainWindow", "The game cannot be loaded: %1")
                      .arg(r.error));
        return;
    }
    const Game& game = r.game;
    emit gameLoaded(r); // the window shows it
    m_fileGame = fileGame;
    if (m_gameList && fileGame >= 0) m_gameList->setCurrentGame(fileGame);
    m_loadedPlayers =
        QCoreApplication::translate("tabiya::MainWindow", "%1 - %2")
            .arg(game.tag(QStringLiteral("White")), game.tag(QStringLiteral("Black")));
    m_loadedGamesInText = r.gamesInText;
    m_loadedError = r.error;
    showLoadedStatus();
}

void GameFileActions::showLoadedStatus() {
    QString status;
    if (m_fileGame >= 0 && m_pgnFile->isReading()) {
        status = QCoreApplication::translate("tabiya::MainWindow",
                                             "Game %1 loaded: %2 (reading the rest of the file...)")
                     .arg(m_fileGame + 1)
                     .arg(m_loadedPlayers);
    } else if (m_fileGame >= 0) {
        const int games = int(m_pgnFile->games().size());
        status = games > 1
                     ? QCoreApplication::translate("tabiya::MainWindow", "Game %1 of %2 loaded: %3")
                           .arg(m_fileGame + 1)
                           .arg(games)
                           .arg(m_loadedPlayers)
                     : QCoreApplication::translate("tabiya::MainWindow", "Game loaded: %1")
                           .arg(m_loadedPlayers);
    } else if (m_loadedGamesInText > 1) {
        // Pasted text of several games: the first is shown.
        status =
            QCoreApplication::translate("tabiya::MainWindow",
                                        "Game loaded: %1, the first of the %n games in the text.",
                                        nullptr, m_loadedGamesInText)
                .arg(m_loadedPlayers);
    } else {
        status = QCoreApplication::translate("tabiya::MainWindow", "Game loaded: %1")
                     .arg(m_loadedPlayers);
    }
    // The moves up to an unreadable one are loaded; say where reading stopped.
    if (!m_loadedError.isEmpty())
        status += QLatin1Char(' ') +
                  QCoreApplication::translate("tabiya::MainWindow", "Reading stopped at %1")
                      .arg(m_loadedError);
    emit statusMessage(status);
}

void GameFileActions::savePgn() {
    const QString name =
        askSaveFileName(m_window, QCoreApplication::translate("tabiya::MainWindow", "Save Game"),
                        QCoreApplication::translate("tabiya::MainWindow", "PGN files (*.pgn)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        f.write(m_session->game()
                    .toPgnText(m_view->xiangqiNotation() == XiangqiNotation::San
                                   ? XiangqiNotation::San
                                   : m_view->xiangqiNotation())
                    .toUtf8()) < 0)
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Save Game"),
                     f.errorString());
}

void GameFileActions::copyFen() {
    const Position& pos = m_board->position();
    const FenStyle style = pos.variant().isXiangqiLike() ? FenStyle::Cfen : FenStyle::Standard;
    QGuiApplication::clipboard()->setText(QString::fromStdString(pos.fen(style)));
    emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Position copied"));
}

void GameFileActions::savePosition() {
    const QString name = askSaveFileName(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "Save Position"),
        QCoreApplication::translate("tabiya::MainWindow", "FEN files (*.fen)"));
    if (name.isEmpty()) return;
    const Position& pos = m_board->position();
    const FenStyle style = pos.variant().isXiangqiLike() ? FenStyle::Cfen : FenStyle::Standard;
    QFile f(name);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        f.write(QByteArray::fromStdString(pos.fen(style) + '\n')) < 0)
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Save Position"),
                     f.errorString());
}

void GameFileActions::pasteFen() {
    loadFenText(QGuiApplication::clipboard()->text(),
                QCoreApplication::translate("tabiya::MainWindow",
                                            "The clipboard holds no position Tabiya can read."));
}

void GameFileActions::loadFenText(const QString& text, const QString& unreadable) {
    const std::string fen = normalizedFen(text.toStdString());
    // The current variant first, then any variant that reads the FEN.
    std::vector<std::string> names{m_variant().toStdString()};
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
            emit positionChosen(QString::fromStdString(name), QString::fromStdString(fen));
            return;
        }
        if (!readable && problem.problem != SetupProblem::UnreadableFen) {
            readable = problem;
            readableIn = v;
        }
    }
    emit statusMessage(readable ? QCoreApplication::translate("tabiya::MainWindow",
                                                              "This position cannot be played: %1")
                                      .arg(Game::setupProblemText(*readable, *readableIn))
                                : unreadable);
}

void GameFileActions::copyGame() {
    QGuiApplication::clipboard()->setText(m_session->game().toPgnText(m_view->xiangqiNotation()));
    emit statusMessage(QCoreApplication::translate("tabiya::MainWindow", "Game copied"));
}

void GameFileActions::pasteGame() {
    loadPgnText(QGuiApplication::clipboard()->text());
}

void GameFileActions::openPosition() {
    const QString name = QFileDialog::getOpenFileName(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "Load Position"), QString(),
        QCoreApplication::translate("tabiya::MainWindow",
                                    "Position files (*.fen *.epd);;All files (*)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        emit warning(QCoreApplication::translate("tabiya::MainWindow", "Load Position"),
                     f.errorString());
        return;
    }
    // A file of many positions (XBoard's -lpf files): the person picks one from a list.
    const QStringList fens = positionLines(QString::fromUtf8(f.readAll()));
    int chosen = 0;
    if (fens.size() > 1) {
        PositionListDialog list(name, fens, m_window);
        if (list.exec() != QDialog::Accepted || list.chosen() < 0) return;
        chosen = list.chosen();
    }
    // The clipboard is the person's: only Copy and Paste touch it.
    loadFenText(
        fens.value(chosen),
        QCoreApplication::translate("tabiya::MainWindow", "%1 holds no position Tabiya can read.")
            .arg(name));
}

void GameFileActions::editPosition() {
    const Variant* v = Variant::byName(m_variant().toStdString());
    PositionEditor editor(v ? *v : Variant::chess(),
                          QString::fromStdString(m_session->game().position().fen()), m_window);
    editor.setBoardStyle(m_board->theme(), m_board->pieceSet());
    if (editor.exec() != QDialog::Accepted) return;
    emit positionChosen(m_variant(), editor.fen());
}

QPixmap GameFileActions::boardImage() const {
    // The board and its coordinate frame only: not the widget's background around it.
    return m_board->grab(m_board->boardGeometry().frameRect().toAlignedRect());
}

void GameFileActions::saveImage() {
    const QString name = askSaveFileName(
        m_window, QCoreApplication::translate("tabiya::MainWindow", "Save Board Image"),
        QCoreApplication::translate("tabiya::MainWindow", "PNG images (*.png)"));
    if (name.isEmpty()) return;
    if (!boardImage().save(name))
        emit warning(
            QCoreApplication::translate("tabiya::MainWindow", "Save Board Image"),
            QCoreApplication::translate("tabiya::MainWindow", "Could not write %1").arg(name));
}

} // namespace tabiya
