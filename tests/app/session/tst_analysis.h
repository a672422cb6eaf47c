#pragma once
// Analysis with real engines (tabiya-engine in CECP and CXBoard, Fairy-Max): the engine
// follows moves, takebacks, jumps in the move list, an edited position and a loaded game;
// exclude/include; multi-PV ordering; stat01 progress; whole-game analysis written to PGN.
//
// Two source files: the whole-game part (game.h) and the engine-following part.

#include <QObject>

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void followsPositions_data();
    void followsPositions();
    void excludeInclude_data();
    void excludeInclude();
    void multiPv_data();
    void multiPv();
    void statusRequests_data();
    void statusRequests();
    void wholeGame();      // tst_analysis_game.cpp
    void wholeGameDepth(); // tst_analysis_game.cpp
};
