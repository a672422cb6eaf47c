#pragma once
// HiddenWatch: whether a widget of a shown window is out of sight, and when it shows again,
// so that a view nobody can see skips its work and catches up when it shows: a closed dock
// (closed now or at the last start), a dock behind another's tab. While engines play, a
// closed move list, graph or engine output would otherwise be rebuilt at every move and
// line for nothing (bench-window with BENCH_HIDE). A window not shown yet hides nothing: its
// parts are filled before it first shows (and tests use windows never shown).

#include <QObject>

class QWidget;

namespace tabiya {

class HiddenWatch : public QObject {
    Q_OBJECT
public:
    // Watches `widget`, whose child this becomes.
    explicit HiddenWatch(QWidget* widget);

    // Asked when there is work to skip: the state is the widget's own at that moment.
    bool isHidden() const;

signals:
    // The widget shows (again): whatever was skipped meanwhile is due.
    void shown();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_widget;
};

} // namespace tabiya
