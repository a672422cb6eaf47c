#pragma once
// DebugLog: XBoard's -debug / -debugFile. Every line between Tabiya and its engines,
// timestamped (EnginePlayer::transcriptLine), goes to the debug file, or to standard error
// when there is none or it cannot be written. The headless match and the window both use it.

#include <QFile>
#include <QObject>

namespace tabiya {

class DebugLog : public QObject {
    Q_OBJECT
public:
    explicit DebugLog(QObject* parent = nullptr);

    // Appends to file from now on (empty: standard error). False, with the reason in
    // *error, when the file cannot be written: lines then go to standard error.
    bool open(const QString& file, QString* error = nullptr);
    void write(const QString& line);

private:
    QFile m_file;
};

} // namespace tabiya
