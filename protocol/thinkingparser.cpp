#include "protocol/thinkingparser.h"

#include "protocol/enginetext.h"

#include <QList>
#include <algorithm>
#include <limits>

namespace tabiya {

namespace {

struct Token {
    QStringView text;
    qsizetype begin = 0; // offset in the line
};

QList<Token> tokenize(QStringView s) {
    QList<Token> tokens;
    qsizetype i = 0;
    while (i < s.size()) {
        while (i < s.size() && s.at(i).isSpace())
            ++i;
        const qsizetype b = i;
        while (i < s.size() && !s.at(i).isSpace())
            ++i;
        if (i > b) tokens.append({s.mid(b, i - b), b});
    }
    return tokens;
}

// Engine numbers are untrusted: a number that does not fit 64 bits is no number (the line
// is not what it seemed), and every conversion or scaling below saturates.
std::optional<qint64> integer(QStringView t) {
    bool ok = false;
    const qint64 v = t.toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

int toInt(qint64 v) {
    return int(
        std::clamp<qint64>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

// Scores and depths in the ranges CECP lines are read into (setCecpScore, the ply check),
// so that what the window computes with them (negation, depth + 1) cannot overflow.
constexpr qint64 MaxCentipawns = 1000000;
constexpr qint64 MaxMateMoves = 10000;
constexpr qint64 MaxDepth = 10000;

// v * factor, saturated at the qint64 range.
qint64 scaled(qint64 v, qint64 factor) {
    qint64 out = 0;
    if (!__builtin_mul_overflow(v, factor, &out)) return out;
    return (v < 0) != (factor < 0) ? std::numeric_limits<qint64>::min()
                                   : std::numeric_limits<qint64>::max();
}

void setPv(ThinkingLine& line, QStringView pv) {
    pv = pv.trimmed();
    if (pv.size() > ThinkingLine::MaxPvLength) {
        pv = pv.left(ThinkingLine::MaxPvLength);
        line.pvCut = true;
    }
    line.pvText = pv.toString();
    QString text = line.pvText;
    // A trailing '?' marks a fail low (upper bound), '!' a fail high (lower bound); many
    // engines write them as a separate word.
    if (text.endsWith(QLatin1Char('?')) || text.endsWith(QLatin1Char('!'))) {
        const bool low = text.endsWith(QLatin1Char('?'));
        // Only when it is not part of an annotated move such as "e4!" inside the line:
        // the spec makes the last character of the whole PV the marker, so honour it.
        line.failLow = line.failLow || low;
        line.failHigh = line.failHigh || !low;
        line.bound = low ? ThinkingLine::Bound::Upper : ThinkingLine::Bound::Lower;
        text.chop(1);
    }
    if (text.startsWith(QLatin1Char('('))) {
        if (!isPonderPv(text)) return; // book or status text, not moves
        const qsizetype close = text.indexOf(QLatin1Char(')'));
        text = text.mid(1, close - 1) + QLatin1Char(' ') + text.mid(close + 1);
        line.ponderMove = true;
    }
    for (const Token& t : tokenize(text)) {
        if (isMoveNumberToken(t.text)) continue;
        if (line.pv.size() == ThinkingLine::MaxPvMoves) {
            line.pvCut = true;
            break;
        }
        line.pv.append(t.text.toString());
    }
}

} // namespace

bool isPonderPv(QStringView pvText) {
    pvText = pvText.trimmed();
    if (!pvText.startsWith(u'(')) return false;
    const qsizetype close = pvText.indexOf(u')');
    if (close < 2) return false;
    for (const QChar c : pvText.mid(1, close - 1))
        if (c.isSpace() || c == u',') return false;
    return !pvText.mid(close + 1).trimmed().isEmpty();
}

void setCecpScore(ThinkingLine& line, qint64 score) {
    score = std::max(score, -std::numeric_limits<qint64>::max()); // so that -score exists
    const qint64 a = score < 0 ? -score : score;
    if (a >= 100000 && a < 100000 + 10000) {
        line.scoreKind = ThinkingLine::ScoreKind::Mate;
        const int moves = int(a - 100000);
        line.score = score > 0 ? moves : -moves;
    } else if (a >= 9900 && a < 10000) {
        // GNU Chess: 10000 - plies ("-9998 Rxd8 Rxd8#": mated in two plies).
        line.scoreKind = ThinkingLine::ScoreKind::Mate;
        const int moves = (int(10000 - a) + 1) / 2;
        line.score = score > 0 ? moves : -moves;
    } else if (a > 32000 && a <= 32767) {
        line.scoreKind = ThinkingLine::ScoreKind::Mate;
        const int plies = int(32767 - a);
        const int moves = (plies + 1) / 2;
        line.score = score > 0 ? moves : -moves;
    } else {
        line.scoreKind = ThinkingLine::ScoreKind::Centipawns;
        line.score = int(std::clamp<qint64>(score, -1000000, 1000000));
    }
}

std::optional<ThinkingLine> parseCecpThinking(QStringView s) {
    const QList<Token> tokens = tokenize(s);
    if (tokens.size() < 4) return std::nullopt;
    ThinkingLine line;
    // ply, possibly followed by one marker character (GNU Chess: time in seconds).
    QStringView plyText = tokens[0].text;
    bool secondsTime = false;
    if (!plyText.isEmpty() && !plyText.back().isDigit()) {
        const QChar mark = plyText.back();
        plyText.chop(1);
        if (mark == u'!') {
            line.failHigh = true;
            line.bound = ThinkingLine::Bound::Lower;
        } else if (mark == u'?') {
            line.failLow = true;
            line.bound = ThinkingLine::Bound::Upper;
        } else {
            secondsTime = true;
        }
    }
    const auto ply = integer(plyText);
    if (!ply || *ply < -1 || *ply > 10000) return std::nullopt;
    line.depth = int(*ply);

    QStringView scoreText = tokens[1].text;
    if (scoreText.endsWith(u'!') || scoreText.endsWith(u'?')) {
        const bool low = scoreText.back() == u'?';
        line.failLow = line.failLow || low;
        line.failHigh = line.failHigh || !low;
        line.bound = low ? ThinkingLine::Bound::Upper : ThinkingLine::Bound::Lower;
        scoreText.chop(1);
    }
    const auto score = integer(scoreText);
    const auto time = integer(tokens[2].text);
    const auto nodes = integer(tokens[3].text);
    if (!score || !time || !nodes) return std::nullopt;
    setCecpScore(line, *score);
    line.timeMs = scaled(*time, secondsTime ? 1000 : 10);
    line.nodes = *nodes;

    // After nodes: optional integers, then the PV. The PV starts after the last tab that
    // comes before the first non-integer word; without such a tab, right after nodes.
    const qsizetype restBegin = tokens[3].begin + tokens[3].text.size();
    qsizetype firstWord = s.size();
    for (qsizetype k = 4; k < tokens.size(); ++k)
        if (!integer(tokens[k].text)) {
            firstWord = tokens[k].begin;
            break;
        }
    const qsizetype tab = s.left(firstWord).lastIndexOf(u'\t');
    if (tab >= restBegin) {
        QList<qint64> extras;
        for (qsizetype k = 4; k < tokens.size() && tokens[k].begin < tab; ++k)
            extras.append(*integer(tokens[k].text));
        if (!extras.isEmpty()) {
            line.tbhits = extras.takeLast();
            if (!extras.isEmpty())
                line.seldepth = int(std::clamp<qint64>(extras.takeFirst(), -1, MaxDepth));
            if (!extras.isEmpty()) line.nps = extras.takeFirst();
        }
        setPv(line, s.mid(tab + 1));
    } else {
        setPv(line, s.mid(restBegin));
    }
    return line;
}

std::optional<ThinkingLine> parseCecpContinuation(QStringView s) {
    qsizetype blanks = 0;
    while (blanks < s.size() && (s.at(blanks) == u' ' || s.at(blanks) == u'\t'))
        ++blanks;
    if (blanks < 4 || blanks == s.size()) return std::nullopt;
    const QList<Token> tokens = tokenize(s);
    if (integer(tokens.first().text)) return std::nullopt;
    ThinkingLine line;
    line.continuation = true;
    setPv(line, s);
    return line;
}

std::optional<SearchProgress> parseStat01(QStringView s) {
    s = s.trimmed();
    if (!s.startsWith(u"stat01:")) return std::nullopt;
    const QList<Token> t = tokenize(s.mid(7));
    if (t.size() < 5) return std::nullopt;
    SearchProgress p;
    const auto time = integer(t[0].text), nodes = integer(t[1].text), ply = integer(t[2].text),
               left = integer(t[3].text), total = integer(t[4].text);
    if (!time || !nodes || !ply || !left || !total) return std::nullopt;
    p.timeMs = scaled(*time, 10);
    p.nodes = *nodes;
    p.depth = int(std::clamp<qint64>(*ply, -1, MaxDepth));
    p.movesLeft = toInt(*left);
    p.movesTotal = toInt(*total);
    if (t.size() > 5) p.currentMove = t[5].text.left(enginetext::MaxNameLength).toString();
    return p;
}

namespace {

// What an info line has said so far.
struct InfoState {
    ThinkingLine line;
    SearchProgress progress;
    bool haveLine = false, haveProgress = false;
};

// The info keys followed by a number, and where the number goes.
struct NumericKey {
    const char16_t* key;
    void (*set)(InfoState&, qint64);
};
const NumericKey NumericKeys[] = {
    {u"depth",
     [](InfoState& i, qint64 v) {
         i.line.depth = i.progress.depth = int(std::clamp<qint64>(v, -1, MaxDepth));
     }},
    {u"seldepth",
     [](InfoState& i, qint64 v) { i.line.seldepth = int(std::clamp<qint64>(v, -1, MaxDepth)); }},
    {u"time", [](InfoState& i, qint64 v) { i.line.timeMs = i.progress.timeMs = v; }},
    {u"nodes", [](InfoState& i, qint64 v) { i.line.nodes = i.progress.nodes = v; }},
    {u"multipv", [](InfoState& i, qint64 v) { i.line.multipv = toInt(v); }},
    {u"cp",
     [](InfoState& i, qint64 v) {
         i.line.scoreKind = ThinkingLine::ScoreKind::Centipawns;
         i.line.score = int(std::clamp(v, -MaxCentipawns, MaxCentipawns));
         i.haveLine = true;
     }},
    {u"mate",
     [](InfoState& i, qint64 v) {
         i.line.scoreKind = ThinkingLine::ScoreKind::Mate;
         i.line.score = int(std::clamp(v, -MaxMateMoves, MaxMateMoves));
         i.haveLine = true;
     }},
    {u"currmovenumber",
     [](InfoState& i, qint64 v) {
         i.progress.currentMoveNumber = toInt(v);
         i.haveProgress = true;
     }},
    {u"hashfull",
     [](InfoState& i, qint64 v) {
         i.progress.hashfull = toInt(v);
         i.haveProgress = true;
     }},
    {u"nps",
     [](InfoState& i, qint64 v) {
         i.line.nps = i.progress.nps = v;
         i.haveProgress = true;
     }},
    {u"tbhits",
     [](InfoState& i, qint64 v) {
         i.line.tbhits = i.progress.tbhits = v;
         i.haveProgress = true;
     }},
    {u"cpuload",
     [](InfoState& i, qint64 v) {
         i.progress.cpuload = toInt(v);
         i.haveProgress = true;
     }},
};

const NumericKey* numericKey(QStringView key) {
    for (const NumericKey& k : NumericKeys)
        if (key == QStringView(k.key)) return &k;
    return nullptr;
}

// The words after "pv", up to the next keyword or the end; returns the index of the last.
qsizetype readInfoPv(QStringView s, const QList<Token>& t, qsizetype k, ThinkingLine& line) {
    // moves are single words; the pv runs to the next keyword or the end
    static const QStringList stops{QStringLiteral("depth"),    QStringLiteral("seldepth"),
                                   QStringLiteral("time"),     QStringLiteral("nodes"),
                                   QStringLiteral("multipv"),  QStringLiteral("score"),
                                   QStringLiteral("currmove"), QStringLiteral("currmovenumber"),
                                   QStringLiteral("hashfull"), QStringLiteral("nps"),
                                   QStringLiteral("tbhits"),   QStringLiteral("cpuload"),
                                   QStringLiteral("string"),   QStringLiteral("hint")};
    // A second pv replaces the first: pvText is cut from this one's words only.
    line.pv.clear();
    line.pvCut = false;
    const qsizetype first = k + 1;
    while (k + 1 < t.size() && !stops.contains(t[k + 1].text.toString())) {
        ++k;
        if (line.pv.size() < ThinkingLine::MaxPvMoves &&
            t[k].begin + t[k].text.size() - t[first].begin <= ThinkingLine::MaxPvLength)
            line.pv.append(t[k].text.toString());
        else
            line.pvCut = true;
    }
    if (!line.pv.isEmpty()) {
        const qsizetype last = first + line.pv.size() - 1;
        line.pvText =
            s.mid(t[first].begin, t[last].begin + t[last].text.size() - t[first].begin).toString();
    }
    return k;
}

} // namespace

CxboardInfo parseCxboardInfo(QStringView s) {
    CxboardInfo info;
    s = s.trimmed();
    if (s.startsWith(u"info")) s = s.mid(4);
    const QList<Token> t = tokenize(s);
    InfoState i;
    ThinkingLine& line = i.line;
    for (qsizetype k = 0; k < t.size(); ++k) {
        const QStringView key = t[k].text;
        const bool hasNext = k + 1 < t.size();
        if (const NumericKey* n = numericKey(key)) {
            if (!hasNext) continue;
            if (const auto v = integer(t[k + 1].text)) {
                ++k;
                n->set(i, *v);
            }
        } else if (key == u"score") {
            i.haveLine = true;
        } else if (key == u"lowerbound" || key == u"upperbound") {
            const bool lower = key == u"lowerbound";
            line.bound = lower ? ThinkingLine::Bound::Lower : ThinkingLine::Bound::Upper;
            (lower ? line.failHigh : line.failLow) = true;
        } else if (key == u"currmove" && hasNext) {
            i.progress.currentMove = t[++k].text.left(enginetext::MaxNameLength).toString();
            i.haveProgress = true;
        } else if (key == u"hint" && hasNext) {
            info.hint = t[++k].text.left(enginetext::MaxNameLength).toString();
        } else if (key == u"string") {
            // the rest of the line, verbatim
            if (hasNext)
                info.string = enginetext::cut(s.mid(t[k + 1].begin), enginetext::MaxMessageLength);
            break;
        } else if (key == u"pv") {
            k = readInfoPv(s, t, k, line);
            i.haveLine = true;
        }
    }
    if (i.haveLine)
        info.thinking = line;
    else if (i.haveProgress || line.depth > 0 || line.nodes >= 0 || line.timeMs >= 0)
        info.progress = i.progress;
    return info;
}

bool isMoveNumberToken(QStringView t) {
    qsizetype i = 0;
    while (i < t.size() && t.at(i).isDigit())
        ++i;
    if (i == t.size()) return false; // digits alone (or nothing) are no move number
    for (qsizetype j = i; j < t.size(); ++j)
        if (t.at(j) != u'.') return false;
    return true;
}

} // namespace tabiya
