// Consumer and verdict names, the English wording of reasons and fixes, JSON (see visibility.h).
#include "visibility/visibility.h"

#include "catalog/catalogtext.h"

#include <QJsonObject>

namespace sw {

namespace {
struct ConsumerInfo
{
    Consumer consumer;
    const char *id;
    const char *title;
    const char *dialect;
    const char *client; // the real client whose rules it follows, "" for none
};

// One row per consumer, in allConsumers() order.
const ConsumerInfo kConsumerInfo[] = {
    { Consumer::SkillsRef, "skills-ref", "skills-ref", "agentskills-xml", "" },
    { Consumer::ClaudeUpload, "claude-upload", "Claude upload", "agentskills-xml", "" },
    { Consumer::ClaudeCode, "claude-code", "Claude Code", "claude-code", "claude-code" },
    { Consumer::Codex, "codex", "Codex", "codex", "codex" },
    { Consumer::Opencode, "opencode", "opencode", "opencode", "opencode" },
    { Consumer::GeminiCli, "gemini-cli", "Gemini CLI", "gemini-cli", "gemini-cli" },
    { Consumer::TrpcGo, "trpc-go", "tRPC-Go", "trpc-go", "" },
    { Consumer::TrpcPython, "trpc-python", "tRPC-Python", "trpc-python", "" },
    { Consumer::Deepseek, "deepseek", "deepseek", "deepseek", "" },
    { Consumer::Minimal, "minimal", "minimal", "minimal", "" },
};
static_assert(std::size(kConsumerInfo) == kConsumerCount);

const ConsumerInfo &info(Consumer c)
{
    return kConsumerInfo[int(c)];
}
} // namespace

QList<Consumer> allConsumers()
{
    QList<Consumer> out;
    for (const ConsumerInfo &i : kConsumerInfo)
        out << i.consumer;
    return out;
}

QString consumerId(Consumer consumer)
{
    return QString::fromLatin1(info(consumer).id);
}

std::optional<Consumer> consumerFromId(const QString &id)
{
    for (Consumer c : allConsumers())
        if (consumerId(c) == id)
            return c;
    return std::nullopt;
}

QString consumerTitle(Consumer consumer)
{
    return QString::fromLatin1(info(consumer).title);
}

QString consumerDialect(Consumer consumer)
{
    return QString::fromLatin1(info(consumer).dialect);
}

QString consumerClient(Consumer consumer)
{
    return QString::fromLatin1(info(consumer).client);
}

QString verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Full:
        return QStringLiteral("full");
    case Verdict::Shortened:
        return QStringLiteral("shortened");
    case Verdict::NameOnly:
        return QStringLiteral("name-only");
    case Verdict::Omitted:
        return QStringLiteral("omitted");
    case Verdict::Hidden:
        return QStringLiteral("hidden");
    case Verdict::Unparsed:
        return QStringLiteral("unparsed");
    case Verdict::Rejected:
        return QStringLiteral("rejected");
    case Verdict::Shadowed:
        return QStringLiteral("shadowed");
    }
    return {};
}

std::optional<Verdict> verdictFromId(const QString &id)
{
    for (int v = 0; v < 8; ++v)
        if (verdictId(Verdict(v)) == id)
            return Verdict(v);
    return std::nullopt;
}

namespace {
QString withCommas(qint64 n)
{
    QString digits = QString::number(n < 0 ? -n : n);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return n < 0 ? QLatin1Char('-') + digits : digits;
}
} // namespace

