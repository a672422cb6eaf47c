// GUI (offscreen): the Manage Engines dialog driven with the mouse as a person would: a
// detected engine added in two clicks (and by a double-click), an engine added and edited
// through the edit dialog with Detect, removal (never of tabiya-engine), Cancel, and the
// catalog's round trip through QSettings with EngineStore.
//
// With TABIYA_SHOTS=DIR set, the dialogs are also saved as PNGs in DIR for looking at.
#include "app/gui/engineeditdialog.h"
#include "app/gui/enginemanagerdialog.h"
#include "app/gui/enginestore.h"
#include "app/session/enginedetector.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeWidget>

using namespace tabiya;

class TestEngineManagerDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void addDetectedInTwoClicks_data();
    void addDetectedInTwoClicks();
    void addThroughEditDialog();
    void editEngine();
    void editDefaultEngineKeepsName();
    void detectFailureShown();
    void removeEngine();
    void defaultEngineNotRemovable();
    void cancelKeepsCatalog();
    void storeRoundTrip();
    void storeDefaultSettings();
    void engineTextToolTipsArePlain();

private:
    QTemporaryDir m_settingsDir;
};

static QString appDir() {
    return QCoreApplication::applicationDirPath();
}

static QString tabiyaEngine() {
    return appDir() + QStringLiteral("/tabiya-engine");
}

static void clickRow(QTreeWidget* tree, int row, bool twice = false) {
    QTreeWidgetItem* item = tree->topLevelItem(row);
    QVERIFY(item);
    tree->scrollToItem(item);
    const QPoint at = tree->visualItemRect(item).center();
    // A double-click arrives as a click and then the double-click event, as from a mouse.
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, at);
    if (twice) QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, at);
}

static int rowOf(QTreeWidget* tree, const QString& name) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0).compare(name, Qt::CaseInsensitive) == 0) return i;
    return -1;
}

static void shoot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("TABIYA_SHOTS");
    if (dir.isEmpty()) return;
    QVERIFY(w->grab().save(QDir(dir).filePath(name)));
}

void TestEngineManagerDialog::initTestCase() {
    // Nothing the tests save may land in the real settings.
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("TabiyaTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_enginemanagerdialog"));
    QVERIFY(QFileInfo(tabiyaEngine()).isExecutable());
}

void TestEngineManagerDialog::addDetectedInTwoClicks_data() {
    QTest::addColumn<bool>("doubleClick");
    QTest::newRow("click, Add") << false;
    QTest::newRow("double-click") << true;
}

void TestEngineManagerDialog::addDetectedInTwoClicks() {
    QFETCH(bool, doubleClick);
    if (!QFileInfo(QStringLiteral("/usr/games/fairymax")).isExecutable())
        QSKIP("fairymax is not installed");
    EngineCatalog catalog(appDir());
    EngineManagerDialog dialog(catalog);
    dialog.setProbeTimeout(15000);
    dialog.setDetectedEngines(installedEngines({QStringLiteral("/usr/games")}));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* found = dialog.findChild<QTreeWidget*>(QStringLiteral("detectedList"));
    auto* engines = dialog.findChild<QTreeWidget*>(QStringLiteral("engineList"));
    auto* add = dialog.findChild<QPushButton*>(QStringLiteral("addDetectedButton"));
    QVERIFY(found && engines && add);
    QVERIFY(!add->isEnabled()); // nothing chosen yet
    const int row = rowOf(found, QStringLiteral("fairymax"));
    QVERIFY(row >= 0);

    // The two clicks.
    if (doubleClick) {
        clickRow(found, row, true);
    } else {
        clickRow(found, row);
        QVERIFY(add->isEnabled());
        QTest::mouseClick(add, Qt::LeftButton);
    }
    QCOMPARE(dialog.workingCatalog().size(), 2);
    QCOMPARE(engines->topLevelItemCount(), 2);
    const EngineEntry added = dialog.workingCatalog().at(1);
    QCOMPARE(added.program, QStringLiteral("/usr/games/fairymax"));
    QCOMPARE(added.protocol, EngineProtocol::Cecp);
    // Now marked as added, and not addable twice.
    QVERIFY(found->topLevelItem(row)->text(0).contains(QLatin1String("fairymax")));
    QVERIFY(!(found->topLevelItem(row)->flags() & Qt::ItemIsEnabled));
    dialog.addDetected(row);
    QCOMPARE(dialog.workingCatalog().size(), 2);

    // The engine names itself and lists its variants in the background.
    QTRY_COMPARE_WITH_TIMEOUT(dialog.pendingProbes(), 0, 20000);
    const EngineEntry named = dialog.workingCatalog().at(1);
    QVERIFY2(named.name.startsWith(QLatin1String("Fairy-Max")), qPrintable(named.name));
    QVERIFY(named.variants.contains(QStringLiteral("capablanca")));
    QCOMPARE(engines->topLevelItem(1)->text(0), named.name);
    shoot(&dialog, QStringLiteral("h1-manager.png"));

    QCOMPARE(catalog.size(), 1); // only OK writes back
    QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(catalog.size(), 2);
    QCOMPARE(catalog.at(1), named);
}

