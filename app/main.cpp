// tabiya: the desktop board, or with -headless an engine match on the command line.
#include "app/appexit.h"
#include "app/cli/headlessmatch.h"
#include "app/gui/mainwindow.h"
#include "app/quitsignals.h"
#include "app/session/matchoptions.h"
#include "app/session/uilanguage.h"
#include "protocol/engineprocesses.h"

#include <QApplication>
#include <QDir>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {
bool wantsHeadless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], "-headless") || !std::strcmp(argv[i], "--headless")) return true;
    return false;
}

bool wantsHelp(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (tabiya::MatchOptions::isHelpFlag(QString::fromLocal8Bit(argv[i]))) return true;
    return false;
}

// Engines get a working directory of their own, <data>/Tabiya/engines/<name>/, so that
// what they write where they run (GNU Chess: log.NNN, game.NNN, players.dat) does not land
// wherever the user stood. -fd/-sd and an engine entry's own folder still win. Built from
// the generic data folder: AppDataLocation would double the name (organisation and
// application are both "Tabiya").
QString engineDirectoryRoot() {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (data.isEmpty()) return {};
    return QDir(data).filePath(QCoreApplication::applicationName() + QStringLiteral("/engines"));
}

// Everything but the exit itself; *quitSignal is the signal that ended it (0: none).
int run(int argc, char** argv, int* quitSignal) {
    // A match and the help need no display: the core application only.
    std::unique_ptr<QCoreApplication> app;
    const bool headless = wantsHeadless(argc, argv);
    if (headless || wantsHelp(argc, argv))
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Tabiya"));
    QCoreApplication::setApplicationName(QStringLiteral("Tabiya"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    tabiya::installUiTranslators(*app); // the chosen language (Options > Language)
    tabiya::EngineProcesses::instance().setDefaultWorkingRoot(engineDirectoryRoot());
    // Every way out goes through AppExit, which waits for the engines to be gone.
    tabiya::AppExit appExit;
    tabiya::QuitSignals quitSignals;
    const auto execute = [&] {
        const int code = app->exec();
        *quitSignal = appExit.signal();
        // Nothing is left unless something quit the event loop without AppExit.
        tabiya::EngineProcesses::instance().killAll();
        return code;
    };

    QString error;
    const auto options = tabiya::MatchOptions::parse(
        app->arguments().mid(1), QCoreApplication::applicationDirPath(), &error);
    if (!options) {
        std::fprintf(stderr, "tabiya: %s\n%s", qPrintable(error),
                     qPrintable(tabiya::MatchOptions::usage()));
        return 2;
    }
    // (-help read as another flag's value, "-fn -help", still gets no window.)
    if (options->help || (!headless && !qobject_cast<QApplication*>(app.get()))) {
        std::fputs(qPrintable(tabiya::MatchOptions::usage()), stdout);
        return 0;
    }
    if (headless) {
        tabiya::HeadlessMatch match(*options);
        QObject::connect(&match, &tabiya::HeadlessMatch::finished, &appExit,
                         &tabiya::AppExit::request);
        QObject::connect(&quitSignals, &tabiya::QuitSignals::received, &appExit, [&](int signal) {
            match.stop(128 + signal); // engines told to quit, on their terms
            appExit.onSignal(signal);
        });
        // Started inside the event loop, so that a match ending at once (a missing
        // opening file) still reaches exit().
        QTimer::singleShot(0, &match, &tabiya::HeadlessMatch::start);
        return execute();
    }
    tabiya::MainWindow window(*options);
    // Closing the window (which stops its engines) ends the program through AppExit.
    QApplication::setQuitOnLastWindowClosed(false);
    QObject::connect(qApp, &QApplication::lastWindowClosed, &appExit,
                     [&appExit] { appExit.request(0); });
    QObject::connect(&quitSignals, &tabiya::QuitSignals::received, &appExit, [&](int signal) {
        window.close(); // as if the user had: settings saved, engines told to quit
        appExit.onSignal(signal);
    });
    window.show();
    window.startFromOptions();
    return execute();
}
} // namespace

int main(int argc, char** argv) {
    int quitSignal = 0;
    const int code = run(argc, argv, &quitSignal);
    if (quitSignal != 0) {
        // Die of the signal, engines gone and everything closed, so that whoever sent it
        // (a shell, a session manager) sees how we ended.
        std::signal(quitSignal, SIG_DFL);
        std::raise(quitSignal);
    }
    return code;
}
