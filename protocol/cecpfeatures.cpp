#include "protocol/cecpfeatures.h"

namespace tabiya::cecp {

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
