#include "app/cli/headlessmatch.h"

#include "app/session/matchrunner.h"

#include <cmath>

namespace tabiya {

namespace {
// Elo rounded to whole points, never "-0".
QString eloText(double elo) {
    return QString::number(std::lround(elo));
}
} // namespace

HeadlessMatch::HeadlessMatch(const MatchOptions& options, QObject* parent)
    : QObject(parent)
    , m_runner(new MatchRunner(options, this))
    , m_out(stdout)
    , m_err(stderr) {
    connect(m_runner, &MatchRunner::gameRecorded, this,
            [this](int number, const Game& game) { onGameRecorded(number, game); });
    connect(m_runner, &MatchRunner::error, this,
            [this](const QString& message) { m_err << message << Qt::endl; });
    connect(m_runner, &MatchRunner::finished, this, &HeadlessMatch::finished);
}

HeadlessMatch::~HeadlessMatch() = default;

void HeadlessMatch::start() {
    m_runner->start();
}

void HeadlessMatch::stop(int exitCode) {
    m_runner->stop(exitCode);
}

void HeadlessMatch::onGameRecorded(int number, const Game& g) {
    const MatchSchedule& s = m_runner->match()->schedule();
    m_out << tr("Game %1: %2 - %3 %4 {%5}")
                 .arg(number + 1)
                 .arg(g.tag(QStringLiteral("White")), g.tag(QStringLiteral("Black")),
                      Game::resultToken(g.result()), g.reason())
          << Qt::endl;
    m_out << tr("Score of %1 vs %2: %3 - %4 - %5 (%6/%7)")
                 .arg(m_runner->firstName(), m_runner->secondName())
                 .arg(s.wins())
                 .arg(s.losses())
                 .arg(s.draws())
                 .arg(s.firstScore())
                 .arg(s.played())
          << Qt::endl;
    const MatchElo elo = s.elo();
    m_out << tr("Elo difference: %1 (95% interval %2 .. %3)")
                 .arg(eloText(elo.difference), eloText(elo.lower), eloText(elo.upper))
          << Qt::endl;
}

} // namespace tabiya