void TestEngineManagerDialog::addThroughEditDialog() {
    EngineCatalog catalog(appDir());
    EngineManagerDialog dialog(catalog);
    dialog.setDetectedEngines({});
    dialog.setProbeTimeout(15000);
    dialog.show();
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("addButton")), Qt::LeftButton);
    EngineEditDialog* edit = dialog.editDialog();
    QVERIFY(edit);
    QVERIFY(QTest::qWaitForWindowExposed(edit));
    auto* command = edit->findChild<QLineEdit*>(QStringLiteral("commandEdit"));
    auto* protocol = edit->findChild<QComboBox*>(QStringLiteral("protocolBox"));
    QVERIFY(command && protocol);
    QCOMPARE(protocol->currentIndex(), 0); // Auto
    // A path with a space would need quotes; this one is typed as a person would.
    QTest::keyClicks(command, joinCommandLine({tabiyaEngine()}));
    shoot(edit, QStringLiteral("h1-edit-empty.png"));
    // OK with Auto detects first, then closes.
    QSignalSpy detected(edit, &EngineEditDialog::detectionFinished);
    QSignalSpy accepted(edit, &QDialog::accepted);
    QTest::mouseClick(edit->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QVERIFY(edit->isDetecting()); // the engine answers once events flow
    shoot(edit, QStringLiteral("h1-edit-detecting.png"));
    QVERIFY(accepted.wait(20000));
    QCOMPARE(detected.size(), 1);
    QCOMPARE(detected.first().first().toBool(), true);
    QCOMPARE(dialog.workingCatalog().size(), 2);
    const EngineEntry e = dialog.workingCatalog().at(1);
    QVERIFY2(e.name.contains(QLatin1String("Tabiya")), qPrintable(e.name));
    QVERIFY(e.name.compare(EngineCatalog::defaultEngineName(), Qt::CaseInsensitive) != 0);
    QCOMPARE(e.program, tabiyaEngine());
    QCOMPARE(e.protocol, EngineProtocol::Cecp);
    QVERIFY(e.variants.contains(QStringLiteral("xiangqi")));
}

void TestEngineManagerDialog::editEngine() {
    EngineCatalog catalog(appDir());
    EngineEntry e;
    e.name = QStringLiteral("Old name");
    e.program = tabiyaEngine();
    e.variants = {QStringLiteral("normal")};
    QVERIFY(catalog.add(e));
    EngineManagerDialog dialog(catalog);
    dialog.setDetectedEngines({});
    dialog.setProbeTimeout(15000);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* engines = dialog.findChild<QTreeWidget*>(QStringLiteral("engineList"));
    clickRow(engines, 1);
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("editButton")), Qt::LeftButton);
    EngineEditDialog* edit = dialog.editDialog();
    QVERIFY(edit);
    auto* name = edit->findChild<QLineEdit*>(QStringLiteral("nameEdit"));
    auto* protocol = edit->findChild<QComboBox*>(QStringLiteral("protocolBox"));
    auto* variants = edit->findChild<QPlainTextEdit*>(QStringLiteral("variantsView"));
    QCOMPARE(name->text(), QStringLiteral("Old name"));
    QCOMPARE(protocol->currentText(), QStringLiteral("CECP"));
    QCOMPARE(variants->toPlainText(), QStringLiteral("normal"));
    // Detect in CXBoard, as the user chose: protocol and variants change, the name is kept
    // because somebody chose it.
    protocol->setCurrentIndex(protocol->findText(QStringLiteral("CXBoard")));
    QSignalSpy detected(edit, &EngineEditDialog::detectionFinished);
    QTest::mouseClick(edit->findChild<QPushButton*>(QStringLiteral("detectButton")),
                      Qt::LeftButton);
    QVERIFY(detected.wait(20000));
    QCOMPARE(detected.first().first().toBool(), true);
    QCOMPARE(name->text(), QStringLiteral("Old name"));
    QCOMPARE(variants->toPlainText(), QStringLiteral("xiangqi, normal"));
    shoot(edit, QStringLiteral("h1-edit.png"));
    name->clear();
    QTest::keyClicks(name, QStringLiteral("New name"));
    QTest::mouseClick(edit->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QTRY_VERIFY(!dialog.editDialog());
    QVERIFY(!dialog.workingCatalog().contains(QStringLiteral("Old name")));
    const auto changed = dialog.workingCatalog().find(QStringLiteral("New name"));
    QVERIFY(changed);
    QCOMPARE(changed->protocol, EngineProtocol::Cxboard);
    QCOMPARE(engines->topLevelItem(1)->text(0), QStringLiteral("New name"));
}

