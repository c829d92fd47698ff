// The per-layer token report and its per-skill cache (see tokenreport.h).
#include "catalog/tokenreport.h"

#include "common/backgroundpool.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace sw {

// ---- ReportSkill ----

QByteArray ReportSkill::contentHash() const
{
    QCryptographicHash hash(QCryptographicHash::Blake2b_256);
    const auto add = [&hash](const QString &text) {
        // Length-prefixed UTF-16 units: no conversion, and no two field lists give the same byte stream.
        const qint64 size = text.size();
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&size), sizeof size));
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(text.constData()), size * qsizetype(sizeof(QChar))));
    };
    add(name);
    add(description);
    add(location);
    add(body);
    for (const ReportDoc &doc : docs) {
        add(doc.path);
        add(doc.content);
    }
    add(QStringLiteral("\x01tools"));
    for (const QString &tool : tools)
        add(tool);
    add(QStringLiteral("\x01client"));
    const auto addOptional
        = [&add](const std::optional<QString> &text) { add(text ? QStringLiteral("1") + *text : QStringLiteral("0")); };
    add(client.folder);
    addOptional(client.claudeName);
    addOptional(client.claudeDescription);
    add(client.whenToUse);
    add(client.bodyFirstLine);
    add(client.root);
    addOptional(client.codexName);
    addOptional(client.codexDescription);
    addOptional(client.opencodeName);
    addOptional(client.opencodeDescription);
    addOptional(client.geminiName);
    add(client.geminiDescription);
    const QString flags = QStringLiteral("%1%2%3%4%5%6%7 %8 %9 %10")
                              .arg(int(client.modelInvocable))
                              .arg(int(client.conditionalPaths))
                              .arg(int(client.implicitInvocation))
                              .arg(int(client.claudeFrontmatterIgnored))
                              .arg(int(client.codexLoaded))
                              .arg(int(client.opencodeLoaded))
                              .arg(int(client.geminiLoaded))
                              .arg(client.codexScope)
                              .arg(client.geminiSource)
                              .arg(client.rootIndex);
    add(flags);
    return hash.result();
}

bool ReportSkill::operator==(const ReportSkill &other) const
{
    return name == other.name && description == other.description && location == other.location && body == other.body
        && tools == other.tools && docs == other.docs && client == other.client;
}

// ---- ChunkedTokenCounter ----

ChunkedTokenCounter::ChunkedTokenCounter(std::shared_ptr<const Tokenizer> tokenizer)
    : m_tokenizer(std::move(tokenizer))
{ }

int ChunkedTokenCounter::count(const QString &text)
{
    // A chunk may end after "\n" when the next character is neither white space nor '/': no pre-tokenizer piece
    // of o200k_base or cl100k_base can then cross the boundary (pieces holding a newline are white space only,
    // or punctuation followed by [\r\n/]*), so the sum of the chunk counts equals the count of the whole text.
    m_countedLastCall = 0;
    int total = 0;
    qsizetype start = 0;
    const qsizetype size = text.size();
    const auto flush = [&](qsizetype end) {
        if (end <= start)
            return;
        const QByteArray chunk = QStringView(text).mid(start, end - start).toUtf8();
        auto it = m_cache.constFind(chunk);
        if (it == m_cache.constEnd()) {
            it = m_cache.insert(chunk, m_tokenizer->count(chunk));
            ++m_countedLastCall;
        }
        total += *it;
        start = end;
    };
    for (qsizetype i = 0; i + 1 < size; ++i) {
        if (text.at(i) != QLatin1Char('\n'))
            continue;
        const QChar next = text.at(i + 1);
        if (next.isSpace() || next == QLatin1Char('/') || next.isSurrogate() || next.unicode() == 0xFEFF
            || next.unicode() == 0x85 || next.unicode() == 0x180E)
            continue;
        flush(i + 1);
    }
    flush(size);
    return total;
}

// ---- TokenReportBuilder ----

TokenReportBuilder::TokenReportBuilder(TokenReportOptions options)
    : m_options(std::move(options))
    , m_tokenizer(Tokenizer::forEncoding(m_options.encoding))
    , m_catalogCounter(m_tokenizer)
{ }

TokenReportBuilder::~TokenReportBuilder() = default;

QByteArray TokenReportBuilder::optionsKey() const
{
    return m_options.dialect.toUtf8() + '\0' + QByteArray::number(int(m_options.encoding)) + '\0'
        + QByteArray::number(m_options.catalog.maxDescriptionLength);
}

