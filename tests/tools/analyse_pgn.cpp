// The first game of a PGN file analysed by tabiya-engine, written as PGN for a person to read
// (a tool, not a test): every position searched for MS milliseconds (200 by default).
//
//   analyse-pgn IN.pgn OUT.pgn [MS]
#include "app/session/gameanalyzer.h"
#include "board/core/pgnreader.h"

#include <QCoreApplication>
#include <QFile>

using namespace tabiya;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 2) {
        qWarning("usage: analyse-pgn IN.pgn OUT.pgn [MS]");
        return 2;
    }
    QFile in(args.at(0));
    if (!in.open(QIODevice::ReadOnly)) {
        qWarning("could not read %s", qPrintable(args.at(0)));
        return 1;
    }
    const PgnReadResult read = readPgn(in.readAll().toStdString());
    if (read.games.empty()) {
        qWarning("no game in %s", qPrintable(args.at(0)));
        return 1;
    }
    EngineConfig engine;
    engine.program = QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-engine");
    engine.initialOptions = {{"Threads", "1"}};
    GameAnalyzer analyzer;
    analyzer.setLimits(args.size() > 2 ? args.at(2).toInt() : 200, 0);
    QObject::connect(&analyzer, &GameAnalyzer::finished, &app, [&](const Game& game) {
        QFile out(args.at(1));
        if (!out.open(QIODevice::WriteOnly)) {
            qWarning("could not write %s", qPrintable(args.at(1)));
            app.exit(1);
            return;
        }
        out.write(game.toPgnText().toUtf8());
        app.exit(0);
    });
    QObject::connect(&analyzer, &GameAnalyzer::failed, &app, [&](const QString& reason) {
        qWarning("%s", qPrintable(reason));
        app.exit(1);
    });
    analyzer.start(engine, Game::fromPgn(read.games.front()));
    return app.exec();
}
