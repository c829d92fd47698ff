// Extracting a calibration from the probe runs' recorded requests.
#include "calibration/calibrationextract.h"

#include "calibration/calibrationrules.h"

#include "capture/capturedecoder.h"
#include "capture/captureprediction.h"
#include "capture/requestview.h"
#include "catalog/catalogrenderer.h"
#include "catalog/clientfields.h"
#include "repository/skillindex.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <optional>

namespace sw {

namespace {

QString extractCleanPath(const QString &path)
{
    const QString clean = QDir::cleanPath(path);
    const QString canonical = QFileInfo(clean).canonicalFilePath();
    return canonical.isEmpty() ? clean : canonical;
}

struct ExtractedRun
{
    SkillIndexPtr index;
    QList<SkillOutcome> outcomes;
    std::optional<SkillListing> listing;
    RequestView view; // of the request that carried the listing (else the first model call)
    QString partText; // the text that holds the listing
    DecodedExchange decoded;
    ClientIdentity identity;
    HttpHeaders headers;
    int modelCalls = 0;
};

ExtractedRun extractRun(const CalibrationRunCapture &run, CaptureClient client)
{
    ExtractedRun out;
    out.index = scanRoots({ SkillRoot { run.skillsFolder, QStringLiteral("probe"), RootScope::Personal } });
    CaptureDecoder decoder;
    decoder.setSkills(out.index);
    decoder.setClientHint(client);
    bool haveFirst = false;
    for (const CaptureExchange &e : run.exchanges) {
        const DecodedExchange d = decoder.decode(e);
        if (d.api.isEmpty())
            continue;
        ++out.modelCalls;
        const bool firstListing = d.listing && !out.listing;
        if (!haveFirst || firstListing) {
            haveFirst = true;
            out.decoded = d;
            out.identity = d.client;
            out.headers = e.requestHeaders;
            out.view = readRequest(e.path(), e.requestBody);
        }
        if (firstListing) {
            out.listing = d.listing;
            for (const ViewMessage &m : std::as_const(out.view.messages))
                for (const ViewPart &p : m.parts)
                    if (p.path == d.listing->where)
                        out.partText = p.text;
        }
    }
    out.outcomes = decoder.outcomes();
    return out;
}

const ListingEntry *extractEntryFor(const SkillListing &listing, const QString &skillMdPath)
{
    const QString want = extractCleanPath(skillMdPath);
    for (const ListingEntry &e : listing.entries)
        if (!e.skillPath.isEmpty() && extractCleanPath(e.skillPath) == want)
            return &e;
    return nullptr;
}

// The listing's block around its entries in the text that holds it: from the start of its paragraph (or its opening
// tag) to the first entry, and from the last entry to its closing tag (or the end of its paragraph).
void extractWrapper(const SkillListing &listing, const QString &text, Calibration *c)
{
    if (listing.entries.isEmpty() || text.isEmpty())
        return;
    const qsizetype base = qMax<qsizetype>(0, text.indexOf(listing.text));
    const qsizetype first = text.indexOf(listing.entries.first().line, base);
    if (first < 0)
        return;
    qsizetype lastStart = text.indexOf(listing.entries.last().line, first);
    if (lastStart < 0)
        lastStart = first;
    const qsizetype end = lastStart + listing.entries.last().line.size();
    if (listing.entries.size() > 1) {
        const qsizetype end0 = first + listing.entries.first().line.size();
        const qsizetype second = text.indexOf(listing.entries.at(1).line, end0);
        if (second >= end0)
            c->entrySeparator = text.mid(end0, second - end0);
    }
    qsizetype start = 0;
    qsizetype blockEnd = text.size();
    auto closing = [&text, end](const QString &tag) {
        const qsizetype at = text.indexOf(tag, end);
        return at < 0 ? qsizetype(-1) : at + tag.size();
    };
    auto paragraphStart = [&text](qsizetype anchor) {
        if (anchor <= 0)
            return qsizetype(0);
        const qsizetype blank = text.lastIndexOf(QStringLiteral("\n\n"), anchor - 1);
        return blank < 0 ? qsizetype(0) : blank + 2;
    };
    if (listing.decoder == QLatin1String("codex")) {
        const qsizetype open = text.lastIndexOf(QStringLiteral("<skills_instructions>"), first);
        start = open < 0 ? paragraphStart(first) : open;
        const qsizetype close = closing(QStringLiteral("</skills_instructions>"));
        if (close > 0)
            blockEnd = close;
    } else if (listing.decoder == QLatin1String("xml")) {
        const qsizetype open = text.lastIndexOf(QStringLiteral("<available_skills>"), first);
        start = paragraphStart(open < 0 ? first : open);
        // A block of another kind that ends right above it (opencode's </env>) is not the listing's.
        const qsizetype closedAbove = open < 1 ? -1 : text.lastIndexOf(QStringLiteral(">\n"), open - 1);
        if (closedAbove >= start)
            start = closedAbove + 2;
        const qsizetype close = closing(QStringLiteral("</available_skills>"));
        if (close > 0)
            blockEnd = close;
    } else {
        const qsizetype marker = listing.marker.isEmpty() ? -1 : text.lastIndexOf(listing.marker, first);
        start = paragraphStart(marker < 0 ? first : marker);
        const qsizetype blank = text.indexOf(QStringLiteral("\n\n"), end);
        const qsizetype reminder = closing(QStringLiteral("\n</system-reminder>"));
        if (reminder > 0 && (blank < 0 || reminder - 19 <= blank))
            blockEnd = reminder;
        else if (blank >= 0)
            blockEnd = blank;
    }
    c->wrapperBefore = text.mid(start, first - start);
    c->wrapperAfter = text.mid(end, blockEnd - end);
}

// Whether `line` stands in `listing` as a whole entry: after a line break or the indentation of one, before a line
// break or the end.
bool entryInListing(const QString &listing, const QString &line)
{
    if (line.isEmpty())
        return false;
    for (qsizetype at = listing.indexOf(line); at >= 0; at = listing.indexOf(line, at + 1)) {
        qsizetype before = at;
        while (before > 0 && listing.at(before - 1) == QLatin1Char(' '))
            --before;
        const qsizetype end = at + line.size();
        if ((before == 0 || listing.at(before - 1) == QLatin1Char('\n'))
            && (end == listing.size() || listing.at(end) == QLatin1Char('\n')))
            return true;
    }
    return false;
}

QString extractCatalogDialect(AgentClient client)
{
    switch (client) {
    case AgentClient::ClaudeCode:
        return QStringLiteral("claude-code");
    case AgentClient::Codex:
        return QStringLiteral("codex");
    case AgentClient::Opencode:
        return QStringLiteral("opencode");
    case AgentClient::GeminiCli:
        return QStringLiteral("gemini-cli");
    }
    return {};
}

} // namespace

bool clientAcceptsContextWindow(AgentClient client)
{
    return client == AgentClient::Codex || client == AgentClient::Opencode;
}

QString entryTemplate(
    const QString &line, const QString &text, const QString &folder, const QString &name, const QString &location)
{
    const qsizetype at = text.isEmpty() ? -1 : line.indexOf(text);
    const QString head = at < 0 ? line : line.left(at);
    const QString tail = at < 0 ? QString() : line.mid(at + text.size());
    auto substitute = [&folder, &name, &location](QString s) {
        if (!location.isEmpty())
            s.replace(location, QStringLiteral("{location}"));
        static const QRegularExpression alias(QStringLiteral("\\br\\d+/"));
        s.replace(alias, QStringLiteral("{root}/"));
        if (folder != name && !folder.isEmpty()) {
            // The longer first: one may be a prefix of the other.
            const bool folderLonger = folder.size() >= name.size();
            s.replace(
                folderLonger ? folder : name, folderLonger ? QStringLiteral("{folder}") : QStringLiteral("{name}"));
            s.replace(
                folderLonger ? name : folder, folderLonger ? QStringLiteral("{name}") : QStringLiteral("{folder}"));
        } else if (!name.isEmpty()) {
            s.replace(name, QStringLiteral("{name}"));
        }
        return s;
    };
    if (at < 0)
        return substitute(head);
    return substitute(head) + QStringLiteral("{description}") + substitute(tail);
}

Calibration extractCalibration(const CalibrationInput &input)
{
    Calibration c;
    c.createdAt = input.createdAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate) : input.createdAt;
    c.clientId = agentClientId(input.client);
    c.clientName = agentClientName(input.client);
    c.clientVersion = input.version;
    c.program = input.program;
    const CaptureClient captureClient = captureClientFromId(c.clientId).value_or(CaptureClient::Unknown);

