#pragma once
// What the CECP and CXBoard line parsers share: reading a command word and its arguments,
// the "(reason): rest" shape of Illegal move and Error, "{comment}" after a result, and the
// typed payloads both dialects' messages carry. Pure functions over plain data.

#include "protocol/enginetypes.h"

#include <QString>
#include <QStringView>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace tabiya::lineparsing {

// The line a dialect's parser reads: control characters (terminal escapes) stripped, so
// that they never reach a field, into clean, which the view returned (trimmed) points into.
QStringView cleanLine(QStringView rawLine, QString& clean);
// The text after a command word, or nullopt when line does not start with that word
// followed by a blank or the end.
std::optional<QStringView> argsOf(QStringView line, QStringView word);
// The first word of text: up to a blank of any kind ("move e2e4<TAB>e7e5" moves e2e4).
QStringView firstWord(QStringView text);
// "(reason): rest", ": rest" or "rest" -> reason, rest.
std::pair<QStringView, QStringView> reasonAndRest(QStringView text);
// "{comment}" after a result token (braces optional, text kept as sent otherwise).
QStringView braceComment(QStringView text);
// Texts are cut to MaxMessageLength: a telluser of 64 KB is no message anyone reads.
QString message(QStringView text);

} // namespace tabiya::lineparsing

namespace tabiya::parsed {

// The payloads of parsed lines; which one a message carries follows from its kind.
struct Text {
    QString text; // a move, a square, a name, a tell's text, a line not understood
};
struct IllegalMove {
    QString move; // empty: the last move sent
    QString reason;
};
struct Error {
    QString type;
    QString command;
};
// tell* lines: who the text is for.
struct Tell {
    enum class To { User, UserError, Opponent, Others, All, Ics };
    To to = To::User;
    QString text;
};
struct Question {
    QString tag;
    QString question;
};
struct BestMove {
    QString move;
    QString ponder; // empty when not given
};
struct Result {
    // How a legacy CECP result string names the winner.
    enum class Relative {
        Absolute,        // result is what it says
        SideToMoveMated, // "checkmate", "computer mates", "opponent mates"
        EngineResigns,   // "computer resigns"
    };
    EngineResult result = EngineResult::Unfinished;
    QString comment;
    Relative relative = Relative::Absolute;
};

// One parsed line of a dialect: its kind (an enum of the dialect) and the payload that
// kind carries, one of Payloads (which one, each dialect's enum says beside each kind).
template <class KindEnum, class... Payloads> struct Line {
    using Kind = KindEnum;
    using Payload = std::variant<std::monostate, Text, Payloads...>;

    Kind kind = Kind::Other;
    Payload payload;

    template <class T> const T& as() const { return std::get<T>(payload); }
    // The Text payload's text; empty for kinds that carry another payload.
    QString text() const {
        const auto* t = std::get_if<Text>(&payload);
        return t ? t->text : QString();
    }

    // A line without a payload, or with value as its payload. The payload is built in place
    // in the line: no variant is moved, whose move GCC 12 could not see initialised for
    // large payloads (-Wmaybe-uninitialized on EngineOption, CxboardInfo, ThinkingLine).
    static Line make(Kind kind) { return Line{kind, Payload()}; }
    template <class T> static Line make(Kind kind, T&& value) {
        return Line{kind, Payload(std::in_place_type<std::decay_t<T>>, std::forward<T>(value))};
    }
    // A Text payload, cut to MaxMessageLength.
    static Line withText(Kind kind, QStringView t) {
        return make(kind, Text{lineparsing::message(t)});
    }
    static Line tell(Kind kind, Tell::To to, QStringView t) {
        return make(kind, Tell{to, lineparsing::message(t)});
    }
};

// The three shapes both dialects read alike.
IllegalMove illegalMove(QStringView afterWords); // the text after "Illegal move"
Question question(QStringView args);             // "askuser TAG QUESTION"'s arguments
// "1-0", "0-1", "1/2-1/2" or "*" and its comment; nullopt for any other token.
std::optional<Result> result(QStringView token, QStringView rest);

} // namespace tabiya::parsed
