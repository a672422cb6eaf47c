#include "app/gui/engineconsole.h"

#include "protocol/engineconnection.h"
#include "protocol/transcriptlog.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextCursor>
#include <QVBoxLayout>

namespace tabiya {

namespace {

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Base).lightness() < 128;
}

// A file name made from an engine's name: engine text never reaches a path unfiltered.
QString fileNameFor(const QString& engineName) {
    QString out;
    for (const QChar c : engineName) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            out += c;
        else if (!out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return (out.isEmpty() ? QStringLiteral("engine") : out.left(60)) +
           QStringLiteral("-transcript.txt");
}

} // namespace

EngineConsole::EngineConsole(QWidget* parent)
    : QWidget(parent)
    , m_view(new QPlainTextEdit(this))
    , m_filter(new QLineEdit(this))
    , m_command(new QLineEdit(this))
    , m_send(new QPushButton(tr("Send"), this))
    , m_save(new QPushButton(tr("Save..."), this))
    , m_error(new QLabel(this))
    , m_count(new QLabel(this)) {
    setWindowTitle(tr("Engine console"));
    m_batch.setSingleShot(true);
    m_batch.setInterval(BatchMs);
    connect(&m_batch, &QTimer::timeout, this, [this] {
        // A closed console only keeps entries; it draws them when it is shown again.
        if (isVisible()) flush();
    });

    m_filter->setObjectName(QStringLiteral("consoleFilter"));
    m_filter->setPlaceholderText(tr("Filter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show only the lines containing this text"));
    connect(m_filter, &QLineEdit::textChanged, this, &EngineConsole::refilter);
    m_save->setToolTip(tr("Save the whole transcript (not only the filtered lines)"));
    connect(m_save, &QPushButton::clicked, this, &EngineConsole::chooseFileAndSave);
    m_count->setForegroundRole(QPalette::PlaceholderText);

    m_view->setObjectName(QStringLiteral("consoleView"));
    m_view->setReadOnly(true);
    m_view->setUndoRedoEnabled(false);
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_view->setMaximumBlockCount(m_maxEntries);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Tabs in engine output every 8 columns, as a terminal shows them.
    m_view->setTabStopDistance(8 * m_view->fontMetrics().horizontalAdvance(QLatin1Char(' ')));
    m_view->setToolTip(tr("> to the engine   < from the engine   ! engine errors (stderr)   "
                          "* notes"));

    m_command->setObjectName(QStringLiteral("consoleCommand"));
    m_command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_command->installEventFilter(this);
    connect(m_command, &QLineEdit::returnPressed, this, [this] {
        if (sendCommand(m_command->text())) m_command->clear();
    });
    connect(m_command, &QLineEdit::textEdited, m_error, &QLabel::hide);
    connect(m_send, &QPushButton::clicked, m_command, &QLineEdit::returnPressed);
    m_error->setObjectName(QStringLiteral("consoleError"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->hide();

    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);
    top->addWidget(m_save);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_command, 1);
    bottom->addWidget(m_send);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);
    layout->addWidget(m_error);
    setTabOrder(m_command, m_send);
    setFocusProxy(m_command);
    resize(760, 520);
    updateCommandLine();
}

EngineConsole::~EngineConsole() = default;

qsizetype EngineConsole::maxBytes() {
    return TranscriptLog::MaxBytes;
}

void EngineConsole::attach(EngineConnection* engine) {
    if (engine == m_engine) return;
    if (m_engine) m_engine->disconnect(this);
    const bool hadEngine = !m_entries.empty();
    m_engine = engine;
    if (!engine) {
        updateCommandLine();
        return;
    }
    m_engineName = engine->name();
    if (hadEngine) addNote(tr("--- %1: a new engine process ---").arg(m_engineName));
    for (const TranscriptEntry& e : engine->transcriptEntries())
        add(e);
    connect(engine, &EngineConnection::transcript, this, &EngineConsole::add);
    connect(engine, &EngineConnection::stateChanged, this, &EngineConsole::updateCommandLine);
    connect(engine, &EngineConnection::ready, this, [this] {
        if (m_engine) m_engineName = m_engine->name();
        updateTitle();
    });
    connect(engine, &QObject::destroyed, this, [this] {
        addNote(tr("--- the engine was closed ---"));
        updateCommandLine();
    });
    updateTitle();
    updateCommandLine();
    flush(); // what came before opening shows at once
}

void EngineConsole::setMaxEntries(int count) {
    m_maxEntries = qMax(1, count);
    m_view->setMaximumBlockCount(m_maxEntries);
    while (qsizetype(m_entries.size()) > m_maxEntries)
        dropOldest();
    refilter();
}

