#pragma once
// PromotionChooser: an overlay on the board offering the pieces a pawn may become, drawn
// with the current piece set in a column that starts at the promotion square. A click on
// a piece chooses it; a click elsewhere or Escape cancels.

#include "board/core/types.h"

#include <QList>
#include <QRectF>
#include <QWidget>

namespace tabiya {

class SvgSheet;
struct Variant;

class PromotionChooser : public QWidget {
    Q_OBJECT
public:
    // firstCell: the promotion square's rect in the parent; the column grows down from it
    // when `downwards`, else up.
    PromotionChooser(QWidget* parent, const SvgSheet& set, const Variant& variant, Color color,
                     const QList<int>& kinds, QRectF firstCell, bool downwards);

    const QList<int>& kinds() const { return m_kinds; }
    QRectF optionRect(int index) const;

signals:
    void chosen(int kind);
    void cancelled();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    const SvgSheet& m_set;
    const Variant& m_variant;
    Color m_color;
    QList<int> m_kinds;
    QRectF m_first;
    bool m_downwards;
    int m_hover = -1;
};

} // namespace tabiya
