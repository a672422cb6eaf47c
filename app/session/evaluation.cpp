#include "evaluation.h"

#include <QRegularExpression>

namespace tabiya {

QString Evaluation::toComment() const {
    QString text;
    if (hasScore) {
        if (mate)
            text = (score >= 0 ? QStringLiteral("+M") : QStringLiteral("-M")) +
                   QString::number(std::abs(score));
        else
            text = (score >= 0 ? QStringLiteral("+") : QStringLiteral("-")) +
                   QString::number(std::abs(score) / 100.0, 'f', 2);
    }
    if (depth > 0) text += QStringLiteral("/") + QString::number(depth);
    if (timeMs >= 0) {
        if (!text.isEmpty()) text += QLatin1Char(' ');
        // Tenths of a second as XBoard writes them ("1.2s"), whole seconds from a minute
        // on. Rounded in integers: 0.45 s is 0.5 s, not whatever the double makes of it.
        const qint64 tenths = (timeMs + 50) / 100;
        text += tenths < 600 ? QStringLiteral("%1.%2").arg(tenths / 10).arg(tenths % 10)
                             : QString::number((timeMs + 500) / 1000);
        text += QLatin1Char('s');
    }
    return text;
}

std::optional<Evaluation> Evaluation::fromComment(const QString& comment, QString* rest) {
    // A score, a depth and a time, each optional, at the start; whatever follows is
    // handed back (the closing comment with the reason the game ended is joined to it).
    static const QRegularExpression re(QStringLiteral(
        R"(^\s*(?:([+-])(?:(M)(\d+)|(\d+(?:\.\d+)?)))?(?:/(\d+))?(?:\s*(\d+(?:\.\d+)?)s)?(?=\s|$))"));
    const QRegularExpressionMatch m = re.match(comment);
    if (rest) *rest = comment;
    if (!m.hasMatch() || m.capturedLength(0) == 0) return std::nullopt;
    Evaluation e;
    if (!m.captured(1).isEmpty()) {
        e.hasScore = true;
        const int sign = m.captured(1) == QLatin1String("-") ? -1 : 1;
        if (!m.captured(2).isEmpty()) {
            e.mate = true;
            e.score = sign * m.captured(3).toInt();
        } else {
            e.score = sign * qRound(m.captured(4).toDouble() * 100);
        }
    }
    if (!m.captured(5).isEmpty()) e.depth = m.captured(5).toInt();
    if (!m.captured(6).isEmpty()) e.timeMs = qRound64(m.captured(6).toDouble() * 1000);
    if (e.isEmpty()) return std::nullopt;
    if (rest) *rest = comment.mid(m.capturedEnd(0)).trimmed();
    return e;
}

} // namespace tabiya
