#pragma once
// EngineManagerDialog (Engine > Manage Engines): the engines a person has set up, with Add,
// Edit and Remove, and the engines found on this machine, each added with a double-click
// (or a click and Add). An engine added from that list is then asked, in the background,
// for its name and variants. Works on a copy: OK writes it back, Cancel forgets it.

#include "app/session/enginecatalog.h"

#include <QDialog>
#include <QHash>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace tabiya {

class EngineEditDialog;
class EngineProbe;
struct EngineProbeResult;

class EngineManagerDialog : public QDialog {
    Q_OBJECT
public:
    // catalog is changed only when the dialog is accepted; save it afterwards
    // (EngineStore::save). The list of detected engines is installedEngines().
    explicit EngineManagerDialog(EngineCatalog& catalog, QWidget* parent = nullptr);
    ~EngineManagerDialog() override;

    // The list being edited (written to the caller's catalog on OK).
    const EngineCatalog& workingCatalog() const { return m_catalog; }
    // Replaces the "Detected on this system" list (tests; a rescan).
    void setDetectedEngines(const QList<EngineEntry>& engines);
    const QList<EngineEntry>& detectedEngines() const { return m_detected; }
    // Adds the detected engine of that row and asks it for its name and variants.
    void addDetected(int row);
    // Engines being asked for their name and variants right now.
    int pendingProbes() const { return int(m_probes.size()); }
    // How long an engine may take to answer (tests).
    void setProbeTimeout(int ms) { m_probeTimeoutMs = ms; }
    // The edit dialog while it is open (tests), else null.
    EngineEditDialog* editDialog() const { return m_editDialog; }

    void accept() override;
    void reject() override;

signals:
    // A background probe ended (name: the engine's catalog name when it started).
    void probeFinished(const QString& name, bool ok);

private:
    void connectButtons();
    void refreshEngines(const QString& select = {});
    void refreshDetected();
    void updateButtons();
    QString selectedName() const;
    void addEngine();
    void editEngine();
    void removeEngine();
    void openEditor(const EngineEntry& entry);
    void onProbeFinished(EngineProbe* probe, const EngineProbeResult& result);
    void showStatus(const QString& text, bool error = false);

    EngineCatalog& m_target;
    EngineCatalog m_catalog;
    QList<EngineEntry> m_detected;
    // Background probes and the catalog names of the engines they ask.
    QHash<EngineProbe*, QString> m_probes;
    int m_probeTimeoutMs = 0;
    bool m_acceptWhenIdle = false;

    QTreeWidget* m_engines = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_remove = nullptr;
    QTreeWidget* m_found = nullptr;
    QPushButton* m_addFound = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    EngineEditDialog* m_editDialog = nullptr;
};

} // namespace tabiya
