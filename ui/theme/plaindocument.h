#pragma once
// Plain-text documents for a QPlainTextEdit made on any thread (a worker of the background pool for large texts), and
// disposed of without holding up the GUI thread. Used by the long-line view (ui/inspector) and the catalog preview
// (ui/catalog): a multi-megabyte text set with setPlainText on the GUI thread holds it for hundreds of milliseconds,
// while swapping in a document made elsewhere takes a few.
#include <QFont>
#include <QTextOption>

#include <memory>

class QString;
class QTextDocument;
class QThread;

namespace sw::ui {

// How a document looks in its view: what QPlainTextEdit keeps in its own document (the widget's font, the wrapping
// option, the margin). Read it from the view's current document on the GUI thread; copy it to the worker.
struct PlainDocumentLook
{
    QFont font;
    QTextOption option;
    qreal margin = 4;

    static PlainDocumentLook of(const QTextDocument *document);
};

// A document that is disposed of by disposePlainDocument when the last holder lets go.
using SharedPlainDocument = std::shared_ptr<QTextDocument>;

// Makes, on the calling thread, a document holding `text` with QPlainTextDocumentLayout, undo off and `look`, then
// hands it to `target`'s thread (where the view that will show it lives).
SharedPlainDocument makePlainDocument(const QString &text, const PlainDocumentLook &look, QThread *target);

// A document dropped on the GUI thread is deleted in an event of its own (deleteLater): deleting one of a few megabytes
// (a QTextLayout per line once shown) took 10-20 ms, in the middle of showing the next text. One dropped elsewhere
// (made on a worker and no longer wanted, never shown) is deleted at once.
void disposePlainDocument(QTextDocument *document);

} // namespace sw::ui
