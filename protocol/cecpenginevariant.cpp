// CecpEngine and engine-defined variants: describeVariant sets the engine to a variant and
// collects the setup and piece lines it answers with (Fairy-Max, Fairy-Stockfish and
// Sjaak II define their variants that way) until the pong of a ping sent after them.

#include "protocol/cecpengine.h"

namespace tabiya {

void CecpEngine::describeVariant(const QString& name) {
    whenReady([this, name] {
        m_cecp.description = EngineVariantDescription{};
        m_cecp.description.name = name;
        if (hasLineBreak(name) || name.contains(QLatin1Char(' ')) || !m_run.caps.ping) {
            // Without ping the end of the description cannot be told: nothing is asked.
            QMetaObject::invokeMethod(
                this,
                [this, name] {
                    emit variantDescribed({name, false, {}, {}});
                },
                Qt::QueuedConnection);
            return;
        }
        leaveAnalysis();
        resume();
        send(QStringLiteral("new"));
        if (name != QLatin1String("normal")) send(QStringLiteral("variant ") + name);
        send(QStringLiteral("force"));
        m_run.engineSide = Side::None;
        m_run.whiteToMove = true;
        m_cecp.gameOver = false;
        setState(State::Idle);
        m_cecp.describing = true;
        m_cecp.describePing = sendPing(false);
    });
}

void CecpEngine::handleSetup(const EngineSetup& setup) {
    // The first setup after "variant" is the variant's, unless it is a prelude (its parent
    // ends in '!'): then a later one overrules it (compact spec, setup).
    if (m_cecp.describing && (!m_cecp.description.hasSetup || m_cecp.description.setup.prelude)) {
        m_cecp.description.hasSetup = true;
        m_cecp.description.setup = setup;
    }
    emit setupReceived(setup);
}

void CecpEngine::handlePiece(const EnginePiece& piece) {
    if (m_cecp.describing) {
        if (m_cecp.description.pieces.size() >= EngineVariantDescription::MaxPieces) {
            note(tr("more than %1 piece lines: the rest is ignored")
                     .arg(EngineVariantDescription::MaxPieces));
            return;
        }
        m_cecp.description.pieces.append(piece);
    }
    emit pieceDefined(piece);
}

void CecpEngine::pongForDescription(int number) {
    if (m_cecp.describing && number >= m_cecp.describePing) finishDescription();
}

void CecpEngine::finishDescription() {
    m_cecp.describing = false;
    m_cecp.describePing = 0;
    emit variantDescribed(std::exchange(m_cecp.description, {}));
}

} // namespace tabiya
