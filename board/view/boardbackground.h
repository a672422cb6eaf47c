#pragma once
// BoardBackground: the board without pieces or marks (squares, frame, coordinates, a
// xiangqi board's lines), rendered once per size, dpr, theme, flip and board: a drag or an
// animation frame repaints dozens of times a second and only the pieces move. What it was
// rendered for is kept as plain values (a key string formatted at every paint cost more
// than the paint's pieces).

#include "board/view/boardgeometry.h"
#include "board/view/boardtheme.h"

#include <QPixmap>
#include <QSize>
#include <string>

namespace tabiya {

class SvgSheet;
struct Variant;

class BoardBackground {
public:
    // The background for these settings, rendered again only when one of them changed.
    const QPixmap& pixmap(QSize size, qreal dpr, const BoardGeometry& g, const BoardTheme& theme,
                          const Variant& variant, bool coordinates, const SvgSheet* decorations);
    // Rendered again at the next call (a caller's own theme may reuse an id).
    void invalidate() { m_key = {}; }

private:
    struct Key {
        QSize size;
        qreal dpr = 0;
        QString theme;
        bool flipped = false;
        bool coordinates = false;
        const Variant* variant = nullptr;
        std::string variantName;
        int files = 0, ranks = 0;
        bool operator==(const Key&) const = default;
    };

    Key m_key;
    QPixmap m_pixmap;
};

} // namespace tabiya
