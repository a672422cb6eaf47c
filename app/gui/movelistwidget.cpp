#include "app/gui/movelistwidget.h"

#include "app/gui/cachedscrollbar.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QThreadPool>
#include <algorithm>
#include <cmath>

namespace tabiya {

namespace {
using Kind = MoveListItem::Kind;
constexpr int Margin = 4;
constexpr int IndentStep = 14; // per level of variation

// A variation's words start on a line of their own, and so does what follows its end.
bool breaksBefore(const std::vector<MoveListItem>& items, size_t i) {
    return i > 0 && (items[i].kind == Kind::Open ||
                     (items[i - 1].kind == Kind::Close && items[i].kind != Kind::Close));
}

// "(" clings to the word after it, ")" to the one before.
bool gluedToPrevious(const std::vector<MoveListItem>& items, size_t i) {
    return i > 0 && (items[i - 1].kind == Kind::Open || items[i].kind == Kind::Close);
}
} // namespace

MoveListWidget::MoveListWidget(QWidget* parent)
    : QAbstractScrollArea(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Its range changes at every new row while a game is played (CachedScrollBar).
    setVerticalScrollBar(new CachedScrollBar(Qt::Vertical, this));
    // Its container opaque, so that the bar's repaints stop at the bar instead of
    // repainting the dock's frame behind it (bench-window).
    verticalScrollBar()->parentWidget()->setAutoFillBackground(true);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    updateFonts();
}

MoveListWidget::Style MoveListWidget::styleOf(const MoveListItem& item) {
    const bool comment = item.kind == Kind::Comment;
    if (item.depth == 0) return comment ? MainComment : Main;
    return comment ? VariationComment : Variation;
}

void MoveListWidget::updateFonts() {
    const QFont base = font();
    QFont variation = base;
    variation.setPointSizeF(base.pointSizeF() * 0.9);
    m_fonts[Main] = base;
    m_fonts[MainComment] = base;
    m_fonts[MainComment].setItalic(true);
    m_fonts[Variation] = variation;
    m_fonts[VariationComment] = variation;
    m_fonts[VariationComment].setItalic(true);
    for (auto& widths : m_widths)
        widths.clear();
    for (auto& laid : m_laidOut)
        laid.clear();
    for (auto& advances : m_latinAdvance)
        advances.fill(-1);
    m_lineHeight = QFontMetrics(base).lineSpacing() + 2;
}

int MoveListWidget::widthOf(int item) {
    const MoveListItem& it = m_items[size_t(item)];
    const Style style = styleOf(it);
    qreal latin = 0; // fractional advances, summed before rounding up
    for (QChar c : it.text) {
        if (c.unicode() > 0xff) {
            latin = -1;
            break;
        }
        qreal& advance = m_latinAdvance[style][c.unicode()];
        if (advance < 0) advance = QFontMetricsF(m_fonts[style]).horizontalAdvance(c);
        latin += advance;
    }
    if (latin >= 0) return int(std::ceil(latin));
    auto found = m_widths[style].constFind(it.text);
    if (found != m_widths[style].cend()) return *found;
    const int w = QFontMetrics(m_fonts[style]).horizontalAdvance(it.text);
    m_widths[style].insert(it.text, w);
    return w;
}

namespace {
bool sameItem(const MoveListItem& a, const MoveListItem& b) {
    return a.kind == b.kind && a.depth == b.depth && a.text == b.text && a.path == b.path;
}
} // namespace

void MoveListWidget::setItems(std::vector<MoveListItem> items) {
    // The words before the first that differs keep their place (a move played adds words
    // at the end: the list is not laid out again from the start at every move).
    size_t same = 0;
    const size_t common = std::min(items.size(), m_items.size());
    while (same < common && sameItem(items[same], m_items[same]))
        ++same;
    std::vector<MoveListItem> old = std::exchange(m_items, std::move(items));
    // A long list's words are freed in a thread: hundreds of thousands of strings took the
    // window milliseconds (bench-pgn). They are no one else's, or shared through atomic
    // reference counts.
    if (old.size() - same >= 10000)
        QThreadPool::globalInstance()->start([old = std::move(old)]() mutable { old = {}; });
    // The moves' indexes: in item order, so those from `same` on are at the ends.
    while (!m_mainItems.empty() && size_t(m_mainItems.back()) >= same)
        m_mainItems.pop_back();
    while (!m_moveItems.empty() && size_t(m_moveItems.back()) >= same)
        m_moveItems.pop_back();
    for (size_t i = same; i < m_items.size(); ++i) {
        const MoveListItem& it = m_items[i];
        if (it.kind != Kind::Move) continue;
        if (it.path.size() == 1) m_mainItems.push_back(int(i));
        m_moveItems.push_back(int(i));
    }
    layoutFrom(same);
    setCurrentPath(m_current);
}

void MoveListWidget::setResult(const QString& result) {
    const bool has = !m_items.empty() && m_items.back().kind == Kind::Result;
    if (has && m_items.back().text == result) return;
    if (!has && result.isEmpty()) return;
    const size_t at = has ? m_items.size() - 1 : m_items.size();
    if (result.isEmpty())
        m_items.pop_back();
    else if (has)
        m_items.back().text = result;
    else
        m_items.push_back(MoveListItem{Kind::Result, 0, result, {}});
    layoutFrom(at);
}

void MoveListWidget::layoutFrom(size_t from) {
    const size_t n = m_items.size();
    const int oldBottom = contentBottom();
    m_x.resize(n);
    m_width.resize(n);
    const int right = std::max(viewport()->width() - Margin, 60);
    const int space = QFontMetrics(m_fonts[Main]).horizontalAdvance(QLatin1Char(' '));
    // From the start of the line of the word before `from`, and of the words whose place
    // looked ahead at it (a number stays with its move, a word with its closing brackets).
    size_t start = 0;
    int y = Margin, indent = Margin;
    if (viewport()->width() == m_layoutWidth && from > 0 && !m_lines.empty()) {
        size_t j = std::min(from, n) - 1;
        while (j > 0 && (m_items[j].kind == Kind::Close || m_items[j - 1].kind == Kind::Number))
            --j;
        auto line = std::upper_bound(m_lines.begin(), m_lines.end(), int(j),
                                     [](int i, const Line& l) { return i < l.firstItem; });
        if (line != m_lines.begin()) {
            --line;
            start = size_t(line->firstItem);
            y = line->y;
            indent = line->indent;
            m_lines.erase(line, m_lines.end());
        } else {
            m_lines.clear();
        }
    } else {
        m_lines.clear();
    }
    if (start == 0 && n > 0) indent = Margin + IndentStep * m_items[0].depth;
    m_layoutWidth = viewport()->width();
    const int firstY = y;
    int x = indent;
    for (size_t i = start; i < n; ++i) {
        const int w = widthOf(int(i));
        if (i == start) {
            m_lines.push_back({int(i), y, indent});
        } else if (breaksBefore(m_items, i)) {
            y += m_lineHeight;
            indent = Margin + IndentStep * m_items[i].depth;
            x = indent;
            m_lines.push_back({int(i), y, indent});
        } else {
            const bool glued = gluedToPrevious(m_items, i);
            const int gap = glued ? 0 : space;
            // A move number stays on the line of its move, and closing brackets on the
            // line of the word they close.
            auto withBrackets = [&](size_t k) {
                int width = widthOf(int(k));
                for (size_t j = k + 1; j < n && m_items[j].kind == Kind::Close; ++j)
                    width += widthOf(int(j));
                return width;
            };
            const int need = m_items[i].kind == Kind::Number && i + 1 < n
                                 ? w + space + withBrackets(i + 1)
                                 : withBrackets(i);
            if (!glued && x + gap + need > right && x > indent) { // wraps, at the indent
                y += m_lineHeight;
                x = indent;
                m_lines.push_back({int(i), y, indent});
            } else {
                x += gap;
            }
        }
        m_x[i] = x;
        m_width[i] = w;
        x += w;
    }
    updateScrollBar();
    // What changed is from the first line laid out down to the end of the longer of the
    // lists before and after, not the empty rest of the view.
    const int top = firstY - verticalScrollBar()->value();
    viewport()->update(
        QRect(0, top, viewport()->width(), std::max(oldBottom, contentBottom()) + 1 - firstY));
}

void MoveListWidget::updateScrollBar() {
    const int total = m_lines.empty() ? 0 : m_lines.back().y + m_lineHeight + Margin;
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(m_lineHeight);
    verticalScrollBar()->setRange(0, std::max(0, total - viewport()->height()));
}

QRect MoveListWidget::itemRect(int item) const {
    if (item < 0 || item >= int(m_items.size())) return {};
    auto line = std::upper_bound(m_lines.begin(), m_lines.end(), item,
                                 [](int i, const Line& l) { return i < l.firstItem; });
    if (line == m_lines.begin()) return {};
    --line;
    return QRect(m_x[size_t(item)], line->y - verticalScrollBar()->value(), m_width[size_t(item)],
                 m_lineHeight);
}

int MoveListWidget::itemIndex(const PgnPath& path) const {
    if (path.size() == 1)
        return path[0] >= 0 && path[0] < int(m_mainItems.size()) ? m_mainItems[size_t(path[0])]
                                                                 : -1;
    // moveListItems lists a move's variations after it and before the next move, in
    // order: the moves' paths ascend with their items.
    auto found = std::lower_bound(
        m_moveItems.begin(), m_moveItems.end(), path,
        [this](int item, const PgnPath& p) { return m_items[size_t(item)].path < p; });
    return found != m_moveItems.end() && m_items[size_t(*found)].path == path ? *found : -1;
}

int MoveListWidget::itemAt(const QPoint& pos) const {
    const int y = pos.y() + verticalScrollBar()->value();
    auto line = std::upper_bound(m_lines.begin(), m_lines.end(), y,
                                 [](int v, const Line& l) { return v < l.y; });
    if (line == m_lines.begin()) return -1;
    --line;
    if (y >= line->y + m_lineHeight) return -1;
    const int end =
        std::next(line) == m_lines.end() ? int(m_items.size()) : std::next(line)->firstItem;
    for (int i = line->firstItem; i < end; ++i)
        if (pos.x() >= m_x[size_t(i)] && pos.x() < m_x[size_t(i)] + m_width[size_t(i)]) return i;
    return -1;
}

QRect MoveListWidget::moveRect(const PgnPath& path) const {
    return itemRect(itemIndex(path));
}

QString MoveListWidget::moveText(int ply) const {
    if (ply < 1 || ply > int(m_mainItems.size())) return {};
    return m_items[size_t(m_mainItems[size_t(ply - 1)])].text;
}

void MoveListWidget::updateItem(int item) {
    const QRect r = itemRect(item);
    if (!r.isEmpty()) viewport()->update(r.adjusted(-2, 0, 2, 0));
}

void MoveListWidget::setCurrentPath(const PgnPath& path) {
    m_current = path;
    const int before = std::exchange(m_currentItem, itemIndex(path));
    if (m_currentItem >= 0) {
        const QRect r = itemRect(m_currentItem);
        QScrollBar* bar = verticalScrollBar();
        if (r.top() < 0)
            bar->setValue(bar->value() + r.top());
        else if (r.bottom() > viewport()->height())
            bar->setValue(bar->value() + r.bottom() - viewport()->height() + Margin);
    } else if (path.empty()) {
        verticalScrollBar()->setValue(0);
    }
    // Only the word left and the word shown (scrolling paints what it brings in).
    if (before != m_currentItem) {
        updateItem(before);
        updateItem(m_currentItem);
    }
}

void MoveListWidget::paintEvent(QPaintEvent* event) {
    QPainter p(viewport());
    // The lines in the part to paint.
    const int top = verticalScrollBar()->value();
    const int from = top + event->rect().top();
    const int bottom = top + event->rect().bottom() + 1;
    const QPalette& pal = palette();
    // Variations in grey: the text's colour halfway to the background, so it reads in
    // light and dark themes alike.
    const QColor text = pal.color(QPalette::Text), base = pal.color(QPalette::Base);
    const QColor grey((text.red() + base.red()) / 2, (text.green() + base.green()) / 2,
                      (text.blue() + base.blue()) / 2);
    const QColor colors[StyleCount] = {text, pal.color(QPalette::Link), grey, grey};
    int painterFace = -1;
    auto line = std::partition_point(m_lines.begin(), m_lines.end(),
                                     [&](const Line& l) { return l.y + m_lineHeight <= from; });
    for (; line != m_lines.end() && line->y < bottom; ++line) {
        const int end =
            std::next(line) == m_lines.end() ? int(m_items.size()) : std::next(line)->firstItem;
        for (int i = line->firstItem; i < end; ++i) {
            const MoveListItem& it = m_items[size_t(i)];
            const Style style = styleOf(it);
            const QRect r(m_x[size_t(i)], line->y - top, m_width[size_t(i)], m_lineHeight);
            const int face = it.kind == Kind::Result ? int(StyleCount) : int(style);
            if (i == m_currentItem) {
                p.fillRect(r.adjusted(-2, 0, 2, 0), pal.color(QPalette::Highlight));
                p.setPen(pal.color(QPalette::HighlightedText));
            } else {
                p.setPen(colors[style]);
            }
            // The face it was laid out in (drawStaticText lays out again in another).
            if (face != painterFace) {
                p.setFont(faceFont(face));
                painterFace = face;
            }
            const QStaticText& words = laidOut(face, it.text);
            // Where drawText(r, AlignLeft | AlignVCenter) puts a line.
            p.drawStaticText(QPointF(r.left(), r.top() + (r.height() - words.size().height()) / 2),
                             words);
        }
    }
}

QFont MoveListWidget::faceFont(int face) const {
    if (face != StyleCount) return m_fonts[face];
    QFont bold = m_fonts[Main];
    bold.setBold(true);
    return bold;
}

const QStaticText& MoveListWidget::laidOut(int face, const QString& text) {
    QHash<QString, QStaticText>& laid = m_laidOut[face];
    auto it = laid.find(text);
    if (it != laid.end()) return *it;
    if (laid.size() >= 4000) laid.clear(); // the words in view are a few hundred at most
    QStaticText words(text);
    words.setTextFormat(Qt::PlainText); // comments hold engine text: never markup
    words.prepare(QTransform(), faceFont(face));
    return *laid.insert(text, words);
}

void MoveListWidget::scrollContentsBy(int dx, int dy) {
    viewport()->scroll(dx, dy);
}

void MoveListWidget::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    if (viewport()->width() != m_layoutWidth)
        layoutFrom(0);
    else
        updateScrollBar();
}

void MoveListWidget::changeEvent(QEvent* event) {
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateFonts();
        m_layoutWidth = -1; // every word anew
        layoutFrom(0);
    }
}

void MoveListWidget::mousePressEvent(QMouseEvent* event) {
    const int i = itemAt(event->position().toPoint());
    // A right click chooses the move too: the context menu's actions are about it.
    if (i >= 0 && m_items[size_t(i)].kind == Kind::Move) {
        setCurrentPath(m_items[size_t(i)].path);
        emit pathSelected(m_current);
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void MoveListWidget::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up: emit stepRequested(Step::Back); break;
    case Qt::Key_Right:
    case Qt::Key_Down: emit stepRequested(Step::Forward); break;
    case Qt::Key_Home: emit stepRequested(Step::Start); break;
    case Qt::Key_End: emit stepRequested(Step::End); break;
    default: QAbstractScrollArea::keyPressEvent(event); return;
    }
}

} // namespace tabiya
