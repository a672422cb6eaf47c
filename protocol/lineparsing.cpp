#include "protocol/lineparsing.h"

#include "protocol/enginetext.h"

namespace tabiya::lineparsing {

std::optional<QStringView> argsOf(QStringView line, QStringView word) {
    if (!line.startsWith(word)) return std::nullopt;
    if (line.size() == word.size()) return QStringView();
    if (!line.at(word.size()).isSpace()) return std::nullopt;
    return line.mid(word.size()).trimmed();
}

QStringView firstWord(QStringView text) {
    text = text.trimmed();
    qsizetype end = 0;
    while (end < text.size() && !text.at(end).isSpace())
        ++end;
    return text.left(end);
}

std::pair<QStringView, QStringView> reasonAndRest(QStringView s) {
    s = s.trimmed();
    QStringView reason;
    if (s.startsWith(u'(')) {
        const qsizetype close = s.indexOf(u')');
        if (close > 0) {
            reason = s.mid(1, close - 1).trimmed();
            s = s.mid(close + 1).trimmed();
        }
    }
    if (s.startsWith(u':')) s = s.mid(1).trimmed();
    return {reason, s};
}

QStringView braceComment(QStringView s) {
    s = s.trimmed();
    if (s.startsWith(u'{')) {
        const qsizetype close = s.lastIndexOf(u'}');
        return close > 0 ? s.mid(1, close - 1).trimmed() : s.mid(1).trimmed();
    }
    return s;
}

QString message(QStringView text) {
    return enginetext::cut(text, enginetext::MaxMessageLength);
}

} // namespace tabiya::lineparsing

namespace tabiya::parsed {

using namespace lineparsing;

IllegalMove illegalMove(QStringView afterWords) {
    // "Illegal move: X", "Illegal move (REASON): X", "Illegal move:X", "Illegal move",
    // "Illegal move (no matching move)e2e4"; the move is the first word, some engines add
    // an explanation after it.
    const auto [reason, rest] = reasonAndRest(afterWords);
    return {message(firstWord(rest)), message(reason)};
}

Question question(QStringView args) {
    const qsizetype space = args.indexOf(u' ');
    if (space < 0) return {message(args), {}};
    return {message(args.left(space)), message(args.mid(space + 1).trimmed())};
}

std::optional<Result> result(QStringView token, QStringView rest) {
    static const std::pair<QStringView, EngineResult> tokens[] = {
        {u"1-0", EngineResult::WhiteWins},
        {u"0-1", EngineResult::BlackWins},
        {u"1/2-1/2", EngineResult::Draw},
        {u"*", EngineResult::Unfinished},
    };
    for (const auto& [text, r] : tokens)
        if (token == text) return Result{r, message(braceComment(rest)), {}};
    return std::nullopt;
}

} // namespace tabiya::parsed
