// ClockWidget: the name and the time painted, a tick repainting the time's box alone, the
// side to move shown by the background, a long name cut before the time.
#include "app/gui/clockwidget.h"
#include "app/session/clock.h"

#include <QApplication>
#include <QPaintEvent>
#include <QtTest>

using namespace tabiya;

class TestClockWidget : public QObject {
    Q_OBJECT
private slots:
    void showsNameAndTime();
    void tickRepaintsTheTimeOnly();
    void activeSideHighlighted();
    void longNameStopsBeforeTheTime();
};

namespace {

// The paint events' regions a widget receives.
class Paints : public QObject {
public:
    QList<QRegion> regions;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) regions << static_cast<QPaintEvent*>(e)->region();
        return false;
    }
};

// Pixels in rect (of image) that are far from the background colour: drawn text.
int inkIn(const QImage& image, const QRect& rect, const QColor& background) {
    int ink = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - background.red()) + std::abs(c.green() - background.green()) +
                    std::abs(c.blue() - background.blue()) >
                120)
                ++ink;
        }
    return ink;
}

// A clock of five minutes shown by w, at its height and the width given.
void fiveMinutes(Clock& clock, ClockWidget& w, const QString& name, int width) {
    TimeControl tc;
    tc.movesPerSession = 0;
    tc.baseMs = 5 * 60 * 1000;
    clock.setTimeControl(tc);
    w.setClock(&clock);
    w.setPlayer(QStringLiteral("White"), name);
    w.resize(width, w.sizeHint().height());
}

// The time's face: the widget's font, larger and bold.
QFont timeFont(const QWidget& w) {
    QFont f = w.font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    return f;
}

} // namespace

void TestClockWidget::showsNameAndTime() {
    Clock clock;
    ClockWidget w;
    fiveMinutes(clock, w, QStringLiteral("Fairy-Max 5.0b"), 400);
    QCOMPARE(w.timeText(), QStringLiteral("5:00"));
    QCOMPARE(w.playerText(), QStringLiteral("White: Fairy-Max 5.0b"));
    const QImage image = w.grab().toImage();
    const QColor background = QPalette().color(QPalette::Window);
    // The time at the right, the name at the left, nothing in the middle.
    QVERIFY(inkIn(image, QRect(300, 0, 100, image.height()), background) > 30);
    QVERIFY(inkIn(image, QRect(0, 0, 120, image.height()), background) > 30);
    QCOMPARE(inkIn(image, QRect(200, 4, 60, image.height() - 8), background), 0);
    // The time's characters drawn one by one read like the font's own text: as wide.
    int left = image.width(), right = 0;
    for (int y = 4; y < image.height() - 4; ++y)
        for (int x = 250; x < image.width() - 4; ++x)
            if (inkIn(image, QRect(x, y, 1, 1), background)) {
                left = std::min(left, x);
                right = std::max(right, x);
            }
    QVERIFY2(
        std::abs((right - left + 1) - QFontMetrics(timeFont(w)).boundingRect("5:00").width()) <= 3,
        qPrintable(QStringLiteral("%1").arg(right - left + 1)));
}

void TestClockWidget::tickRepaintsTheTimeOnly() {
    Clock clock;
    ClockWidget w;
    fiveMinutes(clock, w, QStringLiteral("Fairy-Max 5.0b"), 400);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Paints paints;
    w.installEventFilter(&paints);
    clock.setState(4 * 60 * 1000 + 59 * 1000, 0); // a tick with a new time
    QCOMPARE(w.timeText(), QStringLiteral("4:59"));
    QTRY_VERIFY(!paints.regions.isEmpty());
    for (const QRegion& r : std::as_const(paints.regions))
        QVERIFY2(r.boundingRect().left() > w.width() / 2, "the name was repainted for a tick");
    // The same time again: nothing to paint.
    paints.regions.clear();
    clock.setState(4 * 60 * 1000 + 59 * 1000, 0);
    QCoreApplication::processEvents();
    QVERIFY(paints.regions.isEmpty());
}

void TestClockWidget::activeSideHighlighted() {
    ClockWidget w;
    w.setPlayer(QStringLiteral("Black"), QStringLiteral("GNU Chess"));
    w.resize(300, w.sizeHint().height());
    const QPoint inside(w.width() / 2, w.height() / 2);
    QCOMPARE(w.grab().toImage().pixelColor(inside), QPalette().color(QPalette::Window));
    w.setActive(true);
    QVERIFY(w.isActive());
    QCOMPARE(w.grab().toImage().pixelColor(inside), QPalette().color(QPalette::Highlight));
    w.setActive(false);
    QCOMPARE(w.grab().toImage().pixelColor(inside), QPalette().color(QPalette::Window));
}

void TestClockWidget::longNameStopsBeforeTheTime() {
    Clock clock;
    ClockWidget w;
    fiveMinutes(clock, w, QStringLiteral("An engine with a very long name ").repeated(4), 320);
    const QColor background = QPalette().color(QPalette::Window);
    // The columns with ink, left to right: the name's, a gap, the time's.
    const auto inkColumns = [&](const QImage& image) {
        QList<bool> ink;
        for (int x = 0; x < image.width(); ++x)
            ink << (inkIn(image, QRect(x, 4, 1, image.height() - 8), background) > 0);
        return ink;
    };
    // The widest run of blank columns between the first and the last inked ones, and the
    // inked columns left of it.
    const auto gapAndName = [](const QList<bool>& ink) {
        const qsizetype first = ink.indexOf(true), last = ink.lastIndexOf(true);
        int gap = 0, run = 0, nameInk = 0, nameInkBeforeGap = 0;
        for (qsizetype x = first; x <= last; ++x) {
            if (ink[x]) {
                ++nameInk;
                run = 0;
            } else if (++run > gap) {
                gap = run;
                nameInkBeforeGap = nameInk;
            }
        }
        return std::pair{gap, nameInkBeforeGap};
    };
    const QImage narrow = w.grab().toImage();
    const auto [gap, nameInk] = gapAndName(inkColumns(narrow));
    // The cut name stops a few pixels before the time (the layout's spacing), no further.
    QVERIFY2(gap >= 4 && gap <= 24, qPrintable(QString::number(gap)));
    QVERIFY(nameInk > 100);
    // Wider, more of the name shows.
    w.resize(700, w.height());
    const auto [wideGap, wideNameInk] = gapAndName(inkColumns(w.grab().toImage()));
    QVERIFY(wideGap >= 4 && wideGap <= 24);
    QVERIFY(wideNameInk > nameInk);
}

QTEST_MAIN(TestClockWidget)
#include "tst_clockwidget.moc"
