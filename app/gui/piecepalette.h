#pragma once
// PiecePalette: the Edit Position tool box: one button per piece of both colours of a
// variant, drawn from the board's own piece set, plus an "empty square" tool. Exactly one
// is chosen at a time; the editor puts the chosen piece where the person clicks.

#include "board/core/types.h"
#include "board/view/pieceset.h"
#include "board/view/svgsheet.h"

#include <QHash>
#include <QWidget>

class QButtonGroup;
class QGridLayout;
class QToolButton;

namespace tabiya {

struct Variant;

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget* parent = nullptr);

    // Rebuilds the buttons for the variant's pieces in the given set (royal piece first,
    // then by value). The first White (Red) piece is chosen.
    void setPieces(const Variant& variant, const PieceSet& set);
    // The chosen piece; NoPiece is the "empty square" tool.
    Piece currentPiece() const { return m_current; }
    void setCurrentPiece(Piece piece);
    // The button of a piece (NoPiece: the empty-square tool), for tests.
    QToolButton* button(Piece piece) const { return m_buttons.value(piece); }
    // A picture of a piece at a logical size and pixel ratio (the drag cursor uses it).
    QPixmap piecePixmap(Piece piece, int logicalSize, qreal dpr) const;

signals:
    void pieceChosen(tabiya::Piece piece);

private:
    QIcon pieceIcon(const QString& element) const;
    QIcon emptyIcon() const;

    QGridLayout* m_grid;
    QButtonGroup* m_group;
    QHash<Piece, QToolButton*> m_buttons;
    PieceSet m_set;
    SvgSheet m_sheet;
    const Variant* m_variant = nullptr;
    Piece m_current = NoPiece;
};

} // namespace tabiya
