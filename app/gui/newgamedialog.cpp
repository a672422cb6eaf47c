#include "app/gui/newgamedialog.h"

#include "app/gui/timecontroleditor.h"
#include "app/gui/variantcombo.h"
#include "app/session/enginelevel.h"
#include "board/core/chess960.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tabiya {

NewGameDialog::NewGameDialog(const QList<EngineConfig>& engines, const GameSettings& initial,
                             QWidget* parent)
    : QDialog(parent)
    , m_engines(engines) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);

    auto* game = new QFormLayout;
    m_variant = new QComboBox(this);
    m_variant->setObjectName(QStringLiteral("variant"));
    fillVariants(initial.variant);
    game->addRow(tr("&Variant:"), m_variant);
    QWidget* chess960Row = createChess960Row(initial);
    game->addRow(QString(), chess960Row);
    auto showChess960 = [this, chess960Row] {
        chess960Row->setVisible(m_variant->currentData().toString() == QLatin1String("normal"));
    };
    showChess960();
    connect(m_variant, &QComboBox::currentIndexChanged, this, showChess960);
    m_form = game;
    for (int c = 0; c < 2; ++c)
        addPlayerRows(c, initial);
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling) return;
        for (int c = 0; c < 2; ++c) {
            fillPlayers(c, m_player[c]->currentData().toInt());
            showLevel(c);
        }
    });
    // The variants offered are those every chosen engine plays.
    for (int c = 0; c < 2; ++c)
        connect(m_player[c], &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling) fillVariants(m_variant->currentData().toString());
        });
    fillVariants(initial.variant);
    auto* swap = new QPushButton(tr("&Swap colours"), this);
    swap->setObjectName(QStringLiteral("swapColours"));
    connect(swap, &QPushButton::clicked, this, &NewGameDialog::swapSides);
    game->addRow(QString(), swap);
    layout->addLayout(game);

    addClocks(layout, initial);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

// Chess960: a start position by its number, or a random one (518 is the usual start).
QWidget* NewGameDialog::createChess960Row(const GameSettings& initial) {
    auto* chess960Row = new QWidget(this);
    auto* chess960Layout = new QHBoxLayout(chess960Row);
    chess960Layout->setContentsMargins(0, 0, 0, 0);
    m_chess960 = new QCheckBox(tr("Chess&960, position"), chess960Row);
    m_chess960->setObjectName(QStringLiteral("chess960"));
    m_chess960Number = new QSpinBox(chess960Row);
    m_chess960Number->setObjectName(QStringLiteral("chess960Number"));
    m_chess960Number->setRange(0, Chess960Positions - 1);
    m_chess960Number->setMinimumWidth(
        m_chess960Number->fontMetrics().horizontalAdvance(QStringLiteral("0000")) +
        40); // three digits and the arrows, not squeezed
    m_chess960Number->setValue(initial.chess960 >= 0 ? initial.chess960 : Chess960Standard);
    auto* random = new QPushButton(tr("&Random"), chess960Row);
    random->setObjectName(QStringLiteral("chess960Random"));
    chess960Layout->addWidget(m_chess960);
    chess960Layout->addWidget(m_chess960Number);
    chess960Layout->addWidget(random);
    chess960Layout->addStretch(1);
    m_chess960->setChecked(initial.chess960 >= 0);
    m_chess960Number->setEnabled(m_chess960->isChecked());
    connect(m_chess960, &QCheckBox::toggled, m_chess960Number, &QWidget::setEnabled);
    connect(random, &QPushButton::clicked, this, [this] {
        m_chess960->setChecked(true);
        m_chess960Number->setValue(int(QRandomGenerator::global()->bounded(Chess960Positions)));
    });
    return chess960Row;
}

