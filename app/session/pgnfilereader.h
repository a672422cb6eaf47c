#pragma once
// PgnFileReader: lists the games of a PGN file in the background, for the game list. A
// thread reads the file a piece at a time, finds the games with scanPgnGames and reads
// each one (readPgn on its bytes) only to count its moves and find its first error; what
// it keeps of a game is its place in the file and the tags a list shows, never its moves,
// so a file of any size costs a few hundred bytes a game. Games reach the GUI thread in
// batches (gamesListed), a few times a second, while the thread goes on. A game's text is
// read back from the file (gameText) when the person loads it.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>

namespace tabiya {

// One game of a file as the game list shows it.
struct PgnFileGame {
    qint64 offset = 0; // its bytes in the file
    qint64 length = 0;
    int line = 1; // the line and column it starts on
    int column = 1;
    QString event, site, date, round, white, black, result, variant;
    int plies = 0; // main-line moves read (up to the error, if any)
    QString error; // the reader's first error in it, "line 12: illegal or unknown move 'Ke3'"
    bool refused = false; // its start cannot be played (unknown variant, bad FEN tag)
};

class PgnFileReader : public QObject {
    Q_OBJECT
public:
    explicit PgnFileReader(QObject* parent = nullptr);
    ~PgnFileReader() override; // stops the reading and waits for its thread

    // Starts listing the file's games; a listing under way stops, and its games go.
    void open(const QString& path);
    // Stops a listing under way (the games listed so far stay).
    void stop();
    QString path() const { return m_path; }
    bool isReading() const { return m_reading; }
    const QList<PgnFileGame>& games() const { return m_games; }
    // The bytes of game `index`, read from the file; empty when it cannot be read.
    QByteArray gameText(int index) const;
    // readPgn and the file's first error of game `index`, counted on the file's lines.
    static QString errorText(int fileLine, int gameLine, const std::string& message);

    // The pieces the file is read in (and so how much the thread holds at a time beyond
    // one game).
    static constexpr qint64 PieceSize = 1 << 20;

signals:
    // open() has started over: games() is empty.
    void opened(const QString& path);
    // games()[first .. first+count) are new.
    void gamesListed(int first, int count);
    // The whole file is listed, or `error` says why reading stopped.
    void finished(const QString& error);

private:
    void deliver(quint64 generation, QList<PgnFileGame> games);
    void end(quint64 generation, const QString& error);

    QString m_path;
    QList<PgnFileGame> m_games;
    bool m_reading = false;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
    QPointer<QThread> m_thread;
};

} // namespace tabiya
