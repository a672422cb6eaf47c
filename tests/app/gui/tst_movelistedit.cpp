// The move tree in the window: a click on a variation's move shows its position, a move
// played there extends the variation (the main line stays), Promote Variation, Delete
// Variation and Truncate Game From Here change the game, and Edit Comment and Edit Tags
// (driven as a person would) change its comments and tags.
#include "app/gui/editcommentdialog.h"
#include "app/gui/edittagsdialog.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistwidget.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace tabiya;

namespace {
const char* const kGame = "[Event \"Tree\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n\n"
                          "1. e4 e5 2. Nf3 {good} (2. f4 exf4 (2... d5 3. exd5) 3. Nf3) "
                          "2... Nc6 3. Bb5 a6 1-0\n";

MatchOptions options() {
    QString error;
    auto o = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    if (!o) qFatal("%s", qPrintable(error));
    return *o;
}

QAction* action(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == text) return a;
    qFatal("no action %s", qPrintable(text));
}

// The main line as coordinates.
QStringList mainLine(const Game& g) {
    QStringList out;
    Position pos = g.startPosition();
    for (const GameMove& gm : g.moves()) {
        out << QString::fromStdString(coordinateText(pos, gm.move));
        pos.makeMove(gm.move);
    }
    return out;
}

void clickSquare(BoardView* view, const char* square) {
    size_t at = 0;
    const Square s = parseSquare(view->position().variant(), square, at);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->boardGeometry().squareCenter(s).toPoint());
}

void clickMove(MoveListWidget* list, const PgnPath& path) {
    const QRect r = list->moveRect(path);
    QVERIFY2(r.isValid(), "the move is not listed");
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
}

// Runs `answer` on the modal dialog the action opens, from within its loop.
template <typename Dialog, typename F>
bool triggerDialog(QWidget* window, const QString& actionText, F answer) {
    bool answered = false;
    QTimer::singleShot(0, window, [&] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        answer(dialog);
        answered = true;
    });
    action(window, actionText)->trigger();
    return answered;
}
} // namespace

class TestMoveListEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void clickShowsVariationAndMovesExtendIt();
    void promoteDeleteTruncate();
    void editComment();
    void editTags();
    void tagNamesAreValidated();

private:
    MainWindow* m_window = nullptr;
};

