#include "app/gui/edittagsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tabiya {

namespace {
const QString kResult = QStringLiteral("Result");
// Tags the game writes from what it is: a value typed here would be overwritten.
bool writtenByGame(const QString& name) {
    static const QSet<QString> names = {QStringLiteral("FEN"), QStringLiteral("SetUp"),
                                        QStringLiteral("Variant"), QStringLiteral("PlyCount")};
    return names.contains(name);
}
} // namespace

const QStringList& EditTagsDialog::roster() {
    static const QStringList names = {QStringLiteral("Event"),
                                      QStringLiteral("Site"),
                                      QStringLiteral("Date"),
                                      QStringLiteral("Round"),
                                      QStringLiteral("White"),
                                      QStringLiteral("Black"),
                                      kResult};
    return names;
}

bool EditTagsDialog::isTagName(const QString& name) {
    static const QRegularExpression symbol(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_]*$"));
    return symbol.match(name).hasMatch();
}

EditTagsDialog::EditTagsDialog(const PgnTags& tags, QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(0, 2, this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Edit Tags"));
    m_table->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The roster's seven first, in its order, whether the game has them or not.
    for (const QString& name : roster()) {
        QString value;
        for (const auto& [n, v] : tags)
            if (n == name) value = v;
        addRow(name, value.isEmpty() && name != kResult ? QStringLiteral("?") : value);
    }
    for (const auto& [name, value] : tags)
        if (!roster().contains(name)) addRow(name, value);

    auto* add = new QPushButton(tr("&Add Tag"), this);
    auto* remove = new QPushButton(tr("&Remove Tag"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow();
        m_table->setCurrentCell(m_table->rowCount() - 1, 0);
        m_table->editItem(m_table->item(m_table->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, &EditTagsDialog::removeCurrentRow);
    auto* rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch(1);

    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, Qt::darkRed);
    m_problem->setPalette(warning);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemChanged, this, &EditTagsDialog::validate);
    resize(460, 420);
    validate();
}

void EditTagsDialog::addRow(const QString& name, const QString& value) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* nameItem = new QTableWidgetItem(name);
    auto* valueItem = new QTableWidgetItem(value);
    // The roster's names stay (a PGN game has all seven); Result follows the game.
    if (roster().contains(name)) nameItem->setFlags(nameItem->flags() & ~Qt::ItemIsEditable);
    if (name == kResult) {
        valueItem->setFlags(valueItem->flags() & ~Qt::ItemIsEditable);
        valueItem->setToolTip(tr("The game's result: it changes as the game ends."));
    }
    m_table->setItem(row, 0, nameItem);
    m_table->setItem(row, 1, valueItem);
}

void EditTagsDialog::removeCurrentRow() {
    const int row = m_table->currentRow();
    if (row < 0 || roster().contains(m_table->item(row, 0)->text())) return;
    m_table->removeRow(row);
    validate();
}

QString EditTagsDialog::problem() const {
    QSet<QString> seen;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name = m_table->item(row, 0)->text().trimmed();
        if (name.isEmpty()) continue;
        if (!isTagName(name))
            return tr("\"%1\" is not a tag name: use letters, digits and underscores, "
                      "starting with a letter or digit.")
                .arg(name);
        if (writtenByGame(name)) return tr("The game writes the %1 tag itself.").arg(name);
        if (seen.contains(name)) return tr("The tag %1 is there twice.").arg(name);
        seen.insert(name);
    }
    return {};
}

void EditTagsDialog::validate() {
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

PgnTags EditTagsDialog::tags() const {
    PgnTags out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name = m_table->item(row, 0)->text().trimmed();
        if (name.isEmpty() || name == kResult) continue;
        out.append({name, m_table->item(row, 1)->text().simplified()});
    }
    return out;
}

} // namespace tabiya
