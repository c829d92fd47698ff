// Release notes from the AppStream metainfo <releases> element.
#include "releasenotes.h"

#include <QFile>
#include <QXmlStreamReader>

namespace sw::ui::welcome {

namespace {

// How well an xml:lang value fits the wanted language: 3 exact ("zh_CN" for zh_CN), 2 the bare language ("zh"),
// 1 the language in another region ("zh_TW"), 0 untranslated (no xml:lang), -1 another language.
int languageMatch(QStringView lang, const QString &wanted)
{
    if (lang.isEmpty())
        return 0;
    if (wanted.isEmpty())
        return -1;
    if (lang.compare(wanted, Qt::CaseInsensitive) == 0)
        return 3;
    const auto base = [](QStringView name) {
        const qsizetype cut = name.indexOf(QLatin1Char('_'));
        return cut < 0 ? name : name.left(cut);
    };
    if (base(lang).compare(base(QStringView(wanted)), Qt::CaseInsensitive) != 0)
        return -1;
    return base(lang).size() == lang.size() ? 2 : 1;
}

// One text paragraph with its English original and the best translation seen so far.
struct Localised
{
    QString text;
    int match = 0;
    void offer(const QString &value, int fit)
    {
        if (fit >= match) {
            text = value;
            match = fit;
        }
    }
};

ReleaseNote readRelease(QXmlStreamReader &xml, const QString &language)
{
    ReleaseNote note;
    note.version = xml.attributes().value(QLatin1String("version")).toString();
    note.date = QDate::fromString(xml.attributes().value(QLatin1String("date")).toString().left(10), Qt::ISODate);
    QList<Localised> items;
    QList<Localised> paragraphs;
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("description")) {
            xml.skipCurrentElement();
            continue;
        }
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("p")) {
                const int fit = languageMatch(xml.attributes().value(QLatin1String("xml:lang")), language);
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                if (fit == 0)
                    paragraphs.append({ text, 0 });
                else if (fit > 0 && !paragraphs.isEmpty())
                    paragraphs.last().offer(text, fit);
            } else if (xml.name() == QLatin1String("ul") || xml.name() == QLatin1String("ol")) {
                while (xml.readNextStartElement()) {
                    if (xml.name() != QLatin1String("li")) {
                        xml.skipCurrentElement();
                        continue;
                    }
                    const int fit = languageMatch(xml.attributes().value(QLatin1String("xml:lang")), language);
                    const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                    if (fit == 0)
                        items.append({ text, 0 });
                    else if (fit > 0 && !items.isEmpty())
                        items.last().offer(text, fit);
                }
            } else {
                xml.skipCurrentElement();
            }
        }
    }
    if (!paragraphs.isEmpty())
        note.summary = paragraphs.first().text;
    for (const Localised &item : std::as_const(items))
        note.items.append(item.text);
    return note;
}

} // namespace

QList<ReleaseNote> readReleaseNotes(QIODevice *device, const QString &language, QString *error)
{
    QList<ReleaseNote> notes;
    QXmlStreamReader xml(device);
    if (xml.readNextStartElement() && xml.name() == QLatin1String("component")) {
        while (xml.readNextStartElement()) {
            if (xml.name() != QLatin1String("releases")) {
                xml.skipCurrentElement();
                continue;
            }
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("release"))
                    notes.append(readRelease(xml, language));
                else
                    xml.skipCurrentElement();
            }
        }
    } else if (!xml.hasError()) {
        xml.raiseError(QStringLiteral("the root element is not <component>"));
    }
    if (xml.hasError()) {
        if (error)
            *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return notes;
}

QList<ReleaseNote> readReleaseNotes(const QString &path, const QString &language, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return {};
    }
    return readReleaseNotes(&file, language, error);
}

QString embeddedMetainfoPath()
{
    return QStringLiteral(":/metainfo/io.github.skillworkbench.metainfo.xml");
}

} // namespace sw::ui::welcome
