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
                text("claude-code/misspelled-field", { e.key, *it }),
                text("claude-code/misspelled-field.hint", { e.key, *it }));
            continue;
        }
        sink.add(QStringLiteral("claude-code/ignored-field"), Severity::Info, e.keyPosition,
            text("claude-code/ignored-field", { e.key }), text("claude-code/ignored-field.hint"));
    }

    for (const QString &key : { QStringLiteral("disable-model-invocation"), QStringLiteral("user-invocable") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (e && e->value.kind != Kind::Null && !isBoolean(e->value))
            sink.add(QStringLiteral("claude-code/boolean-expected"), Severity::Warning, e->value.position,
                text("claude-code/boolean-expected", { key, e->value.text }),
                text("claude-code/boolean-expected.hint",
                    { key,
                        e->value.text.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0
                                || e->value.text.trimmed().compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0
                            ? QStringLiteral("true")
                            : QStringLiteral("false") }));
    }
    const FrontmatterEntry *disable = doc.entry(QStringLiteral("disable-model-invocation"));
    const FrontmatterEntry *userInvocable = doc.entry(QStringLiteral("user-invocable"));
    const bool hiddenFromModel = disable && isTrue(disable->value);
    const bool hiddenFromUser = userInvocable && isFalse(userInvocable->value);
    if (hiddenFromModel && hiddenFromUser)
        sink.add(QStringLiteral("claude-code/not-invocable"), Severity::Warning, disable->keyPosition,
            text("claude-code/not-invocable"), text("claude-code/not-invocable.hint"));
    else if (hiddenFromModel)
        sink.add(QStringLiteral("claude-code/model-invocation-disabled"), Severity::Info, disable->keyPosition,
            text("claude-code/model-invocation-disabled", { doc.name().isEmpty() ? doc.folderName : doc.name() }));
    else if (hiddenFromUser)
        sink.add(QStringLiteral("claude-code/user-invocation-disabled"), Severity::Info, userInvocable->keyPosition,
            text("claude-code/user-invocation-disabled"));

    if (const FrontmatterEntry *paths = doc.entry(QStringLiteral("paths")); paths && paths->value.kind != Kind::Null)
        sink.add(QStringLiteral("claude-code/conditional-paths"), Severity::Info, paths->keyPosition,
            text("claude-code/conditional-paths"), text("claude-code/conditional-paths.hint"));

    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("context")); e && e->value.kind == Kind::Scalar
        && e->value.text != QLatin1String("fork") && e->value.text != QLatin1String("inherit"))
        sink.add(QStringLiteral("claude-code/context-value"), Severity::Warning, e->value.position,
            text("claude-code/context-value", { e->value.text }), text("claude-code/context-value.hint"));
    const FrontmatterEntry *context = doc.entry(QStringLiteral("context"));
    if (const FrontmatterEntry *agent = doc.entry(QStringLiteral("agent"));
        agent && (!context || context->value.text != QLatin1String("fork")))
        sink.add(QStringLiteral("claude-code/agent-without-fork"), Severity::Warning, agent->keyPosition,
            text("claude-code/agent-without-fork"), text("claude-code/agent-without-fork.hint"));

    for (const QString &key : { QStringLiteral("allowed-tools"), QStringLiteral("disallowed-tools") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (e && e->value.kind != Kind::Null && e->value.kind != Kind::Scalar && !isStringList(e->value))
            sink.add(QStringLiteral("claude-code/tools-format"), Severity::Warning, e->value.position,
                text("claude-code/tools-format", { key }), text("claude-code/tools-format.hint", { key }));
    }
    for (const QString &key : { QStringLiteral("when_to_use"), QStringLiteral("argument-hint"), QStringLiteral("model"),
             QStringLiteral("effort") }) {
        const FrontmatterEntry *e = doc.entry(key);
        if (e && e->value.kind != Kind::Null && e->value.kind != Kind::Scalar)
            sink.add(QStringLiteral("claude-code/string-expected"), Severity::Warning, e->value.position,
                text("claude-code/string-expected", { key }));
    }

    if (doc.description().trimmed().isEmpty())
        sink.add(QStringLiteral("claude-code/description-missing"), Severity::Warning,
            keyPosition(doc, QStringLiteral("description")), text("claude-code/description-missing"),
            text("spec/description-missing.hint"));
    const QString listing = listingText(doc);
    if (listing.size() > 1536)
        sink.add(QStringLiteral("claude-code/listing-cap"), Severity::Warning,
            keyPosition(doc, QStringLiteral("description")),
            text(
                "claude-code/listing-cap", { QString::number(listing.size() - 1535), QString::number(listing.size()) }),
            text("claude-code/listing-cap.hint"));
}

} // namespace sw::detail
