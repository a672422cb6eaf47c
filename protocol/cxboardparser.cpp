#include "cxboardparser.h"

#include "enginetext.h"
#include "optionparser.h"

namespace tabiya::cxboard {

namespace {

std::optional<QStringView> argsOf(QStringView line, QStringView word) {
    if (!line.startsWith(word)) return std::nullopt;
    if (line.size() == word.size()) return QStringView();
    if (!line.at(word.size()).isSpace()) return std::nullopt;
    return line.mid(word.size()).trimmed();
}

// Texts are cut to MaxMessageLength: a telluser of 64 KB is no message anyone reads.
Message make(Message::Kind kind, QStringView text = {}, QStringView text2 = {}) {
    Message m;
    m.kind = kind;
    m.text = enginetext::cut(text, enginetext::MaxMessageLength);
    m.text2 = enginetext::cut(text2, enginetext::MaxMessageLength);
    return m;
}

// A tab ends a word as a space does (the line keeps its tabs: they separate fields).
QStringView firstWord(QStringView s) {
    s = s.trimmed();
    qsizetype end = 0;
    while (end < s.size() && !s.at(end).isSpace())
        ++end;
    return s.left(end);
}

// "(reason): rest" or ": rest" or "rest" -> reason, rest
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

} // namespace

Message parseLine(QStringView rawLine) {
    // Control characters (terminal escapes) never reach a field: stripped here, once.
    const QString clean = enginetext::stripControls(rawLine);
    const QStringView line = QStringView(clean).trimmed();
    if (line.isEmpty()) return make(Message::Kind::Empty);
    if (auto a = argsOf(line, u"id")) {
        if (auto n = argsOf(*a, u"name"))
            return make(Message::Kind::IdName, enginetext::cut(*n, enginetext::MaxNameLength));
        if (auto n = argsOf(*a, u"author"))
            return make(Message::Kind::IdAuthor, enginetext::cut(*n, enginetext::MaxNameLength));
        return make(Message::Kind::Other, line);
    }
    if (argsOf(line, u"option")) {
        if (auto o = parseCxboardOption(line)) {
            Message m = make(Message::Kind::Option);
            m.option = *o;
            return m;
        }
        return make(Message::Kind::Other, line);
    }
    if (line == u"cxboardok") return make(Message::Kind::CxboardOk);
    if (line == u"readyok") return make(Message::Kind::ReadyOk);
    if (auto a = argsOf(line, u"bestmove")) {
        if (a->isEmpty()) return make(Message::Kind::Other, line);
        // "bestmove h9g7 ponder h0g2" is not in the spec but costs nothing to read.
        QStringView ponder;
        if (auto p = a->indexOf(u" ponder "); p >= 0) ponder = firstWord(a->mid(p + 8));
        return make(Message::Kind::BestMove, firstWord(*a), ponder);
    }
    if (auto a = argsOf(line, u"move")) {
        if (!a->isEmpty()) return make(Message::Kind::Move, firstWord(*a));
    }
    if (argsOf(line, u"info")) {
        Message m = make(Message::Kind::Info);
        m.info = parseCxboardInfo(line);
        return m;
    }
    if (line.startsWith(u"Illegal move") || line.startsWith(u"illegal move")) {
        const auto [reason, rest] = reasonAndRest(line.mid(12));
        return make(Message::Kind::IllegalMove, firstWord(rest), reason);
    }
    if (line.startsWith(u"Error")) {
        const auto [type, rest] = reasonAndRest(line.mid(5));
        return make(Message::Kind::Error, type, rest);
    }
    if (auto a = argsOf(line, u"result")) {
        const QStringView token = firstWord(*a);
        QStringView comment = a->mid(token.size()).trimmed();
        if (comment.startsWith(u'{')) {
            const qsizetype close = comment.lastIndexOf(u'}');
            comment = close > 0 ? comment.mid(1, close - 1).trimmed() : comment.mid(1).trimmed();
        }
        Message m = make(Message::Kind::Result, comment);
        if (token == u"1-0")
            m.result = EngineResult::WhiteWins;
        else if (token == u"0-1")
            m.result = EngineResult::BlackWins;
        else if (token == u"1/2-1/2")
            m.result = EngineResult::Draw;
        else if (token == u"*")
            m.result = EngineResult::Unfinished;
        else
            return make(Message::Kind::Other, line);
        return m;
    }
    if (line == u"resign") return make(Message::Kind::Resign);
    // The spec names it "offerdraw" and, in the draw command's text, "offer draw".
    if (line == u"offerdraw" || line == u"offer draw") return make(Message::Kind::OfferDraw);
    if (auto a = argsOf(line, u"telluser")) return make(Message::Kind::TellUser, *a);
    if (auto a = argsOf(line, u"tellopponent")) return make(Message::Kind::TellOpponent, *a);
    if (auto a = argsOf(line, u"tellothers")) return make(Message::Kind::TellOthers, *a);
    if (auto a = argsOf(line, u"tellall")) return make(Message::Kind::TellAll, *a);
    if (auto a = argsOf(line, u"askuser")) {
        const qsizetype space = a->indexOf(u' ');
        if (space < 0) return make(Message::Kind::AskUser, *a);
        return make(Message::Kind::AskUser, a->left(space), a->mid(space + 1).trimmed());
    }
    if (auto a = argsOf(line, u"copyprotection"))
        return make(Message::Kind::CopyProtection, firstWord(*a));
    return make(Message::Kind::Other, line);
}

} // namespace tabiya::cxboard
