#include "board/view/typedmove.h"

#include "board/core/movetext.h"
#include "board/core/san.h"

#include <QCoreApplication>
#include <cctype>

namespace tabiya::TypedMove {

namespace {

// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(tabiya::TypedMove)
};

} // namespace

bool isMoveCharacter(QChar c) {
    return c.isLetterOrNumber() || c == u'-' || c == u'=' || c == u'@' || c == u'+' || c == u'#' ||
           c == u',';
}

Move resolve(Position& pos, const QString& text, QString* error) {
    const std::string typed = text.trimmed().toStdString();
    if (typed.empty()) {
        if (error) *error = Text::tr("Type a move first.");
        return {};
    }
    // Coordinates first: they are what engines use and mean the same in every variant.
    // Squares are lower case; a drop keeps its upper-case piece letter ("N@f3").
    std::string lower = typed;
    const size_t at = lower.find('@');
    for (size_t i = at == std::string::npos ? 0 : at; i < lower.size(); ++i)
        lower[i] = char(std::tolower(static_cast<unsigned char>(lower[i])));
    const Move coordinate = parseCoordinateMove(pos, lower);
    if (!coordinate.isNone() && !coordinate.isNull()) return coordinate;
    // Then SAN as board/core reads it ("Nf3", "exd5", "e8=Q", "O-O", xiangqi "He2").
    const Move san = parseSan(pos, typed);
    if (!san.isNone() && !san.isNull()) return san;
    if (error)
        *error = Text::tr("\"%1\" is not a legal move here.").arg(QString::fromStdString(typed));
    return {};
}

} // namespace tabiya::TypedMove