void TokenReportBuilder::setOptions(const TokenReportOptions &options)
{
    const QByteArray before = optionsKey();
    const Encoding oldEncoding = m_options.encoding;
    m_options = options;
    if (oldEncoding != m_options.encoding) {
        m_tokenizer = Tokenizer::forEncoding(m_options.encoding);
        m_catalogCounter = ChunkedTokenCounter(m_tokenizer);
    }
    if (before != optionsKey()) {
        QList<ReportSkill> skills;
        for (const Entry &entry : std::as_const(m_skills))
            skills << entry.skill;
        m_skills.clear();
        m_byContent.clear();
        setSkills(skills);
    }
}

SkillTokens TokenReportBuilder::countSkill(const ReportSkill &skill) const
{
    const Tokenizer &tokenizer = *m_tokenizer;
    SkillTokens t;
    t.name = skill.name;
    const QString entry = renderCatalogEntry(m_options.dialect, skill.catalogSkill(), m_options.catalog);
    t.entryCharacters = int(entry.size());
    t.entryTokens = tokenizer.count(entry.toUtf8());
    t.bodyTokens = tokenizer.count(skill.body.toUtf8());
    for (const ReportDoc &doc : skill.docs) {
        const int tokens = tokenizer.count(doc.content.toUtf8());
        t.docs.append({ doc.path, tokens });
        t.docsTokens += tokens;
    }
    if (!skill.tools.isEmpty())
        t.toolsTokens = tokenizer.count(skill.tools.join(QLatin1Char('\n')).toUtf8());
    return t;
}

void TokenReportBuilder::setSkills(const QList<ReportSkill> &skills)
{
    QHash<QString, Entry> next;
    next.reserve(skills.size());
    QList<Entry> toCount;
    m_reused = 0;
    for (const ReportSkill &skill : skills) {
        const auto it = m_skills.constFind(skill.name);
        if (it != m_skills.constEnd() && it->skill == skill) {
            next.insert(skill.name, *it);
            ++m_reused;
            continue;
        }
        Entry entry { skill.contentHash(), skill, {} };
        if (const auto known = m_byContent.constFind(entry.hash); known != m_byContent.constEnd()) {
            entry.tokens = *known;
            next.insert(skill.name, entry);
            ++m_reused;
            continue;
        }
        toCount.append(entry);
    }
    m_counted = int(toCount.size());
    if (toCount.size() > 64) {
        Entry *entries = toCount.data();
        parallelFor(toCount.size(), [this, entries](qsizetype i) { entries[i].tokens = countSkill(entries[i].skill); });
    } else {
        for (Entry &entry : toCount)
            entry.tokens = countSkill(entry.skill);
    }
    for (Entry &entry : toCount) {
        m_byContent.insert(entry.hash, entry.tokens);
        next.emplace(entry.skill.name, std::move(entry));
    }
    m_skills = std::move(next);
}

void TokenReportBuilder::updateSkill(const ReportSkill &skill)
{
    const auto it = m_skills.constFind(skill.name);
    if (it != m_skills.constEnd() && it->skill == skill) {
        m_counted = 0;
        m_reused = 1;
        return;
    }
    Entry entry { skill.contentHash(), skill, {} };
    if (const auto known = m_byContent.constFind(entry.hash); known != m_byContent.constEnd()) {
        entry.tokens = *known;
        m_counted = 0;
        m_reused = 1;
    } else {
        entry.tokens = countSkill(skill);
        m_byContent.insert(entry.hash, entry.tokens);
        m_counted = 1;
        m_reused = 0;
    }
    m_skills.insert(skill.name, entry);
}

bool TokenReportBuilder::removeSkill(const QString &name)
{
    return m_skills.remove(name) > 0;
}

