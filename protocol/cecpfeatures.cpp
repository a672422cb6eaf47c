#include "protocol/cecpfeatures.h"

#include "protocol/enginetext.h"
#include "protocol/optionparser.h"

#include <algorithm>

namespace tabiya::cecp {

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

// The features read into a value, and where.
struct ValueFeature {
    const char* name;
    void (*read)(const QString& value, EngineCapabilities& caps, FeatureFlags& flags);
};
const ValueFeature ValueFeatures[] = {
    {"myname",
     [](const QString& v, EngineCapabilities& c, FeatureFlags&) {
         c.name = enginetext::cut(v.trimmed(), enginetext::MaxNameLength);
     }},
    {"variants", [](const QString& v, EngineCapabilities& c,
                    FeatureFlags&) { c.variants = enginetext::boundedList(v); }},
    {"egt", [](const QString& v, EngineCapabilities& c,
               FeatureFlags&) { c.egt = enginetext::boundedList(v); }},
    {"ics", [](const QString& v, EngineCapabilities&, FeatureFlags& f) { f.ics = boolValue(v); }},
    {"name", [](const QString& v, EngineCapabilities&, FeatureFlags& f) { f.name = boolValue(v); }},
    // debug: accepted; nothing to do, debug lines start with '#' anyway.
    {"debug", [](const QString&, EngineCapabilities&, FeatureFlags&) {}},
};

} // namespace

FeatureKind applyFeature(const Feature& feature, EngineCapabilities& caps, FeatureFlags& flags) {
    const QString& n = feature.name;
    if (n == QLatin1String("option")) return FeatureKind::Option;
    if (n == QLatin1String("done")) return FeatureKind::Done;
    for (const BoolFeature& f : BoolFeatures)
        if (n == QLatin1String(f.name)) {
            caps.*(f.flag) = boolValue(feature.value);
            return FeatureKind::Accepted;
        }
    for (const ValueFeature& f : ValueFeatures)
        if (n == QLatin1String(f.name)) {
            f.read(feature.value, caps, flags);
            return FeatureKind::Accepted;
        }
    return FeatureKind::Rejected;
}

OptionDeclaration declareOption(QList<EngineOption>& options, const QString& value) {
    OptionDeclaration d;
    auto o = parseCecpOption(value);
    const auto old = o ? std::find_if(options.begin(), options.end(),
                                      [&](const EngineOption& e) { return e.name == o->name; })
                       : options.end();
    d.tooMany = o && old == options.end() && options.size() >= EngineOption::MaxOptions;
    if (!o || d.tooMany) {
        const qsizetype dash = value.indexOf(QLatin1String(" -"));
        const QString name = (dash < 0 ? value : value.left(dash)).trimmed();
        d.shownName =
            enginetext::cut(name.isEmpty() ? value.trimmed() : name, enginetext::MaxNameLength);
        d.tooLong = !d.tooMany && value.size() > EngineOption::MaxNameLength;
        return d;
    }
    if (old != options.end())
        *old = *o;
    else
        options.append(*o);
    d.option = o;
    return d;
}

QList<Feature> parseFeatures(QStringView text) {
    text = text.trimmed();
    if (text.startsWith(u"feature") && (text.size() == 7 || text.at(7).isSpace()))
        text = text.mid(7);
    QList<Feature> features;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        while (i < n && text.at(i).isSpace())
            ++i;
        const qsizetype nameStart = i;
        while (i < n && !text.at(i).isSpace() && text.at(i) != u'=')
            ++i;
        const QStringView name = text.mid(nameStart, i - nameStart);
        if (i >= n || text.at(i) != u'=') {
            // a stray word: skip it
            while (i < n && !text.at(i).isSpace())
                ++i;
            continue;
        }
        ++i; // '='
        QString value;
        if (i < n && text.at(i) == u'"') {
            const qsizetype close = text.indexOf(u'"', i + 1);
            const qsizetype end = close < 0 ? n : close;
            value = text.mid(i + 1, end - i - 1).toString();
            i = close < 0 ? n : close + 1;
        } else {
            const qsizetype valueStart = i;
            while (i < n && !text.at(i).isSpace())
                ++i;
            value = text.mid(valueStart, i - valueStart).toString();
        }
        if (!name.isEmpty()) features.append({name.toString(), value});
    }
    return features;
}

} // namespace tabiya::cecp
