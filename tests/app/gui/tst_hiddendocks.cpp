// Docks nobody can see do no work while engines play, and catch up when they show: the
// move list, the evaluation graph and the engine output of a Two Machines game, with the
// Moves dock closed before the window shows (as a closed dock comes back at the next start)
// and the others closed during the game. HiddenWatch, which tells them, on its own first.
#include "app/gui/engineoutputmodel.h"
#include "app/gui/engineoutputview.h"
#include "app/gui/evalgraph.h"
#include "app/gui/hiddenwatch.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistwidget.h"
#include "app/session/matchoptions.h"
#include "app/session/session.h"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QVBoxLayout>

using namespace tabiya;

class TestHiddenDocks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void watchTellsHiddenAndShown();
    void closedDocksSkipTheirWorkAndCatchUp();
};

void TestHiddenDocks::watchTellsHiddenAndShown() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* child = new QWidget(&window);
    layout->addWidget(child);
    HiddenWatch watch(child);
    QSignalSpy shown(&watch, &HiddenWatch::shown);
    child->hide();
    // A window not shown yet hides nothing (its parts are filled before it shows).
    QVERIFY(!watch.isHidden());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(watch.isHidden()); // hidden before the window showed
    QCOMPARE(shown.size(), 0);
    child->show();
    QVERIFY(!watch.isHidden());
    QCOMPARE(shown.size(), 1);
    child->hide();
    QVERIFY(watch.isHidden());
    child->show();
    QCOMPARE(shown.size(), 2);
}

void TestHiddenDocks::closedDocksSkipTheirWorkAndCatchUp() {
    const QString engine = QCoreApplication::applicationDirPath() + "/tabiya-engine";
    QString error;
    const auto options =
        MatchOptions::parse({"-fcp", engine, "-scp", engine, "-tc", "0:20", "-inc", "0.2"},
                            QCoreApplication::applicationDirPath(), &error);
    QVERIFY2(options, qPrintable(error));
    MainWindow w(*options);
    auto* movesDock = w.findChild<QDockWidget*>(QStringLiteral("movesDock"));
    auto* graphDock = w.findChild<QDockWidget*>(QStringLiteral("evalGraphDock"));
    auto* outputDock = w.findChild<QDockWidget*>(QStringLiteral("engineOutputDock"));
    QVERIFY(movesDock && graphDock && outputDock);
    movesDock->close();
    w.resize(1100, 850);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    graphDock->close();
    outputDock->close();
    Session* s = w.session();
    w.startFromOptions();
    QTRY_VERIFY_WITH_TIMEOUT(s->game().ply() >= 6, 30000);
    // Nothing was built for the closed docks: no list, no curve, no engine lines.
    QCOMPARE(w.moveList()->plyCount(), 0);
    QVERIFY(w.evalGraph()->data().isEmpty());
    for (int v = 0; v < 2; ++v) {
        QCOMPARE(w.engineOutput(v)->model()->rowCount(), 0);
        QVERIFY(w.engineOutput(v)->model()->isHeld());
    }
    // Shown again from the View menu, where XBoard has its windows, each is brought up to
    // date at once.
    QMenu* view = nullptr;
    for (QAction* menu : w.menuBar()->actions())
        if (menu->text().remove(QLatin1Char('&')) == QLatin1String("View")) view = menu->menu();
    QVERIFY(view);
    for (QDockWidget* dock : {movesDock, graphDock, outputDock}) {
        QVERIFY(view->actions().contains(dock->toggleViewAction()));
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
    }
    QTRY_COMPARE(w.moveList()->plyCount(), s->game().ply());
    QVERIFY(w.moveList()->plyCount() >= 6);
    QVERIFY(!w.evalGraph()->data().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(w.engineOutput(0)->model()->rowCount() > 0, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(w.engineOutput(1)->model()->rowCount() > 0, 10000);
    QVERIFY(!w.engineOutput(0)->model()->isHeld());
    // And they follow the game again: the list grows with it.
    const int ply = s->game().ply();
    QTRY_VERIFY_WITH_TIMEOUT(s->game().ply() > ply, 15000);
    QTRY_COMPARE(w.moveList()->plyCount(), s->game().ply());
    w.close();
}

QTEST_MAIN(TestHiddenDocks)
#include "tst_hiddendocks.moc"
