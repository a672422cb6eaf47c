#include "app/session/pgngameloader.h"

#include "app/session/pgnfilereader.h"
#include "board/core/pgnreader.h"

#include <algorithm>

namespace tabiya {

PgnGameLoader::PgnGameLoader(QObject* parent)
    : QObject(parent) {}

PgnGameLoader::~PgnGameLoader() {
    cancel();
    for (QThread* t : findChildren<QThread*>())
        t->wait();
}

PgnLoadResult PgnGameLoader::read(const QByteArray& text, int firstLine, int firstColumn,
                                  const MoveListNotation& notation) {
    PgnLoadResult out;
    const PgnReadResult r =
        readPgn(std::string_view(text.constData(), size_t(text.size())), firstColumn);
    out.gamesInText = int(r.games.size());
    const auto error = std::find_if(r.errors.begin(), r.errors.end(),
                                    [](const PgnError& e) { return e.game == 0; });
    if (error != r.errors.end())
        out.error = PgnFileReader::errorText(firstLine, error->line, error->message);
    else if (r.games.empty() && !r.errors.empty())
        out.error = QString::fromStdString(r.errors.front().message);
    // A start that was refused (an unknown variant; a FEN without kings, with a king to be
    // taken, ...) is no game.
    if (r.games.empty() || r.games.front().setupRefused) return out;
    out.game = Game::fromPgn(r.games.front());
    out.moveList = std::make_shared<std::vector<MoveListItem>>(moveListItems(out.game, notation));
    out.moveListNotation = notation;
    out.ok = true;
    return out;
}

quint64 PgnGameLoader::load(const QByteArray& text, int firstLine, int firstColumn) {
    const quint64 id = ++m_latest;
    m_loading = true;
    if (text.size() < BackgroundFrom) {
        PgnLoadResult r = read(text, firstLine, firstColumn, m_notation);
        r.id = id;
        finish(r);
        return id;
    }
    QThread* thread =
        QThread::create([this, text, firstLine, firstColumn, id, notation = m_notation] {
            PgnLoadResult r = read(text, firstLine, firstColumn, notation);
            r.id = id;
            QMetaObject::invokeMethod(
                this, [this, r = std::move(r)] { finish(r); }, Qt::QueuedConnection);
        });
    // A child while it runs (the destructor waits for it), gone once it has finished.
    thread->setParent(this);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    return id;
}

void PgnGameLoader::finish(const PgnLoadResult& result) {
    if (result.id != m_latest) return; // superseded
    m_loading = false;
    emit loaded(result);
}

} // namespace tabiya
