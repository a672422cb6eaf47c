#include "app/gui/matchscorepanel.h"

#include "app/session/game.h"

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace tabiya {

namespace {
QLabel* valueLabel(QWidget* parent, const char* objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setTextFormat(Qt::PlainText); // engine names and file names come from outside
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString signedElo(double elo) {
    const long rounded = std::lround(elo);
    return rounded > 0 ? QStringLiteral("+%1").arg(rounded) : QString::number(rounded);
}
} // namespace

MatchScorePanel::MatchScorePanel(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    m_engines = valueLabel(this, "matchEngines");
    m_engines->setWordWrap(true);
    QFont bold = m_engines->font();
    bold.setBold(true);
    m_engines->setFont(bold);
    layout->addWidget(m_engines);
    auto* form = new QFormLayout;
    m_games = valueLabel(this, "matchGames");
    form->addRow(tr("Games:"), m_games);
    m_wdl = valueLabel(this, "matchWdl");
    form->addRow(tr("Won / drawn / lost:"), m_wdl);
    m_score = valueLabel(this, "matchScore");
    form->addRow(tr("Score:"), m_score);
    m_elo = valueLabel(this, "matchElo");
    form->addRow(tr("Elo difference:"), m_elo);
    m_opening = valueLabel(this, "matchOpening");
    m_opening->setWordWrap(true);
    form->addRow(tr("Opening:"), m_opening);
    m_file = valueLabel(this, "matchFile");
    m_file->setWordWrap(true);
    form->addRow(tr("Saved to:"), m_file);
    layout->addLayout(form);
    m_state = valueLabel(this, "matchState");
    m_state->setWordWrap(true);
    layout->addWidget(m_state);
    m_abort = new QPushButton(tr("&Abort Match"), this);
    m_abort->setObjectName(QStringLiteral("abortMatch"));
    connect(m_abort, &QPushButton::clicked, this, &MatchScorePanel::abortRequested);
    layout->addWidget(m_abort);
    layout->addStretch(1);
    setProgress({});
}

void MatchScorePanel::setProgress(const MatchProgress& p) {
    m_progress = p;
    m_engines->setText(tr("%1 vs %2").arg(p.first, p.second));
    m_games->setText(tr("%1 of %2").arg(p.played).arg(p.games));
    m_wdl->setText(tr("%1 / %2 / %3").arg(p.wins).arg(p.draws).arg(p.losses));
    const double points = p.wins + 0.5 * p.draws;
    m_score->setText(p.played == 0 ? tr("no game yet")
                                   : tr("%1 of %2 (%3%)")
                                         .arg(points)
                                         .arg(p.played)
                                         .arg(100.0 * points / p.played, 0, 'f', 1));
    m_elo->setText(p.played == 0 ? QStringLiteral("-")
                                 : tr("%1 (95%: %2 to %3)")
                                       .arg(signedElo(p.elo.difference), signedElo(p.elo.lower),
                                            signedElo(p.elo.upper)));
    m_opening->setText(p.opening);
    // The file's name (the dialog showed the whole path; the tooltip has it too): a long
    // path does not fit the dock's width.
    m_file->setText(QFileInfo(p.pgnFile).fileName());
    m_file->setToolTip(QDir::toNativeSeparators(p.pgnFile));
    switch (p.state) {
    case MatchProgress::State::Playing:
        m_state->setText(tr("Playing game %1.").arg(std::min(p.played + 1, p.games)));
        break;
    case MatchProgress::State::BetweenGames:
        m_state->setText(tr("Game %1 starts shortly.").arg(std::min(p.played + 1, p.games)));
        break;
    case MatchProgress::State::Finished: m_state->setText(tr("The match is over.")); break;
    case MatchProgress::State::Aborted:
        m_state->setText(tr("The match was aborted after %n game(s).", nullptr, p.played));
        break;
    }
    m_abort->setEnabled(p.state == MatchProgress::State::Playing ||
                        p.state == MatchProgress::State::BetweenGames);
}

QString MatchScorePanel::openingText(const Game* opening) {
    if (!opening) return tr("Start position");
    if (opening->moves().isEmpty()) return opening->startFen();
    // Numbered as in a PGN file: from the start position's move number, "1... e5" when
    // Black moves first.
    const Position& start = opening->startPosition();
    int number = start.fullmoveNumber();
    bool white = start.sideToMove() == White;
    QStringList words;
    for (int i = 0; i < opening->moves().size(); ++i) {
        if (white)
            words << QStringLiteral("%1.").arg(number);
        else if (i == 0)
            words << QStringLiteral("%1...").arg(number);
        words << opening->moves()[i].san;
        if (!white) ++number;
        white = !white;
    }
    QString text = words.join(QLatin1Char(' '));
    if (!opening->startFen().isEmpty()) text = tr("%1, from %2").arg(text, opening->startFen());
    return text;
}

} // namespace tabiya
