#include <QApplication>
#include <QLabel>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QLabel label(QObject::tr("Tabiya is being built: the board comes with its issue."));
    label.show();
    return app.exec();
}
