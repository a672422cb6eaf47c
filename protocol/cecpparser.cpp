#include "cecpparser.h"

#include "enginetext.h"
#include "thinkingparser.h"

#include <QRegularExpression>

namespace tabiya::cecp {

namespace {

// The text after a command word, or nullopt when line does not start with that word
// followed by a blank or the end.
std::optional<QStringView> argsOf(QStringView line, QStringView word) {
    if (!line.startsWith(word)) return std::nullopt;
    if (line.size() == word.size()) return QStringView();
    if (!line.at(word.size()).isSpace()) return std::nullopt;
    return line.mid(word.size()).trimmed();
}

// The first word of text: up to a blank of any kind ("move e2e4<TAB>e7e5" moves e2e4).
QStringView firstWord(QStringView text) {
    qsizetype end = 0;
    while (end < text.size() && !text.at(end).isSpace())
        ++end;
    return text.left(end);
}

// Texts are cut to MaxMessageLength: a telluser of 64 KB is no message anyone reads.
Message make(Message::Kind kind, QStringView text = {}, QStringView text2 = {}) {
    Message m;
    m.kind = kind;
    m.text = enginetext::cut(text, enginetext::MaxMessageLength);
    m.text2 = enginetext::cut(text2, enginetext::MaxMessageLength);
    return m;
}

// "Illegal move: X", "Illegal move (REASON): X", "Illegal move:X", "Illegal move",
// "illegal move", "Illegal move (no matching move)e2e4".
Message illegalMove(QStringView rest) {
    rest = rest.trimmed();
    QStringView reason;
    if (rest.startsWith(u'(')) {
        const qsizetype close = rest.indexOf(u')');
        if (close > 0) {
            reason = rest.mid(1, close - 1).trimmed();
            rest = rest.mid(close + 1).trimmed();
        }
    }
    if (rest.startsWith(u':')) rest = rest.mid(1).trimmed();
    // The move is the first word; some engines add an explanation after it.
    const qsizetype space = rest.indexOf(u' ');
    return make(Message::Kind::IllegalMove, space < 0 ? rest : rest.left(space), reason);
}

Message result(EngineResult r, QStringView comment,
               Message::Relative rel = Message::Relative::Absolute) {
    Message m = make(Message::Kind::Result, comment);
    m.result = r;
    m.relative = rel;
    return m;
}

// "{comment}" after a result token (braces optional, text kept as sent otherwise).
QStringView braceComment(QStringView s) {
    s = s.trimmed();
    if (s.startsWith(u'{')) {
        const qsizetype close = s.lastIndexOf(u'}');
        return close > 0 ? s.mid(1, close - 1).trimmed() : s.mid(1).trimmed();
    }
    return s;
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
        if (close < 0) return std::nullopt;
        setup.pieceToChar = text.mid(1, close - 1).toString();
        text = text.mid(close + 1).trimmed();
        static const QRegularExpression geometry(
            QStringLiteral("^(\\d+)x(\\d+)\\+(\\d+)_(\\S+)\\s+"));
        const auto m = geometry.match(text.toString());
        if (m.hasMatch()) {
            setup.width = m.captured(1).toInt();
            setup.height = m.captured(2).toInt();
            setup.holdings = m.captured(3).toInt();
            setup.parentVariant = m.captured(4);
            text = text.mid(m.capturedLength());
        }
    }
    if (text.isEmpty()) return std::nullopt;
    setup.fen = text.trimmed().toString();
    return setup;
}

Message parseLine(QStringView rawLine) {
    // Control characters (terminal escapes) never reach a field: stripped here, once.
    const QString clean = enginetext::stripControls(rawLine);
    QStringView line = clean;
    // Leading blanks matter only for continuation and bk lines; most commands are trimmed.
    const QStringView raw = line;
    line = line.trimmed();
    if (line.isEmpty()) return make(Message::Kind::Empty);
    if (line.startsWith(u'#')) return make(Message::Kind::Debug, line.mid(1).trimmed());

    if (auto a = argsOf(line, u"feature")) {
        Message m = make(Message::Kind::Feature);
        m.features = parseFeatures(*a);
        return m;
    }
    if (auto a = argsOf(line, u"pong")) {
        bool ok = false;
        Message m = make(Message::Kind::Pong);
        m.pong = firstWord(*a).toInt(&ok);
        // The number of a ping we sent, which is never negative.
        return ok && m.pong >= 0 ? m : make(Message::Kind::Other, line);
    }
    if (auto a = argsOf(line, u"move")) {
        if (!a->isEmpty()) return make(Message::Kind::Move, firstWord(*a));
    }
    if (line.startsWith(u"Illegal move") || line.startsWith(u"illegal move"))
        return illegalMove(line.mid(12));
    if (line.startsWith(u"Invalid move")) // GNU Chess 6: "Invalid move: e7e5"
        return illegalMove(line.mid(12));
    if (line.startsWith(u"Error")) {
        QStringView rest = line.mid(5).trimmed();
        QStringView type;
        if (rest.startsWith(u'(')) {
            const qsizetype close = rest.indexOf(u')');
            if (close > 0) {
                type = rest.mid(1, close - 1).trimmed();
                rest = rest.mid(close + 1).trimmed();
            }
        }
        if (rest.startsWith(u':')) rest = rest.mid(1).trimmed();
        // "Error (Illegal move or unknown command): e2e5" reports a move as well.
        if (type.contains(u"illegal move", Qt::CaseInsensitive))
            return make(Message::Kind::IllegalMove, firstWord(rest), type);
        return make(Message::Kind::Error, type, rest);
    }
    if (line.startsWith(u"Hint:"))
        return make(Message::Kind::Hint, firstWord(line.mid(5).trimmed()));

    // tell* before anything that looks at words inside the line ("offer" "draw").
    if (auto a = argsOf(line, u"telluser")) return make(Message::Kind::TellUser, *a);
    if (auto a = argsOf(line, u"tellusererror")) return make(Message::Kind::TellUserError, *a);
    if (auto a = argsOf(line, u"tellopponent")) return make(Message::Kind::TellOpponent, *a);
    if (auto a = argsOf(line, u"tellothers")) return make(Message::Kind::TellOthers, *a);
    if (auto a = argsOf(line, u"tellall")) return make(Message::Kind::TellAll, *a);
    if (auto a = argsOf(line, u"tellics")) return make(Message::Kind::TellIcs, *a);
    if (auto a = argsOf(line, u"tellicsnoalias")) return make(Message::Kind::TellIcs, *a);
    if (auto a = argsOf(line, u"askuser")) {
        const qsizetype space = a->indexOf(u' ');
        if (space < 0) return make(Message::Kind::AskUser, *a, QStringView());
        return make(Message::Kind::AskUser, a->left(space), a->mid(space + 1).trimmed());
    }
    if (auto a = argsOf(line, u"highlight")) {
        if (auto board = parseHighlightBoard(*a)) {
            Message m = make(Message::Kind::Highlight);
            m.highlight = *board;
            return m;
        }
        return make(Message::Kind::Other, line);
    }
    if (auto a = argsOf(line, u"choice")) return make(Message::Kind::Choice, *a);
    if (auto a = argsOf(line, u"click")) return make(Message::Kind::Click, *a);
    if (auto a = argsOf(line, u"setup")) {
        if (auto s = parseSetup(*a)) {
            Message m = make(Message::Kind::Setup);
            m.setup = *s;
            return m;
        }
        return make(Message::Kind::Other, line);
    }
    if (auto a = argsOf(line, u"piece")) return make(Message::Kind::Piece, *a);

    if (line == u"resign" || line.startsWith(u"resign ")) return make(Message::Kind::Resign);

    // Results: "1-0 {White mates}", "0-1 {...}", "1/2-1/2 {...}", "* {...}".
    if (auto a = argsOf(line, u"1-0")) return result(EngineResult::WhiteWins, braceComment(*a));
    if (auto a = argsOf(line, u"0-1")) return result(EngineResult::BlackWins, braceComment(*a));
    if (auto a = argsOf(line, u"1/2-1/2")) return result(EngineResult::Draw, braceComment(*a));
    if (auto a = argsOf(line, u"*")) return result(EngineResult::Unfinished, braceComment(*a));

    // The legacy strings of section 13, case-sensitive, at the start of the line.
    if (line.startsWith(u"White resigns")) return result(EngineResult::BlackWins, u"White resigns");
    if (line.startsWith(u"Black resigns")) return result(EngineResult::WhiteWins, u"Black resigns");
    if (line.startsWith(u"computer resigns"))
        return result(EngineResult::Unfinished, u"computer resigns",
                      Message::Relative::EngineResigns);
    if (line.startsWith(u"computer mates") || line.startsWith(u"opponent mates") ||
        line.startsWith(u"checkmate"))
        return result(EngineResult::Unfinished, line, Message::Relative::SideToMoveMated);
    if (line.startsWith(u"game is a draw") || line.startsWith(u"Draw"))
        return result(EngineResult::Draw, line);
    if (line.startsWith(u"White")) return result(EngineResult::WhiteWins, u"White mates");
    if (line.startsWith(u"Black")) return result(EngineResult::BlackWins, u"Black mates");

    // Any line with the words "offer" and "draw" offers a draw.
    {
        static const QRegularExpression offer(QStringLiteral("\\boffer\\b"));
        static const QRegularExpression draw(QStringLiteral("\\bdraw\\b"));
        if (offer.match(line.toString()).hasMatch() && draw.match(line.toString()).hasMatch())
            return make(Message::Kind::OfferDraw);
    }

    // "NUMBER ... MOVE" (gnuchessx): the move after the dots. "NUMBER MOVE" is ignored.
    {
        static const QRegularExpression legacyMove(
            QStringLiteral("^\\d+\\.?\\s*\\.\\.\\.\\s*(\\S+)"));
        const auto m = legacyMove.match(line.toString());
        if (m.hasMatch()) return make(Message::Kind::Move, m.captured(1));
    }
    if (line == u"++") return make(Message::Kind::FailHigh);
    if (line == u"--") return make(Message::Kind::FailLow);
    if (auto p = parseStat01(line)) {
        Message m = make(Message::Kind::Stat01);
        m.progress = *p;
        return m;
    }
    if (auto t = parseCecpThinking(line)) {
        Message m;
        if (t->pvText.startsWith(u'(') && !isPonderPv(t->pvText)) {
            m = make(Message::Kind::Book, t->pvText);
        } else {
            m = make(Message::Kind::Thinking);
        }
        m.thinking = *t;
        return m;
    }
    if (auto t = parseCecpContinuation(raw)) {
        Message m = make(Message::Kind::Continuation);
        m.thinking = *t;
        return m;
    }
    return make(Message::Kind::Other, line);
}

} // namespace tabiya::cecp