void TestEngineManagerDialog::editDefaultEngineKeepsName() {
    EngineCatalog catalog(appDir());
    EngineEditDialog edit(catalog.defaultEntry(), catalog);
    auto* name = edit.findChild<QLineEdit*>(QStringLiteral("nameEdit"));
    auto* command = edit.findChild<QLineEdit*>(QStringLiteral("commandEdit"));
    QVERIFY(name->isReadOnly());
    QVERIFY(command->isReadOnly());
    QCOMPARE(edit.entry(), catalog.defaultEntry());
}

void TestEngineManagerDialog::detectFailureShown() {
    EngineCatalog catalog(appDir());
    EngineEditDialog edit(EngineEntry(), catalog);
    edit.setProbeTimeout(2000);
    edit.show();
    auto* command = edit.findChild<QLineEdit*>(QStringLiteral("commandEdit"));
    auto* status = edit.findChild<QLabel*>(QStringLiteral("statusLabel"));
    // Not found: said at once, nothing started.
    QTest::keyClicks(command, QStringLiteral("no-such-engine-anywhere --x"));
    QTest::mouseClick(edit.findChild<QPushButton*>(QStringLiteral("detectButton")), Qt::LeftButton);
    QVERIFY(!edit.isDetecting());
    QVERIFY2(status->text().contains(QLatin1String("no-such-engine-anywhere")),
             qPrintable(status->text()));
    // A program that is no engine: a clear message, and the dialog stays open.
    command->clear();
    QTest::keyClicks(command, QStringLiteral("/bin/true"));
    QSignalSpy detected(&edit, &EngineEditDialog::detectionFinished);
    QTest::mouseClick(edit.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QVERIFY(detected.wait(20000));
    QCOMPARE(detected.first().first().toBool(), false);
    QVERIFY(edit.isVisible());
    QCOMPARE(status->textFormat(), Qt::PlainText);
    QVERIFY2(status->text().contains(QLatin1String("CXBoard")), qPrintable(status->text()));
    shoot(&edit, QStringLiteral("h1-edit-error.png"));
}

void TestEngineManagerDialog::removeEngine() {
    EngineCatalog catalog(appDir());
    for (const char* n : {"one", "two"}) {
        EngineEntry e;
        e.name = QString::fromLatin1(n);
        e.program = QStringLiteral("/bin/true");
        QVERIFY(catalog.add(e));
    }
    EngineManagerDialog dialog(catalog);
    dialog.setDetectedEngines({});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* engines = dialog.findChild<QTreeWidget*>(QStringLiteral("engineList"));
    auto* remove = dialog.findChild<QPushButton*>(QStringLiteral("removeButton"));
    clickRow(engines, 1);
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(dialog.workingCatalog().size(), 2);
    QVERIFY(!dialog.workingCatalog().contains(QStringLiteral("one")));
    // The next engine is selected: the Delete key removes it too.
    QCOMPARE(engines->currentItem()->text(0), QStringLiteral("two"));
    // Shortcuts work in the active window, on the list with the focus (the click on
    // Remove took it).
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    engines->setFocus();
    QTest::keyClick(engines, Qt::Key_Delete);
    QCOMPARE(dialog.workingCatalog().size(), 1);
    QCOMPARE(engines->topLevelItemCount(), 1);
    // Only tabiya-engine is left, selected, and it cannot go.
    QVERIFY(!remove->isEnabled());
    QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QCOMPARE(catalog.size(), 1);
}

void TestEngineManagerDialog::defaultEngineNotRemovable() {
    EngineCatalog catalog(appDir());
    EngineManagerDialog dialog(catalog);
    dialog.setDetectedEngines({});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* engines = dialog.findChild<QTreeWidget*>(QStringLiteral("engineList"));
    auto* remove = dialog.findChild<QPushButton*>(QStringLiteral("removeButton"));
    auto* edit = dialog.findChild<QPushButton*>(QStringLiteral("editButton"));
    QCOMPARE(engines->topLevelItem(0)->text(0), EngineCatalog::defaultEngineName());
    clickRow(engines, 0);
    QVERIFY(edit->isEnabled());
    QVERIFY(!remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    engines->setFocus();
    QTest::keyClick(engines, Qt::Key_Delete);
    QCOMPARE(dialog.workingCatalog().size(), 1);
    QCOMPARE(engines->topLevelItemCount(), 1);
}

void TestEngineManagerDialog::cancelKeepsCatalog() {
    EngineCatalog catalog(appDir());
    EngineEntry e;
    e.name = QStringLiteral("keep me");
    e.program = QStringLiteral("/bin/true");
    QVERIFY(catalog.add(e));
    const EngineCatalog before = catalog;
    EngineManagerDialog dialog(catalog);
    dialog.setDetectedEngines({});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    clickRow(dialog.findChild<QTreeWidget*>(QStringLiteral("engineList")), 1);
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("removeButton")),
                      Qt::LeftButton);
    QCOMPARE(dialog.workingCatalog().size(), 1);
    QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel),
                      Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(catalog, before);
}

