// FrontmatterForm: widgets, counters and edit signals.
#include "frontmatterform.h"

#include "editor/metadatatablemodel.h"
#include "theme/icons.h"
#include "theme/theme.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
constexpr int kDescriptionLimit = 1024;
constexpr int kCompatibilityLimit = 500;

void setLineText(QLineEdit *edit, const QString &text)
{
    if (edit->text() == text)
        return;
    // A field the user is typing in keeps its cursor (where typing put it); any other field shows the start of its
    // text, as a form does (setText puts the cursor at the end, which scrolled a long value to its end).
    const bool typing = edit->hasFocus();
    const int cursor = edit->cursorPosition();
    edit->setText(text);
    edit->setCursorPosition(typing ? qMin(cursor, int(text.size())) : 0);
}
} // namespace

FrontmatterForm::FrontmatterForm(QWidget *parent)
    : QWidget(parent)
    , m_note(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_descriptionCounter(new QLabel(this))
    , m_testDescription(new QToolButton(this))
    , m_license(new QLineEdit(this))
    , m_compatibility(new QLineEdit(this))
    , m_compatibilityCounter(new QLabel(this))
    , m_allowedTools(new QLineEdit(this))
    , m_metadata(new MetadataTableModel(this))
    , m_metadataView(new QTableView(this))
    , m_claude(new ClaudeCodeFields(this))
    , m_layout(new QFormLayout)
{
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    m_note->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(themeColours().warning.name()));

    m_name->setObjectName(QStringLiteral("nameField"));
    m_name->setPlaceholderText(tr("lower-case-with-hyphens"));
    m_description->setObjectName(QStringLiteral("descriptionField"));
    m_description->setPlaceholderText(tr("What the skill does and when to use it"));
    m_description->setTabChangesFocus(true);
    m_description->setFixedHeight(84);
    m_descriptionCounter->setObjectName(QStringLiteral("descriptionCounter"));
    m_descriptionCounter->setAlignment(Qt::AlignRight);
    m_license->setObjectName(QStringLiteral("licenseField"));
    m_compatibility->setObjectName(QStringLiteral("compatibilityField"));
    m_allowedTools->setObjectName(QStringLiteral("allowedToolsField"));
    m_testDescription->setObjectName(QStringLiteral("testDescriptionButton"));
    m_testDescription->setAutoRaise(true);
    m_testDescription->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_testDescription->setIcon(themedIcon(QStringLiteral("runs")));
    m_testDescription->setText(tr("Test in Trigger Lab"));
    m_testDescription->setToolTip(tr("How often does a model load this skill with this description? Opens the "
                                     "Trigger Lab with the unsaved text as variant B (Ctrl+Shift+T)"));
    connect(m_testDescription, &QToolButton::clicked, this, &FrontmatterForm::testDescriptionRequested);
    m_license->setPlaceholderText(tr("e.g. Apache-2.0"));
    m_license->setToolTip(
        tr("A licence name (e.g. Apache-2.0) or the name of a licence file in the skill (LICENSE.txt)"));
    m_compatibility->setPlaceholderText(tr("Environment requirements (optional)"));
    m_compatibilityCounter->setAlignment(Qt::AlignRight);
    m_allowedTools->setPlaceholderText(tr("e.g. Bash(git:*) Read"));

    m_metadataView->setModel(m_metadata);
    // The key column fits its header and keys (the header was cut at narrow widths); the value takes the rest.
    m_metadataView->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_metadataView->horizontalHeader()->setStretchLastSection(true);
    m_metadataView->verticalHeader()->setVisible(false);
    // Its header and two rows at least (one row and a cut Remove button at 1920x1080), at most five.
    const int rowHeight = m_metadataView->verticalHeader()->defaultSectionSize();
    const int headerHeight = m_metadataView->horizontalHeader()->sizeHint().height();
    m_metadataView->setMinimumHeight(headerHeight + 2 * rowHeight + 2 * m_metadataView->frameWidth());
    m_metadataView->setMaximumHeight(headerHeight + 5 * rowHeight + 2 * m_metadataView->frameWidth());
    m_metadataView->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *add = new QToolButton(this);
    add->setText(tr("Add"));
    add->setToolTip(tr("Add a metadata entry"));
    auto *remove = new QToolButton(this);
    remove->setText(tr("Remove"));
    remove->setToolTip(tr("Remove the selected metadata entry"));
    // The buttons under the table, side by side: stacked beside it they needed more height than the table had.
    auto *metadataButtons = new QHBoxLayout;
    metadataButtons->setContentsMargins(0, 0, 0, 0);
    metadataButtons->addWidget(add);
    metadataButtons->addWidget(remove);
    metadataButtons->addStretch(1);
    auto *metadataRow = new QVBoxLayout;
    metadataRow->setSpacing(2);
    metadataRow->addWidget(m_metadataView, 1);
    metadataRow->addLayout(metadataButtons);

    auto *descriptionBox = new QVBoxLayout;
    descriptionBox->setSpacing(2);
    descriptionBox->addWidget(m_description);
    auto *descriptionFooter = new QHBoxLayout;
    descriptionFooter->setContentsMargins(0, 0, 0, 0);
    descriptionFooter->addWidget(m_testDescription);
    descriptionFooter->addStretch(1);
    descriptionFooter->addWidget(m_descriptionCounter);
    descriptionBox->addLayout(descriptionFooter);
    auto *compatibilityBox = new QVBoxLayout;
    compatibilityBox->setSpacing(2);
    compatibilityBox->addWidget(m_compatibility);
    compatibilityBox->addWidget(m_compatibilityCounter);

    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Name and licence share a row: at 1366x768 the form showed only Name, Description and License.
    auto *nameRow = new QHBoxLayout;
    nameRow->setContentsMargins(0, 0, 0, 0);
    nameRow->addWidget(m_name, 1);
    auto *licenseLabel = new QLabel(tr("License"), this);
    licenseLabel->setBuddy(m_license);
    nameRow->addWidget(licenseLabel);
    nameRow->addWidget(m_license, 1); // half the row: its placeholder was cut at 3:2
    m_layout->addRow(tr("Name"), nameRow);
    m_layout->addRow(tr("Description"), descriptionBox);
    m_layout->addRow(tr("Compatibility"), compatibilityBox);
    m_layout->addRow(tr("Allowed tools"), m_allowedTools);
    m_layout->addRow(tr("Metadata"), metadataRow);
    m_layout->addRow(m_claude);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 8, 8, 8);
    outer->addWidget(m_note);
    outer->addLayout(m_layout);
    outer->addStretch(1);

    auto lineEdited = [this](QLineEdit *edit, const QString &key) {
        connect(edit, &QLineEdit::textEdited, this, [this, key](const QString &text) {
            if (!m_updating)
                emit fieldEdited(key, text);
        });
    };
    lineEdited(m_name, QStringLiteral("name"));
    lineEdited(m_license, QStringLiteral("license"));
    lineEdited(m_compatibility, QStringLiteral("compatibility"));
    lineEdited(m_allowedTools, QStringLiteral("allowed-tools"));
    connect(m_claude, &ClaudeCodeFields::fieldEdited, this, [this](const QString &key, const QString &value) {
        if (!m_updating)
            emit fieldEdited(key, value);
    });
    connect(m_compatibility, &QLineEdit::textChanged, this, &FrontmatterForm::updateCounters);
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        updateCounters();
        if (!m_updating)
            emit fieldEdited(QStringLiteral("description"), m_description->toPlainText());
    });
    connect(m_metadata, &MetadataTableModel::entriesEdited, this, [this] {
        if (!m_updating)
            emit metadataEdited(m_metadata->entries());
    });
    connect(add, &QToolButton::clicked, this, [this] {
        const int row = m_metadata->addEntry();
        m_metadataView->edit(m_metadata->index(row, 0));
    });
    connect(
        remove, &QToolButton::clicked, this, [this] { m_metadata->removeEntry(m_metadataView->currentIndex().row()); });
    QList<QWidget *> fields { m_name, m_description, m_license, m_compatibility, m_allowedTools };
    fields += m_claude->fields();
    for (QWidget *field : std::as_const(fields))
        field->installEventFilter(this);
    m_description->setUndoRedoEnabled(false);
    updateCounters();
}

