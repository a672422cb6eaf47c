#pragma once
// EngineOutputView: one engine's thinking, as a dock shows it: the engine's name and its
// search progress (CECP stat01, CXBoard currmove/hashfull) on a line above the table of
// lines (EngineOutputModel), book text ("(e4 64%, d4 24%)", bk replies) on a line of its
// own, and the table with depth, score, time, nodes, speed, tablebase hits and the PV in
// the user's notation. Lines can be copied (Ctrl+C, context menu). The main window makes
// one per engine. Progress and book text are coalesced like the lines, so an engine that
// floods the GUI costs at most 20 updates a second.

#include "engineoutputmodel.h"

#include <QWidget>

class QLabel;
class QMenu;
class QTableView;

namespace tabiya {

class EngineOutputView : public QWidget {
    Q_OBJECT
public:
    explicit EngineOutputView(QWidget* parent = nullptr);

    void setEngineName(const QString& name);
    QString engineName() const { return m_name; }

    // Engine::thinking.
    void addThinking(const ThinkingLine& line);
    // Engine::searchProgress (stat01 replies, CXBoard progress lines).
    void setProgress(const SearchProgress& progress);
    // Engine::bookLines, and book text arriving as thinking lines; empty hides it.
    void setBookText(const QString& text);
    // The position the engine searches (the PV root); a new one clears the lines.
    void setPosition(const Position& pos);
    // The engine's colour while it plays (scores are from its side); nothing while it
    // analyses (scores are from the side to move).
    void setEngineSide(std::optional<Color> side);
    void setScorePerspective(EngineOutputModel::ScorePerspective p);
    void setNotation(const PvNotation& notation);
    // The engine's MultiPV setting (CECP lines carry no index; see EngineOutputModel).
    void setMultiPv(int count);
    // A new search: lines, progress and book text go.
    void clear();

    EngineOutputModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QString progressText() const;
    QString bookText() const;

    // Copies the selected lines (the best line when none is selected) to the clipboard.
    void copySelection();
    // Copies every line shown.
    void copyAll();

    QSize sizeHint() const override;

signals:
    // The user chose the other score perspective in the context menu (to be saved).
    void scorePerspectiveChanged(tabiya::EngineOutputModel::ScorePerspective p);
    // Before the context menu of a line (row -1: none) shows: room for more actions
    // (exclude the line's first move, ...).
    void contextMenuAboutToShow(QMenu* menu, int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showContextMenu(const QPoint& pos);
    void updateLabels();
    void updateColumns();
    void sizeColumns();
    QString formatProgress(const SearchProgress& p) const;
    void scheduleLabels();

    EngineOutputModel* m_model;
    QTableView* m_table;
    QLabel* m_nameLabel;
    QLabel* m_progressLabel;
    QLabel* m_bookLabel;
    QString m_name;
    std::optional<SearchProgress> m_pendingProgress;
    std::optional<QString> m_pendingBook;
    QTimer m_labelTimer;
};

} // namespace tabiya
