#pragma once
// EngineOutputView: one engine's thinking, as a dock shows it: the engine's name and its
// search progress (CECP stat01, CXBoard currmove/hashfull) on a line above the table of
// lines (EngineOutputModel), book text ("(e4 64%, d4 24%)", bk replies) on a line of its
// own, and the table with depth, score, time, nodes, speed, tablebase hits and the PV in
// the user's notation (the lines above the table are EngineOutputHeader's). Lines can be copied
// (Ctrl+C, context menu). Resting the pointer on a PV move shows the position after it on a small
// board (PvPreviewPopup); clicking the move, or double-clicking a line, asks for the PV up to there
// to be shown on the main board (pvMoveClicked). The context menu can exclude a line's first move
// from the search and include all again (CECP exclude=1), and the header holds a MultiPV spin box
// where the engine has the option. The main window makes one per engine. Progress and book text are
// coalesced like the lines, so an engine that floods the GUI costs at most 5 updates a second.

#include "app/gui/engineoutputcolumns.h"
#include "app/gui/engineoutputheader.h"
#include "app/gui/engineoutputmodel.h"
#include "board/view/boardtheme.h"
#include "board/view/pieceset.h"

#include <QWidget>

class QLabel;
class QMenu;
class QSpinBox;
class QTableView;

namespace tabiya {

class HiddenWatch;
class PvPreviewPopup;

class EngineOutputView : public QWidget {
    Q_OBJECT
public:
    explicit EngineOutputView(QWidget* parent = nullptr);

    void setEngineName(const QString& name) { m_header->setEngineName(name); }
    QString engineName() const { return m_header->engineName(); }

    // EngineConnection::thinking.
    void addThinking(const ThinkingLine& line);
    // EngineConnection::searchProgress (stat01 replies, CXBoard progress lines).
    void setProgress(const SearchProgress& progress) { m_header->setProgress(progress); }
    // EngineConnection::bookLines, and book text arriving as thinking lines; empty hides it.
    void setBookText(const QString& text) { m_header->setBookText(text); }
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
    QString progressText() const { return m_header->progressText(); }
    QString bookText() const { return m_header->bookText(); }

    // Copies the selected lines (the best line when none is selected) to the clipboard.
    void copySelection();
    // Copies every line shown.
    void copyAll();

    // The hover preview's board: the piece set (for its kind of board, Western or xiangqi),
    // colours and side at the bottom, as the main board has them.
    void setPieceSet(const PieceSet& set);
    void setBoardTheme(const BoardTheme& theme);
    void setPreviewFlipped(bool flipped);

    // Whether the engine takes exclude/include commands now (CECP exclude=1, in Analysis
    // Mode): enables the context menu's Exclude and Include All Moves.
    void setExcludeEnabled(bool enabled);
    bool isExcludeEnabled() const { return m_excludeEnabled; }
    // The root moves excluded from the search, in display notation, shown in the header
    // ("Excluded: Nf3, e4"); empty hides it.
    void setExcludedMoves(const QList<QString>& sanTexts) { m_header->setExcludedMoves(sanTexts); }
    QString excludedText() const { return m_header->excludedText(); }

    // Whether the engine has a MultiPV option: shows the Lines spin box in the header.
    void setMultiPvAvailable(bool available) { m_header->setMultiPvAvailable(available); }
    QSpinBox* multiPvSpinBox() const { return m_header->multiPvSpinBox(); }

    // Which move of which line is drawn at pos (viewport coordinates of table()): the index
    // into model()->lineMoves(row) (a move number counts as its move), or -1 with row -1.
    int pvMoveAt(const QPoint& pos, int* row = nullptr) const;
    // Where the move-th move of row is drawn (viewport coordinates); empty when it is not
    // shown whole (scrolled away, elided, no such move).
    QRect pvMoveRect(int row, int move) const;
    // The hover preview; nullptr until it was first needed.
    PvPreviewPopup* previewPopup() const { return m_preview; }
    bool isPreviewVisible() const;

    QSize sizeHint() const override;

signals:
    // The user clicked a PV move (the moves from the root up to and including it) or
    // double-clicked a line (its whole PV): to show on the main board as a variation.
    void pvMoveClicked(const QList<tabiya::Move>& movesUpToIt);
    // Context menu: exclude the line's first move from the search; include every move.
    void excludeRequested(tabiya::Move move);
    void includeAllRequested();
    // The user chose how many lines the engine should show (Lines spin box).
    void multiPvRequested(int count);
    // The user chose the other score perspective in the context menu (to be saved).
    void scorePerspectiveChanged(tabiya::EngineOutputModel::ScorePerspective p);
    // Before the context menu of a line (row -1: none) shows: room for more actions
    // (exclude the line's first move, ...).
    void contextMenuAboutToShow(QMenu* menu, int row);

protected:
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The move under the pointer: row and index into its moves.
    struct PvHit {
        int row = -1;
        int move = -1;
        bool operator==(const PvHit&) const = default;
    };
    PvHit hitAt(const QPoint& pos) const;
    QList<Move> movesUpTo(const PvHit& hit) const;
    void updatePreview(const QPoint& pos, const QPoint& globalPos);
    void hidePreview();
    void linesChanged();
    void showContextMenu(const QPoint& pos);

    EngineOutputModel* m_model;
    QTableView* m_table;
    EngineOutputHeader* m_header;  // the name, progress, exclusions, Lines and book text
    EngineOutputColumns m_columns; // the number columns' widths
    HiddenWatch* m_hiddenWatch;
    PvPreviewPopup* m_preview = nullptr;
    std::optional<PieceSet> m_pieceSet;
    std::optional<BoardTheme> m_boardTheme;
    bool m_previewFlipped = false;
    bool m_excludeEnabled = false;
    PvHit m_hover;            // the move the preview shows
    QList<Move> m_hoverMoves; // the moves up to it, to see whether new lines changed them
    QPoint m_hoverPos;        // the pointer in the viewport, while over it
    PvHit m_pressed;          // the move a left button press was on
};

} // namespace tabiya
