// Integration: the engine options dialog on running engines (Debian's fairymax, hachu,
// sjaakii, polyglot with stockfish, and tabiya-engine). A value changed in the dialog and
// applied reaches the engine as "option NAME=VALUE", and nothing else does; a -reset
// option rebuilds the dialog from the options the engine declares again; a -save option
// flushes the pending values first; a line break never reaches the engine; a dialog opened
// while the engine starts fills in once it is ready. With TABIYA_SHOTS set, the dialogs of
// fairymax and sjaakii are saved there as PNGs. A row is skipped when its engine is missing.

#include "app/gui/engineoptiondelegate.h"
#include "app/gui/engineoptionsdialog.h"
#include "protocol/engineconnection.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tabiya;

namespace {

struct Program {
    QString path;
    QStringList args;
};

Program program(const QString& engine) {
    if (engine == QLatin1String("tabiya-engine"))
        return {QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine"), {}};
    if (engine == QLatin1String("polyglot-stockfish"))
        return {QStringLiteral("/usr/games/polyglot"),
                {QStringLiteral("-noini"), QStringLiteral("-ec"),
                 QStringLiteral("/usr/games/stockfish")}};
    return {QStringLiteral("/usr/games/") + engine, {}};
}

// The "option ..." lines written to the engine, in order.
QStringList optionsSent(const EngineConnection& e) {
    QStringList out;
    for (const TranscriptEntry& t : e.transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::ToEngine &&
            t.text.startsWith(QLatin1String("option ")))
            out << t.text;
    return out;
}

QModelIndex viewIndex(EngineOptionsDialog& d, const QString& name, int column) {
    auto* proxy = qobject_cast<QSortFilterProxyModel*>(d.view()->model());
    const int row = d.model()->rowOf(name);
    return row < 0 ? QModelIndex() : proxy->mapFromSource(d.model()->index(row, column));
}

QPushButton* applyButton(EngineOptionsDialog& d) {
    return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Apply);
}

// Sets an option through its editor, as a person would.
bool edit(EngineOptionsDialog& d, const QString& name, const QString& value) {
    QWidget* w = d.editorFor(name);
    if (auto* s = qobject_cast<QSpinBox*>(w)) {
        s->setValue(value.toInt());
        return true;
    }
    if (auto* c = qobject_cast<QComboBox*>(w)) {
        c->setCurrentText(value);
        return c->currentText() == value;
    }
    if (auto* e = qobject_cast<QLineEdit*>(w)) {
        e->setText(value);
        emit e->textEdited(value);
        return true;
    }
    if (w) {
        if (auto* s = w->findChild<QSlider*>()) {
            s->setValue(value.toInt());
            return true;
        }
    }
    // A check: toggled through the view's model, as a click does.
    const QModelIndex i = viewIndex(d, name, EngineOptionModel::ValueColumn);
    return i.isValid() &&
           d.view()->model()->setData(i, value == QLatin1String("1") ? Qt::Checked : Qt::Unchecked,
                                      Qt::CheckStateRole);
}

} // namespace

class TestEngineOptionsRoundTrip : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_settingsFile;
    std::unique_ptr<EngineConnection> start(const QString& engine, bool waitReady = true,
                                            EngineProtocol protocol = EngineProtocol::Cecp);

private slots:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void cxboardRoundTrip_data();
    void cxboardRoundTrip();
    void onlyChanged();
    void resetRebuilds();
    void saveFlushes();
    void lineBreakNeverSent();
    void openedWhileStarting();
    void engineGone();
    void screenshots_data();
    void screenshots();
};

void TestEngineOptionsRoundTrip::initTestCase() {
    QVERIFY(m_dir.isValid());
    // tabiya-engine loads and saves its settings here, not in the user's own file.
    m_settingsFile = m_dir.filePath(QStringLiteral("tabiya-engine.conf"));
    qputenv("TABIYA_ENGINE_SETTINGS", m_settingsFile.toLocal8Bit());
    // Engines that remember their options (Sjaak II writes ~/.config/sjaakii.conf when an
    // option is set) must not keep this test's values for the user, or for the next run.
    qputenv("HOME", m_dir.path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral(".config")).toLocal8Bit());
}

