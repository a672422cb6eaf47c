#include "app/gui/enginemessages.h"

#include "protocol/engineconnection.h"

#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tabiya {

namespace {

// Engine names end up in window titles: keep them to a sensible length.
QString shortName(const EngineConnection* engine) {
    const QString name = engine ? engine->name() : QString();
    return name.size() > 60 ? name.left(59) + QChar(0x2026) : name;
}

QString oneLine(QString text) {
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

} // namespace

EngineMessages::EngineMessages(QWidget* dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_log(new QPlainTextEdit) {
    m_log->setObjectName(QStringLiteral("engineMessagesLog"));
    m_log->setWindowTitle(tr("Engine messages"));
    m_log->setReadOnly(true);
    m_log->setUndoRedoEnabled(false);
    m_log->setMaximumBlockCount(2000);
    m_log->setPlaceholderText(tr("Messages from the engines appear here."));
}

EngineMessages::~EngineMessages() {
    if (m_log && !m_log->parent()) delete m_log; // never docked
    for (const OpenDialog& d : std::as_const(m_boxes))
        delete d.dialog;
    for (const OpenDialog& d : std::as_const(m_asks))
        delete d.dialog;
    delete m_book;
}

void EngineMessages::attach(EngineConnection* engine) {
    if (!engine) return;
    m_engines.removeAll(nullptr);
    if (m_engines.contains(engine)) return;
    m_engines << engine;
    connect(engine, &EngineConnection::tellUser, this,
            [this, engine](const QString& t) { onMessage(engine, Kind::Info, t); });
    connect(engine, &EngineConnection::tellUserError, this,
            [this, engine](const QString& t) { onMessage(engine, Kind::Error, t); });
    connect(engine, &EngineConnection::tellOpponent, this,
            [this, engine](const QString& t) { onMessage(engine, Kind::Opponent, t); });
    connect(engine, &EngineConnection::tellOthers, this,
            [this, engine](const QString& t) { onMessage(engine, Kind::Others, t); });
    connect(engine, &EngineConnection::tellAll, this,
            [this, engine](const QString& t) { onMessage(engine, Kind::All, t); });
    connect(engine, &EngineConnection::hint, this,
            [this, engine](const QString& t) { onMessage(engine, Kind::Hint, t); });
    connect(engine, &EngineConnection::askUser, this,
            [this, engine](const QString& tag, const QString& q) { onAskUser(engine, tag, q); });
    connect(engine, &EngineConnection::bookMoves, this,
            [this, engine](const QList<BookMove>& moves) { onBookMoves(engine, moves); });
}

void EngineMessages::detach(EngineConnection* engine) {
    if (!engine) return;
    engine->disconnect(this);
    m_engines.removeAll(engine);
}

void EngineMessages::requestBook(EngineConnection* engine) {
    if (!engine || !(engine->capabilities() & Capability::Book)) return;
    attach(engine);
    m_bookEngine = engine;
    m_bookDeadline = QDeadlineTimer(BookWaitMs);
    engine->requestBook();
}

QList<QMessageBox*> EngineMessages::openBoxes() const {
    QList<QMessageBox*> out;
    for (const OpenDialog& d : m_boxes)
        if (auto* box = qobject_cast<QMessageBox*>(d.dialog.data())) out << box;
    return out;
}

QList<QDialog*> EngineMessages::askDialogs() const {
    QList<QDialog*> out;
    for (const OpenDialog& d : m_asks)
        if (d.dialog) out << d.dialog.data();
    return out;
}

void EngineMessages::prune(QList<OpenDialog>& list) {
    list.removeIf([](const OpenDialog& d) { return !d.dialog || !d.dialog->isVisible(); });
}

// --- messages ---

void EngineMessages::onMessage(EngineConnection* engine, Kind kind, const QString& text) {
    const QString name = shortName(engine);
    writeLog(name, kind, text);
    if (kind == Kind::Hint) {
        emit hintReceived(text, name);
        return;
    }
    emit messageReceived(name, oneLine(text));
    if (kind == Kind::Others) return; // for spectators: the log is enough
    popUp(name, kind, text);
}

void EngineMessages::popUp(const QString& engineName, Kind kind, const QString& text) {
    prune(m_boxes);
    const QString key =
        engineName + QLatin1Char('\x1f') + QString::number(int(kind)) + QLatin1Char('\x1f') + text;
    for (OpenDialog& d : m_boxes) {
        if (d.key != key) continue;
        // The same message again while its box is up: count it there, no new box.
        ++d.count;
        if (auto* box = qobject_cast<QMessageBox*>(d.dialog.data()))
            box->setInformativeText(tr("Said %n times.", nullptr, d.count));
        return;
    }
    if (m_boxes.size() >= MaxOpenBoxes) return; // the rest are in the log

    const bool error = kind == Kind::Error;
    auto* box = new QMessageBox(m_dialogParent);
    box->setIcon(error ? QMessageBox::Warning : QMessageBox::Information);
    box->setWindowTitle(error ? tr("Error from %1").arg(engineName)
                              : tr("Message from %1").arg(engineName));
    box->setTextFormat(Qt::PlainText); // engine text: never rich text
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (text.size() > MaxBoxChars) {
        box->setText(text.left(MaxBoxChars) + QChar(0x2026));
        box->setDetailedText(text); // a QTextEdit filled with setPlainText
    } else {
        box->setText(text);
    }
    box->setStandardButtons(QMessageBox::Ok);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal); // the game goes on while it is up
    m_boxes.append({box, key, 1});
    box->show();
}

void EngineMessages::writeLog(const QString& engineName, Kind kind, const QString& text) {
    if (!m_log) return;
    QString line;
    switch (kind) {
    case Kind::Info: line = tr("%1 says: %2"); break;
    case Kind::Error: line = tr("%1 reports an error: %2"); break;
    case Kind::Opponent: line = tr("%1 tells its opponent: %2"); break;
    case Kind::Others: line = tr("%1 tells the spectators: %2"); break;
    case Kind::All: line = tr("%1 tells everyone: %2"); break;
    case Kind::Ask: line = tr("%1 asks: %2"); break;
    case Kind::Hint: line = tr("%1 hints: %2"); break;
    case Kind::Book: line = tr("%1 book moves: %2"); break;
    }
    // appendPlainText: the engine's text is never read as HTML.
    m_log->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss ")) +
                           line.arg(engineName, oneLine(text)));
}

