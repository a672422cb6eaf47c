// bench-protocol-parsers: how fast engine output is turned into typed messages. Prints
// lines per second for thinking lines (plain and tab-extended), feature lines and CXBoard
// info lines. A figure to watch, not a test.

#include "protocol/cecpparser.h"
#include "protocol/cxboardparser.h"

#include <QElapsedTimer>
#include <QStringList>
#include <cstdio>

using namespace tabiya;

template <typename Parse>
static void measure(const char* what, const QStringList& lines, Parse parse) {
    constexpr int rounds = 200000;
    QElapsedTimer t;
    t.start();
    qint64 sink = 0;
    for (int i = 0; i < rounds; ++i)
        sink += parse(lines[i % lines.size()]);
    const double seconds = t.nsecsElapsed() / 1e9;
    std::printf("%-28s %10.0f lines/s  (%d lines, %.3f s, check %lld)\n", what, rounds / seconds,
                rounds, seconds, static_cast<long long>(sink));
}

int main() {
    const QStringList thinking{
        " 9 156 1084 48000 Nf3 Nc6 Nc3 Nf6",
        "  4    109      14   1435  1. e4 d5 2. Qf3 dxe4 3. Qxe4 Nc6",
        "10&     34    7   135944   d1e2  e8e7  e2e3  e7e6  e3d4  h7h5  c2c4  h5h4",
    };
    const QStringList extended{
        "15 61 100 382393 23 382010 0\t d2d4 d7d5 e2e3 e7e6 c2c4 c7c5 g1f3 b8c6 b1c3 g8f6 f3e5",
    };
    const QStringList features{
        "feature setboard=1 usermove=1 time=1 memory=1 smp=1 colors=0 draw=0 highlight=1 name=0 "
        "sigint=0 "
        "ping=1 myname=\"Fairy-Stockfish\" variants=\"chess,xiangqi,shogi\"",
        "feature option=\"Analysis Contempt -combo Both /// Off /// White /// Black\"",
    };
    const QStringList info{
        "info depth 12 seldepth 18 multipv 1 score cp 35 nodes 1234567 nps 987654 tbhits 0 time "
        "1250 "
        "pv h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
    };
    measure("CECP thinking", thinking,
            [](const QString& l) { return int(cecp::parseLine(l).kind); });
    measure("CECP thinking (tab extras)", extended,
            [](const QString& l) { return int(cecp::parseLine(l).kind); });
    measure("CECP feature lines", features, [](const QString& l) {
        return int(cecp::parseLine(l).as<QList<cecp::Feature>>().size());
    });
    measure("CXBoard info", info, [](const QString& l) { return int(cxboard::parseLine(l).kind); });
    return 0;
}