std::unique_ptr<EngineConnection>
TestEngineOptionsRoundTrip::start(const QString& engine, bool waitReady, EngineProtocol protocol) {
    const Program p = program(engine);
    if (!QFile::exists(p.path)) return nullptr;
    std::unique_ptr<EngineConnection> e(EngineConnection::create(protocol));
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c;
    c.program = p.path;
    c.arguments = p.args;
    c.workingDirectory = m_dir.path(); // log and learn files land here
    c.timeoutScale = 3;                // a busy machine
    e->start(c);
    if (waitReady && !ready.wait(15000)) return nullptr;
    return e;
}

#define START_OR_SKIP(var, engine)                                                                 \
    if (!QFile::exists(program(engine).path))                                                      \
        QSKIP(qPrintable(program(engine).path + QStringLiteral(" is not installed")));             \
    auto var = start(engine);                                                                      \
    QVERIFY2(var, "no ready()")

void TestEngineOptionsRoundTrip::roundTrip_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::newRow("fairymax spin") << "fairymax"
                                   << "Resign Threshold"
                                   << "900";
    QTest::newRow("fairymax check") << "fairymax"
                                    << "Resign"
                                    << "1";
    QTest::newRow("fairymax slider") << "fairymax"
                                     << "Dummy Slider Example"
                                     << "35";
    QTest::newRow("hachu negative spin") << "hachu"
                                         << "Contempt"
                                         << "-50";
    QTest::newRow("hachu combo") << "hachu"
                                 << "Tsume"
                                 << "Sente mates";
    QTest::newRow("sjaakii spin") << "sjaakii"
                                  << "MultiPV"
                                  << "3";
    QTest::newRow("sjaakii string") << "sjaakii"
                                    << "Variant 'normal' is"
                                    << "shatranj";
    QTest::newRow("polyglot spin") << "polyglot-stockfish"
                                   << "Skill Level"
                                   << "5";
    QTest::newRow("tabiya combo") << "tabiya-engine"
                                  << "Style"
                                  << "Solid";
    QTest::newRow("tabiya string") << "tabiya-engine"
                                   << "Name Suffix"
                                   << "test";
}

// One value changed in the dialog, Apply: the engine gets exactly that option line.
void TestEngineOptionsRoundTrip::roundTrip() {
    QFETCH(QString, engine);
    QFETCH(QString, option);
    QFETCH(QString, value);
    START_OR_SKIP(e, engine);
    EngineOptionsDialog d(e.get());
    QVERIFY(d.model()->rowOf(option) >= 0);
    const QStringList before = optionsSent(*e);
    QVERIFY(edit(d, option, value));
    QVERIFY(d.model()->hasPending());
    QTest::mouseClick(applyButton(d), Qt::LeftButton);
    const QString expected = QStringLiteral("option %1=%2").arg(option, value);
    QTRY_COMPARE(optionsSent(*e).mid(before.size()), QStringList{expected});
    QCOMPARE(d.changedValues(), (QList<QPair<QString, QString>>{{option, value}}));
    e->quit();
}

void TestEngineOptionsRoundTrip::cxboardRoundTrip_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value"); // empty: press the button
    QTest::addColumn<QString>("expected");
    QTest::newRow("check") << "Resign"
                           << "1"
                           << "setoption name Resign value true";
    QTest::newRow("spin") << "MultiPV"
                          << "3"
                          << "setoption name MultiPV value 3";
    QTest::newRow("negative spin") << "Contempt"
                                   << "-20"
                                   << "setoption name Contempt value -20";
    QTest::newRow("combo") << "Style"
                           << "Solid"
                           << "setoption name Style value Solid";
    QTest::newRow("string") << "Name Suffix"
                            << "cx"
                            << "setoption name Name Suffix value cx";
    QTest::newRow("button") << "Clear Hash"
                            << ""
                            << "setoption name Clear Hash";
}

