#pragma once
// EngineOutputDelegate: paints the engine output view's lines. No focus frame on one cell of
// a row; in the PV column, the text set a little apart from the right-aligned numbers before
// it, elided at the right, drawn as plain text; the end of a PV that did not convert to legal
// moves (the engine's words as sent) in italics and faded, so a PV that left the rules is
// seen as such. pvCell() gives the PV cell's layout, so the view finds the move under the
// pointer exactly where it is drawn.
//
// Every update repaints every cell, a few times a second while engines think, but only a
// few of the texts are new: each text is laid out once (QStaticText) and drawn from that,
// instead of being shaped again by the style at every paint (bench-window).

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace tabiya {

class EngineOutputDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // A PV cell as paint() lays it out: the style option for the index, the rectangle the
    // text starts in, and the PV's converted moves (head) and its unconverted end (rest).
    struct PvCell {
        QStyleOptionViewItem opt;
        QRect textRect;
        QString head;
        QString rest;
    };
    PvCell pvCell(const QStyleOptionViewItem& option, const QModelIndex& index) const;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

private:
    // The one font of the fonts in use equal to font: a font object that was drawn with
    // before has its glyphs' font engine at hand, a new equal one looks it up again.
    const QFont& sharedFont(const QFont& font) const;
    struct LaidOut {
        QStaticText text;
        QFont font; // the font it was laid out in
        // The text elided to fit `elidedWidth` pixels, laid out too: a long PV is elided at
        // every paint of its row, and eliding shapes the text again (bench-window).
        int elidedWidth = -1;
        QStaticText elided;
        // The advance of what is drawn (the text or its elided form) and a space after it,
        // in whole pixels: where a PV's unconverted end starts. advanceFor says for what:
        // -1 the whole text, a width its elided form, -2 not yet measured.
        int advanceWithSpace = 0;
        int advanceFor = -2;
    };
    // text, laid out in font (a sharedFont) once.
    LaidOut& laidOut(const QString& text, const QFont& font) const;
    // One line of text in rect, elided at the right when it does not fit; left-aligned
    // texts are centred vertically as QPainter::drawText centres them, others as the
    // style's item text. Returns the entry of the text drawn.
    LaidOut& drawLine(QPainter* painter, const QFont& font, const QRect& rect,
                      Qt::Alignment alignment, const QString& text) const;
    mutable QList<QFont> m_fonts;
    // By text, apart for the four faces (plain, bold for the best line, italic for a PV's
    // unconverted end, both): keyed by the text itself, a paint builds no key strings.
    mutable QHash<QString, LaidOut> m_texts[4];
};

} // namespace tabiya
