#pragma once
// BoardTheme: the colours of a board. A few built-in themes, one of them high-contrast
// for people who need strong edges; the view takes any theme the caller builds.

#include <QColor>
#include <QList>
#include <QString>

namespace tabiya {

struct BoardTheme {
    QString id;          // stable, for settings: "wood", "green", ...
    QString name;        // translated, for menus
    QColor background;   // around the board
    QColor light, dark;  // chess squares
    QColor frame;        // border line around the squares
    QColor coordinates;  // coordinate text in the margin
    QColor xiangqiBoard; // the wooden field of a xiangqi board
    QColor xiangqiLines; // its grid lines and river text
    QColor pointMark;    // xiangqi: corner brackets for the last move and the selection
    QColor lastMove;     // tint on the last move's squares
    QColor selected;     // tint on the lifted piece's square
    QColor legal;        // destination dots
    QColor check;        // glow under a king in check
    QColor typing;       // keyboard-entry text box

    static QList<BoardTheme> builtIn();
    // The built-in theme with this id, or the first one.
    static BoardTheme byId(const QString& id);
};

} // namespace tabiya
