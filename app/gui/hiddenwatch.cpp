#include "app/gui/hiddenwatch.h"

#include <QEvent>
#include <QWidget>

namespace tabiya {

HiddenWatch::HiddenWatch(QWidget* widget)
    : QObject(widget)
    , m_widget(widget) {
    widget->installEventFilter(this);
}

bool HiddenWatch::isHidden() const {
    return m_widget->window()->isVisible() && !m_widget->isVisible();
}

bool HiddenWatch::eventFilter(QObject* watched, QEvent* event) {
    // Qt sends a widget Show when it becomes visible: shown itself, its dock opened or its
    // tab brought to the front, or its window shown.
    if (event->type() == QEvent::Show) emit shown();
    return QObject::eventFilter(watched, event);
}

} // namespace tabiya
