#include "protocol/cxboardparser.h"

#include "protocol/enginetext.h"
#include "protocol/optionparser.h"

namespace tabiya::cxboard {

namespace {

using namespace lineparsing;
using Kind = Message::Kind;

// The tell* commands: their argument is the whole message.
using To = parsed::Tell::To;
struct TellCommand {
    const char16_t* word;
    Kind kind;
    To to;
};
constexpr TellCommand TellCommands[] = {
    {u"telluser", Kind::TellUser, To::User},
    {u"tellopponent", Kind::TellOpponent, To::Opponent},
    {u"tellothers", Kind::TellOthers, To::Others},
    {u"tellall", Kind::TellAll, To::All},
};

// Lines without arguments.
struct Word {
    const char16_t* word;
    Kind kind;
};
constexpr Word Words[] = {
    {u"cxboardok", Kind::CxboardOk},
    {u"readyok", Kind::ReadyOk},
    {u"resign", Kind::Resign},
    // The spec names it "offerdraw" and, in the draw command's text, "offer draw".
    {u"offerdraw", Kind::OfferDraw},
    {u"offer draw", Kind::OfferDraw},
};

std::optional<Message> idLine(QStringView args) {
    if (auto n = argsOf(args, u"name"))
        return Message::withText(Kind::IdName, enginetext::cut(*n, enginetext::MaxNameLength));
    if (auto n = argsOf(args, u"author"))
        return Message::withText(Kind::IdAuthor, enginetext::cut(*n, enginetext::MaxNameLength));
    return std::nullopt;
}

std::optional<Message> bestMove(QStringView args) {
    if (args.isEmpty()) return std::nullopt;
    // "bestmove h9g7 ponder h0g2" is not in the spec but costs nothing to read.
    QStringView ponder;
    if (auto p = args.indexOf(u" ponder "); p >= 0) ponder = firstWord(args.mid(p + 8));
    return Message::make(Kind::BestMove,
                         parsed::BestMove{message(firstWord(args)), message(ponder)});
}

std::optional<Message> resultLine(QStringView args) {
    const QStringView token = firstWord(args);
    if (auto r = parsed::result(token, args.mid(token.size())))
        return Message::make(Kind::Result, *r);
    return std::nullopt;
}

} // namespace

Message parseLine(QStringView rawLine) {
    // Control characters (terminal escapes) never reach a field: stripped here, once.
    const QString clean = enginetext::stripControls(rawLine);
    const QStringView line = QStringView(clean).trimmed();
    if (line.isEmpty()) return Message::make(Kind::Empty);
    const auto other = [line] { return Message::withText(Kind::Other, line); };
    for (const Word& w : Words)
        if (line == QStringView(w.word)) return Message::make(w.kind);
    if (auto a = argsOf(line, u"id")) return idLine(*a).value_or(other());
    if (argsOf(line, u"option")) {
        if (auto o = parseCxboardOption(line)) return Message::make(Kind::Option, *o);
        return other();
    }
    if (auto a = argsOf(line, u"bestmove")) return bestMove(*a).value_or(other());
    if (auto a = argsOf(line, u"move"); a && !a->isEmpty())
        return Message::withText(Kind::Move, firstWord(*a));
    if (argsOf(line, u"info")) return Message::make(Kind::Info, parseCxboardInfo(line));
    if (line.startsWith(u"Illegal move") || line.startsWith(u"illegal move"))
        return Message::make(Kind::IllegalMove, parsed::illegalMove(line.mid(12)));
    if (line.startsWith(u"Error")) {
        const auto [type, rest] = reasonAndRest(line.mid(5));
        return Message::make(Kind::Error, parsed::Error{message(type), message(rest)});
    }
    if (auto a = argsOf(line, u"result")) return resultLine(*a).value_or(other());
    for (const TellCommand& c : TellCommands)
        if (auto a = argsOf(line, QStringView(c.word))) return Message::tell(c.kind, c.to, *a);
    if (auto a = argsOf(line, u"askuser"))
        return Message::make(Kind::AskUser, parsed::question(*a));
    if (auto a = argsOf(line, u"copyprotection"))
        return Message::withText(Kind::CopyProtection, firstWord(*a));
    return other();
}

} // namespace tabiya::cxboard
