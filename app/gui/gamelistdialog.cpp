#include "app/gui/gamelistdialog.h"

#include "app/gui/gamelistmodel.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace tabiya {

GameListDialog::GameListDialog(PgnFileReader* reader, QWidget* parent)
    : QDialog(parent)
    , m_reader(reader)
    , m_model(new GameListModel(this))
    , m_filter(new GameListFilter(this))
    , m_view(new QTableView(this))
    , m_player(new QLineEdit(this))
    , m_count(new QLabel(this)) {
    setWindowTitle(tr("Game List"));
    m_model->setReader(reader);
    m_filter->setSourceModel(m_model);

    m_player->setPlaceholderText(tr("Filter by player"));
    m_player->setClearButtonEnabled(true);
    connect(m_player, &QLineEdit::textChanged, m_filter, &GameListFilter::setPlayer);

    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    // Rows of one height: a view of ten thousand games lays out only what it shows.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    QHeaderView* header = m_view->horizontalHeader();
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    // Wide enough for typical values in bold (the loaded game's row), so they are not cut.
    QFont bold = m_view->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const std::pair<int, const char*> samples[] = {{GameListModel::Number, "00000"},
                                                   {GameListModel::White, "Capablanca, Jose Raul"},
                                                   {GameListModel::Black, "Capablanca, Jose Raul"},
                                                   {GameListModel::Result, "1/2-1/2"},
                                                   {GameListModel::Date, "0000.00.00"},
                                                   {GameListModel::Event, "World Championship 99"},
                                                   {GameListModel::Variant, "fischerandom"},
                                                   {GameListModel::Moves, "Moves"}};
    int width = 0;
    for (const auto& [column, sample] : samples) {
        const int w = metrics.horizontalAdvance(QLatin1String(sample)) + 16;
        m_view->setColumnWidth(column, w);
        width += w;
    }
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        emit gameChosen(m_filter->mapToSource(index).row());
    });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* load = buttons->addButton(tr("&Load"), QDialogButtonBox::ApplyRole);
    connect(load, &QPushButton::clicked, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (index.isValid()) emit gameChosen(m_filter->mapToSource(index).row());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto* top = new QHBoxLayout;
    top->addWidget(m_player, 1);
    top->addWidget(m_count);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);

    connect(m_model, &QAbstractItemModel::rowsInserted, this, &GameListDialog::refreshCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &GameListDialog::refreshCount);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &GameListDialog::refreshCount);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &GameListDialog::refreshCount);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &GameListDialog::refreshCount);
    connect(reader, &PgnFileReader::finished, this, &GameListDialog::refreshCount);
    refreshCount();
    // The columns and a problem column beside them, and some thirty rows.
    resize(width + metrics.horizontalAdvance(QLatin1Char('M')) * 24,
           m_view->verticalHeader()->defaultSectionSize() * 30);
}

void GameListDialog::refreshCount() {
    const int all = m_model->rowCount();
    const int shown = m_filter->rowCount();
    QString text =
        shown == all ? tr("%n games", nullptr, all) : tr("%1 of %n games", nullptr, all).arg(shown);
    if (m_reader->isReading()) text += QLatin1Char(' ') + tr("(reading...)");
    m_count->setText(text);
}

void GameListDialog::setCurrentGame(int index) {
    m_model->setCurrentGame(index);
    const QModelIndex shown = m_filter->mapFromSource(m_model->index(index, 0));
    if (!shown.isValid()) return;
    m_view->setCurrentIndex(shown);
    m_view->scrollTo(shown);
}

int GameListDialog::neighbour(int from, int step) const {
    const QModelIndex shown = m_filter->mapFromSource(m_model->index(from, 0));
    if (!shown.isValid()) { // hidden by the filter: the next game shown in the file's order
        for (int next = from + step; next >= 0 && next < m_model->rowCount(); next += step)
            if (m_filter->mapFromSource(m_model->index(next, 0)).isValid()) return next;
        return -1;
    }
    const int row = shown.row() + step;
    if (row < 0 || row >= m_filter->rowCount()) return -1;
    return m_filter->mapToSource(m_filter->index(row, 0)).row();
}

} // namespace tabiya
