#pragma once
// EngineOptionModel: the rows of the engine options dialog, one per option the engine
// declared (columns Name, Value, Default), plus Tabiya's own engine settings (hash size,
// threads, tablebase folders) for engines that asked for them. Edits are kept as pending
// values until the dialog applies them, so only what a person changed is ever sent.
//
// Tabiya's settings and the engine's options never both appear for one thing: when the
// engine asked for memory (feature memory=1), the "Hash (MB)" row is shown and an engine
// option named Hash (or Hash Size, Memory) is hidden; likewise "Threads" (smp=1) hides
// Threads / Cores / CPUs, and a tablebase row (egt="syzygy") hides SyzygyPath. Tabiya's
// value is what reaches the engine (as memory / cores / egtpath), so showing the engine's
// option beside it would offer two controls for one setting.

#include "protocol/cecpengine.h"
#include "protocol/engineoption.h"
#include "protocol/enginetypes.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPair>
#include <QString>
#include <optional>

namespace tabiya {

// Tabiya's engine settings as EngineConfig carries them (0 / empty: not sent).
struct EngineResources {
    // What Tabiya sends when nobody chose otherwise: XBoard's hash size (the protocol's
    // default too) and one thread. The dialog shows these as the rows' defaults.
    static constexpr int DefaultMemoryMb = CecpEngine::DefaultMemoryMb;
    static constexpr int DefaultCores = 1;

    int memoryMb = 0;
    int cores = 0;
    QList<QPair<QString, QString>> egtPaths; // table type ("syzygy") and folder
    bool operator==(const EngineResources&) const = default;
};

class EngineOptionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, DefaultColumn, ColumnCount };
    enum Role {
        TypeRole = Qt::UserRole + 1, // EngineOption::Type as int
        MinimumRole,
        MaximumRole,
        ChoicesRole,          // QStringList (combo)
        DefaultValueRole,     // the raw default value
        SpecialValueTextRole, // text a spin box shows at its minimum ("engine's own")
        PendingRole,          // bool: edited, not applied yet
        ModifiedRole,         // bool: the value differs from the default
        TabiyaSettingRole,    // bool: one of Tabiya's rows, not an engine option
    };
    // What a row stands for.
    enum class Kind { EngineOption, Memory, Cores, Tablebase };

    explicit EngineOptionModel(QObject* parent = nullptr);

    // The engine's options, in its order. Pending edits of options that still exist with an
    // acceptable value are kept (an engine may add an option while the dialog is open).
    void setOptions(const QList<EngineOption>& options);
    // Adds Tabiya's rows for what the engine asked for (caps.memory, caps.smp, caps.egt)
    // with these values, hiding the engine's options they cover.
    void setResources(const EngineResources& values, const EngineCapabilities& caps);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const EngineOption& option(int row) const { return m_rows.at(row).option; }
    Kind kind(int row) const { return m_rows.at(row).kind; }
    int rowOf(const QString& name) const; // an engine option's row, or -1 (hidden ones too)
    QString value(int row) const;         // pending if edited, else current
    // Sets a row's value as an edit; false when the option refuses it (line breaks, out of
    // range, not a choice). Values are normalised ("true" -> "1").
    bool setValue(int row, const QString& value);
    bool isPending(int row) const { return m_rows.at(row).pending.has_value(); }
    bool isModified(int row) const; // value (pending or current) differs from the default
    bool hasPending() const;
    void resetToDefault(int row);

    // Pending values of engine options, in row order (buttons never appear).
    QList<QPair<QString, QString>> changedValues() const;
    // Tabiya's settings with pending edits (values without a row are passed through as
    // setResources gave them); resourcesPending() says whether any is edited.
    EngineResources resources() const;
    bool resourcesPending() const;
    // Pending values become current (after they were sent); discardPending drops them (only
    // those of engine options when engineOptionsOnly).
    void markApplied();
    void discardPending(bool engineOptionsOnly = false);

signals:
    void pendingChanged(bool hasPending);

private:
    struct Row {
        EngineOption option;
        std::optional<QString> pending;
        Kind kind = Kind::EngineOption;
        QString egtType;
    };
    void rebuild();
    void emitRowChanged(int row);
    bool covered(const QString& optionName) const;
    QString displayText(const Row& row, const QString& value) const;
    QString toolTip(const Row& row) const;

    QList<Row> m_rows;
    QList<EngineOption> m_options; // every engine option, hidden ones included
    QList<Row> m_resourceRows;
    EngineResources m_resourceBase; // as given, for the settings this engine has no row for
};

} // namespace tabiya
