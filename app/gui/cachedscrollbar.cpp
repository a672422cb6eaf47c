#include "app/gui/cachedscrollbar.h"

#include <QPainter>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleOptionSlider>

namespace tabiya {

CachedScrollBar::CachedScrollBar(Qt::Orientation orientation, QWidget* parent)
    : QScrollBar(orientation, parent) {}

void CachedScrollBar::paintEvent(QPaintEvent* event) {
    // Hovered or pressed, the style shows which part is under the mouse: painted as always.
    if (underMouse() || isSliderDown()) return QScrollBar::paintEvent(event);
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    opt.subControls = QStyle::SC_All;
    opt.activeSubControls = QStyle::SC_None;
    const qreal dpr = devicePixelRatioF();
    // The style takes the groove's colour from the scroll area around the bar (Fusion).
    const QWidget* area = parentWidget() ? parentWidget()->parentWidget() : nullptr;
    // Everything the style's picture depends on.
    const qint64 parts[] = {width(),
                            height(),
                            qRound(dpr * 100),
                            opt.minimum,
                            opt.maximum,
                            opt.pageStep,
                            opt.sliderPosition,
                            int(opt.orientation) | (opt.upsideDown ? 4 : 0) |
                                (opt.direction == Qt::RightToLeft ? 8 : 0),
                            qint64(uint(opt.state)),
                            qint64(opt.palette.cacheKey()),
                            qint64(quintptr(style())),
                            area ? qint64(area->palette().cacheKey()) : 0};
    QString key = QStringLiteral("tabiya-scrollbar");
    for (qint64 part : parts)
        key += QLatin1Char(' ') + QString::number(part);
    QPixmap look;
    if (!QPixmapCache::find(key, &look)) {
        look = QPixmap(size() * dpr);
        look.setDevicePixelRatio(dpr);
        look.fill(Qt::transparent);
        QPainter p(&look);
        style()->drawComplexControl(QStyle::CC_ScrollBar, &opt, &p, this);
        p.end();
        QPixmapCache::insert(key, look);
        ++m_rendered;
    }
    QPainter(this).drawPixmap(0, 0, look);
}

} // namespace tabiya
