// Fuzz target: the input (UTF-8, possibly invalid) is split into skills by NUL bytes, each "name\x01description";
// every built-in dialect renders them with options taken from the first byte. Invariants: deepseek descriptions
// stay within the cap and contain no white-space runs, every entry of a line dialect appears in its catalog, the
// tracker re-sends only on a digest change.
#include "catalog/catalogrenderer.h"
#include "catalog/catalogtext.h"
#include "catalog/deepseekcatalog.h"

#include <cstdint>
#include <cstdlib>

using namespace sw;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int control = data[0];
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QList<CatalogSkill> skills;
    for (const QByteArray &part : bytes.split('\0')) {
        const qsizetype cut = part.indexOf('\x01');
        CatalogSkill skill;
        skill.name = QString::fromUtf8(cut < 0 ? part : part.left(cut));
        skill.description = cut < 0 ? QString() : QString::fromUtf8(part.mid(cut + 1));
        skill.location = QStringLiteral("/skills/") + skill.name + QStringLiteral("/SKILL.md");
        skills << skill;
    }
    CatalogOptions options;
    options.maxDescriptionLength = 3 + (control % 40);
    options.maxOverviewSkills = (control >> 6) & 1 ? 2 : 0;
    options.contextWindowTokens = (control >> 7) & 1 ? 500 : 0;
    options.latestUserMessage = skills.first().description;
    if ((control >> 5) & 1)
        options.guidance = QString();

    for (const QString &dialect : builtinCatalogDialectNames()) {
        const QString text = renderCatalog(dialect, skills, options);
        (void)orderCatalogSkills(dialect, skills, options);
        for (const CatalogSkill &skill : skills) {
            const QString entry = renderCatalogEntry(dialect, skill, options);
            if (entry.isEmpty())
                abort();
            const bool listsAll = options.maxOverviewSkills == 0 && options.contextWindowTokens == 0;
            if (listsAll && dialect == QLatin1String("deepseek") && !text.contains(entry))
                abort();
        }
    }
    for (const CatalogSkill &skill : skills) {
        const QString published = deepseekCatalogDescription(skill.description, options.maxDescriptionLength);
        if (published.size() > options.maxDescriptionLength)
            abort();
        for (qsizetype i = 0; i < published.size(); ++i) {
            const bool space = catalogtext::isJsWhitespace(published.at(i).unicode());
            if (space && (published.at(i) != QLatin1Char(' ') || i == 0 || i + 1 == published.size()))
                abort(); // only single inner spaces survive normalisation (a cut may end in " ..." though)
            if (space && i + 1 < published.size() && catalogtext::isJsWhitespace(published.at(i + 1).unicode()))
                abort();
        }
    }
    DeepseekCatalogTracker tracker;
    const auto first = tracker.next(skills, options);
    if (tracker.next(skills, options).action != DeepseekCatalogTracker::Action::None)
        abort();
    QList<CatalogSkill> changed = skills;
    changed.append({ QStringLiteral("zz-added"), QStringLiteral("added"), QStringLiteral("/z") });
    if (tracker.next(changed, options).action != DeepseekCatalogTracker::Action::Replacement)
        abort();
    (void)first;
    return 0;
}
