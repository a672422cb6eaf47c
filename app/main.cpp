// tabiya: the desktop board, or with -headless an engine match on the command line.
#include "headlessmatch.h"
#include "mainwindow.h"
#include "matchoptions.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {
// The translations are compiled into the program (:/i18n), never read from a path
// relative to the working directory.
void installTranslators(QCoreApplication& app) {
    auto* own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("tabiya"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        app.installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
}

bool wantsHeadless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], "-headless") || !std::strcmp(argv[i], "--headless")) return true;
    return false;
}
} // namespace

int main(int argc, char** argv) {
    // A match needs no display: the core application only.
    std::unique_ptr<QCoreApplication> app;
    const bool headless = wantsHeadless(argc, argv);
    if (headless)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Tabiya"));
    QCoreApplication::setApplicationName(QStringLiteral("Tabiya"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    installTranslators(*app);

    QString error;
    const auto options = tabiya::MatchOptions::parse(
        app->arguments().mid(1), QCoreApplication::applicationDirPath(), &error);
    if (!options) {
        std::fprintf(stderr, "tabiya: %s\n%s", qPrintable(error),
                     qPrintable(tabiya::MatchOptions::usage()));
        return 2;
    }
    if (options->help) {
        std::fputs(qPrintable(tabiya::MatchOptions::usage()), stdout);
        return 0;
    }
    if (headless) {
        tabiya::HeadlessMatch match(*options);
        QObject::connect(&match, &tabiya::HeadlessMatch::finished, app.get(),
                         &QCoreApplication::exit);
        // Started inside the event loop, so that a match ending at once (a missing
        // opening file) still reaches exit().
        QTimer::singleShot(0, &match, &tabiya::HeadlessMatch::start);
        return app->exec();
    }
    tabiya::MainWindow window(*options);
    window.show();
    window.startFromOptions();
    return app->exec();
}