// The same through CXBoard (tabiya-engine speaks both): setoption lines, buttons at once.
void TestEngineOptionsRoundTrip::cxboardRoundTrip() {
    QFETCH(QString, option);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    if (!QFile::exists(program(QStringLiteral("tabiya-engine")).path)) QSKIP("no tabiya-engine");
    auto e = start(QStringLiteral("tabiya-engine"), true, EngineProtocol::Cxboard);
    QVERIFY2(e, "no ready()");
    EngineOptionsDialog d(e.get());
    auto sent = [&e] {
        QStringList out;
        for (const TranscriptEntry& t : e->transcriptEntries())
            if (t.direction == TranscriptEntry::Direction::ToEngine &&
                t.text.startsWith(QLatin1String("setoption ")))
                out << t.text;
        return out;
    };
    const QStringList before = sent();
    if (value.isEmpty()) {
        auto* b = qobject_cast<QPushButton*>(d.editorFor(option));
        QVERIFY(b && b->isEnabled());
        QTest::mouseClick(b, Qt::LeftButton);
    } else {
        QVERIFY(edit(d, option, value));
        d.apply();
    }
    QTRY_COMPARE(sent().mid(before.size()), QStringList{expected});
    e->quit();
}

// Two values changed, one changed and changed back: only the two are sent, once.
void TestEngineOptionsRoundTrip::onlyChanged() {
    START_OR_SKIP(e, QStringLiteral("fairymax"));
    EngineOptionsDialog d(e.get());
    const QStringList before = optionsSent(*e);
    QVERIFY(edit(d, QStringLiteral("Resign Threshold"), QStringLiteral("1000")));
    QVERIFY(edit(d, QStringLiteral("Resign"), QStringLiteral("1")));
    QVERIFY(edit(d, QStringLiteral("Claim draw after"), QStringLiteral("70")));
    QVERIFY(edit(d, QStringLiteral("Claim draw after"), QStringLiteral("50")));
    d.apply();
    d.apply(); // nothing pending any more: nothing sent again
    const QStringList expected{QStringLiteral("option Resign=1"),
                               QStringLiteral("option Resign Threshold=1000")};
    QTRY_COMPARE(optionsSent(*e).mid(before.size()), expected);
    // The engine's own list follows, so a dialog opened later shows the applied values.
    EngineOptionsDialog again(e.get());
    QCOMPARE(qobject_cast<QSpinBox*>(again.editorFor(QStringLiteral("Resign Threshold")))->value(),
             1000);
    QVERIFY(again.model()->isModified(again.model()->rowOf(QStringLiteral("Resign Threshold"))));
    e->quit();
}

// -reset: pending edits are dropped, the reset is sent, and the table is rebuilt from the
// options tabiya-engine declares again (with its defaults).
void TestEngineOptionsRoundTrip::resetRebuilds() {
    QFile::remove(m_settingsFile);
    START_OR_SKIP(e, QStringLiteral("tabiya-engine"));
    EngineOptionsDialog d(e.get());
    QVERIFY(edit(d, QStringLiteral("MultiPV"), QStringLiteral("4")));
    d.apply();
    QTRY_VERIFY(optionsSent(*e).contains(QStringLiteral("option MultiPV=4")));
    QVERIFY(edit(d, QStringLiteral("Resign Threshold"), QStringLiteral("1000"))); // pending
    QSignalSpy changed(e.get(), &EngineConnection::optionsChanged);
    auto* reset = qobject_cast<QPushButton*>(d.editorFor(QStringLiteral("Reset Options")));
    QVERIFY(reset && reset->isEnabled());
    QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(!d.model()->hasPending());
    QVERIFY(changed.wait(10000));
    QTRY_COMPARE(qobject_cast<QSpinBox*>(d.editorFor(QStringLiteral("MultiPV")))->value(), 1);
    QCOMPARE(d.model()->rowCount(), e->options().size());
    QVERIFY(d.model()->rowCount() >= 11);
    QVERIFY(!d.findChild<QLabel*>(QStringLiteral("optionStatus"))->isVisible());
    const QStringList sent = optionsSent(*e);
    QCOMPARE(sent.last(), QStringLiteral("option Reset Options"));
    QVERIFY(!sent.contains(QStringLiteral("option Resign Threshold=1000")));
    QVERIFY(!applyButton(d)->isEnabled());
    e->quit();
}

