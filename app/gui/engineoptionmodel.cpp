#include "app/gui/engineoptionmodel.h"

#include <QFont>
#include <QThread>

namespace tabiya {

namespace {

// Engine option names that Tabiya's rows stand for (compared lower case, without spaces,
// so "Hash Size" and "hashsize" both match).
const QStringList memoryNames{QStringLiteral("hash"), QStringLiteral("hashsize"),
                              QStringLiteral("hash(mb)"), QStringLiteral("memory")};
const QStringList coreNames{QStringLiteral("threads"), QStringLiteral("cores"),
                            QStringLiteral("cpus"), QStringLiteral("maxcpus"),
                            QStringLiteral("searchthreads")};

QString squeezed(const QString& name) {
    QString s = name.toLower();
    s.remove(QLatin1Char(' '));
    s.remove(QLatin1Char('_'));
    return s;
}

// The engine option a tablebase type's row covers: Stockfish's SyzygyPath, GaviotaTbPath.
QStringList tablebaseNames(const QString& type) {
    const QString t = type.toLower();
    return {t + QStringLiteral("path"), t + QStringLiteral("tbpath")};
}

bool sameRow(const EngineOption& a, const EngineOption& b) {
    return a.name == b.name && a.type == b.type && a.min == b.min && a.max == b.max &&
           a.choices == b.choices;
}

// Tooltips are rich text whenever Qt guesses so; engine text in them (names, defaults,
// table types) must never be read as markup, so every tooltip is escaped HTML.
QString escapedToolTip(const QString& text) {
    return QStringLiteral("<p>") +
           text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")) +
           QStringLiteral("</p>");
}

} // namespace

EngineOptionModel::EngineOptionModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void EngineOptionModel::setOptions(const QList<EngineOption>& options) {
    m_options = options;
    rebuild();
}

void EngineOptionModel::setResources(const EngineResources& values,
                                     const EngineCapabilities& caps) {
    m_resourceBase = values;
    m_resourceRows.clear();
    if (caps.memory) {
        Row r;
        r.kind = Kind::Memory;
        r.option.name = tr("Hash (MB)");
        r.option.type = EngineOption::Type::Spin;
        r.option.min = 0; // 0: not sent, the engine decides
        r.option.max = 1024 * 1024;
        r.option.value = QString::number(qBound(0, values.memoryMb, r.option.max));
        // The default is what Tabiya sends unless changed, so bold (not the default) and
        // the Default column agree; 0 ("engine's own") is a choice away from it.
        r.option.defaultValue = QString::number(EngineResources::DefaultMemoryMb);
        m_resourceRows.append(r);
    }
    if (caps.smp) {
        Row r;
        r.kind = Kind::Cores;
        r.option.name = tr("Threads");
        r.option.type = EngineOption::Type::Spin;
        r.option.min = 0;
        r.option.max = qMax(256, QThread::idealThreadCount());
        r.option.value = QString::number(qBound(0, values.cores, r.option.max));
        r.option.defaultValue = QString::number(EngineResources::DefaultCores);
        m_resourceRows.append(r);
    }
    for (const QString& type : caps.egt) {
        if (type.isEmpty() || type.contains(QLatin1Char(' '))) continue;
        Row r;
        r.kind = Kind::Tablebase;
        r.egtType = type;
        r.option.name = tr("Tablebases (%1)").arg(type);
        r.option.type = EngineOption::Type::Path;
        for (const auto& [t, path] : values.egtPaths)
            if (t == type) r.option.value = path;
        m_resourceRows.append(r);
    }
    rebuild();
}

bool EngineOptionModel::covered(const QString& optionName) const {
    const QString n = squeezed(optionName);
    for (const Row& r : m_resourceRows) {
        if (r.kind == Kind::Memory && memoryNames.contains(n)) return true;
        if (r.kind == Kind::Cores && coreNames.contains(n)) return true;
        if (r.kind == Kind::Tablebase && tablebaseNames(r.egtType).contains(n)) return true;
    }
    return false;
}

void EngineOptionModel::rebuild() {
    const QList<Row> old = m_rows;
    auto keepPending = [&old](Row& row) {
        for (const Row& o : old)
            if (o.kind == row.kind && o.egtType == row.egtType && sameRow(o.option, row.option) &&
                o.pending && row.option.accepts(*o.pending) && *o.pending != row.option.value)
                row.pending = o.pending;
    };
    beginResetModel();
    m_rows.clear();
    // Tabiya's rows first: they are the ones every engine that asked for them shares.
    for (Row r : m_resourceRows) {
        keepPending(r);
        m_rows.append(r);
    }
    for (const EngineOption& o : m_options) {
        if (covered(o.name)) continue;
        Row r;
        r.option = o;
        keepPending(r);
        m_rows.append(r);
    }
    endResetModel();
    emit pendingChanged(hasPending());
}

int EngineOptionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EngineOptionModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

int EngineOptionModel::rowOf(const QString& name) const {
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].kind == Kind::EngineOption && m_rows[i].option.name == name) return i;
    return -1;
}

