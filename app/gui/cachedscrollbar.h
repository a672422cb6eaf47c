#pragma once
// CachedScrollBar: a scroll bar that paints each of its looks once, and cheaply. While
// engines play, the engine output's scroll bars change range at nearly every update (rows
// come and go with the depths), and the move list's at every new row; the style paints a
// scroll bar with gradients, several times the cost of the rows' text, and tall ones
// across Qt's painting threads (bench-window). The engine output's looks repeat from move
// to move (the same ranges, the handle at the top), so each is kept as a pixmap and drawn
// from there; each look is painted in bands that keep the painting on this thread. Under
// the mouse or while dragged the style paints as always (its hover and pressed looks).

#include <QImage>
#include <QScrollBar>

class QStyleOptionSlider;

namespace tabiya {

class CachedScrollBar : public QScrollBar {
    Q_OBJECT
public:
    explicit CachedScrollBar(Qt::Orientation orientation, QWidget* parent = nullptr);

    // How many looks this bar had the style paint into the cache (for tests).
    int looksRendered() const { return m_rendered; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // A look, painted by the style (see renderLook's comment on bands).
    QImage renderLook(const QStyleOptionSlider& opt, qreal dpr) const;

    int m_rendered = 0;
};

} // namespace tabiya
