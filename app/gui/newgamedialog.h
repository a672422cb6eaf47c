#pragma once
// NewGameDialog: starts a game: variant (chess, xiangqi), time control (classical, with
// increment, or fixed per move) and, for each colour, a person or any configured engine.

#include "gamesettings.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace tabiya {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const QList<EngineConfig>& engines, const GameSettings& initial,
                  QWidget* parent = nullptr);

    GameSettings settings() const;

private:
    void swapSides();

    QList<EngineConfig> m_engines;
    QComboBox* m_variant;
    QComboBox* m_player[2];
    QDoubleSpinBox* m_minutes;
    QDoubleSpinBox* m_increment;
    QSpinBox* m_moves;
    QDoubleSpinBox* m_perMove;
    QSpinBox* m_depth;
};

} // namespace tabiya
