#pragma once
// CachedScrollBar: a scroll bar that paints each of its looks once. While engines play, the
// engine output's scroll bars change range at nearly every update (rows come and go with
// the depths), and the style paints a scroll bar with gradients, several times the cost
// of the rows' text (bench-window). The looks repeat from move to move (the same ranges,
// the handle at the top), so each is kept as a pixmap and drawn from there; under the
// mouse or while dragged the style paints as always (its hover and pressed looks).

#include <QScrollBar>

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
    int m_rendered = 0;
};

} // namespace tabiya
