#include "app/gui/engineeditdialog.h"

#include "app/session/enginedetector.h"
#include "app/session/enginelevel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace tabiya {

namespace {
// The protocol box: Auto, then the two protocols (item data: -1 for Auto).
constexpr int AutoProtocol = -1;
} // namespace

EngineEditDialog::EngineEditDialog(const EngineEntry& entry, const EngineCatalog& catalog,
                                   QWidget* parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_original(entry)
    , m_variants(entry.variants) {
    const qsizetype index = entry.name.isEmpty() ? -1 : catalog.indexOf(entry.name);
    m_isDefault = index >= 0 && catalog.isDefault(index);
    const bool adding = entry.program.isEmpty();
    setWindowTitle(adding ? tr("Add Engine") : tr("Edit Engine"));

    createFields(entry, adding);

    QFormLayout* form = createForm(entry);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 3);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_buttons);

    connectFields();

    showVariants();
    setMinimumWidth(fontMetrics().averageCharWidth() * 96);
}

// The fields, each as the entry has it (Tabiya's own engine keeps its name and program).
void EngineEditDialog::createFields(const EngineEntry& entry, bool adding) {
    m_name = new QLineEdit(entry.name, this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("filled in by Detect"));
    m_command = new QLineEdit(entry.commandLine(), this);
    m_command->setObjectName(QStringLiteral("commandEdit"));
    m_command->setPlaceholderText(tr("program and arguments, e.g. gnuchess -x"));
    m_command->setToolTip(tr("The program and its arguments, separated by spaces. Put \"double "
                             "quotes\" around words with spaces. No shell is involved."));
    m_browseProgram = new QToolButton(this);
    m_browseProgram->setText(tr("Browse…"));
    m_folder = new QLineEdit(entry.workingDirectory, this);
    m_folder->setObjectName(QStringLiteral("folderEdit"));
    m_folder->setPlaceholderText(tr("Tabiya's own"));
    m_browseFolder = new QToolButton(this);
    m_browseFolder->setText(tr("Browse…"));
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(QStringLiteral("protocolBox"));
    m_protocol->addItem(tr("Auto (try UCI, UCCI, CECP, then CXBoard)"), AutoProtocol);
    for (EngineProtocol p : allProtocols())
        m_protocol->addItem(protocolName(p), int(p));
    m_protocol->setCurrentIndex(adding ? 0 : m_protocol->findData(int(entry.protocol)));
    // Engines list from one variant to eighty: a small read-only text box that scrolls.
    m_variantsView = new QPlainTextEdit(this);
    m_variantsView->setObjectName(QStringLiteral("variantsView"));
    m_variantsView->setReadOnly(true); // plain text: engine text is never rich text
    m_variantsView->setPlaceholderText(tr("not known yet: press Detect"));
    m_variantsView->setFixedHeight(m_variantsView->fontMetrics().lineSpacing() * 3 +
                                   2 * m_variantsView->frameWidth() +
                                   int(m_variantsView->document()->documentMargin() * 2));
    m_variantsView->setTabChangesFocus(true);

    if (m_isDefault) {
        // Tabiya's own engine: always there under its own name.
        m_name->setReadOnly(true);
        m_command->setReadOnly(true);
        m_browseProgram->setEnabled(false);
        m_name->setToolTip(tr("Tabiya's own engine keeps its name and program."));
    }
}