TokenReport TokenReportBuilder::report()
{
    TokenReport r;
    r.dialect = m_options.dialect;
    r.encoding = m_options.encoding;
    r.exact = m_tokenizer->isExact();
    r.contextWindowTokens = m_options.contextWindowTokens;

    QList<CatalogSkill> catalogSkills;
    catalogSkills.reserve(m_skills.size());
    for (const Entry &entry : std::as_const(m_skills))
        catalogSkills << entry.skill.catalogSkill();
    // A deterministic input order (by name) for dialects that keep their argument order.
    std::sort(catalogSkills.begin(), catalogSkills.end(),
        [](const CatalogSkill &a, const CatalogSkill &b) { return a.name < b.name; });
    const QList<CatalogSkill> ordered = orderCatalogSkills(m_options.dialect, catalogSkills, m_options.catalog);
    const QString catalog = renderCatalog(m_options.dialect, catalogSkills, m_options.catalog);
    r.catalogCharacters = int(catalog.size());
    r.catalogTokens = m_catalogCounter.count(catalog);

    for (const CatalogSkill &skill : ordered) {
        const Entry &entry = m_skills[skill.name];
        r.skills << entry.tokens;
        r.bodyTokens += entry.tokens.bodyTokens;
        r.docTokens += entry.tokens.docsTokens;
        r.toolTokens += entry.tokens.toolsTokens;
        if (entry.tokens.entryCharacters > 1536)
            r.longEntries << skill.name;
    }
    r.fullInjectionSkillMdTokens = r.bodyTokens;
    r.fullInjectionAllTokens = r.bodyTokens + r.docTokens;
    const auto saving
        = [&](qint64 full) { return full > 0 ? 100.0 * (1.0 - double(r.catalogTokens) / double(full)) : 0.0; };
    r.savingSkillMdPercent = saving(r.fullInjectionSkillMdTokens);
    r.savingAllPercent = saving(r.fullInjectionAllTokens);

    if (r.contextWindowTokens > 0) {
        r.catalogSharePercent = 100.0 * double(r.catalogTokens) / double(r.contextWindowTokens);
        // Each client's own listing of these skills for this window (the same plans the visibility matrix uses).
        CatalogOptions listing = m_options.catalog;
        listing.contextWindowTokens = r.contextWindowTokens;
        for (const auto &[client, dialect, share] :
            { std::tuple { QStringLiteral("Claude Code"), QStringLiteral("claude-code"), 1.0 },
                { QStringLiteral("Codex"), QStringLiteral("codex"), 2.0 } }) {
            ContextBudget budget;
            budget.client = client;
            budget.sharePercent = share;
            budget.budgetTokens = int(double(r.contextWindowTokens) * share / 100.0);
            const ListingPlan plan = planCatalog(dialect, catalogSkills, listing);
            budget.unit = plan.unit;
            budget.budget = plan.budget;
            budget.used = plan.used;
            for (const ListedSkill &s : plan.skills) {
                if (s.fate == ListingFate::Full || s.input < 0)
                    continue;
                budget.cut << catalogSkills.at(s.input).name;
                budget.shortened += s.fate == ListingFate::Shortened ? 1 : 0;
                budget.nameOnly += s.fate == ListingFate::NameOnly ? 1 : 0;
                budget.omitted += s.fate == ListingFate::Omitted ? 1 : 0;
            }
            budget.fits = budget.cut.isEmpty();
            r.budgets << budget;
        }
    }
    return r;
}

TokenReport buildTokenReport(const QList<ReportSkill> &skills, const TokenReportOptions &options)
{
    TokenReportBuilder builder(options);
    builder.setSkills(skills);
    return builder.report();
}

// ---- Output ----

QJsonObject TokenReport::toJson() const
{
    QJsonArray rows;
    for (const SkillTokens &s : skills) {
        QJsonArray docsJson;
        for (const DocTokens &d : s.docs)
            docsJson.append(QJsonObject { { QStringLiteral("path"), d.path }, { QStringLiteral("tokens"), d.tokens } });
        rows.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("entry"), s.entryTokens },
            { QStringLiteral("body"), s.bodyTokens }, { QStringLiteral("docs"), docsJson },
            { QStringLiteral("docs_total"), s.docsTokens }, { QStringLiteral("tools"), s.toolsTokens } });
    }
    QJsonArray budgetsJson;
    for (const ContextBudget &b : budgets) {
        budgetsJson.append(QJsonObject { { QStringLiteral("client"), b.client },
            { QStringLiteral("share_percent"), b.sharePercent }, { QStringLiteral("budget_tokens"), b.budgetTokens },
            { QStringLiteral("unit"), b.unit }, { QStringLiteral("budget"), b.budget },
            { QStringLiteral("used"), b.used }, { QStringLiteral("fits"), b.fits },
            { QStringLiteral("shortened"), b.shortened }, { QStringLiteral("name_only"), b.nameOnly },
            { QStringLiteral("omitted"), b.omitted }, { QStringLiteral("cut"), QJsonArray::fromStringList(b.cut) } });
    }
    return QJsonObject {
        { QStringLiteral("dialect"), dialect },
        { QStringLiteral("encoding"), encodingName(encoding) },
        { QStringLiteral("exact"), exact },
        { QStringLiteral("skills"), rows },
        { QStringLiteral("totals"),
            QJsonObject { { QStringLiteral("skills"), int(skills.size()) },
                { QStringLiteral("catalog"), catalogTokens },
                { QStringLiteral("catalog_characters"), catalogCharacters }, { QStringLiteral("bodies"), bodyTokens },
                { QStringLiteral("docs"), docTokens }, { QStringLiteral("tools"), toolTokens },
                { QStringLiteral("full_injection_skill_md"), fullInjectionSkillMdTokens },
                { QStringLiteral("full_injection_all"), fullInjectionAllTokens },
                { QStringLiteral("saving_skill_md_percent"), savingSkillMdPercent },
                { QStringLiteral("saving_all_percent"), savingAllPercent } } },
        { QStringLiteral("context"),
            QJsonObject { { QStringLiteral("window_tokens"), contextWindowTokens },
                { QStringLiteral("catalog_share_percent"), catalogSharePercent },
                { QStringLiteral("budgets"), budgetsJson },
                { QStringLiteral("entries_over_1536_chars"), QJsonArray::fromStringList(longEntries) } } },
    };
}

