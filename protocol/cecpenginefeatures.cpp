// CecpEngine, feature negotiation: every "feature" the engine sends, accepted or rejected,
// into the capabilities and the option list, and the end of the handshake at done=1.

#include "protocol/cecpengine.h"

#include "protocol/enginetext.h"
#include "protocol/optionparser.h"

namespace tabiya {

namespace {

bool boolValue(const QString& v) {
    return v.trimmed() == QLatin1String("1");
}

// The boolean features and the capability each one sets.
struct BoolFeature {
    const char* name;
    bool EngineCapabilities::*flag;
};
constexpr BoolFeature BoolFeatures[] = {
    {"ping", &EngineCapabilities::ping},           {"setboard", &EngineCapabilities::setboard},
    {"playother", &EngineCapabilities::playother}, {"san", &EngineCapabilities::san},
    {"usermove", &EngineCapabilities::usermove},   {"time", &EngineCapabilities::time},
    {"draw", &EngineCapabilities::draw},           {"sigint", &EngineCapabilities::sigint},
    {"sigterm", &EngineCapabilities::sigterm},     {"reuse", &EngineCapabilities::reuse},
    {"analyze", &EngineCapabilities::analyze},     {"colors", &EngineCapabilities::colors},
    {"pause", &EngineCapabilities::pause},         {"nps", &EngineCapabilities::nps},
    {"memory", &EngineCapabilities::memory},       {"smp", &EngineCapabilities::smp},
    {"exclude", &EngineCapabilities::exclude},     {"setscore", &EngineCapabilities::setscore},
    {"highlight", &EngineCapabilities::highlight},
};

// Features honoured beyond the boolean ones; all others are answered "rejected NAME".
const QStringList& otherFeatures() {
    static const QStringList names{
        QStringLiteral("myname"), QStringLiteral("variants"), QStringLiteral("ics"),
        QStringLiteral("name"),   QStringLiteral("debug"),    QStringLiteral("egt"),
        QStringLiteral("option"), QStringLiteral("done"),
    };
    return names;
}

const BoolFeature* boolFeature(const QString& name) {
    for (const BoolFeature& f : BoolFeatures)
        if (name == QLatin1String(f.name)) return &f;
    return nullptr;
}

} // namespace

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
    const QString& n = f.name;
    const QString& v = f.value;
    const BoolFeature* flag = boolFeature(n);
    if (!flag && !otherFeatures().contains(n)) {
        send(QStringLiteral("rejected ") + n);
        return;
    }
    if (n == QLatin1String("option")) return handleOptionFeature(v);
    send(QStringLiteral("accepted ") + n);
    if (n == QLatin1String("done")) return handleDone(v);
    EngineCapabilities& caps = m_run.caps;
    if (flag)
        caps.*(flag->flag) = boolValue(v);
    else if (n == QLatin1String("myname"))
        caps.name = enginetext::cut(v.trimmed(), enginetext::MaxNameLength);
    else if (n == QLatin1String("variants"))
        caps.variants = enginetext::boundedList(v);
    else if (n == QLatin1String("egt"))
        caps.egt = enginetext::boundedList(v);
    else if (n == QLatin1String("ics"))
        m_cecp.icsFeature = boolValue(v);
    else if (n == QLatin1String("name"))
        m_cecp.nameFeature = boolValue(v);
    if (m_run.ready) sendLateResources(n);
    // debug: accepted; nothing to do, debug lines start with '#' anyway.
}

void CecpEngine::handleOptionFeature(const QString& v) {
    auto o = parseCecpOption(v);
    QList<EngineOption>& options = m_run.options;
    // A repeated name replaces the old declaration (the spec leaves it undefined).
    const auto old = o ? std::find_if(options.begin(), options.end(),
                                      [&](const EngineOption& e) { return e.name == o->name; })
                       : options.end();
    const bool full = o && old == options.end() && options.size() >= EngineOption::MaxOptions;
    if (!o || full) {
        // "rejected option NAME": the name alone, the text before the first " -".
        const qsizetype dash = v.indexOf(QLatin1String(" -"));
        const QString name = (dash < 0 ? v : v.left(dash)).trimmed();
        const QString shown =
            enginetext::cut(name.isEmpty() ? v.trimmed() : name, enginetext::MaxNameLength);
        if (full)
            note(tr("more than %1 options: option %2 refused")
                     .arg(EngineOption::MaxOptions)
                     .arg(shown));
        else if (v.size() > EngineOption::MaxNameLength)
            note(tr("option %1 refused: malformed, or larger than %2 characters "
                    "for its name or %3 for its value or choices")
                     .arg(shown)
                     .arg(EngineOption::MaxNameLength)
                     .arg(EngineOption::MaxValueLength));
        send(QStringLiteral("rejected option ") + shown);
        return;
    }
    if (old != options.end())
        *old = *o;
    else
        options.append(*o);
    send(QStringLiteral("accepted option"));
    if (m_run.ready && !m_cecp.collectingOptions) emit optionsChanged(options);
    // A configured value for an option that was not known when the handshake ended.
    if (m_run.ready && m_cecp.lateOptions.contains(o->name))
        setOption(o->name, m_cecp.lateOptions.take(o->name));
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
    if (!boolValue(v))
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
