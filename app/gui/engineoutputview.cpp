#include "app/gui/engineoutputview.h"

#include "app/gui/cachedscrollbar.h"
#include "app/gui/engineoutputdelegate.h"
#include "app/gui/engineoutputheader.h"
#include "app/gui/hiddenwatch.h"
#include "app/gui/pvpreviewpopup.h"
#include "app/gui/pvtokens.h"
#include "board/core/pgn.h"
#include "board/view/boardview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace tabiya {

namespace {

// The table, giving the view the style option its cells are painted with.
class LineTable : public QTableView {
public:
    using QTableView::QTableView;
    QStyleOptionViewItem optionFor(const QModelIndex& index) const {
        QStyleOptionViewItem opt;
        initViewItemOption(&opt);
        opt.rect = visualRect(index);
        return opt;
    }
};

const EngineOutputDelegate* delegateOf(const QTableView* table) {
    return static_cast<const EngineOutputDelegate*>(table->itemDelegate());
}

} // namespace

EngineOutputView::EngineOutputView(QWidget* parent)
    : QWidget(parent)
    , m_model(new EngineOutputModel(this))
    , m_table(new LineTable(this))
    , m_header(new EngineOutputHeader(m_model, this))
    , m_columns(m_table, m_model)
    , m_hiddenWatch(new HiddenWatch(this)) {
    connect(m_header, &EngineOutputHeader::multiPvRequested, this,
            &EngineOutputView::multiPvRequested);

    m_table->setModel(m_model);
    // Lines nobody can see wait (a closed Engine Output dock, the second view unused).
    connect(m_hiddenWatch, &HiddenWatch::shown, m_model, [this] { m_model->setHeld(false); });
    m_table->setItemDelegate(new EngineOutputDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setShowGrid(false);
    m_table->setCornerButtonEnabled(false);
    m_table->setTabKeyNavigation(false);
    // The PV is elided at the view's edge rather than scrolled to.
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // The scroll bar always there: each new search drops the history rows and the depths
    // bring them back, and a scroll bar coming and going at every move resized the table,
    // so its header and every line were laid out and repainted again (bench-window: 40
    // header repaints in 40 half-moves, now 1).
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    // Its looks repeat from move to move: each painted once (CachedScrollBar).
    m_table->setVerticalScrollBar(new CachedScrollBar(Qt::Vertical, m_table));
    // The scroll bar's range changes at nearly every update (rows come and go with the
    // depths): its container opaque, so that those repaints stop at the scroll bar instead
    // of repainting the dock's frame behind it (bench-window).
    m_table->verticalScrollBar()->parentWidget()->setAutoFillBackground(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    QHeaderView* header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionsMovable(false);
    header->setStretchLastSection(true); // the PV column takes the rest
    header->setMinimumSectionSize(8);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this,
            &EngineOutputView::showContextMenu);
    // The hover preview follows the pointer over the PV column without a button held.
    m_table->viewport()->setMouseTracking(true);
    m_table->viewport()->installEventFilter(this);
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &EngineOutputView::hidePreview);
    connect(m_table, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        const std::vector<Move> moves = m_model->lineMoves(index.row());
        if (!moves.empty()) emit pvMoveClicked(QList<Move>(moves.begin(), moves.end()));
    });

    auto* copy = new QAction(tr("&Copy Line"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &EngineOutputView::copySelection);
    addAction(copy);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(3);
    layout->addWidget(m_header);
    layout->addWidget(m_table, 1);

    connect(m_model, &EngineOutputModel::bookTextReceived, m_header,
            &EngineOutputHeader::setBookText);
    connect(m_model, &EngineOutputModel::linesUpdated, this, [this] { m_columns.update(); });
    connect(m_model, &EngineOutputModel::linesUpdated, this, &EngineOutputView::linesChanged);

    m_columns.reset();
    m_columns.update();
}

void EngineOutputView::addThinking(const ThinkingLine& line) {
    m_model->setHeld(m_hiddenWatch->isHidden());
    m_model->addLine(line);
}

void EngineOutputView::setPosition(const Position& pos) {
    const bool variantChanged = &pos.variant() != &m_model->position().variant();
    if (m_model->setPosition(pos)) {
        // A new position: its progress and book text are not known yet.
        m_header->reset();
    }
    if (variantChanged) m_columns.reset();
}

void EngineOutputView::setEngineSide(std::optional<Color> side) {
    m_model->setEngineSide(side);
}

void EngineOutputView::setScorePerspective(EngineOutputModel::ScorePerspective p) {
    m_model->setScorePerspective(p);
}

void EngineOutputView::setNotation(const PvNotation& notation) {
    m_model->setNotation(notation);
}

