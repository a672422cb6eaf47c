#include "app/session/enginecatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace tabiya {

namespace {
// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(EngineCatalog)
};

// Keys of the stored maps: renaming one loses what people saved, so they stay as they are.
const QString kName = QStringLiteral("name");
const QString kProgram = QStringLiteral("program");
const QString kArguments = QStringLiteral("arguments");
const QString kWorkingDirectory = QStringLiteral("workingDirectory");
const QString kProtocol = QStringLiteral("protocol");
const QString kEngineDriven = QStringLiteral("cxboardEngineDriven");
const QString kVariants = QStringLiteral("variants");
const QString kOptions = QStringLiteral("options");
} // namespace

// --- command lines ---

QStringList splitCommandLine(const QString& line) {
    return QProcess::splitCommand(line);
}

QString joinCommandLine(const QStringList& words) {
    QStringList quoted;
    for (const QString& w : words) {
        bool needsQuotes = w.contains(QLatin1Char('"'));
        for (const QChar c : w)
            needsQuotes = needsQuotes || c.isSpace();
        if (!needsQuotes) {
            quoted << w;
            continue;
        }
        // Inside quotes, three quotes stand for one literal quote (QProcess::splitCommand).
        QString body = w;
        body.replace(QLatin1String("\""), QLatin1String("\"\"\""));
        quoted << QLatin1Char('"') + body + QLatin1Char('"');
    }
    return quoted.join(QLatin1Char(' '));
}

QString protocolName(EngineProtocol protocol) {
    return protocol == EngineProtocol::Cxboard ? QStringLiteral("CXBoard") : QStringLiteral("CECP");
}

std::optional<EngineProtocol> protocolFromName(const QString& name) {
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("cecp") || n == QLatin1String("xboard")) return EngineProtocol::Cecp;
    if (n == QLatin1String("cxboard")) return EngineProtocol::Cxboard;
    return std::nullopt;
}

// --- EngineEntry ---

QString EngineEntry::commandLine() const {
    if (program.isEmpty()) return {};
    return joinCommandLine(QStringList{program} + arguments);
}

bool EngineEntry::setCommandLine(const QString& line) {
    const QStringList words = splitCommandLine(line);
    if (words.isEmpty()) return false;
    program = words.first();
    arguments = words.mid(1);
    return true;
}

QString EngineEntry::optionValue(const QString& optionName) const {
    for (const auto& [n, v] : options)
        if (n == optionName) return v;
    return {};
}

void EngineEntry::setOptionValue(const QString& optionName, const QString& value) {
    for (auto& o : options)
        if (o.first == optionName) {
            o.second = value;
            return;
        }
    options.append({optionName, value});
}

QVariantMap EngineEntry::toVariant() const {
    QVariantMap m;
    m[kName] = name;
    m[kProgram] = program;
    m[kArguments] = arguments;
    m[kWorkingDirectory] = workingDirectory;
    m[kProtocol] = protocolName(protocol);
    m[kEngineDriven] = cxboardEngineDriven;
    m[kVariants] = variants;
    QVariantList opts;
    for (const auto& [n, v] : options)
        opts.append(QVariant(QStringList{n, v}));
    m[kOptions] = opts;
    return m;
}

EngineEntry EngineEntry::fromVariant(const QVariantMap& m) {
    EngineEntry e;
    e.name = m.value(kName).toString().trimmed();
    e.program = m.value(kProgram).toString();
    e.arguments = m.value(kArguments).toStringList();
    e.workingDirectory = m.value(kWorkingDirectory).toString();
    e.protocol = protocolFromName(m.value(kProtocol).toString()).value_or(EngineProtocol::Cecp);
    e.cxboardEngineDriven = m.value(kEngineDriven, false).toBool();
    e.variants = m.value(kVariants).toStringList();
    for (const QVariant& v : m.value(kOptions).toList()) {
        const QStringList pair = v.toStringList();
        // Values with line breaks could smuggle commands to the engine: never kept.
        if (pair.size() == 2 && !pair[0].isEmpty() && !pair[0].contains(QLatin1Char('\n')) &&
            !pair[1].contains(QLatin1Char('\n')) && !pair[1].contains(QLatin1Char('\r')))
            e.options.append({pair[0], pair[1]});
    }
    return e;
}

// --- EngineCatalog ---

QString EngineCatalog::defaultEngineName() {
    return QStringLiteral("tabiya-engine");
}

EngineCatalog::EngineCatalog(const QString& appDir)
    : m_appDir(appDir) {
    m_entries.append(makeDefaultEntry());
}

EngineEntry EngineCatalog::makeDefaultEntry() const {
    EngineEntry e;
    e.name = defaultEngineName();
    e.program = resolveProgram(defaultEngineName(), m_appDir);
    if (e.program.isEmpty()) e.program = defaultEngineName(); // shown, and fails to start
    e.protocol = EngineProtocol::Cecp;
    e.variants = {QStringLiteral("normal"), QStringLiteral("xiangqi")};
    return e;
}

qsizetype EngineCatalog::indexOf(const QString& name) const {
    const QString n = name.trimmed();
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].name.compare(n, Qt::CaseInsensitive) == 0) return i;
    return -1;
}

