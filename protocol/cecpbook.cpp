#include "protocol/cecpbook.h"

#include "protocol/enginetext.h"

#include <QRegularExpression>

namespace tabiya::cecp {

QList<BookMove> parseBookReply(const QString& text) {
    static const QRegularExpression share(
        QStringLiteral("^[({\\[]?(\\d+(?:[.,]\\d+)?\\s?%)[)}\\]]?,?$"));
    static const QRegularExpression weight(QStringLiteral("^[({\\[]?(\\d+)[)}\\]]?,?$"));
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    QList<BookMove> out;
    for (const QString& l : text.split(QLatin1Char('\n'))) {
        const QString line = l.trimmed();
        if (line.isEmpty()) continue;
        const QStringList tokens = line.split(blanks);
        BookMove b{line, tokens.first(), {}, {}, {}};
        QStringList rest;
        for (qsizetype i = 1; i < tokens.size(); ++i) {
            QRegularExpressionMatch m;
            if (b.share.isEmpty() && (m = share.match(tokens[i])).hasMatch())
                b.share = m.captured(1).remove(QLatin1Char(' '));
            else if (b.weight.isEmpty() && (m = weight.match(tokens[i])).hasMatch())
                b.weight = m.captured(1);
            else
                rest << tokens[i];
        }
        b.notes = rest.join(QLatin1Char(' '));
        out << b;
    }
    return out;
}

BookReplyCollector::Step BookReplyCollector::take(const QString& line) {
    Step step;
    if (!m_collecting) return step;
    if (line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t'))) {
        step.consumed = true;
        if (m_lines.size() < MaxLines) {
            m_lines << enginetext::cut(line.trimmed(), enginetext::MaxMessageLength);
        } else if (m_lines.size() == MaxLines) { // the first line dropped: say so once
            m_lines << QStringLiteral("…");
            step.cut = true;
        }
        return step;
    }
    // An empty line ends the reply and belongs to it; another line ends it and is not.
    m_collecting = false;
    step.consumed = line.isEmpty();
    if (line.isEmpty() || !m_lines.isEmpty())
        step.reply = std::exchange(m_lines, {}).join(QLatin1Char('\n'));
    return step;
}

} // namespace tabiya::cecp
