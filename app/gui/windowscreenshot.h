#pragma once
// WindowScreenshot: a -screenshot FILE run (-screenshotPlies N): once the game has N
// plies, play is paused, so that the picture shows the position asked for, and the
// window, given time to settle, is saved to FILE and closed. It follows the session's
// game start and moves after the window's own handlers (made after them).

#include <QObject>
#include <QString>

class QWidget;

namespace tabiya {

class Session;

class WindowScreenshot : public QObject {
    Q_OBJECT
public:
    WindowScreenshot(QWidget* window, Session* session, const QString& file, int plies);

private:
    void takeWhenDue();

    QWidget* m_window;
    Session* m_session;
    QString m_file;
    int m_plies;
    bool m_taken = false;
};

} // namespace tabiya