static EngineCatalog sampleCatalog() {
    EngineCatalog c(appDir());
    EngineEntry a;
    a.name = QStringLiteral("Stockfish via PolyGlot");
    a.program = QStringLiteral("/usr/games/polyglot");
    a.arguments = {QStringLiteral("-noini"), QStringLiteral("-ec"),
                   QStringLiteral("/usr/games/stockfish")};
    a.variants = {QStringLiteral("normal")};
    a.options = {{QStringLiteral("Hash"), QStringLiteral("64")},
                 {QStringLiteral("Book File"), QStringLiteral("/a b/c.bin")}};
    EngineEntry b;
    b.name = QStringLiteral("\u8c61\u68cb engine");
    b.program = QStringLiteral("/opt/x y/eng");
    b.workingDirectory = QStringLiteral("/tmp");
    b.protocol = EngineProtocol::Cxboard;
    b.variants = {QStringLiteral("xiangqi")};
    c.add(a);
    c.add(b);
    EngineEntry d = c.defaultEntry();
    d.setOptionValue(QStringLiteral("Hash"), QStringLiteral("32"));
    c.replace(d.name, d);
    return c;
}

void TestEngineManagerDialog::storeRoundTrip() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("tabiya.conf"));
    const EngineCatalog c = sampleCatalog();
    {
        QSettings s(file, QSettings::IniFormat);
        EngineStore::save(s, c);
    }
    QSettings s(file, QSettings::IniFormat);
    QVERIFY(s.contains(EngineStore::key()));
    const EngineCatalog back = EngineStore::load(s, appDir());
    QCOMPARE(back.entries(), c.entries());
    // Nothing saved yet: tabiya-engine alone.
    QSettings empty(dir.filePath(QStringLiteral("empty.conf")), QSettings::IniFormat);
    const EngineCatalog fresh = EngineStore::load(empty, appDir());
    QCOMPARE(fresh.size(), 1);
    QCOMPARE(fresh.at(0).name, EngineCatalog::defaultEngineName());
}

void TestEngineManagerDialog::storeDefaultSettings() {
    // The application's own QSettings (redirected to a temporary folder in initTestCase).
    const EngineCatalog c = sampleCatalog();
    EngineStore::save(c);
    QSettings().sync();
    QVERIFY(QSettings().fileName().startsWith(m_settingsDir.path()));
    QCOMPARE(EngineStore::load().entries(), c.entries());
}

QTEST_MAIN(TestEngineManagerDialog)

void TestEngineManagerDialog::engineTextToolTipsArePlain() {
    // Issue 14: "feature variants=" with markup rendered as HTML in the Variants tooltip
    // (an <img> of a local file, an <h1>). Every tooltip of engine text shows the text sent.
    EngineCatalog catalog(appDir());
    EngineEntry e;
    e.name = QStringLiteral("markup");
    e.program = QStringLiteral("/bin/true");
    e.arguments = {QStringLiteral("<b>bold</b>")};
    e.variants = {QStringLiteral("<img src=/etc/hostname>"), QStringLiteral("<h1>big</h1>")};
    QVERIFY(catalog.add(e));
    EngineManagerDialog dialog(catalog);
    dialog.setDetectedEngines({e});
    auto* engines = dialog.findChild<QTreeWidget*>(QStringLiteral("engineList"));
    const int row = rowOf(engines, QStringLiteral("markup"));
    QVERIFY(row >= 0);
    // What the tooltip shows: Qt's reading of it (rich text when it might be).
    auto shown = [](const QString& tip) {
        if (!Qt::mightBeRichText(tip)) return tip;
        QTextDocument doc;
        doc.setHtml(tip);
        return doc.toPlainText();
    };
    QTreeWidgetItem* item = engines->topLevelItem(row);
    QCOMPARE(shown(item->toolTip(2)), QStringLiteral("<img src=/etc/hostname>, <h1>big</h1>"));
    QCOMPARE(shown(item->toolTip(3)), e.commandLine());
    QVERIFY(e.commandLine().contains(QStringLiteral("<b>bold</b>")));
}

#include "tst_enginemanagerdialog.moc"
