#pragma once
// MarkingTranslator: a stand-in for a real language in tests: every text of one translation context comes back
// prefixed with "«" (so a test sees which texts went through tr() in that context, and which did not).
#include <QString>
#include <QTranslator>

namespace sw::test {

class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char *context)
        : m_context(context)
    { }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        return qstrcmp(context, m_context) == 0 ? QStringLiteral("«") + QString::fromUtf8(source) : QString();
    }
    bool isEmpty() const override { return false; }

private:
    const char *m_context;
};

} // namespace sw::test
