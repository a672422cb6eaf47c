#include "app/session/pvformatter.h"

#include "board/core/movetext.h"
#include "protocol/thinkingparser.h"

#include <cstdlib>

namespace tabiya {

namespace {

// "12.Nf3" / "12...Nf3": the move after a number glued to it; the word itself otherwise.
QStringView withoutGluedNumber(QStringView w) {
    qsizetype i = 0;
    while (i < w.size() && w.at(i).isDigit())
        ++i;
    if (i == 0 || i == w.size() || w.at(i) != u'.') return w;
    while (i < w.size() && w.at(i) == u'.')
        ++i;
    return w.mid(i);
}

// The legal move a word means, in any notation engines write; none when it is not one.
Move parseWord(Position& pos, QStringView word) {
    QStringView core = word;
    // Annotations and check marks: coordinate moves do not expect them.
    while (!core.isEmpty() && (core.back() == u'!' || core.back() == u'?' || core.back() == u'+' ||
                               core.back() == u'#'))
        core.chop(1);
    if (core.isEmpty()) return {};
    const std::string coreText = core.toString().toStdString();
    if (Move m = parseCoordinateMove(pos, coreText); !m.isNone()) return m;
    const std::string text = word.toString().toStdString(); // UTF-8, for Chinese
    if (Move m = parsePgnMove(pos, text); !m.isNone()) return m;
    if (core.size() != word.size()) return parsePgnMove(pos, coreText);
    return {};
}

QString moveText(Position& pos, Move m, const PvNotation& notation) {
    if (m.isNull()) return QStringLiteral("--");
    return QString::fromStdString(pgnMoveText(pos, m, notation.xiangqi, notation.chinese));
}

constexpr qsizetype MemoCapacity = 8192; // moves; a long analysis starts afresh past it

} // namespace

QString PvMoveMemo::key(uint64_t position, QStringView word) {
    QString k = QString::number(position, 16);
    k += QLatin1Char(' ');
    k += word;
    return k;
}

const PvMoveMemo::Converted* PvMoveMemo::find(uint64_t position, QStringView word) const {
    const auto it = m_moves.constFind(key(position, word));
    return it == m_moves.cend() ? nullptr : &*it;
}

void PvMoveMemo::remember(uint64_t position, QStringView word, const Converted& converted) {
    if (m_moves.size() >= MemoCapacity) m_moves.clear();
    m_moves.insert(key(position, word), converted);
}

FormattedPv formatPv(const Position& root, const QStringList& words, const PvNotation& notation,
                     bool firstIsPonder, PvMoveMemo* memo) {
    FormattedPv out;
    Position pos = root;
    QStringList parts;
    bool numberNext = true; // the first move always gets a number, "12..." for Black
    qsizetype i = 0;
    for (; i < words.size(); ++i) {
        QStringView w = QStringView(words.at(i)).trimmed();
        if (w.isEmpty() || isMoveNumberToken(w)) continue;
        w = withoutGluedNumber(w);
        const bool ponder = firstIsPonder && out.line.empty();
        PvMoveMemo::Converted converted;
        if (const PvMoveMemo::Converted* known = memo ? memo->find(pos.hash(), w) : nullptr) {
            converted = *known;
        } else {
            converted.move = parseWord(pos, w);
            if (converted.move.isNone()) break;
            converted.text = moveText(pos, converted.move, notation);
            if (memo) memo->remember(pos.hash(), w, converted);
        }
        const Move m = converted.move;
        QString text = converted.text;
        out.moves << text;
        if (ponder) {
            text = QLatin1Char('(') + text + QLatin1Char(')');
            out.ponder = true;
        }
        const int number = pos.fullmoveNumber();
        if (pos.sideToMove() == White)
            parts << QString::number(number) + QLatin1Char('.');
        else if (numberNext)
            parts << QString::number(number) + QStringLiteral("...");
        parts << text;
        numberNext = false;
        out.line.push_back(m);
        if (m.isNull())
            pos.makeNullMove();
        else
            pos.makeMove(m);
    }
    QStringList rest;
    for (; i < words.size(); ++i)
        if (!words.at(i).trimmed().isEmpty()) rest << words.at(i).trimmed();
    out.rest = rest.join(QLatin1Char(' '));
    parts << rest;
    // "12." and its move belong together: one blank between words either way.
    out.text = parts.join(QLatin1Char(' '));
    return out;
}

QString formatMove(const Position& pos, const QString& word, const PvNotation& notation) {
    Position p = pos;
    const Move m = parseWord(p, QStringView(word).trimmed());
    if (m.isNone()) return word;
    return moveText(p, m, notation);
}

QString formatScore(const ThinkingLine& line, bool negate) {
    if (line.scoreKind == ThinkingLine::ScoreKind::None) return {};
    const int score = negate ? -line.score : line.score;
    QString text;
    if (line.scoreKind == ThinkingLine::ScoreKind::Mate) {
        text = (score < 0 ? QStringLiteral("-#") : QStringLiteral("#")) +
               QString::number(std::abs(score));
    } else {
        text = QString::number(std::abs(score) / 100.0, 'f', 2);
        if (score > 0) text.prepend(QLatin1Char('+'));
        if (score < 0) text.prepend(QLatin1Char('-'));
    }
    bool lower = line.bound == ThinkingLine::Bound::Lower ||
                 (line.failHigh && line.bound != ThinkingLine::Bound::Upper);
    bool upper = line.bound == ThinkingLine::Bound::Upper ||
                 (line.failLow && line.bound != ThinkingLine::Bound::Lower);
    if (negate) std::swap(lower, upper);
    if (lower) text += QChar(0x2191); // ↑
    if (upper) text += QChar(0x2193); // ↓
    return text;
}

QString formatSearchTime(qint64 ms) {
    if (ms < 0) return {};
    if (ms < 10000) return QString::number(ms / 1000.0, 'f', 2) + QLatin1Char('s');
    if (ms < 60000) return QString::number(ms / 1000.0, 'f', 1) + QLatin1Char('s');
    const qint64 s = ms / 1000;
    const auto two = [](qint64 v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    if (s < 3600) return QString::number(s / 60) + QLatin1Char(':') + two(s % 60);
    return QString::number(s / 3600) + QLatin1Char(':') + two(s / 60 % 60) + QLatin1Char(':') +
           two(s % 60);
}

QString formatCount(qint64 n) {
    if (n < 0) return {};
    if (n < 10000) return QString::number(n);
    // Three significant digits: enough to compare, short enough for a narrow column.
    static const char suffixes[] = {'k', 'M', 'G', 'T', 'P'};
    double v = double(n);
    int unit = -1;
    while (v >= 999.5 && unit < 4) {
        v /= 1000.0;
        ++unit;
    }
    const int decimals = v < 9.995 ? 2 : v < 99.95 ? 1 : 0;
    return QString::number(v, 'f', decimals) + QLatin1Char(suffixes[unit]);
}

} // namespace tabiya
