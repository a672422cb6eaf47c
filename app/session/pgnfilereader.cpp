#include "app/session/pgnfilereader.h"

#include "board/core/pgnreader.h"
#include "board/core/pgnscan.h"

#include <QElapsedTimer>
#include <QFile>

namespace tabiya {

namespace {

QString tagText(const PgnGameSpan& span, std::string_view name) {
    return QString::fromStdString(span.tag(name));
}

// A game of the list: its tags from the scan, its moves and first error from reading it.
PgnFileGame listedGame(const PgnGameSpan& span, std::string_view text) {
    PgnFileGame g;
    g.offset = qint64(span.offset);
    g.length = qint64(span.length);
    g.line = span.line;
    g.column = span.column;
    g.event = tagText(span, "Event");
    g.site = tagText(span, "Site");
    g.date = tagText(span, "Date");
    g.round = tagText(span, "Round");
    g.white = tagText(span, "White");
    g.black = tagText(span, "Black");
    g.variant = tagText(span, "Variant");
    const PgnReadResult r = readPgn(text, span.column);
    if (!r.games.empty()) {
        const PgnGame& game = r.games.front();
        g.plies = int(game.moves.size());
        g.result = QString::fromStdString(game.result);
        g.refused = game.setupRefused;
    }
    if (!r.errors.empty())
        g.error =
            PgnFileReader::errorText(span.line, r.errors.front().line, r.errors.front().message);
    return g;
}

} // namespace

PgnFileReader::PgnFileReader(QObject* parent)
    : QObject(parent) {}

PgnFileReader::~PgnFileReader() {
    stop();
    if (m_thread) m_thread->wait();
}

QString PgnFileReader::errorText(int fileLine, int gameLine, const std::string& message) {
    return tr("line %1: %2").arg(fileLine + gameLine - 1).arg(QString::fromStdString(message));
}

void PgnFileReader::stop() {
    if (m_stop) m_stop->store(true);
    ++m_generation; // what the stopped thread still sends is dropped
    m_reading = false;
}

void PgnFileReader::open(const QString& path) {
    stop();
    m_path = path;
    m_games.clear();
    m_reading = true;
    auto stopFlag = std::make_shared<std::atomic<bool>>(false);
    m_stop = stopFlag;
    const quint64 generation = m_generation;
    QThread* thread = QThread::create([this, path, stopFlag, generation] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            const QString error = file.errorString();
            QMetaObject::invokeMethod(
                this, [this, generation, error] { end(generation, error); }, Qt::QueuedConnection);
            return;
        }
        std::string pending; // the file from pendingOffset on: an unfinished game at most
        qint64 pendingOffset = 0;
        int pendingLine = 1, pendingColumn = 1;
        QList<PgnFileGame> batch;
        QElapsedTimer sinceSent;
        sinceSent.start();
        bool atEnd = false;
        bool sentAny = false;
        while (!atEnd && !stopFlag->load()) {
            const QByteArray piece = file.read(PieceSize);
            atEnd = piece.isEmpty();
            pending.append(piece.constData(), size_t(piece.size()));
            const PgnScan scan =
                scanPgnGames(pending, atEnd, size_t(pendingOffset), pendingLine, pendingColumn);
            for (const PgnGameSpan& span : scan.games) {
                if (stopFlag->load()) return;
                batch.append(listedGame(span, std::string_view(pending).substr(
                                                  span.offset - pendingOffset, span.length)));
                // The first game at once (it is loaded), then a few batches a second:
                // the list grows as a person watches, and the GUI thread gets little to
                // do each time.
                if (!sentAny || sinceSent.elapsed() >= 100) {
                    sentAny = true;
                    QMetaObject::invokeMethod(
                        this,
                        [this, generation, games = std::move(batch)] {
                            deliver(generation, games);
                        },
                        Qt::QueuedConnection);
                    batch = {};
                    sinceSent.restart();
                }
            }
            pending.erase(0, scan.consumed);
            pendingOffset += qint64(scan.consumed);
            pendingLine = scan.consumedLine;
            pendingColumn = scan.consumedColumn;
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, games = std::move(batch)] {
                deliver(generation, games);
                end(generation, QString());
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    emit opened(path);
    // One reading at a time: the one stopped above ends at its next game.
    if (m_thread) m_thread->wait();
    m_thread = thread;
    thread->start(QThread::LowPriority);
}

void PgnFileReader::deliver(quint64 generation, QList<PgnFileGame> games) {
    if (generation != m_generation || games.isEmpty()) return;
    const int first = int(m_games.size());
    m_games.append(std::move(games));
    emit gamesListed(first, int(m_games.size()) - first);
}

void PgnFileReader::end(quint64 generation, const QString& error) {
    if (generation != m_generation) return;
    m_reading = false;
    emit finished(error);
}

QByteArray PgnFileReader::gameText(int index) const {
    if (index < 0 || index >= m_games.size()) return {};
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(m_games[index].offset)) return {};
    return file.read(m_games[index].length);
}

} // namespace tabiya
