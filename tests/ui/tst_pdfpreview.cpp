// PDF previews (ui/preview FilePreview): the PDF view is made only for the first PDF, a PDF shows in it, and an
// unreadable one falls back to the binary view. Runs under its own LeakSanitizer suppressions (tests/lsan-qtpdf.supp):
// Qt 6.4's QPdfView leaks its scroller gesture and renderer thread at exit, which the other tests no longer create.
#include "preview/filepreview.h"

#include <QPdfDocument>
#include <QPdfView>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace sw::ui;

namespace {

// A one-page PDF (a 200 x 200 pt empty page) with a correct cross-reference table.
QByteArray minimalPdf()
{
    QList<QByteArray> objects = {
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    };
    QByteArray pdf = "%PDF-1.4\n";
    QList<int> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets.append(int(pdf.size()));
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const int xref = int(pdf.size());
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (int offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n"
        + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestPdfPreview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pdfViewIsMadeOnDemand()
    {
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("notes.txt"));
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const QString broken = dir.filePath(QStringLiteral("broken.pdf"));
        write(text, "hello\n");
        write(pdf, minimalPdf());
        write(broken, "%PDF-1.4\nnot really a PDF\n");

        FilePreview preview;
        preview.resize(500, 400);
        preview.show();
        preview.showFile(text);
        QCOMPARE(preview.kind(), PreviewKind::Text);
        QVERIFY(!preview.findChild<QPdfView *>()); // nothing PDF-related until a PDF is shown

        preview.showFile(pdf);
        QCOMPARE(preview.kind(), PreviewKind::Pdf);
        auto *view = preview.findChild<QPdfView *>();
        QVERIFY(view);
        QCOMPARE(preview.findChild<QStackedWidget *>()->currentWidget(), view);
        QCOMPARE(view->document()->pageCount(), 1);

        // Back to text and to a second PDF: the same view is reused.
        preview.showFile(text);
        QVERIFY(preview.findChild<QStackedWidget *>()->currentWidget() != view);
        preview.showFile(pdf);
        QCOMPARE(preview.findChildren<QPdfView *>().size(), 1);

        // An unreadable PDF falls back to the binary view with its type and size.
        preview.showFile(broken);
        QVERIFY(preview.findChild<QStackedWidget *>()->currentWidget() != view);
        QVERIFY(preview.displayedText().contains(QStringLiteral("application/pdf")));
    }
};

QTEST_MAIN(TestPdfPreview)
#include "tst_pdfpreview.moc"
