#include "engineoutputview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace tabiya {

namespace {

// A label that shows as much of its text as fits, with an ellipsis, and all of it in a
// tooltip: the progress line must never widen the dock.
class ElidedLabel : public QLabel {
public:
    using QLabel::QLabel;
    void setFullText(const QString& text) {
        m_full = text;
        setToolTip(text.isEmpty() ? QString()
                                  : QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()));
        elide();
    }
    QString fullText() const { return m_full; }
    QSize minimumSizeHint() const override { return {0, QLabel::minimumSizeHint().height()}; }
    QSize sizeHint() const override { return {0, QLabel::sizeHint().height()}; }

protected:
    void resizeEvent(QResizeEvent* e) override {
        QLabel::resizeEvent(e);
        elide();
    }

private:
    void elide() { setText(fontMetrics().elidedText(m_full, Qt::ElideRight, width())); }
    QString m_full;
};

// The lines' delegate: no focus frame on one cell of a row; in the PV column, the text set a little
// apart from the right-aligned numbers before it, elided at the right, drawn as plain text; the end
// of a PV that did not convert to legal moves (the engine's words as sent) in italics and faded, so
// a PV that left the rules is seen as such.
class LineDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem opt = option;
        // Rows are selected whole: no focus frame around a single cell.
        opt.state &= ~QStyle::State_HasFocus;
        if (index.column() != EngineOutputModel::PvColumn) {
            QStyledItemDelegate::paint(painter, opt, index);
            return;
        }
        initStyleOption(&opt, index);
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        const QString text = opt.text;
        opt.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // panel, focus
        QRect rect =
            style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget)
                .adjusted(opt.fontMetrics.horizontalAdvance(QLatin1Char('M')) * 2 / 3, 0, 0, 0);
        const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                           : (opt.state & QStyle::State_Active)
                                               ? QPalette::Active
                                               : QPalette::Inactive;
        const bool selected = opt.state & QStyle::State_Selected;
        QColor colour =
            opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        const QString rest = index.data(EngineOutputModel::PvRestRole).toString();
        const QString head = text.left(text.size() - rest.size()).trimmed();
        const int flags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine;
        painter->save();
        if (!head.isEmpty()) {
            const QFontMetrics fm(opt.font);
            painter->setFont(opt.font);
            painter->setPen(colour);
            const QString shown = fm.elidedText(head, Qt::ElideRight, rect.width());
            painter->drawText(rect, flags, shown);
            rect.setLeft(rect.left() + fm.horizontalAdvance(shown + QLatin1Char(' ')));
        }
        if (!rest.isEmpty() && rect.width() > 0) {
            QFont italic = opt.font;
            italic.setItalic(true);
            colour.setAlphaF(0.6f);
            painter->setFont(italic);
            painter->setPen(colour);
            painter->drawText(rect, flags,
                              QFontMetrics(italic).elidedText(rest, Qt::ElideRight, rect.width()));
        }
        painter->restore();
    }
};

} // namespace

