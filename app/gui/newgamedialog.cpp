#include "newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QPushButton>
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
    m_variant->addItem(tr("Chess"), QStringLiteral("normal"));
    m_variant->addItem(tr("Xiangqi"), QStringLiteral("xiangqi"));
    m_variant->setCurrentIndex(qMax(0, m_variant->findData(initial.variant)));
    game->addRow(tr("&Variant:"), m_variant);
    const QString sideLabels[2] = {tr("&White (Red):"), tr("&Black:")};
    for (int c = 0; c < 2; ++c) {
        m_player[c] = new QComboBox(this);
        m_player[c]->setObjectName(c == 0 ? QStringLiteral("whitePlayer")
                                          : QStringLiteral("blackPlayer"));
        m_player[c]->addItem(tr("Human"), -1);
        int current = 0;
        for (int i = 0; i < engines.size(); ++i) {
            m_player[c]->addItem(engines[i].name, i);
            if (initial.engines[c] && initial.engines[c]->program == engines[i].program &&
                initial.engines[c]->arguments == engines[i].arguments)
                current = i + 1;
        }
        m_player[c]->setCurrentIndex(current);
        game->addRow(sideLabels[c], m_player[c]);
    }
    auto* swap = new QPushButton(tr("&Swap colours"), this);
    connect(swap, &QPushButton::clicked, this, &NewGameDialog::swapSides);
    game->addRow(QString(), swap);
    layout->addLayout(game);

    auto* clock = new QGroupBox(tr("Time control"), this);
    auto* tc = new QFormLayout(clock);
    const TimeControl& t = initial.timeControl;
    m_minutes = new QDoubleSpinBox(clock);
    m_minutes->setRange(0.1, 600);
    m_minutes->setDecimals(1);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setValue(t.baseMs / 60000.0);
    tc->addRow(tr("&Base time:"), m_minutes);
    m_increment = new QDoubleSpinBox(clock);
    m_increment->setRange(0, 600);
    m_increment->setDecimals(1);
    m_increment->setSuffix(tr(" s"));
    m_increment->setValue(t.incrementMs / 1000.0);
    tc->addRow(tr("&Increment per move:"), m_increment);
    m_moves = new QSpinBox(clock);
    m_moves->setRange(0, 200);
    m_moves->setSpecialValueText(tr("whole game"));
    m_moves->setValue(t.movesPerSession);
    tc->addRow(tr("&Moves per session:"), m_moves);
    m_perMove = new QDoubleSpinBox(clock);
    m_perMove->setRange(0, 3600);
    m_perMove->setDecimals(1);
    m_perMove->setSuffix(tr(" s"));
    m_perMove->setSpecialValueText(tr("off"));
    m_perMove->setValue(t.fixedMoveMs / 1000.0);
    tc->addRow(tr("&Fixed time per move:"), m_perMove);
    m_depth = new QSpinBox(clock);
    m_depth->setRange(0, 99);
    m_depth->setSpecialValueText(tr("no limit"));
    m_depth->setValue(t.maxDepth);
    tc->addRow(tr("Search &depth:"), m_depth);
    layout->addWidget(clock);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void NewGameDialog::swapSides() {
    const int w = m_player[0]->currentIndex();
    m_player[0]->setCurrentIndex(m_player[1]->currentIndex());
    m_player[1]->setCurrentIndex(w);
}

GameSettings NewGameDialog::settings() const {
    GameSettings s;
    s.variant = m_variant->currentData().toString();
    TimeControl& t = s.timeControl;
    t.baseMs = qRound64(m_minutes->value() * 60000);
    t.incrementMs = qRound64(m_increment->value() * 1000);
    // An increment makes the clock incremental, as in XBoard.
    t.movesPerSession = t.incrementMs > 0 ? 0 : m_moves->value();
    t.fixedMoveMs = qRound64(m_perMove->value() * 1000);
    t.maxDepth = m_depth->value();
    for (int c = 0; c < 2; ++c) {
        const int index = m_player[c]->currentData().toInt();
        if (index >= 0 && index < m_engines.size()) s.engines[c] = m_engines[index];
    }
    return s;
}

} // namespace tabiya
