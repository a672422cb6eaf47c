// Pictures of the New Game dialog and the position editor for a person to look at (a tool,
// not a test): New Game with an engine as Black, the same with time odds, and the position
// editor on a chess and a xiangqi position.
//
//   shots-dialogs DIR     (offscreen: -platform offscreen)
#include "app/gui/newgamedialog.h"
#include "app/gui/positioneditor.h"
#include "app/gui/timecontroleditor.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QTest>

using namespace tabiya;

namespace {

bool shoot(QWidget* w, const QDir& dir, const QString& name) {
    if (!QTest::qWaitForWindowExposed(w)) return false;
    if (w->grab().save(dir.filePath(name))) return true;
    qWarning("could not write %s", qPrintable(dir.filePath(name)));
    return false;
}

EngineConfig engine(const QString& name, const QString& program) {
    EngineConfig c;
    c.name = name;
    c.program = program;
    return c;
}

bool shootNewGame(const QDir& dir) {
    const QList<EngineConfig> engines = {
        engine(QStringLiteral("Tabiya Engine"), QStringLiteral("/opt/tabiya-engine")),
        engine(QStringLiteral("Fairy-Max"), QStringLiteral("/usr/games/fairymax")),
    };
    GameSettings initial;
    initial.engines[1] = engines[0];
    NewGameDialog d(engines, initial, nullptr);
    d.show();
    if (!shoot(&d, dir, QStringLiteral("newgame.png"))) return false;
    d.findChild<QCheckBox*>(QStringLiteral("timeOdds"))->click();
    auto* black = d.findChild<TimeControlEditor*>(QStringLiteral("blackTime"));
    black->findChild<QDoubleSpinBox*>(QStringLiteral("baseMinutes"))->setValue(1);
    return shoot(&d, dir, QStringLiteral("newgame-odds.png"));
}

bool shootPositionEditor(const QDir& dir) {
    PositionEditor chess(Variant::chess(),
                         QStringLiteral("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/"
                                        "RNBQK2R w KQkq - 4 4"),
                         nullptr);
    chess.resize(chess.sizeHint());
    chess.show();
    if (!shoot(&chess, dir, QStringLiteral("positioneditor-chess.png"))) return false;
    PositionEditor xiangqi(Variant::xiangqi(), QString(), nullptr);
    xiangqi.resize(xiangqi.sizeHint());
    xiangqi.show();
    return shoot(&xiangqi, dir, QStringLiteral("positioneditor-xiangqi.png"));
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (app.arguments().size() < 2) {
        qWarning("usage: shots-dialogs DIR");
        return 2;
    }
    const QDir dir(app.arguments().at(1));
    return shootNewGame(dir) && shootPositionEditor(dir) ? 0 : 1;
}
