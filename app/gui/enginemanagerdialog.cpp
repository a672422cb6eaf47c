#include "app/gui/enginemanagerdialog.h"

#include "app/gui/engineeditdialog.h"
#include "app/session/enginedetector.h"
#include "app/session/enginelevel.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tabiya {

namespace {
enum Column { NameColumn, ProtocolColumn, VariantsColumn, CommandColumn };
// The detected engines' columns.
enum FoundColumn { FoundNameColumn, FoundProtocolColumn, FoundCommandColumn };

QTreeWidget* makeTree(const QStringList& headers, QWidget* parent) {
    auto* tree = new QTreeWidget(parent);
    tree->setColumnCount(int(headers.size()));
    tree->setHeaderLabels(headers);
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setAllColumnsShowFocus(true);
    tree->setSelectionMode(QAbstractItemView::SingleSelection);
    tree->header()->setStretchLastSection(true);
    tree->setTextElideMode(Qt::ElideRight);
    return tree;
}

QString variantsText(const QStringList& variants) {
    return variants.isEmpty() ? QStringLiteral("—") : variants.join(QStringLiteral(", "));
}

// A tooltip showing text as plain text. Qt renders a tooltip as rich text when
// Qt::mightBeRichText says so, and variants come from the engine ("feature variants=",
// "option name Variant"): such text is escaped inside a paragraph, so markup shows as the
// characters sent. Other text stays a plain tooltip (one line, not wrapped narrow).
QString plainToolTip(const QString& text) {
    if (!Qt::mightBeRichText(text)) return text;
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}
} // namespace

EngineManagerDialog::EngineManagerDialog(EngineCatalog& catalog, QWidget* parent)
    : QDialog(parent)
    , m_target(catalog)
    , m_catalog(catalog) {
    setWindowTitle(tr("Manage Engines"));

    // Your engines, with the buttons beside them.
    auto* mine = new QGroupBox(tr("Engines"), this);
    m_engines = makeTree({tr("Name"), tr("Protocol"), tr("Variants"), tr("Command line")}, mine);
    m_engines->setObjectName(QStringLiteral("engineList"));
    m_add = new QPushButton(tr("&Add…"), mine);
    m_add->setObjectName(QStringLiteral("addButton"));
    m_edit = new QPushButton(tr("&Edit…"), mine);
    m_edit->setObjectName(QStringLiteral("editButton"));
    m_remove = new QPushButton(tr("&Remove"), mine);
    m_remove->setObjectName(QStringLiteral("removeButton"));
    auto* mineButtons = new QVBoxLayout;
    mineButtons->addWidget(m_add);
    mineButtons->addWidget(m_edit);
    mineButtons->addWidget(m_remove);
    mineButtons->addStretch();
    auto* mineLayout = new QHBoxLayout(mine);
    mineLayout->addWidget(m_engines, 1);
    mineLayout->addLayout(mineButtons);

    // Engines found on this machine.
    auto* found = new QGroupBox(tr("Detected on this system"), this);
    m_found = makeTree({tr("Engine"), tr("Protocol"), tr("Command line")}, found);
    m_found->setObjectName(QStringLiteral("detectedList"));
    m_found->setToolTip(tr("Double-click an engine to add it"));
    m_addFound = new QPushButton(tr("A&dd"), found);
    m_addFound->setObjectName(QStringLiteral("addDetectedButton"));
    auto* foundButtons = new QVBoxLayout;
    foundButtons->addWidget(m_addFound);
    foundButtons->addStretch();
    auto* foundLayout = new QHBoxLayout(found);
    foundLayout->addWidget(m_found, 1);
    foundLayout->addLayout(foundButtons);
    // The buttons of both boxes line up in one column.
    const int buttonWidth =
        qMax(qMax(m_add->sizeHint().width(), m_edit->sizeHint().width()),
             qMax(m_remove->sizeHint().width(), m_addFound->sizeHint().width()));
    for (QPushButton* b : {m_add, m_edit, m_remove, m_addFound})
        b->setMinimumWidth(buttonWidth);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setTextFormat(Qt::PlainText); // engine names and errors are engine text
    m_status->setWordWrap(true);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mine, 1);
    layout->addWidget(found, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connectButtons();

    refreshEngines(m_catalog.defaultEntry().name);
    setDetectedEngines(installedEngines());
    resize(fontMetrics().averageCharWidth() * 130, fontMetrics().lineSpacing() * 38);
}

