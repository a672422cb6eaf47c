// The engine console and engine messages, offscreen, with tests/protocol's fake engine
// (its "say" mode prints any line we ask for: telluser, askuser...) and tabiya-engine:
// the console shows the transcript from the first line though opened late, one colour per
// direction, filters, sends raw commands and refuses line breaks, saves, stays bounded;
// engine messages show engine text literally, answer askuser, and table bk replies.
#include "app/gui/engineconsole.h"
#include "app/gui/enginemessages.h"
#include "protocol/engineconnection.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <memory>

using namespace tabiya;
using Direction = TranscriptEntry::Direction;

class TestEngineConsole : public QObject {
    Q_OBJECT
private slots:
    void consoleShowsFromFirstLine();
    void directionsHaveTheirColours();
    void filter();
    void rawCommand();
    void rawCommandWithLineBreakRefused();
    void save();
    void floodIsBatchedAndBounded();
    void boundedByBytes();
    void survivesEngineDeletion();
    void closedConsoleDrawsWhenShown();
    void formatEntry_data();
    void formatEntry();

    void messageShownLiterally_data();
    void messageShownLiterally();
    void repeatedMessagesCoalesce();
    void askUserAnswered();
    void bookTable();
    void hint();
    void parseBookLines_data();
    void parseBookLines();

    void screenshots();

private:
    static std::unique_ptr<EngineConnection> startEngine(const QString& program,
                                                         const QStringList& args);
    static std::unique_ptr<EngineConnection> startFake(const QStringList& args = {
                                                           QStringLiteral("say")}) {
        return startEngine(QStringLiteral("fake-engine"), args);
    }
    static QStringList viewLines(const EngineConsole& c);
    // The index of the first line to or from the engine (not a note).
    static qsizetype firstExchanged(const QStringList& lines);
    static QStringList sent(const EngineConnection& e);
    static QColor colourOf(const EngineConsole& c, QChar marker);
};

std::unique_ptr<EngineConnection> TestEngineConsole::startEngine(const QString& program,
                                                                 const QStringList& args) {
    std::unique_ptr<EngineConnection> e(EngineConnection::create(EngineProtocol::Cecp));
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c;
    c.program = QCoreApplication::applicationDirPath() + QLatin1Char('/') + program;
    c.arguments = args;
    e->start(c);
    if (!ready.wait(15000)) return nullptr;
    return e;
}

QStringList TestEngineConsole::viewLines(const EngineConsole& c) {
    QStringList out;
    for (QTextBlock b = c.view()->document()->begin(); b.isValid(); b = b.next())
        if (!b.text().isEmpty()) out << b.text();
    return out;
}

qsizetype TestEngineConsole::firstExchanged(const QStringList& lines) {
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].size() > 13 && lines[i].at(13) != QLatin1Char('*')) return i;
    return 0;
}

QStringList TestEngineConsole::sent(const EngineConnection& e) {
    QStringList out;
    for (const auto& t : e.transcriptEntries())
        if (t.direction == Direction::ToEngine) out << t.text;
    return out;
}

// The colour of the text (after the time stamp) of the first block with this marker.
QColor TestEngineConsole::colourOf(const EngineConsole& c, QChar marker) {
    for (QTextBlock b = c.view()->document()->begin(); b.isValid(); b = b.next()) {
        if (b.text().size() < 14 || b.text().at(13) != marker) continue;
        QColor text;
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().text().contains(marker))
                text = it.fragment().charFormat().foreground().color();
        // The block's own char format carries the direction too.
        if (text != b.charFormat().foreground().color()) return QColor();
        return text;
    }
    return QColor();
}

// --- the console ---

