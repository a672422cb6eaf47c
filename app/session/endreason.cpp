#include "app/session/endreason.h"

#include <QCoreApplication>

namespace tabiya {

EndReason EndReason::translated(const char* context, const char* source) {
    return {QCoreApplication::translate(context, source), QString::fromUtf8(source)};
}

EndReason EndReason::arg(const EndReason& a) const {
    return {text.arg(a.text), english.arg(a.english)};
}

EndReason EndReason::arg(const EndReason& a, const EndReason& b) const {
    return {text.arg(a.text, b.text), english.arg(a.english, b.english)};
}

EndReason EndReason::arg(const EndReason& a, const EndReason& b, const EndReason& c) const {
    return {text.arg(a.text, b.text, c.text), english.arg(a.english, b.english, c.english)};
}

} // namespace tabiya