void EngineOutputView::setMultiPv(int count) {
    m_model->setMultiPv(count);
    // The engine's setting, not the user's choice: no request back.
    m_header->showMultiPv(count);
}

void EngineOutputView::clear() {
    m_model->clear();
    m_header->reset();
}

void EngineOutputView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_columns.reset();
}

void EngineOutputView::copySelection() {
    QList<int> rows;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end());
    if (rows.isEmpty() && m_model->rowCount() > 0) rows << 0;
    QStringList lines;
    for (int r : rows)
        lines << m_model->lineText(r);
    if (!lines.isEmpty()) QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void EngineOutputView::copyAll() {
    QStringList lines;
    for (int r = 0; r < m_model->rowCount(); ++r)
        lines << m_model->lineText(r);
    if (!lines.isEmpty()) QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void EngineOutputView::showContextMenu(const QPoint& pos) {
    hidePreview();
    const QModelIndex index = m_table->indexAt(pos);
    if (index.isValid() && !m_table->selectionModel()->isRowSelected(index.row(), {}))
        m_table->selectRow(index.row());
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QAction* copy = menu->addAction(tr("&Copy Line"), this, &EngineOutputView::copySelection);
    copy->setShortcut(QKeySequence::Copy);
    copy->setEnabled(m_model->rowCount() > 0);
    menu->addAction(tr("Copy &All Lines"), this, &EngineOutputView::copyAll)
        ->setEnabled(m_model->rowCount() > 0);
    menu->addSeparator();
    const bool xiangqi = m_model->position().variant().isXiangqiLike();
    QAction* white =
        menu->addAction(xiangqi ? tr("Scores from &Red's Side") : tr("Scores from &White's Side"));
    white->setCheckable(true);
    white->setChecked(m_model->scorePerspective() == EngineOutputModel::ScorePerspective::White);
    connect(white, &QAction::toggled, this, [this](bool on) {
        const auto p = on ? EngineOutputModel::ScorePerspective::White
                          : EngineOutputModel::ScorePerspective::Engine;
        m_model->setScorePerspective(p);
        emit scorePerspectiveChanged(p);
    });
    menu->addSeparator();
    const int row = index.isValid() ? index.row() : -1;
    const std::vector<Move> moves = m_model->lineMoves(row);
    if (moves.empty()) {
        menu->addAction(tr("&Exclude Move"))->setEnabled(false);
    } else {
        Position root = m_model->position();
        const Move first = moves.front();
        const QString name = QString::fromStdString(
            pgnMoveText(root, first, m_model->notation().xiangqi, m_model->notation().chinese));
        QAction* exclude = menu->addAction(tr("&Exclude %1").arg(name), this,
                                           [this, first] { emit excludeRequested(first); });
        exclude->setEnabled(m_excludeEnabled);
        exclude->setToolTip(tr("Search without this move"));
    }
    menu->addAction(tr("&Include All Moves"), this, &EngineOutputView::includeAllRequested)
        ->setEnabled(m_excludeEnabled);
    emit contextMenuAboutToShow(menu, row);
    menu->popup(m_table->viewport()->mapToGlobal(pos));
}

// --- hover preview, click to play, exclude, multi-PV ----------------------------------

void EngineOutputView::setPieceSet(const PieceSet& set) {
    m_pieceSet = set;
    if (m_preview) m_preview->setPieceSet(set);
}

void EngineOutputView::setBoardTheme(const BoardTheme& theme) {
    m_boardTheme = theme;
    if (m_preview) m_preview->setBoardTheme(theme);
}

void EngineOutputView::setPreviewFlipped(bool flipped) {
    m_previewFlipped = flipped;
    if (m_preview) m_preview->setFlipped(flipped);
}

void EngineOutputView::setExcludeEnabled(bool enabled) {
    m_excludeEnabled = enabled;
}

int EngineOutputView::pvMoveAt(const QPoint& pos, int* row) const {
    const PvHit hit = hitAt(pos);
    if (row) *row = hit.row;
    return hit.move;
}

EngineOutputView::PvHit EngineOutputView::hitAt(const QPoint& pos) const {
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid() || index.column() != EngineOutputModel::PvColumn) return {};
    const auto c =
        delegateOf(m_table)->pvCell(static_cast<LineTable*>(m_table)->optionFor(index), index);
    const QStringList tokens = c.head.split(QLatin1Char(' '));
    const QFontMetrics fm(c.opt.font);
    const int width = c.textRect.width();
    const int token = pvTokenAt(tokens, fm, pos.x() - c.textRect.left(), width);
    const int move = pvMoveOfToken(tokens, token);
    if (move < 0 || move >= int(m_model->lineMoves(index.row()).size())) return {};
    // A move number stands for its move, if that is shown.
    if (pvTokenRange(tokens, fm, pvTokenOfMove(tokens, move), width).second == 0) return {};
    return {index.row(), move};
}

