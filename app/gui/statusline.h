#pragma once
// StatusLine: holds the status line's label without a layout. The label's size hint changes
// with its text, at every move, and in the status bar's layout each new text laid out the
// status bar and the window again (bench-window); here it only repaints the line. A text
// longer than the window is cut at its edge instead of widening it.

#include <QLabel>
#include <QWidget>

namespace tabiya {

class StatusLine : public QWidget {
public:
    StatusLine(QLabel* label, QWidget* parent)
        : QWidget(parent)
        , m_label(label) {
        label->setParent(this);
    }
    QSize sizeHint() const override { return {0, m_label->sizeHint().height()}; }
    QSize minimumSizeHint() const override { return {0, m_label->minimumSizeHint().height()}; }

protected:
    void resizeEvent(QResizeEvent*) override { m_label->setGeometry(rect()); }

private:
    QLabel* m_label;
};

} // namespace tabiya