QString describeReason(const ConsumerVerdict &v)
{
    switch (v.reason) {
    case Reason::Listed:
        return QStringLiteral("listed in full");
    case Reason::ShortenedToBudget:
        return QStringLiteral("description shortened by %1 characters to fit the listing budget of %2 %3")
            .arg(withCommas(v.shortenedBy), withCommas(v.budget), v.unit);
    case Reason::ShortenedEntryCap:
        return QStringLiteral("description and when_to_use are cut to %1 characters in the listing: %2 not shown")
            .arg(withCommas(v.limit), withCommas(v.shortenedBy));
    case Reason::ShortenedLoadCap:
        return QStringLiteral("the description is over %1 characters: cut when the skill is loaded, %2 not shown")
            .arg(withCommas(v.limit), withCommas(v.shortenedBy));
    case Reason::ShortenedMaxLength:
        return QStringLiteral("description cut to %1 characters: %2 not shown")
            .arg(withCommas(v.limit), withCommas(v.shortenedBy));
    case Reason::NameOnlyBudget:
        return QStringLiteral("listed by name only: the listing overflows its budget of %1 %2")
            .arg(withCommas(v.budget), v.unit);
    case Reason::NameOnlyOverview:
        return QStringLiteral("named on the additional-skills line only (WithMaxOverviewSkills %1)").arg(v.limit);
    case Reason::NameOnlyUnreadable:
        return QStringLiteral("yaml.safe_load cannot read the frontmatter (%1): listed under the folder name with no "
                              "description")
            .arg(v.message);
    case Reason::OmittedBudget:
        return QStringLiteral("left out of the list: even bare lines exceed the budget of %1 %2")
            .arg(withCommas(v.budget), v.unit);
    case Reason::HiddenModelInvocation:
        return QStringLiteral("disable-model-invocation: true keeps it out of the model's listing (the user can run "
                              "it)");
    case Reason::HiddenPaths:
        return QStringLiteral("paths: listed only after Claude reads or edits a matching file");
    case Reason::HiddenImplicitInvocation:
        return QStringLiteral("agents/openai.yaml policy.allow_implicit_invocation: false keeps it out of the model's "
                              "list (the user can name it)");
    case Reason::HiddenNoDescription:
        return QStringLiteral("no description: loaded, but listed only with one (the model can load it by name)");
    case Reason::ListedFallback:
        return QStringLiteral("listed in full, but with the body's first line as its description (%1)").arg(v.message);
    case Reason::Unparsed: {
        const QString text = v.parser.isEmpty() ? v.message : QStringLiteral("%1: %2").arg(v.parser, v.message);
        return v.line > 0 ? QStringLiteral("%1 (line %2, column %3)").arg(text).arg(v.line).arg(v.column) : text;
    }
    case Reason::Rejected:
        return v.message;
    case Reason::Shadowed:
        return QStringLiteral("a skill of the same name wins: %1 (%2)").arg(v.other, v.policy);
    }
    return {};
}

QString describeFix(const ConsumerVerdict &v)
{
    switch (v.reason) {
    case Reason::Listed:
        return {};
    case Reason::ShortenedToBudget:
    case Reason::OmittedBudget:
        return QStringLiteral("Shorten descriptions, or disable skills you do not use, to leave room in the list");
    case Reason::ShortenedEntryCap:
        return QStringLiteral("Shorten description and when_to_use to %1 characters together").arg(withCommas(v.limit));
    case Reason::ShortenedLoadCap:
    case Reason::ShortenedMaxLength:
        return QStringLiteral("Shorten the description to %1 characters").arg(withCommas(v.limit));
    case Reason::NameOnlyBudget:
        return QStringLiteral("Shorten descriptions across the repository, or raise the listing budget");
    case Reason::NameOnlyOverview:
        return QStringLiteral("Raise WithMaxOverviewSkills, or give the skill a name the request mentions");
    case Reason::NameOnlyUnreadable:
    case Reason::Unparsed:
    case Reason::Rejected:
        return v.fixHint;
    case Reason::HiddenModelInvocation:
        return QStringLiteral("Remove disable-model-invocation: true to let Claude choose the skill");
    case Reason::HiddenPaths:
        return QStringLiteral("Remove paths: to list the skill from the start");
    case Reason::HiddenImplicitInvocation:
        return QStringLiteral("Set policy.allow_implicit_invocation: true in agents/openai.yaml, or remove it");
    case Reason::HiddenNoDescription:
    case Reason::ListedFallback:
        return v.fixHint.isEmpty() ? QStringLiteral("Add description: saying what the skill does and when to use it")
                                   : v.fixHint;
    case Reason::Shadowed:
        return QStringLiteral("Rename one of the skills, or remove the copy");
    }
    return {};
}

CatalogOptions VisibilitySettings::catalogOptions() const
{
    CatalogOptions o;
    o.contextWindowTokens = contextWindowTokens;
    o.claudeRules = claudeRules;
    o.codexRules = codexRules;
    o.opencodeRules = opencodeRules;
    o.claudeBudgetFraction = claudeBudgetFraction;
    o.claudeMaxEntryCharacters = claudeMaxEntryCharacters;
    o.claudeCharBudget = claudeCharBudget;
    o.usageOrder = claudeUsageOrder;
    o.maxDescriptionLength = deepseekMaxDescription;
    o.maxOverviewSkills = trpcMaxOverview;
    return o;
}

