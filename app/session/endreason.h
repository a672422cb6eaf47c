#pragma once
// EndReason: why a game ended, in two languages: in the person's for the window and the
// PGN, and in English for engines. What an engine is told (CECP/CXBoard "result 0-1
// {Black loses on time}") is English ASCII whatever language the person reads, so each
// reason is built from one tr() source text: translated for `text`, as written for
// `english`, with every argument filled in both languages.

#include <QString>

namespace tabiya {

struct EndReason {
    QString text;    // the person's language: status line, PGN
    QString english; // for engines

    // Words that read the same in both (a name, a verdict board/core words in English).
    static EndReason same(const QString& words) { return {words, words}; }
    // A source text marked QT_TRANSLATE_NOOP(context, ...) (or QT_TR_NOOP in context).
    static EndReason translated(const char* context, const char* source);

    // %1, %2, %3 filled in both languages at once (one multi-arg call each, so an argument
    // that holds "%2" is never filled in again).
    EndReason arg(const EndReason& a) const;
    EndReason arg(const EndReason& a, const EndReason& b) const;
    EndReason arg(const EndReason& a, const EndReason& b, const EndReason& c) const;

    bool isEmpty() const { return text.isEmpty() && english.isEmpty(); }
};

} // namespace tabiya