bool FrontmatterForm::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore(); // let the window's Undo/Redo shortcut fire
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FrontmatterForm::setValues(const FrontmatterValues &values)
{
    m_updating = true;
    setLineText(m_name, values.name);
    if (m_description->toPlainText() != values.description) {
        // Keep the cursor where it was when the text only changed elsewhere (e.g. undo in the source).
        QTextCursor cursor = m_description->textCursor();
        const int position = cursor.position();
        m_description->setPlainText(values.description);
        cursor = m_description->textCursor();
        cursor.setPosition(qMin(position, int(values.description.size())));
        m_description->setTextCursor(cursor);
    }
    setLineText(m_license, values.license);
    setLineText(m_compatibility, values.compatibility);
    setLineText(m_allowedTools, values.allowedTools);
    m_metadata->setEntries(values.metadata);
    m_claude->setValues(values.claude);
    m_note->setText(values.note);
    m_note->setVisible(!values.note.isEmpty());
    m_updating = false;
    updateCounters();
}

namespace {
// Counters change colour at their limits. The application has a style sheet, which overrides palettes, so the
// colour is a style sheet too; set only when the colour changes (setting one per keystroke re-polished the label).
void setTextColour(QLabel *label, const QColor &colour)
{
    static const char *const property = "swTextColour";
    if (label->property(property).value<QColor>() == colour)
        return;
    label->setProperty(property, colour);
    label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colour.name()));
}
} // namespace

void FrontmatterForm::updateCounters()
{
    const ThemeColours colours = themeColours();
    const int length = int(m_description->toPlainText().size());
    m_descriptionCounter->setText(tr("%1 / %2").arg(length).arg(kDescriptionLimit));
    setTextColour(m_descriptionCounter,
        length > kDescriptionLimit ? colours.error
            : length == 0          ? colours.warning
                                   : colours.muted);
    const int compatibility = int(m_compatibility->text().size());
    m_compatibilityCounter->setVisible(compatibility > 0);
    m_compatibilityCounter->setText(tr("%1 / %2").arg(compatibility).arg(kCompatibilityLimit));
    setTextColour(m_compatibilityCounter, compatibility > kCompatibilityLimit ? colours.error : colours.muted);
}

void FrontmatterForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::ApplicationPaletteChange)
        updateCounters(); // the theme changed: the counters take its colours
}

} // namespace sw::ui
