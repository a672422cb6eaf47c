#pragma once
// TimeControlEditor: the fields of one time control as XBoard asks for them: base time,
// increment, moves per session, fixed time per move and a depth limit. The New Game
// dialog shows one for both sides, or one per side for time odds.

#include "protocol/timecontrol.h"

#include <QWidget>

class QDoubleSpinBox;
class QSpinBox;

namespace tabiya {

class TimeControlEditor : public QWidget {
    Q_OBJECT
public:
    explicit TimeControlEditor(QWidget* parent = nullptr);

    void setTimeControl(const TimeControl& tc);
    TimeControl timeControl() const;

private:
    QDoubleSpinBox* m_minutes;
    QDoubleSpinBox* m_increment;
    QSpinBox* m_moves;
    QDoubleSpinBox* m_perMove;
    QSpinBox* m_depth;
};

} // namespace tabiya
