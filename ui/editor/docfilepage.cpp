// DocFilePage: the rendered preview, the table or the Run bar beside a skill file's source.
#include "docfilepage.h"

#include "editor/sourceeditor.h"
#include "preview/localresourcebrowser.h"
#include "preview/previewformats.h"
#include "preview/previewpages.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace sw::ui {

std::optional<DocFilePage::Kind> DocFilePage::kindFor(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return Kind::Markdown;
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("tsv"))
        return Kind::Table;
    if (suffix == QLatin1String("py") || suffix == QLatin1String("sh") || suffix == QLatin1String("bash")
        || suffix == QLatin1String("js") || suffix == QLatin1String("mjs") || suffix == QLatin1String("rb")
        || suffix == QLatin1String("pl") || info.dir().dirName() == QLatin1String("scripts"))
        return Kind::Script;
    return std::nullopt;
}

QString DocFilePage::runCommand(const QString &relative)
{
    const QString suffix = QFileInfo(relative).suffix().toLower();
    if (suffix == QLatin1String("py"))
        return QStringLiteral("python3 %1").arg(relative);
    if (suffix == QLatin1String("sh") || suffix == QLatin1String("bash"))
        return QStringLiteral("bash %1").arg(relative);
    if (suffix == QLatin1String("js") || suffix == QLatin1String("mjs"))
        return QStringLiteral("node %1").arg(relative);
    if (suffix == QLatin1String("rb"))
        return QStringLiteral("ruby %1").arg(relative);
    if (suffix == QLatin1String("pl"))
        return QStringLiteral("perl %1").arg(relative);
    return QStringLiteral("./%1").arg(relative);
}

DocFilePage::DocFilePage(const QString &path, Kind kind, ExternalChangePolicy policy, QWidget *parent)
    : TextFilePage(path, std::move(policy), parent)
    , m_kind(kind)
    , m_refresh(new QTimer(this))
{
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(300);
    connect(m_refresh, &QTimer::timeout, this, &DocFilePage::refreshNow);
    SourceEditor *editor = takeEditorFromLayout();
    if (kind == Kind::Script) {
        auto *bar = new QWidget(this);
        bar->setObjectName(QStringLiteral("scriptRunBar"));
        auto *row = new QHBoxLayout(bar);
        row->setContentsMargins(8, 4, 8, 4);
        m_runCommand = new QLabel(bar);
        m_runCommand->setTextFormat(Qt::PlainText);
        m_runCommand->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_run = new QPushButton(tr("Run…"), bar);
        m_run->setObjectName(QStringLiteral("runScriptButton"));
        m_run->setToolTip(tr("Open the Runs layout with the command that runs this script in a sandboxed workspace"));
        row->addWidget(m_runCommand, 1);
        row->addWidget(m_run);
        pageLayout()->addWidget(bar);
        pageLayout()->addWidget(editor, 1);
        connect(m_run, &QPushButton::clicked, this, [this] {
            const QString folder = skillFolder();
            if (!folder.isEmpty())
                Q_EMIT runRequested(folder, runCommand(QDir(folder).relativeFilePath(filePath())));
        });
        refreshNow();
        return;
    }
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("docArrangement"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(editor);
    if (kind == Kind::Markdown) {
        m_preview = new LocalResourceBrowser(m_splitter);
        m_preview->setObjectName(QStringLiteral("docPreview"));
        m_preview->setOpenLinks(false);
        m_splitter->addWidget(m_preview);
    } else {
        m_tableModel = new QStandardItemModel(this);
        m_table = new QTableView(m_splitter);
        m_table->setObjectName(QStringLiteral("docTable"));
        m_table->setModel(m_tableModel);
        m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        m_splitter->addWidget(m_table);
    }
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    pageLayout()->addWidget(m_splitter, 1);
    connect(editor, &QsciScintilla::textChanged, m_refresh, qOverload<>(&QTimer::start));
}

QString DocFilePage::skillFolder() const
{
    QDir dir = QFileInfo(filePath()).absoluteDir();
    for (int depth = 0; depth < 8; ++depth) {
        if (QFileInfo::exists(dir.filePath(QStringLiteral("SKILL.md"))))
            return dir.absolutePath();
        if (!dir.cdUp())
            break;
    }
    return {};
}

void DocFilePage::contentReplaced()
{
    refreshNow();
}

void DocFilePage::refreshNow()
{
    m_refresh->stop();
    const QString text = QString::fromUtf8(contentBytes());
    switch (m_kind) {
    case Kind::Markdown:
        m_preview->setBaseDirectory(QFileInfo(filePath()).absolutePath());
        m_preview->setMarkdown(text);
        break;
    case Kind::Table: {
        const QChar separator
            = filePath().endsWith(QLatin1String(".tsv"), Qt::CaseInsensitive) ? QLatin1Char('\t') : QLatin1Char(',');
        fillTableModel(m_tableModel, parseDelimited(text, separator));
        break;
    }
    case Kind::Script: {
        const QString folder = skillFolder();
        m_run->setEnabled(!folder.isEmpty());
        m_runCommand->setText(folder.isEmpty()
                ? tr("This script is not inside a skill folder: it cannot be run from here.")
                : tr("Runs as: %1").arg(runCommand(QDir(folder).relativeFilePath(filePath()))));
        break;
    }
    }
}

} // namespace sw::ui
