// archiveErrorText: core/archive's messages translated by pattern.
#include "archiveerrortext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <vector>

namespace sw::ui {

namespace {

constexpr const char *kContext = "sw::ui::ArchiveErrorText";

// The outer messages first: an entry's reason is translated by the same table.
const char *const kPatterns[] = {
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "archive entry \"%1\": %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "absolute paths are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "drive letters and ':' are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "NUL characters are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "'..' would leave the target folder"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "hard links are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "symbolic links are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText",
        "only regular files and folders are allowed (devices, FIFOs and sockets are rejected)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "a file entry needs a name"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "negative size"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "file too large (over %1 bytes)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "collides with a folder of the archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "collides with a file of the archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot create folder %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "damaged or truncated data: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "extraction cancelled"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "archive is damaged or truncated: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "archive has more than %1 entries"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "not a readable archive: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "extraction target %1 is not a folder"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "extraction target %1 is not empty"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "not a zip, tar.gz or tar archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "%1 is not a zip, tar.gz or tar archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot open %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot write %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot read %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot create a staging folder in %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot create %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "Path does not exist: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "Not a directory: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "%1 holds no SKILL.md"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot install under the name \"%1\""),
    QT_TRANSLATE_NOOP(
        "sw::ui::ArchiveErrorText", "%1 already exists in %2 (not overwritten; ask to overwrite to replace it)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot replace %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot move %1 into %2"),
    QT_TRANSLATE_NOOP(
        "sw::ui::ArchiveErrorText", "cannot tell the package format from %1 (use .skill, .zip, .tar.gz, .tgz or .tar)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot start the archive: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot add %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot finish the archive: %1"),
};

struct Rule
{
    const char *pattern;
    QRegularExpression match; // the pattern with each %N as a capture
    QList<int> order; // the %N of each capture, in the text's order
};

const std::vector<Rule> &rules()
{
    static const std::vector<Rule> table = [] {
        std::vector<Rule> out;
        static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
        for (const char *pattern : kPatterns) {
            const QString text = QString::fromUtf8(pattern);
            QString expression = QStringLiteral("^");
            QList<int> order;
            qsizetype at = 0;
            QList<QRegularExpressionMatch> found;
            for (auto it = placeholder.globalMatch(text); it.hasNext();)
                found << it.next();
            for (qsizetype i = 0; i < found.size(); ++i) {
                const QRegularExpressionMatch &m = found.at(i);
                expression += QRegularExpression::escape(text.mid(at, m.capturedStart() - at));
                // The last part takes the rest (a libarchive or file-system message may hold colons); the ones
                // before it, a name or a path, as little as fits.
                expression += i + 1 == found.size() ? QStringLiteral("(.*)") : QStringLiteral("(.*?)");
                order << m.captured(1).toInt();
                at = m.capturedEnd();
            }
            expression += QRegularExpression::escape(text.mid(at)) + QStringLiteral("$");
            out.push_back(
                { pattern, QRegularExpression(expression, QRegularExpression::DotMatchesEverythingOption), order });
        }
        return out;
    }();
    return table;
}

} // namespace

QString archiveErrorText(const QString &coreError)
{
    for (const Rule &rule : rules()) {
        const QRegularExpressionMatch m = rule.match.match(coreError);
        if (!m.hasMatch())
            continue;
        QStringList args(rule.order.size());
        for (int i = 0; i < rule.order.size(); ++i) {
            const int n = rule.order.at(i);
            if (n >= 1 && n <= args.size())
                args[n - 1] = m.captured(i + 1);
        }
        // An entry's reason is itself a message of the table.
        if (qstrcmp(rule.pattern, kPatterns[0]) == 0 && args.size() == 2)
            args[1] = archiveErrorText(args[1]);
        QString text = QCoreApplication::translate(kContext, rule.pattern);
        switch (args.size()) { // all at once: an argument's own "%1" is not replaced again
        case 0:
            return text;
        case 1:
            return text.arg(args.at(0));
        default:
            return text.arg(args.at(0), args.at(1));
        }
    }
    return coreError;
}

QStringList archiveErrorPatterns()
{
    QStringList out;
    for (const char *pattern : kPatterns)
        out << QString::fromUtf8(pattern);
    return out;
}

} // namespace sw::ui
