#pragma once
// PatternTexts: English messages of core (as the command line prints them) translated in the window by their
// wording. Each pattern is a message with %1 to %4 for its variable parts (a name, a path, a reason that follows a
// colon); a text that matches one is that pattern's translation with the parts as they came, the last part taking
// the rest of the text and the others as little as fits; a part that is the file system's reason ("Permission
// denied") is translated too (systemErrorText). A text that matches none is returned unchanged. The tables
// (archiveErrorText, sessionErrorText) are checked against core's sources by their tests, so a change of wording
// there fails a test instead of silently showing English.
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace sw::ui {

class PatternTexts
{
public:
    // `context` is the translation context the patterns were marked in (QT_TRANSLATE_NOOP), `patterns` in the order
    // they are tried (an outer message before the ones its parts may be).
    PatternTexts(const char *context, const QList<const char *> &patterns);

    // `part`, when given, rewrites a matched part first (pattern, its %N, the text of the part): a reason that is
    // itself a message of the table is translated too.
    using PartFunction = std::function<QString(const char *pattern, int n, const QString &text)>;
    QString translate(const QString &text, const PartFunction &part = {}) const;
    QStringList patterns() const;

private:
    struct Rule
    {
        const char *pattern;
        QRegularExpression match; // the pattern with each %N as a capture
        QList<int> order; // the %N of each capture, in the text's order
    };
    const char *m_context;
    std::vector<Rule> m_rules;
};

} // namespace sw::ui