void TestEngineConsole::consoleShowsFromFirstLine() {
    auto e = startFake();
    QVERIFY(e);
    // Opened after the handshake: the first lines are there all the same.
    EngineConsole console;
    console.show(); // a closed console keeps its lines but draws nothing
    console.attach(e.get());
    const QStringList lines = viewLines(console);
    QVERIFY(lines.size() >= 8);
    QCOMPARE(console.entryCount(), e->transcriptEntries().size());
    // Notes of the start, then the first line the engine got.
    QVERIFY2(lines.first().contains(QStringLiteral(" * starting ")), qPrintable(lines.first()));
    const qsizetype first = firstExchanged(lines);
    QVERIFY2(lines.at(first).endsWith(QStringLiteral("> xboard")), qPrintable(lines.at(first)));
    QVERIFY(lines.at(first + 1).endsWith(QStringLiteral("> protover 2")));
    QVERIFY(lines.join(QLatin1Char('\n')).contains(QStringLiteral("< feature myname=")));
    QVERIFY(console.commandLine()->isEnabled());
    QVERIFY(console.windowTitle().contains(QStringLiteral("Fake Engine 1.0")));
    // Then it follows the engine.
    e->sendRaw(QStringLiteral("say telluser later"));
    QTRY_VERIFY(viewLines(console).last().endsWith(QStringLiteral("< telluser later")));
}

void TestEngineConsole::directionsHaveTheirColours() {
    auto e = startFake({QStringLiteral("say"), QStringLiteral("stderr-flood=100")});
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    QTRY_VERIFY(colourOf(console, QLatin1Char('!')).isValid());
    const QColor to = colourOf(console, QLatin1Char('>'));
    const QColor from = colourOf(console, QLatin1Char('<'));
    const QColor err = colourOf(console, QLatin1Char('!'));
    QVERIFY(to.isValid() && from.isValid() && err.isValid());
    QVERIFY(to != from);
    QVERIFY(to != err);
    QVERIFY(from != err);
    // The time stamp has a colour of its own, the same for every direction.
    const QTextBlock first = console.view()->document()->begin();
    QCOMPARE(first.begin().fragment().text().size(), 13); // "HH:mm:ss.zzz "
    QVERIFY(first.begin().fragment().charFormat().foreground().color() != to);
}

void TestEngineConsole::filter() {
    auto e = startFake();
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    const qsizetype all = viewLines(console).size();
    console.setFilter(QStringLiteral("OPTION="));
    console.flush();
    const QStringList shown = viewLines(console);
    QVERIFY(shown.size() >= 5 && shown.size() < all);
    for (const QString& line : shown)
        QVERIFY2(line.contains(QStringLiteral("option="), Qt::CaseInsensitive), qPrintable(line));
    // New lines pass the filter too, or not.
    e->sendRaw(QStringLiteral("say telluser option=fresh"));
    e->sendRaw(QStringLiteral("say telluser not shown"));
    QTRY_VERIFY(viewLines(console).last().endsWith(QStringLiteral("option=fresh")));
    QTRY_COMPARE(console.entryCount(), e->transcriptEntries().size());
    console.flush();
    QVERIFY(!viewLines(console).join(QLatin1Char('\n')).contains(QStringLiteral("not shown")));
    // Typing in the filter box filters; clearing it brings every kept line back.
    console.filterEdit()->clear();
    console.flush();
    QCOMPARE(viewLines(console).size(), console.entryCount());
    QTest::keyClicks(console.filterEdit(), QStringLiteral("Feature"));
    QTRY_VERIFY(!viewLines(console).isEmpty() && viewLines(console).size() < console.entryCount());
    for (const QString& line : viewLines(console))
        QVERIFY(line.contains(QStringLiteral("feature")));
}

void TestEngineConsole::rawCommand() {
    auto e = startFake();
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    QSignalSpy sentSpy(&console, &EngineConsole::commandSent);
    console.commandLine()->setText(QStringLiteral("hint"));
    QTest::keyClick(console.commandLine(), Qt::Key_Return);
    QCOMPARE(sentSpy.count(), 1);
    QVERIFY(console.commandLine()->text().isEmpty());
    QVERIFY(sent(*e).contains(QStringLiteral("hint")));
    // The reply shows in the console.
    QTRY_VERIFY(
        viewLines(console).join(QLatin1Char('\n')).contains(QStringLiteral("< Hint: e7e5")));
    // Up brings the command back.
    QTest::keyClick(console.commandLine(), Qt::Key_Up);
    QCOMPARE(console.commandLine()->text(), QStringLiteral("hint"));
}

