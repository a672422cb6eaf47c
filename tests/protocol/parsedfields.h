#pragma once
// The fields of a parsed line's payload in order, as two strings, so that the parser tests
// stay one table of line, kind, first and second field: Text (text), IllegalMove (move,
// reason), Error (type, command), Tell (text), Question (tag, question), BestMove (move, ponder).
// Payloads with more structure are checked by their own tests.

#include "protocol/lineparsing.h"

#include <QStringList>
#include <variant>

namespace tabiya::test {

inline QStringList fieldsOf(const parsed::Text& p) {
    return {p.text, {}};
}
inline QStringList fieldsOf(const parsed::Tell& p) {
    return {p.text, {}};
}
inline QStringList fieldsOf(const parsed::IllegalMove& p) {
    return {p.move, p.reason};
}
inline QStringList fieldsOf(const parsed::Error& p) {
    return {p.type, p.command};
}
inline QStringList fieldsOf(const parsed::Question& p) {
    return {p.tag, p.question};
}
inline QStringList fieldsOf(const parsed::BestMove& p) {
    return {p.move, p.ponder};
}
template <class T> QStringList fieldsOf(const T&) {
    return {{}, {}};
}

template <class Payload> QStringList payloadFields(const Payload& payload) {
    return std::visit([](const auto& p) { return fieldsOf(p); }, payload);
}

} // namespace tabiya::test