    QList<ExtractedRun> runs;
    for (const CalibrationRunCapture &run : input.runs) {
        runs << extractRun(run, captureClient);
        const ExtractedRun &r = runs.last();
        c.runs << CalibrationRun { run.id, int(run.skills.size()), r.modelCalls, r.listing ? r.decoded.number : 0,
            run.wallMs, run.exitCode };
    }
    if (runs.isEmpty())
        return c;
    const ExtractedRun &plain = runs.first();
    if (c.clientVersion.isEmpty())
        c.clientVersion = plain.identity.version;
    c.userAgent = plain.identity.userAgent;
    c.model = plain.decoded.model;
    c.wireApi = plain.decoded.api;
    c.requestPath = QString::fromUtf8(plain.decoded.path);
    if (input.contextWindowOption > 0 && clientAcceptsContextWindow(input.client)) {
        c.contextWindow = input.contextWindowOption;
        c.contextWindowSource = QStringLiteral("option");
    } else {
        QByteArray beta;
        for (const auto &h : plain.headers)
            if (h.first.compare("anthropic-beta", Qt::CaseInsensitive) == 0)
                beta = h.second;
        c.contextWindow = contextWindowFor(captureClient, c.model, QString::fromUtf8(beta));
        c.contextWindowSource = QStringLiteral("client");
        if (input.contextWindowOption > 0)
            c.notes << QStringLiteral("%1 takes no context window from its configuration: --context-window %2 was "
                                      "not passed; the window is the one it gives %3")
                           .arg(c.clientName)
                           .arg(input.contextWindowOption)
                           .arg(c.model);
    }

