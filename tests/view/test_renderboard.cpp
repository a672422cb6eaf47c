// tabiya-render-board writes the PNGs people look at: each one exists, has the expected
// size (twice as many pixels at 2x) and is not blank.

#include <QtTest>

class TestRenderBoard : public QObject {
    Q_OBJECT
private slots:
    void writesImages();
};

void TestRenderBoard::writesImages() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess tool;
    tool.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    tool.start(QCoreApplication::applicationDirPath() + QStringLiteral("/tabiya-render-board"),
               {dir.path()});
    QVERIFY(tool.waitForFinished(60000));
    QCOMPARE(tool.exitStatus(), QProcess::NormalExit);
    QCOMPARE(tool.exitCode(), 0);
    const struct {
        const char* file;
        QSize size;
    } expected[] = {
        {"chess-start.png", QSize(520, 520)},
        {"chess-middlegame.png", QSize(520, 520)},
        {"chess-flipped.png", QSize(520, 520)},
        {"chess-2x.png", QSize(1040, 1040)},
        {"xiangqi-characters.png", QSize(540, 600)},
        {"xiangqi-pictograms.png", QSize(540, 600)},
        {"xiangqi-flipped.png", QSize(540, 600)},
        {"xiangqi-check.png", QSize(540, 600)},
        {"chess-promotion.png", QSize(520, 520)},
        {"xiangqi-2x.png", QSize(1080, 1200)},
        {"pieces-western-32.png", QSize()},
        {"pieces-western-128.png", QSize()},
        {"pieces-xiangqi-characters-128.png", QSize()},
        {"pieces-xiangqi-pictograms-32.png", QSize()},
        {"art-western-32.png", QSize()},
        {"art-western-48.png", QSize()},
        {"art-western-64.png", QSize()},
        {"art-western-80.png", QSize()},
        {"art-shogi-32.png", QSize()},
    };
    for (const auto& e : expected) {
        QImage image(dir.filePath(QLatin1String(e.file)));
        QVERIFY2(!image.isNull(), e.file);
        if (e.size.isValid()) QCOMPARE(image.size(), e.size);
        // Not blank: many distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, e.file);
    }
    // The flipped board differs from the unflipped one.
    QVERIFY(QImage(dir.filePath(QStringLiteral("chess-flipped.png"))) !=
            QImage(dir.filePath(QStringLiteral("chess-middlegame.png"))));
}

QTEST_GUILESS_MAIN(TestRenderBoard)
#include "test_renderboard.moc"
