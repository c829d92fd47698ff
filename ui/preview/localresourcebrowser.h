#pragma once
// LocalResourceBrowser: a QTextBrowser for rendered output files (Markdown, HTML) whose images resolve as the
// Markdown does: a relative `![chart](sales-chart.svg)` is the file beside the document. Only local files are read
// (nothing from the network); SVG is rendered with QSvgRenderer at its own size (no image plugin needed), large
// images are scaled down to a readable width.
#include <QTextBrowser>

namespace sw::ui {

class LocalResourceBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit LocalResourceBrowser(QWidget *parent = nullptr);

    // Relative resources resolve against this folder (the shown file's folder); "" = none.
    void setBaseDirectory(const QString &directory);
    QString baseDirectory() const { return m_base; }

    QVariant loadResource(int type, const QUrl &name) override;

    static constexpr int kMaxImageWidth = 1600;

private:
    QString m_base;
};

} // namespace sw::ui
