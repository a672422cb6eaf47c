#pragma once
// Artwork: where the compiled-in artwork lives, so code outside board/view (the app's
// window icon) does not spell resource paths itself.

#include <QString>

namespace tabiya::Artwork {

QString applicationIcon();         // ":/icons/tabiya.svg"
QString xiangqiBoardDecorations(); // river text and other board ornaments

} // namespace tabiya::Artwork
