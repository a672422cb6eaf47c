#include "protocol/cecpnegotiation.h"

#include "protocol/cecpcommands.h"
#include "protocol/enginetext.h"

#include <QCoreApplication>
#include <algorithm>

namespace tabiya::cecp {

namespace {

Step send(const QString& line) {
    return {Step::Do::Send, line};
}

Step note(const QString& text) {
    return {Step::Do::Note, text};
}

} // namespace

Steps Negotiation::featuresCame(EngineCapabilities& caps, bool ready) {
    Steps steps;
    if (!std::exchange(m_sawFeature, true)) steps << Step{Step::Do::Answered};
    if (ready && caps.protocolVersion < 2) {
        // Features after the 2 s wait (a loaded machine; GNU Chess was once taken for
        // version 1 this way). XBoard accepts features whenever they come: so do we.
        steps << note(QCoreApplication::translate("tabiya::CecpEngine",
                                                  "features after the handshake's end: accepted"));
        caps.protocolVersion = 2;
    }
    return steps;
}

Steps Negotiation::feature(const Feature& f, EngineCapabilities& caps, QList<EngineOption>& options,
                           bool ready, const EngineConfig& config, int defaultMemoryMb) {
    switch (applyFeature(f, caps, m_flags)) {
    case FeatureKind::Rejected: return {send(QStringLiteral("rejected ") + f.name)};
    case FeatureKind::Option: return option(f.value, options, ready);
    case FeatureKind::Done:
        return Steps{send(QStringLiteral("accepted done"))} + done(f.value, options, ready);
    case FeatureKind::Accepted: break;
    }
    Steps steps{send(QStringLiteral("accepted ") + f.name)};
    // A feature after the handshake: what configure() would have sent for it goes now.
    if (ready)
        for (const QString& line : resourceCommands(caps, config, defaultMemoryMb, f.name))
            steps << send(line);
    return steps;
}

Steps Negotiation::option(const QString& value, QList<EngineOption>& options, bool ready) {
    const OptionDeclaration d = declareOption(options, value);
    if (!d.option) {
        Steps steps;
        if (d.tooMany)
            steps << note(QCoreApplication::translate("tabiya::CecpEngine",
                                                      "more than %1 options: option %2 refused")
                              .arg(EngineOption::MaxOptions)
                              .arg(d.shownName));
        else if (d.tooLong)
            steps << note(QCoreApplication::translate(
                              "tabiya::CecpEngine",
                              "option %1 refused: malformed, or larger than %2 characters "
                              "for its name or %3 for its value or choices")
                              .arg(d.shownName)
                              .arg(EngineOption::MaxNameLength)
                              .arg(EngineOption::MaxValueLength));
        return steps << send(QStringLiteral("rejected option ") + d.shownName);
    }
    Steps steps{send(QStringLiteral("accepted option"))};
    if (ready && !m_collecting) steps << Step{Step::Do::OptionsChanged};
    // A configured value for an option that was not known when the handshake ended.
    if (ready && m_lateOptions.contains(d.option->name))
        steps << Step{Step::Do::SetOption, d.option->name, m_lateOptions.take(d.option->name)};
    return steps;
}

Steps Negotiation::done(const QString& value, QList<EngineOption>& options, bool ready) {
    // done=0 asks for time; any other value ends the features. The spec knows only 0 and
    // 1: reading "done=2" as 1 is its intent, where waiting an hour for a done=1 that may
    // never come would hang the game silently.
    if (value.trimmed() == QLatin1String("0")) {
        // The spec: the option list "should be cleared on reception of feature done=0";
        // the engine sends it afresh before its done=1.
        options.clear();
        if (ready) {
            m_collecting = true;
            return {};
        }
        return {Step{Step::Do::WaitForDone}}; // the engine needs time: up to an hour
    }
    Steps steps;
    if (value.trimmed() != QLatin1String("1"))
        steps << note(
            QCoreApplication::translate("tabiya::CecpEngine", "feature done=%1 read as done=1")
                .arg(enginetext::cut(value, enginetext::MaxNameLength)));
    if (std::exchange(m_collecting, false)) steps << Step{Step::Do::OptionsChanged};
    steps << Step{Step::Do::FeaturesComplete};
    if (!ready) return steps << Step{Step::Do::EndHandshake};
    // Late features complete: configured options still unknown are errors now.
    for (auto it = m_lateOptions.cbegin(); it != m_lateOptions.cend(); ++it)
        steps << Step{Step::Do::UnknownOption, it.key()};
    m_lateOptions.clear();
    if (std::exchange(m_withoutFeatures, false)) steps << Step{Step::Do::ResendPosition};
    return steps;
}

int Negotiation::endHandshake() {
    m_withoutFeatures = !m_sawFeature;
    return m_sawFeature ? 2 : 1;
}

QString Negotiation::timeoutNote() const {
    // CecpEngine's messages, in its translation context.
    return m_sawFeature
               ? QCoreApplication::translate(
                     "tabiya::CecpEngine", "no done=1 in time: going on with the features received")
               : QCoreApplication::translate("tabiya::CecpEngine",
                                             "no features: a protocol version 1 engine");
}

QList<std::pair<QString, QString>> Negotiation::optionsToSet(const EngineConfig& config,
                                                             const QList<EngineOption>& declared) {
    // Options held until now go out with the engine's exact names; those the engine has
    // not declared wait for features that may still come.
    m_lateOptions.clear();
    QList<std::pair<QString, QString>> now;
    for (const auto& [name, value] : config.initialOptions) {
        const bool known = std::any_of(declared.cbegin(), declared.cend(),
                                       [&](const EngineOption& o) { return o.name == name; });
        if (known || m_sawFeature)
            now.append({name, value});
        else
            m_lateOptions.insert(name, value);
    }
    return now;
}

} // namespace tabiya::cecp
