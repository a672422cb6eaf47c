#include "board/view/svgsheet.h"

#include <QPainter>
#include <cmath>

namespace tabiya {

namespace {
// A resize walks through many sizes; keep the cache from growing without bound.
constexpr int CacheLimit = 256;
} // namespace

SvgSheet::SvgSheet(const QString& fileName) {
    if (!fileName.isEmpty()) load(fileName);
}

bool SvgSheet::load(const QString& fileName) {
    m_cache.clear();
    m_fileName = fileName;
    return m_renderer.load(fileName);
}

QPixmap SvgSheet::pixmap(const QString& id, int logicalSize, qreal dpr) const {
    return pixmap(id, QSize(logicalSize, logicalSize), dpr);
}

QPixmap SvgSheet::pixmap(const QString& id, QSize logicalSize, qreal dpr) const {
    if (logicalSize.isEmpty() || !m_renderer.elementExists(id)) return {};
    const Key key{id, logicalSize.width(), logicalSize.height(), int(std::lround(dpr * 1000))};
    if (auto it = m_cache.constFind(key); it != m_cache.cend()) return *it;
    if (m_cache.size() >= CacheLimit) m_cache.clear();

    const QSize device(int(std::ceil(logicalSize.width() * dpr)),
                       int(std::ceil(logicalSize.height() * dpr)));
    QPixmap pm(device);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        // Keep the element's aspect: a tall element in a square box is centred, not squashed.
        const QRectF bounds = m_renderer.boundsOnElement(id);
        QRectF target(QPointF(0, 0), QSizeF(device));
        if (bounds.width() > 0 && bounds.height() > 0) {
            const qreal scale =
                std::min(target.width() / bounds.width(), target.height() / bounds.height());
            const QSizeF size = bounds.size() * scale;
            target = QRectF(
                QPointF((device.width() - size.width()) / 2, (device.height() - size.height()) / 2),
                size);
        }
        m_renderer.render(&p, id, target);
    }
    pm.setDevicePixelRatio(dpr);
    m_cache.insert(key, pm);
    return pm;
}

} // namespace tabiya
