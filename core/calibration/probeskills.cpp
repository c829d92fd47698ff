// The probe skills of a calibration.
#include "calibration/probeskills.h"

#include <QDir>
#include <QFile>

#include <cmath>

namespace sw {

namespace {

constexpr int kProbeFillerLength = 500;

// A YAML double-quoted scalar of an ASCII/Unicode text without control characters.
QByteArray probeQuoted(const QString &text)
{
    QString s = text;
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return '"' + s.toUtf8() + '"';
}

ProbeSkill probeSkill(const QString &probe, const QString &folder, const QString &name, const QString &description,
    const QByteArray &descriptionYaml)
{
    ProbeSkill p;
    p.probe = probe;
    p.folder = folder;
    p.name = name;
    p.description = description;
    p.skillMd = "---\nname: " + name.toUtf8() + "\ndescription: " + descriptionYaml + "\n---\n# " + name.toUtf8()
        + "\n\nA calibration probe written by Skill Workbench. Nothing to do here.\n";
    return p;
}

// Words repeated up to exactly `length` characters, ending on a letter.
QString probeText(const QString &head, const QString &words, int length)
{
    QString s = head;
    while (s.size() < length)
        s += words;
    s.truncate(length);
    while (s.endsWith(QLatin1Char(' ')))
        s.chop(1);
    while (s.size() < length)
        s += QLatin1Char('x');
    return s;
}

} // namespace

QList<ProbeSkill> plainProbeSkills()
{
    QList<ProbeSkill> out;
    const QString shortText = QStringLiteral("Calibration probe S: a short description of a probe skill.");
    out << probeSkill(QStringLiteral("short"), QStringLiteral("probe-short"), QStringLiteral("probe-short"), shortText,
        probeQuoted(shortText));
    const QString longText = probeText(QStringLiteral("Calibration probe L: "),
        QStringLiteral("a long description running past each per-entry cap that clients apply. "), 1600);
    out << probeSkill(QStringLiteral("long"), QStringLiteral("probe-long"), QStringLiteral("probe-long"), longText,
        probeQuoted(longText));
    const QString colonText
        = QStringLiteral("Calibration probe Y. Use when: a plain scalar holds a colon and a space.");
    out << probeSkill(QStringLiteral("yaml-colon"), QStringLiteral("probe-yaml-colon"),
        QStringLiteral("probe-yaml-colon"), colonText, colonText.toUtf8());
    const QString renamedText = QStringLiteral("Calibration probe R: its name differs from its folder.");
    out << probeSkill(QStringLiteral("renamed"), QStringLiteral("probe-renamed-folder"),
        QStringLiteral("probe-renamed"), renamedText, probeQuoted(renamedText));
    const QString multiText = QStringLiteral("Calibration probe M, line one.\nLine two of probe M.");
    out << probeSkill(QStringLiteral("multi-line"), QStringLiteral("probe-multi-line"),
        QStringLiteral("probe-multi-line"), multiText, "|-\n  Calibration probe M, line one.\n  Line two of probe M.");
    const QString nonAscii
        = QStringLiteral("Calibration probe N: caf\u00e9, na\u00efve, Stra\u00dfe, \u65e5\u672c\u8a9e.");
    out << probeSkill(QStringLiteral("non-ascii"), QStringLiteral("probe-non-ascii"), QStringLiteral("probe-non-ascii"),
        nonAscii, probeQuoted(nonAscii));
    return out;
}

QList<ProbeSkill> overflowProbeSkills(int fillers)
{
    QList<ProbeSkill> out;
    out << plainProbeSkills().first();
    for (int i = 1; i <= fillers; ++i) {
        const QString number = QStringLiteral("%1").arg(i, 3, 10, QLatin1Char('0'));
        const QString text = probeText(QStringLiteral("Calibration filler %1: ").arg(number),
            QStringLiteral("words that fill the listing budget of the client. "), kProbeFillerLength);
        out << probeSkill(QStringLiteral("fill-") + number, QStringLiteral("probe-fill-") + number,
            QStringLiteral("probe-fill-") + number, text, probeQuoted(text));
    }
    return out;
}

int overflowFillerCount(AgentClient client, int contextWindowTokens)
{
    double budgetChars = 0;
    switch (client) {
    case AgentClient::ClaudeCode:
        // B = W x c x 1% characters, c = 3 or 4 characters per token (docs/clients.md); 4 so every model overflows.
        budgetChars = double(contextWindowTokens > 0 ? contextWindowTokens : 1000000) * 4 * 0.01;
        break;
    case AgentClient::Codex:
        // 2% of the window in tokens of ~4 bytes (docs/clients.md).
        budgetChars = double(contextWindowTokens > 0 ? contextWindowTokens : 272000) * 0.02 * 4;
        break;
    case AgentClient::Opencode:
    case AgentClient::GeminiCli:
        return 40; // no budget (docs/clients.md): 40 show that
    }
    const int perEntry = kProbeFillerLength + 60; // the entry's key, separators and path
    return qBound(10, int(std::ceil(budgetChars * 1.5 / perEntry)), 400);
}

bool writeProbeSkills(const QString &root, const QList<ProbeSkill> &skills, QString *error)
{
    for (const ProbeSkill &s : skills) {
        const QString folder = QDir(root).filePath(s.folder);
        QFile file(folder + QStringLiteral("/SKILL.md"));
        if (!QDir().mkpath(folder) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(s.skillMd) != s.skillMd.size()) {
            if (error)
                *error = QStringLiteral("cannot write the probe skill %1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
    }
    return true;
}

} // namespace sw