void EngineConsole::setFilter(const QString& filter) {
    m_filter->setText(filter); // refilters through textChanged
}

QString EngineConsole::filter() const {
    return m_filter->text();
}

QChar EngineConsole::marker(TranscriptEntry::Direction direction) {
    switch (direction) {
    case TranscriptEntry::Direction::ToEngine: return QLatin1Char('>');
    case TranscriptEntry::Direction::FromEngine: return QLatin1Char('<');
    case TranscriptEntry::Direction::Stderr: return QLatin1Char('!');
    case TranscriptEntry::Direction::Note: break;
    }
    return QLatin1Char('*');
}

QString EngineConsole::formatEntry(const TranscriptEntry& entry, int maxChars) {
    QString text = entry.text;
    if (maxChars > 0 && text.size() > maxChars) {
        const qsizetype left = text.size() - maxChars;
        text.truncate(maxChars);
        text += tr(" ... (%n more characters)", nullptr, int(left));
    }
    return entry.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz")) + QLatin1Char(' ') +
           marker(entry.direction) + QLatin1Char(' ') + text;
}

bool EngineConsole::saveTo(const QString& path, QString* error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error) *error = file.errorString();
        return false;
    }
    QString head = QStringLiteral("# ") + tr("Transcript of %1").arg(m_engineName);
    if (!m_entries.empty())
        head += QStringLiteral(", ") + m_entries.front().time.toLocalTime().toString(Qt::ISODate);
    file.write(head.toUtf8() + '\n');
    for (const TranscriptEntry& e : m_entries)
        file.write(formatEntry(e).toUtf8() + '\n');
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

bool EngineConsole::sendCommand(const QString& line) {
    if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r'))) {
        showError(tr("Not sent: a command is one line, without line breaks."));
        return false;
    }
    if (!m_engine || m_engine->state() == EngineConnection::State::Finished ||
        m_engine->state() == EngineConnection::State::NotStarted) {
        showError(tr("Not sent: the engine is not running."));
        return false;
    }
    if (line.isEmpty()) return false;
    m_error->hide();
    m_engine->sendRaw(line);
    m_history.removeAll(line);
    m_history << line;
    while (m_history.size() > 200)
        m_history.removeFirst();
    m_historyPos = m_history.size();
    emit commandSent(line);
    return true;
}

// --- entries and the view ---

void EngineConsole::add(const TranscriptEntry& entry) {
    m_entries.push_back(entry);
    m_bytes += TranscriptLog::cost(entry);
    bool dropped = false;
    while (m_entries.size() > 1 &&
           (qsizetype(m_entries.size()) > m_maxEntries || m_bytes > TranscriptLog::MaxBytes)) {
        dropOldest();
        dropped = true;
    }
    if (dropped && !m_droppedNoted) {
        // Once only: in a flood a note per dropped line would be a flood of its own.
        m_droppedNoted = true;
        addNote(tr("--- older lines were dropped: the console keeps at most %n lines and "
                   "%1 MB ---",
                   nullptr, m_maxEntries)
                    .arg(TranscriptLog::MaxBytes / (1024 * 1024)));
    }
    schedule();
}

void EngineConsole::dropOldest() {
    m_bytes -= TranscriptLog::cost(m_entries.front());
    m_entries.pop_front();
    ++m_firstSeq;
}

void EngineConsole::addNote(const QString& text) {
    TranscriptEntry e;
    e.time = QDateTime::currentDateTime();
    e.direction = TranscriptEntry::Direction::Note;
    e.text = text;
    add(e);
}

void EngineConsole::schedule() {
    // One repaint per batch, however many lines came in: a flooding engine must not
    // freeze the window.
    if (!m_batch.isActive()) m_batch.start();
}

void EngineConsole::refilter() {
    m_refilterDue = true;
    schedule();
}

bool EngineConsole::matches(const TranscriptEntry& entry) const {
    const QString f = m_filter->text();
    return f.isEmpty() || entry.text.contains(f, Qt::CaseInsensitive);
}

QTextCharFormat EngineConsole::formatFor(TranscriptEntry::Direction direction) const {
    const bool dark = isDark(palette());
    QTextCharFormat f;
    switch (direction) {
    case TranscriptEntry::Direction::ToEngine:
        f.setForeground(dark ? QColor(0x82, 0xb1, 0xff) : QColor(0x1a, 0x4f, 0xb5));
        break;
    case TranscriptEntry::Direction::FromEngine:
        f.setForeground(palette().color(QPalette::Text));
        break;
    case TranscriptEntry::Direction::Stderr:
        f.setForeground(dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e));
        break;
    case TranscriptEntry::Direction::Note:
        f.setForeground(dark ? QColor(0x9e, 0xa7, 0xad) : QColor(0x6b, 0x73, 0x7a));
        f.setFontItalic(true);
        break;
    }
    return f;
}

