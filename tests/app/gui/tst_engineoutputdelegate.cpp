// The engine output's delegate keeps each text laid out and each long PV elided once: a
// cell painted again, at another width or in another font, must look exactly as a fresh
// delegate paints it (nothing stale from the cache), with a PV's unconverted end after it.
#include "app/gui/engineoutputdelegate.h"
#include "app/gui/engineoutputmodel.h"

#include <QApplication>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace tabiya;

class TestEngineOutputDelegate : public QObject {
    Q_OBJECT
private slots:
    void repaintsMatchAFreshDelegate();
};

namespace {

// A table showing only the model's PV column, as wide as `width`, in `font`.
void setUp(QTableView& view, QStandardItemModel& model, int width, const QFont& font) {
    view.setModel(&model);
    for (int c = 0; c < model.columnCount(); ++c)
        view.setColumnHidden(c, c != EngineOutputModel::PvColumn);
    view.horizontalHeader()->hide();
    view.verticalHeader()->hide();
    view.setFont(font);
    view.setColumnWidth(EngineOutputModel::PvColumn, width);
    view.resize(width + 40, 120);
}

QImage cells(QTableView& view) {
    return view.viewport()->grab().toImage();
}

} // namespace

void TestEngineOutputDelegate::repaintsMatchAFreshDelegate() {
    QStandardItemModel model(2, EngineOutputModel::ColumnCount);
    const QString head = QStringLiteral("12. Nxe5 dxe5 13. Qxd8 Rxd8 14. Bxe5 Nd7 15. Bc3 f6");
    const QString rest = QStringLiteral("g1f3 b8c6");
    model.setData(model.index(0, EngineOutputModel::PvColumn), head);
    model.setData(model.index(1, EngineOutputModel::PvColumn), head + QLatin1Char(' ') + rest);
    model.setData(model.index(1, EngineOutputModel::PvColumn), rest, EngineOutputModel::PvRestRole);
    QTableView cached;
    cached.setItemDelegate(new EngineOutputDelegate(&cached));
    const QFont plain = cached.font();
    QFont bold = plain;
    bold.setBold(true);

    // Wide enough for the whole line, then narrower (elided), wider, narrower again and in
    // another font: each paint from the cache against a fresh delegate's.
    const int wide = QFontMetrics(bold).horizontalAdvance(head + QLatin1Char(' ') + rest) + 60;
    const QList<int> widths = {wide, 150, wide, 90, 150, wide, 150, 200};
    QImage narrow, wideImage;
    for (int i = 0; i < widths.size(); ++i) {
        const QFont& font = i % 3 == 2 ? bold : plain;
        setUp(cached, model, widths[i], font);
        const QImage fromCache = cells(cached);
        QTableView fresh;
        fresh.setItemDelegate(new EngineOutputDelegate(&fresh));
        setUp(fresh, model, widths[i], font);
        const QImage reference = cells(fresh);
        QVERIFY2(fromCache == reference,
                 qPrintable(QStringLiteral("paint %1 (width %2) differs").arg(i).arg(widths[i])));
        if (i == 0) wideImage = reference;
        if (i == 1) narrow = reference;
    }
    // The premise: the narrow cells are elided (not the wide one's left part), and painted.
    QVERIFY(narrow != wideImage.copy(QRect(QPoint(0, 0), narrow.size())));
    QImage blank(narrow.size(), narrow.format());
    blank.fill(narrow.pixel(narrow.width() - 1, narrow.height() - 1));
    QVERIFY(narrow != blank);
}

QTEST_MAIN(TestEngineOutputDelegate)
#include "tst_engineoutputdelegate.moc"
