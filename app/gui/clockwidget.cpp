#include "app/gui/clockwidget.h"

#include "app/session/clock.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <cmath>

namespace tabiya {

namespace {

// What the widest time reads (a game of hours, a side over its time).
const QString WidestTime = QStringLiteral("-00:00:00");

} // namespace

ClockWidget::ClockWidget(QWidget* parent)
    : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    // Everything inside is painted here, background included.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    updateFonts();
}

void ClockWidget::setClock(Clock* clock) {
    if (m_clock) m_clock->disconnect(this);
    m_clock = clock;
    if (m_clock) connect(m_clock, &Clock::tick, this, &ClockWidget::refresh);
    refresh();
}

void ClockWidget::setPlayer(const QString& side, const QString& name) {
    const QString text = side + QStringLiteral(": ") + name;
    if (text == m_player) return;
    m_player = text;
    m_playerTextWidth = -1;
    setAccessibleName(text);
    updateGeometry();
    update();
}

void ClockWidget::setActive(bool active) {
    // Asked again at every turn and state change: only a change is repainted.
    if (active != m_active) {
        m_active = active;
        update();
    }
    refresh();
}

void ClockWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit clicked();
    QFrame::mouseReleaseEvent(event);
}

void ClockWidget::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange: updateFonts(); break;
    case QEvent::ApplicationPaletteChange: // the colours come from the application's palette
    case QEvent::PaletteChange: update(); break;
    default: break;
    }
}

void ClockWidget::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    m_playerTextWidth = -1; // elided again for the new room
}

void ClockWidget::updateFonts() {
    m_timeFont = font();
    m_timeFont.setPointSizeF(m_timeFont.pointSizeF() * 1.8);
    m_timeFont.setBold(true);
    m_timeFont.setStyleHint(QFont::Monospace);
    const QFontMetrics fm(m_timeFont);
    m_timeWidth = fm.horizontalAdvance(WidestTime);
    m_timeHeight = fm.height();
    m_timeCharacters.clear();
    m_timeAdvance = advanceOf(m_time);
    m_playerTextWidth = -1;
    updateGeometry();
    update();
}

QRect ClockWidget::innerRect() const {
    QStyle* s = style();
    return contentsRect().adjusted(s->pixelMetric(QStyle::PM_LayoutLeftMargin, nullptr, this),
                                   s->pixelMetric(QStyle::PM_LayoutTopMargin, nullptr, this),
                                   -s->pixelMetric(QStyle::PM_LayoutRightMargin, nullptr, this),
                                   -s->pixelMetric(QStyle::PM_LayoutBottomMargin, nullptr, this));
}

QRect ClockWidget::timeRect() const {
    const QRect inner = innerRect();
    return QRect(inner.right() + 1 - m_timeAdvance, inner.top(), m_timeAdvance, inner.height());
}

int ClockWidget::advanceOf(const QString& time) {
    double width = 0;
    for (const QChar c : time)
        width += timeCharacter(c).advance;
    return int(std::ceil(width));
}

QSize ClockWidget::sizeHint() const {
    const QSize least = minimumSizeHint();
    const int spacing = style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, this);
    return {least.width() + fontMetrics().horizontalAdvance(m_player) + spacing, least.height()};
}

QSize ClockWidget::minimumSizeHint() const {
    // The frame and margins around the time and, left of it, room for a few letters of
    // the name.
    const QRect inner = innerRect();
    const int extraW = width() - inner.width();
    const int extraH = height() - inner.height();
    const int height = std::max(m_timeHeight, fontMetrics().height());
    return {extraW + m_timeWidth + fontMetrics().horizontalAdvance(QStringLiteral("Black…")),
            extraH + height};
}

QColor ClockWidget::background() const {
    const QPalette app;
    return m_active ? app.color(QPalette::Highlight) : app.color(QPalette::Window);
}

QColor ClockWidget::foreground() const {
    const QPalette app;
    return m_active ? app.color(QPalette::HighlightedText) : app.color(QPalette::WindowText);
}

const ClockWidget::TimeCharacter& ClockWidget::timeCharacter(QChar c) {
    auto it = m_timeCharacters.find(c);
    if (it == m_timeCharacters.end()) {
        TimeCharacter laid{QStaticText(QString(c)), QFontMetricsF(m_timeFont).horizontalAdvance(c)};
        laid.text.setTextFormat(Qt::PlainText);
        laid.text.prepare(QTransform(), m_timeFont);
        it = m_timeCharacters.insert(c, laid);
    }
    return *it;
}

void ClockWidget::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.fillRect(event->rect(), background());
    if (!contentsRect().contains(event->rect())) drawFrame(&p); // not at a tick
    p.setPen(foreground());
    const QRect time = timeRect();
    if (event->rect().intersects(time) && !m_time.isEmpty()) {
        // In its box (as wide as it), vertically centred, character by character (each
        // laid out once; the time's characters are digits and punctuation, no shaping
        // between them).
        double x = time.left();
        const double y = time.top() + (time.height() - m_timeHeight) / 2.0;
        p.setFont(m_timeFont);
        for (const QChar c : std::as_const(m_time)) {
            const TimeCharacter& laid = timeCharacter(c);
            p.drawStaticText(QPointF(x, y), laid.text);
            x += laid.advance;
        }
    }
    const QRect inner = innerRect();
    const int spacing = style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, this);
    const int room = time.left() - spacing - inner.left();
    if (room <= 0 || m_player.isEmpty() ||
        !event->rect().intersects(QRect(inner.left(), inner.top(), room, inner.height())))
        return;
    if (m_playerTextWidth != room) {
        // Names are engine text: plain, and cut to the room rather than run under the time.
        m_playerText = QStaticText(fontMetrics().elidedText(m_player, Qt::ElideRight, room));
        m_playerText.setTextFormat(Qt::PlainText);
        m_playerText.prepare(QTransform(), font());
        m_playerTextWidth = room;
    }
    p.setFont(font());
    p.drawStaticText(
        QPointF(inner.left(), inner.top() + (inner.height() - fontMetrics().height()) / 2.0),
        m_playerText);
}

void ClockWidget::refresh() {
    const QString text = !m_clock                ? QString()
                         : m_clock->isInfinite() ? QStringLiteral("--:--")
                                                 : Clock::format(m_clock->remainingMs());
    if (text == m_time) return;
    m_time = text;
    setAccessibleDescription(text);
    const int advance = advanceOf(text);
    if (advance == m_timeAdvance) {
        update(timeRect()); // the time's box alone
        return;
    }
    // Wider or narrower ("10.0" to "9.9"): the name has other room.
    m_timeAdvance = advance;
    update();
}

} // namespace tabiya
