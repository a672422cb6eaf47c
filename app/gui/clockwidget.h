#pragma once
// ClockWidget: one side's clock in the main window: the player's name, the time left
// (tenths under 10 s) and a mark when that side is to move. It repaints on the clock's
// tick() only, so an idle window costs nothing.

#include <QFrame>
#include <QPointer>

class QLabel;

namespace tabiya {

class Clock;

class ClockWidget : public QFrame {
    Q_OBJECT
public:
    explicit ClockWidget(QWidget* parent = nullptr);

    void setClock(Clock* clock);
    void setPlayer(const QString& side, const QString& name);
    void setActive(bool active);
    QString timeText() const;
    QString playerText() const; // "Black: Tabiya Engine (Elo 1500)"

signals:
    // Clicked with the left button (XBoard's ClockClick: in janggi, the person to move
    // passes by clicking the opponent's clock).
    void clicked();

protected:
    void changeEvent(QEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void refresh();
    void fixTimeSize();

    QPointer<Clock> m_clock;
    QLabel* m_name;
    QLabel* m_time;
    bool m_active = false;
    bool m_activeShown = false; // the palette shows m_active (set once by the constructor)
};

} // namespace tabiya
