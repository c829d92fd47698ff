// Shell calls as Codex reads them: words, load recognition, reads of skill files (see shellload.h).
#include "shellload.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace sw {

std::optional<QStringList> splitShellWords(const QString &command)
{
    QStringList words;
    QString current;
    bool inWord = false;
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command.at(i);
        if (quote == Quote::Single) {
            if (c == u'\'')
                quote = Quote::None;
            else
                current += c;
            continue;
        }
        if (quote == Quote::Double) {
            if (c == u'"') {
                quote = Quote::None;
            } else if (c == u'\\' && i + 1 < command.size() && QStringLiteral("\\\"$`\n").contains(command.at(i + 1))) {
                current += command.at(++i);
            } else {
                current += c;
            }
            continue;
        }
        if (c.isSpace()) {
            if (inWord) {
                words << current;
                current.clear();
                inWord = false;
            }
            continue;
        }
        inWord = true;
        if (c == u'\'') {
            quote = Quote::Single;
        } else if (c == u'"') {
            quote = Quote::Double;
        } else if (c == u'\\') {
            if (i + 1 < command.size())
                current += command.at(++i);
        } else {
            current += c;
        }
    }
    if (quote != Quote::None)
        return std::nullopt;
    if (inWord)
        words << current;
    return words;
}

namespace {
bool isShell(const QString &program)
{
    const QString base = QFileInfo(program).fileName();
    return base == QLatin1String("bash") || base == QLatin1String("sh") || base == QLatin1String("zsh");
}

bool hasShellSyntax(const QString &script)
{
    // Outside quotes: | & ; < > ` $( and newlines make more than one plain program run.
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QChar c = script.at(i);
        if (quote == Quote::Single) {
            if (c == u'\'')
                quote = Quote::None;
            continue;
        }
        if (c == u'\\') {
            ++i;
            continue;
        }
        if (quote == Quote::Double) {
            if (c == u'"')
                quote = Quote::None;
            else if (c == u'`' || (c == u'$' && i + 1 < script.size() && script.at(i + 1) == u'('))
                return true;
            continue;
        }
        if (c == u'\'')
            quote = Quote::Single;
        else if (c == u'"')
            quote = Quote::Double;
        else if (QStringLiteral("|&;<>`\n*?").contains(c) || (c == u'$' && i + 1 < script.size()))
            return true;
    }
    return false;
}

QString shellQuote(const QString &word)
{
    if (!word.isEmpty() && !hasShellSyntax(word) && !word.contains(u' ') && !word.contains(u'\'')
        && !word.contains(u'"'))
        return word;
    QString quoted = word;
    quoted.replace(QLatin1String("'"), QLatin1String("'\\''"));
    return u'\'' + quoted + u'\'';
}

QString resolve(const QString &path, const QString &workdir)
{
    if (QDir::isAbsolutePath(path) || workdir.isEmpty())
        return QDir::cleanPath(path);
    return QDir::cleanPath(QDir(workdir).filePath(path));
}

QString baseName(const QString &program)
{
    QString base = QFileInfo(program).fileName().toLower();
    if (base.endsWith(QLatin1String(".exe")))
        base.chop(4);
    return base;
}

// The skill and the relative path of a file inside a skill folder, or nullopt.
std::optional<std::pair<const AgentSkill *, QString>> skillFile(const SkillSnapshot &skills, const QString &path)
{
    for (const AgentSkill &skill : skills.skills()) {
        if (!skill.location.isEmpty() && QDir::cleanPath(skill.location) == path)
            return std::make_pair(&skill, QStringLiteral("SKILL.md"));
        if (skill.folder.isEmpty())
            continue;
        const QString folder = QDir::cleanPath(skill.folder) + QLatin1Char('/');
        if (path.startsWith(folder))
            return std::make_pair(&skill, path.mid(folder.size()));
    }
    return std::nullopt;
}
} // namespace

QString defaultShellWorkdir(const SkillSnapshot &skills)
{
    const AgentSkill *first = nullptr;
    for (const AgentSkill &s : skills.skills())
        if (!s.client.root.isEmpty() && (!first || s.client.rootIndex < first->client.rootIndex))
            first = &s;
    if (!first)
        return {};
    const QString root = QDir::cleanPath(first->client.root);
    const qsizetype slash = root.lastIndexOf(u'/');
    return slash > 0 ? root.left(slash) : QStringLiteral("/");
}

ShellCommand parseShellCommand(const QJsonValue &command)
{
    ShellCommand c;
    if (command.isArray()) {
        for (const QJsonValue v : command.toArray())
            c.argv << v.toString();
    } else if (command.isString()) {
        c.argv = { QStringLiteral("bash"), QStringLiteral("-lc"), command.toString() };
    }
    if (c.argv.size() == 3 && isShell(c.argv.at(0))
        && (c.argv.at(1) == QLatin1String("-lc") || c.argv.at(1) == QLatin1String("-c"))) {
        c.script = c.argv.at(2);
    } else {
        QStringList quoted;
        for (const QString &word : std::as_const(c.argv))
            quoted << shellQuote(word);
        c.script = quoted.join(u' ');
        c.words = c.argv;
        c.simple = !c.argv.isEmpty();
        return c;
    }
    const std::optional<QStringList> words = splitShellWords(c.script);
    c.words = words ? *words : c.script.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    c.simple = words.has_value() && !words->isEmpty() && !hasShellSyntax(c.script);
    return c;
}

