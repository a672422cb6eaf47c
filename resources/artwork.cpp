#include "resources/artwork.h"

namespace tabiya::Artwork {

QString applicationIcon() {
    return QStringLiteral(":/icons/tabiya.svg");
}
QString xiangqiBoardDecorations() {
    return QStringLiteral(":/board/xiangqi-board.svg");
}

} // namespace tabiya::Artwork
