#pragma once
// SvgSheet: one SVG file of named elements (a piece set, the xiangqi river text) drawn
// through a single QSvgRenderer into pixmaps cached by (element, size, devicePixelRatio).
// Pixmaps are rendered at the device's pixel size and tagged with its ratio, never scaled,
// so pieces stay sharp on any screen.

#include <QHash>
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

namespace tabiya {

class SvgSheet {
public:
    explicit SvgSheet(const QString& fileName = {});
    bool load(const QString& fileName);
    bool isValid() const { return m_renderer.isValid(); }
    QString fileName() const { return m_fileName; }
    bool hasElement(const QString& id) const { return m_renderer.elementExists(id); }

    // The element fitted (aspect kept, centred) into a logicalSize square, at dpr.
    QPixmap pixmap(const QString& id, int logicalSize, qreal dpr) const;
    // The element fitted into a logical width x height box.
    QPixmap pixmap(const QString& id, QSize logicalSize, qreal dpr) const;
    int cachedCount() const { return int(m_cache.size()); }

private:
    struct Key {
        QString id;
        int width, height;
        int dprMilli;
        bool operator==(const Key&) const = default;
    };
    friend size_t qHash(const Key& k, size_t seed) {
        return qHashMulti(seed, k.id, k.width, k.height, k.dprMilli);
    }

    QString m_fileName;
    mutable QSvgRenderer m_renderer;
    mutable QHash<Key, QPixmap> m_cache;
};

} // namespace tabiya