ShellLoad detectShellLoad(
    const LoadDetection &detection, const SkillSnapshot &skills, const QStringList &words, const QString &workdir)
{
    ShellLoad load;
    if (detection.kind != LoadDetection::Kind::ShellRead || words.isEmpty())
        return load;
    const QString program = baseName(words.first());
    // A script run first (Codex checks it before the doc read).
    if (detection.scriptRuns && detection.runners.contains(program)) {
        QString script;
        for (qsizetype i = 1; i < words.size(); ++i) {
            if (words.at(i) == QLatin1String("--") || words.at(i).startsWith(u'-'))
                continue;
            script = words.at(i);
            break;
        }
        const bool hasExtension = std::any_of(detection.scriptExtensions.cbegin(), detection.scriptExtensions.cend(),
            [&](const QString &ext) { return script.toLower().endsWith(ext); });
        if (!script.isEmpty() && hasExtension) {
            const QString path = resolve(script, workdir);
            for (const AgentSkill &skill : skills.skills()) {
                if (skill.folder.isEmpty())
                    continue;
                const QString scripts = QDir::cleanPath(skill.folder) + QStringLiteral("/scripts");
                if (path.startsWith(scripts + QLatin1Char('/'))) {
                    load = { ShellLoad::Kind::ScriptRun, skill.name, path };
                    return load;
                }
            }
        }
    }
    if (!detection.readers.contains(program))
        return load;
    for (qsizetype i = 1; i < words.size(); ++i) {
        if (words.at(i).startsWith(u'-'))
            continue;
        const QString path = resolve(words.at(i), workdir);
        for (const AgentSkill &skill : skills.skills()) {
            if (!skill.location.isEmpty() && QDir::cleanPath(skill.location) == path) {
                load = { ShellLoad::Kind::DocRead, skill.name, path };
                return load;
            }
        }
    }
    return load;
}

std::optional<QString> readSkillFiles(const SkillSnapshot &skills, const ShellCommand &command, const QString &workdir)
{
    if (!command.simple || command.words.size() < 2)
        return std::nullopt;
    const QString program = baseName(command.words.first());
    QStringList files;
    int headLines = -1;
    int sedFrom = -1;
    int sedTo = -1;
    const QStringList &w = command.words;
    if (program == QLatin1String("cat")) {
        for (qsizetype i = 1; i < w.size(); ++i) {
            if (w.at(i).startsWith(u'-'))
                return std::nullopt; // options change the output
            files << w.at(i);
        }
    } else if (program == QLatin1String("head")) {
        qsizetype i = 1;
        headLines = 10;
        if (i + 1 < w.size() && w.at(i) == QLatin1String("-n")) {
            bool ok = false;
            headLines = w.at(i + 1).toInt(&ok);
            if (!ok || headLines < 0)
                return std::nullopt;
            i += 2;
        }
        if (i + 1 != w.size())
            return std::nullopt;
        files << w.at(i);
    } else if (program == QLatin1String("sed")) {
        // sed -n 'A,Bp' FILE
        if (w.size() != 4 || w.at(1) != QLatin1String("-n"))
            return std::nullopt;
        static const QRegularExpression range(QStringLiteral("^(\\d+),(\\d+)p$"));
        const QRegularExpressionMatch m = range.match(w.at(2));
        if (!m.hasMatch())
            return std::nullopt;
        sedFrom = m.captured(1).toInt();
        sedTo = m.captured(2).toInt();
        files << w.at(3);
    } else {
        return std::nullopt;
    }
    QString out;
    for (const QString &file : std::as_const(files)) {
        const auto found = skillFile(skills, resolve(file, workdir));
        if (!found)
            return std::nullopt;
        const AgentSkill *skill = found->first;
        QString text;
        if (found->second == QLatin1String("SKILL.md"))
            text = skill->sourceText();
        else if (skill->docText.contains(found->second))
            text = skill->docText.value(found->second);
        else
            return std::nullopt; // another file of the folder: read it for real
        out += text;
    }
    if (headLines >= 0 || sedFrom >= 0) {
        QStringList lines = out.split(QLatin1Char('\n'));
        const bool trailing = out.endsWith(QLatin1Char('\n'));
        if (trailing)
            lines.removeLast();
        const qsizetype from = sedFrom >= 0 ? std::max(1, sedFrom) - 1 : 0;
        const qsizetype to
            = sedFrom >= 0 ? std::min<qsizetype>(sedTo, lines.size()) : std::min<qsizetype>(headLines, lines.size());
        QStringList picked;
        for (qsizetype i = from; i < to; ++i)
            picked << lines.at(i);
        out = picked.join(QLatin1Char('\n'));
        if (!picked.isEmpty() && (trailing || to < lines.size()))
            out += QLatin1Char('\n');
    }
    return out;
}

} // namespace sw
