// The window's wording, colours and icons of visibility verdicts (see verdicttext.h).
#include "verdicttext.h"

#include "theme/icons.h"
#include "theme/theme.h"

#include <QDir>
#include <QLocale>

namespace sw::ui {

QString VerdictText::consumer(Consumer c)
{
    switch (c) {
    case Consumer::SkillsRef:
        return tr("skills-ref");
    case Consumer::ClaudeUpload:
        return tr("Claude upload");
    case Consumer::ClaudeCode:
        return tr("Claude Code");
    case Consumer::Codex:
        return tr("Codex");
    case Consumer::Opencode:
        return tr("opencode");
    case Consumer::GeminiCli:
        return tr("Gemini CLI");
    case Consumer::TrpcGo:
        return tr("tRPC-Go");
    case Consumer::TrpcPython:
        return tr("tRPC-Python");
    case Consumer::Deepseek:
        return tr("deepseek");
    case Consumer::Minimal:
        return tr("minimal");
    }
    return {};
}

QString VerdictText::rules(const ClientRulesOrigin &origin)
{
    if (origin.client.isEmpty())
        return {};
    const QString source = origin.source == QLatin1String("built-in rules") ? tr("built-in rules") : origin.source;
    return tr("Follows %1 %2 (%3)").arg(origin.client, origin.version, source);
}

QString VerdictText::consumerDescription(Consumer c)
{
    switch (c) {
    case Consumer::SkillsRef:
        return tr("The Agent Skills reference validator and its to-prompt catalog");
    case Consumer::ClaudeUpload:
        return tr("Uploading to claude.ai or the Claude API (only the specification's six fields)");
    case Consumer::ClaudeCode:
        return tr("Claude Code's skill listing (1% of the model's context window in characters, 1,536 per skill; its "
                  "own skills count too)");
    case Consumer::Codex:
        return tr("Codex's skills section (2% of the model's context window in approximate tokens; its own skills "
                  "count too)");
    case Consumer::Opencode:
        return tr("opencode's skill listing (every skill with a name and a description, no budget)");
    case Consumer::GeminiCli:
        return tr("Gemini CLI's skill listing (every skill with a name and a description, in full, no budget)");
    case Consumer::TrpcGo:
        return tr("tRPC-Agent-Go's skill overview");
    case Consumer::TrpcPython:
        return tr("tRPC-Agent-Python's skill overview");
    case Consumer::Deepseek:
        return tr("deepseek-harness's skill catalog (descriptions cut at 500 characters)");
    case Consumer::Minimal:
        return tr("A minimal loader (seeds 002 and 004)");
    }
    return {};
}

QString VerdictText::verdict(Verdict v)
{
    switch (v) {
    case Verdict::Full:
        return tr("full");
    case Verdict::Shortened:
        return tr("shortened");
    case Verdict::NameOnly:
        return tr("name only");
    case Verdict::Omitted:
        return tr("omitted");
    case Verdict::Hidden:
        return tr("hidden");
    case Verdict::Unparsed:
        return tr("unparsed");
    case Verdict::Rejected:
        return tr("rejected");
    case Verdict::Shadowed:
        return tr("shadowed");
    }
    return {};
}

QString VerdictText::cell(const ConsumerVerdict &v)
{
    if (v.verdict == Verdict::Shortened)
        return tr("−%1").arg(QLocale().toString(v.shortenedBy));
    return verdict(v.verdict);
}

QString VerdictText::reason(const ConsumerVerdict &v)
{
    const QLocale locale;
    const QString unit = v.unit == QLatin1String("tokens") ? tr("tokens") : tr("characters");
    switch (v.reason) {
    case Reason::Listed:
        return tr("Listed in full.");
    case Reason::ShortenedToBudget:
        return tr("The description is shortened by %n character(s) to fit the listing budget of %1 %2.", nullptr,
            v.shortenedBy)
            .arg(locale.toString(v.budget), unit);
    case Reason::ShortenedEntryCap:
        return tr("Description and when_to_use are cut to %1 characters in the listing: %n not shown.", nullptr,
            v.shortenedBy)
            .arg(locale.toString(v.limit));
    case Reason::ShortenedLoadCap:
        return tr("The description is over %1 characters: it is cut when the skill is loaded, %n not shown.", nullptr,
            v.shortenedBy)
            .arg(QLocale().toString(v.limit));
    case Reason::ShortenedMaxLength:
        return tr("The description is cut to %1 characters: %n not shown.", nullptr, v.shortenedBy)
            .arg(locale.toString(v.limit));
    case Reason::NameOnlyBudget:
        return tr("Listed by name only: the listing overflows its budget of %1 %2.")
            .arg(locale.toString(v.budget), unit);
    case Reason::NameOnlyOverview:
        return tr("Named on the additional-skills line only (WithMaxOverviewSkills %1).").arg(v.limit);
    case Reason::NameOnlyUnreadable:
        return tr("yaml.safe_load cannot read the frontmatter (%1): listed under the folder name with no "
                  "description.")
            .arg(v.message);
    case Reason::OmittedBudget:
        return tr("Left out of the list: even bare lines exceed the budget of %1 %2.")
            .arg(locale.toString(v.budget), unit);
    case Reason::HiddenModelInvocation:
        return tr("disable-model-invocation: true keeps it out of the model's listing; the user can still run it.");
    case Reason::HiddenPaths:
        return tr("paths: listed only after Claude reads or edits a matching file.");
    case Reason::HiddenNoDescription:
        return tr("No description: the skill is loaded, but listed only with one (the model can still load it by "
                  "name).");
    case Reason::ListedFallback:
        return tr("Listed in full, but with the body's first line as its description (%1).").arg(v.message);
    case Reason::HiddenImplicitInvocation:
        return tr("agents/openai.yaml policy.allow_implicit_invocation: false keeps it out of the model's list; the "
                  "user can still name it.");
    case Reason::Unparsed:
        return v.line > 0
            ? tr("The parser refuses the file at line %1, column %2: %3").arg(v.line).arg(v.column).arg(v.message)
            : tr("The parser refuses the file: %1").arg(v.message);
    case Reason::Rejected:
        return tr("Refused: %1").arg(v.message);
    case Reason::Shadowed:
        return tr("A skill of the same name wins: %1 (%2).").arg(QDir::toNativeSeparators(v.other), policy(v.policy));
    }
    return {};
}

QString VerdictText::policy(const QString &policy)
{
    // Every precedence policy core/visibility/visibilitycompute.cpp words (shadowingPolicy).
    static const char *const known[] = {
        QT_TRANSLATE_NOOP("sw::ui::VerdictText", "Claude Code: managed, personal, project"),
        QT_TRANSLATE_NOOP(
            "sw::ui::VerdictText", "opencode: the last one read wins, and its reading order varies from run to run"),
        QT_TRANSLATE_NOOP("sw::ui::VerdictText",
            "Gemini CLI: in one folder the order of its walk decides, usually the lower path wins"),
        QT_TRANSLATE_NOOP("sw::ui::VerdictText", "Gemini CLI: the last one read wins (user roots, then project roots)"),
        QT_TRANSLATE_NOOP("sw::ui::VerdictText", "first root wins"),
    };
    for (const char *text : known)
        if (policy == QLatin1String(text))
            return tr(text);
    return policy;
}

QString VerdictText::fix(const ConsumerVerdict &v)
{
    switch (v.reason) {
    case Reason::Listed:
        return {};
    case Reason::ShortenedToBudget:
    case Reason::OmittedBudget:
        return tr("Shorten descriptions, or disable skills you do not use, to leave room in the list.");
    case Reason::ShortenedEntryCap:
        return tr("Shorten description and when_to_use to %1 characters together.").arg(QLocale().toString(v.limit));
    case Reason::ShortenedMaxLength:
    case Reason::ShortenedLoadCap:
        return tr("Shorten the description to %1 characters.").arg(QLocale().toString(v.limit));
    case Reason::NameOnlyBudget:
        return tr("Shorten descriptions across the repository, or raise the listing budget.");
    case Reason::NameOnlyOverview:
        return tr("Raise WithMaxOverviewSkills, or give the skill a name the request mentions.");
    case Reason::NameOnlyUnreadable:
    case Reason::Unparsed:
    case Reason::Rejected:
        return v.fixHint;
    case Reason::HiddenModelInvocation:
        return tr("Remove disable-model-invocation: true to let Claude choose the skill.");
    case Reason::HiddenPaths:
        return tr("Remove paths: to list the skill from the start.");
    case Reason::HiddenImplicitInvocation:
        return tr("Set policy.allow_implicit_invocation: true in agents/openai.yaml, or remove it.");
    case Reason::HiddenNoDescription:
    case Reason::ListedFallback:
        return v.fixHint.isEmpty() ? tr("Add a description saying what the skill does and when to use it.") : v.fixHint;
    case Reason::Shadowed:
        return tr("Rename one of the skills, or remove the copy.");
    }
    return {};
}

QString VerdictText::toolTip(const SkillVisibility &skill, const ConsumerVerdict &v)
{
    QString tip = QStringLiteral("<b>%1</b> · %2: <b>%3</b><br>%4")
                      .arg(skill.name.toHtmlEscaped(), consumer(v.consumer).toHtmlEscaped(),
                          verdict(v.verdict).toHtmlEscaped(), reason(v).toHtmlEscaped());
    const QString f = fix(v);
    if (!f.isEmpty())
        tip += QStringLiteral("<br><i>%1</i>").arg(tr("Fix: %1").arg(f).toHtmlEscaped());
    return tip;
}

QString VerdictText::summaryToolTip(const SkillVisibility &skill)
{
    QString tip = QStringLiteral("<b>%1</b><table>").arg(tr("What each client's model sees").toHtmlEscaped());
    for (const ConsumerVerdict &v : skill.consumers)
        tip += QStringLiteral("<tr><td>%1</td><td style='color:%2'>%3</td></tr>")
                   .arg(consumer(v.consumer).toHtmlEscaped(), verdictColour(v.verdict).name(), cell(v).toHtmlEscaped());
    return tip + QStringLiteral("</table>");
}

QColor verdictColour(Verdict v)
{
    const ThemeColours c = themeColours();
    switch (v) {
    case Verdict::Full:
        return c.ok;
    case Verdict::Shortened:
        return c.warning;
    case Verdict::NameOnly:
        return isDarkTheme() ? QColor(0xf0, 0x8c, 0x3c) : QColor(0xc4, 0x62, 0x10);
    case Verdict::Omitted:
        return isDarkTheme() ? QColor(0xe8, 0x6a, 0x6a) : QColor(0xb0, 0x3a, 0x3a);
    case Verdict::Hidden:
        return c.info;
    case Verdict::Unparsed:
    case Verdict::Rejected:
        return c.error;
    case Verdict::Shadowed:
        return c.muted;
    }
    return c.muted;
}

QColor verdictBackground(Verdict v)
{
    QColor tint = verdictColour(v);
    tint.setAlpha(v == Verdict::Full ? 0 : 46);
    return tint;
}

QIcon verdictIcon(Verdict v)
{
    switch (v) {
    case Verdict::Full:
        return themedIcon(QStringLiteral("verdict-full"));
    case Verdict::Shortened:
        return themedIcon(QStringLiteral("verdict-shortened"));
    case Verdict::NameOnly:
        return themedIcon(QStringLiteral("verdict-name-only"));
    case Verdict::Omitted:
        return themedIcon(QStringLiteral("verdict-omitted"));
    case Verdict::Hidden:
        return themedIcon(QStringLiteral("verdict-hidden"));
    case Verdict::Unparsed:
        return themedIcon(QStringLiteral("verdict-unparsed"));
    case Verdict::Rejected:
        return themedIcon(QStringLiteral("verdict-rejected"));
    case Verdict::Shadowed:
        return themedIcon(QStringLiteral("verdict-shadowed"));
    }
    return {};
}

Verdict worstVerdict(const SkillVisibility &skill)
{
    // Worst first: the file cannot be read, refused, hidden, left out, name only, shortened, shadowed, full.
    static const Verdict order[] = { Verdict::Unparsed, Verdict::Rejected, Verdict::Omitted, Verdict::Hidden,
        Verdict::NameOnly, Verdict::Shortened, Verdict::Shadowed, Verdict::Full };
    for (Verdict v : order)
        for (const ConsumerVerdict &c : skill.consumers)
            if (c.verdict == v)
                return v;
    return Verdict::Full;
}

} // namespace sw::ui
