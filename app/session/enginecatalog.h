#pragma once
// EngineCatalog: the engines a person has set up (name, command line, folder, protocol,
// variants, saved option values), in the order shown. tabiya-engine, found beside the
// program, is always the first entry and cannot be removed. Plain data: it converts to
// the protocol layer's EngineConfig and to a QVariantList that app/gui keeps in QSettings
// (this library reads no settings itself).

#include "protocol/engineconfig.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <optional>

namespace tabiya {

// One configured engine.
struct EngineEntry {
    QString name;    // unique in the catalog; from myname / id name, editable
    QString program; // first word of the command line: a path, or a name looked up on PATH
    QStringList arguments;
    QString workingDirectory; // empty: the caller's
    EngineProtocol protocol = EngineProtocol::Cecp;
    // CXBoard: the engine keeps the clock and plays its side by itself (playcurrent/move)
    // instead of being sent position/go for each move.
    bool cxboardEngineDriven = false;
    QStringList variants; // what the engine said it plays; empty: not known yet
    // Option values to send at every start (exact engine option names, in order).
    QList<QPair<QString, QString>> options;

    // The command line as one string, quoted so that splitCommandLine gives it back.
    QString commandLine() const;
    // Sets program and arguments from a command line; false (and nothing set) when empty.
    bool setCommandLine(const QString& line);
    // The engine's value for an option, or an empty string when none is saved.
    QString optionValue(const QString& name) const;
    // Stores (or replaces) a saved option value.
    void setOptionValue(const QString& name, const QString& value);

    QVariantMap toVariant() const;
    static EngineEntry fromVariant(const QVariantMap& map);

    bool operator==(const EngineEntry&) const = default;
};

// Splits a command line into words the way QProcess does: spaces separate, double quotes
// group, """ inside quotes is one literal quote. No shell: no variables, globs or pipes.
QStringList splitCommandLine(const QString& line);
// The inverse: words joined, each quoted only when it has to be.
QString joinCommandLine(const QStringList& words);
// Short protocol names, as stored and shown: "CECP", "CXBoard"; and back (case-insensitive,
// "xboard" and "cecp" both mean CECP). Unknown text gives nothing.
QString protocolName(EngineProtocol protocol);
std::optional<EngineProtocol> protocolFromName(const QString& name);

class EngineCatalog {
public:
    // The program name of Tabiya's own engine, and the catalog name of its entry.
    static QString defaultEngineName();

    // A catalog holding only tabiya-engine, looked for in appDir first (then PATH and
    // /usr/games); appDir is also where bare program names are looked for first.
    explicit EngineCatalog(const QString& appDir = {});

    const QList<EngineEntry>& entries() const { return m_entries; }
    qsizetype size() const { return m_entries.size(); }
    const EngineEntry& at(qsizetype index) const { return m_entries.at(index); }
    const EngineEntry& defaultEntry() const { return m_entries.first(); }
    QString appDir() const { return m_appDir; }

    // Index of the entry with this name (case-insensitive), or -1.
    qsizetype indexOf(const QString& name) const;
    bool contains(const QString& name) const { return indexOf(name) >= 0; }
    std::optional<EngineEntry> find(const QString& name) const;
    // The entry with the same program and arguments, if any (a detected engine already added).
    std::optional<EngineEntry> findCommand(const QString& program,
                                           const QStringList& arguments) const;
    bool isDefault(qsizetype index) const { return index == 0; }

    // Appends an entry. Refused (false, *error set) when the name is empty or taken, or the
    // command is empty.
    bool add(const EngineEntry& entry, QString* error = nullptr);
    // Replaces the entry called oldName (it may be renamed). The default entry keeps its
    // name and program; its other fields may change.
    bool replace(const QString& oldName, const EngineEntry& entry, QString* error = nullptr);
    // Removes an entry; the default one cannot be removed.
    bool remove(const QString& name);
    // base, or "base (2)", "base (3)"... whichever is free; `except` may keep its own name.
    QString uniqueName(const QString& base, const QString& except = {}) const;

    // How to start an entry: the program resolved (beside Tabiya, PATH, /usr/games), the
    // saved options as initial options.
    EngineConfig config(const EngineEntry& entry) const;
    std::optional<EngineConfig> config(const QString& name) const;
    // Every entry's config, in catalog order (tabiya-engine first).
    QList<EngineConfig> configs() const;

    // For QSettings: a list of maps, one per entry. fromVariant keeps the entries it can
    // read, skips broken ones and puts tabiya-engine first whatever was stored.
    QVariantList toVariant() const;
    static EngineCatalog fromVariant(const QVariantList& list, const QString& appDir = {});

    // The program for a command's first word: as given when it holds a slash (if it is an
    // executable file), else beside Tabiya (appDir), then PATH, then /usr/games. Empty when
    // not found.
    static QString resolveProgram(const QString& name, const QString& appDir);

    bool operator==(const EngineCatalog&) const = default;

private:
    EngineEntry makeDefaultEntry() const;

    QString m_appDir;
    QList<EngineEntry> m_entries;
};

} // namespace tabiya
