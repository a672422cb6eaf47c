#pragma once
// ViewOptions: how the window shows things and the Options menu's switches, each kept in
// QSettings. The View menu's Xiangqi Notation, Pieces (a set for chess games, one for
// xiangqi games) and Board Theme; the Options menu's toggles (Ponder, Auto Flag, Always
// Queen, Animate Moving, Show Coordinates, Highlight Last Move), applied at once; and its
// Language menu. The window asks it for the notation and the piece set to use.

#include "app/session/movelistitems.h"
#include "app/session/pvformatter.h"
#include "board/view/pieceset.h"

#include <QObject>
#include <array>

class QActionGroup;
class QMenu;
class QWidget;

namespace tabiya {

class BoardView;
class Session;
class Variant;

class ViewOptions : public QObject {
    Q_OBJECT
public:
    // still: animations stay off whatever was saved (a -screenshot run).
    ViewOptions(Session* session, BoardView* board, bool still, QWidget* window);

    // View > Xiangqi Notation, Pieces and Board Theme.
    void addViewMenus(QMenu* view);
    // The Options menu's toggles, then a separator.
    void addToggles(QMenu* options);
    // Options > Language.
    void addLanguageMenu(QMenu* options);
    // The checks of the View menus from QSettings (the theme goes to the board now).
    void load();
    void save() const;

    XiangqiNotation xiangqiNotation() const;
    // Traditional characters for readers of Traditional Chinese, else Simplified.
    static ChineseStyle chineseStyle();
    // The move list's notation (xiangqi's WXF or Chinese applies to xiangqi games only).
    MoveListNotation moveListNotation() const { return {xiangqiNotation(), chineseStyle()}; }
    PvNotation pvNotation() const { return {xiangqiNotation(), chineseStyle()}; }
    // The set chosen for games of v's kind (the default when none is, or it is another kind's).
    PieceSet pieceSetFor(const Variant& v) const;

signals:
    void notationChanged();
    // A piece set was chosen: the board takes it when it suits the game shown.
    void piecesChanged();

private:
    Session* m_session;
    BoardView* m_board;
    bool m_still;
    QWidget* m_window;
    QActionGroup* m_notationGroup = nullptr;
    QActionGroup* m_themeGroup = nullptr;
    std::array<QActionGroup*, 2> m_pieceGroups{}; // chess's sets, xiangqi's sets
    QString m_chessPieces, m_xiangqiPieces;
};

} // namespace tabiya
