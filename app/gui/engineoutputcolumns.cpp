#include "app/gui/engineoutputcolumns.h"

#include "app/gui/engineoutputmodel.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QTableView>
#include <algorithm>
#include <cmath>

namespace tabiya {

namespace {

// Room around a number column's text: the cell margins of the styles in use, and a gap.
constexpr int ColumnPadding = 14;

} // namespace

EngineOutputColumns::EngineOutputColumns(QTableView* table, const EngineOutputModel* model)
    : m_table(table)
    , m_model(model) {}

void EngineOutputColumns::update() {
    for (int c = 0; c < EngineOutputModel::ColumnCount; ++c) {
        const bool hide = !m_model->columnHasData(c);
        if (m_table->isColumnHidden(c) != hide) m_table->setColumnHidden(c, hide);
    }
    // A text wider than the sample a column was sized for ("126/131" at a deep search)
    // widens it, never narrows it: the columns still do not jump with every update.
    const int rows = std::min(m_model->rowCount(), 64);
    QHeaderView* header = m_table->horizontalHeader();
    for (int c = 0; c < EngineOutputModel::PvColumn; ++c) {
        // A hidden column's size reads 0: measured against that, it was "widened" to the
        // padding, and shown later at that size (its header cut to a letter or two).
        if (m_table->isColumnHidden(c)) continue;
        const int room = header->sectionSize(c) - ColumnPadding;
        int widest = 0;
        for (int r = 0; r < rows; ++r) {
            const QString text = m_model->index(r, c).data().toString();
            // Most texts are plainly narrower than their column: those are not shaped (the
            // new numbers of every line were most of the window's text shaping).
            if (roughWidth(text) <= room) continue;
            widest = std::max(widest, textWidth(text));
        }
        if (widest > room) header->resizeSection(c, widest + ColumnPadding);
    }
}

int EngineOutputColumns::roughWidth(const QString& text) const {
    qreal width = 0;
    for (const QChar ch : text) {
        auto it = m_charWidths.constFind(ch);
        if (it == m_charWidths.cend())
            it = m_charWidths.insert(ch, QFontMetricsF(m_boldFont).horizontalAdvance(ch));
        width += *it;
    }
    return int(std::lround(width));
}

int EngineOutputColumns::textWidth(const QString& text) const {
    // Measured once: every update measures every number shown, and most were shown before.
    auto it = m_textWidths.constFind(text);
    if (it != m_textWidths.cend()) return *it;
    if (m_textWidths.size() >= 2000) m_textWidths.clear();
    const int width = QFontMetrics(m_boldFont).horizontalAdvance(text);
    m_textWidths.insert(text, width);
    return width;
}

void EngineOutputColumns::reset() {
    m_textWidths.clear(); // the font may have changed
    m_charWidths.clear();
    m_boldFont = m_table->font();
    m_boldFont.setBold(true);
    const QFontMetrics fm(m_boldFont);
    const QFontMetrics headerFm(m_table->horizontalHeader()->font());
    const char* samples[] = {"99/99", "+99.99\u2193", "99:59", "99.9M", "99.9M", "99.9M"};
    for (int c = 0; c < EngineOutputModel::PvColumn; ++c) {
        const QString header = m_model->headerData(c, Qt::Horizontal).toString();
        const int w = std::max(fm.horizontalAdvance(QString::fromUtf8(samples[c])),
                               headerFm.horizontalAdvance(header) + 6);
        m_table->horizontalHeader()->resizeSection(c, w + ColumnPadding);
    }
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 6);
}

} // namespace tabiya