QString EngineOptionModel::value(int row) const {
    const Row& r = m_rows.at(row);
    return r.pending.value_or(r.option.value);
}

bool EngineOptionModel::isModified(int row) const {
    const Row& r = m_rows.at(row);
    return !r.option.isButton() && value(row) != r.option.defaultValue;
}

bool EngineOptionModel::hasPending() const {
    for (const Row& r : m_rows)
        if (r.pending) return true;
    return false;
}

QString EngineOptionModel::displayText(const Row& row, const QString& value) const {
    switch (row.option.type) {
    case EngineOption::Type::Button:
    case EngineOption::Type::Save:
    case EngineOption::Type::Reset: return {};
    case EngineOption::Type::Check: return value == QLatin1String("1") ? tr("on") : tr("off");
    case EngineOption::Type::Spin:
    case EngineOption::Type::Slider:
        if (row.kind != Kind::EngineOption && value == QLatin1String("0"))
            return tr("engine's own");
        return value;
    default:
        if (row.kind == Kind::Tablebase && value.isEmpty()) return tr("not sent");
        return value;
    }
}

QString EngineOptionModel::toolTip(const Row& row) const {
    const EngineOption& o = row.option;
    switch (row.kind) {
    case Kind::Memory:
        return tr("Tabiya's hash size, sent to the engine as \"memory\" when it starts "
                  "(the engine asked for it). It replaces the engine's own Hash option.");
    case Kind::Cores:
        return tr("Tabiya's search threads, sent to the engine as \"cores\" when it starts "
                  "(the engine asked for it). It replaces the engine's own Threads option.");
    case Kind::Tablebase:
        return tr("Folder of %1 tablebases, sent to the engine as \"egtpath\" when it starts.")
            .arg(row.egtType);
    case Kind::EngineOption: break;
    }
    switch (o.type) {
    case EngineOption::Type::Button: return tr("A command: the engine acts at once.");
    case EngineOption::Type::Save:
        return tr("Sends your changes, then tells the engine to save its settings.");
    case EngineOption::Type::Reset:
        return tr("Tells the engine to restore its defaults; the list is read again.");
    case EngineOption::Type::Spin:
    case EngineOption::Type::Slider:
        return tr("A number from %1 to %2; default %3.").arg(o.min).arg(o.max).arg(o.defaultValue);
    case EngineOption::Type::Combo: return tr("One of %n choices.", nullptr, int(o.choices.size()));
    case EngineOption::Type::Check: return tr("On or off.");
    case EngineOption::Type::File: return tr("A file name.");
    case EngineOption::Type::Path: return tr("A folder name.");
    case EngineOption::Type::String: return tr("Text.");
    }
    return {};
}

QVariant EngineOptionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const Row& r = m_rows.at(index.row());
    const EngineOption& o = r.option;
    const int col = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (col == NameColumn) return o.name;
        if (col == ValueColumn)
            return o.type == EngineOption::Type::Check
                       ? QVariant()
                       : QVariant(displayText(r, value(index.row())));
        if (col == DefaultColumn) return displayText(r, o.defaultValue);
        return {};
    case Qt::EditRole:
        if (col == ValueColumn) return value(index.row());
        if (col == NameColumn) return o.name;
        if (col == DefaultColumn) return o.defaultValue;
        return {};
    case Qt::CheckStateRole:
        if (col == ValueColumn && o.type == EngineOption::Type::Check)
            return value(index.row()) == QLatin1String("1") ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        if (col == DefaultColumn && !o.isButton())
            return escapedToolTip(tr("Default: %1").arg(displayText(r, o.defaultValue)));
        if (col == NameColumn) return escapedToolTip(o.name + QLatin1Char('\n') + toolTip(r));
        return escapedToolTip(toolTip(r));
    case Qt::FontRole:
        if (col == NameColumn && (isModified(index.row()) || r.pending)) {
            // Bold: not the default. Italic: edited and not sent yet.
            QFont f;
            f.setBold(isModified(index.row()));
            f.setItalic(r.pending.has_value());
            return f;
        }
        return {};
    case TypeRole: return int(o.type);
    case MinimumRole: return o.min;
    case MaximumRole: return o.max;
    case ChoicesRole: return o.choices;
    case DefaultValueRole: return o.defaultValue;
    case SpecialValueTextRole:
        return r.kind == Kind::Memory || r.kind == Kind::Cores ? tr("engine's own") : QString();
    case PendingRole: return r.pending.has_value();
    case ModifiedRole: return isModified(index.row());
    case TabiyaSettingRole: return r.kind != Kind::EngineOption;
    default: return {};
    }
}