// The fields in a form, with the CXBoard switch and the Detect row.
QFormLayout* EngineEditDialog::createForm(const EngineEntry& entry) {
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // Rows holding a layout get their label by hand, with the buddy the mnemonic needs.
    auto label = [this](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(tr("&Name:"), m_name);
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(m_browseProgram);
    form->addRow(label(tr("&Command line:"), m_command), commandRow);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_browseFolder);
    form->addRow(label(tr("&Working folder:"), m_folder), folderRow);
    form->addRow(tr("&Protocol:"), m_protocol);
    m_engineDriven =
        new QCheckBox(tr("The engine keeps the clock and plays its side itself"), this);
    m_engineDriven->setObjectName(QStringLiteral("engineDrivenBox"));
    m_engineDriven->setToolTip(tr("CXBoard's playcurrent/move mode; otherwise Tabiya sends "
                                  "the position and a go command for every move"));
    m_engineDriven->setChecked(entry.cxboardEngineDriven);
    form->addRow(QString(), m_engineDriven);
    auto showEngineDriven = [this] {
        m_engineDriven->setVisible(m_protocol->currentData().toInt() ==
                                   int(EngineProtocol::Cxboard));
    };
    connect(m_protocol, &QComboBox::currentIndexChanged, this, showEngineDriven);
    showEngineDriven();
    form->addRow(tr("&Variants:"), m_variantsView);

    m_detect = new QPushButton(tr("&Detect"), this);
    m_detect->setObjectName(QStringLiteral("detectButton"));
    m_detect->setToolTip(tr("Start the engine briefly to read its name, protocol and variants"));
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0); // busy, no percentage
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(m_detect->sizeHint().height() / 2);
    m_busy->setVisible(false);
    auto* detectRow = new QHBoxLayout;
    detectRow->addWidget(m_detect);
    detectRow->addWidget(m_busy, 1);
    detectRow->addStretch();
    form->addRow(QString(), detectRow);

    return form;
}

void EngineEditDialog::connectFields() {
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineEditDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EngineEditDialog::reject);
    connect(m_detect, &QPushButton::clicked, this, &EngineEditDialog::detect);
    connect(m_browseProgram, &QToolButton::clicked, this, &EngineEditDialog::browseProgram);
    connect(m_browseFolder, &QToolButton::clicked, this, &EngineEditDialog::browseFolder);
    // What was detected belongs to the command and protocol it was detected with.
    connect(m_command, &QLineEdit::textEdited, this, [this] {
        m_detected = false;
        m_variants =
            m_command->text() == m_original.commandLine() ? m_original.variants : QStringList();
        showVariants();
    });
    connect(m_protocol, &QComboBox::activated, this, [this] { m_detected = false; });
}

EngineEditDialog::~EngineEditDialog() = default;

EngineEntry EngineEditDialog::entry() const {
    EngineEntry e = m_original;
    e.name = m_name->text().trimmed();
    e.setCommandLine(m_command->text());
    e.workingDirectory = m_folder->text().trimmed();
    const int p = m_protocol->currentData().toInt();
    e.protocol = p == AutoProtocol ? m_original.protocol : EngineProtocol(p);
    e.cxboardEngineDriven = e.protocol == EngineProtocol::Cxboard && m_engineDriven->isChecked();
    e.variants = m_variants;
    return e;
}

void EngineEditDialog::setProbeTimeout(int ms) {
    m_probeTimeoutMs = ms;
}

bool EngineEditDialog::isDetecting() const {
    return m_probe && m_probe->isRunning();
}

void EngineEditDialog::showStatus(const QString& text, bool error) {
    QPalette pal = palette();
    if (error) pal.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    m_status->setPalette(pal);
    m_status->setText(text);
}

void EngineEditDialog::showVariants() {
    m_variantsView->setPlainText(m_variants.join(QStringLiteral(", ")));
}

void EngineEditDialog::setBusy(bool busy) {
    m_busy->setVisible(busy);
    m_detect->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
    // What the engine was started with stays as it is until it has answered.
    const QList<QWidget*> inputs{m_command, m_folder, m_browseFolder, m_protocol};
    for (QWidget* w : inputs)
        w->setEnabled(!busy);
    m_browseProgram->setEnabled(!busy && !m_isDefault);
}

bool EngineEditDialog::validate(QString* message) const {
    const EngineEntry e = entry();
    if (e.program.isEmpty()) {
        *message = tr("Enter the command line that starts the engine.");
        return false;
    }
    if (EngineCatalog::resolveProgram(e.program, m_catalog.appDir()).isEmpty()) {
        *message = tr("Program not found, or not executable: %1").arg(e.program);
        return false;
    }
    if (!e.workingDirectory.isEmpty() && !QFileInfo(e.workingDirectory).isDir()) {
        *message = tr("The working folder does not exist: %1").arg(e.workingDirectory);
        return false;
    }
    return true;
}

