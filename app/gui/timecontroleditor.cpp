#include "app/gui/timecontroleditor.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace tabiya {

TimeControlEditor::TimeControlEditor(QWidget* parent)
    : QWidget(parent) {
    auto* form = new QFormLayout(this);
    m_minutes = new QDoubleSpinBox(this);
    m_minutes->setObjectName(QStringLiteral("baseMinutes"));
    m_minutes->setRange(0.1, 600);
    m_minutes->setDecimals(1);
    m_minutes->setSuffix(tr(" min"));
    form->addRow(tr("&Base time:"), m_minutes);
    m_increment = new QDoubleSpinBox(this);
    m_increment->setObjectName(QStringLiteral("increment"));
    m_increment->setRange(0, 600);
    m_increment->setDecimals(1);
    m_increment->setSuffix(tr(" s"));
    form->addRow(tr("&Increment per move:"), m_increment);
    m_moves = new QSpinBox(this);
    m_moves->setObjectName(QStringLiteral("movesPerSession"));
    m_moves->setRange(0, 200);
    m_moves->setSpecialValueText(tr("whole game"));
    form->addRow(tr("&Moves per session:"), m_moves);
    m_perMove = new QDoubleSpinBox(this);
    m_perMove->setObjectName(QStringLiteral("perMove"));
    m_perMove->setRange(0, 3600);
    m_perMove->setDecimals(1);
    m_perMove->setSuffix(tr(" s"));
    m_perMove->setSpecialValueText(tr("off"));
    form->addRow(tr("&Fixed time per move:"), m_perMove);
    m_depth = new QSpinBox(this);
    m_depth->setObjectName(QStringLiteral("depth"));
    m_depth->setRange(0, 99);
    m_depth->setSpecialValueText(tr("no limit"));
    form->addRow(tr("Search &depth:"), m_depth);
}

void TimeControlEditor::setTimeControl(const TimeControl& tc) {
    m_minutes->setValue(tc.baseMs / 60000.0);
    m_increment->setValue(tc.incrementMs / 1000.0);
    m_moves->setValue(tc.movesPerSession);
    m_perMove->setValue(tc.fixedMoveMs / 1000.0);
    m_depth->setValue(tc.maxDepth);
}

TimeControl TimeControlEditor::timeControl() const {
    TimeControl t;
    t.baseMs = qRound64(m_minutes->value() * 60000);
    t.incrementMs = qRound64(m_increment->value() * 1000);
    // An increment makes the clock incremental, as in XBoard.
    t.movesPerSession = t.incrementMs > 0 ? 0 : m_moves->value();
    t.fixedMoveMs = qRound64(m_perMove->value() * 1000);
    t.maxDepth = m_depth->value();
    return t;
}

} // namespace tabiya
