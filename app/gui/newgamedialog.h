#pragma once
// NewGameDialog: starts a game: variant (those every chosen engine plays, grouped by
// family; chess also from a Chess960 start position, by number or at random), time control
// (classical, with increment, or fixed per move; one for both sides or, for time odds, one
// each) and, for each colour, a person or any configured engine that plays the variant.

#include "app/gui/gamesettings.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QSpinBox;

namespace tabiya {

class TimeControlEditor;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const QList<EngineConfig>& engines, const GameSettings& initial,
                  QWidget* parent = nullptr);

    GameSettings settings() const;

    // Would the dialog offer this engine for a variant (CECP name)?
    static bool offered(const EngineConfig& engine, const QString& variant);

private:
    // The variants every chosen engine plays, grouped by family; wanted chosen if there.
    void fillVariants(const QString& wanted);
    // The choices of a colour for the variant shown, engineIndex chosen when offered.
    void fillPlayers(int side, int engineIndex);
    void swapSides();
    void showTimeOdds(bool on);

    QList<EngineConfig> m_engines;
    bool m_filling = false; // the lists are being refilled: no cascade of refills
    QComboBox* m_variant;
    QCheckBox* m_chess960;
    QSpinBox* m_chess960Number;
    QComboBox* m_player[2] = {nullptr, nullptr};
    QCheckBox* m_timeOdds;
    QGroupBox* m_clockBox[2];
    TimeControlEditor* m_time[2];
};

} // namespace tabiya
