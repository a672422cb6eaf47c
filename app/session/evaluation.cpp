#include "app/session/evaluation.h"

#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace tabiya {

namespace {
// Scores come from engines and files: a number too big for an int saturates rather than
// wrapping to some other score ("+99999999999.00" must not come back as a loss).
int saturated(double value) {
    constexpr int Max = std::numeric_limits<int>::max();
    if (!(value < double(Max))) return value != value ? 0 : Max; // NaN: 0
    if (!(value > -double(Max))) return -Max;
    return int(std::llround(value));
}

qint64 saturated64(double value) {
    constexpr qint64 Max = std::numeric_limits<qint64>::max() / 2;
    if (value != value) return 0;
    return value >= double(Max) ? Max : value <= -double(Max) ? -Max : std::llround(value);
}

// |score| without the overflow of abs(INT_MIN).
qint64 magnitude(int score) {
    return score < 0 ? -qint64(score) : qint64(score);
}
} // namespace

QString Evaluation::toComment() const {
    QString text;
    if (hasScore) {
        if (mate)
            text = (score >= 0 ? QStringLiteral("+M") : QStringLiteral("-M")) +
                   QString::number(magnitude(score));
        else
            text = (score >= 0 ? QStringLiteral("+") : QStringLiteral("-")) +
                   QString::number(magnitude(score) / 100.0, 'f', 2);
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
            e.score = saturated(sign * m.captured(3).toDouble());
        } else {
            e.score = saturated(sign * m.captured(4).toDouble() * 100);
        }
    }
    if (!m.captured(5).isEmpty()) e.depth = saturated(m.captured(5).toDouble());
    if (!m.captured(6).isEmpty()) e.timeMs = saturated64(m.captured(6).toDouble() * 1000);
    qsizetype end = m.capturedEnd(0);
    // XBoard writes the time in seconds without a unit after the depth ("+0.08/6 0.5").
    static const QRegularExpression bareTime(QStringLiteral(R"(\s+(\d+(?:\.\d+)?)(?=\s|$))"));
    if (!m.captured(5).isEmpty() && m.captured(6).isEmpty()) {
        const QRegularExpressionMatch t =
            bareTime.match(comment, end, QRegularExpression::NormalMatch,
                           QRegularExpression::AnchorAtOffsetMatchOption);
        if (t.hasMatch()) {
            e.timeMs = saturated64(t.captured(1).toDouble() * 1000);
            end = t.capturedEnd(0);
        }
    }
    if (e.isEmpty()) return std::nullopt;
    if (rest) *rest = comment.mid(end).trimmed();
    return e;
}

} // namespace tabiya
