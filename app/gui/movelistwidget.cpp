#include "app/gui/movelistwidget.h"

#include <QHeaderView>
#include <QKeyEvent>

namespace tabiya {

MoveListWidget::MoveListWidget(QWidget* parent)
    : QTableWidget(0, 2, parent) {
    setHorizontalHeaderLabels({tr("White"), tr("Black")});
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row, int column) {
        if (m_updating || row < 0) return;
        const int ply = row * 2 + column + 1 - (m_firstIsBlack ? 1 : 0);
        if (ply < 1 || ply > m_texts.size()) return;
        m_ply = ply;
        emit plySelected(ply);
    });
}

void MoveListWidget::setMoves(const QStringList& texts, bool firstIsBlack, int firstMoveNumber,
                              const QString& result) {
    m_updating = true;
    m_texts = texts;
    m_firstIsBlack = firstIsBlack;
    const int cells = int(texts.size()) + (firstIsBlack ? 1 : 0);
    const int rows = (cells + 1) / 2 + (result.isEmpty() ? 0 : 1);
    setRowCount(rows);
    // Only what changed is touched: a move added during a game sets one cell (and a row's
    // number), not every item of the list again, which cost the window CPU at every move
    // of a long game. Header items are made with their text: setVerticalHeaderLabels sets
    // the text of each item after adding it, and QTableWidget finds a changed header item
    // by a linear search, which made opening a long game quadratic (80,000 plies: seconds).
    for (int r = 0; r < rows; ++r) {
        const bool resultRow = !result.isEmpty() && r == rows - 1;
        const QString number = resultRow ? QString() : QString::number(firstMoveNumber + r);
        const QTableWidgetItem* header = verticalHeaderItem(r);
        if (!header || header->text() != number)
            setVerticalHeaderItem(r, new QTableWidgetItem(number));
    }
    for (int slot = 0; slot < rows * 2; ++slot) {
        const int ply = slot + 1 - (firstIsBlack ? 1 : 0);
        QString text;
        if (ply >= 1 && ply <= texts.size())
            text = texts[ply - 1];
        else if (!result.isEmpty() && slot / 2 == rows - 1 && slot % 2 == 0)
            text = result;
        static const Qt::ItemFlags moveFlags = QTableWidgetItem().flags();
        const Qt::ItemFlags flags = ply < 1 || ply > texts.size() ? Qt::ItemIsEnabled : moveFlags;
        QTableWidgetItem* cell = item(slot / 2, slot % 2);
        if (!cell) {
            cell = new QTableWidgetItem(text);
            cell->setFlags(flags);
            setItem(slot / 2, slot % 2, cell);
            continue;
        }
        if (cell->text() != text) cell->setText(text);
        if (cell->flags() != flags) cell->setFlags(flags);
    }
    m_updating = false;
    setCurrentPly(int(texts.size()));
}

void MoveListWidget::setCurrentPly(int ply) {
    m_updating = true;
    m_ply = std::clamp(ply, 0, int(m_texts.size()));
    if (m_ply == 0) {
        clearSelection();
        setCurrentCell(-1, -1);
    } else {
        const int slot = m_ply - 1 + (m_firstIsBlack ? 1 : 0);
        setCurrentCell(slot / 2, slot % 2);
        scrollToItem(item(slot / 2, slot % 2));
    }
    m_updating = false;
}

void MoveListWidget::keyPressEvent(QKeyEvent* event) {
    int ply = m_ply;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up: ply = std::max(0, ply - 1); break;
    case Qt::Key_Right:
    case Qt::Key_Down: ply = std::min(int(m_texts.size()), ply + 1); break;
    case Qt::Key_Home: ply = 0; break;
    case Qt::Key_End: ply = int(m_texts.size()); break;
    default: QTableWidget::keyPressEvent(event); return;
    }
    setCurrentPly(ply);
    emit plySelected(ply);
}

} // namespace tabiya
