#include "enginetypes.h"

namespace tabiya {

QString resultToken(GameResult result) {
    switch (result) {
    case GameResult::WhiteWins: return QStringLiteral("1-0");
    case GameResult::BlackWins: return QStringLiteral("0-1");
    case GameResult::Draw: return QStringLiteral("1/2-1/2");
    case GameResult::Unfinished: return QStringLiteral("*");
    }
    return QStringLiteral("*");
}

} // namespace tabiya