// --- askuser ---

void EngineMessages::onAskUser(EngineConnection* engine, const QString& tag,
                               const QString& question) {
    const QString name = shortName(engine);
    writeLog(name, Kind::Ask, question);
    emit messageReceived(name, oneLine(question));
    prune(m_asks);
    const QString key = name + QLatin1Char('\x1f') + tag + QLatin1Char('\x1f') + question;
    for (const OpenDialog& d : std::as_const(m_asks)) {
        if (d.key != key) continue;
        d.dialog->raise(); // asked again while the question is up: one dialog answers it
        d.dialog->activateWindow();
        return;
    }
    if (m_asks.size() >= MaxOpenBoxes) return;

    auto* dialog = new QDialog(m_dialogParent);
    dialog->setObjectName(QStringLiteral("askUserDialog"));
    dialog->setWindowTitle(tr("%1 asks").arg(name));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto* label = new QLabel(dialog);
    label->setObjectName(QStringLiteral("askUserQuestion"));
    label->setTextFormat(Qt::PlainText);
    label->setText(question.size() > MaxBoxChars ? question.left(MaxBoxChars) + QChar(0x2026)
                                                 : question);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setMinimumWidth(360);
    auto* edit = new QLineEdit(dialog);
    edit->setObjectName(QStringLiteral("askUserAnswer"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Answer"));
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(label);
    layout->addWidget(edit);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    QPointer<EngineConnection> target(engine);
    connect(dialog, &QDialog::accepted, this, [target, tag, edit] {
        // A line edit holds one line, but a pasted break must not split the answer.
        if (target) target->answer(tag, oneLine(edit->text()));
    });
    m_asks.append({dialog, key, 1});
    dialog->open(); // window-modal, but no nested event loop
    edit->setFocus();
}

// --- bk ---

BookTable EngineMessages::bookTable(const QList<BookMove>& moves) {
    bool anyShare = false, anyWeight = false, anyRest = false;
    for (const BookMove& b : moves) {
        anyShare = anyShare || !b.share.isEmpty();
        anyWeight = anyWeight || !b.weight.isEmpty();
        anyRest = anyRest || !b.notes.isEmpty();
    }
    BookTable table;
    if (!anyShare && !anyWeight) {
        table.headers = {tr("Book moves")};
        for (const BookMove& b : moves)
            table.rows << QStringList{b.line};
        return table;
    }
    const bool keep[4] = {true, anyShare, anyWeight, anyRest};
    const QString names[4] = {tr("Move"), tr("Share"), tr("Weight"), tr("Notes")};
    for (int c = 0; c < 4; ++c)
        if (keep[c]) table.headers << names[c];
    for (const BookMove& b : moves) {
        const QString cells[4] = {b.move, b.share, b.weight, b.notes};
        QStringList out;
        for (int c = 0; c < 4; ++c)
            if (keep[c]) out << cells[c];
        table.rows << out;
    }
    return table;
}

void EngineMessages::onBookMoves(EngineConnection* engine, const QList<BookMove>& moves) {
    // Only the reply to our request: book moves in thinking output are the output pane's.
    if (engine != m_bookEngine || m_bookDeadline.hasExpired()) return;
    m_bookEngine = nullptr;
    const QString name = shortName(engine);
    QStringList lines;
    for (const BookMove& b : moves)
        lines << b.line;
    writeLog(name, Kind::Book, lines.join(QStringLiteral("; ")));
    delete m_book;

    const BookTable book = bookTable(moves);
    auto* dialog = new QDialog(m_dialogParent);
    dialog->setObjectName(QStringLiteral("bookDialog"));
    dialog->setWindowTitle(tr("Book moves - %1").arg(name));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto* layout = new QVBoxLayout(dialog);
    if (book.rows.isEmpty()) {
        auto* none = new QLabel(tr("%1 has no book moves for this position.").arg(name), dialog);
        none->setTextFormat(Qt::PlainText);
        layout->addWidget(none);
    } else {
        auto* table = new QTableWidget(int(book.rows.size()), int(book.headers.size()), dialog);
        table->setObjectName(QStringLiteral("bookTable"));
        table->setHorizontalHeaderLabels(book.headers);
        table->verticalHeader()->hide();
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setAlternatingRowColors(true);
        for (int r = 0; r < book.rows.size(); ++r) {
            for (int c = 0; c < book.headers.size(); ++c) {
                auto* item = new QTableWidgetItem(book.rows[r].value(c)); // plain text
                if (book.headers[c] == tr("Share") || book.headers[c] == tr("Weight"))
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                table->setItem(r, c, item);
            }
        }
        // Moves and notes take the room; the figures sit snug beside them.
        for (int c = 0; c < book.headers.size(); ++c) {
            const bool figure = book.headers[c] == tr("Share") || book.headers[c] == tr("Weight");
            table->horizontalHeader()->setSectionResizeMode(
                c, figure ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
        }
        table->resizeRowsToContents();
        table->setFocusPolicy(Qt::NoFocus);
        // As tall as the lines need, up to a screenful of them.
        const int maxRows = 12;
        const int rowsHeight = qMin(table->verticalHeader()->length(),
                                    maxRows * table->verticalHeader()->defaultSectionSize());
        const int height =
            rowsHeight + table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
        if (book.rows.size() <= maxRows)
            table->setFixedHeight(height);
        else
            table->setMinimumHeight(height);
        auto* caption = new QLabel(tr("Book moves of %1 in this position:").arg(name), dialog);
        caption->setTextFormat(Qt::PlainText);
        caption->setWordWrap(true);
        layout->addWidget(caption);
        layout->addWidget(table, 1);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(qMax(320, dialog->sizeHint().width()), dialog->sizeHint().height());
    m_book = dialog;
    dialog->show(); // not modal: look at the book while the game goes on
}

} // namespace tabiya
