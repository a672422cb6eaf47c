#include "app/gui/enginetools.h"

#include "app/gui/engineconsole.h"
#include "app/gui/enginemanagerdialog.h"
#include "app/gui/enginemessages.h"
#include "app/gui/engineoptionmodel.h"
#include "app/gui/engineoptionsdialog.h"
#include "app/gui/enginestore.h"
#include "app/session/enginedetector.h"
#include "protocol/engineconnection.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QSettings>
#include <QWidget>

namespace tabiya {

namespace {
const QString ResourcesKey = QStringLiteral("engineResources");

EngineResources loadResources() {
    QSettings s;
    EngineResources r;
    s.beginGroup(ResourcesKey);
    r.memoryMb = s.value(QStringLiteral("memoryMb"), EngineResources::DefaultMemoryMb).toInt();
    r.cores = s.value(QStringLiteral("cores"), EngineResources::DefaultCores).toInt();
    const QVariantList tables = s.value(QStringLiteral("egtPaths")).toList();
    for (const QVariant& t : tables) {
        const QStringList pair = t.toStringList();
        if (pair.size() == 2) r.egtPaths.append({pair[0], pair[1]});
    }
    return r;
}

void saveResources(const EngineResources& r) {
    QSettings s;
    s.beginGroup(ResourcesKey);
    s.setValue(QStringLiteral("memoryMb"), r.memoryMb);
    s.setValue(QStringLiteral("cores"), r.cores);
    QVariantList tables;
    for (const auto& [type, folder] : r.egtPaths)
        tables.append(QStringList{type, folder});
    s.setValue(QStringLiteral("egtPaths"), tables);
}
} // namespace

EngineTools::EngineTools(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_catalog(EngineStore::load())
    , m_resources(std::make_unique<EngineResources>(loadResources()))
    , m_messages(new EngineMessages(window)) {
    connect(m_messages, &EngineMessages::hintReceived, this, &EngineTools::hint);
    connect(m_messages, &EngineMessages::messageReceived, this,
            [this](const QString& engineName, const QString& text) {
                emit message(QStringLiteral("%1: %2").arg(engineName, text));
            });
}

EngineTools::~EngineTools() = default;

QList<EngineConfig> EngineTools::configs() const {
    QList<EngineConfig> list;
    for (const EngineConfig& c : m_catalog.configs())
        list.append(prepared(c));
    return list;
}

EngineConfig EngineTools::prepared(EngineConfig config) const {
    // An engine of the person's list (started from the command line too) is that entry:
    // what it plays and the values a person chose for it, unless the config carries its own.
    if (const auto entry = m_catalog.findCommand(config.program, config.arguments)) {
        if (config.variants.isEmpty()) config.variants = entry->variants;
        if (config.initialOptions.isEmpty()) config.initialOptions = entry->options;
        if (config.strengthOptions.isEmpty()) config.strengthOptions = entry->strengthOptions;
    }
    // The protocol sends these only to engines that asked (memory=1, smp=1, egt=...).
    // Hash 0 is "engine's own": no memory command (a config's 0 would send the default).
    if (config.memoryMb == 0)
        config.memoryMb = m_resources->memoryMb > 0 ? m_resources->memoryMb : -1;
    if (config.cores == 0) config.cores = m_resources->cores;
    if (config.egtPaths.isEmpty()) config.egtPaths = m_resources->egtPaths;
    return config;
}

void EngineTools::save() const {
    EngineStore::save(m_catalog);
    saveResources(*m_resources);
}

void EngineTools::manageEngines() {
    EngineManagerDialog dialog(m_catalog, m_window);
    if (dialog.exec() == QDialog::Accepted) save();
}

void EngineTools::storeOptionValues(const EngineConfig& config,
                                    const QList<QPair<QString, QString>>& values) {
    if (values.isEmpty()) return;
    std::optional<EngineEntry> entry = m_catalog.findCommand(config.program, config.arguments);
    if (!entry) return; // an engine from the command line: the values last for this run
    for (const auto& [name, value] : values)
        entry->setOptionValue(name, value);
    m_catalog.replace(entry->name, *entry);
    save();
}

void EngineTools::showSettingsDialog(EngineConnection* running, const EngineConfig& config,
                                     const QList<EngineOption>& options,
                                     const EngineCapabilities* caps) {
    auto* dialog = running ? new EngineOptionsDialog(running, m_window)
                           : new EngineOptionsDialog(config.name, options, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (caps)
        dialog->setResources(*m_resources, *caps);
    else
        dialog->setResources(*m_resources);
    connect(dialog, &QDialog::finished, this, [this, dialog, config] {
        storeOptionValues(config, dialog->changedValues());
        if (dialog->resourcesChanged()) {
            *m_resources = dialog->resources();
            save();
        }
    });
    dialog->open();
}

void EngineTools::openSettings(EngineConnection* running, const EngineConfig& config) {
    if (running) {
        showSettingsDialog(running, config, {}, nullptr);
        return;
    }
    if (config.program.isEmpty()) return;
    // Nothing runs: start the engine just long enough to read what it offers.
    if (m_probe) m_probe->deleteLater();
    m_probe = new EngineProbe(this);
    emit message(tr("Starting %1 to read its options...").arg(config.name));
    connect(m_probe, &EngineProbe::finished, this,
            [this, config, probe = m_probe.data()](const EngineProbeResult& r) {
                probe->deleteLater();
                if (!r.ok) {
                    QMessageBox box(
                        QMessageBox::Warning, tr("Engine Settings"),
                        tr("%1 could not be asked for its options:\n%2").arg(config.name, r.error),
                        QMessageBox::Ok, m_window);
                    box.setTextFormat(Qt::PlainText);
                    box.exec();
                    return;
                }
                QList<EngineOption> options = r.options;
                for (EngineOption& o : options) // show the values that will be sent
                    for (const auto& [name, value] : config.initialOptions)
                        if (name == o.name && o.accepts(value)) o.value = value;
                EngineCapabilities caps;
                caps.memory = r.memory;
                caps.smp = r.cores;
                caps.egt = r.egtTypes;
                showSettingsDialog(nullptr, config, options, &caps);
            });
    m_probe->start(config, EngineProbe::modeFor(config.protocol));
}

void EngineTools::requestBook(EngineConnection* engine) {
    if (engine) m_messages->requestBook(engine);
}

void EngineTools::follow(int slot, EngineConnection* engine) {
    if (slot < 0 || slot > 1) return;
    if (m_followed[slot] == engine) return;
    if (m_followed[slot] && m_followed[slot] != m_followed[1 - slot])
        m_messages->detach(m_followed[slot]);
    m_followed[slot] = engine;
    if (!engine) return;
    m_messages->attach(engine);
    if (m_consoles[slot]) m_consoles[slot]->attach(engine);
}

void EngineTools::openConsole(int slot, EngineConnection* engine) {
    if (slot < 0 || slot > 1) return;
    if (!m_consoles[slot]) {
        auto* console = new EngineConsole(m_window);
        console->setWindowFlag(Qt::Window);
        console->setAttribute(Qt::WA_DeleteOnClose);
        console->resize(820, 520);
        m_consoles[slot] = console;
    }
    EngineConsole* console = m_consoles[slot];
    if (engine) follow(slot, engine);
    console->attach(m_followed[slot]);
    const QString name = m_followed[slot] ? m_followed[slot]->name() : tr("no engine");
    console->setWindowTitle(tr("Engine #%1 Console: %2").arg(slot + 1).arg(name));
    console->show();
    console->raise();
    console->activateWindow();
}

QList<EngineConfig> EngineTools::available(const std::optional<EngineConfig>& first,
                                           const std::optional<EngineConfig>& second) const {
    QList<EngineConfig> list;
    auto add = [&](EngineConfig c) {
        if (c.name.isEmpty()) c.name = c.program.section(QLatin1Char('/'), -1);
        for (const EngineConfig& e : list)
            if (e.program == c.program && e.arguments == c.arguments) return;
        list.append(c);
    };
    if (first) add(prepared(*first));
    if (second) add(prepared(*second));
    for (const EngineConfig& c : configs())
        add(c);
    return list;
}

} // namespace tabiya
