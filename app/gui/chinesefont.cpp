#include "app/gui/chinesefont.h"

#include <QFontInfo>
#include <QStringList>

namespace tabiya {

QFont withChineseFont(const QFont& font) {
    QFont f = font;
    // The family the font resolves to first (a generic name such as "Sans Serif" is no
    // family of its own: it would let the CJK font draw the Latin text too).
    QStringList families = {QFontInfo(font).family()};
    for (const QString& cjk :
         {QString::fromLatin1(ChineseFontFamily), QStringLiteral("Noto Sans CJK SC"),
          QStringLiteral("Droid Sans Fallback")})
        if (!families.contains(cjk)) families << cjk;
    f.setFamilies(families);
    return f;
}

} // namespace tabiya