void TestEngineConsole::rawCommandWithLineBreakRefused() {
    auto e = startFake();
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    const QStringList before = sent(*e);
    console.commandLine()->setText(QStringLiteral("say telluser a\nquit"));
    QTest::keyClick(console.commandLine(), Qt::Key_Return);
    QVERIFY(console.errorLabel()->isVisible());
    QVERIFY(console.errorLabel()->text().contains(QStringLiteral("line break")));
    QCOMPARE(sent(*e), before);
    QVERIFY(!console.sendCommand(QStringLiteral("go\rquit")));
    QCOMPARE(sent(*e), before);
    // A good line clears the error.
    QVERIFY(console.sendCommand(QStringLiteral("hint")));
    QVERIFY(!console.errorLabel()->isVisible());
}

void TestEngineConsole::save() {
    auto e = startFake();
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    console.setFilter(QStringLiteral("pong")); // saving writes everything all the same
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.txt"));
    QString error;
    QVERIFY2(console.saveTo(path, &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    QVERIFY(lines.first().startsWith(QStringLiteral("# ")));
    QVERIFY(lines.at(1 + firstExchanged(lines.mid(1))).endsWith(QStringLiteral("> xboard")));
    QCOMPARE(lines.size(), console.entryCount() + 2); // heading, entries, final newline
    QVERIFY(!console.saveTo(dir.filePath(QStringLiteral("no/such/dir/t.txt")), &error));
    QVERIFY(!error.isEmpty());

    // Through the Save... button and its (non-native, offscreen) file dialog.
    console.show();
    auto* button = console.findChild<QPushButton*>();
    for (auto* b : console.findChildren<QPushButton*>())
        if (b->text().startsWith(QStringLiteral("Save"))) button = b;
    button->click();
    QFileDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = console.findChild<QFileDialog*>()) != nullptr);
    const QString viaDialog = dir.filePath(QStringLiteral("dialog.txt"));
    dialog->selectFile(viaDialog);
    QMetaObject::invokeMethod(dialog, "accept"); // protected in QFileDialog, a slot
    QTRY_VERIFY(QFile::exists(viaDialog));
}

void TestEngineConsole::floodIsBatchedAndBounded() {
    // 3000 thinking lines in one go, the console keeping 500 of them.
    auto e = startFake({QStringLiteral("flood=3000")});
    QVERIFY(e);
    EngineConsole console;
    console.setMaxEntries(500);
    console.attach(e.get());
    console.show();
    GameSetup setup;
    setup.role = EngineRole::PlayWhite;
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame(setup);
    e->setTime(60000, 60000);
    e->go();
    QVERIFY(moved.wait(15000));
    QCOMPARE(console.entryCount(), 500);
    QElapsedTimer t;
    t.start();
    QTRY_VERIFY(viewLines(console).last().contains(QStringLiteral("< move")));
    QVERIFY(console.view()->document()->blockCount() <= 500);
    qInfo("flood: %lld lines kept of %lld, view updated in %lld ms after the move",
          qlonglong(console.entryCount()), qlonglong(e->transcriptEntries().size()),
          qlonglong(t.elapsed()));

    // Filling the view from 20000 kept entries: the cost of a re-filter.
    console.setMaxEntries(EngineConsole::DefaultMaxEntries);
    TranscriptEntry entry{QDateTime::currentDateTime(), Direction::FromEngine,
                          QStringLiteral("12 34 5678 91011 e2e4 e7e5 g1f3 b8c6 f1b5 a7a6")};
    for (int i = 0; i < 20000; ++i)
        emit e->transcript(entry);
    QCOMPARE(console.entryCount(), EngineConsole::DefaultMaxEntries);
    t.restart();
    console.flush();
    qInfo("20000 lines shown in %lld ms", qlonglong(t.elapsed()));
    t.restart();
    console.setFilter(QStringLiteral("e2e4"));
    console.flush();
    qInfo("20000 lines re-filtered in %lld ms", qlonglong(t.elapsed()));
    QCOMPARE(console.view()->document()->blockCount(), 20000);
}

