// The `claude-code` rule set: what Claude Code reads from a skill's frontmatter, what it ignores and what it
// misreads (docs/validation.md cites the sources: the Claude Code skills documentation and its issue tracker).
// Claude Code accepts every field of the spec plus its own (when_to_use, argument-hint, arguments,
// disable-model-invocation, user-invocable, allowed-tools, disallowed-tools, model, effort, context, agent, hooks,
// paths, shell); other keys load fine and are ignored.
#include "skill/validatorrules.h"

#include <QHash>

namespace sw::detail {
namespace {

using Kind = FrontmatterValue::Kind;

const QStringList &claudeCodeFields()
{
    static const QStringList fields = { QStringLiteral("name"), QStringLiteral("description"),
        QStringLiteral("license"), QStringLiteral("compatibility"), QStringLiteral("metadata"),
        QStringLiteral("allowed-tools"), QStringLiteral("disallowed-tools"), QStringLiteral("when_to_use"),
        QStringLiteral("argument-hint"), QStringLiteral("arguments"), QStringLiteral("disable-model-invocation"),
        QStringLiteral("user-invocable"), QStringLiteral("model"), QStringLiteral("effort"), QStringLiteral("context"),
        QStringLiteral("agent"), QStringLiteral("hooks"), QStringLiteral("paths"), QStringLiteral("shell") };
    return fields;
}

// Spellings Claude Code does not read, and the field it does read.
const QHash<QString, QString> &misspellings()
{
    static const QHash<QString, QString> map = {
        { QStringLiteral("user-invokable"), QStringLiteral("user-invocable") },
        { QStringLiteral("user_invocable"), QStringLiteral("user-invocable") },
        { QStringLiteral("userInvocable"), QStringLiteral("user-invocable") },
        { QStringLiteral("disable_model_invocation"), QStringLiteral("disable-model-invocation") },
        { QStringLiteral("disableModelInvocation"), QStringLiteral("disable-model-invocation") },
        { QStringLiteral("disable-model-invokation"), QStringLiteral("disable-model-invocation") },
        { QStringLiteral("when-to-use"), QStringLiteral("when_to_use") },
        { QStringLiteral("whenToUse"), QStringLiteral("when_to_use") },
        { QStringLiteral("allowed_tools"), QStringLiteral("allowed-tools") },
        { QStringLiteral("allowedTools"), QStringLiteral("allowed-tools") },
        { QStringLiteral("tools"), QStringLiteral("allowed-tools") },
        { QStringLiteral("disallowed_tools"), QStringLiteral("disallowed-tools") },
        { QStringLiteral("disallowedTools"), QStringLiteral("disallowed-tools") },
        { QStringLiteral("argument_hint"), QStringLiteral("argument-hint") },
        { QStringLiteral("argumentHint"), QStringLiteral("argument-hint") },
        { QStringLiteral("path"), QStringLiteral("paths") },
    };
    return map;
}

bool isBoolean(const FrontmatterValue &v)
{
    static const QStringList words = { QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("True"),
        QStringLiteral("False"), QStringLiteral("TRUE"), QStringLiteral("FALSE") };
    return v.kind == Kind::Scalar && !v.quoted && v.tag.isEmpty() && words.contains(v.text);
}

bool isTrue(const FrontmatterValue &v)
{
    return isBoolean(v) && v.text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
}

bool isFalse(const FrontmatterValue &v)
{
    return isBoolean(v) && v.text.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0;
}

bool isStringList(const FrontmatterValue &v)
{
    if (v.kind != Kind::Sequence)
        return false;
    return std::all_of(
        v.items.cbegin(), v.items.cend(), [](const FrontmatterValue &i) { return i.kind == Kind::Scalar; });
}

QString listingText(const SkillDocument &doc)
{
    QString text = doc.description();
    const QString when = doc.stringValue(QStringLiteral("when_to_use"));
    if (!when.trimmed().isEmpty())
        text += QStringLiteral(" - ") + when;
    return text;
}

} // namespace

void checkClaudeCode(const SkillDocument &doc, DiagnosticSink &sink)
{
    if (!doc.frontmatterIsMapping)
        return; // why the frontmatter cannot be read is the parse verdict's job (spec/claude-upload sets report it)

    for (const FrontmatterEntry &e : doc.frontmatter) {
        if (claudeCodeFields().contains(e.key))
            continue;
        if (const auto it = misspellings().constFind(e.key); it != misspellings().constEnd()) {
            sink.add(QStringLiteral("claude-code/misspelled-field"), Severity::Warning, e.keyPosition,
                QStringLiteral("Claude Code does not read '%1': the field it reads is '%2'").arg(e.key, *it),
                QStringLiteral("Rename %1 to %2").arg(e.key, *it));
            continue;
        }
        sink.add(QStringLiteral("claude-code/ignored-field"), Severity::Info, e.keyPosition,
            QStringLiteral("Claude Code ignores the field '%1'").arg(e.key),
            QStringLiteral("Move it under metadata: (a map of strings) or remove it"));
    }

    for (const QString &key : { QStringLiteral("disable-model-invocation"), QStringLiteral("user-invocable") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (e && e->value.kind != Kind::Null && !isBoolean(e->value))
            sink.add(QStringLiteral("claude-code/boolean-expected"), Severity::Warning, e->value.position,
                QStringLiteral("'%1' should be true or false, unquoted; Claude Code may not read '%2' as a boolean")
                    .arg(key, e->value.text),
                QStringLiteral("Write %1: %2")
                    .arg(key,
                        e->value.text.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0
                                || e->value.text.trimmed().compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0
                            ? QStringLiteral("true")
                            : QStringLiteral("false")));
    }
    const FrontmatterEntry *disable = doc.entry(QStringLiteral("disable-model-invocation"));
    const FrontmatterEntry *userInvocable = doc.entry(QStringLiteral("user-invocable"));
    const bool hiddenFromModel = disable && isTrue(disable->value);
    const bool hiddenFromUser = userInvocable && isFalse(userInvocable->value);
    if (hiddenFromModel && hiddenFromUser)
        sink.add(QStringLiteral("claude-code/not-invocable"), Severity::Warning, disable->keyPosition,
            QStringLiteral("Neither Claude nor the user can invoke this skill: disable-model-invocation is true and "
                           "user-invocable is false"),
            QStringLiteral("Remove one of the two fields"));
    else if (hiddenFromModel)
        sink.add(QStringLiteral("claude-code/model-invocation-disabled"), Severity::Info, disable->keyPosition,
            QStringLiteral("Claude Code leaves this skill out of the model's listing: only the user can run it "
                           "(/%1)")
                .arg(doc.name().isEmpty() ? doc.folderName : doc.name()));
    else if (hiddenFromUser)
        sink.add(QStringLiteral("claude-code/user-invocation-disabled"), Severity::Info, userInvocable->keyPosition,
            QStringLiteral("Claude Code hides this skill from the / menu; Claude can still load it"));

    if (const FrontmatterEntry *paths = doc.entry(QStringLiteral("paths")); paths && paths->value.kind != Kind::Null)
        sink.add(QStringLiteral("claude-code/conditional-paths"), Severity::Info, paths->keyPosition,
            QStringLiteral("Claude Code lists this skill only after Claude reads or edits a file matching 'paths'; "
                           "until then the model does not see it"),
            QStringLiteral("Remove paths: if the skill should always be listed"));

    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("context")); e && e->value.kind == Kind::Scalar
        && e->value.text != QLatin1String("fork") && e->value.text != QLatin1String("inherit"))
        sink.add(QStringLiteral("claude-code/context-value"), Severity::Warning, e->value.position,
            QStringLiteral("Claude Code knows context: fork (run in a subagent); '%1' is ignored").arg(e->value.text),
            QStringLiteral("Write context: fork, or remove the field"));
    const FrontmatterEntry *context = doc.entry(QStringLiteral("context"));
    if (const FrontmatterEntry *agent = doc.entry(QStringLiteral("agent"));
        agent && (!context || context->value.text != QLatin1String("fork")))
        sink.add(QStringLiteral("claude-code/agent-without-fork"), Severity::Warning, agent->keyPosition,
            QStringLiteral("'agent' takes effect only with context: fork; Claude Code ignores it here"),
            QStringLiteral("Add context: fork"));