// -save: the values not applied yet go out first, then the save; tabiya-engine's file
// then holds them.
void TestEngineOptionsRoundTrip::saveFlushes() {
    QFile::remove(m_settingsFile);
    START_OR_SKIP(e, QStringLiteral("tabiya-engine"));
    EngineOptionsDialog d(e.get());
    QVERIFY(edit(d, QStringLiteral("MultiPV"), QStringLiteral("3")));
    QVERIFY(edit(d, QStringLiteral("Contempt"), QStringLiteral("-20")));
    QTest::mouseClick(qobject_cast<QPushButton*>(d.editorFor(QStringLiteral("Save Settings"))),
                      Qt::LeftButton);
    QTRY_VERIFY(optionsSent(*e).contains(QStringLiteral("option Save Settings")));
    const QStringList sent = optionsSent(*e);
    const qsizetype save = sent.indexOf(QStringLiteral("option Save Settings"));
    QVERIFY(sent.indexOf(QStringLiteral("option MultiPV=3")) >= 0);
    QVERIFY(sent.indexOf(QStringLiteral("option MultiPV=3")) < save);
    QVERIFY(sent.indexOf(QStringLiteral("option Contempt=-20")) < save);
    QVERIFY(sent.indexOf(QStringLiteral("option Contempt=-20")) >= 0);
    QVERIFY(!d.model()->hasPending());
    auto fileHas = [this](const char* line) {
        QFile f(m_settingsFile);
        return f.open(QIODevice::ReadOnly) && f.readAll().split('\n').contains(line);
    };
    QTRY_VERIFY(fileHas("MultiPV=3"));
    QVERIFY(fileHas("Contempt=-20"));
    e->quit();
    QFile::remove(m_settingsFile);
}

// A value with a line break is refused in the dialog and never written to the engine.
void TestEngineOptionsRoundTrip::lineBreakNeverSent() {
    START_OR_SKIP(e, QStringLiteral("tabiya-engine"));
    EngineOptionsDialog d(e.get());
    auto* line = qobject_cast<QLineEdit*>(d.editorFor(QStringLiteral("Name Suffix")));
    QVERIFY(line);
    line->setText(QStringLiteral("x\nquit"));
    auto* delegate = qobject_cast<EngineOptionDelegate*>(d.view()->itemDelegate());
    delegate->setModelData(line, d.view()->model(), viewIndex(d, QStringLiteral("Name Suffix"), 1));
    QVERIFY(!d.model()->hasPending());
    QCOMPARE(line->text(), QString());
    d.accept();
    QVERIFY(d.changedValues().isEmpty());
    for (const TranscriptEntry& t : e->transcriptEntries())
        if (t.direction == TranscriptEntry::Direction::ToEngine)
            QVERIFY2(!t.text.contains(QLatin1String("Name Suffix")) &&
                         t.text != QLatin1String("quit"),
                     qPrintable(t.text));
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    e->quit();
}

