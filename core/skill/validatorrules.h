#pragma once
// The rule sets of the validator, one file each (internal to the skill module; callers use validator.h).
#include "skill/diagnostictext.h"
#include "skill/validator.h"

namespace sw::detail {

// A translatable text: an id of diagnostictext.h and its arguments.
inline DiagnosticText text(const char *id, QStringList args = {})
{
    return DiagnosticText { QLatin1String(id), std::move(args) };
}

// Collects the diagnostics of one validation run, filling in the SKILL.md path and the English texts.
class DiagnosticSink
{
public:
    explicit DiagnosticSink(QString skillMdPath)
        : m_file(std::move(skillMdPath))
    { }
    void add(const QString &rule, Severity severity, SourcePosition at, const DiagnosticText &message,
        const DiagnosticText &hint = {}, const QList<DiagnosticFix> &fixes = {})
    {
        addForFile(m_file, rule, severity, at, message, hint, fixes);
    }
    void addForFile(const QString &file, const QString &rule, Severity severity, SourcePosition at,
        const DiagnosticText &message, const DiagnosticText &hint = {}, const QList<DiagnosticFix> &fixes = {})
    {
        addWithEnglish(file, rule, severity, at, englishText(message), message, hint, fixes);
    }
    // The same where the CLI's English is not the message id's template (e.g. a fixed prefix before it).
    void addWithEnglish(const QString &file, const QString &rule, Severity severity, SourcePosition at,
        const QString &english, const DiagnosticText &message, const DiagnosticText &hint = {},
        QList<DiagnosticFix> fixes = {})
    {
        for (DiagnosticFix &fix : fixes)
            fix.label = englishText(fix.labelText);
        m_out.append(Diagnostic {
            rule, severity, file, at.line, at.column, english, englishText(hint), message, hint, std::move(fixes) });
    }
    const QString &file() const { return m_file; }
    QList<Diagnostic> take() { return std::move(m_out); }
    qsizetype count() const { return m_out.size(); }

private:
    QString m_file;
    QList<Diagnostic> m_out;
};

// Shared facts about a document the rule sets use.
int codePointCount(const QString &text);
// Position of a top-level key, or of the opening `---` when the key is absent.
SourcePosition keyPosition(const SkillDocument &document, const QString &key);
// Python-style repr of a list of names: ['a', 'b'].
QString pythonListRepr(const QStringList &names);
// The frontmatter fields the specification allows, sorted.
const QStringList &specFields();

void checkSpec(const SkillDocument &document, DiagnosticSink &sink);
void checkClaude(const SkillDocument &document, bool alongsideSpec, DiagnosticSink &sink);
void checkClaudeCode(const SkillDocument &document, DiagnosticSink &sink);
void checkCodex(const SkillDocument &document, DiagnosticSink &sink);
void checkTrpc(const SkillDocument &document, const ValidationContext &context, DiagnosticSink &sink);
void checkAdvice(const SkillDocument &document, const SkillFolderInventory &inventory, const ValidationContext &context,
    DiagnosticSink &sink);

} // namespace sw::detail
