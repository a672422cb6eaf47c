#pragma once
// EngineConsole: the console of one engine (XBoard's Shift+1 / Shift+2). It shows the
// engine's whole timestamped transcript from its first line, even when opened late (it
// fills from EngineConnection::transcriptEntries() at attach, then follows
// EngineConnection::transcript), one colour per direction, a filter, Save..., and a line to type a
// raw command to the engine. It is a plain QWidget: put it in a dock, a dialog, or give it the
// Qt::Window flag.
//
// Engine text is shown as plain text only (text fragments with a QTextCharFormat, never
// HTML). Lines arriving in a flood are batched: the view is updated at most every 50 ms.
//
// The console keeps its own copy of the entries (it outlives a restarted engine), bounded
// like the engine's TranscriptLog: by bytes (TranscriptLog::cost against MaxBytes) as well
// as by count, the oldest going first, with one note in the console when that first happens.

#include "protocol/engineconnection.h"
#include "protocol/enginetypes.h"

#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <deque>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTextCharFormat;

namespace tabiya {

class EngineConsole : public QWidget {
    Q_OBJECT
public:
    static constexpr int DefaultMaxEntries = 20000;
    // The kept entries never cost more than this (TranscriptLog::MaxBytes, as
    // TranscriptLog::cost counts them): 20000 entries of up to ~8 KB each would otherwise be
    // ~166 MB for one engine.
    static qsizetype maxBytes();
    // Lines longer than this are cut in the view (the saved file has them whole).
    static constexpr int MaxShownChars = 2000;
    static constexpr int BatchMs = 50;

    explicit EngineConsole(QWidget* parent = nullptr);
    ~EngineConsole() override;

    // Follows engine from now on, showing everything it exchanged so far first. Attaching
    // another engine (a restart made a new one) keeps what is shown and adds a note; null
    // detaches. Attaching the engine already attached does nothing.
    void attach(EngineConnection* engine);
    EngineConnection* engine() const { return m_engine; }
    // New entries wait for the batch timer (at most BatchMs) before they are drawn.
    bool drawPending() const { return m_batch.isActive(); }

    // At most this many entries are kept (the oldest go first).
    void setMaxEntries(int count);
    int maxEntries() const { return m_maxEntries; }
    qsizetype entryCount() const { return qsizetype(m_entries.size()); }
    // What the kept entries cost, as TranscriptLog::cost counts it; at most maxBytes().
    qsizetype bytes() const { return m_bytes; }

    // Only entries whose text contains filter (case-insensitive) are shown; empty: all.
    void setFilter(const QString& filter);
    QString filter() const;

    // Writes every kept entry (not only the filtered ones) in full; false and *error set
    // when the file cannot be written.
    bool saveTo(const QString& path, QString* error = nullptr) const;

    // Sends line to the engine as typed, as Enter in the command line does. False (and the
    // reason shown under the command line) when there is no running engine or the line
    // holds a line break.
    bool sendCommand(const QString& line);

    // Shows the lines still waiting for the batch timer now (tests, screenshots). The timer
    // itself only draws while the console is visible.
    void flush();

    // One entry as a line of the console and of the saved file: "12:34:56.789 > text".
    // maxChars > 0 cuts the text with a note of how much was left out.
    static QString formatEntry(const TranscriptEntry& entry, int maxChars = 0);
    // The marker for a direction: '>' to the engine, '<' from it, '!' stderr, '*' note.
    static QChar marker(TranscriptEntry::Direction direction);

    QPlainTextEdit* view() const { return m_view; }
    QLineEdit* commandLine() const { return m_command; }
    QLineEdit* filterEdit() const { return m_filter; }
    QLabel* errorLabel() const { return m_error; }

signals:
    // A raw command went to the engine.
    void commandSent(const QString& line);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void add(const TranscriptEntry& entry);
    void dropOldest();
    void addNote(const QString& text);
    void schedule();
    void refilter();
    void append(const QList<const TranscriptEntry*>& shown);
    void updateCommandLine();
    void updateTitle();
    void showError(const QString& text);
    void chooseFileAndSave();
    bool matches(const TranscriptEntry& entry) const;
    QTextCharFormat formatFor(TranscriptEntry::Direction direction) const;
    QTextCharFormat timeFormat() const;

    QPointer<EngineConnection> m_engine;
    QString m_engineName;
    std::deque<TranscriptEntry> m_entries;
    qsizetype m_bytes = 0;       // TranscriptLog::cost of m_entries
    bool m_droppedNoted = false; // the console said that older lines were dropped
    qint64 m_firstSeq = 0;       // sequence number of m_entries.front()
    qint64 m_shownSeq = 0;       // entries before this one are in the view (or filtered out)
    bool m_refilterDue = false;
    int m_maxEntries = DefaultMaxEntries;
    QTimer m_batch;

    QPlainTextEdit* m_view;
    QLineEdit* m_filter;
    QLineEdit* m_command;
    QPushButton* m_send;
    QPushButton* m_save;
    QLabel* m_error;
    QLabel* m_count;

    QStringList m_history; // commands typed, for Up / Down
    qsizetype m_historyPos = 0;
};

} // namespace tabiya
