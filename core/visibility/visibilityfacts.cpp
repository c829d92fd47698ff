// The per-skill facts of the visibility matrix (see visibilityfacts.h).
#include "visibility/visibilityfacts.h"

#include "catalog/catalogtext.h"
#include "catalog/clientfields.h"
#include "catalog/geminiclidialect.h"
#include "skill/clientreadings.h"
#include "skill/validator.h"
#include "visibility/consumerreading.h"

#include <QFile>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#else
#include <QFileInfo>
#endif

namespace sw::visibilityfacts {

qint64 fileStamp(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    return qint64(st.st_mtim.tv_sec) * 1000000007LL + qint64(st.st_mtim.tv_nsec) * 31 + qint64(st.st_size) + 1;
#else
    const QFileInfo info(path);
    return info.exists() ? info.lastModified().toMSecsSinceEpoch() * 1000003LL + info.size() + 1 : 0;
#endif
}

QString openaiYamlPath(const QString &folder)
{
    return folder + QStringLiteral("/agents/openai.yaml");
}

ConsumerVerdict verdict(Consumer c, Verdict v, Reason r)
{
    ConsumerVerdict out;
    out.consumer = c;
    out.verdict = v;
    out.reason = r;
    return out;
}

namespace {
ConsumerVerdict fromDiagnostics(
    Consumer c, const SkillDocument &doc, const QList<Diagnostic> &diagnostics, bool *loaded)
{
    const ConsumerReading reading = consumerReading(c, doc, diagnostics);
    if (!reading.parsed) {
        *loaded = false;
        ConsumerVerdict v = verdict(c, Verdict::Unparsed, Reason::Unparsed);
        v.message = reading.message;
        v.parser = reading.parser;
        v.line = reading.position.line;
        v.column = reading.position.column;
        v.fixHint = reading.fixHint;
        return v;
    }
    for (const Diagnostic &d : diagnostics) {
        if (d.severity != Severity::Error)
            continue;
        *loaded = false;
        ConsumerVerdict v = verdict(c, Verdict::Rejected, Reason::Rejected);
        v.message = d.message;
        v.line = d.line;
        v.column = d.column;
        v.fixHint = d.fixHint;
        return v;
    }
    *loaded = true;
    return {};
}
// A client's own reading refused the skill: its YAML parser (`parser`) could not read the frontmatter (unparsed), or
// it read it and does not load the skill (rejected, "CLIENT does not load this skill: ...").
ConsumerVerdict notLoaded(
    Consumer c, bool yamlRefused, const QString &refusal, const QString &client, const QString &parser)
{
    if (yamlRefused) {
        ConsumerVerdict v = verdict(c, Verdict::Unparsed, Reason::Unparsed);
        v.message = refusal;
        v.parser = parser;
        return v;
    }
    ConsumerVerdict v = verdict(c, Verdict::Rejected, Reason::Rejected);
    v.message = QStringLiteral("%1 does not load this skill: %2").arg(client, refusal);
    return v;
}
} // namespace

std::shared_ptr<const SkillFacts> readFacts(const SkillRecord &record, const SkillIndex &index)
{
    auto facts = std::make_shared<SkillFacts>();
    facts->path = record.skillMdPath;
    facts->folder = record.folder;
    const QString folderName = record.folder.section(QLatin1Char('/'), -1);
    if (!record.document) {
        facts->name = record.name.isEmpty() ? folderName : record.name;
        for (Consumer c : allConsumers()) {
            ConsumerFacts &f = facts->consumers[int(c)];
            f.loaded = false;
            f.early = verdict(c, Verdict::Unparsed, Reason::Unparsed);
            f.early.message = QStringLiteral("SKILL.md could not be read");
        }
        return facts;
    }
    const SkillDocument &doc = *record.document;
    const QString strictName = doc.name().trimmed();
    facts->name = strictName.isEmpty() ? folderName : strictName;
    const ClientFields client = clientFieldsOf(record, index);
    const QList<Diagnostic> spec = validateSkill(doc, {}, RuleSets(RuleSet::Spec));
    const QList<Diagnostic> upload = validateSkill(doc, {}, RuleSets(RuleSet::Claude));
    const QList<Diagnostic> codex = validateSkill(doc, {}, RuleSets(RuleSet::Codex));
    const CatalogSkill strict { facts->name, doc.description(), record.skillMdPath, client };

    for (Consumer c : allConsumers()) {
        ConsumerFacts &f = facts->consumers[int(c)];
        f.name = facts->name;
        f.catalog = strict;
        switch (c) {
        case Consumer::SkillsRef:
            f.early = fromDiagnostics(c, doc, spec, &f.loaded);
            break;
        case Consumer::ClaudeUpload:
            f.early = fromDiagnostics(c, doc, upload, &f.loaded);
            break;
        case Consumer::Codex: {
            // Codex's own reading (its frontmatter split, its YAML repair); the codex rule set adds fix hints.
            f.name = client.codexName.value_or(f.name);
            if (!client.codexLoaded) {
                f.loaded = false;
                const CodexReading reading = readAsCodex(doc, folderName);
                f.early = notLoaded(c, reading.yamlRefused, reading.refusal, QStringLiteral("Codex"),
                    QStringLiteral("serde_yaml 0.9 (libyaml)"));
                f.early.line = reading.position.line;
                f.early.column = reading.position.column;
                for (const Diagnostic &d : codex)
                    if (d.severity == Severity::Error && !d.fixHint.isEmpty()) {
                        f.early.fixHint = d.fixHint;
                        break;
                    }
            } else if (!client.implicitInvocation) {
                f.hidden = true;
                f.early = verdict(c, Verdict::Hidden, Reason::HiddenImplicitInvocation);
            }
            break;
        }
        case Consumer::ClaudeCode: {
            // Claude Code loads every SKILL.md it can read: a frontmatter it cannot parse is dropped, the body stands
            // in. Skills are keyed by their folder's name.
            f.name = client.folder.isEmpty() ? folderName : client.folder;
            if (!client.modelInvocable) {
                f.hidden = true;
                f.early = verdict(c, Verdict::Hidden, Reason::HiddenModelInvocation);
            } else if (client.conditionalPaths) {
                f.hidden = true;
                f.early = verdict(c, Verdict::Hidden, Reason::HiddenPaths);
            } else if (client.claudeFrontmatterIgnored || client.claudeDescription.value_or(QString()).isEmpty()) {
                f.fallback = true;
                f.fallbackWhy = client.claudeFrontmatterIgnored
                    ? QStringLiteral("its YAML parser cannot read the frontmatter: %1")
                          .arg(readAsClaudeCode(doc).parseError)
                    : QStringLiteral("no description");
            }
            break;
        }
        case Consumer::Opencode: {
            f.name = client.opencodeName.value_or(f.name);
            if (!client.opencodeLoaded) {
                f.loaded = false;
                const OpencodeReading reading = readAsOpencode(doc);
                f.early = notLoaded(c, reading.yamlRefused, reading.refusal, QStringLiteral("opencode"),
                    QStringLiteral("js-yaml 3 (gray-matter)"));
            } else if (!client.opencodeDescription) {
                f.hidden = true;
                f.early = verdict(c, Verdict::Hidden, Reason::HiddenNoDescription);
            }
            break;
        }
        case Consumer::GeminiCli: {
            // Gemini CLI's reading (js-yaml, then its line reader); no field hides a skill, no budget cuts one.
            f.name = client.geminiName.value_or(f.name);
            if (!client.geminiLoaded) {
                f.loaded = false;
                f.early = geminiCliRefusal(doc);
            }
            break;
        }
        case Consumer::TrpcGo:
            f.name = doc.lenient.name;
            f.catalog = CatalogSkill { doc.lenient.name, doc.lenient.description, record.skillMdPath, client };
            f.early = fromDiagnostics(c, doc, {}, &f.loaded);
            break;
        case Consumer::TrpcPython: {
            const ConsumerReading python = consumerReading(c, doc, {});
            if (!python.parsed || !doc.frontmatterIsMapping) {
                // _repository.py drops the frontmatter: the folder's name, no description.
                f.name = folderName;
                f.catalog = CatalogSkill { folderName, QString(), record.skillMdPath, client };
                if (doc.startsWithFrontmatter && doc.frontmatterClosed) {
                    f.unreadable = true;
                    f.early = verdict(c, Verdict::NameOnly, Reason::NameOnlyUnreadable);
                    f.early.message
                        = python.parsed ? QStringLiteral("the frontmatter is not a mapping") : python.message;
                    f.early.line = python.position.line;
                    f.early.parser = python.parser;
                }
            } else {
                f.name = strictName.isEmpty() ? folderName : strictName;
                f.catalog = CatalogSkill { f.name, doc.description().trimmed(), record.skillMdPath, client };
            }
            break;
        }
        case Consumer::Deepseek:
            f.early = fromDiagnostics(c, doc, {}, &f.loaded);
            f.listedLength = catalogtext::collapseWhitespace(doc.description()).size();
            break;
        case Consumer::Minimal:
            f.early = fromDiagnostics(c, doc, {}, &f.loaded);
            break;
        }
    }
    return facts;
}

} // namespace sw::visibilityfacts
