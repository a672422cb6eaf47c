#include "app/gui/evalgraph.h"

#include "app/gui/hiddenwatch.h"
#include "app/session/game.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <utility>

namespace tabiya {

namespace {

// A one-pixel guide line. At a scale of 1 a cosmetic pen: the same pixels, drawn without
// Qt's stroker (a large part of the graph's paint, bench-window). Scaled up, the plain pen
// (a cosmetic one would be thinner there).
QPen guidePen(const QColor& colour, Qt::PenStyle style, qreal dpr) {
    QPen pen(colour, 1, style);
    pen.setCosmetic(dpr <= 1);
    return pen;
}

// Line colours of the two engines in PerSide mode: apart in hue and in lightness, so they
// stay distinguishable for most colour-blind people and on light and dark palettes.
const QColor WhiteSeriesColour(0x2f, 0x7e, 0xd8);
const QColor BlackSeriesColour(0xe0, 0x6c, 0x1f);

// Faint guides at these advantages (pawns, both signs).
constexpr double GuidePawns[] = {1.0, 3.0};

bool isDark(const QColor& c) {
    return c.lightnessF() < 0.5;
}

// The scale labels' size: a little smaller than the widget's text.
QFont smallFont(const QFont& font) {
    QFont small = font;
    small.setPointSizeF(std::max(6.5, small.pointSizeF() * 0.8));
    return small;
}

QString scaleLabel(double pawns) {
    return (pawns > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
           QString::number(std::abs(pawns));
}

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

EvalGraph::EvalGraph(QWidget* parent)
    : QWidget(parent)
    , m_watch(new HiddenWatch(this)) {
    connect(m_watch, &HiddenWatch::shown, this, [this] {
        if (std::exchange(m_stale, false)) emit staleShown();
    });
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Evaluation graph"));
    updateScaleFont();
}

void EvalGraph::updateScaleFont() {
    m_smallFont = smallFont(font());
    m_labels.clear();
    m_elided.clear();
    // The scale labels stand left of the plot, where neither the fill nor a curve covers
    // them.
    m_gutter = QFontMetricsF(m_smallFont).horizontalAdvance(scaleLabel(-3)) + 8;
}

const EvalGraph::Label& EvalGraph::label(const QString& text) const {
    auto it = m_labels.find(text);
    if (it != m_labels.end()) return *it;
    if (m_labels.size() >= 64) m_labels.clear(); // names of the games shown: a few a game
    Label l{QStaticText(text), QFontMetricsF(m_smallFont).horizontalAdvance(text)};
    l.text.setTextFormat(Qt::PlainText); // engine names: never markup
    l.text.prepare(QTransform(), m_smallFont);
    return *m_labels.insert(text, l);
}

const EvalGraph::Label& EvalGraph::elidedLabel(const QString& name, double width) const {
    const QString key = QString::number(width) + QLatin1Char('\n') + name;
    auto it = m_elided.find(key);
    if (it == m_elided.end()) {
        if (m_elided.size() >= 64) m_elided.clear();
        it = m_elided.insert(key,
                             QFontMetricsF(m_smallFont).elidedText(name, Qt::ElideRight, width));
    }
    return label(*it);
}

void EvalGraph::setGame(const Game& game) {
    m_stale = m_watch->isHidden();
    if (!m_stale) setData(evalGraphPoints(game));
}

void EvalGraph::setData(const EvalGraphData& data) {
    m_data = data;
    m_currentPly = std::clamp(m_requestedPly, -1, m_data.plies);
    update();
}

void EvalGraph::setCurrentPly(int ply) {
    m_requestedPly = ply;
    ply = std::clamp(ply, -1, m_data.plies);
    if (ply == m_currentPly) return;
    m_currentPly = ply;
    update();
}

QSize EvalGraph::sizeHint() const {
    return {260, 100};
}

QSize EvalGraph::minimumSizeHint() const {
    return {60, 40};
}

double EvalGraph::labelGutter() const {
    return m_gutter;
}

QRectF EvalGraph::plotRect() const {
    // Room for the labels, the line width and the dots at the edges, nothing more: at
    // 100 px every pixel of height is resolution.
    return QRectF(rect()).adjusted(labelGutter(), 4, -4, -4);
}

double EvalGraph::xForPly(int ply) const {
    const QRectF r = plotRect();
    if (m_data.plies <= 0) return r.left();
    return r.left() + r.width() * std::clamp(ply, 0, m_data.plies) / m_data.plies;
}

int EvalGraph::plyAt(double x) const {
    const QRectF r = plotRect();
    if (m_data.plies <= 0 || r.width() <= 0) return 0;
    const double t = (x - r.left()) / r.width();
    return std::clamp(int(std::lround(t * m_data.plies)), 0, m_data.plies);
}

double EvalGraph::yFor(double value) const {
    const QRectF r = plotRect();
    return r.center().y() - value * r.height() / 2.0;
}

const EvalPoint* EvalGraph::pointAt(int ply) const {
    for (const EvalSeries& s : m_data.series)
        for (const EvalPoint& p : s.points)
            if (p.ply == ply) return &p;
    return nullptr;
}

QPainterPath EvalGraph::seriesPath(const EvalSeries& series) const {
    QPainterPath line;
    for (const EvalPoint& pt : series.points) {
        const QPointF at(xForPly(pt.ply), yFor(pt.y));
        if (line.elementCount() == 0)
            line.moveTo(at);
        else
            line.lineTo(at);
    }
    return line;
}

// What every step of a paint shares: the palette's colours and the plot's geometry.
struct EvalGraph::Look {
    QColor base, text;
    bool dark = false;
    QRectF plot;
    double zeroY = 0;
    bool perSide = false; // several series: one line each, no fill
    QFontMetricsF fm;
    const QList<EvalSeries>* series = nullptr;

    QColor faded(double alpha) const {
        QColor c = text;
        c.setAlphaF(float(alpha));
        return c;
    }
    // One series: the filled curve's grey; several: each engine's colour by its side, an
    // analysis of both sides grey. Opaque: a curve's segments overlap at the joins.
    QColor seriesColour(const EvalSeries& s) const {
        return !perSide || s.bothSides ? mix(base, text, 0.9)
               : s.side == White       ? WhiteSeriesColour
                                       : BlackSeriesColour;
    }
    // A side's later engines (a game continued with other players) dashed, so that the
    // legend tells them apart from the first.
    Qt::PenStyle seriesStyle(const EvalSeries& s) const {
        for (const EvalSeries& o : *series) {
            if (&o == &s) return Qt::SolidLine;
            if (o.side == s.side && o.bothSides == s.bothSides) return Qt::DashLine;
        }
        return Qt::SolidLine;
    }
};

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const Look look{pal.color(QPalette::Base),
                    pal.color(QPalette::Text),
                    isDark(pal.color(QPalette::Base)),
                    plotRect(),
                    yFor(0),
                    m_data.series.size() > 1,
                    QFontMetricsF(m_smallFont),
                    &m_data.series};
    p.setFont(m_smallFont);
    // Background grey enough that White's (light) area and Black's (dark) area both stand
    // out from it, on light and dark palettes alike.
    p.fillRect(rect(), mix(look.base, look.text, look.dark ? 0.22 : 0.16));
    paintFill(p, look);
    paintGuides(p, look);
    paintCurves(p, look);
    // Who evaluated, and a word when there is nothing to show yet; under the markers, so
    // that the ply shown stays visible.
    paintLegend(p, look);
    // The ply on the board, and the one under the mouse.
    if (m_hoverPly >= 0 && m_hoverPly != m_currentPly)
        paintMarker(p, look, m_hoverPly, look.faded(0.3), 1);
    paintMarker(p, look, m_currentPly, pal.color(QPalette::Highlight), 1.6);
    paintScale(p, look);
    // A frame like the move list's: four filled edges, the pixels a one-pixel pen would
    // draw, without the stroker's cost (bench-window).
    const QColor frame = pal.color(QPalette::Mid);
    p.fillRect(0, 0, width(), 1, frame);
    p.fillRect(0, height() - 1, width(), 1, frame);
    p.fillRect(0, 1, 1, height() - 2, frame);
    p.fillRect(width() - 1, 1, 1, height() - 2, frame);
}

// One series: White's advantage light and Black's dark between the curve and zero.
void EvalGraph::paintFill(QPainter& p, const Look& look) const {
    if (look.perSide || m_data.series.isEmpty() || m_data.series[0].points.isEmpty()) return;
    const QList<EvalPoint>& pts = m_data.series[0].points;
    QPainterPath area = seriesPath(m_data.series[0]);
    area.lineTo(xForPly(pts.last().ply), look.zeroY);
    area.lineTo(xForPly(pts.first().ply), look.zeroY);
    area.closeSubpath();
    p.save();
    // Without antialiasing, a third of the cost (Qt 6.4 at 100 plies: 0.42 ms against
    // 0.13): its edges are the curve and the zero line, both drawn over them.
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    p.setClipRect(QRectF(0, 0, width(), look.zeroY));
    p.setBrush(look.dark ? QColor(235, 235, 235, 200) : QColor(255, 255, 255));
    p.drawPath(area);
    p.setClipRect(QRectF(0, look.zeroY, width(), height() - look.zeroY));
    p.setBrush(look.dark ? QColor(10, 10, 10, 220) : QColor(60, 60, 60, 215));
    p.drawPath(area);
    p.restore();
}

// Guides at ±1 and ±3 pawns over the fill, and the zero line; none while there is nothing
// to show (they would strike through the words that say so).
void EvalGraph::paintGuides(QPainter& p, const Look& look) const {
    if (m_data.isEmpty()) return;
    const QRectF& r = look.plot;
    // The device painted on: the widget's backing store, or an image it is rendered into.
    const qreal dpr = p.paintEngine()->paintDevice()->devicePixelRatioF();
    p.setPen(guidePen(look.faded(0.16), Qt::DashLine, dpr));
    for (double g : GuidePawns)
        for (double sign : {1.0, -1.0}) {
            const double y = yFor(squashPawns(sign * g));
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        }
    p.setPen(guidePen(look.faded(0.4), Qt::SolidLine, dpr));
    p.drawLine(QPointF(r.left(), look.zeroY), QPointF(r.right(), look.zeroY));
}

// The curves, with dots where there is room for them and always on mates (the edge).
void EvalGraph::paintCurves(QPainter& p, const Look& look) const {
    const double step = m_data.plies > 0 ? look.plot.width() / m_data.plies : look.plot.width();
    for (const EvalSeries& s : m_data.series) {
        if (s.points.isEmpty()) continue;
        const QColor stroke = look.seriesColour(s);
        const Qt::PenStyle style = look.seriesStyle(s);
        p.setBrush(Qt::NoBrush);
        if (style == Qt::SolidLine) {
            // Segment by segment, their square ends covering the joins: one stroked path
            // through every point costs Qt's rasterizer time that grows with the square of
            // the points (Qt 6.4: 0.15 ms at 30 points, 1.2 ms at 100, 6.5 ms at 300; the
            // segments 0.02, 0.08 and 0.2), painted at every move. Opaque colours, so the
            // overlaps at the joins do not show.
            p.setPen(QPen(stroke, look.perSide ? 1.6 : 1.2, style, Qt::SquareCap));
            QList<QLineF> segments;
            segments.reserve(s.points.size());
            QPointF before(xForPly(s.points.first().ply), yFor(s.points.first().y));
            for (qsizetype i = 1; i < s.points.size(); ++i) {
                const QPointF at(xForPly(s.points[i].ply), yFor(s.points[i].y));
                segments.append(QLineF(before, at));
                before = at;
            }
            p.drawLines(segments);
        } else {
            // Dashed (a side's later engine): one path, so the dashes run on through the
            // points.
            p.setPen(QPen(stroke, look.perSide ? 1.6 : 1.2, style, Qt::FlatCap, Qt::BevelJoin));
            p.drawPath(seriesPath(s));
        }
        p.setPen(Qt::NoPen);
        p.setBrush(stroke);
        bool mateBefore = false;
        for (const EvalPoint& pt : s.points) {
            // A run of mates is one dot where it starts, unless there is room for each.
            const bool mateDot = pt.mate && (!mateBefore || step >= 6);
            if (mateDot || (look.perSide && step >= 7) || s.points.size() == 1)
                p.drawEllipse(QPointF(xForPly(pt.ply), yFor(pt.y)), 1.9, 1.9);
            mateBefore = pt.mate;
        }
    }
}

QStringList EvalGraph::legendTexts() const {
    QStringList texts;
    for (const EvalSeries& s : m_data.series)
        texts << (s.label.isEmpty() ? s.name : s.label); // data built by hand has no label
    return texts;
}

void EvalGraph::paintLegend(QPainter& p, const Look& look) const {
    const QRectF& r = look.plot;
    if (m_data.isEmpty()) {
        p.setPen(look.faded(0.5));
        p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, tr("No evaluations yet"));
        return;
    }
    if (height() < 60) return;
    // Whose evaluations each line is, one engine included (Analyze Game: the annotator).
    // Entries left to right, on a new row when the next does not fit (a game continued by
    // other engines has four).
    const QFontMetricsF& fm = look.fm;
    double x = r.left() + 2, y = r.top();
    const QStringList texts = legendTexts();
    for (qsizetype i = 0; i < m_data.series.size(); ++i) {
        const EvalSeries& s = m_data.series[i];
        const Label& name = elidedLabel(texts[i], r.width() - 30);
        const double w = name.width + 22;
        if (x > r.left() + 2 && x + w > r.right()) {
            x = r.left() + 2;
            y += fm.height() + 4;
        }
        const QRectF box(x, y, w, fm.height() + 2);
        QColor back = look.base;
        back.setAlphaF(0.8);
        p.setPen(Qt::NoPen);
        p.setBrush(back);
        p.drawRoundedRect(box, 3, 3);
        p.setPen(QPen(look.seriesColour(s), 2, look.seriesStyle(s)));
        const double mid = box.center().y();
        p.drawLine(QPointF(box.left() + 4, mid), QPointF(box.left() + 15, mid));
        p.setPen(look.text);
        // Where drawText(box, AlignLeft | AlignVCenter) puts it.
        p.drawStaticText(
            QPointF(box.left() + 18, box.top() + (box.height() - name.text.size().height()) / 2),
            name.text);
        x = box.right() + 6;
    }
}

void EvalGraph::paintMarker(QPainter& p, const Look& look, int ply, const QColor& colour,
                            double width) const {
    if (ply < 0 || m_data.plies <= 0) return;
    const double x = xForPly(ply);
    p.setPen(QPen(colour, width));
    p.drawLine(QPointF(x, look.plot.top()), QPointF(x, look.plot.bottom()));
    if (const EvalPoint* pt = pointAt(ply)) {
        p.setPen(QPen(look.base, 1.2));
        p.setBrush(colour);
        p.drawEllipse(QPointF(x, yFor(pt->y)), 3.2, 3.2);
    }
}

// Scale labels in the column left of the plot, each centred on its guide; one that would
// run into another or out of the widget is left out, whatever the height or the scale (the
// digits' own height decides, not the line spacing).
void EvalGraph::paintScale(QPainter& p, const Look& look) const {
    if (m_data.isEmpty()) return;
    QList<QRectF> placed;
    p.setPen(look.faded(0.65));
    const double digits = look.fm.capHeight();
    for (double g : GuidePawns)
        for (double sign : {1.0, -1.0}) {
            const double y = yFor(squashPawns(sign * g));
            const Label& text = label(scaleLabel(sign * g));
            const double w = text.width;
            const QRectF box(look.plot.left() - 4 - w, y - digits / 2 - 1.5, w, digits + 3);
            if (box.top() < 1 || box.bottom() > height() - 1) continue;
            if (std::any_of(placed.cbegin(), placed.cend(),
                            [&](const QRectF& o) { return o.intersects(box); }))
                continue;
            placed.append(box);
            // On the baseline drawText(point) would use.
            p.drawStaticText(QPointF(box.left(), y + digits / 2 - look.fm.ascent()), text.text);
        }
}

void EvalGraph::pick(double x) {
    if (m_data.plies <= 0) return;
    const int ply = plyAt(x);
    if (ply == m_currentPly) return;
    m_currentPly = m_requestedPly = ply;
    update();
    emit plySelected(ply);
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    pick(event->position().x());
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton) pick(event->position().x());
    const int ply = m_data.plies > 0 ? plyAt(event->position().x()) : -1;
    if (ply != m_hoverPly) {
        m_hoverPly = ply;
        update();
        // Our own text (move and score), never the engine's: no rich-text concerns.
        const EvalPoint* pt = pointAt(ply);
        if (pt)
            QToolTip::showText(event->globalPosition().toPoint(), evalPointText(*pt), this);
        else
            QToolTip::hideText();
    }
}

void EvalGraph::leaveEvent(QEvent* event) {
    m_hoverPly = -1;
    update();
    QWidget::leaveEvent(event);
}

void EvalGraph::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) updateScaleFont();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) update();
    QWidget::changeEvent(event);
}

} // namespace tabiya
