// MainWindow's File and Edit actions on games and positions: PGN and FEN through files and
// the clipboard, the position editor, the board as an image.
#include "mainwindow.h"

#include "boardview.h"
#include "positioneditor.h"
#include "savefilename.h"
#include "session.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>

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
    const Game game = Game::fromPgn(r.games.front());
    beginEditGame(QString::fromStdString(game.variant().name));
    m_session->loadGame(game);
    refreshAll();
    setStatus(tr("Game loaded: %1 - %2")
                  .arg(game.tag(QStringLiteral("White")), game.tag(QStringLiteral("Black"))));
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
    const QString fen = QGuiApplication::clipboard()->text().trimmed();
    const Variant* current = Variant::byName(m_settings.variant.toStdString());
    if (current && Position::fromFen(*current, fen.toStdString())) {
        startFromPosition(m_settings.variant, fen);
        return;
    }
    for (const std::string& name : Variant::builtInNames())
        if (Position::fromFen(*Variant::byName(name), fen.toStdString())) {
            startFromPosition(QString::fromStdString(name), fen);
            return;
        }
    setStatus(tr("The clipboard holds no position Tabiya can read."));
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
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return;
    QGuiApplication::clipboard()->setText(QString::fromUtf8(f.readLine()).trimmed());
    pasteFen();
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