// Opened on an engine that is still starting: it waits, then shows the options, with
// Tabiya's rows for what the engine asked for (tabiya-engine: memory=1 smp=1).
void TestEngineOptionsRoundTrip::openedWhileStarting() {
    if (!QFile::exists(program(QStringLiteral("tabiya-engine")).path)) QSKIP("no tabiya-engine");
    auto e = start(QStringLiteral("tabiya-engine"), false);
    QVERIFY(e);
    EngineOptionsDialog d(e.get());
    EngineResources res;
    res.memoryMb = 32;
    d.setResources(res);
    QVERIFY(d.findChild<QLabel*>(QStringLiteral("optionStatus"))->isVisibleTo(&d));
    QCOMPARE(d.model()->rowCount(), 0);
    // Its options less Hash, plus Hash (MB) and Threads.
    QTRY_VERIFY_WITH_TIMEOUT(d.model()->rowCount() > 0, 15000);
    QCOMPARE(d.model()->rowCount(), e->options().size() - 1 + 2);
    QCOMPARE(d.windowTitle(), QStringLiteral("Tabiya Engine 0.1 Settings"));
    QCOMPARE(d.model()->rowOf(QStringLiteral("Hash")), -1);
    QCOMPARE(d.model()->option(0).name, QStringLiteral("Hash (MB)"));
    QCOMPARE(d.model()->value(0), QStringLiteral("32"));
    QVERIFY(!d.findChild<QLabel*>(QStringLiteral("optionStatus"))->isVisibleTo(&d));
    // Tabiya's rows are not sent by the dialog (the protocol sends memory at the start).
    const QStringList before = optionsSent(*e);
    auto* proxy = qobject_cast<QSortFilterProxyModel*>(d.view()->model());
    auto* hash = qobject_cast<QSpinBox*>(d.view()->indexWidget(proxy->index(0, 1)));
    QVERIFY(hash);
    hash->setValue(256);
    d.accept();
    QVERIFY(d.resourcesChanged());
    QCOMPARE(d.resources().memoryMb, 256);
    QCOMPARE(optionsSent(*e), before);
    e->quit();
}

// The engine quits while the dialog is open: its buttons are disabled, values still apply
// (for the next start).
void TestEngineOptionsRoundTrip::engineGone() {
    START_OR_SKIP(e, QStringLiteral("tabiya-engine"));
    EngineOptionsDialog d(e.get());
    auto* clear = qobject_cast<QPushButton*>(d.editorFor(QStringLiteral("Clear Hash")));
    QVERIFY(clear && clear->isEnabled());
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(10000));
    QVERIFY(!clear->isEnabled());
    QVERIFY(d.findChild<QLabel*>(QStringLiteral("optionStatus"))->isVisibleTo(&d));
    QVERIFY(edit(d, QStringLiteral("MultiPV"), QStringLiteral("2")));
    d.accept();
    QCOMPARE(d.changedValues(),
             (QList<QPair<QString, QString>>{{QStringLiteral("MultiPV"), QStringLiteral("2")}}));
}

void TestEngineOptionsRoundTrip::screenshots_data() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("fairymax") << "fairymax";
    QTest::newRow("sjaakii") << "sjaakii";
}

// The dialogs of two real engines as a person sees them (saved when TABIYA_SHOTS is set).
void TestEngineOptionsRoundTrip::screenshots() {
    QFETCH(QString, engine);
    START_OR_SKIP(e, engine);
    EngineOptionsDialog d(e.get());
    EngineResources res;
    res.memoryMb = 64;
    d.setResources(res);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    // Every row fits: nothing scrolls sideways, and the value column has room for editors.
    QVERIFY(!d.view()->horizontalScrollBar()->isVisible());
    QVERIFY2(d.view()->columnWidth(EngineOptionModel::ValueColumn) >= 240,
             qPrintable(QStringLiteral("%1 %2 %3 %4")
                            .arg(d.view()->columnWidth(0))
                            .arg(d.view()->columnWidth(1))
                            .arg(d.view()->columnWidth(2))
                            .arg(d.view()->viewport()->width())));
    if (engine == QLatin1String("fairymax")) // a pending edit and a value off its default
        QVERIFY(edit(d, QStringLiteral("Resign Threshold"), QStringLiteral("1000")));
    const QString dir = qEnvironmentVariable("TABIYA_SHOTS");
    if (!dir.isEmpty())
        QVERIFY(d.grab().save(dir + QStringLiteral("/h2-") + engine + QStringLiteral(".png")));
    e->quit();
}

QTEST_MAIN(TestEngineOptionsRoundTrip)
#include "tst_engineoptionsroundtrip.moc"