void TestEngineConsole::boundedByBytes() {
    // 1500 lines of ~5 KB (kept as ~8 KB each, cut to TranscriptLog::MaxEntryLength
    // characters): ~12 MB by TranscriptLog's count, past the console's maxBytes() though
    // far below its 20000 entries.
    auto e = startFake({QStringLiteral("spew")});
    QVERIFY(e);
    EngineConsole console;
    console.attach(e.get());
    console.show();
    e->sendRaw(QStringLiteral("spew debug 1500 5000"));
    QTRY_VERIFY_WITH_TIMEOUT(!viewLines(console).isEmpty() &&
                                 viewLines(console).last().endsWith(QStringLiteral("# spew done")),
                             30000);
    QVERIFY(console.bytes() <= EngineConsole::maxBytes());
    QVERIFY(console.bytes() > EngineConsole::maxBytes() - 20 * 1024); // only the oldest went
    QVERIFY(console.entryCount() < 1500);
    qInfo("console: %lld entries, %lld bytes kept (bound %lld)", qlonglong(console.entryCount()),
          qlonglong(console.bytes()), qlonglong(EngineConsole::maxBytes()));
    // The console says so once, though hundreds of lines went.
    const QStringList notes = viewLines(console).filter(QStringLiteral("older lines were dropped"));
    QCOMPARE(notes.size(), 1);
    QCOMPARE(notes.first().at(13), QLatin1Char('*'));
    // The oldest went: the first debug line is no longer kept.
    QString error;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.txt"));
    QVERIFY2(console.saveTo(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QVERIFY(!saved.contains("> xboard"));
    QVERIFY(saved.contains("older lines were dropped"));
}

void TestEngineConsole::survivesEngineDeletion() {
    auto e = startFake();
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    const qsizetype first = console.entryCount();
    e.reset();
    QVERIFY(!console.engine());
    QVERIFY(!console.commandLine()->isEnabled());
    QVERIFY(!console.sendCommand(QStringLiteral("hint")));
    // The restarted engine is a new object: its lines follow the old ones.
    auto again = startFake();
    QVERIFY(again);
    console.attach(again.get());
    console.flush();
    QCOMPARE(console.entryCount(), first + 2 + again->transcriptEntries().size());
    QVERIFY(console.commandLine()->isEnabled());
    QVERIFY(console.sendCommand(QStringLiteral("hint")));
    QTRY_VERIFY(viewLines(console).last().endsWith(QStringLiteral("< Hint: e7e5")));
}

void TestEngineConsole::closedConsoleDrawsWhenShown() {
    auto e = startFake();
    QVERIFY(e);
    EngineConsole console;
    console.show();
    console.attach(e.get());
    const qsizetype before = viewLines(console).size();
    console.hide();
    e->sendRaw(QStringLiteral("say telluser while closed"));
    QTRY_VERIFY(e->transcriptEntries().last().text.endsWith(QStringLiteral("while closed")));
    QTRY_COMPARE(console.entryCount(), e->transcriptEntries().size());
    QTRY_VERIFY(!console.drawPending()); // the batch timer has fired: it drew nothing
    QCOMPARE(viewLines(console).size(), before);
    console.show();
    QVERIFY(viewLines(console).last().endsWith(QStringLiteral("< telluser while closed")));
}

void TestEngineConsole::formatEntry_data() {
    QTest::addColumn<int>("direction");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<QString>("expected");
    QTest::newRow("to") << int(Direction::ToEngine) << "usermove e2e4" << 0
                        << "12:34:56.789 > usermove e2e4";
    QTest::newRow("from") << int(Direction::FromEngine) << "<b>x</b>" << 0
                          << "12:34:56.789 < <b>x</b>";
    QTest::newRow("stderr") << int(Direction::Stderr) << "oops" << 0 << "12:34:56.789 ! oops";
    QTest::newRow("note") << int(Direction::Note) << "timeout" << 0 << "12:34:56.789 * timeout";
    QTest::newRow("cut") << int(Direction::FromEngine) << "abcdefgh" << 3
                         << "12:34:56.789 < abc ... (5 more characters)";
}

void TestEngineConsole::formatEntry() {
    QFETCH(int, direction);
    QFETCH(QString, text);
    QFETCH(int, maxChars);
    QFETCH(QString, expected);
    TranscriptEntry e{QDateTime(QDate(2024, 5, 1), QTime(12, 34, 56, 789)), Direction(direction),
                      text};
    QCOMPARE(EngineConsole::formatEntry(e, maxChars), expected);
}

// --- engine messages ---

void TestEngineConsole::messageShownLiterally_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("box");
    QTest::addColumn<int>("icon");
    QTest::newRow("telluser") << "telluser" << true << int(QMessageBox::Information);
    QTest::newRow("tellusererror") << "tellusererror" << true << int(QMessageBox::Warning);
    QTest::newRow("tellopponent") << "tellopponent" << true << int(QMessageBox::Information);
    QTest::newRow("tellall") << "tellall" << true << int(QMessageBox::Information);
    QTest::newRow("tellothers") << "tellothers" << false << 0;
}

void TestEngineConsole::messageShownLiterally() {
    QFETCH(QString, command);
    QFETCH(bool, box);
    QFETCH(int, icon);
    auto e = startFake();
    QVERIFY(e);
    QWidget window;
    window.show();
    EngineMessages messages(&window);
    messages.attach(e.get());
    QSignalSpy said(&messages, &EngineMessages::messageReceived);
    const QString text = QStringLiteral("<b>x</b> & <a href='y'>z</a>");
    e->sendRaw(QStringLiteral("say ") + command + QLatin1Char(' ') + text);
    QVERIFY(said.wait(5000));
    QCOMPARE(said.first().at(1).toString(), text);
    QVERIFY(messages.log()->toPlainText().contains(text));
    if (!box) {
        QVERIFY(messages.openBoxes().isEmpty());
        return;
    }
    QCOMPARE(messages.openBoxes().size(), 1);
    QMessageBox* b = messages.openBoxes().first();
    QVERIFY(b->isVisible());
    QVERIFY(!b->isModal()); // the game goes on
    QCOMPARE(int(b->icon()), icon);
    QCOMPARE(b->textFormat(), Qt::PlainText);
    QCOMPARE(b->text(), text);
    QVERIFY(b->windowTitle().contains(QStringLiteral("Fake Engine 1.0")));
    // The label that shows it: plain text, the literal characters.
    bool found = false;
    for (QLabel* l : b->findChildren<QLabel*>()) {
        if (l->text() != text) continue;
        found = true;
        QCOMPARE(l->textFormat(), Qt::PlainText);
    }
    QVERIFY(found);
}

void TestEngineConsole::repeatedMessagesCoalesce() {
    auto e = startFake();
    QVERIFY(e);
    QWidget window;
    window.show();
    EngineMessages messages(&window);
    messages.attach(e.get());
    QSignalSpy said(&messages, &EngineMessages::messageReceived);
    for (int i = 0; i < 5; ++i)
        e->sendRaw(QStringLiteral("say telluser same"));
    for (int i = 0; i < 10; ++i)
        e->sendRaw(QStringLiteral("say telluser different %1").arg(i));
    QTRY_COMPARE(said.count(), 15);
    // One box for the five, with the count; at most MaxOpenBoxes boxes; all in the log.
    QCOMPARE(messages.openBoxes().size(), EngineMessages::MaxOpenBoxes);
    QCOMPARE(messages.openBoxes().first()->text(), QStringLiteral("same"));
    QVERIFY(messages.openBoxes().first()->informativeText().contains(QLatin1Char('5')));
    QCOMPARE(messages.log()->document()->blockCount(), 15);
    // Closing a box makes room; the same text then opens a new box.
    messages.openBoxes().first()->close();
    QTRY_COMPARE(messages.openBoxes().size(), EngineMessages::MaxOpenBoxes - 1);
    e->sendRaw(QStringLiteral("say telluser same"));
    QTRY_COMPARE(said.count(), 16);
    QCOMPARE(messages.openBoxes().size(), EngineMessages::MaxOpenBoxes);
    QCOMPARE(messages.openBoxes().last()->informativeText(), QString());
}

void TestEngineConsole::askUserAnswered() {
    auto e = startFake();
    QVERIFY(e);
    QWidget window;
    window.show();
    EngineMessages messages(&window);
    messages.attach(e.get());
    const QString question = QStringLiteral("Your <i>name</i>, please?");
    e->sendRaw(QStringLiteral("say askuser NAME ") + question);
    QTRY_COMPARE(messages.askDialogs().size(), 1);
    // Asked again while it is up: still one dialog.
    e->sendRaw(QStringLiteral("say askuser NAME ") + question);
    QTRY_VERIFY(e->transcriptEntries().last().text.startsWith(QStringLiteral("askuser")));
    QCOMPARE(messages.askDialogs().size(), 1);
    QDialog* d = messages.askDialogs().first();
    QVERIFY(d->isVisible());
    auto* label = d->findChild<QLabel*>(QStringLiteral("askUserQuestion"));
    QVERIFY(label);
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QCOMPARE(label->text(), question);
    auto* edit = d->findChild<QLineEdit*>(QStringLiteral("askUserAnswer"));
    QVERIFY(edit);
    QTest::keyClicks(edit, QStringLiteral("Ann Smith"));
    QTest::keyClick(edit, Qt::Key_Return); // the default button answers
    QTRY_VERIFY(sent(*e).contains(QStringLiteral("NAME Ann Smith")));
    QTRY_VERIFY(messages.askDialogs().isEmpty());

    // Cancel sends nothing.
    e->sendRaw(QStringLiteral("say askuser AGE How old?"));
    QTRY_COMPARE(messages.askDialogs().size(), 1);
    messages.askDialogs()
        .first()
        ->findChild<QDialogButtonBox*>()
        ->button(QDialogButtonBox::Cancel)
        ->click();
    QTRY_VERIFY(messages.askDialogs().isEmpty());
    e->sendRaw(QStringLiteral("ping 99"));
    QTRY_VERIFY(e->transcriptEntries().last().text == QStringLiteral("pong 99"));
    for (const QString& line : sent(*e))
        QVERIFY(!line.startsWith(QStringLiteral("AGE")));
}

void TestEngineConsole::bookTable() {
    auto e = startFake();
    QVERIFY(e);
    QWidget window;
    window.show();
    EngineMessages messages(&window);
    messages.attach(e.get());
    messages.requestBook(e.get());
    QTRY_VERIFY(messages.bookDialog());
    auto* table = messages.bookDialog()->findChild<QTableWidget*>(QStringLiteral("bookTable"));
    QVERIFY(table);
    QCOMPARE(table->columnCount(), 2);
    QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Move"));
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("Share"));
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("e4"));
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("50%"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("d4"));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("30%"));
}

