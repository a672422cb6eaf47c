#pragma once
// EngineEditDialog: one engine's name, command line, working folder and protocol, with a
// Detect button that starts the engine for a moment (EngineProbe) to fill in its name,
// protocol and variants. With the protocol on Auto, OK detects first when nobody has.

#include "app/session/enginecatalog.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace tabiya {

class EngineProbe;
struct EngineProbeResult;

class EngineEditDialog : public QDialog {
    Q_OBJECT
public:
    // entry: the engine to edit (default-constructed to add one). catalog: the others, for
    // unique names and for finding programs; it must outlive the dialog.
    EngineEditDialog(const EngineEntry& entry, const EngineCatalog& catalog,
                     QWidget* parent = nullptr);
    ~EngineEditDialog() override;

    // The engine as edited (valid after accept).
    EngineEntry entry() const;
    // The name the engine had when the dialog opened (empty when adding).
    QString originalName() const { return m_original.name; }

    // Starts the engine to read its name, protocol and variants (the Detect button).
    void detect();
    bool isDetecting() const;
    // How long the engine may take to answer, per protocol tried (tests).
    void setProbeTimeout(int ms);

    void accept() override;

signals:
    void detectionFinished(bool ok);

private:
    // The constructor's parts.
    void createFields(const EngineEntry& entry, bool adding);
    QFormLayout* createForm(const EngineEntry& entry);
    void connectFields();
    void onProbeFinished(const EngineProbeResult& result);
    void showStatus(const QString& text, bool error = false);
    void showVariants();
    // Everything OK needs; the message says what is wrong.
    bool validate(QString* message) const;
    void browseProgram();
    void browseFolder();
    void setBusy(bool busy);

    const EngineCatalog& m_catalog;
    EngineEntry m_original;
    bool m_isDefault = false;
    QStringList m_variants;
    bool m_detected = false; // a detection ran on the current command line
    bool m_acceptAfterProbe = false;
    QString m_autoName; // the name last filled in automatically (may be replaced again)

    QLineEdit* m_name = nullptr;
    QLineEdit* m_command = nullptr;
    QToolButton* m_browseProgram = nullptr;
    QLineEdit* m_folder = nullptr;
    QToolButton* m_browseFolder = nullptr;
    QComboBox* m_protocol = nullptr;
    QCheckBox* m_engineDriven = nullptr;
    QPlainTextEdit* m_variantsView = nullptr;
    QPushButton* m_detect = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    EngineProbe* m_probe = nullptr;
    int m_probeTimeoutMs = 0; // 0: the probe's default
};

} // namespace tabiya
