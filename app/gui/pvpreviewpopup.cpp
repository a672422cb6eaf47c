#include "app/gui/pvpreviewpopup.h"

#include "board/view/boardview.h"

#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

namespace tabiya {

PvPreviewPopup::PvPreviewPopup(QWidget* parent)
    : QFrame(parent, Qt::ToolTip | Qt::FramelessWindowHint | Qt::WindowTransparentForInput)
    , m_board(new BoardView(this))
    , m_caption(new QLabel(this)) {
    setAttribute(Qt::WA_ShowWithoutActivating);
    setFocusPolicy(Qt::NoFocus);
    setFrameShape(QFrame::Box);
    setForegroundRole(QPalette::ToolTipText);
    setBackgroundRole(QPalette::ToolTipBase);
    setAutoFillBackground(true);
    m_board->setInteractive(false);
    m_board->setAnimationsEnabled(false);
    m_board->setShowCoordinates(false);
    m_board->setFocusPolicy(Qt::NoFocus);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setAlignment(Qt::AlignCenter);
    m_caption->setForegroundRole(QPalette::ToolTipText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(3, 3, 3, 3);
    layout->setSpacing(2);
    layout->addWidget(m_board, 0, Qt::AlignHCenter);
    layout->addWidget(m_caption);
}

void PvPreviewPopup::showPosition(const Position& pos, const QString& caption,
                                  const QPoint& globalPos) {
    m_board->setPosition(pos);
    // Whole squares (and the margin of one) in about BoardWidth pixels, for any board.
    const Variant& v = pos.variant();
    const int square = std::max(12, BoardWidth / (v.width + 1));
    m_board->setFixedSize((v.width + 1) * square, (v.height + 1) * square);
    m_caption->setText(caption);
    m_caption->setVisible(!caption.isEmpty());
    adjustSize();
    place(globalPos);
    if (!isVisible()) show();
}

void PvPreviewPopup::place(const QPoint& globalPos) {
    // Below and right of the pointer, clear of the cursor's picture; above or left of it
    // where the screen ends, so the pointer never lands on the popup.
    constexpr int gap = 18;
    const QScreen* screen = QGuiApplication::screenAt(globalPos);
    const QRect area = screen ? screen->availableGeometry() : QRect(globalPos, size());
    QPoint at = globalPos + QPoint(gap, gap);
    if (at.x() + width() > area.right()) at.setX(globalPos.x() - gap - width());
    if (at.y() + height() > area.bottom()) at.setY(globalPos.y() - gap - height());
    at.setX(std::max(at.x(), area.left()));
    at.setY(std::max(at.y(), area.top()));
    move(at);
}

void PvPreviewPopup::setPieceSet(const PieceSet& set) {
    m_board->setPieceSet(set);
}

void PvPreviewPopup::setBoardTheme(const BoardTheme& theme) {
    m_board->setTheme(theme);
}

void PvPreviewPopup::setFlipped(bool flipped) {
    m_board->setFlipped(flipped);
}

QString PvPreviewPopup::caption() const {
    return m_caption->text();
}

} // namespace tabiya
