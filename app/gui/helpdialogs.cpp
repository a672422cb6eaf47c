#include "app/gui/helpdialogs.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tabiya {

namespace {
QString plainText(QString text) {
    // "&&" is a literal ampersand; a single one marks the mnemonic.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void collect(const QMenu* menu, const QString& path, QList<ShortcutEntry>& out) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (QMenu* sub = a->menu()) {
            collect(sub, path + QStringLiteral(" > ") + plainText(sub->title()), out);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            if (!k.isEmpty()) keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            out.append({path, plainText(a->text()), keys.join(QStringLiteral(", "))});
    }
}
} // namespace

QList<ShortcutEntry> shortcutEntries(const QMenuBar* bar) {
    QList<ShortcutEntry> out;
    for (QAction* a : bar->actions())
        if (QMenu* menu = a->menu()) collect(menu, plainText(menu->title()), out);
    return out;
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar* bar, QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<ShortcutEntry> entries = shortcutEntries(bar);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    m_table->setRowCount(int(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        const ShortcutEntry& e = entries[row];
        const QString cells[3] = {e.menu, e.action, e.keys};
        for (int col = 0; col < 3; ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            m_table->setItem(row, col, item);
        }
    }
    m_table->verticalHeader()->hide();
    // Rows as tall as their text: the whole list fits in a glance, as a menu does.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 600);
}

GettingStartedDialog::GettingStartedDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Getting Started"));
    auto* text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("gettingStartedText"));
    text->setOpenLinks(false);
    // Our own text, not an engine's: rich text is safe here.
    text->setHtml(
        tr("<h3>Playing</h3>"
           "<p><b>File &gt; New Game</b> chooses the variant (chess, Chess960, xiangqi), the "
           "clock and, for each colour, a person or an engine.</p>"
           "<p>Move by clicking a piece and then its square, by dragging it, or by typing the "
           "move (e2e4, Nf3) on the board and pressing Enter.</p>"
           "<h3>Modes</h3>"
           "<ul>"
           "<li><b>Machine White / Machine Black</b>: the engine plays that colour, you the "
           "other.</li>"
           "<li><b>Two Machines</b>: two engines play each other; <b>Machine Match</b> plays "
           "a series of games and saves them.</li>"
           "<li><b>Edit Game</b>: you make the moves for both sides, no clock.</li>"
           "<li><b>Edit Position</b>: set up any position, then play or analyse it.</li>"
           "<li><b>Analysis Mode</b>: an engine thinks about the position shown while you "
           "move pieces or step through the game; <b>Analyze Game</b> annotates a whole "
           "game.</li>"
           "</ul>"
           "<h3>During a game</h3>"
           "<p>The <b>Action</b> menu offers or accepts a draw, resigns, aborts the game, "
           "calls the opponent's flag when their time is up, and adjudicates a result. "
           "<b>Options</b> holds pondering, Always Queen and how the board looks. "
           "<b>Help &gt; Keyboard Shortcuts</b> lists every key.</p>"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 440);
}

} // namespace tabiya
