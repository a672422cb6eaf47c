#include "board/view/boardbackground.h"

#include "board/core/variant.h"
#include "board/view/boardpainter.h"

#include <QPainter>
#include <cmath>

namespace tabiya {

const QPixmap& BoardBackground::pixmap(QSize size, qreal dpr, const BoardGeometry& g,
                                       const BoardTheme& theme, const Variant& variant,
                                       bool coordinates, const SvgSheet* decorations) {
    const Key key{size,     dpr,          theme.id,      g.flipped(),   coordinates,
                  &variant, variant.name, variant.width, variant.height};
    if (key == m_key) return m_pixmap;
    m_pixmap =
        QPixmap(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
    m_pixmap.setDevicePixelRatio(dpr);
    QPainter p(&m_pixmap);
    p.fillRect(QRect(QPoint(0, 0), size), theme.background);
    BoardPainter::paintBoard(p, g, theme, variant, coordinates, decorations, dpr);
    m_key = key;
    return m_pixmap;
}

} // namespace tabiya