QRect EngineOutputView::pvMoveRect(int row, int move) const {
    const QModelIndex index = m_model->index(row, EngineOutputModel::PvColumn);
    if (!index.isValid() || move < 0 || move >= int(m_model->lineMoves(row).size())) return {};
    const auto c =
        delegateOf(m_table)->pvCell(static_cast<LineTable*>(m_table)->optionFor(index), index);
    const QStringList tokens = c.head.split(QLatin1Char(' '));
    const auto [left, right] = pvTokenRange(tokens, QFontMetrics(c.opt.font),
                                            pvTokenOfMove(tokens, move), c.textRect.width());
    if (right <= left) return {};
    const QRect r(c.textRect.left() + left, c.opt.rect.top(), right - left, c.opt.rect.height());
    return r.intersected(m_table->viewport()->rect());
}

QList<Move> EngineOutputView::movesUpTo(const PvHit& hit) const {
    const std::vector<Move> moves = m_model->lineMoves(hit.row);
    if (hit.move < 0 || hit.move >= int(moves.size())) return {};
    return QList<Move>(moves.begin(), moves.begin() + hit.move + 1);
}

bool EngineOutputView::isPreviewVisible() const {
    return m_preview && m_preview->isVisible();
}

void EngineOutputView::updatePreview(const QPoint& pos, const QPoint& globalPos) {
    m_hoverPos = pos;
    const PvHit hit = hitAt(pos);
    if (hit.row < 0) {
        hidePreview();
        return;
    }
    const QList<Move> moves = movesUpTo(hit);
    if (isPreviewVisible() && hit == m_hover && moves == m_hoverMoves) return;
    m_hover = hit;
    m_hoverMoves = moves;
    Position p = m_model->position();
    QString caption;
    for (qsizetype i = 0; i < moves.size(); ++i) {
        if (i + 1 == moves.size()) {
            const QString number =
                QString::number(p.fullmoveNumber()) +
                (p.sideToMove() == White ? QStringLiteral(".") : QStringLiteral("..."));
            caption = number + QLatin1Char(' ') +
                      QString::fromStdString(pgnMoveText(p, moves[i], m_model->notation().xiangqi,
                                                         m_model->notation().chinese));
        }
        if (moves[i].isNull())
            p.makeNullMove();
        else
            p.makeMove(moves[i]);
    }
    if (!m_preview) {
        m_preview = new PvPreviewPopup(this);
        if (m_pieceSet) m_preview->setPieceSet(*m_pieceSet);
        if (m_boardTheme) m_preview->setBoardTheme(*m_boardTheme);
        m_preview->setFlipped(m_previewFlipped);
    }
    m_preview->showPosition(p, caption, globalPos);
}

void EngineOutputView::hidePreview() {
    m_hover = {};
    m_hoverMoves.clear();
    if (m_preview) m_preview->hide();
}

void EngineOutputView::linesChanged() {
    // New lines come several times a second while the engine thinks: the preview stays while the
    // moves under the pointer are still those it shows, and goes when they changed.
    if (!isPreviewVisible()) return;
    const PvHit hit = hitAt(m_hoverPos);
    if (hit.row < 0 || hit != m_hover || movesUpTo(hit) != m_hoverMoves) hidePreview();
}

bool EngineOutputView::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_table->viewport()) return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->buttons() == Qt::NoButton)
            updatePreview(e->position().toPoint(), e->globalPosition().toPoint());
        else
            hidePreview();
        break;
    }
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        hidePreview();
        m_pressed = e->button() == Qt::LeftButton ? hitAt(e->position().toPoint()) : PvHit{};
        break;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        const PvHit pressed = std::exchange(m_pressed, PvHit{});
        // A click: pressed and released on the same move.
        if (e->button() == Qt::LeftButton && pressed.row >= 0 &&
            hitAt(e->position().toPoint()) == pressed)
            emit pvMoveClicked(movesUpTo(pressed));
        break;
    }
    case QEvent::ToolTip:
        // Over a move the board says more than the line's text.
        if (hitAt(static_cast<QHelpEvent*>(event)->pos()).row >= 0) return true;
        break;
    case QEvent::Leave:
    case QEvent::Wheel:
    case QEvent::ContextMenu:
    case QEvent::Hide: hidePreview(); break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void EngineOutputView::hideEvent(QHideEvent* event) {
    hidePreview();
    QWidget::hideEvent(event);
}

QSize EngineOutputView::sizeHint() const {
    return {620, 170};
}

} // namespace tabiya
