#pragma once
// MatchDialog: Mode > Machine Match: the two engines (any configured one), a time control
// for both or one each, the number of games, the openings (a PGN, EPD or FEN file, in
// order or at random, each with both colours or once), the variant (those both engines
// play) and the PGN file the games are saved to, shown before the match starts. Its
// answers are a MatchSetup (plain data, turned into the match by matchOptionsFor); the
// last one is remembered in QSettings.

#include "app/session/matchsetup.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;

namespace tabiya {

class TimeControlEditor;

class MatchDialog : public QDialog {
    Q_OBJECT
public:
    MatchDialog(const QList<EngineConfig>& engines, const MatchSetup& initial,
                QWidget* parent = nullptr);

    MatchSetup setup() const;

    // The last setup (engines found again among `engines` by name), or `fallback` for
    // whatever was never saved.
    static MatchSetup loadSetup(const QList<EngineConfig>& engines, const MatchSetup& fallback);
    static void saveSetup(const MatchSetup& setup);
    // Where the games go unless the person picks a file: a new file in the data folder.
    static QString defaultPgnFile();
    // Is it such a default file (not remembered: the next match gets a new one)?
    static bool isDefaultPgnFile(const QString& path);

    void accept() override;

private:
    // The constructor's parts, top to bottom.
    QComboBox* createEngineBox(int side, const MatchSetup& initial);
    void addClocks(QVBoxLayout* layout, const MatchSetup& initial);
    QGroupBox* createOpeningsBox(const MatchSetup& initial);
    void fillVariants(const QString& wanted);
    void showSameTime(bool same);
    void browseOpenings();
    void browsePgn();

    QList<EngineConfig> m_engines;
    QComboBox* m_engine[2];
    QComboBox* m_variant;
    QSpinBox* m_games;
    QCheckBox* m_sameTime;
    QGroupBox* m_timeBox[2];
    TimeControlEditor* m_time[2];
    QLineEdit* m_openingFile;
    QComboBox* m_openingOrder;
    QCheckBox* m_bothColours;
    QLineEdit* m_pgnFile;
};

} // namespace tabiya
