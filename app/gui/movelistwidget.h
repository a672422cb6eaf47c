#pragma once
// MoveListWidget: the game's moves in two columns (White/Red and Black), one row per move
// number. Clicking a move, the arrow keys, Home and End choose the ply the board shows.

#include <QTableWidget>

namespace tabiya {

class MoveListWidget : public QTableWidget {
    Q_OBJECT
public:
    explicit MoveListWidget(QWidget* parent = nullptr);

    // texts[i] is ply i+1's notation; firstIsBlack when the game started with Black to move.
    void setMoves(const QStringList& texts, bool firstIsBlack, int firstMoveNumber,
                  const QString& result);
    void setCurrentPly(int ply); // 0: the start position
    int currentPly() const { return m_ply; }
    int plyCount() const { return int(m_texts.size()); }

signals:
    void plySelected(int ply);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QStringList m_texts;
    bool m_firstIsBlack = false;
    int m_firstMoveNumber = 1;
    QString m_result;
    int m_ply = 0;
    bool m_updating = false;
};

} // namespace tabiya
