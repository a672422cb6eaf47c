// CecpEngine, feature negotiation: every "feature" the engine sends, accepted or rejected,
// into the capabilities and the option list, and the end of the handshake at done=1.

#include "protocol/cecpengine.h"

#include "protocol/cecpcommands.h"
#include "protocol/enginetext.h"

namespace tabiya {

void CecpEngine::handleFeatures(const QList<cecp::Feature>& features) {
    if (!std::exchange(m_cecp.sawFeature, true)) emit handshakeSign(HandshakeSign::Answered);
    m_nudgeTimer.stop();
    if (m_run.ready && m_run.caps.protocolVersion < 2) {
        // Features after the 2 s wait (a loaded machine; GNU Chess was once taken for
        // version 1 this way). XBoard accepts features whenever they come: so do we.
        note(tr("features after the handshake's end: accepted"));
        m_run.caps.protocolVersion = 2;
    }
    for (const auto& f : features)
        handleFeature(f);
}

void CecpEngine::handleFeature(const cecp::Feature& f) {
    switch (cecp::applyFeature(f, m_run.caps, m_cecp.features)) {
    case cecp::FeatureKind::Rejected: send(QStringLiteral("rejected ") + f.name); return;
    case cecp::FeatureKind::Option: handleOptionFeature(f.value); return;
    case cecp::FeatureKind::Done:
        send(QStringLiteral("accepted done"));
        handleDone(f.value);
        return;
    case cecp::FeatureKind::Accepted:
        send(QStringLiteral("accepted ") + f.name);
        // A feature after the handshake: what configure() would have sent for it goes now.
        if (m_run.ready)
            sendAll(cecp::resourceCommands(m_run.caps, m_config, DefaultMemoryMb, f.name));
        return;
    }
}

void CecpEngine::handleOptionFeature(const QString& v) {
    const cecp::OptionDeclaration d = cecp::declareOption(m_run.options, v);
    if (!d.option) {
        if (d.tooMany)
            note(tr("more than %1 options: option %2 refused")
                     .arg(EngineOption::MaxOptions)
                     .arg(d.shownName));
        else if (d.tooLong)
            note(tr("option %1 refused: malformed, or larger than %2 characters "
                    "for its name or %3 for its value or choices")
                     .arg(d.shownName)
                     .arg(EngineOption::MaxNameLength)
                     .arg(EngineOption::MaxValueLength));
        send(QStringLiteral("rejected option ") + d.shownName);
        return;
    }
    send(QStringLiteral("accepted option"));
    if (m_run.ready && !m_cecp.collectingOptions) emit optionsChanged(m_run.options);
    // A configured value for an option that was not known when the handshake ended.
    if (m_run.ready && m_cecp.lateOptions.contains(d.option->name))
        setOption(d.option->name, m_cecp.lateOptions.take(d.option->name));
}

void CecpEngine::handleDone(const QString& v) {
    // done=0 asks for time; any other value ends the features. The spec knows only 0 and
    // 1: reading "done=2" as 1 is its intent, where waiting an hour for a done=1 that may
    // never come would hang the game silently.
    const bool done = v.trimmed() != QLatin1String("0");
    if (!done) {
        // The spec: the option list "should be cleared on reception of feature done=0";
        // the engine sends it afresh before its done=1.
        m_run.options.clear();
        if (m_run.ready)
            m_cecp.collectingOptions = true;
        else // done=0: the engine needs time; wait up to an hour, with no other limit.
            m_handshakeTimer.start(DoneZeroMs);
        return;
    }
    if (v.trimmed() != QLatin1String("1"))
        note(tr("feature done=%1 read as done=1")
                 .arg(enginetext::cut(v, enginetext::MaxNameLength)));
    if (m_cecp.collectingOptions) {
        m_cecp.collectingOptions = false;
        emit optionsChanged(m_run.options);
    }
    emit handshakeSign(HandshakeSign::FeaturesComplete);
    if (!m_run.ready) {
        finishHandshake();
        return;
    }
    // Late features complete: configured options still unknown are errors now.
    for (auto it = m_cecp.lateOptions.cbegin(); it != m_cecp.lateOptions.cend(); ++it)
        emit errorReported(tr("unknown option"), it.key());
    m_cecp.lateOptions.clear();
    if (m_cecp.handshakeWithoutFeatures) resendPositionAfterLateFeatures();
}

} // namespace tabiya
