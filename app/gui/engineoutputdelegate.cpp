#include "app/gui/engineoutputdelegate.h"

#include "app/gui/engineoutputmodel.h"

#include <QApplication>
#include <QPainter>

namespace tabiya {

namespace {

// Texts kept laid out; the lines of a game bring new ones all the time.
constexpr qsizetype MaxLaidOut = 2000;
constexpr qsizetype MaxFonts = 4;

} // namespace

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

const QFont& EngineOutputDelegate::sharedFont(const QFont& font) const {
    for (const QFont& f : std::as_const(m_fonts))
        if (f == font) return f;
    if (m_fonts.size() >= MaxFonts) m_fonts.removeFirst();
    m_fonts.append(font);
    return m_fonts.constLast();
}

EngineOutputDelegate::LaidOut& EngineOutputDelegate::laidOut(const QString& text,
                                                             const QFont& font) const {
    // Bold (the best line) and italic (a PV's unconverted end) versions of one text apart.
    QHash<QString, LaidOut>& texts = m_texts[(font.bold() ? 1 : 0) + (font.italic() ? 2 : 0)];
    auto it = texts.find(text);
    if (it == texts.end()) {
        if (texts.size() >= MaxLaidOut) texts.clear();
        LaidOut entry;
        entry.text.setText(text);
        entry.text.setTextFormat(Qt::PlainText); // engine text: never markup
        it = texts.insert(text, entry);
    }
    if (it->font != font) {
        it->font = font;
        it->text.prepare(QTransform(), font);
        it->elidedWidth = -1;
        it->advanceFor = -2;
    }
    return *it;
}

EngineOutputDelegate::LaidOut& EngineOutputDelegate::drawLine(QPainter* painter, const QFont& font,
                                                              const QRect& rect,
                                                              Qt::Alignment alignment,
                                                              const QString& text) const {
    LaidOut& entry = laidOut(text, font);
    const QStaticText* laid = &entry.text;
    if (laid->size().width() > rect.width()) {
        if (entry.elidedWidth != rect.width()) {
            entry.elidedWidth = rect.width();
            entry.elided =
                QStaticText(QFontMetrics(font).elidedText(text, Qt::ElideRight, rect.width()));
            entry.elided.setTextFormat(Qt::PlainText);
            entry.elided.prepare(QTransform(), font);
        }
        laid = &entry.elided;
    }
    const QSizeF size = laid->size();
    QPointF at;
    if (alignment & Qt::AlignLeft) {
        // Where QPainter::drawText(rect, AlignLeft | AlignVCenter, text) draws it.
        at = QPointF(rect.left(), rect.top() + (rect.height() - size.height()) / 2);
    } else {
        // Where the style draws an item's right-aligned text.
        const QRect line = QStyle::alignedRect(Qt::LeftToRight, alignment,
                                               QSize(rect.width(), int(size.height())), rect);
        at = QPointF(rect.right() + 1 - size.width(), line.top());
    }
    painter->drawStaticText(at, *laid);
    return entry;
}

void EngineOutputDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    if (index.column() != EngineOutputModel::PvColumn) {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        // Rows are selected whole: no focus frame around a single cell.
        opt.state &= ~QStyle::State_HasFocus;
        const QString text = std::exchange(opt.text, QString());
        style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
        if (text.isEmpty()) return;
        const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                           : (opt.state & QStyle::State_Active)
                                               ? QPalette::Active
                                               : QPalette::Inactive;
        const bool selected = opt.state & QStyle::State_Selected;
        // As the style draws an item's text: inside the focus frame's margin.
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        painter->save();
        painter->setClipRect(opt.rect);
        const QFont& font = sharedFont(opt.font);
        painter->setFont(font);
        painter->setPen(
            opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        drawLine(painter, font, opt.rect.adjusted(margin, 0, -margin, 0), opt.displayAlignment,
                 text);
        painter->restore();
        return;
    }
    const PvCell c = pvCell(option, index);
    const QStyleOptionViewItem& opt = c.opt;
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
    QRect rect = c.textRect;
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (opt.state & QStyle::State_Active) ? QPalette::Active
                                                                            : QPalette::Inactive;
    const bool selected = opt.state & QStyle::State_Selected;
    QColor colour = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    painter->save();
    painter->setClipRect(opt.rect);
    if (!c.head.isEmpty()) {
        const QFont& font = sharedFont(opt.font);
        painter->setFont(font);
        painter->setPen(colour);
        LaidOut& head = drawLine(painter, font, rect, Qt::AlignLeft | Qt::AlignVCenter, c.head);
        if (!c.rest.isEmpty()) {
            const bool elided = head.text.size().width() > rect.width();
            const int drawnFor = elided ? rect.width() : -1;
            if (head.advanceFor != drawnFor) {
                head.advanceFor = drawnFor;
                const QStaticText& drawn = elided ? head.elided : head.text;
                head.advanceWithSpace =
                    QFontMetrics(font).horizontalAdvance(drawn.text() + QLatin1Char(' '));
            }
            rect.setLeft(rect.left() + head.advanceWithSpace);
        }
    }
    if (!c.rest.isEmpty() && rect.width() > 0) {
        QFont italic = opt.font;
        italic.setItalic(true);
        const QFont& font = sharedFont(italic);
        colour.setAlphaF(0.6f);
        painter->setFont(font);
        painter->setPen(colour);
        drawLine(painter, font, rect, Qt::AlignLeft | Qt::AlignVCenter, c.rest);
    }
    painter->restore();
}

} // namespace tabiya
