#include "app/session/pgnterms.h"

#include <iterator>
#include <optional>
#include <utility>

namespace tabiya::pgnterms {

namespace {

constexpr std::pair<TerminationKind, const char*> Terminations[] = {
    {TerminationKind::TimeForfeit, "time forfeit"},
    {TerminationKind::RulesInfraction, "rules infraction"},
    {TerminationKind::Abandoned, "abandoned"},
    {TerminationKind::Adjudication, "adjudication"},
    {TerminationKind::Normal, "normal"},
};

} // namespace

const char* terminationTag(TerminationKind t) {
    for (const auto& [kind, tag] : Terminations)
        if (kind == t) return tag;
    return "";
}

TerminationKind terminationFromTag(const QString& tag) {
    const QString t = tag.toLower();
    for (const auto& [kind, word] : Terminations)
        if (t == QLatin1String(word)) return kind;
    return TerminationKind::None;
}

GameResult resultFromToken(const std::string& token) {
    if (token == "1-0") return GameResult::WhiteWins;
    if (token == "0-1") return GameResult::BlackWins;
    if (token == "1/2-1/2") return GameResult::Draw;
    return GameResult::Ongoing;
}

bool isEngineLine(const PgnLine& line, Move replaced) {
    if (line.empty() || line.front().move == replaced || !line.front().commentBefore.empty())
        return false;
    const QString comment = QString::fromStdString(line.front().comment);
    QString rest;
    const std::optional<Evaluation> e = Evaluation::fromComment(comment, &rest);
    if (!e || !rest.isEmpty() || e->toComment() != comment) return false;
    for (size_t i = 0; i < line.size(); ++i) {
        const PgnMove& pm = line[i];
        if (!pm.nags.empty() || !pm.variations.empty() || (i > 0 && !pm.comment.empty()) ||
            (i > 0 && !pm.commentBefore.empty()))
            return false;
    }
    return true;
}

} // namespace tabiya::pgnterms
