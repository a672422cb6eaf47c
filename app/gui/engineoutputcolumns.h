#pragma once
// EngineOutputColumns: the widths of the engine output table's number columns (depth,
// score, time, nodes, speed, tablebase hits). Fixed widths from the widest text a column
// usually holds, so columns do not jump as the numbers change several times a second; a text
// wider than that widens its column, never narrows it; the user may still drag them.
// Columns no line filled (speed, tablebase hits) are hidden. The PV column takes the rest.
//
// update() runs at every model update while engines think: it measures only what may not
// fit, from cached character advances (bench-window).

#include <QFont>
#include <QHash>

class QTableView;

namespace tabiya {

class EngineOutputModel;

class EngineOutputColumns {
public:
    EngineOutputColumns(QTableView* table, const EngineOutputModel* model);

    // Sizes every column from its sample text (at the start, and when the font or style
    // changed).
    void reset();
    // Hides the columns without data and widens those whose texts no longer fit.
    void update();

private:
    // The width of a number column's text in the table's bold font (the best line's).
    int textWidth(const QString& text) const;
    // About textWidth, without shaping: the sum of the characters' own (unrounded) advances.
    // A text as wide as the column's sample ("1.36M" beside "99.9M") fits by this measure;
    // a pixel more per character, as it was, sent nearly every speed and time to textWidth
    // to be shaped at every update (bench-window). Kerning may make a text a pixel wider
    // than this: the column's padding is 8 px more than the cell margins, and takes it.
    int roughWidth(const QString& text) const;

    QTableView* m_table;
    const EngineOutputModel* m_model;
    mutable QHash<QString, int> m_textWidths;
    mutable QHash<QChar, qreal> m_charWidths;
    QFont m_boldFont; // the table's font, bold (the best line's)
};

} // namespace tabiya
