#include "protocol/cecpreplies.h"

#include <QCoreApplication>

namespace tabiya::cecp {

Message parseReply(QStringView line) {
    const Message m = parseLine(line);
    if (m.kind != MessageKind::Other) return m;
    // A prompt glued to a command ("Sjeng: feature ..."): read what follows it.
    const qsizetype colon = line.indexOf(QLatin1String(": "));
    if (colon <= 0 || colon >= 24 || line.left(colon).contains(QLatin1Char(' '))) return m;
    Message inner = parseLine(line.mid(colon + 2));
    if (inner.kind == MessageKind::Other || inner.kind == MessageKind::Empty) return m;
    return inner;
}

ClaimedResult claimedResult(const parsed::Result& m, bool whiteToMove, bool engineWhite) {
    // The comments are CecpEngine's messages, in its translation context.
    using Rel = parsed::Result::Relative;
    switch (m.relative) {
    case Rel::Absolute: return {m.result, m.comment};
    case Rel::SideToMoveMated:
        // The side on move has been mated (XBoard's reading of these legacy strings).
        return whiteToMove
                   ? ClaimedResult{EngineResult::BlackWins,
                                   QCoreApplication::translate("tabiya::CecpEngine", "Black mates")}
                   : ClaimedResult{
                         EngineResult::WhiteWins,
                         QCoreApplication::translate("tabiya::CecpEngine", "White mates")};
    case Rel::EngineResigns:
        return engineWhite ? ClaimedResult{EngineResult::BlackWins,
                                           QCoreApplication::translate("tabiya::CecpEngine",
                                                                       "White resigns")}
                           : ClaimedResult{EngineResult::WhiteWins,
                                           QCoreApplication::translate("tabiya::CecpEngine",
                                                                       "Black resigns")};
    }
    return {m.result, m.comment};
}

} // namespace tabiya::cecp
