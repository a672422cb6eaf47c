#include "app/gui/windowscreenshot.h"

#include "app/session/session.h"

#include <QPixmap>
#include <QTimer>
#include <QWidget>

namespace tabiya {

WindowScreenshot::WindowScreenshot(QWidget* window, Session* session, const QString& file,
                                   int plies)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_file(file)
    , m_plies(plies) {
    connect(session, &Session::gameStarted, this, &WindowScreenshot::takeWhenDue);
    connect(session, &Session::moveMade, this, &WindowScreenshot::takeWhenDue);
}

void WindowScreenshot::takeWhenDue() {
    if (m_taken || m_session->game().ply() < m_plies) return;
    m_taken = true;
    m_session->pause(); // the position of the picture is the one asked for
    // Let the window settle (layout, the engines' names) before taking the picture.
    QTimer::singleShot(500, this, [this] {
        m_window->grab().save(m_file);
        m_window->close();
    });
}

} // namespace tabiya