// A colour's player, and its level below it.
void NewGameDialog::addPlayerRows(int c, const GameSettings& initial) {
    m_player[c] = new QComboBox(this);
    m_player[c]->setObjectName(c == 0 ? QStringLiteral("whitePlayer")
                                      : QStringLiteral("blackPlayer"));
    int current = -1;
    for (int i = 0; i < m_engines.size(); ++i)
        if (initial.engines[c] && initial.engines[c]->program == m_engines[i].program &&
            initial.engines[c]->arguments == m_engines[i].arguments)
            current = i;
    fillPlayers(c, current);
    m_form->addRow(c == 0 ? tr("&White (Red):") : tr("&Black:"), m_player[c]);
    // The engine's level: a limit switched on, and its Elo, skill or depth.
    m_levelRow[c] = new QWidget(this);
    auto* levelLayout = new QHBoxLayout(m_levelRow[c]);
    levelLayout->setContentsMargins(0, 0, 0, 0);
    m_limit[c] = new QCheckBox(tr("Limit strength to"), m_levelRow[c]);
    m_level[c] = new QSpinBox(m_levelRow[c]);
    m_limit[c]->setObjectName(c == 0 ? QStringLiteral("whiteLimit") : QStringLiteral("blackLimit"));
    m_level[c]->setObjectName(c == 0 ? QStringLiteral("whiteLevel") : QStringLiteral("blackLevel"));
    m_level[c]->setMinimumWidth(m_level[c]->fontMetrics().horizontalAdvance(
                                    level::prefix(LevelKind::Skill) + QStringLiteral("0000")) +
                                40); // the prefix, four digits and the arrows
    levelLayout->addWidget(m_limit[c]);
    levelLayout->addWidget(m_level[c]);
    levelLayout->addStretch(1);
    connect(m_limit[c], &QCheckBox::toggled, m_level[c], &QWidget::setEnabled);
    m_form->addRow(tr("Level:"), m_levelRow[c]);
    const bool same = current >= 0 && m_player[c]->currentData().toInt() == current;
    showLevel(c, same ? initial.levels[c] : std::nullopt);
    connect(m_player[c], &QComboBox::currentIndexChanged, this, [this, c] {
        if (!m_filling) showLevel(c);
    });
}

void NewGameDialog::addClocks(QVBoxLayout* layout, const GameSettings& initial) {
    // Time odds (XBoard's -firstTimeOdds/-secondTimeOdds, by hand): a second clock setting.
    m_timeOdds = new QCheckBox(tr("&Different time for each side"), this);
    m_timeOdds->setObjectName(QStringLiteral("timeOdds"));
    layout->addWidget(m_timeOdds);
    auto* clocks = new QHBoxLayout;
    for (int c = 0; c < 2; ++c) {
        m_clockBox[c] = new QGroupBox(this);
        auto* box = new QVBoxLayout(m_clockBox[c]);
        m_time[c] = new TimeControlEditor(m_clockBox[c]);
        m_time[c]->setObjectName(c == 0 ? QStringLiteral("whiteTime")
                                        : QStringLiteral("blackTime"));
        m_time[c]->setTimeControl(initial.timeOdds ? initial.sideTime[c] : initial.timeControl);
        box->addWidget(m_time[c]);
        clocks->addWidget(m_clockBox[c]);
    }
    layout->addLayout(clocks);
    m_timeOdds->setChecked(initial.timeOdds);
    showTimeOdds(initial.timeOdds);
    connect(m_timeOdds, &QCheckBox::toggled, this, [this](bool on) {
        // Black's clock starts as a copy of the one shown until now: change what differs.
        if (on) m_time[1]->setTimeControl(m_time[0]->timeControl());
        showTimeOdds(on);
    });
}

bool NewGameDialog::offered(const EngineConfig& engine, const QString& variant) {
    return playsVariant(engine, variant);
}

void NewGameDialog::fillVariants(const QString& wanted) {
    // Every variant the rules know that each engine chosen plays (a person plays any).
    QList<EngineConfig> chosen;
    for (int c = 0; c < 2; ++c) {
        const int index = m_player[c] ? m_player[c]->currentData().toInt() : -1;
        if (index >= 0 && index < m_engines.size()) chosen << m_engines[index];
    }
    const QScopedValueRollback<bool> filling(m_filling, true);
    fillVariantCombo(m_variant, variantsPlayedBy(chosen), wanted);
}

