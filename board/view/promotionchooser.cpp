#include "board/view/promotionchooser.h"

#include "board/core/variant.h"
#include "board/view/boardpainter.h"
#include "board/view/pieceset.h"
#include "board/view/svgsheet.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace tabiya {

PromotionChooser::PromotionChooser(QWidget* parent, const SvgSheet& set, const Variant& variant,
                                   Color color, const QList<int>& kinds, QRectF firstCell,
                                   bool downwards)
    : QWidget(parent)
    , m_set(set)
    , m_variant(variant)
    , m_color(color)
    , m_kinds(kinds)
    , m_first(firstCell)
    , m_downwards(downwards) {
    setGeometry(parent->rect());
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Choose a promotion piece"));
    // Keep the column on screen on boards shorter than the list of choices.
    const qreal needed = m_first.height() * m_kinds.size();
    if (m_downwards && m_first.top() + needed > height())
        m_first.moveTop(std::max<qreal>(0, height() - needed));
    if (!m_downwards && m_first.bottom() - needed < 0)
        m_first.moveBottom(std::min<qreal>(height(), needed));
}

QRectF PromotionChooser::optionRect(int index) const {
    const qreal step = m_first.height() * (m_downwards ? index : -index);
    return m_first.translated(0, step);
}

void PromotionChooser::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0, 0, 0, 110));
    const qreal dpr = devicePixelRatioF();
    for (int i = 0; i < m_kinds.size(); ++i) {
        const QRectF r = optionRect(i);
        p.setPen(QPen(QColor(0x30, 0x30, 0x30), 1));
        p.setBrush(i == m_hover ? QColor(0xff, 0xe0, 0x8a) : QColor(0xf6, 0xf3, 0xea));
        const qreal radius = r.width() * 0.16; // a circle would clip wide pieces
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius);
        const int size = int(r.width());
        const QPixmap pm = m_set.pixmap(
            PieceSet::elementFor(m_set, m_variant, makePiece(m_color, m_kinds[i])), size, dpr);
        if (pm.isNull())
            BoardPainter::paintLetterDisc(p, m_variant, makePiece(m_color, m_kinds[i]), r.center(),
                                          r.width());
        else
            p.drawPixmap(r.topLeft(), pm);
    }
}

void PromotionChooser::mousePressEvent(QMouseEvent* event) {
    for (int i = 0; i < m_kinds.size(); ++i)
        if (optionRect(i).contains(event->position())) {
            emit chosen(m_kinds[i]);
            return;
        }
    emit cancelled();
}

void PromotionChooser::mouseMoveEvent(QMouseEvent* event) {
    int hover = -1;
    for (int i = 0; i < m_kinds.size(); ++i)
        if (optionRect(i).contains(event->position())) hover = i;
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
}

void PromotionChooser::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        emit cancelled();
        return;
    }
    // A piece letter chooses directly: "q", "n", ...
    const QString text = event->text().toUpper();
    if (text.size() == 1)
        for (int kind : std::as_const(m_kinds))
            if (m_variant.kinds[kind].letter == text[0].toLatin1()) {
                emit chosen(kind);
                return;
            }
    QWidget::keyPressEvent(event);
}

} // namespace tabiya