void TestEngineConsole::hint() {
    auto e = startFake();
    QVERIFY(e);
    EngineMessages messages(nullptr);
    messages.attach(e.get());
    messages.attach(e.get()); // twice: still one signal per hint
    QSignalSpy hints(&messages, &EngineMessages::hintReceived);
    e->requestHint();
    QVERIFY(hints.wait(5000));
    QCOMPARE(hints.first().at(0).toString(), QStringLiteral("e7e5"));
    QCOMPARE(hints.first().at(1).toString(), QStringLiteral("Fake Engine 1.0"));
    QTest::qWait(0);
    QCOMPARE(hints.count(), 1);
    QVERIFY(messages.openBoxes().isEmpty());
}

void TestEngineConsole::parseBookLines_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("headers");
    QTest::addColumn<QStringList>("rows"); // cells joined with '|'
    QTest::newRow("percent") << "e4 50%\nd4 30%" << QStringList{"Move", "Share"}
                             << QStringList{"e4|50%", "d4|30%"};
    QTest::newRow("weight and percent")
        << "e2e4 120 (48.5%)\n d2d4 80 (32%)\n"
        << QStringList{"Move", "Share", "Weight"} << QStringList{"e2e4|48.5%|120", "d2d4|32%|80"};
    QTest::newRow("weight only") << "Nf3 12\nc4 3" << QStringList{"Move", "Weight"}
                                 << QStringList{"Nf3|12", "c4|3"};
    QTest::newRow("notes") << "e4 {50%} main line\nd4 30%" << QStringList{"Move", "Share", "Notes"}
                           << QStringList{"e4|50%|main line", "d4|30%|"};
    QTest::newRow("free text") << "I like e4\nbut d4 is fine" << QStringList{"Book moves"}
                               << QStringList{"I like e4", "but d4 is fine"};
    QTest::newRow("empty") << "" << QStringList{"Book moves"} << QStringList{};
}

