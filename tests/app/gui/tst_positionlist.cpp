// Load Position on a file of many positions (XBoard's -lpf files, FEN or EPD lines): the
// positions are listed and the one chosen is loaded; a file of one loads it directly.
#include "app/gui/mainwindow.h"
#include "app/gui/positionlistdialog.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tabiya;

namespace {
const QString kKiwipete =
    QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
const QString kEndgame = QStringLiteral("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");

MatchOptions options() {
    QString error;
    auto o = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}
} // namespace

class TestPositionList : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void readsFenAndEpdLines();
    void choosesFromTheList();
};

void TestPositionList::readsFenAndEpdLines() {
    const QStringList fens = positionLines(
        QStringLiteral("# positions\n") + kKiwipete + QStringLiteral("\nnot a position") +
        QStringLiteral("\n\n8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - bm Rb1; id \"pos 3\";\n"
                       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\r\n"));
    QCOMPARE(fens, (QStringList{kKiwipete, kEndgame,
                                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}));
}

void TestPositionList::choosesFromTheList() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("positions.epd"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        (kKiwipete + QStringLiteral("\n8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - bm Rb1;\n")).toUtf8());
    f.close();

    MainWindow w(options());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList listed;
    bool answered = false;
    // The file dialog, then the list of the file's positions: the second one is chosen.
    QTimer::singleShot(0, &w, [&] {
        auto* files = w.findChild<QFileDialog*>();
        if (!files) return;
        QTimer::singleShot(0, &w, [&] {
            auto* list = qobject_cast<PositionListDialog*>(QApplication::activeModalWidget());
            if (!list) return;
            for (int i = 0; i < list->list()->count(); ++i)
                listed << list->list()->item(i)->text();
            list->list()->setCurrentRow(1);
            list->accept();
            answered = true;
        });
        files->selectFile(path);
        QMetaObject::invokeMethod(files, "accept");
    });
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Load Position...")) a->trigger();
    QVERIFY(answered);
    QCOMPARE(listed.size(), 2);
    QCOMPARE(listed[1], QStringLiteral("2. ") + kEndgame);
    QTRY_COMPARE(QString::fromStdString(w.session()->game().startPosition().fen()), kEndgame);
    QCOMPARE(QString::fromStdString(w.boardView()->position().fen()), kEndgame);
}

QTEST_MAIN(TestPositionList)
#include "tst_positionlist.moc"