std::optional<EngineEntry> EngineCatalog::find(const QString& name) const {
    const qsizetype i = indexOf(name);
    if (i < 0) return std::nullopt;
    return m_entries[i];
}

std::optional<EngineEntry> EngineCatalog::findCommand(const QString& program,
                                                      const QStringList& arguments) const {
    const QString wanted = resolveProgram(program, m_appDir);
    for (const EngineEntry& e : m_entries) {
        if (e.arguments != arguments) continue;
        if (e.program == program ||
            (!wanted.isEmpty() && resolveProgram(e.program, m_appDir) == wanted))
            return e;
    }
    return std::nullopt;
}

static bool checkEntry(const EngineEntry& entry, QString* error) {
    QString message;
    if (entry.name.trimmed().isEmpty())
        message = Text::tr("The engine needs a name.");
    else if (entry.program.isEmpty())
        message = Text::tr("The engine needs a command line.");
    if (message.isEmpty()) return true;
    if (error) *error = message;
    return false;
}

bool EngineCatalog::add(const EngineEntry& entry, QString* error) {
    if (!checkEntry(entry, error)) return false;
    if (contains(entry.name)) {
        if (error)
            *error = Text::tr("There is already an engine called %1.").arg(entry.name.trimmed());
        return false;
    }
    EngineEntry e = entry;
    e.name = e.name.trimmed();
    m_entries.append(e);
    return true;
}

bool EngineCatalog::replace(const QString& oldName, const EngineEntry& entry, QString* error) {
    const qsizetype i = indexOf(oldName);
    if (i < 0) {
        if (error) *error = Text::tr("There is no engine called %1.").arg(oldName);
        return false;
    }
    EngineEntry e = entry;
    e.name = e.name.trimmed();
    if (isDefault(i)) {
        // Tabiya's own engine stays what it is; folder, protocol and options may change.
        e.name = m_entries[i].name;
        e.program = m_entries[i].program;
    }
    if (!checkEntry(e, error)) return false;
    const qsizetype other = indexOf(e.name);
    if (other >= 0 && other != i) {
        if (error) *error = Text::tr("There is already an engine called %1.").arg(e.name);
        return false;
    }
    m_entries[i] = e;
    return true;
}

bool EngineCatalog::remove(const QString& name) {
    const qsizetype i = indexOf(name);
    if (i < 0 || isDefault(i)) return false;
    m_entries.removeAt(i);
    return true;
}

QString EngineCatalog::uniqueName(const QString& base, const QString& except) const {
    const QString b = base.trimmed().isEmpty() ? Text::tr("Engine") : base.trimmed();
    auto free = [&](const QString& n) {
        const qsizetype i = indexOf(n);
        return i < 0 || (!except.isEmpty() &&
                         m_entries[i].name.compare(except.trimmed(), Qt::CaseInsensitive) == 0);
    };
    if (free(b)) return b;
    for (int k = 2;; ++k) {
        const QString n = QStringLiteral("%1 (%2)").arg(b).arg(k);
        if (free(n)) return n;
    }
}

EngineConfig EngineCatalog::config(const EngineEntry& entry) const {
    EngineConfig c;
    c.name = entry.name;
    const QString resolved = resolveProgram(entry.program, m_appDir);
    c.program = resolved.isEmpty() ? entry.program : resolved; // unresolved: start fails, shown
    c.arguments = entry.arguments;
    c.workingDirectory = entry.workingDirectory;
    c.protocol = entry.protocol;
    c.cxboardEngineDriven = entry.protocol == EngineProtocol::Cxboard && entry.cxboardEngineDriven;
    c.initialOptions = entry.options;
    c.variants = entry.variants;
    return c;
}

std::optional<EngineConfig> EngineCatalog::config(const QString& name) const {
    const auto e = find(name);
    if (!e) return std::nullopt;
    return config(*e);
}

QList<EngineConfig> EngineCatalog::configs() const {
    QList<EngineConfig> list;
    for (const EngineEntry& e : m_entries)
        list.append(config(e));
    return list;
}

QVariantList EngineCatalog::toVariant() const {
    QVariantList list;
    for (const EngineEntry& e : m_entries)
        list.append(e.toVariant());
    return list;
}

EngineCatalog EngineCatalog::fromVariant(const QVariantList& list, const QString& appDir) {
    EngineCatalog catalog(appDir);
    for (const QVariant& v : list) {
        const EngineEntry e = EngineEntry::fromVariant(v.toMap());
        if (e.name.compare(defaultEngineName(), Qt::CaseInsensitive) == 0) {
            // The stored default keeps its settings; its program is found afresh (the
            // program may have moved since it was saved).
            catalog.replace(defaultEngineName(), e);
            continue;
        }
        catalog.add(e); // broken or duplicate entries are dropped
    }
    return catalog;
}

QString EngineCatalog::resolveProgram(const QString& name, const QString& appDir) {
    if (name.isEmpty()) return {};
    if (name.contains(QLatin1Char('/'))) {
        const QFileInfo fi(name);
        return fi.isFile() && fi.isExecutable() ? fi.absoluteFilePath() : QString();
    }
    if (!appDir.isEmpty()) {
        const QFileInfo beside(QDir(appDir).filePath(name));
        if (beside.isFile() && beside.isExecutable()) return beside.absoluteFilePath();
    }
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/games")});
    return found;
}

} // namespace tabiya