void TestEngineConsole::parseBookLines() {
    QFETCH(QString, text);
    QFETCH(QStringList, headers);
    QFETCH(QStringList, rows);
    const BookTable t = EngineMessages::bookTable(cecp::parseBookReply(text));
    QCOMPARE(t.headers, headers);
    QStringList got;
    for (const QStringList& r : t.rows)
        got << r.join(QLatin1Char('|'));
    QCOMPARE(got, rows);
}

// --- looking ---

// A few moves of tabiya-engine playing both sides, then the console and an askuser dialog
// grabbed to $TABIYA_SHOTS (when set) for a person to look at.
void TestEngineConsole::screenshots() {
    auto e = startEngine(QStringLiteral("tabiya-engine"), {});
    QVERIFY(e);
    EngineConsole console;
    console.resize(820, 560);
    console.show();
    QVERIFY(QTest::qWaitForWindowExposed(&console));
    GameSetup setup;
    setup.role = EngineRole::PlayWhite;
    setup.timeControl.fixedMoveMs = 100;
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame(setup);
    e->go();
    for (int ply = 1; ply <= 6; ++ply) {
        QVERIFY(moved.wait(10000));
        if (ply < 6) e->go(); // now the other side
    }
    console.attach(e.get()); // late, as a person opening it mid-game
    console.sendCommand(QStringLiteral("hint"));
    QTRY_VERIFY(viewLines(console).join(QLatin1Char('\n')).contains(QStringLiteral("> hint")));
    console.flush();
    QVERIFY(viewLines(console).join(QLatin1Char('\n')).contains(QStringLiteral("< move ")));

    QWidget window;
    window.resize(600, 400);
    window.show();
    EngineMessages messages(&window);
    auto fake = startFake();
    QVERIFY(fake);
    messages.attach(fake.get());
    fake->sendRaw(QStringLiteral("say askuser PW Which <b>book</b> should I use? "
                                 "(Enter a file name; empty for none.)"));
    QTRY_COMPARE(messages.askDialogs().size(), 1);
    QDialog* ask = messages.askDialogs().first();
    QVERIFY(QTest::qWaitForWindowExposed(ask));
    QTest::keyClicks(ask->findChild<QLineEdit*>(), QStringLiteral("gm2600.bin"));
    fake->sendRaw(QStringLiteral("say telluser <b>x</b> is shown as it is"));
    QTRY_COMPARE(messages.openBoxes().size(), 1);
    messages.requestBook(fake.get());
    QTRY_VERIFY(messages.bookDialog());

    // Every direction at once: stderr from a fake engine, and a refused command.
    auto noisy = startFake({QStringLiteral("say"), QStringLiteral("stderr-flood=60")});
    QVERIFY(noisy);
    EngineConsole all;
    all.resize(820, 360);
    all.show();
    all.attach(noisy.get());
    all.sendCommand(QStringLiteral("say telluser <b>x</b> stays plain"));
    all.commandLine()->setText(QStringLiteral("two\nlines"));
    QTest::keyClick(all.commandLine(), Qt::Key_Return);
    QTRY_VERIFY(viewLines(all).last().contains(QStringLiteral("stays plain")));

    const QString dir = qEnvironmentVariable("TABIYA_SHOTS");
    if (dir.isEmpty()) return;
    QVERIFY(console.grab().save(dir + QStringLiteral("/h3-console.png")));
    QVERIFY(all.grab().save(dir + QStringLiteral("/h3-console-directions.png")));
    all.view()->verticalScrollBar()->setValue(0); // the start: notes and stderr
    QVERIFY(all.grab().save(dir + QStringLiteral("/h3-console-start.png")));
    QVERIFY(ask->grab().save(dir + QStringLiteral("/h3-askuser.png")));
    QVERIFY(messages.openBoxes().first()->grab().save(dir + QStringLiteral("/h3-telluser.png")));
    QVERIFY(messages.bookDialog()->grab().save(dir + QStringLiteral("/h3-book.png")));
}

QTEST_MAIN(TestEngineConsole)
#include "tst_engineconsole.moc"
