#pragma once
// EngineMessages: what engines say to the person, turned into GUI. telluser and
// tellusererror pop up an information / warning box; tellopponent and tellall pop up an
// information box too (the local person is the opponent, as in XBoard), tellothers only
// goes to the log (XBoard does nothing with it off a chess server); askuser opens a dialog
// with a text box whose answer goes back through EngineConnection::answer; a bk reply asked for
// with requestBook() shows in a table; Hint: becomes the hintReceived signal. Every message is also
// written, timestamped, to a read-only "Engine messages" log the window can dock.
//
// Engine text is untrusted: every label and box shows it as Qt::PlainText. Boxes are
// non-blocking (show()/open(), never exec()), identical messages open while their box is
// still up only count up in that box, and at most MaxOpenBoxes boxes are up at once (the
// rest are in the log), so a flooding engine cannot bury the window.

#include "protocol/engineconnection.h"

#include <QDeadlineTimer>
#include <QDialog>
#include <QList>
#include <QObject>
#include <QPlainTextEdit>
#include <QPointer>
#include <QStringList>

class QMessageBox;

namespace tabiya {

// A bk reply in columns: a move and, when the lines have them, a percentage, a weight (a
// bare number) and the rest; else one column with the lines as they are.
struct BookTable {
    QStringList headers;
    QList<QStringList> rows;
};

class EngineMessages : public QObject {
    Q_OBJECT
public:
    static constexpr int MaxOpenBoxes = 4;
    // Longer messages are cut in the box; the whole text is under "Show Details...".
    static constexpr int MaxBoxChars = 1500;
    // A bk reply later than this after requestBook() is not shown.
    static constexpr int BookWaitMs = 10000;

    explicit EngineMessages(QWidget* dialogParent = nullptr);
    ~EngineMessages() override;

    // Shows the messages of engine from now on. Several engines can be attached at once;
    // attaching one twice does nothing; a deleted engine detaches itself.
    void attach(EngineConnection* engine);
    void detach(EngineConnection* engine);

    // Asks engine for its book moves (CECP bk) and shows the reply in a table. Book text
    // that comes unasked (book lines in thinking output) is not shown here.
    void requestBook(EngineConnection* engine);

    // The log of every engine message, plain text, for a dock. Owned by this object until
    // it is put into a widget (then its parent owns it).
    QPlainTextEdit* log() const { return m_log; }

    // The boxes and dialogs up now (tests).
    QList<QMessageBox*> openBoxes() const;
    QList<QDialog*> askDialogs() const;
    QDialog* bookDialog() const { return m_book; }

    static BookTable bookTable(const QList<BookMove>& moves);

signals:
    void hintReceived(const QString& move, const QString& engineName);
    // A message for the person: for a status line ("Fairy-Max: ...").
    void messageReceived(const QString& engineName, const QString& text);

private:
    enum class Kind { Info, Error, Opponent, Others, All, Ask, Hint, Book };
    struct OpenDialog {
        QPointer<QDialog> dialog;
        QString key; // engine, kind and text: what makes two messages the same
        int count = 1;
    };

    void onMessage(EngineConnection* engine, Kind kind, const QString& text);
    void onAskUser(EngineConnection* engine, const QString& tag, const QString& question);
    void onBookMoves(EngineConnection* engine, const QList<BookMove>& moves);
    void popUp(const QString& engineName, Kind kind, const QString& text);
    static void prune(QList<OpenDialog>& list);
    void writeLog(const QString& engineName, Kind kind, const QString& text);

    QPointer<QWidget> m_dialogParent;
    QList<QPointer<EngineConnection>> m_engines;
    QList<OpenDialog> m_boxes;
    QList<OpenDialog> m_asks;
    QPointer<QDialog> m_book;
    QPointer<EngineConnection> m_bookEngine; // the engine whose bk reply is awaited
    QDeadlineTimer m_bookDeadline;
    QPointer<QPlainTextEdit> m_log;
};

} // namespace tabiya
