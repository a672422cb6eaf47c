// MainWindow's File and Edit actions on games and positions: PGN and FEN through files and
// the clipboard, the position editor, the board as an image.
#include "mainwindow.h"

#include "boardview.h"
#include "positioneditor.h"
#include "savefilename.h"
#include "session.h"
#include "setupcheck.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <algorithm>

namespace tabiya {

void MainWindow::openPgn() {
    const QString name = QFileDialog::getOpenFileName(this, tr("Load Game"), QString(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::ReadOnly)) {
        warn(tr("Load Game"), f.errorString());
        return;
    }
    loadPgnText(QString::fromUtf8(f.readAll()));
}

void MainWindow::loadPgnText(const QString& text) {
    const PgnReadResult r = readPgn(text.toStdString());
    if (r.games.empty()) {
        setStatus(r.errors.empty() ? tr("No game found.")
                                   : QString::fromStdString(r.errors.front().message));
        return;
    }
    // The first game's first error, if it has one.
    const auto error = std::find_if(r.errors.begin(), r.errors.end(),
                                    [](const PgnError& e) { return e.game == 0; });
    const QString errorText =
        error == r.errors.end()
            ? QString()
            : tr("line %1: %2").arg(error->line).arg(QString::fromStdString(error->message));
    // A start that was refused (an unknown variant; a FEN without kings, with a king to be
    // taken, ...) is no game.
    if (r.games.front().setupRefused) {
        setStatus(tr("The game cannot be loaded: %1").arg(errorText));
        return;
    }
    const Game game = Game::fromPgn(r.games.front());
    beginEditGame(QString::fromStdString(game.variant().name));
    m_session->loadGame(game);
    refreshAll();
    refreshOutputs(); // a finished game starts no play, but its evaluations are graphed
    const QString white = game.tag(QStringLiteral("White"));
    const QString black = game.tag(QStringLiteral("Black"));
    // Only one game is shown; say so when there are more (choosing one is for later).
    QString status = r.games.size() > 1
                         ? tr("Game loaded: %1 - %2, the first of the %n games in the text.",
                              nullptr, int(r.games.size()))
                               .arg(white, black)
                         : tr("Game loaded: %1 - %2").arg(white, black);
    // The moves up to an unreadable one are loaded; say where reading stopped.
    if (!errorText.isEmpty())
        status += QLatin1Char(' ') + tr("Reading stopped at %1").arg(errorText);
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
    const QString name = QFileDialog::getOpenFileName(this, tr("Load Position"), QString(),
                                                      tr("FEN files (*.fen);;All files (*)"));
    if (name.isEmpty()) return;
    QFile f(name);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        warn(tr("Load Position"), f.errorString());
        return;
    }
    // The clipboard is the person's: only Copy and Paste touch it.
    loadFenText(QString::fromUtf8(f.readLine()),
                tr("%1 holds no position Tabiya can read.").arg(name));
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
    beginEditGame(variant);
    QString error;
    if (!m_session->newGame(*Variant::byName(variant.toStdString()), fen, &error)) setStatus(error);
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
