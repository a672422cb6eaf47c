#pragma once
// EngineTools: what the Engine menu opens for a person, apart from the game itself: the
// engine list (Manage Engines), each engine's settings dialog, its console, and the
// messages engines send (telluser, askuser, book moves, hints). It keeps the catalog and
// Tabiya's own engine resources (hash, threads, tablebases) in QSettings, and turns an
// engine into the EngineConfig to start it with: the option values a person chose for it
// (sent again at every start, before the first game) and the resources.

#include "app/session/enginecatalog.h"
#include "protocol/engineconfig.h"

#include <QObject>
#include <QPointer>
#include <array>
#include <memory>

class QWidget;

namespace tabiya {

class EngineConnection;
class EngineConsole;
class EngineMessages;
class EngineProbe;
struct EngineCapabilities;
struct EngineOption;
struct EngineResources;

class EngineTools : public QObject {
    Q_OBJECT
public:
    // Dialogs and windows are parented to `window`.
    explicit EngineTools(QWidget* window);
    ~EngineTools() override;

    const EngineCatalog& catalog() const { return m_catalog; }
    // The catalog's engines, tabiya-engine first, ready to start.
    QList<EngineConfig> configs() const;
    // The engines to offer: first and second (the command line's, when given, prepared),
    // then the person's list; each program with its arguments once, each with a name.
    QList<EngineConfig> available(const std::optional<EngineConfig>& first,
                                  const std::optional<EngineConfig>& second) const;
    // An engine given some other way (command line) with what is stored for it.
    EngineConfig prepared(EngineConfig config) const;

    void manageEngines();
    // The settings of a running engine; with none running, `config` is started briefly to
    // read its options, and the values chosen are stored for its next start.
    void openSettings(EngineConnection* running, const EngineConfig& config);
    // The console of engine `slot` (0: Engine #1, 1: Engine #2), following `engine`.
    void openConsole(int slot, EngineConnection* engine);
    // A new engine process of slot's (a game or a restart): console and messages follow it.
    void follow(int slot, EngineConnection* engine);
    EngineMessages* messages() const { return m_messages; }
    // The engine's book moves for its position, shown in a table (CECP bk).
    void requestBook(EngineConnection* engine);

signals:
    void hint(const QString& move, const QString& engineName);
    void message(const QString& text);

private:
    void save() const;
    void storeOptionValues(const EngineConfig& config,
                           const QList<QPair<QString, QString>>& values);
    void showSettingsDialog(EngineConnection* running, const EngineConfig& config,
                            const QList<EngineOption>& options, const EngineCapabilities* caps);

    QWidget* m_window;
    EngineCatalog m_catalog;
    std::unique_ptr<EngineResources> m_resources;
    EngineMessages* m_messages;
    std::array<QPointer<EngineConsole>, 2> m_consoles;
    std::array<QPointer<EngineConnection>, 2> m_followed;
    QPointer<EngineProbe> m_probe;
};

} // namespace tabiya
