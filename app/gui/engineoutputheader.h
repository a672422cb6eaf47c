#pragma once
// EngineOutputHeader: what EngineOutputView shows above its table of lines. The engine's
// name, its search progress (CECP stat01, CXBoard currmove/hashfull) in words, the moves
// excluded from the search and the Lines (MultiPV) spin box on one line; book text on a
// line of its own. Progress and book text are coalesced as the lines are, so an engine
// that floods the GUI costs at most 5 updates a second. Engine text is shown plain.

#include "app/gui/engineoutputmodel.h"

#include <QTimer>
#include <QWidget>
#include <optional>

class QLabel;
class QSpinBox;

namespace tabiya {

class ElidedLabel;

class EngineOutputHeader : public QWidget {
    Q_OBJECT
public:
    // model: whose position and notation the current move is written in.
    EngineOutputHeader(const EngineOutputModel* model, QWidget* parent);

    void setEngineName(const QString& name);
    QString engineName() const { return m_name; }
    void setProgress(const SearchProgress& progress);
    void setBookText(const QString& text);
    // A new position or search: progress and book text go.
    void reset();
    QString progressText() const;
    QString bookText() const;
    void setExcludedMoves(const QList<QString>& sanTexts);
    QString excludedText() const;
    void setMultiPvAvailable(bool available);
    // The engine's MultiPV setting shown (no multiPvRequested back).
    void showMultiPv(int count);
    QSpinBox* multiPvSpinBox() const { return m_multiPvSpin; }

signals:
    void multiPvRequested(int count);

private:
    QString formatProgress(const SearchProgress& p) const;
    void updateLabels();

    const EngineOutputModel* m_model;
    QLabel* m_nameLabel;
    ElidedLabel* m_progressLabel;
    QLabel* m_bookLabel;
    ElidedLabel* m_excludedLabel;
    QLabel* m_multiPvLabel;
    QSpinBox* m_multiPvSpin;
    QString m_name;
    std::optional<SearchProgress> m_pendingProgress;
    std::optional<QString> m_pendingBook;
    QTimer m_labelTimer;
};

} // namespace tabiya