EngineOutputView::EngineOutputView(QWidget* parent)
    : QWidget(parent)
    , m_model(new EngineOutputModel(this))
    , m_table(new QTableView(this))
    , m_nameLabel(new QLabel(this))
    , m_progressLabel(new ElidedLabel(this))
    , m_bookLabel(new QLabel(this)) {
    // Engine text is shown as sent: plain, never markup.
    for (QLabel* l : {m_nameLabel, m_progressLabel, m_bookLabel})
        l->setTextFormat(Qt::PlainText);
    QFont bold = m_nameLabel->font();
    bold.setBold(true);
    m_nameLabel->setFont(bold);
    m_progressLabel->setForegroundRole(QPalette::PlaceholderText);
    m_bookLabel->setWordWrap(true);
    m_bookLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bookLabel->hide();

    m_table->setModel(m_model);
    m_table->setItemDelegate(new LineDelegate(m_table));
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

    auto* copy = new QAction(tr("&Copy Line"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &EngineOutputView::copySelection);
    addAction(copy);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(8);
    top->addWidget(m_nameLabel);
    top->addWidget(m_progressLabel, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(3);
    layout->addLayout(top);
    layout->addWidget(m_bookLabel);
    layout->addWidget(m_table, 1);

    m_labelTimer.setSingleShot(true);
    m_labelTimer.setInterval(EngineOutputModel::FlushIntervalMs);
    connect(&m_labelTimer, &QTimer::timeout, this, &EngineOutputView::updateLabels);
    connect(m_model, &EngineOutputModel::bookTextReceived, this, &EngineOutputView::setBookText);
    connect(m_model, &EngineOutputModel::linesUpdated, this, &EngineOutputView::updateColumns);

    sizeColumns();
    updateColumns();
}

void EngineOutputView::setEngineName(const QString& name) {
    m_name = name;
    m_nameLabel->setText(name);
    m_nameLabel->setVisible(!name.isEmpty());
}

void EngineOutputView::addThinking(const ThinkingLine& line) {
    m_model->addLine(line);
}

void EngineOutputView::setProgress(const SearchProgress& progress) {
    m_pendingProgress = progress;
    scheduleLabels();
}

void EngineOutputView::setBookText(const QString& text) {
    m_pendingBook = text;
    scheduleLabels();
}

void EngineOutputView::scheduleLabels() {
    if (!m_labelTimer.isActive()) m_labelTimer.start();
}

void EngineOutputView::setPosition(const Position& pos) {
    const bool variantChanged = &pos.variant() != &m_model->position().variant();
    if (m_model->setPosition(pos)) {
        // A new position: its progress and book text are not known yet.
        m_pendingProgress = SearchProgress{};
        m_pendingBook = QString();
        updateLabels();
    }
    if (variantChanged) sizeColumns();
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
}

void EngineOutputView::clear() {
    m_model->clear();
    m_labelTimer.stop();
    m_pendingProgress = SearchProgress{};
    m_pendingBook = QString();
    updateLabels();
}

QString EngineOutputView::progressText() const {
    return static_cast<ElidedLabel*>(m_progressLabel)->fullText();
}

QString EngineOutputView::bookText() const {
    return m_bookLabel->text();
}

QString EngineOutputView::formatProgress(const SearchProgress& p) const {
    QStringList parts;
    if (p.depth >= 0) parts << tr("depth %1").arg(p.depth);
    QString move;
    if (p.movesTotal > 0 && p.movesLeft >= 0)
        move =
            QStringLiteral("%1/%2").arg(std::max(0, p.movesTotal - p.movesLeft)).arg(p.movesTotal);
    else if (p.currentMoveNumber > 0)
        move = tr("move %1").arg(p.currentMoveNumber);
    if (!p.currentMove.isEmpty()) {
        const QString name = formatMove(m_model->position(), p.currentMove, m_model->notation());
        move = move.isEmpty() ? name : move + QLatin1Char(' ') + name;
    }
    if (!move.isEmpty()) parts << move;
    if (p.timeMs >= 0) parts << formatSearchTime(p.timeMs);
    if (p.nodes >= 0) parts << tr("%1 nodes").arg(formatCount(p.nodes));
    if (p.nps >= 0) parts << tr("%1 nps").arg(formatCount(p.nps));
    if (p.tbhits > 0) parts << tr("%1 TB hits").arg(formatCount(p.tbhits));
    if (p.hashfull >= 0) parts << tr("hash %1%").arg(qRound(p.hashfull / 10.0));
    if (p.cpuload >= 0) parts << tr("CPU %1%").arg(qRound(p.cpuload / 10.0));
    return parts.join(QStringLiteral(", "));
}

void EngineOutputView::updateLabels() {
    if (m_pendingProgress) {
        static_cast<ElidedLabel*>(m_progressLabel)->setFullText(formatProgress(*m_pendingProgress));
        m_pendingProgress.reset();
    }
    if (m_pendingBook) {
        const QString text = m_pendingBook->trimmed();
        m_bookLabel->setText(text.isEmpty() ? QString() : tr("Book: %1").arg(text));
        m_bookLabel->setVisible(!text.isEmpty());
        m_pendingBook.reset();
    }
}

void EngineOutputView::updateColumns() {
    for (int c = 0; c < EngineOutputModel::ColumnCount; ++c) {
        const bool hide = !m_model->columnHasData(c);
        if (m_table->isColumnHidden(c) != hide) m_table->setColumnHidden(c, hide);
    }
}

void EngineOutputView::sizeColumns() {
    // Fixed widths from the widest text a column usually holds, so columns do not jump as
    // the numbers change 20 times a second; the user may still drag them.
    QFont bold = m_table->font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    const QFontMetrics headerFm(m_table->horizontalHeader()->font());
    const char* samples[] = {"99/99", "+99.99\u2193", "99:59", "99.9M", "99.9M", "99.9M"};
    for (int c = 0; c < EngineOutputModel::PvColumn; ++c) {
        const QString header = m_model->headerData(c, Qt::Horizontal).toString();
        const int w = std::max(fm.horizontalAdvance(QString::fromUtf8(samples[c])),
                               headerFm.horizontalAdvance(header) + 6);
        m_table->horizontalHeader()->resizeSection(c, w + 14);
    }
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 6);
}

void EngineOutputView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) sizeColumns();
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
    emit contextMenuAboutToShow(menu, index.isValid() ? index.row() : -1);
    menu->popup(m_table->viewport()->mapToGlobal(pos));
}

QSize EngineOutputView::sizeHint() const {
    return {620, 170};
}

} // namespace tabiya