void NewGameDialog::fillPlayers(int side, int engineIndex) {
    // Only the engines that play the variant chosen (or of which it is not known yet): one
    // that does not would refuse the first move. A choice no longer offered falls back to
    // a person.
    const QString variant = m_variant->currentData().toString();
    QComboBox* box = m_player[side];
    const QScopedValueRollback<bool> filling(m_filling, true);
    box->clear();
    box->addItem(tr("Human"), -1);
    for (int i = 0; i < m_engines.size(); ++i)
        if (offered(m_engines[i], variant)) box->addItem(m_engines[i].name, i);
    box->setCurrentIndex(qMax(0, box->findData(engineIndex)));
}

void NewGameDialog::showLevel(int side, std::optional<EngineLevel> wanted) {
    if (!m_levelRow[side]) return;
    const int index = m_player[side]->currentData().toInt();
    const bool engine = index >= 0 && index < m_engines.size();
    if (m_form->isRowVisible(m_levelRow[side]) != engine) {
        m_form->setRowVisible(m_levelRow[side], engine);
        adjustSize(); // no gap where a row went
    }
    if (!engine) {
        m_levelEngine[side] = -1;
        return;
    }
    // The same engine as shown keeps the level chosen for it (the list was refilled).
    if (!wanted && index == m_levelEngine[side]) wanted = chosenLevel(side);
    m_levelEngine[side] = index;
    const EngineConfig& config = m_engines[index];
    const LevelScale scale = level::scaleFor(config.strengthOptions);
    EngineLevel shown = level::initialLevel(config);
    if (wanted && (!wanted->isLimited() || wanted->kind == scale.kind)) shown = *wanted;
    m_levelKind[side] = scale.kind;
    QSpinBox* spin = m_level[side];
    const QSignalBlocker block(spin);
    spin->setRange(scale.min, scale.max);
    spin->setSingleStep(scale.step);
    spin->setPrefix(level::prefix(scale.kind));
    spin->setValue(shown.isLimited() ? shown.value : level::moderateValue(scale));
    m_limit[side]->setChecked(shown.isLimited());
    spin->setEnabled(shown.isLimited());
    m_limit[side]->setToolTip(scale.kind == LevelKind::Depth
                                  ? tr("The engine offers no strength setting: it searches "
                                       "no deeper than this")
                                  : QString());
}

EngineLevel NewGameDialog::chosenLevel(int side) const {
    if (!m_limit[side]->isChecked()) return {};
    return {m_levelKind[side], m_level[side]->value()};
}

void NewGameDialog::showTimeOdds(bool on) {
    m_clockBox[0]->setTitle(on ? tr("White (Red) time control") : tr("Time control"));
    m_clockBox[1]->setTitle(tr("Black time control"));
    m_clockBox[1]->setVisible(on);
    adjustSize();
}

void NewGameDialog::swapSides() {
    const int w = m_player[0]->currentIndex();
    const EngineLevel levels[2] = {chosenLevel(0), chosenLevel(1)};
    m_player[0]->setCurrentIndex(m_player[1]->currentIndex());
    m_player[1]->setCurrentIndex(w);
    // The levels go with the players.
    showLevel(0, levels[1]);
    showLevel(1, levels[0]);
    // With time odds the handicap stays with the player.
    if (m_timeOdds->isChecked()) {
        const TimeControl white = m_time[0]->timeControl();
        m_time[0]->setTimeControl(m_time[1]->timeControl());
        m_time[1]->setTimeControl(white);
    }
}

GameSettings NewGameDialog::settings() const {
    GameSettings s;
    s.variant = m_variant->currentData().toString();
    if (s.variant == QLatin1String("normal") && m_chess960->isChecked())
        s.chess960 = m_chess960Number->value();
    s.timeOdds = m_timeOdds->isChecked();
    s.timeControl = m_time[0]->timeControl();
    s.sideTime = {s.timeControl, s.timeOdds ? m_time[1]->timeControl() : s.timeControl};
    for (int c = 0; c < 2; ++c) {
        const int index = m_player[c]->currentData().toInt();
        if (index >= 0 && index < m_engines.size()) {
            s.engines[c] = m_engines[index];
            s.levels[c] = chosenLevel(c);
        }
    }
    return s;
}

} // namespace tabiya
