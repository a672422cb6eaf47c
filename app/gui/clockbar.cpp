#include "app/gui/clockbar.h"

#include "app/gui/clockwidget.h"
#include "app/session/session.h"

#include <QCoreApplication>
#include <QHBoxLayout>

namespace tabiya {

ClockBar::ClockBar(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0); // a row of the window's layout, no frame
    for (const Color c : {White, Black}) {
        m_clocks[c] = new ClockWidget(this);
        m_clocks[c]->setObjectName(c == White ? QStringLiteral("whiteClock")
                                              : QStringLiteral("blackClock"));
        m_clocks[c]->setClock(m_session->clock(c));
        connect(m_clocks[c], &ClockWidget::clicked, this, [this, c] { emit clicked(c); });
        layout->addWidget(m_clocks[c]);
    }
}

void ClockBar::refresh() {
    const Game& g = m_session->game();
    for (const Color c : {White, Black}) {
        m_clocks[c]->setPlayer(g.sideName(c), playerName(c));
        m_clocks[c]->setActive(m_session->isPlaying() && g.sideToMove() == c);
    }
}

QString ClockBar::playerName(Color side) const {
    // The game's own names (a loaded game continued by hand keeps its players; the session
    // writes an engine's name into the tags when it starts), else the player's.
    // An engine playing at a level has it beside its name ("Tabiya Engine (Elo 1500)").
    const Player* p = m_session->player(side);
    const EngineLevel level = m_session->level(side);
    if (p && !p->isHuman() && level.isLimited())
        // MainWindow's translation context, where the words were written first.
        return QCoreApplication::translate("tabiya::MainWindow", "%1 (%2)")
            .arg(p->name(), level::text(level));
    const QString tag =
        m_session->game().tag(side == White ? QStringLiteral("White") : QStringLiteral("Black"));
    if (!tag.isEmpty() && tag != QLatin1String("?")) return tag;
    return p ? p->name() : QString();
}

} // namespace tabiya
