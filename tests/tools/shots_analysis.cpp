// Pictures of the main window analysing with tabiya-engine, three lines, a chess and a
// xiangqi position, for a person to look at (a tool, not a test).
//
//   shots-analysis DIR     (offscreen: -platform offscreen; settings in a test location)
#include "app/gui/engineoutputview.h"
#include "app/gui/mainwindow.h"
#include "app/session/analysiscontroller.h"
#include "app/session/matchoptions.h"
#include "app/session/session.h"

#include <QApplication>
#include <QDir>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace tabiya;

namespace {

bool waitFor(const std::function<bool()>& done, int ms) {
    return QTest::qWaitFor(done, ms);
}

bool shoot(const QDir& dir, const QString& variant, const QString& fen) {
    QString error;
    const auto options = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    if (!options) return false;
    MainWindow w(*options);
    w.resize(1180, 860);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    w.startFromPosition(variant, fen);
    if (!waitFor([&] { return w.session()->state() == Session::State::Playing; }, 10000))
        return false;
    w.startAnalysis();
    if (!waitFor([&] { return w.analysis()->isAnalysing(); }, 10000)) return false;
    emit w.engineOutput(0)->multiPvRequested(3);
    w.engineOutput(0)->multiPvSpinBox()->setValue(3);
    // Three lines, and a search deeper than its first iterations, before the picture.
    if (!waitFor([&] { return w.engineOutput(0)->model()->rowCount() >= 3; }, 15000) ||
        !waitFor([&] { return w.engineOutput(0)->progressText().contains(u"depth"); }, 15000))
        return false;
    const bool saved = w.grab().save(dir.filePath(QStringLiteral("analysis-%1.png").arg(variant)));
    w.stopAnalysis();
    waitFor([&] { return !w.analysis()->isRunning(); }, 10000);
    return saved;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (app.arguments().size() < 2) {
        qWarning("usage: shots-analysis DIR");
        return 2;
    }
    QStandardPaths::setTestModeEnabled(true); // the person's settings stay untouched
    const QDir dir(app.arguments().at(1));
    const bool ok =
        shoot(dir, QStringLiteral("normal"),
              QStringLiteral(
                  "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")) &&
        shoot(dir, QStringLiteral("xiangqi"),
              QStringLiteral(
                  "r1bakabr1/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1"));
    return ok ? 0 : 1;
}
