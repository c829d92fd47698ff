// Client rules from calibrations (see calibrationrules.h).
#include "calibration/calibrationrules.h"

#include "catalog/catalogtext.h"

#include <QDir>
#include <QFileInfo>

namespace sw {

namespace {

ClientRulesOrigin originOf(const Calibration &c, const ClientRulesOrigin &pinned, const QString &file)
{
    ClientRulesOrigin o = pinned;
    if (!c.clientVersion.isEmpty())
        o.version = c.clientVersion;
    o.source = QStringLiteral("calibration %1").arg(QDir::toNativeSeparators(file));
    return o;
}

const ClientBuiltinSkill *pinnedBuiltin(const QList<ClientBuiltinSkill> &builtins, const QString &name)
{
    for (const ClientBuiltinSkill &b : builtins)
        if (b.name == name)
            return &b;
    return nullptr;
}

int codePoints(const QString &text)
{
    return int(text.toUcs4().size());
}

// The calibration's built-in skills as the rules keep them: the texts as sent, their lengths in the client's unit;
// what the traffic cannot show (Claude Code's "never shortened", Codex's path under its system root) from the pinned
// entry of the same name.
QList<ClientBuiltinSkill> builtinsFrom(
    const Calibration &c, const QList<ClientBuiltinSkill> &pinned, bool utf16, bool columns)
{
    QList<ClientBuiltinSkill> out;
    for (const CalibrationBuiltin &b : c.builtins) {
        ClientBuiltinSkill s;
        if (const ClientBuiltinSkill *known = pinnedBuiltin(pinned, b.name))
            s = *known;
        s.name = b.name;
        s.text = b.text;
        s.textLength = utf16 ? int(b.text.size()) : codePoints(b.text);
        s.textBytes = int(b.text.toUtf8().size());
        s.textWidth = columns ? catalogtext::displayWidth(b.text) : -1;
        if (s.relativePath.isEmpty() && !b.location.isEmpty()) {
            const QString location = QDir::fromNativeSeparators(b.location);
            const qsizetype system = location.indexOf(QLatin1String("/.system/"));
            s.relativePath = system >= 0 ? location.mid(system + 9) : b.name + QStringLiteral("/SKILL.md");
        }
        out << s;
    }
    return out;
}

} // namespace

QStringList CalibratedRules::describe() const
{
    QStringList out;
    if (claudeCode)
        out << claudeCode->origin.describe();
    if (codex)
        out << codex->origin.describe();
    if (opencode)
        out << opencode->origin.describe();
    return out;
}

std::shared_ptr<const ClaudeCodeRules> claudeCodeRulesFrom(const Calibration &c, const QString &file)
{
    auto r = std::make_shared<ClaudeCodeRules>(*ClaudeCodeRules::pinned());
    r->origin = originOf(c, r->origin, file);
    if (c.listingFound)
        r->builtins = builtinsFrom(c, r->builtins, true, true);
    // Where the listing sat for the model the probe ran: a fact of the traffic, for that model.
    if (c.listingFound && !c.model.isEmpty()) {
        ClaudeModelFacts facts = r->facts(c.model);
        if (c.placement == QLatin1String("system-reminder"))
            facts.shape = ClaudeListingShape::UserReminder;
        else if (c.placement == QLatin1String("system-message"))
            facts.shape = c.wrapperBefore.contains(QLatin1String("<system-reminder>"))
                ? ClaudeListingShape::WrappedSystemMessage
                : ClaudeListingShape::SystemMessage;
        bool replaced = false;
        for (ClaudeModelFacts &m : r->models)
            if (m.model == facts.model) {
                m = facts;
                replaced = true;
            }
        if (!replaced)
            r->models << facts;
    }
    return r;
}

std::shared_ptr<const CodexRules> codexRulesFrom(const Calibration &c, const QString &file)
{
    auto r = std::make_shared<CodexRules>(*CodexRules::pinned());
    r->origin = originOf(c, r->origin, file);
    if (c.listingFound)
        r->builtins = builtinsFrom(c, r->builtins, false, false);
    return r;
}

std::shared_ptr<const OpencodeRules> opencodeRulesFrom(const Calibration &c, const QString &file)
{
    auto r = std::make_shared<OpencodeRules>(*OpencodeRules::pinned());
    r->origin = originOf(c, r->origin, file);
    if (c.listingFound)
        r->builtins = builtinsFrom(c, r->builtins, false, false);
    return r;
}

bool addCalibrationFile(const QString &path, CalibratedRules *rules, QString *error)
{
    Calibration c;
    if (!loadCalibration(path, &c, error))
        return false;
    const QString file = QFileInfo(path).absoluteFilePath();
    auto twice = [&](const char *client) {
        if (error)
            *error = QStringLiteral("%1: a second calibration of %2 (one per client)").arg(path, QLatin1String(client));
        return false;
    };
    if (c.clientId == QLatin1String("claude-code")) {
        if (rules->claudeCode)
            return twice("claude-code");
        rules->claudeCode = claudeCodeRulesFrom(c, file);
    } else if (c.clientId == QLatin1String("codex")) {
        if (rules->codex)
            return twice("codex");
        rules->codex = codexRulesFrom(c, file);
    } else if (c.clientId == QLatin1String("opencode")) {
        if (rules->opencode)
            return twice("opencode");
        rules->opencode = opencodeRulesFrom(c, file);
    } else {
        if (error)
            *error = QStringLiteral("%1: the predictions have no rules for client '%2'").arg(path, c.clientId);
        return false;
    }
    rules->files << file;
    return true;
}

CalibratedRules storedCalibrations(QStringList *warnings, const QString &directory)
{
    const QDir dir(directory.isEmpty() ? calibrationDirectory() : directory);
    // The newest of each client: by the time it was recorded, then by the file's time.
    struct Newest
    {
        QString path;
        QString createdAt;
    };
    QHash<QString, Newest> newest;
    for (const QFileInfo &info : dir.entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name)) {
        Calibration c;
        QString error;
        if (!loadCalibration(info.absoluteFilePath(), &c, &error)) {
            if (warnings)
                *warnings << error;
            continue;
        }
        const QString when = c.createdAt.isEmpty() ? info.lastModified().toUTC().toString(Qt::ISODate) : c.createdAt;
        const auto it = newest.constFind(c.clientId);
        if (it == newest.constEnd() || when > it->createdAt)
            newest.insert(c.clientId, Newest { info.absoluteFilePath(), when });
    }
    CalibratedRules rules;
    QStringList clients = newest.keys();
    clients.sort();
    for (const QString &client : std::as_const(clients)) {
        // A client whose listing has nothing a calibration changes (Gemini CLI) is stored for --verify, not read here.
        if (client != QLatin1String("claude-code") && client != QLatin1String("codex")
            && client != QLatin1String("opencode"))
            continue;
        QString error;
        if (!addCalibrationFile(newest.value(client).path, &rules, &error) && warnings)
            *warnings << error;
    }
    return rules;
}

void useCalibratedRules(const CalibratedRules &rules)
{
    setClientRulesInUse(ClientRulesInUse { rules.claudeCode, rules.codex, rules.opencode });
}

} // namespace sw
