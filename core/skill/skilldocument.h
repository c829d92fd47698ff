#pragma once
// SkillDocument: one SKILL.md parsed two ways. The strict reading (yaml-cpp, as the Agent Skills spec and
// skills-ref see it) keeps every frontmatter key and value in order with 1-based line/column positions; the
// lenient reading mirrors tRPC-Agent-Go's line-by-line `key: value` parser (PROTOCOL.md section 2).
// Parsing never throws and never fails: problems are recorded in the document for the validator to report.
#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

// 1-based line and column in the original file (after BOM removal, counting CRLF as one line break); 0 = unknown.
// Columns count UTF-8 bytes (as yaml-cpp and QScintilla do), so column 1 is the first byte of the line.
struct SourcePosition
{
    int line = 0;
    int column = 0;
    friend bool operator==(const SourcePosition &, const SourcePosition &) = default;
};

// One frontmatter value as strict YAML reads it.
struct FrontmatterValue
{
    enum class Kind { Null, Scalar, Sequence, Map };
    Kind kind = Kind::Null;
    QString
        text; // Scalar: its value; Null: its source ("", "~", "null"); Map/Sequence down to depth 3: re-emitted YAML
    bool quoted = false; // Scalar written in '...' or "..."
    bool blockScalar = false; // Scalar written as | or >
    bool plainNonString = false; // unquoted scalar YAML would type as bool/int/float/null (e.g. `name: 123`, `yes`)
    QString tag; // explicit tag (e.g. "tag:yaml.org,2002:str" for `!!str`), "" when none
    bool flowStyle = false; // Sequence/Map written in flow style: `[a, b]` or `{a: b}`
    bool anchored = false; // carries an anchor `&x` or is an alias `*x` (resolved to the anchored value)
    SourcePosition position;
    QList<struct FrontmatterEntry> entries; // Kind::Map: its entries in order
    QList<FrontmatterValue> items; // Kind::Sequence: its items
};

struct FrontmatterEntry
{
    QString key;
    SourcePosition keyPosition;
    FrontmatterValue value;
};

struct ParseProblem
{
    QString message; // user-facing, e.g. yaml-cpp's message for invalid YAML
    SourcePosition position;
};

// tRPC-Agent-Go's view of the file (skill/repository.go): frontmatter lines read as `key: value`, quotes KEPT,
// `#` not a comment, block scalars parsed as YAML; name defaults to the folder name, description to "".
struct LenientReading
{
    bool hasFrontmatter = false; // false: Go treats the whole file as body
    QList<QPair<QString, QString>> fields; // in file order
    QList<int> fieldLines; // 1-based file line of each field's key (parallel to fields)
    QString name; // after defaulting to the folder name
    bool nameDefaulted = false;
    QString description;
    QString body;
    int bodyFirstLine = 1; // line of the body's first line in the original file
    // Value of the last occurrence of key (Go's map keeps the last), or std::nullopt when absent.
    std::optional<QString> field(const QString &key) const;
    int fieldLine(const QString &key) const; // line of the last occurrence, 0 when absent
};

struct SkillDocument
{
    QString filePath; // absolute path of SKILL.md ("" when parsed from memory)
    QString folderName; // name of the containing folder
    QByteArray raw; // the bytes as read, for round-trip editing

    // Encoding facts
    bool hadBom = false;
    bool usesCrlf = false;
    bool validUtf8 = true;

    // Strict (YAML) reading
    bool startsWithFrontmatter = false; // first line is exactly `---`
    bool frontmatterClosed = false; // a closing `---` line was found
    std::optional<ParseProblem> yamlError; // invalid YAML inside the frontmatter
    bool frontmatterIsMapping = false; // parsed and is a mapping
    QList<FrontmatterEntry> frontmatter; // top-level entries in file order (duplicates kept, in order)
    QStringList duplicateKeys; // keys that occur more than once at top level
    SourcePosition frontmatterStart; // position of the opening `---`
    SourcePosition frontmatterEnd; // position of the closing `---`

    QString frontmatterText; // the lines between the `---` lines, LF line breaks ("" when not closed)
    QString body; // text after the closing `---` line, LF line breaks (whole text when no closed frontmatter)
    int bodyFirstLine = 1; // line number of the body's first line
    qsizetype bodyOffset = -1; // byte offset of the body in raw when raw holds it verbatim (no BOM, no CRLF), else -1
    int lineCount = 0; // lines in the file (a final line break does not start a new line)

    // Convenience lookups on the strict reading (first occurrence)
    const FrontmatterEntry *entry(const QString &key) const;
    QString stringValue(const QString &key) const; // scalar text or ""
    QString name() const { return stringValue(QStringLiteral("name")); }
    QString description() const { return stringValue(QStringLiteral("description")); }

    // The lenient (tRPC-Agent-Go) reading of the same bytes
    LenientReading lenient;
};

// Parses SKILL.md bytes. folderName is used for the lenient reading's defaulted name.
SkillDocument parseSkillDocument(const QByteArray &raw, const QString &filePath = {}, const QString &folderName = {});

// Reads and parses a SKILL.md file (or a skill folder holding one). On I/O error returns std::nullopt and sets *error.
std::optional<SkillDocument> readSkillDocument(const QString &skillMdOrFolder, QString *error = nullptr);
// The same for a path known to be a folder (absolute, clean): no stat, just the open of SKILL.md (or skill.md).
std::optional<SkillDocument> readSkillDocumentInFolder(const QString &absoluteFolder, QString *error = nullptr);

// Names declared under the body's `Tools:` section (`- name` lines; `#` lines are comments), tRPC-Agent-Python.
QStringList declaredTools(const QString &body);

} // namespace sw
