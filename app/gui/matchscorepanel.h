#pragma once
// MatchScorePanel: the Match dock, in view for the whole of a Machine Match: the engines,
// games played of the total, wins / draws / losses and the score from the first engine's
// side, the Elo difference with its 95% interval (MatchElo), the opening of the game on
// the board, where the games are saved, and Abort Match. It shows a MatchProgress (plain
// data the window fills as each game starts and ends) and knows nothing of the match.

#include "app/session/matchelo.h"

#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;

namespace tabiya {

class Game;

struct MatchProgress {
    enum class State { Playing, BetweenGames, Finished, Aborted };
    QString first, second; // the engines' names
    int played = 0;
    int games = 0;
    int wins = 0, draws = 0, losses = 0; // the first engine's
    MatchElo elo;
    QString opening; // the current game's, in words
    QString pgnFile;
    State state = State::Playing;
};

class MatchScorePanel : public QWidget {
    Q_OBJECT
public:
    explicit MatchScorePanel(QWidget* parent = nullptr);

    void setProgress(const MatchProgress& progress);
    const MatchProgress& progress() const { return m_progress; }
    // The opening a game starts from, for people: its moves ("1. e4 e5 2. Nf3"), else its
    // position's FEN, else "Start position".
    static QString openingText(const Game* opening);

signals:
    void abortRequested();

private:
    MatchProgress m_progress;
    QLabel* m_engines;
    QLabel* m_games;
    QLabel* m_wdl;
    QLabel* m_score;
    QLabel* m_elo;
    QLabel* m_opening;
    QLabel* m_file;
    QLabel* m_state;
    QPushButton* m_abort;
};

} // namespace tabiya
