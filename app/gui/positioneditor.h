#pragma once
// PositionEditor: Edit Position as XBoard has it: a board to set up any position by hand.
// A palette of both colours' pieces (click a square to put the chosen piece there, again
// to take it off), right-click to empty a square, drag to move a piece (off the board to
// remove it); the side to move, castling rights and an en-passant square; Clear Board,
// Start Position and Flip; a FEN line that follows the board and can be typed into. OK
// is offered only for a position board/core says can be played from, and the reason is
// shown when not.

#include "board/core/position.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QRadioButton;
class QVBoxLayout;

namespace tabiya {

class BoardView;
class PiecePalette;
struct BoardTheme;
struct PieceSet;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    // fen: the position to start from (empty or unreadable: the variant's start position).
    PositionEditor(const Variant& variant, const QString& fen, QWidget* parent = nullptr);

    // The position set up, as FEN (X-FEN castling letters where needed).
    QString fen() const { return m_fen; }
    // Why the position cannot be played from; empty when it can (and OK is enabled).
    QString problem() const { return m_problem; }

    // The main window's look for the board and palette.
    void setBoardStyle(const BoardTheme& theme, const PieceSet& pieces);
    BoardView* boardView() const { return m_view; }
    PiecePalette* piecePalette() const { return m_palette; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The constructor's parts: the tools beside the board, the FEN line below it.
    QGroupBox* createPiecesBox();
    QGroupBox* createSideBox();
    void addRightsRows(QVBoxLayout* tools);
    QHBoxLayout* createActions();
    QHBoxLayout* createFenRow();
    // Castling rights by [colour * 2 + side], side 0 = king side (as Position has them).
    static constexpr int CastleBoxes = 4;

    bool boardMouse(QEvent* event);
    void putPiece(Square s, Piece p);
    void loadFen(const QString& fen, bool fromTyping);
    void clearBoard();
    void startPosition();
    void flip();
    void fenTyped(const QString& text);
    // Rebuilds the FEN from the board and the controls, updates what depends on it (the
    // castling boxes, the en-passant choices, OK and the reason).
    void refresh(bool rewriteFenLine = true);
    QString composeFen(const QString& epSquare) const;
    bool castlingPossible(Color c, int side) const;
    void showProblem(const QString& text);

    const Variant* m_variant;
    Position m_board; // the pieces; side, castling and e.p. live in the controls
    int m_halfmove = 0, m_fullmove = 1;
    QString m_fen;
    QString m_problem;
    bool m_updating = false;

    BoardView* m_view;
    PiecePalette* m_palette;
    QRadioButton* m_sideButton[2];
    QCheckBox* m_castle[CastleBoxes] = {};
    QComboBox* m_ep = nullptr;
    QLineEdit* m_fenEdit;
    QLabel* m_problemLabel;
    QDialogButtonBox* m_buttons;

    // The pointer on the board: pressed where, and the piece being dragged.
    Square m_pressSquare = NoSquare;
    QPointF m_pressPos;
    bool m_dragging = false;
    Piece m_dragPiece = NoPiece;
};

} // namespace tabiya