    // The skill-loading tool: a tool whose name says "skill", else the shell a client reads SKILL.md with.
    for (const ViewTool &t : plain.view.tools)
        if (c.skillToolName.isEmpty() && t.name.contains(QLatin1String("skill"), Qt::CaseInsensitive)) {
            c.skillToolName = t.name;
            c.skillToolKind = QStringLiteral("skill-tool");
            c.skillToolSchema = t.parameters;
        }
    if (c.skillToolName.isEmpty())
        for (const ViewTool &t : plain.view.tools)
            if (c.skillToolName.isEmpty()
                && (t.name == QLatin1String("exec_command") || t.name == QLatin1String("shell")
                    || t.name == QLatin1String("bash") || t.name == QLatin1String("Bash"))) {
                c.skillToolName = t.name;
                c.skillToolKind = QStringLiteral("shell");
                c.skillToolSchema = t.parameters;
            }
    if (c.skillToolName.isEmpty())
        c.notes << QStringLiteral("no tool that loads skills was offered");

    if (plain.listing) {
        const SkillListing &l = *plain.listing;
        c.listingFound = true;
        c.listingDecoder = l.decoder;
        c.placement = l.placement;
        c.where = l.where;
        extractWrapper(l, plain.partText, &c);
        for (const ListingEntry &e : l.entries)
            if (e.builtin || e.skillPath.isEmpty())
                c.builtins << CalibrationBuiltin { e.name, e.text, e.line, e.clientPath };
    } else {
        c.notes << QStringLiteral("no request of the plain run carried a skill listing");
    }

