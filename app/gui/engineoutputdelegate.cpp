#include "app/gui/engineoutputdelegate.h"

#include "app/gui/engineoutputmodel.h"

#include <QApplication>
#include <QPainter>

namespace tabiya {

EngineOutputDelegate::PvCell EngineOutputDelegate::pvCell(const QStyleOptionViewItem& option,
                                                          const QModelIndex& index) const {
    PvCell c{option, {}, {}, {}};
    c.opt.state &= ~QStyle::State_HasFocus;
    initStyleOption(&c.opt, index);
    const QString text = c.opt.text;
    c.opt.text.clear();
    const QWidget* widget = c.opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    c.textRect =
        style->subElementRect(QStyle::SE_ItemViewItemText, &c.opt, widget)
            .adjusted(c.opt.fontMetrics.horizontalAdvance(QLatin1Char('M')) * 2 / 3, 0, 0, 0);
    c.rest = index.data(EngineOutputModel::PvRestRole).toString();
    c.head = text.left(text.size() - c.rest.size()).trimmed();
    return c;
}

void EngineOutputDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    if (index.column() != EngineOutputModel::PvColumn) {
        QStyleOptionViewItem opt = option;
        // Rows are selected whole: no focus frame around a single cell.
        opt.state &= ~QStyle::State_HasFocus;
        QStyledItemDelegate::paint(painter, opt, index);
        return;
    }
    const PvCell c = pvCell(option, index);
    const QStyleOptionViewItem& opt = c.opt;
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // panel, focus
    QRect rect = c.textRect;
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Active
                                                                            : QPalette::Inactive;
    const bool selected = opt.state & QStyle::State_Selected;
    QColor colour = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    const int flags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine;
    painter->save();
    if (!c.head.isEmpty()) {
        const QFontMetrics fm(opt.font);
        painter->setFont(opt.font);
        painter->setPen(colour);
        const QString shown = fm.elidedText(c.head, Qt::ElideRight, rect.width());
        painter->drawText(rect, flags, shown);
        rect.setLeft(rect.left() + fm.horizontalAdvance(shown + QLatin1Char(' ')));
    }
    if (!c.rest.isEmpty() && rect.width() > 0) {
        QFont italic = opt.font;
        italic.setItalic(true);
        colour.setAlphaF(0.6f);
        painter->setFont(italic);
        painter->setPen(colour);
        painter->drawText(rect, flags,
                          QFontMetrics(italic).elidedText(c.rest, Qt::ElideRight, rect.width()));
    }
    painter->restore();
}

} // namespace tabiya
