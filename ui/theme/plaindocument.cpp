// Plain-text documents made off the GUI thread, and their disposal.
#include "plaindocument.h"

#include <QCoreApplication>
#include <QPlainTextDocumentLayout>
#include <QString>
#include <QTextDocument>
#include <QThread>

namespace sw::ui {

PlainDocumentLook PlainDocumentLook::of(const QTextDocument *document)
{
    return { document->defaultFont(), document->defaultTextOption(), document->documentMargin() };
}

SharedPlainDocument makePlainDocument(const QString &text, const PlainDocumentLook &look, QThread *target)
{
    SharedPlainDocument document(new QTextDocument, disposePlainDocument);
    QTextDocument *doc = document.get();
    doc->setUndoRedoEnabled(false);
    doc->setDefaultFont(look.font);
    doc->setDefaultTextOption(look.option);
    doc->setDocumentMargin(look.margin);
    doc->setDocumentLayout(new QPlainTextDocumentLayout(doc));
    doc->setPlainText(text);
    if (target && doc->thread() != target)
        doc->moveToThread(target);
    return document;
}

void disposePlainDocument(QTextDocument *document)
{
    if (document->thread() == QThread::currentThread() && QCoreApplication::instance()
        && QThread::currentThread() == QCoreApplication::instance()->thread())
        document->deleteLater();
    else
        delete document;
}

} // namespace sw::ui