// The buttons, the Delete key and the lists' clicks.
void EngineManagerDialog::connectButtons() {
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineManagerDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EngineManagerDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &EngineManagerDialog::addEngine);
    connect(m_edit, &QPushButton::clicked, this, &EngineManagerDialog::editEngine);
    connect(m_remove, &QPushButton::clicked, this, &EngineManagerDialog::removeEngine);
    auto* removeKey = new QAction(m_engines);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    m_engines->addAction(removeKey);
    connect(removeKey, &QAction::triggered, this, &EngineManagerDialog::removeEngine);
    connect(m_engines, &QTreeWidget::itemSelectionChanged, this,
            &EngineManagerDialog::updateButtons);
    connect(m_engines, &QTreeWidget::itemActivated, this, &EngineManagerDialog::editEngine);
    connect(m_found, &QTreeWidget::itemSelectionChanged, this, &EngineManagerDialog::updateButtons);
    connect(m_found, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem* item) { addDetected(m_found->indexOfTopLevelItem(item)); });
    connect(m_addFound, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem* item = m_found->currentItem())
            addDetected(m_found->indexOfTopLevelItem(item));
    });
}

EngineManagerDialog::~EngineManagerDialog() = default;

void EngineManagerDialog::setDetectedEngines(const QList<EngineEntry>& engines) {
    m_detected = engines;
    refreshDetected();
}

QString EngineManagerDialog::selectedName() const {
    const QTreeWidgetItem* item = m_engines->currentItem();
    return item && item->isSelected() ? item->text(NameColumn) : QString();
}

void EngineManagerDialog::refreshEngines(const QString& select) {
    const QString keep = select.isEmpty() ? selectedName() : select;
    m_engines->clear();
    for (qsizetype i = 0; i < m_catalog.size(); ++i) {
        const EngineEntry& e = m_catalog.at(i);
        auto* item = new QTreeWidgetItem(m_engines);
        item->setText(NameColumn, e.name);
        item->setText(ProtocolColumn, protocolName(e.protocol));
        item->setText(VariantsColumn, variantsText(e.variants));
        item->setToolTip(VariantsColumn, plainToolTip(variantsText(e.variants)));
        item->setText(CommandColumn, e.commandLine());
        item->setToolTip(CommandColumn, plainToolTip(e.commandLine()));
        if (m_catalog.isDefault(i))
            item->setToolTip(NameColumn, tr("Tabiya's own engine: always available"));
        if (m_probes.key(e.name)) item->setText(VariantsColumn, tr("asking the engine…"));
        if (e.name.compare(keep, Qt::CaseInsensitive) == 0) {
            m_engines->setCurrentItem(item);
            item->setSelected(true);
        }
    }
    for (int c : {NameColumn, ProtocolColumn})
        m_engines->resizeColumnToContents(c);
    m_engines->setColumnWidth(VariantsColumn, fontMetrics().averageCharWidth() * 28);
    refreshDetected(); // "added" marks follow the list
    updateButtons();
}

void EngineManagerDialog::refreshDetected() {
    const int current =
        m_found->currentItem() ? m_found->indexOfTopLevelItem(m_found->currentItem()) : -1;
    m_found->clear();
    for (const EngineEntry& e : m_detected) {
        auto* item = new QTreeWidgetItem(m_found);
        item->setText(FoundNameColumn, e.name);
        item->setText(FoundProtocolColumn, protocolName(e.protocol));
        item->setText(FoundCommandColumn, e.commandLine());
        item->setToolTip(FoundCommandColumn, plainToolTip(e.commandLine()));
        if (m_catalog.findCommand(e.program, e.arguments)) {
            // Already in the list: shown, but adding it twice is pointless.
            item->setText(FoundNameColumn, tr("%1 (added)").arg(e.name));
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
        }
    }
    if (current >= 0 && current < m_found->topLevelItemCount()) {
        QTreeWidgetItem* item = m_found->topLevelItem(current);
        if (item->flags() & Qt::ItemIsSelectable) m_found->setCurrentItem(item);
    }
    for (int c : {FoundNameColumn, FoundProtocolColumn})
        m_found->resizeColumnToContents(c);
    updateButtons();
}

void EngineManagerDialog::updateButtons() {
    const qsizetype index = m_catalog.indexOf(selectedName());
    m_edit->setEnabled(index >= 0);
    m_remove->setEnabled(index >= 0 && !m_catalog.isDefault(index));
    m_remove->setToolTip(index == 0 ? tr("Tabiya's own engine cannot be removed") : QString());
    const QTreeWidgetItem* item = m_found->currentItem();
    m_addFound->setEnabled(item && item->isSelected() && (item->flags() & Qt::ItemIsEnabled));
}

void EngineManagerDialog::showStatus(const QString& text, bool error) {
    QPalette pal = palette();
    if (error) pal.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    m_status->setPalette(pal);
    m_status->setText(text);
}