void EngineEditDialog::detect() {
    if (isDetecting()) return;
    QString message;
    if (!validate(&message)) {
        showStatus(message, true);
        return;
    }
    if (!m_probe) {
        m_probe = new EngineProbe(this);
        connect(m_probe, &EngineProbe::progress, this, [this](const QString& t) { showStatus(t); });
        connect(m_probe, &EngineProbe::finished, this, &EngineEditDialog::onProbeFinished);
    }
    if (m_probeTimeoutMs > 0) m_probe->setAttemptTimeout(m_probeTimeoutMs);
    const int p = m_protocol->currentData().toInt();
    const auto mode =
        p == AutoProtocol ? EngineProbe::Protocol::Auto : EngineProbe::modeFor(EngineProtocol(p));
    setBusy(true);
    m_probe->start(m_catalog.config(entry()), mode);
}

void EngineEditDialog::onProbeFinished(const EngineProbeResult& result) {
    setBusy(false);
    if (!result.ok) {
        m_acceptAfterProbe = false;
        showStatus(result.error, true);
        emit detectionFinished(false);
        return;
    }
    m_detected = true;
    m_original.protocol = result.protocol;
    m_original.strengthOptions = level::strengthOptions(result.options);
    m_protocol->setCurrentIndex(m_protocol->findData(int(result.protocol)));
    m_variants = result.variants;
    showVariants();
    // The engine's own name replaces the field unless someone typed one.
    const QString current = m_name->text().trimmed();
    const QString programName = QFileInfo(entry().program).fileName();
    if (!m_isDefault && !result.name.isEmpty() &&
        (current.isEmpty() || current == m_autoName || current == programName)) {
        m_autoName = m_catalog.uniqueName(result.name, m_original.name);
        m_name->setText(m_autoName);
    } else if (!m_isDefault && current.isEmpty()) {
        m_autoName = m_catalog.uniqueName(programName, m_original.name);
        m_name->setText(m_autoName);
    }
    QString text =
        tr("%1 answered in %2.")
            .arg(result.name.isEmpty() ? programName : result.name, protocolName(result.protocol));
    if (!result.warning.isEmpty()) text += QLatin1Char('\n') + result.warning;
    showStatus(text);
    emit detectionFinished(true);
    if (std::exchange(m_acceptAfterProbe, false)) accept();
}

void EngineEditDialog::accept() {
    QString message;
    if (!validate(&message)) {
        showStatus(message, true);
        return;
    }
    // Auto means "find out": do that first if it has not been done for this command line.
    if (m_protocol->currentData().toInt() == AutoProtocol && !m_detected) {
        m_acceptAfterProbe = true;
        detect();
        return;
    }
    EngineEntry e = entry();
    if (e.name.isEmpty()) {
        // Nobody named it and it did not name itself: the program's name will do.
        m_name->setText(m_catalog.uniqueName(QFileInfo(e.program).fileName(), m_original.name));
        e = entry();
    }
    const qsizetype other = m_catalog.indexOf(e.name);
    if (other >= 0 && (m_original.name.isEmpty() ||
                       m_catalog.at(other).name.compare(m_original.name, Qt::CaseInsensitive))) {
        showStatus(tr("There is already an engine called %1.").arg(e.name), true);
        return;
    }
    QDialog::accept();
}

void EngineEditDialog::browseProgram() {
    const QString start = QFileInfo(entry().program).absolutePath();
    const QString file = QFileDialog::getOpenFileName(this, tr("Engine Program"),
                                                      start.isEmpty() ? QDir::homePath() : start);
    if (file.isEmpty()) return;
    m_command->setText(joinCommandLine({file}));
    m_detected = false;
    m_variants.clear();
    showVariants();
}

void EngineEditDialog::browseFolder() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Working Folder"),
        m_folder->text().isEmpty() ? QDir::homePath() : m_folder->text());
    if (!dir.isEmpty()) m_folder->setText(dir);
}

} // namespace tabiya
