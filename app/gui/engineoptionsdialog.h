#pragma once
// EngineOptionsDialog: "<engine> Settings", built from the options the engine declared
// (CECP feature option=, CXBoard option lines): a table with one row per option — its
// editor, its default — a filter box when there are many, Reset to Default for the
// selected option, and OK / Apply / Cancel. Only values a person changed are sent.
//
// On a running Engine, Apply and OK send the changed values with EngineConnection::setOption;
// button options act at once; a save option first sends the pending values, then itself;
// a reset option drops pending edits, is sent, and the table is rebuilt from the option
// list the engine declares again. Without an engine the dialog only collects the values.
// Either way changedValues() lists what was applied, for the caller to store per engine
// (EngineEntry::options) and send again at the next start (EngineConfig::initialOptions).
//
// Tabiya's own settings (hash size, threads, tablebase folders) appear as rows when the
// caller passes them with setResources and the engine asked for them; see
// EngineOptionModel for how they hide the engine's duplicate options. They are not sent
// by the dialog: the protocol sends memory / cores / egtpath from EngineConfig when the
// engine starts, so the caller stores resources() when resourcesChanged().

#include "app/gui/engineoptionmodel.h"

#include <QDialog>
#include <QList>
#include <QPair>
#include <QPersistentModelIndex>
#include <QPointer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace tabiya {

class EngineConnection;
class EngineOptionDelegate;

class EngineOptionsDialog : public QDialog {
    Q_OBJECT
public:
    // On a running (or starting) engine: its options now, or once it is ready.
    explicit EngineOptionsDialog(EngineConnection* engine, QWidget* parent = nullptr);
    // On an option list alone: engineName titles the dialog; buttons are disabled.
    EngineOptionsDialog(const QString& engineName, const QList<EngineOption>& options,
                        QWidget* parent = nullptr);

    // Tabiya's rows, for what the engine asked for (with an engine: its capabilities once
    // it is ready).
    void setResources(const EngineResources& values);
    void setResources(const EngineResources& values, const EngineCapabilities& caps);
    // Tabiya's settings as last applied, and whether Apply / OK changed them.
    EngineResources resources() const { return m_resources; }
    bool resourcesChanged() const { return m_resourcesChanged; }

    // Every engine option value applied so far (Apply / OK), in the order first applied,
    // the last value of each; buttons never appear. Store these even after Cancel: Apply
    // already sent them.
    QList<QPair<QString, QString>> changedValues() const { return m_applied; }

    // For tests and tools: the model, the view, the filter box, and the editor widget of
    // the row of an option (nullptr for checks and options filtered out or hidden).
    EngineOptionModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filter; }
    QPushButton* resetButton() const { return m_resetButton; }
    QWidget* editorFor(const QString& optionName) const;

    // Wide enough for long names beside their editors; tall enough for up to 16 rows.
    QSize sizeHint() const override;

public slots:
    // Sends (or, without an engine, takes) the pending values.
    void apply();
    void resetSelectedToDefault();
    void accept() override;
    void reject() override;

protected:
    void showEvent(QShowEvent* event) override;

signals:
    // Values just applied (engine option name, value).
    void applied(const QList<QPair<QString, QString>>& values);

private:
    void build(const QString& engineName);
    // build's parts.
    void createView();
    void connectModel();
    void createButtons();
    void setEngine(EngineConnection* engine);
    void engineGone();
    void optionsArrived(const QList<EngineOption>& options);
    void buttonClicked(const QPersistentModelIndex& index);
    void openEditors();
    void fitColumns();
    void updateButtons();
    void updateFilterVisibility();
    void followFocus(QWidget* now);
    int sourceRow(const QModelIndex& viewIndex) const;

    QPointer<EngineConnection> m_engine;
    EngineOptionModel* m_model;
    QSortFilterProxyModel* m_proxy;
    EngineOptionDelegate* m_delegate;
    QTableView* m_view;
    QLineEdit* m_filter;
    QLabel* m_status;
    QPushButton* m_resetButton;
    QDialogButtonBox* m_buttons;
    QList<QPair<QString, QString>> m_applied;
    EngineResources m_resources;
    std::optional<EngineResources> m_pendingResources; // waiting for the engine's features
    bool m_resourcesChanged = false;
    bool m_awaitingOptions = false; // a reset was sent; the new list has not come yet
};

} // namespace tabiya
