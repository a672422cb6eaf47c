#pragma once
// NewGameDialog: starts a game: variant (those every chosen engine plays, grouped by
// family; chess also from a Chess960 start position, by number or at random), time control
// (classical, with increment, or fixed per move; one for both sides or, for time odds, one
// each) and, for each colour, a person or any configured engine that plays the variant,
// with the level that engine plays at when it offers a way to be limited (Elo, skill) or
// else a fixed search depth.

#include "app/gui/gamesettings.h"

#include <QDialog>
#include <QList>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QSpinBox;
class QVBoxLayout;

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
    // The constructor's parts, top to bottom.
    QWidget* createChess960Row(const GameSettings& initial);
    void addPlayerRows(int side, const GameSettings& initial);
    void addClocks(QVBoxLayout* layout, const GameSettings& initial);
    // The variants every chosen engine plays, grouped by family; wanted chosen if there.
    void fillVariants(const QString& wanted);
    // The choices of a colour for the variant shown, engineIndex chosen when offered.
    void fillPlayers(int side, int engineIndex);
    // The level row of a colour for the engine chosen (hidden for a person): wanted when
    // given and on the engine's scale, else the engine's initial level.
    void showLevel(int side, std::optional<EngineLevel> wanted = std::nullopt);
    EngineLevel chosenLevel(int side) const;
    void swapSides();
    void showTimeOdds(bool on);

    QList<EngineConfig> m_engines;
    bool m_filling = false; // the lists are being refilled: no cascade of refills
    QComboBox* m_variant;
    QCheckBox* m_chess960;
    QSpinBox* m_chess960Number;
    QComboBox* m_player[2] = {nullptr, nullptr};
    QWidget* m_levelRow[2] = {nullptr, nullptr};
    QCheckBox* m_limit[2] = {nullptr, nullptr};
    QSpinBox* m_level[2] = {nullptr, nullptr};
    LevelKind m_levelKind[2] = {LevelKind::Full, LevelKind::Full}; // the scale shown
    int m_levelEngine[2] = {-1, -1}; // the engine whose level is shown
    QFormLayout* m_form = nullptr;
    QCheckBox* m_timeOdds;
    QGroupBox* m_clockBox[2];
    TimeControlEditor* m_time[2];
};

} // namespace tabiya
