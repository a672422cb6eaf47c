#include "protocol/cecpparser.h"

#include "protocol/enginetext.h"
#include "protocol/thinkingparser.h"

#include <QRegularExpression>

namespace tabiya::cecp {

namespace {

using namespace lineparsing;
using Kind = Message::Kind;

Message result(EngineResult r, QStringView comment,
               parsed::Result::Relative rel = parsed::Result::Relative::Absolute) {
    return Message::make(Kind::Result, parsed::Result{r, message(comment), rel});
}

// Commands whose argument is the whole message: the tell* lines and three others.
using To = parsed::Tell::To;
struct TextCommand {
    const char16_t* word;
    Kind kind;
    std::optional<To> to; // for the tell* lines
};
const TextCommand TextCommands[] = {
    {u"telluser", Kind::TellUser, To::User},
    {u"tellusererror", Kind::TellUserError, To::UserError},
    {u"tellopponent", Kind::TellOpponent, To::Opponent},
    {u"tellothers", Kind::TellOthers, To::Others},
    {u"tellall", Kind::TellAll, To::All},
    {u"tellics", Kind::TellIcs, To::Ics},
    {u"tellicsnoalias", Kind::TellIcs, To::Ics},
    {u"choice", Kind::Choice, {}},
    {u"click", Kind::Click, {}},
};

Message textCommand(const TextCommand& c, QStringView args) {
    return c.to ? Message::tell(c.kind, *c.to, args) : Message::withText(c.kind, args);
}

std::optional<HighlightColour> colourOf(QChar c) {
    switch (c.toUpper().unicode()) {
    case 'R': return HighlightColour::Red;
    case 'Y': return HighlightColour::Yellow;
    case 'G': return HighlightColour::Green;
    case 'C': return HighlightColour::Cyan;
    case 'B': return HighlightColour::Blue;
    case 'M': return HighlightColour::Magenta;
    case 'W': return HighlightColour::White;
    case 'D': return HighlightColour::Dark;
    case 'T': return HighlightColour::Transparent;
    default: return std::nullopt;
    }
}

} // namespace

std::optional<HighlightBoard> parseHighlightBoard(QStringView text) {
    text = text.trimmed();
    const qsizetype space = text.indexOf(u' ');
    if (space >= 0) text = text.left(space); // anything after the board is ignored
    if (text.isEmpty()) return std::nullopt;
    QList<QList<HighlightSquare>> rows;
    for (QStringView rank : text.split(u'/')) {
        QList<HighlightSquare> row;
        for (qsizetype i = 0; i < rank.size();) {
            const QChar c = rank.at(i);
            if (c.isDigit()) {
                int n = 0;
                while (i < rank.size() && rank.at(i).isDigit() && n < 1000)
                    n = n * 10 + rank.at(i++).digitValue();
                if (n > 64) return std::nullopt; // no board is that wide; keep memory bounded
                row.append(QList<HighlightSquare>(n));
                continue;
            }
            const auto colour = colourOf(c);
            if (!colour) return std::nullopt;
            row.append({*colour, c.isUpper()});
            ++i;
        }
        if (row.size() > 64) return std::nullopt;
        rows.append(row);
        if (rows.size() > 64) return std::nullopt;
    }
    HighlightBoard board;
    board.height = int(rows.size());
    for (const auto& row : rows)
        board.width = std::max(board.width, int(row.size()));
    if (board.width == 0) return std::nullopt;
    for (auto row : rows) {
        row.resize(board.width);
        board.squares.append(row);
    }
    return board;
}

std::optional<EngineSetup> parseSetup(QStringView text) {
    text = text.trimmed();
    EngineSetup setup;
    if (text.startsWith(u'(')) {
        const qsizetype close = text.indexOf(u')');
        if (close < 0 || close - 1 > EngineSetup::MaxPieceToChar) return std::nullopt;
        setup.pieceToChar = text.mid(1, close - 1).toString();
        text = text.mid(close + 1).trimmed();
        static const QRegularExpression geometry(
            QStringLiteral("^(\\d{1,2})x(\\d{1,2})\\+(\\d{1,2})_(\\S+)\\s+"));
        const auto m = geometry.match(text.toString());
        if (m.hasMatch()) {
            setup.width = m.captured(1).toInt();
            setup.height = m.captured(2).toInt();
            setup.holdings = m.captured(3).toInt();
            setup.parentVariant = m.captured(4);
            if (setup.parentVariant.endsWith(u'!')) {
                setup.prelude = true;
                setup.parentVariant.chop(1);
            }
            text = text.mid(m.capturedLength());
            const auto inRange = [](int n, int low) {
                return n >= low && n <= EngineSetup::MaxSize;
            };
            if (!inRange(setup.width, 1) || !inRange(setup.height, 1) ||
                !inRange(setup.holdings, 0) || setup.parentVariant.size() > 40)
                return std::nullopt;
        }
    }
    text = text.trimmed();
    if (text.isEmpty() || text.size() > EngineSetup::MaxFen) return std::nullopt;
    setup.fen = text.toString();
    return setup;
}

std::optional<EnginePiece> parsePiece(QStringView text) {
    text = text.trimmed();
    const qsizetype space = text.indexOf(u' ');
    if (space < 0) return std::nullopt;
    QStringView id = text.left(space);
    const QStringView description = text.mid(space + 1).trimmed();
    EnginePiece piece;
    if (id.startsWith(u'+')) {
        piece.promoted = true;
        id = id.mid(1);
    }
    if (id.endsWith(u'&')) {
        piece.bothColours = true;
        id.chop(1);
    }
    if (id.size() != 1 || id[0].unicode() > 127 || !id[0].isLetter()) return std::nullopt;
    piece.letter = id[0];
    if (description.isEmpty() || description.size() > EnginePiece::MaxDescription)
        return std::nullopt;
    for (QChar c : description)
        if (c.unicode() <= 32 || c.unicode() >= 127) return std::nullopt;
    piece.description = description.toString();
    return piece;
}

namespace {

// "Error (TYPE): COMMAND"; "Error (Illegal move or unknown command): e2e5" reports a move.
Message error(QStringView afterWord) {
    const auto [type, rest] = reasonAndRest(afterWord);
    if (type.contains(u"illegal move", Qt::CaseInsensitive))
        return Message::make(Kind::IllegalMove,
                             parsed::IllegalMove{message(firstWord(rest)), message(type)});
    return Message::make(Kind::Error, parsed::Error{message(type), message(rest)});
}

// Commands with a word first: nullopt when line starts with none of them.
std::optional<Message> command(QStringView line) {
    if (auto a = argsOf(line, u"feature")) return Message::make(Kind::Feature, parseFeatures(*a));
    if (auto a = argsOf(line, u"pong")) {
        bool ok = false;
        const int n = firstWord(*a).toInt(&ok);
        // The number of a ping we sent, which is never negative.
        return ok && n >= 0 ? Message::make(Kind::Pong, Pong{n})
                            : Message::withText(Kind::Other, line);
    }
    if (auto a = argsOf(line, u"move"); a && !a->isEmpty())
        return Message::withText(Kind::Move, firstWord(*a));
    if (line.startsWith(u"Illegal move") || line.startsWith(u"illegal move") ||
        line.startsWith(u"Invalid move")) // GNU Chess 6: "Invalid move: e7e5"
        return Message::make(Kind::IllegalMove, parsed::illegalMove(line.mid(12)));
    if (line.startsWith(u"Error")) return error(line.mid(5));
    if (line.startsWith(u"Hint:")) return Message::withText(Kind::Hint, firstWord(line.mid(5)));
    // tell* before anything that looks at words inside the line ("offer" "draw").
    for (const TextCommand& c : TextCommands)
        if (auto a = argsOf(line, QStringView(c.word))) return textCommand(c, *a);
    if (auto a = argsOf(line, u"askuser"))
        return Message::make(Kind::AskUser, parsed::question(*a));
    if (auto a = argsOf(line, u"highlight")) {
        if (auto board = parseHighlightBoard(*a)) return Message::make(Kind::Highlight, *board);
        return Message::withText(Kind::Other, line);
    }
    if (auto a = argsOf(line, u"setup")) {
        if (auto s = parseSetup(*a)) return Message::make(Kind::Setup, *s);
        return Message::withText(Kind::Malformed, u"setup");
    }
    if (auto a = argsOf(line, u"piece")) {
        if (auto p = parsePiece(*a)) return Message::make(Kind::Piece, *p);
        return Message::withText(Kind::Malformed, u"piece");
    }
    if (line == u"resign" || line.startsWith(u"resign ")) return Message::make(Kind::Resign);
    return std::nullopt;
}

// Results: "1-0 {White mates}", "0-1 {...}", "1/2-1/2 {...}", "* {...}", and the legacy
// strings of section 13, case-sensitive, at the start of the line.
std::optional<Message> resultLine(QStringView line) {
    using Rel = parsed::Result::Relative;
    const QStringView token = firstWord(line);
    if (auto r = parsed::result(token, line.mid(token.size())))
        return Message::make(Kind::Result, *r);
    if (line.startsWith(u"White resigns")) return result(EngineResult::BlackWins, u"White resigns");
    if (line.startsWith(u"Black resigns")) return result(EngineResult::WhiteWins, u"Black resigns");
    if (line.startsWith(u"computer resigns"))
        return result(EngineResult::Unfinished, u"computer resigns", Rel::EngineResigns);
    if (line.startsWith(u"computer mates") || line.startsWith(u"opponent mates") ||
        line.startsWith(u"checkmate"))
        return result(EngineResult::Unfinished, line, Rel::SideToMoveMated);
    if (line.startsWith(u"game is a draw") || line.startsWith(u"Draw"))
        return result(EngineResult::Draw, line);
    if (line.startsWith(u"White")) return result(EngineResult::WhiteWins, u"White mates");
    if (line.startsWith(u"Black")) return result(EngineResult::BlackWins, u"Black mates");
    return std::nullopt;
}

// Search output: "++", "--", stat01, thinking and book lines, continuations.
std::optional<Message> searchLine(QStringView line, QStringView raw) {
    if (line == u"++") return Message::make(Kind::FailHigh);
    if (line == u"--") return Message::make(Kind::FailLow);
    if (auto p = parseStat01(line)) return Message::make(Kind::Stat01, *p);
    if (auto t = parseCecpThinking(line)) {
        if (t->pvText.startsWith(u'(') && !isPonderPv(t->pvText))
            return Message::withText(Kind::Book, t->pvText);
        return Message::make(Kind::Thinking, *t);
    }
    if (auto t = parseCecpContinuation(raw)) return Message::make(Kind::Continuation, *t);
    return std::nullopt;
}

} // namespace

Message parseLine(QStringView rawLine) {
    // Control characters (terminal escapes) never reach a field: stripped here, once.
    const QString clean = enginetext::stripControls(rawLine);
    // Leading blanks matter only for continuation and bk lines; most commands are trimmed.
    const QStringView raw = clean;
    const QStringView line = raw.trimmed();
    if (line.isEmpty()) return Message::make(Kind::Empty);
    if (line.startsWith(u'#')) return Message::withText(Kind::Debug, line.mid(1).trimmed());
    if (auto m = command(line)) return *m;
    if (auto m = resultLine(line)) return *m;
    // Any line with the words "offer" and "draw" offers a draw.
    static const QRegularExpression offer(QStringLiteral("\\boffer\\b"));
    static const QRegularExpression draw(QStringLiteral("\\bdraw\\b"));
    const QString lineText = line.toString();
    if (offer.match(lineText).hasMatch() && draw.match(lineText).hasMatch())
        return Message::make(Kind::OfferDraw);
    // "NUMBER ... MOVE" (gnuchessx): the move after the dots. "NUMBER MOVE" is ignored.
    static const QRegularExpression legacyMove(QStringLiteral("^\\d+\\.?\\s*\\.\\.\\.\\s*(\\S+)"));
    if (const auto m = legacyMove.match(lineText); m.hasMatch())
        return Message::withText(Kind::Move, m.captured(1));
    if (auto m = searchLine(line, raw)) return *m;
    return Message::withText(Kind::Other, line);
}

} // namespace tabiya::cecp