    // Per probe skill: observed, predicted, lines; the formats from the probes that show them.
    const QString dialect = extractCatalogDialect(input.client);
    // The prediction follows this calibration's own rules (its built-in skills as sent, its placement) and, for Codex,
    // the system root the run's roots table names (the probe home's, not the user's $CODEX_HOME).
    auto rulesFor = [&c, &input](const ExtractedRun &r) {
        ClientRulesInUse rules;
        if (input.client == AgentClient::ClaudeCode) {
            rules.claudeCode = claudeCodeRulesFrom(c, QStringLiteral("probe"));
        } else if (input.client == AgentClient::Codex) {
            auto codex = std::make_shared<CodexRules>(*codexRulesFrom(c, QStringLiteral("probe")));
            static const QRegularExpression systemRoot(
                QStringLiteral("^- `r\\d+` = `([^`]*/\\.system)`$"), QRegularExpression::MultilineOption);
            const QRegularExpressionMatch m = systemRoot.match(r.partText);
            if (m.hasMatch())
                codex->systemRoot = m.captured(1);
            rules.codex = codex;
        } else if (input.client == AgentClient::Opencode) {
            rules.opencode = opencodeRulesFrom(c, QStringLiteral("probe"));
        }
        return rules;
    };
    for (qsizetype ri = 0; ri < runs.size(); ++ri) {
        const ExtractedRun &r = runs.at(ri);
        const CalibrationRunCapture &run = input.runs.at(ri);
        const ClientRulesInUse probeRules = rulesFor(r);
        const QHash<QString, PredictedVerdict> predicted
            = predictVerdicts(r.index, captureClient, c.contextWindow, c.model, &probeRules);
        // The dialect's whole listing of the run: an entry's line is predicted as it stands there (Codex aliases the
        // roots only in a whole listing).
        CatalogOptions listingOptions;
        listingOptions.contextWindowTokens = c.contextWindow;
        listingOptions.model = c.model;
        listingOptions.claudeRules = probeRules.claudeCode;
        listingOptions.codexRules = probeRules.codex;
        listingOptions.opencodeRules = probeRules.opencode;
        QString wholeListing;
        if (!dialect.isEmpty() && r.index) {
            QList<CatalogSkill> all;
            for (const SkillRecord &rec : r.index->all()) // the client dialects decide about equal names themselves
                all << CatalogSkill { rec.name, rec.description, rec.skillMdPath, clientFieldsOf(rec, *r.index) };
            wholeListing = renderCatalog(dialect, all, listingOptions);
        }
        QHash<QString, SkillOutcome> outcomeByPath;
        for (const SkillOutcome &o : r.outcomes)
            outcomeByPath.insert(extractCleanPath(o.path), o);
        for (const ProbeSkill &p : run.skills) {
            const QString skillMd
                = extractCleanPath(QDir(run.skillsFolder).filePath(p.folder + QStringLiteral("/SKILL.md")));
            CalibrationProbeSkill cp;
            cp.probe = p.probe;
            cp.run = run.id;
            cp.folder = p.folder;
            cp.name = p.name;
            cp.descriptionLength = int(p.description.size());
            const SkillOutcome o = outcomeByPath.value(skillMd);
            cp.observed = o.observed.isEmpty() ? QStringLiteral("absent") : o.observed;
            cp.observedShortenedBy = o.observedShortenedBy;
            if (r.listing)
                if (const ListingEntry *e = extractEntryFor(*r.listing, skillMd)) {
                    cp.line = e->line;
                    cp.text = e->text;
                    cp.observed = e->verdict.isEmpty() ? cp.observed : e->verdict;
                    cp.observedShortenedBy = e->shortenedBy;
                    if (ri == 0 && p.probe == QLatin1String("short"))
                        c.entryFormat = entryTemplate(e->line, e->text, p.folder, p.name, e->clientPath);
                    if (ri == 0 && p.probe == QLatin1String("renamed"))
                        c.renamedEntryFormat = entryTemplate(e->line, e->text, p.folder, p.name, e->clientPath);
                    if (c.nameOnlyFormat.isEmpty() && e->verdict == QLatin1String("name-only"))
                        c.nameOnlyFormat = entryTemplate(e->line, e->text, p.folder, p.name, e->clientPath);
                }
            if (predicted.contains(skillMd)) {
                const PredictedVerdict &v = predicted[skillMd];
                cp.predicted = v.verdict;
                cp.predictedShortenedBy = v.shortenedBy;
                cp.predictedReason = v.reason;
            }
            if (!dialect.isEmpty() && r.index)
                for (const SkillRecord &rec : r.index->all())
                    if (extractCleanPath(rec.skillMdPath) == skillMd) {
                        const CatalogSkill skill { rec.name, rec.description, rec.skillMdPath,
                            clientFieldsOf(rec, *r.index) };
                        QString line = renderCatalogEntry(dialect, skill, listingOptions);
                        while (line.endsWith(QLatin1Char('\n')))
                            line.chop(1);
                        // The entry's indentation belongs to the separator the observed lines are cut at (XML).
                        while (line.startsWith(QLatin1Char(' ')))
                            line.remove(0, 1);
                        cp.predictedLine = entryInListing(wholeListing, cp.line) ? cp.line : line;
                    }
            c.probes << cp;
        }
        if (run.id == QLatin1String("overflow")) {
            c.overflowRun = true;
            c.overflowSkills = int(run.skills.size());
            for (const CalibrationProbeSkill &cp : std::as_const(c.probes)) {
                if (cp.run != run.id)
                    continue;
                if (cp.observed == QLatin1String("full"))
                    ++c.overflowFull;
                else if (cp.observed == QLatin1String("shortened"))
                    ++c.overflowShortened;
                else if (cp.observed == QLatin1String("name-only"))
                    ++c.overflowNameOnly;
                else
                    ++c.overflowAbsent;
            }
            c.overflowListingChars = r.listing ? int(r.listing->text.size()) : 0;
            if (!r.listing)
                c.notes << QStringLiteral("no request of the overflow run carried a skill listing");
        }
    }
    return c;
}

} // namespace sw
