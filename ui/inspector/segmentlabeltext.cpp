// segmentLabelText: core's segment labels translated by pattern.
#include "segmentlabeltext.h"

#include "settings/patterntexts.h"

#include <QCoreApplication>

namespace sw::ui {

namespace {

const PatternTexts &table()
{
    // Tried in this order: a message's label with the tools it called first (its first part is a label of its own),
    // the exact words before the patterns that would also take them ("tool result" before "tool %1").
    static const PatternTexts texts("sw::ui::SegmentLabelText",
        {
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "%1 -> %2"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "catalog (%1, %2)"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "catalog (%1)"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "[Loaded] %1"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "[Doc] %1/%2"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "[Skill] %1"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "Loaded skill context: (fallback)"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "tool result"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "tool %1"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "project instructions (%1)"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "skill listing"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "system prompt"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "system"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "user"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "assistant"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "developer"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "envelope"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "body"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "%1 result"),
            QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "%1 message"),
        });
    return texts;
}

// Why a catalog message was sent (DeepSeek's catalog messages: the first one, or one replacing it).
const QList<const char *> &catalogReasons()
{
    static const QList<const char *> reasons { QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "initial"),
        QT_TRANSLATE_NOOP("sw::ui::SegmentLabelText", "replacement") };
    return reasons;
}

} // namespace

QString segmentLabelText(const QString &label)
{
    return table().translate(label, [](const char *pattern, int n, const QString &text) {
        // "assistant -> skill_load": the message's own label is translated, the tools' names are not; so is the role
        // of "developer message".
        if (n == 1 && (QByteArrayView(pattern) == "%1 -> %2" || QByteArrayView(pattern) == "%1 message"))
            return segmentLabelText(text);
        if (n == 2 && QByteArrayView(pattern) == "catalog (%1, %2)") {
            for (const char *reason : catalogReasons()) {
                if (text == QLatin1String(reason))
                    return QCoreApplication::translate("sw::ui::SegmentLabelText", reason);
            }
        }
        return text;
    });
}

QStringList segmentLabelPatterns()
{
    return table().patterns();
}

QStringList segmentLabelReasons()
{
    QStringList out;
    for (const char *reason : catalogReasons())
        out << QString::fromLatin1(reason);
    return out;
}

} // namespace sw::ui
