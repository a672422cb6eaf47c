#include "app/gui/engineoptionsdialog.h"

#include "app/gui/engineoptiondelegate.h"
#include "protocol/engineconnection.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QShowEvent>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace tabiya {

namespace {
// More options than this and a filter box is shown above them.
constexpr int FilterThreshold = 10;
} // namespace

EngineOptionsDialog::EngineOptionsDialog(EngineConnection* engine, QWidget* parent)
    : QDialog(parent) {
    build(engine ? engine->name() : QString());
    if (engine) setEngine(engine);
}

EngineOptionsDialog::EngineOptionsDialog(const QString& engineName,
                                         const QList<EngineOption>& options, QWidget* parent)
    : QDialog(parent) {
    build(engineName);
    m_delegate->setButtonsEnabled(false);
    m_model->setOptions(options);
}

void EngineOptionsDialog::build(const QString& engineName) {
    setWindowTitle(engineName.isEmpty() ? tr("Engine Settings")
                                        : tr("%1 Settings").arg(engineName));
    setObjectName(QStringLiteral("engineOptionsDialog"));

    m_model = new EngineOptionModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(EngineOptionModel::NameColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_delegate = new EngineOptionDelegate(this);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("optionFilter"));
    m_filter->setPlaceholderText(tr("Filter options"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("optionStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->hide();

    createView();

    connectModel();

    createButtons();

    auto* legend =
        new QLabel(tr("Bold: not the default value. Italic: changed, not applied yet."), this);
    legend->setObjectName(QStringLiteral("optionLegend"));
    legend->setTextFormat(Qt::PlainText);
    legend->setForegroundRole(QPalette::PlaceholderText);
    QFont small = legend->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    legend->setFont(small);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(legend);
    layout->addWidget(m_buttons);
    m_filter->hide();
    updateButtons();
    resize(sizeHint());
}

// The table of options: one row each, its editor always open.
void EngineOptionsDialog::createView() {
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("optionView"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(m_delegate);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    // Every editor is open all the time (persistent), so no edit triggers are needed; checks
    // toggle through the model's check state.
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setTabKeyNavigation(false); // Tab moves between the editors, not the cells
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_delegate->rowHeight());
    QHeaderView* h = m_view->horizontalHeader();
    h->setHighlightSections(false);
    h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    h->setSectionResizeMode(EngineOptionModel::NameColumn, QHeaderView::Interactive);
    h->setSectionResizeMode(EngineOptionModel::ValueColumn, QHeaderView::Stretch);
    h->setSectionResizeMode(EngineOptionModel::DefaultColumn, QHeaderView::Interactive);
    h->setStretchLastSection(false);
}

// The editors and buttons follow the model and the focus.
void EngineOptionsDialog::connectModel() {
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        // Sized for its rows before it is first shown (Qt's own first size for a window is
        // at most two thirds of the screen, too narrow on small screens); never after.
        if (!isVisible()) resize(sizeHint());
        openEditors();
        fitColumns();
        updateFilterVisibility();
        updateButtons();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &EngineOptionsDialog::openEditors);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &EngineOptionsDialog::openEditors);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &EngineOptionsDialog::updateButtons);
    connect(m_model, &EngineOptionModel::pendingChanged, this, &EngineOptionsDialog::updateButtons);
    connect(m_delegate, &EngineOptionDelegate::buttonClicked, this,
            &EngineOptionsDialog::buttonClicked);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                // The Value cell is the current one, so Space toggles a check and a key
                // press reaches the row's editor whichever cell was clicked.
                if (current.isValid() && current.column() != EngineOptionModel::ValueColumn)
                    m_view->selectionModel()->setCurrentIndex(
                        current.siblingAtColumn(EngineOptionModel::ValueColumn),
                        QItemSelectionModel::NoUpdate);
                updateButtons();
            });
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget*, QWidget* now) { followFocus(now); });
}

// OK, Apply, Cancel and Reset to Default.
void EngineOptionsDialog::createButtons() {
    m_resetButton = new QPushButton(tr("&Reset to Default"), this);
    m_resetButton->setObjectName(QStringLiteral("resetToDefault"));
    m_resetButton->setAutoDefault(false);
    m_resetButton->setToolTip(tr("Puts the selected option back to its default value."));
    connect(m_resetButton, &QPushButton::clicked, this,
            &EngineOptionsDialog::resetSelectedToDefault);

    m_buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    m_buttons->addButton(m_resetButton, QDialogButtonBox::ResetRole);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineOptionsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EngineOptionsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &EngineOptionsDialog::apply);
}

