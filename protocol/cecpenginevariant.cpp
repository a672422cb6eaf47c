// CecpEngine and engine-defined variants: describeVariant sets the engine to a variant and
// has cecp::VariantDescriber collect the setup and piece lines it answers with until the
// pong of a ping sent after them.

#include "protocol/cecpengine.h"

namespace tabiya {

void CecpEngine::describeVariant(const QString& name) {
    whenReady([this, name] {
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
        m_cecp.describer.start(name, sendPing(false));
    });
}

void CecpEngine::handleSetup(const EngineSetup& setup) {
    m_cecp.describer.setup(setup);
    emit setupReceived(setup);
}

void CecpEngine::handlePiece(const EnginePiece& piece) {
    if (!m_cecp.describer.piece(piece)) {
        note(tr("more than %1 piece lines: the rest is ignored")
                 .arg(EngineVariantDescription::MaxPieces));
        return;
    }
    emit pieceDefined(piece);
}

void CecpEngine::pongForDescription(int number) {
    if (auto description = m_cecp.describer.pong(number)) emit variantDescribed(*description);
}

} // namespace tabiya
