#pragma once
// PvPreviewPopup: the small board that shows where a PV leads while the pointer rests on
// one of its moves in the engine output view: the position after the PV up to that move,
// the move marked as the last one, and the move's name under the board. A frameless
// tool-tip window that takes no input and no focus, placed beside the pointer and kept on
// its screen.

#include "board/core/position.h"
#include "board/view/boardtheme.h"
#include "board/view/pieceset.h"

#include <QFrame>

class QLabel;

namespace tabiya {

class BoardView;

class PvPreviewPopup : public QFrame {
    Q_OBJECT
public:
    static constexpr int BoardWidth = 200; // the board's width in pixels, about

    explicit PvPreviewPopup(QWidget* parent = nullptr);

    // Shows pos (with its last move marked) and caption, near globalPos.
    void showPosition(const Position& pos, const QString& caption, const QPoint& globalPos);

    void setPieceSet(const PieceSet& set);
    void setBoardTheme(const BoardTheme& theme);
    void setFlipped(bool flipped);

    BoardView* board() const { return m_board; }
    QString caption() const;

private:
    void place(const QPoint& globalPos);

    BoardView* m_board;
    QLabel* m_caption;
};

} // namespace tabiya
