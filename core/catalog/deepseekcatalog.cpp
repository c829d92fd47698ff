// The deepseek-harness catalog dialect and its re-send rule (see deepseekcatalog.h).
#include "catalog/deepseekcatalog.h"

#include "catalog/catalogtext.h"

#include <QCryptographicHash>

#include <algorithm>

namespace sw {

namespace {
const QLatin1String kInitialIntro(
    "A skill is a reusable set of task-specific instructions. The following skills are available in this session:");
const QLatin1String kReplacementIntro("The available skill catalog changed. This complete catalog replaces every "
                                      "earlier available-skills list in this session:");
const QLatin1String kInstructions(
    "If the user names a skill, or the task clearly matches a skill's description, call the `skill` tool with the "
    "exact skill name before taking task actions. Load all applicable skills, then follow their full instructions. "
    "This catalog contains summaries only; do not infer or follow a skill's instructions until it has been loaded.");

QList<CatalogSkill> codePointOrder(QList<CatalogSkill> skills)
{
    std::stable_sort(skills.begin(), skills.end(), [](const CatalogSkill &a, const CatalogSkill &b) {
        return catalogtext::compareCodePoints(a.name, b.name) < 0;
    });
    return skills;
}
} // namespace

QString deepseekCatalogDescription(const QString &description, int maxLength)
{
    return catalogtext::truncateUtf16(catalogtext::collapseWhitespace(description), std::max(maxLength, 3));
}

QList<CatalogSkill> DeepseekDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    return codePointOrder(skills);
}

QString DeepseekDialect::entry(const CatalogSkill &skill, const CatalogOptions &options) const
{
    return QStringLiteral("- `") + skill.name + QStringLiteral("`: ")
        + catalogtext::xmlEscape(deepseekCatalogDescription(skill.description, options.maxDescriptionLength))
        + QLatin1Char('\n');
}

ListingPlan DeepseekDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    ListingPlan plan = fullListingPlan(skills, order(skills, options));
    const int max = std::max(options.maxDescriptionLength, 3);
    for (ListedSkill &listed : plan.skills) {
        const qsizetype length = catalogtext::collapseWhitespace(skills.at(listed.input).description).size();
        if (length > max) {
            listed.fate = ListingFate::Shortened;
            listed.shortenedBy = int(length - (max - 3));
        }
    }
    return plan;
}

QString renderDeepseekCatalog(
    const QList<CatalogSkill> &skills, const CatalogOptions &options, DeepseekCatalogForm form)
{
    const DeepseekDialect dialect;
    QString out = QStringLiteral("<system-reminder>\n");
    out += form == DeepseekCatalogForm::Initial ? kInitialIntro : kReplacementIntro;
    out += QLatin1String("\n\n<available_skills>\n");
    for (const CatalogSkill &skill : dialect.order(skills, options))
        out += dialect.entry(skill, options);
    out += QLatin1String("</available_skills>\n\n");
    out += kInstructions;
    out += QLatin1String("\n</system-reminder>");
    return out;
}

QString DeepseekDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    if (skills.isEmpty())
        return {};
    return renderDeepseekCatalog(skills, options, DeepseekCatalogForm::Initial);
}

QByteArray deepseekCatalogDigest(const QList<CatalogSkill> &skills, int maxDescriptionLength)
{
    QByteArray json = "[";
    bool first = true;
    for (const CatalogSkill &skill : codePointOrder(skills)) {
        if (!first)
            json += ',';
        first = false;
        json += '[';
        json += catalogtext::jsonQuote(skill.name);
        json += ',';
        json += catalogtext::jsonQuote(deepseekCatalogDescription(skill.description, maxDescriptionLength));
        json += ']';
    }
    json += ']';
    return QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex();
}

DeepseekCatalogTracker::Step DeepseekCatalogTracker::next(
    const QList<CatalogSkill> &skills, const CatalogOptions &options)
{
    Step step;
    step.digest = deepseekCatalogDigest(skills, options.maxDescriptionLength);
    if (!m_lastDigest) {
        if (skills.isEmpty())
            return step;
        step.action = Action::Initial;
        step.text = renderDeepseekCatalog(skills, options, DeepseekCatalogForm::Initial);
    } else {
        if (*m_lastDigest == step.digest)
            return step;
        step.action = Action::Replacement;
        step.text = renderDeepseekCatalog(skills, options, DeepseekCatalogForm::Replacement);
    }
    m_lastDigest = step.digest;
    return step;
}

} // namespace sw
