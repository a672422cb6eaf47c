#pragma once
// ClockWidget: one side's clock in the main window: the player's name, the time left
// (tenths under 10 s) and a mark when that side is to move. It repaints on the clock's
// tick() only, so an idle window costs nothing; and it paints itself, the time's box
// alone at a tick, from characters laid out once: as two labels it was a text layout and
// a style's text drawing at every tick, ten a second in the last ten seconds, and a new
// palette for three widgets at every turn (bench-window).

#include <QFrame>
#include <QHash>
#include <QPointer>
#include <QStaticText>

namespace tabiya {

class Clock;

class ClockWidget : public QFrame {
    Q_OBJECT
public:
    explicit ClockWidget(QWidget* parent = nullptr);

    void setClock(Clock* clock);
    void setPlayer(const QString& side, const QString& name);
    void setActive(bool active);
    bool isActive() const { return m_active; }
    QString timeText() const { return m_time; }
    QString playerText() const { return m_player; } // "Black: Tabiya Engine (Elo 1500)"

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // Clicked with the left button (XBoard's ClockClick: in janggi, the person to move
    // passes by clicking the opponent's clock).
    void clicked();

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void updateFonts();
    // The inside of the frame less the margins a layout would keep.
    QRect innerRect() const;
    // Where the time is drawn: right of the inside, as wide as it is (the name has the
    // rest: a short time leaves it more room).
    QRect timeRect() const;
    int advanceOf(const QString& time); // in whole pixels
    QColor background() const;
    QColor foreground() const;
    // A character of the time, laid out once, and its advance.
    struct TimeCharacter {
        QStaticText text;
        qreal advance = 0;
    };
    const TimeCharacter& timeCharacter(QChar c);

    QPointer<Clock> m_clock;
    QString m_player;
    QString m_time;
    bool m_active = false;
    QFont m_timeFont;
    int m_timeWidth = 0;                          // "-00:00:00" in m_timeFont
    int m_timeAdvance = 0;                        // m_time's width
    int m_timeHeight = 0;                         // m_timeFont's line height
    QStaticText m_playerText;                     // m_player elided to the room left of the time
    int m_playerTextWidth = -1;                   // the room m_playerText was made for
    QHash<QChar, TimeCharacter> m_timeCharacters; // in m_timeFont
};

} // namespace tabiya
