#include "app/gui/cachedscrollbar.h"

#include <QPainter>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleOptionSlider>
#include <cmath>
#include <cstring>

namespace tabiya {

namespace {

// Qt 6.4's raster engine splits a blend of 96 spans or more over its painting threads;
// the style's outlined shapes make two spans a line (each edge) besides the fills' one.
constexpr int BandLines = 45;

} // namespace

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
    // Everything the style's picture depends on. Of the range and the value, what shows:
    // where the handle is, and whether it is at an end (the arrow there disabled) or
    // alone (nothing to scroll). So a list that grows by a row draws its bar from the
    // cache until the handle moves by a pixel.
    const QRect handle =
        style()->subControlRect(QStyle::CC_ScrollBar, &opt, QStyle::SC_ScrollBarSlider, this);
    const qint64 parts[] = {width(),
                            height(),
                            qRound(dpr * 100),
                            handle.x(),
                            handle.y(),
                            handle.width(),
                            handle.height(),
                            (opt.sliderPosition <= opt.minimum ? 1 : 0) |
                                (opt.sliderPosition >= opt.maximum ? 2 : 0) |
                                (opt.minimum == opt.maximum ? 4 : 0),
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
        look = QPixmap::fromImage(renderLook(opt, dpr));
        QPixmapCache::insert(key, look);
        ++m_rendered;
    }
    QPainter(this).drawPixmap(0, 0, look);
}

QImage CachedScrollBar::renderLook(const QStyleOptionSlider& opt, qreal dpr) const {
    QImage look(size() * dpr, QImage::Format_ARGB32_Premultiplied);
    look.setDevicePixelRatio(dpr);
    look.fill(Qt::transparent);
    const int lines = look.height();
    if (dpr != std::floor(dpr) || lines <= BandLines) {
        QPainter p(&look);
        style()->drawComplexControl(QStyle::CC_ScrollBar, &opt, &p, this);
        return look;
    }
    // In bands of BandLines device lines: the style fills the groove and the handle with
    // gradients and outlines them, and Qt's raster engine splits any such drawing of 96
    // spans or more over its painting threads, waking them and waiting for them
    // (bench-window: the painting threads' context switches; a 400-line look took 330 us
    // so, 93 us in bands). Each band is the whole bar painted shifted up onto an
    // image of the band's height, the image's edge cutting it (a clip would change what
    // the style paints); its lines are copied into the look.
    const int band = int(BandLines / dpr) * int(dpr); // whole logical lines a band
    QImage part(look.width(), band, look.format());
    part.setDevicePixelRatio(dpr);
    for (int top = 0; top < lines; top += band) {
        part.fill(Qt::transparent);
        QPainter p(&part);
        p.translate(0, -top / dpr);
        style()->drawComplexControl(QStyle::CC_ScrollBar, &opt, &p, this);
        p.end();
        for (int y = 0; y < std::min(band, lines - top); ++y)
            std::memcpy(look.scanLine(top + y), part.constScanLine(y), size_t(part.bytesPerLine()));
    }
    return look;
}

} // namespace tabiya
