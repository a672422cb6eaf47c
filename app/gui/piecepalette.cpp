#include "app/gui/piecepalette.h"

#include "app/session/game.h"

#include "board/core/variant.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QToolButton>
#include <algorithm>

namespace tabiya {

namespace {
constexpr int IconSize = 38;

// The variant's kinds as a person looks for them: the royal piece first, then the
// strongest down to the pawns.
std::vector<int> paletteOrder(const Variant& v) {
    std::vector<int> kinds(v.kinds.size());
    for (size_t i = 0; i < kinds.size(); ++i)
        kinds[i] = int(i);
    std::stable_sort(kinds.begin(), kinds.end(), [&v](int a, int b) {
        if (v.kinds[a].royal != v.kinds[b].royal) return v.kinds[a].royal;
        return v.kinds[a].value > v.kinds[b].value;
    });
    return kinds;
}
} // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent)
    , m_grid(new QGridLayout(this))
    , m_group(new QButtonGroup(this)) {
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(2);
    m_group->setExclusive(true);
}

QIcon PiecePalette::pieceIcon(const QString& element) const {
    // Both common pixel ratios: the icon engine picks the one the screen needs.
    QIcon icon;
    for (qreal dpr : {1.0, 2.0})
        icon.addPixmap(m_sheet.pixmap(element, IconSize, dpr));
    return icon;
}

QIcon PiecePalette::emptyIcon() const {
    // An empty square crossed out: "nothing goes here".
    QIcon icon;
    for (qreal dpr : {1.0, 2.0}) {
        QPixmap pm(QSize(IconSize, IconSize) * dpr);
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF box(7.5, 7.5, IconSize - 15, IconSize - 15);
        p.setPen(QPen(palette().color(QPalette::WindowText), 1.5));
        p.drawRoundedRect(box, 3, 3);
        p.setPen(QPen(QColor(0xc0, 0x30, 0x30), 2.5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(box.topLeft() + QPointF(5, 5), box.bottomRight() - QPointF(5, 5));
        p.drawLine(box.topRight() + QPointF(-5, 5), box.bottomLeft() + QPointF(5, -5));
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}

QPixmap PiecePalette::piecePixmap(Piece piece, int logicalSize, qreal dpr) const {
    if (!m_variant) return {};
    return m_sheet.pixmap(PieceSet::elementId(*m_variant, piece), logicalSize, dpr);
}

void PiecePalette::setPieces(const Variant& variant, const PieceSet& set) {
    m_variant = &variant;
    m_set = set;
    m_sheet.load(set.fileName);
    qDeleteAll(m_buttons);
    m_buttons.clear();
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }

    const std::vector<int> kinds = paletteOrder(variant);
    auto addButton = [this](Piece piece, const QIcon& icon, const QString& tip, int row, int col) {
        auto* b = new QToolButton(this);
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIcon(icon);
        b->setIconSize(QSize(IconSize, IconSize));
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        b->setObjectName(piece == NoPiece
                             ? QStringLiteral("piece-empty")
                             : QStringLiteral("piece-") + PieceSet::elementId(*m_variant, piece));
        m_group->addButton(b);
        m_grid->addWidget(b, row, col);
        m_buttons.insert(piece, b);
        connect(b, &QToolButton::toggled, this, [this, piece](bool on) {
            if (!on || m_current == piece) return;
            m_current = piece;
            emit pieceChosen(piece);
        });
    };
    for (int c = 0; c < 2; ++c) {
        const Color color = Color(c);
        const QString side = Game::sideName(variant, color);
        auto* label = new QLabel(side, this);
        m_grid->addWidget(label, c, 0);
        int col = 1;
        for (int kind : kinds) {
            const Piece piece = makePiece(color, kind);
            addButton(piece, pieceIcon(PieceSet::elementId(variant, piece)),
                      tr("%1 %2").arg(side, QString::fromStdString(variant.kinds[kind].name)), c,
                      col++);
        }
    }
    m_grid->addWidget(new QLabel(tr("Empty"), this), 2, 0);
    addButton(NoPiece, emptyIcon(), tr("Empty square"), 2, 1);
    m_grid->setColumnStretch(int(kinds.size()) + 1, 1);
    m_current = NoPiece;
    setCurrentPiece(makePiece(White, kinds.front()));
}

void PiecePalette::setCurrentPiece(Piece piece) {
    if (QToolButton* b = m_buttons.value(piece)) b->setChecked(true);
}

} // namespace tabiya