bool SkillVisibility::allFull(const QList<Consumer> &selected) const
{
    for (Consumer c : selected)
        if (of(c).verdict != Verdict::Full)
            return false;
    return true;
}

namespace {
QString summaryRules(const VisibilityMatrix &m, Consumer c)
{
    if (int(c) >= m.summaries.size() || m.summaries.at(int(c)).rules.client.isEmpty())
        return {};
    return m.summaries.at(int(c)).rules.describe();
}
} // namespace

QByteArray VisibilityMatrix::toJsonText(const QList<Consumer> &selected) const
{
    QByteArray out = "[";
    for (qsizetype i = 0; i < skills.size(); ++i) {
        const SkillVisibility &s = skills.at(i);
        out += i == 0 ? "\n" : ",\n";
        out += "  {\n    \"name\": " + catalogtext::jsonQuote(s.name)
            + ",\n    \"path\": " + catalogtext::jsonQuote(s.path) + ",\n    \"consumers\": [";
        for (qsizetype k = 0; k < selected.size(); ++k) {
            const ConsumerVerdict &v = s.of(selected.at(k));
            out += k == 0 ? "\n" : ",\n";
            out += "      {\"consumer\": " + catalogtext::jsonQuote(consumerId(selected.at(k)))
                + ", \"verdict\": " + catalogtext::jsonQuote(verdictId(v.verdict))
                + ", \"reason\": " + catalogtext::jsonQuote(describeReason(v));
            if (v.verdict == Verdict::Shortened || v.verdict == Verdict::NameOnly)
                out += ", \"shortened_by\": " + QByteArray::number(v.shortenedBy);
            const QString fix = describeFix(v);
            if (!fix.isEmpty())
                out += ", \"fix\": " + catalogtext::jsonQuote(fix);
            const QString rules = summaryRules(*this, selected.at(k));
            if (!rules.isEmpty())
                out += ", \"rules\": " + catalogtext::jsonQuote(rules);
            out += "}";
        }
        out += selected.isEmpty() ? "]\n  }" : "\n    ]\n  }";
    }
    out += skills.isEmpty() ? "]\n" : "\n]\n";
    return out;
}

QJsonObject VisibilityMatrix::summaryJson() const
{
    QJsonObject out;
    for (const ConsumerSummary &summary : summaries) {
        QJsonObject counts;
        for (int v = 0; v < summary.counts.size(); ++v)
            counts.insert(verdictId(Verdict(v)), summary.counts.at(v));
        out.insert(consumerId(summary.consumer), counts);
    }
    return out;
}

QString VisibilityMatrix::summaryText() const
{
    QString out;
    for (const ConsumerSummary &summary : summaries) {
        QStringList parts;
        for (int v = 0; v < summary.counts.size(); ++v)
            if (summary.counts.at(v) > 0)
                parts << QStringLiteral("%1 %2").arg(summary.counts.at(v)).arg(verdictId(Verdict(v)));
        out += QStringLiteral("  %1 %2%3\n")
                   .arg(consumerId(summary.consumer).leftJustified(14),
                       parts.isEmpty() ? QStringLiteral("no skills") : parts.join(QStringLiteral(", ")),
                       summary.rules.client.isEmpty() ? QString()
                                                      : QStringLiteral(" [%1]").arg(summary.rules.describe()));
    }
    return out;
}

QJsonArray VisibilityMatrix::toJson(const QList<Consumer> &selected) const
{
    QJsonArray out;
    for (const SkillVisibility &s : skills) {
        QJsonArray consumers;
        for (Consumer c : selected) {
            const ConsumerVerdict &v = s.of(c);
            QJsonObject o { { QStringLiteral("consumer"), consumerId(c) },
                { QStringLiteral("verdict"), verdictId(v.verdict) }, { QStringLiteral("reason"), describeReason(v) } };
            if (v.verdict == Verdict::Shortened || v.verdict == Verdict::NameOnly)
                o.insert(QStringLiteral("shortened_by"), v.shortenedBy);
            const QString fix = describeFix(v);
            if (!fix.isEmpty())
                o.insert(QStringLiteral("fix"), fix);
            const QString rules = summaryRules(*this, c);
            if (!rules.isEmpty())
                o.insert(QStringLiteral("rules"), rules);
            consumers.append(o);
        }
        out.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("path"), s.path },
            { QStringLiteral("consumers"), consumers } });
    }
    return out;
}

} // namespace sw