QTextCharFormat EngineConsole::timeFormat() const {
    QTextCharFormat f;
    f.setForeground(palette().color(QPalette::PlaceholderText));
    return f;
}

void EngineConsole::flush() {
    m_batch.stop();
    if (m_refilterDue) {
        m_view->clear();
        m_shownSeq = m_firstSeq;
        m_refilterDue = false;
    }
    const qint64 endSeq = m_firstSeq + qint64(m_entries.size());
    const qint64 from = qMax(m_shownSeq, m_firstSeq);
    m_shownSeq = endSeq;
    // Of the new entries, only the last maxEntries that match can stay in the view.
    QList<const TranscriptEntry*> shown;
    for (qint64 s = endSeq - 1; s >= from && shown.size() < m_maxEntries; --s) {
        const TranscriptEntry& e = m_entries[size_t(s - m_firstSeq)];
        if (matches(e)) shown.prepend(&e);
    }
    if (!shown.isEmpty()) append(shown);
    const int total = int(m_entries.size());
    const int lines = m_view->document()->isEmpty() ? 0 : m_view->document()->blockCount();
    m_count->setText(m_filter->text().isEmpty() ? tr("%n lines", nullptr, total)
                                                : tr("%1 of %n lines", nullptr, total).arg(lines));
}

void EngineConsole::append(const QList<const TranscriptEntry*>& shown) {
    QScrollBar* bar = m_view->verticalScrollBar();
    const bool following = bar->value() >= bar->maximum() - 2; // else the user is reading
    const QTextCharFormat time = timeFormat();
    QTextCursor c(m_view->document());
    c.movePosition(QTextCursor::End);
    c.beginEditBlock();
    for (const TranscriptEntry* e : shown) {
        const QTextCharFormat f = formatFor(e->direction);
        if (m_view->document()->isEmpty())
            c.setBlockCharFormat(f);
        else
            c.insertBlock(QTextBlockFormat(), f);
        const QString line = formatEntry(*e, MaxShownChars);
        const qsizetype stamp = line.indexOf(QLatin1Char(' ')) + 1; // the time, then a blank
        c.insertText(line.left(stamp), time);
        c.insertText(line.mid(stamp), f);
    }
    c.endEditBlock();
    if (following) bar->setValue(bar->maximum());
}

// --- the command line ---

void EngineConsole::updateCommandLine() {
    const bool running = m_engine && m_engine->state() != EngineConnection::State::Finished &&
                         m_engine->state() != EngineConnection::State::NotStarted;
    m_command->setEnabled(running);
    m_send->setEnabled(running);
    m_command->setPlaceholderText(running ? tr("Command for the engine (Enter sends it)")
                                          : tr("The engine is not running"));
}

void EngineConsole::updateTitle() {
    setWindowTitle(m_engineName.isEmpty() ? tr("Engine console")
                                          : tr("%1 - Engine console").arg(m_engineName));
}

void EngineConsole::showError(const QString& text) {
    QPalette p = m_error->palette();
    p.setColor(QPalette::WindowText,
               formatFor(TranscriptEntry::Direction::Stderr).foreground().color());
    m_error->setPalette(p);
    m_error->setText(text);
    m_error->show();
}

void EngineConsole::chooseFileAndSave() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    auto* dialog = new QFileDialog(this, tr("Save the transcript"),
                                   QDir(dir).filePath(fileNameFor(m_engineName)),
                                   tr("Text files (*.txt);;All files (*)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) {
        QString error;
        if (saveTo(path, &error)) return;
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Save the transcript"),
                            tr("Could not write %1: %2").arg(path, error), QMessageBox::Ok, this);
        box->setTextFormat(Qt::PlainText);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    dialog->open(); // not exec(): the engine keeps talking while the dialog is up
}

bool EngineConsole::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_command && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Up || key == Qt::Key_Down) && !m_history.isEmpty()) {
            m_historyPos =
                qBound(qsizetype(0), m_historyPos + (key == Qt::Key_Up ? -1 : 1), m_history.size());
            m_command->setText(m_history.value(m_historyPos));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EngineConsole::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    flush(); // what came while the console was closed
}

void EngineConsole::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) refilter(); // colours follow the theme
}

} // namespace tabiya
