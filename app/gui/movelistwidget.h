#pragma once
// MoveListWidget: the game as a person reads it in PGN: the main line's moves with their
// numbers, comments in braces, NAGs as glyphs, and variations in brackets, each one a new
// line indented by its depth in a smaller grey face, so the main line stands out. The
// words come from moveListItems (plain data); the widget lays them out itself in one pass
// (a long game stays linear: bench-pgn), again only from the first word that changed (a
// move played, a game ending), and paints only the lines in view. A click on a move
// selects it (pathSelected); the arrow keys, Home and End ask to step (stepRequested).

#include "app/session/movelistitems.h"

#include <QAbstractScrollArea>
#include <QFont>
#include <QHash>
#include <QStaticText>
#include <array>

namespace tabiya {

class MoveListWidget : public QAbstractScrollArea {
    Q_OBJECT
public:
    // What the arrow keys, Home and End ask for.
    enum class Step { Back, Forward, Start, End };
    Q_ENUM(Step)

    explicit MoveListWidget(QWidget* parent = nullptr);

    // The list's words; only those from the first that differs are laid out again.
    void setItems(std::vector<MoveListItem> items);
    // The result after the moves ("1-0"; empty: none), the one word a game's end changes.
    void setResult(const QString& result);
    const std::vector<MoveListItem>& items() const { return m_items; }
    // The list as text, as PGN writes it (for the clipboard and for tests).
    QString text() const { return moveListText(m_items); }

    // The move shown as the current one (empty: the start position).
    void setCurrentPath(const PgnPath& path);
    const PgnPath& currentPath() const { return m_current; }
    // The main line's length and the text of its move `ply` (1-based; empty beyond).
    int plyCount() const { return int(m_mainItems.size()); }
    QString moveText(int ply) const;
    // Where the move `path` names is drawn, in viewport coordinates (empty: not listed).
    QRect moveRect(const PgnPath& path) const;
    // Where items()[item] is drawn, in viewport coordinates.
    QRect itemRect(int item) const;

signals:
    void pathSelected(const tabiya::PgnPath& path);
    void stepRequested(tabiya::MoveListWidget::Step step);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    // Moves the painted lines and paints only those scrolled in (the base class repaints
    // the whole view: a new line at the bottom of a long game scrolls at every move).
    void scrollContentsBy(int dx, int dy) override;

private:
    // The faces: the main line's moves, its comments, a variation's moves, its comments.
    enum Style { Main, MainComment, Variation, VariationComment, StyleCount };
    static Style styleOf(const MoveListItem& item);
    int widthOf(int item);
    void updateFonts();
    void layoutFrom(size_t from);
    void updateItem(int item);
    void updateScrollBar();
    // Where the last line ends (the list's height without the bottom margin).
    int contentBottom() const { return m_lines.empty() ? 0 : m_lines.back().y + m_lineHeight; }
    int itemAt(const QPoint& viewportPos) const;
    int itemIndex(const PgnPath& path) const;

    struct Line {
        int firstItem;
        int y;
        int indent; // where its words start
    };
    std::vector<MoveListItem> m_items;
    std::vector<int> m_x;         // each item's left edge
    std::vector<int> m_width;     // and width
    std::vector<Line> m_lines;    // in order of y
    std::vector<int> m_mainItems; // the item of each main-line move
    std::vector<int> m_moveItems; // the item of every move, in the order of their paths
    PgnPath m_current;
    int m_currentItem = -1;
    QFont m_fonts[StyleCount];
    // Text widths: Latin-1 text as the sum of its characters' advances, measured once per
    // face (a long game's words, evaluations among them, are mostly different strings);
    // other text (Chinese notation) measured whole, once per face and string.
    std::array<std::array<qreal, 256>, StyleCount> m_latinAdvance{}; // -1: not measured
    QHash<QString, int> m_widths[StyleCount];
    // The words laid out for painting, once per face and text: a move's repaint draws the
    // last lines' words again, and QPainter::drawText laid each out anew (bench-window).
    // The last face is a result's (the main line's, bold).
    QHash<QString, QStaticText> m_laidOut[StyleCount + 1];
    const QStaticText& laidOut(int face, const QString& text);
    QFont faceFont(int face) const;
    int m_lineHeight = 0;
    int m_layoutWidth = -1;
};

} // namespace tabiya
