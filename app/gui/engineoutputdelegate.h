#pragma once
// EngineOutputDelegate: paints the engine output view's lines. No focus frame on one cell of
// a row; in the PV column, the text set a little apart from the right-aligned numbers before
// it, elided at the right, drawn as plain text; the end of a PV that did not convert to legal
// moves (the engine's words as sent) in italics and faded, so a PV that left the rules is
// seen as such. pvCell() gives the PV cell's layout, so the view finds the move under the
// pointer exactly where it is drawn.

#include <QStyledItemDelegate>

namespace tabiya {

class EngineOutputDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // A PV cell as paint() lays it out: the style option for the index, the rectangle the
    // text starts in, and the PV's converted moves (head) and its unconverted end (rest).
    struct PvCell {
        QStyleOptionViewItem opt;
        QRect textRect;
        QString head;
        QString rest;
    };
    PvCell pvCell(const QStyleOptionViewItem& option, const QModelIndex& index) const;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace tabiya
