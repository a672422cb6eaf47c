#include "protocol/enginetypes.h"

namespace tabiya {

QString resultToken(EngineResult result) {
    switch (result) {
    case EngineResult::WhiteWins: return QStringLiteral("1-0");
    case EngineResult::BlackWins: return QStringLiteral("0-1");
    case EngineResult::Draw: return QStringLiteral("1/2-1/2");
    case EngineResult::Unfinished: return QStringLiteral("*");
    }
    return QStringLiteral("*");
}

} // namespace tabiya