QString TokenReport::toText() const
{
    const QLocale locale(QLocale::English);
    const QString approx = exact ? QString() : QStringLiteral("≈");
    const auto n = [&](qint64 v) { return approx + locale.toString(v); };
    const auto pct = [](double v) { return QString::number(v, 'f', 2) + QLatin1Char('%'); };
    QString out;
    out += QStringLiteral("Token report: dialect %1, encoding %2%3\n")
               .arg(dialect, encodingName(encoding),
                   exact ? QString() : QStringLiteral(" (estimate: rank data missing)"));
    out += QStringLiteral("Skills: %1\n\n").arg(skills.size());
    out += QStringLiteral("Layer 1  catalog (always paid)        %1 tokens (%2 characters)\n")
               .arg(n(catalogTokens), locale.toString(catalogCharacters));
    out += QStringLiteral("Layer 2  SKILL.md bodies (on demand)  %1 tokens\n").arg(n(bodyTokens));
    out += QStringLiteral("Layer 3  docs (on demand)             %1 tokens\n").arg(n(docTokens));
    out += QStringLiteral("Declared tools                        %1 tokens\n").arg(n(toolTokens));
    out += QStringLiteral("Full injection, SKILL.md only         %1 tokens; progressive saves %2\n")
               .arg(n(fullInjectionSkillMdTokens), pct(savingSkillMdPercent));
    out += QStringLiteral("Full injection, all docs              %1 tokens; progressive saves %2\n")
               .arg(n(fullInjectionAllTokens), pct(savingAllPercent));
    if (contextWindowTokens > 0) {
        out += QStringLiteral("\nContext window %1 tokens: the catalog takes %2\n")
                   .arg(locale.toString(contextWindowTokens), pct(catalogSharePercent));
        for (const ContextBudget &b : budgets) {
            out += QStringLiteral("  %1 (%2% = %3 tokens; its listing uses %4 of %5 %6): ")
                       .arg(b.client, QString::number(b.sharePercent), locale.toString(b.budgetTokens),
                           locale.toString(b.used), locale.toString(b.budget), b.unit);
            if (b.fits) {
                out += QStringLiteral("every skill in full\n");
                continue;
            }
            QStringList parts;
            if (b.shortened)
                parts << QStringLiteral("%1 shortened").arg(b.shortened);
            if (b.nameOnly)
                parts << QStringLiteral("%1 by name only").arg(b.nameOnly);
            if (b.omitted)
                parts << QStringLiteral("%1 omitted").arg(b.omitted);
            out += parts.join(QStringLiteral(", ")) + QStringLiteral(": ") + b.cut.mid(0, 10).join(QStringLiteral(", "))
                + (b.cut.size() > 10 ? QStringLiteral(", ...") : QString()) + QLatin1Char('\n');
        }
        if (!longEntries.isEmpty())
            out += QStringLiteral("  Entries over Claude Code's 1,536 characters: %1\n")
                       .arg(longEntries.join(QStringLiteral(", ")));
    }
    int width = 5;
    for (const SkillTokens &s : skills)
        width = std::max(width, int(s.name.size()));
    out += QStringLiteral("\n%1  %2  %3  %4  %5\n")
               .arg(QStringLiteral("skill"), -width)
               .arg(QStringLiteral("entry"), 7)
               .arg(QStringLiteral("body"), 7)
               .arg(QStringLiteral("docs"), 7)
               .arg(QStringLiteral("tools"), 6);
    for (const SkillTokens &s : skills) {
        out += QStringLiteral("%1  %2  %3  %4  %5\n")
                   .arg(s.name, -width)
                   .arg(n(s.entryTokens), 7)
                   .arg(n(s.bodyTokens), 7)
                   .arg(n(s.docsTokens), 7)
                   .arg(n(s.toolsTokens), 6);
        for (const DocTokens &d : s.docs)
            out += QStringLiteral("%1    %2 %3\n").arg(QString(), -width).arg(n(d.tokens), 7).arg(d.path);
    }
    return out;
}

} // namespace sw