QSize EngineOptionsDialog::sizeHint() const {
    const QSize base = QDialog::sizeHint();
    // The view's share: its header and between 6 and 16 rows (more scroll).
    const int rows = std::clamp(int(m_proxy->rowCount()), 6, 16);
    const int view = m_view->horizontalHeader()->sizeHint().height() +
                     rows * m_delegate->rowHeight() + 2 * m_view->frameWidth();
    int height = base.height() - m_view->sizeHint().height() + view;
    if (const QScreen* s = screen())
        height = qMin(height, s->availableGeometry().height() * 85 / 100);
    return {qMax(760, base.width()), height};
}

void EngineOptionsDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    // The columns are fitted to the width the dialog has now, not the one it was built with.
    if (!event->spontaneous()) fitColumns();
}

void EngineOptionsDialog::setEngine(EngineConnection* engine) {
    m_engine = engine;
    connect(engine, &EngineConnection::optionsChanged, this, &EngineOptionsDialog::optionsArrived);
    connect(engine, &EngineConnection::crashed, this, &EngineOptionsDialog::engineGone);
    connect(engine, &EngineConnection::finished, this, &EngineOptionsDialog::engineGone);
    connect(engine, &QObject::destroyed, this, &EngineOptionsDialog::engineGone);
    switch (engine->state()) {
    case EngineConnection::State::NotStarted:
    case EngineConnection::State::Starting:
    case EngineConnection::State::Handshake:
        m_awaitingOptions = true;
        m_status->setText(tr("Waiting for the engine to declare its options…"));
        m_status->show();
        connect(engine, &EngineConnection::ready, this, [this] {
            if (!m_engine) return;
            setWindowTitle(tr("%1 Settings").arg(m_engine->name()));
            if (m_pendingResources) setResources(*std::exchange(m_pendingResources, {}));
            optionsArrived(m_engine->options());
        });
        break;
    case EngineConnection::State::Stopping:
    case EngineConnection::State::Finished:
        m_model->setOptions(engine->options());
        engineGone();
        break;
    default: m_model->setOptions(engine->options()); break;
    }
}

void EngineOptionsDialog::engineGone() {
    if (m_engine) disconnect(m_engine, nullptr, this, nullptr);
    m_engine = nullptr;
    m_awaitingOptions = false;
    m_delegate->setButtonsEnabled(false);
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        if (auto* b = qobject_cast<QPushButton*>(
                m_view->indexWidget(m_proxy->index(r, EngineOptionModel::ValueColumn))))
            b->setEnabled(false);
    m_status->setText(tr("The engine is not running: its buttons do nothing now, and the "
                         "values you apply are used when it next starts."));
    m_status->show();
}

void EngineOptionsDialog::optionsArrived(const QList<EngineOption>& options) {
    if (m_awaitingOptions) {
        m_awaitingOptions = false;
        m_status->hide();
    }
    m_model->setOptions(options);
}

void EngineOptionsDialog::setResources(const EngineResources& values) {
    if (!m_engine) {
        setResources(values, EngineCapabilities{});
        return;
    }
    switch (m_engine->state()) {
    case EngineConnection::State::NotStarted:
    case EngineConnection::State::Starting:
    case EngineConnection::State::Handshake:
        // The features that say what the engine wants are not in yet.
        m_pendingResources = values;
        m_resources = values;
        return;
    default: setResources(values, m_engine->capabilities());
    }
}

void EngineOptionsDialog::setResources(const EngineResources& values,
                                       const EngineCapabilities& caps) {
    m_resources = values;
    m_model->setResources(values, caps);
}

QWidget* EngineOptionsDialog::editorFor(const QString& optionName) const {
    const int row = m_model->rowOf(optionName);
    if (row < 0) return nullptr;
    const QModelIndex p =
        m_proxy->mapFromSource(m_model->index(row, EngineOptionModel::ValueColumn));
    return p.isValid() ? m_view->indexWidget(p) : nullptr;
}

int EngineOptionsDialog::sourceRow(const QModelIndex& viewIndex) const {
    return viewIndex.isValid() ? m_proxy->mapToSource(viewIndex).row() : -1;
}

void EngineOptionsDialog::openEditors() {
    // Tab goes down the rows: the filter, the table (for the checks), each editor in turn,
    // then the buttons below.
    QWidget* previous = m_view;
    QWidget::setTabOrder(m_filter, m_view);
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex i = m_proxy->index(r, EngineOptionModel::ValueColumn);
        const auto type = EngineOption::Type(i.data(EngineOptionModel::TypeRole).toInt());
        if (type == EngineOption::Type::Check) continue;
        if (!m_view->isPersistentEditorOpen(i)) {
            m_view->openPersistentEditor(i);
            EngineOptionDelegate::clearSelection(m_view->indexWidget(i));
        }
        if (QWidget* editor = m_view->indexWidget(i)) {
            QWidget::setTabOrder(previous, editor);
            previous = editor;
        }
    }
    QWidget::setTabOrder(previous, m_resetButton);
}