    for (const QString &key : { QStringLiteral("allowed-tools"), QStringLiteral("disallowed-tools") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (e && e->value.kind != Kind::Null && e->value.kind != Kind::Scalar && !isStringList(e->value))
            sink.add(QStringLiteral("claude-code/tools-format"), Severity::Warning, e->value.position,
                QStringLiteral("'%1' must be a space- or comma-separated string or a list of tool names").arg(key),
                QStringLiteral("Write %1: Read Grep Bash(git:*)").arg(key));
    }
    for (const QString &key : { QStringLiteral("when_to_use"), QStringLiteral("argument-hint"), QStringLiteral("model"),
             QStringLiteral("effort") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (e && e->value.kind != Kind::Null && e->value.kind != Kind::Scalar)
            sink.add(QStringLiteral("claude-code/string-expected"), Severity::Warning, e->value.position,
                QStringLiteral("'%1' must be a single string").arg(key));
    }

    if (doc.description().trimmed().isEmpty())
        sink.add(QStringLiteral("claude-code/description-missing"), Severity::Warning,
            keyPosition(doc, QStringLiteral("description")),
            QStringLiteral("No description: Claude Code lists the body's first line instead (up to 100 characters), "
                           "which rarely says when to use the skill"),
            QStringLiteral("Add description: saying what the skill does and when to use it"));
    const QString text = listingText(doc);
    if (text.size() > 1536)
        sink.add(QStringLiteral("claude-code/listing-cap"), Severity::Warning,
            keyPosition(doc, QStringLiteral("description")),
            QStringLiteral("Claude Code cuts description and when_to_use to 1,536 characters in its listing: %1 of "
                           "%2 characters are not shown")
                .arg(text.size() - 1535)
                .arg(text.size()),
            QStringLiteral("Shorten description and when_to_use to 1,536 characters together"));
}

} // namespace sw::detail
