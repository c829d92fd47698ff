#pragma once
// Frontmatter text editing: where each top-level frontmatter entry sits in SKILL.md text, and pure
// text-to-text edits the form and the fix actions apply (set a value, set metadata, lower-case the name, move
// unknown fields under metadata). Works on broken YAML too (line based).
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace sw::ui {

struct FrontmatterLayout
{
    struct Entry
    {
        QString key;
        int firstLine = 0; // 0-based
        int endLine = 0; // exclusive
    };
    QStringList lines; // the text split at '\n' (a '\r' stays at the end of its line)
    bool present = false; // first line is `---`
    int closeLine = -1; // line of the closing `---`, -1 when unclosed
    QList<Entry> entries;
    QString eol = QStringLiteral("\n");

    const Entry *find(const QString &key) const;
    QString text() const { return lines.join(QLatin1Char('\n')); }
};

FrontmatterLayout frontmatterLayout(const QString &text);

// A YAML scalar for `value`: plain when that reads back unchanged as a string, otherwise double-quoted.
QString yamlScalar(const QString &value);
// The value as the one content line of a `>-` folded block when it would need quotes as a scalar (e.g. ": " in a
// description) and reads back exactly that way; "" when a plain or quoted scalar is the right form.
QString yamlFoldedValue(const QString &value);

// The text with top-level `key` set to the scalar `value` (added before the closing `---` when missing; a
// frontmatter block is created when there is none). An empty value removes an optional key.
QString withFrontmatterValue(const QString &text, const QString &key, const QString &value, bool removeWhenEmpty);

// The text with `metadata:` replaced by these entries (removed when empty).
QString withMetadata(const QString &text, const QList<QPair<QString, QString>> &entries);

// Fix actions.
QString withLowercaseName(const QString &text);
QString withUnknownFieldsUnderMetadata(const QString &text);

// The fields the Agent Skills specification allows at top level.
const QStringList &specFrontmatterKeys();

// Applies the smallest single replacement turning `before` into `after`: [from, to) in `before` -> `insert`.
struct TextReplacement
{
    int from = 0;
    int to = 0;
    QString insert;
    bool isNoop() const { return from == to && insert.isEmpty(); }
};
TextReplacement minimalReplacement(const QString &before, const QString &after);

} // namespace sw::ui
