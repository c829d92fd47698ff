// PatternTexts: core's messages translated by their wording.
#include "patterntexts.h"

#include "systemerrortext.h"

#include <QCoreApplication>

namespace sw::ui {

PatternTexts::PatternTexts(const char *context, const QList<const char *> &patterns)
    : m_context(context)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
    for (const char *pattern : patterns) {
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
            // The last part takes the rest (a libarchive or file-system message may hold colons); the ones before
            // it, a name or a path, as little as fits.
            expression += i + 1 == found.size() ? QStringLiteral("(.*)") : QStringLiteral("(.*?)");
            order << m.captured(1).toInt();
            at = m.capturedEnd();
        }
        expression += QRegularExpression::escape(text.mid(at)) + QStringLiteral("$");
        m_rules.push_back(
            { pattern, QRegularExpression(expression, QRegularExpression::DotMatchesEverythingOption), order });
    }
}

QString PatternTexts::translate(const QString &text, const PartFunction &part) const
{
    for (const Rule &rule : m_rules) {
        const QRegularExpressionMatch m = rule.match.match(text);
        if (!m.hasMatch())
            continue;
        QStringList args(rule.order.size());
        for (int i = 0; i < rule.order.size(); ++i) {
            const int n = rule.order.at(i);
            if (n >= 1 && n <= args.size())
                // A part that is the file system's reason ("Permission denied") is translated as well.
                args[n - 1] = systemErrorText(part ? part(rule.pattern, n, m.captured(i + 1)) : m.captured(i + 1));
        }
        QString translated = QCoreApplication::translate(m_context, rule.pattern);
        switch (args.size()) { // all at once: a part's own "%1" is not replaced again
        case 0:
            return translated;
        case 1:
            return translated.arg(args.at(0));
        case 2:
            return translated.arg(args.at(0), args.at(1));
        case 3:
            return translated.arg(args.at(0), args.at(1), args.at(2));
        default: // four at most (a retry's notice)
            return translated.arg(args.at(0), args.at(1), args.at(2), args.value(3));
        }
    }
    return text;
}

QStringList PatternTexts::patterns() const
{
    QStringList out;
    for (const Rule &rule : m_rules)
        out << QString::fromUtf8(rule.pattern);
    return out;
}

} // namespace sw::ui