void EngineOptionsDialog::fitColumns() {
    // Names and defaults as wide as their longest text, within limits: the value editors
    // take the rest, and a long default (a file path) is elided in the middle.
    const QFontMetrics fm(m_view->font());
    QFont bold = m_view->font();
    bold.setBold(true);
    const QFontMetrics fmBold(bold);
    int name = fm.horizontalAdvance(
        m_model->headerData(EngineOptionModel::NameColumn, Qt::Horizontal, Qt::DisplayRole)
            .toString());
    int def = fm.horizontalAdvance(
        m_model->headerData(EngineOptionModel::DefaultColumn, Qt::Horizontal, Qt::DisplayRole)
            .toString());
    for (int r = 0; r < m_model->rowCount(); ++r) {
        name = qMax(name, fmBold.horizontalAdvance(m_model->option(r).name));
        def = qMax(def, fm.horizontalAdvance(
                            m_model->index(r, EngineOptionModel::DefaultColumn).data().toString()));
    }
    const int padding = 3 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 16;
    const int available = isVisible() ? m_view->viewport()->width() : sizeHint().width() - 40;
    m_view->setColumnWidth(EngineOptionModel::NameColumn,
                           qMin(name + padding, available * 45 / 100));
    m_view->setColumnWidth(EngineOptionModel::DefaultColumn,
                           qMin(def + padding, available * 22 / 100));
}

void EngineOptionsDialog::updateFilterVisibility() {
    const bool many = m_model->rowCount() > FilterThreshold;
    m_filter->setVisible(many);
    if (!many && !m_filter->text().isEmpty()) m_filter->clear();
}

void EngineOptionsDialog::updateButtons() {
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(m_model->hasPending());
    const int row = sourceRow(m_view->currentIndex());
    m_resetButton->setEnabled(row >= 0 && row < m_model->rowCount() &&
                              !m_model->option(row).isButton() && m_model->isModified(row));
}

void EngineOptionsDialog::followFocus(QWidget* now) {
    // Clicking into an editor selects its row, so Reset to Default acts on what was touched.
    if (!now || !m_view->isAncestorOf(now)) return;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex i = m_proxy->index(r, EngineOptionModel::ValueColumn);
        const QWidget* w = m_view->indexWidget(i);
        if (w && (w == now || w->isAncestorOf(now))) {
            if (m_view->currentIndex() != i)
                m_view->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect |
                                                                 QItemSelectionModel::Rows);
            return;
        }
    }
}

void EngineOptionsDialog::apply() {
    const auto values = m_model->changedValues();
    if (m_engine)
        for (const auto& [name, value] : values)
            m_engine->setOption(name, value);
    for (const auto& [name, value] : values) {
        auto it = std::find_if(m_applied.begin(), m_applied.end(),
                               [&name](const auto& p) { return p.first == name; });
        if (it != m_applied.end())
            it->second = value;
        else
            m_applied.append({name, value});
    }
    if (m_model->resourcesPending()) m_resourcesChanged = true;
    m_model->markApplied();
    m_resources = m_model->resources();
    if (!values.isEmpty()) emit applied(values);
    updateButtons();
}

void EngineOptionsDialog::buttonClicked(const QPersistentModelIndex& index) {
    const int row = sourceRow(index);
    if (!m_engine || row < 0 || row >= m_model->rowCount()) return;
    const EngineOption option = m_model->option(row);
    switch (option.type) {
    case EngineOption::Type::Save:
        // The spec: all current settings are flushed to the engine before the save.
        apply();
        m_engine->setOption(option.name, QString());
        break;
    case EngineOption::Type::Reset:
        // The engine restores its defaults and declares its options again; edits of its
        // options made here are void (Tabiya's own rows keep theirs).
        m_model->discardPending(true);
        m_awaitingOptions = true;
        m_status->setText(tr("Waiting for the engine to declare its options again…"));
        m_status->show();
        m_engine->setOption(option.name, QString());
        break;
    default: m_engine->setOption(option.name, QString()); break;
    }
}

void EngineOptionsDialog::resetSelectedToDefault() {
    const int row = sourceRow(m_view->currentIndex());
    if (row < 0) return;
    m_model->resetToDefault(row);
    updateButtons();
}

void EngineOptionsDialog::accept() {
    apply();
    QDialog::accept();
}

void EngineOptionsDialog::reject() {
    m_model->discardPending();
    QDialog::reject();
}

} // namespace tabiya
