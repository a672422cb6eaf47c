#include "protocol/uciparser.h"

#include "protocol/enginetext.h"
#include "protocol/optionparser.h"

namespace tabiya::uci {

namespace {

using namespace lineparsing;
using Kind = Message::Kind;

// Lines without arguments.
struct Word {
    const char16_t* word;
    Kind kind;
};
constexpr Word Words[] = {
    {u"uciok", Kind::Ok},        {u"ucciok", Kind::Ok},
    {u"readyok", Kind::ReadyOk}, {u"nobestmove", Kind::NoBestMove},
    {u"bye", Kind::Bye},
};

constexpr Word IdWords[] = {
    {u"name", Kind::IdName},
    {u"author", Kind::IdAuthor},
};

// The words of a bestmove line after the move: "ponder M", then UCCI's "draw" or "resign".
std::optional<Message> bestMove(QStringView args) {
    const QList<QStringView> words = args.split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty()) return std::nullopt;
    if (words[0] == u"(none)" || words[0] == u"0000") return Message::make(Kind::NoBestMove);
    BestMove b;
    b.move = message(words[0]);
    for (qsizetype i = 1; i < words.size(); ++i) {
        if (words[i] == u"ponder" && i + 1 < words.size())
            b.ponder = message(words[++i]);
        else if (words[i] == u"draw")
            b.draw = true;
        else if (words[i] == u"resign")
            b.resign = true;
    }
    if (b.ponder == u"(none)" || b.ponder == u"0000") b.ponder.clear();
    return Message::make(Kind::BestMove, b);
}

// "option NAME type ..." (UCCI) becomes UCI's "option name NAME type ...".
std::optional<EngineOption> option(QStringView args) {
    if (argsOf(args, u"name")) return parseCxboardOption(args);
    return parseCxboardOption(QStringLiteral("name ") + args.toString());
}

// "pophash [bestmove M] [lowerbound V depth D] [upperbound V depth D]": a thinking line
// with the deeper bound's value, or the move alone.
Message popHash(QStringView args) {
    ThinkingLine line;
    const QList<QStringView> w = args.split(u' ', Qt::SkipEmptyParts);
    int boundDepth = -1;
    for (qsizetype i = 0; i + 1 < w.size(); ++i) {
        if (w[i] == u"bestmove") {
            line.pv = {message(w[i + 1])};
            line.pvText = line.pv.first();
            continue;
        }
        const bool lower = w[i] == u"lowerbound";
        if (!lower && w[i] != u"upperbound") continue;
        bool okValue = false, okDepth = false;
        const int value = w[i + 1].toInt(&okValue);
        const int depth = i + 3 < w.size() && w[i + 2] == u"depth" ? w[i + 3].toInt(&okDepth) : 0;
        if (!okValue || depth < boundDepth) continue;
        boundDepth = depth;
        line.depth = std::clamp(depth, 0, 10000);
        line.scoreKind = ThinkingLine::ScoreKind::Centipawns;
        line.score = std::clamp(value, -1000000, 1000000);
        line.bound = lower ? ThinkingLine::Bound::Lower : ThinkingLine::Bound::Upper;
    }
    return Message::make(Kind::PopHash, line);
}

// The kind of the word in table that text is (lone: the whole of it) or starts with.
template <std::size_t N>
std::optional<std::pair<Kind, QStringView>> lookUp(const Word (&table)[N], QStringView text,
                                                   bool lone) {
    for (const Word& w : table) {
        const auto args = argsOf(text, QStringView(w.word));
        if (args && (!lone || args->isEmpty())) return std::pair{w.kind, *args};
    }
    return std::nullopt;
}

} // namespace

Message parseLine(QStringView rawLine) {
    QString clean;
    const QStringView line = cleanLine(rawLine, clean);
    if (line.isEmpty()) return Message::make(Kind::Empty);
    if (const auto w = lookUp(Words, line, true)) return Message::make(w->first);
    const auto other = [line] { return Message::withText(Kind::Other, line); };
    if (auto a = argsOf(line, u"id")) {
        if (const auto id = lookUp(IdWords, *a, false))
            return Message::withText(id->first,
                                     enginetext::cut(id->second, enginetext::MaxNameLength));
        return other();
    }
    if (auto a = argsOf(line, u"option")) {
        if (auto o = option(*a)) return Message::make(Kind::Option, *o);
        return other();
    }
    if (auto a = argsOf(line, u"bestmove")) return bestMove(*a).value_or(other());
    if (argsOf(line, u"info")) return Message::make(Kind::Info, parseCxboardInfo(line));
    if (auto a = argsOf(line, u"pophash")) return popHash(*a);
    return other();
}

} // namespace tabiya::uci