void TestMoveListEdit::init() {
    m_window = new MainWindow(options());
    m_window->resize(1100, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QGuiApplication::clipboard()->setText(QString::fromLatin1(kGame));
    action(m_window, QStringLiteral("Paste Game (PGN)"))->trigger();
    QTRY_VERIFY(!m_window->isLoadingGame());
    QTRY_COMPARE(m_window->session()->game().ply(), 6);
}

void TestMoveListEdit::cleanup() {
    delete m_window;
    m_window = nullptr;
}

void TestMoveListEdit::clickShowsVariationAndMovesExtendIt() {
    MainWindow& w = *m_window;
    MoveListWidget* list = w.moveList();
    QVERIFY(list->text().contains(QStringLiteral("2. Nf3 {good} (2. f4 exf4 (2... d5 3. exd5)")));
    const QStringList before = mainLine(w.session()->game());
    // 2... d5 inside 2. f4's variation: the board shows the position after it.
    clickMove(list, {2, 0, 1, 0, 0});
    QCOMPARE(QString::fromStdString(w.boardView()->position().fen()),
             QStringLiteral("rnbqkbnr/ppp2ppp/8/3pp3/4PP2/8/PPPP2PP/RNBQKBNR w KQkq - 0 3"));
    // A move played there: 3. fxe5 starts a variation of 3. exd5 inside it.
    clickSquare(w.boardView(), "f4");
    clickSquare(w.boardView(), "e5");
    QCOMPARE(mainLine(w.session()->game()), before);
    QVERIFY2(list->text().contains(QStringLiteral("(2... d5 3. exd5 (3. fxe5))")),
             qPrintable(list->text()));
    QCOMPARE(list->currentPath(), (PgnPath{2, 0, 1, 0, 1, 0, 0}));
    // Another one goes on after it, in the same variation.
    clickSquare(w.boardView(), "d5");
    clickSquare(w.boardView(), "e4");
    QVERIFY2(list->text().contains(QStringLiteral("(3. fxe5 dxe4))")), qPrintable(list->text()));
    QCOMPARE(mainLine(w.session()->game()), before);
    // Back one step with the arrow key, then to the main line's end.
    QTest::keyClick(list, Qt::Key_Left);
    QCOMPARE(list->currentPath(), (PgnPath{2, 0, 1, 0, 1, 0, 0}));
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(w.boardView()->position().fen(), w.session()->game().position().fen());
}

void TestMoveListEdit::promoteDeleteTruncate() {
    MainWindow& w = *m_window;
    MoveListWidget* list = w.moveList();
    // Promote 2. f4's line: the main line becomes 1. e4 e5 2. f4 exf4 3. Nf3.
    clickMove(list, {2, 0, 1});
    action(&w, QStringLiteral("Promote Variation"))->trigger();
    QCOMPARE(mainLine(w.session()->game()), (QStringList{"e2e4", "e7e5", "f2f4", "e5f4", "g1f3"}));
    QVERIFY2(list->text().startsWith(QStringLiteral("1. e4 e5 2. f4 (2. Nf3 {good} 2... Nc6")),
             qPrintable(list->text()));
    QCOMPARE(w.session()->game().result(), GameResult::Ongoing);
    QCOMPARE(list->currentPath(), PgnPath{3});
    // Delete the variation 2. Nf3 ...: only the main line and 2... d5 stay.
    clickMove(list, {2, 0, 1});
    action(&w, QStringLiteral("Delete Variation"))->trigger();
    QVERIFY2(!list->text().contains(QStringLiteral("Nf3 {good}")), qPrintable(list->text()));
    QCOMPARE(mainLine(w.session()->game()).size(), 5);
    // Truncate after 2. f4: the rest of the main line goes.
    clickMove(list, {2});
    action(&w, QStringLiteral("Truncate Game From Here"))->trigger();
    QCOMPARE(mainLine(w.session()->game()), (QStringList{"e2e4", "e7e5", "f2f4"}));
    QCOMPARE(list->plyCount(), 3);
}

void TestMoveListEdit::editComment() {
    MainWindow& w = *m_window;
    MoveListWidget* list = w.moveList();
    // 2. Nf3's comment, shown in the box and replaced.
    clickMove(list, {2});
    QString seen;
    QVERIFY(triggerDialog<EditCommentDialog>(
        &w, QStringLiteral("Edit Comment..."), [&](EditCommentDialog* d) {
            seen = d->editor()->toPlainText();
            d->editor()->setPlainText(QStringLiteral("the knight\ncomes out"));
            d->accept();
        }));
    QCOMPARE(seen, QStringLiteral("good"));
    QCOMPARE(w.session()->game().moves()[2].comment, QStringLiteral("the knight comes out"));
    QVERIFY(list->text().contains(QStringLiteral("2. Nf3 {the knight comes out} (2. f4")));
    // A variation's move: 3. exd5.
    clickMove(list, {2, 0, 1, 0, 1});
    QVERIFY(triggerDialog<EditCommentDialog>(
        &w, QStringLiteral("Edit Comment..."), [&](EditCommentDialog* d) {
            d->editor()->setPlainText(QStringLiteral("wins a pawn"));
            d->accept();
        }));
    QVERIFY2(list->text().contains(QStringLiteral("3. exd5 {wins a pawn})")),
             qPrintable(list->text()));
    // The start position: the game's comment.
    QTest::keyClick(list, Qt::Key_Home);
    QVERIFY(triggerDialog<EditCommentDialog>(
        &w, QStringLiteral("Edit Comment..."), [&](EditCommentDialog* d) {
            d->editor()->setPlainText(QStringLiteral("A test"));
            d->accept();
        }));
    QCOMPARE(w.session()->game().comment(), QStringLiteral("A test"));
    QVERIFY(list->text().startsWith(QStringLiteral("{A test} 1. e4")));
    QVERIFY(w.session()->game().toPgnText().contains(QStringLiteral("{wins a pawn}")));
}

void TestMoveListEdit::editTags() {
    MainWindow& w = *m_window;
    QStringList shown;
    QVERIFY(
        triggerDialog<EditTagsDialog>(&w, QStringLiteral("Edit Tags..."), [&](EditTagsDialog* d) {
            QTableWidget* t = d->table();
            for (int row = 0; row < t->rowCount(); ++row)
                shown << t->item(row, 0)->text() + QLatin1Char('=') + t->item(row, 1)->text();
            t->item(4, 1)->setText(QStringLiteral("Anna Schmidt")); // White
            d->addRow(QStringLiteral("Annotator"), QStringLiteral("Tabiya test"));
            d->accept();
        }));
    // The roster first, in its order, then the game's other tags.
    QCOMPARE(shown.mid(0, 7),
             (QStringList{"Event=Tree", "Site=?", "Date=" + w.session()->game().tag("Date"),
                          "Round=?", "White=Anna", "Black=Bert", "Result=1-0"}));
    const Game& g = w.session()->game();
    QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("Anna Schmidt"));
    QCOMPARE(g.tag(QStringLiteral("Annotator")), QStringLiteral("Tabiya test"));
    QVERIFY(g.toPgnText().contains(QStringLiteral("[Annotator \"Tabiya test\"]")));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Anna Schmidt")));
    // Removing a tag: the row goes, and so does the tag.
    QVERIFY(
        triggerDialog<EditTagsDialog>(&w, QStringLiteral("Edit Tags..."), [&](EditTagsDialog* d) {
            QTableWidget* t = d->table();
            for (int row = 0; row < t->rowCount(); ++row)
                if (t->item(row, 0)->text() == QStringLiteral("Annotator"))
                    t->setCurrentCell(row, 0);
            d->removeCurrentRow();
            d->accept();
        }));
    QVERIFY(w.session()->game().tag(QStringLiteral("Annotator")).isEmpty());
}

void TestMoveListEdit::tagNamesAreValidated() {
    EditTagsDialog d({{QStringLiteral("White"), QStringLiteral("A")}});
    QPushButton* ok = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    QCOMPARE(d.table()->rowCount(), 7); // the whole roster
    d.addRow(QStringLiteral("Bad name"), QStringLiteral("x"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(!d.problem().isEmpty());
    d.table()->item(7, 0)->setText(QStringLiteral("White"));
    QVERIFY(!ok->isEnabled()); // twice
    d.table()->item(7, 0)->setText(QStringLiteral("FEN"));
    QVERIFY(!ok->isEnabled()); // the game's own
    d.table()->item(7, 0)->setText(QStringLiteral("Opening_2"));
    QVERIFY(ok->isEnabled());
    QVERIFY(EditTagsDialog::isTagName(QStringLiteral("ECO")));
    QVERIFY(!EditTagsDialog::isTagName(QStringLiteral("_x")));
    QVERIFY(!EditTagsDialog::isTagName(QStringLiteral("a\"b")));
    QCOMPARE(d.tags().last(), (QPair<QString, QString>{"Opening_2", "x"}));
}

QTEST_MAIN(TestMoveListEdit)
#include "tst_movelistedit.moc"