bool EngineOptionModel::setValue(int row, const QString& text) {
    if (row < 0 || row >= m_rows.size()) return false;
    Row& r = m_rows[row];
    if (r.option.isButton() || !r.option.accepts(text)) return false;
    const QString v = r.option.normalised(text);
    if (v.isEmpty() && !r.option.isText()) return false;
    if (v == value(row)) return true;
    const bool before = hasPending();
    if (v == r.option.value)
        r.pending.reset();
    else
        r.pending = v;
    emitRowChanged(row);
    if (hasPending() != before) emit pendingChanged(hasPending());
    return true;
}

bool EngineOptionModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.column() != ValueColumn) return false;
    if (role == Qt::CheckStateRole) {
        const bool on = value.toInt() == Qt::Checked;
        return setValue(index.row(), on ? QStringLiteral("1") : QStringLiteral("0"));
    }
    if (role != Qt::EditRole) return false;
    return setValue(index.row(), value.toString());
}

Qt::ItemFlags EngineOptionModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() != ValueColumn) return f;
    const EngineOption& o = m_rows.at(index.row()).option;
    if (o.type == EngineOption::Type::Check) return f | Qt::ItemIsUserCheckable;
    if (!o.isButton()) f |= Qt::ItemIsEditable;
    return f;
}

QVariant EngineOptionModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NameColumn: return tr("Option");
    case ValueColumn: return tr("Value");
    case DefaultColumn: return tr("Default");
    default: return {};
    }
}

void EngineOptionModel::resetToDefault(int row) {
    if (row < 0 || row >= m_rows.size() || m_rows[row].option.isButton()) return;
    setValue(row, m_rows[row].option.defaultValue);
}

QList<QPair<QString, QString>> EngineOptionModel::changedValues() const {
    QList<QPair<QString, QString>> out;
    for (const Row& r : m_rows)
        if (r.kind == Kind::EngineOption && r.pending) out.append({r.option.name, *r.pending});
    return out;
}

EngineResources EngineOptionModel::resources() const {
    EngineResources res = m_resourceBase;
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row& r = m_rows[i];
        if (r.kind == Kind::Memory)
            res.memoryMb = value(i).toInt();
        else if (r.kind == Kind::Cores)
            res.cores = value(i).toInt();
        else if (r.kind == Kind::Tablebase) {
            res.egtPaths.removeIf([&r](const auto& p) { return p.first == r.egtType; });
            if (!value(i).isEmpty()) res.egtPaths.append({r.egtType, value(i)});
        }
    }
    return res;
}

bool EngineOptionModel::resourcesPending() const {
    for (const Row& r : m_rows)
        if (r.kind != Kind::EngineOption && r.pending) return true;
    return false;
}

void EngineOptionModel::markApplied() {
    if (!hasPending()) return;
    for (Row& r : m_rows) {
        if (!r.pending) continue;
        r.option.value = *r.pending;
        r.pending.reset();
        // The sources the rows are rebuilt from learn the new value too.
        for (EngineOption& o : m_options)
            if (r.kind == Kind::EngineOption && o.name == r.option.name) o.value = r.option.value;
        for (Row& t : m_resourceRows)
            if (t.kind == r.kind && t.egtType == r.egtType) t.option.value = r.option.value;
    }
    emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    emit pendingChanged(false);
}

void EngineOptionModel::discardPending(bool engineOptionsOnly) {
    if (!hasPending()) return;
    for (int i = 0; i < m_rows.size(); ++i) {
        Row& r = m_rows[i];
        if (!r.pending || (engineOptionsOnly && r.kind != Kind::EngineOption)) continue;
        r.pending.reset();
        emitRowChanged(i);
    }
    emit pendingChanged(hasPending());
}

void EngineOptionModel::emitRowChanged(int row) {
    // One signal per cell: views update an open editor only for a single-cell change.
    for (int c = 0; c < ColumnCount; ++c)
        emit dataChanged(index(row, c), index(row, c));
}

} // namespace tabiya
