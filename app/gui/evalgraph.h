#pragma once
// EvalGraph: the evaluations of the game so far as a small graph under the move list, from
// White's (Red's) point of view: one filled curve for a single evaluator, else one line per
// engine on its own moves (see evalseries.h), with a legend naming whose they are. Big advantages
// are squashed smoothly and mates sit at the edge (see evalseries.h). A marker shows the ply on the
// board; clicking or dragging picks a ply. Painted with vectors only, so it stays sharp at any
// height and device pixel ratio.

#include "app/session/evalseries.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QStaticText>
#include <QWidget>

namespace tabiya {

class Game;
class HiddenWatch;

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // The game's evaluations; while the graph cannot be seen (its dock closed) nothing is
    // worked out, and staleShown() asks for the game once it shows.
    void setGame(const Game& game);
    void setData(const EvalGraphData& data);
    const EvalGraphData& data() const { return m_data; }
    // The ply shown on the board (0: the start position; -1: no marker).
    void setCurrentPly(int ply);
    int currentPly() const { return m_currentPly; }
    // The legend's entries, series by series (before eliding to the graph's width).
    QStringList legendTexts() const;

    // Where ply sits on the x axis, and the ply nearest to an x (for tests and tooltips).
    double xForPly(int ply) const;
    int plyAt(double x) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void plySelected(int ply);
    // Shown again after games were set while it could not be seen.
    void staleShown();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QRectF plotRect() const;
    // The width of the scale labels' column left of the plot.
    double labelGutter() const;
    double yFor(double value) const;
    const EvalPoint* pointAt(int ply) const;
    QPainterPath seriesPath(const EvalSeries& series) const;
    void pick(double x);
    // The steps of a paint, back to front.
    struct Look;
    void paintFill(QPainter& p, const Look& look) const;
    void paintGuides(QPainter& p, const Look& look) const;
    void paintCurves(QPainter& p, const Look& look) const;
    void paintLegend(QPainter& p, const Look& look) const;
    void paintMarker(QPainter& p, const Look& look, int ply, const QColor& colour,
                     double width) const;
    void paintScale(QPainter& p, const Look& look) const;
    void updateScaleFont();
    // A label in the small font, laid out once (the legend's names and the scale's
    // numbers are the same at every move; shaping them again was a third of a paint).
    struct Label {
        QStaticText text;
        double width = 0;
    };
    const Label& label(const QString& text) const;
    // The legend's name for a series, cut to fit in width.
    const Label& elidedLabel(const QString& name, double width) const;

    EvalGraphData m_data;
    // The scale labels' font and the width of their column, made when the widget's font
    // changes: measuring text shapes it, and every x and y of a paint needs the gutter.
    QFont m_smallFont;
    double m_gutter = 0;
    mutable QHash<QString, Label> m_labels;   // in m_smallFont, by text
    mutable QHash<QString, QString> m_elided; // a name and its room -> its text shown
    int m_currentPly = -1;
    int m_requestedPly = -1; // as set: the ply shown is it, within the data's plies
    int m_hoverPly = -1;
    HiddenWatch* m_watch;
    bool m_stale = false; // a game was set while hidden
};

} // namespace tabiya
