#include "app/gui/clockwidget.h"

#include "app/session/clock.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>

namespace tabiya {

ClockWidget::ClockWidget(QWidget* parent)
    : QFrame(parent)
    , m_name(new QLabel(this))
    , m_time(new QLabel(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_name->setTextFormat(Qt::PlainText); // engine names are untrusted text
    m_time->setTextFormat(Qt::PlainText);
    m_time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // An opaque time label repaints alone when the time changes; a transparent one has the
    // frame behind it repainted too, ten times a second in the last 10 seconds.
    m_time->setAutoFillBackground(true);
    QFont f = m_time->font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    f.setStyleHint(QFont::Monospace);
    m_time->setFont(f);
    fixTimeSize();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_time);
    setActive(false);
}

void ClockWidget::setClock(Clock* clock) {
    if (m_clock) m_clock->disconnect(this);
    m_clock = clock;
    if (m_clock) connect(m_clock, &Clock::tick, this, &ClockWidget::refresh);
    refresh();
}

void ClockWidget::setPlayer(const QString& side, const QString& name) {
    m_name->setText(side + QStringLiteral(": ") + name);
}

QString ClockWidget::playerText() const {
    return m_name->text();
}

void ClockWidget::setActive(bool active) {
    // Asked again at every turn and state change: the same look is no new palette for
    // the frame and its labels (each a repaint of the clock).
    if (active == m_active && m_activeShown) {
        refresh();
        return;
    }
    m_active = active;
    m_activeShown = true;
    QPalette p = palette();
    const QPalette base;
    p.setColor(QPalette::Window,
               active ? base.color(QPalette::Highlight) : base.color(QPalette::Window));
    p.setColor(QPalette::WindowText,
               active ? base.color(QPalette::HighlightedText) : base.color(QPalette::WindowText));
    setPalette(p);
    m_name->setPalette(p);
    m_time->setPalette(p);
    refresh();
}

void ClockWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit clicked();
    QFrame::mouseReleaseEvent(event);
}

void ClockWidget::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) fixTimeSize();
    if (event->type() == QEvent::ApplicationPaletteChange) {
        m_activeShown = false; // the colours come from the application's palette
        setActive(m_active);
    }
}

void ClockWidget::fixTimeSize() {
    // The time label keeps one size whatever it shows: a label whose size may change asks
    // its parents for a new layout on every setText, which is the whole window's layout
    // several times a second while a clock runs.
    const QFontMetrics fm(m_time->font());
    const QMargins m = m_time->contentsMargins();
    m_time->setFixedSize(fm.horizontalAdvance(QStringLiteral("-00:00:00")) + m.left() + m.right(),
                         fm.height() + m.top() + m.bottom());
}

QString ClockWidget::timeText() const {
    return m_time->text();
}

void ClockWidget::refresh() {
    if (!m_clock) {
        m_time->clear();
        return;
    }
    m_time->setText(m_clock->isInfinite() ? QStringLiteral("--:--")
                                          : Clock::format(m_clock->remainingMs()));
}

} // namespace tabiya