void EngineManagerDialog::addDetected(int row) {
    if (row < 0 || row >= m_detected.size()) return;
    EngineEntry e = m_detected[row];
    if (m_catalog.findCommand(e.program, e.arguments)) return;
    e.name = m_catalog.uniqueName(e.name);
    QString error;
    if (!m_catalog.add(e, &error)) {
        showStatus(error, true);
        return;
    }
    // Ask the engine for its own name and its variants; the entry is usable meanwhile.
    auto* probe = new EngineProbe(this);
    if (m_probeTimeoutMs > 0) probe->setAttemptTimeout(m_probeTimeoutMs);
    m_probes.insert(probe, e.name);
    connect(probe, &EngineProbe::finished, this,
            [this, probe](const EngineProbeResult& r) { onProbeFinished(probe, r); });
    refreshEngines(e.name);
    showStatus(tr("Added %1; asking it for its name and variants…").arg(e.name));
    probe->start(m_catalog.config(e), EngineProbe::modeFor(e.protocol));
}

void EngineManagerDialog::onProbeFinished(EngineProbe* probe, const EngineProbeResult& result) {
    const QString name = m_probes.take(probe);
    probe->deleteLater();
    const qsizetype index = m_catalog.indexOf(name);
    if (index >= 0) {
        if (result.ok) {
            EngineEntry e = m_catalog.at(index);
            e.protocol = result.protocol;
            e.variants = result.variants;
            e.strengthOptions = level::strengthOptions(result.options);
            if (!result.name.isEmpty()) e.name = m_catalog.uniqueName(result.name, name);
            m_catalog.replace(name, e);
            refreshEngines(selectedName() == name ? e.name : QString());
            showStatus(tr("Added %1 (%2).").arg(e.name, protocolName(e.protocol)));
        } else {
            refreshEngines();
            showStatus(tr("%1 was added, but did not say which variants it plays:\n%2")
                           .arg(name, result.error),
                       true);
        }
    }
    emit probeFinished(name, result.ok);
    if (m_acceptWhenIdle && m_probes.isEmpty()) accept();
}

void EngineManagerDialog::addEngine() {
    openEditor(EngineEntry());
}

void EngineManagerDialog::editEngine() {
    const auto e = m_catalog.find(selectedName());
    if (!e) return;
    // The editor has its own Detect; a background answer would rename under its feet.
    if (EngineProbe* probe = m_probes.key(e->name)) {
        m_probes.remove(probe);
        probe->cancel();
        probe->deleteLater();
    }
    openEditor(*e);
}

void EngineManagerDialog::openEditor(const EngineEntry& entry) {
    if (m_editDialog) return;
    m_editDialog = new EngineEditDialog(entry, m_catalog, this);
    if (m_probeTimeoutMs > 0) m_editDialog->setProbeTimeout(m_probeTimeoutMs);
    m_editDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_editDialog, &QDialog::accepted, this, [this] {
        const EngineEntry e = m_editDialog->entry();
        const QString old = m_editDialog->originalName();
        QString error;
        const bool ok =
            old.isEmpty() ? m_catalog.add(e, &error) : m_catalog.replace(old, e, &error);
        if (!ok) showStatus(error, true);
        refreshEngines(e.name);
    });
    connect(m_editDialog, &QObject::destroyed, this, [this] { m_editDialog = nullptr; });
    m_editDialog->open(); // window-modal, no nested event loop
}

void EngineManagerDialog::removeEngine() {
    const QString name = selectedName();
    const qsizetype index = m_catalog.indexOf(name);
    if (index < 0 || !m_catalog.remove(name)) return;
    if (EngineProbe* probe = m_probes.key(name)) {
        m_probes.remove(probe);
        probe->cancel();
        probe->deleteLater();
    }
    // The neighbour takes the selection, so several can be removed in a row.
    const qsizetype next = qMin(index, m_catalog.size() - 1);
    refreshEngines(m_catalog.at(next).name);
    showStatus(tr("Removed %1.").arg(name));
}

void EngineManagerDialog::accept() {
    if (!m_probes.isEmpty()) {
        // Engines just added are still telling their names: wait for them (a few seconds
        // at worst), then close.
        m_acceptWhenIdle = true;
        m_buttons->setEnabled(false);
        showStatus(tr("Waiting for the engines being asked…"));
        return;
    }
    m_target = m_catalog;
    QDialog::accept();
}

void EngineManagerDialog::reject() {
    for (EngineProbe* probe : m_probes.keys())
        probe->cancel();
    m_probes.clear();
    QDialog::reject();
}

} // namespace tabiya
