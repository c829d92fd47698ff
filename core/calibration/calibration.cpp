// The calibration's JSON form and its files.
#include "calibration/calibration.h"

#include "common/datapaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace sw {

namespace {

QJsonObject calibrationProbeJson(const CalibrationProbeSkill &p)
{
    QJsonObject o { { "probe", p.probe }, { "run", p.run }, { "folder", p.folder }, { "name", p.name },
        { "descriptionLength", p.descriptionLength }, { "observed", p.observed },
        { "observedShortenedBy", p.observedShortenedBy }, { "line", p.line }, { "text", p.text } };
    if (!p.predicted.isEmpty()) {
        o.insert("predicted", p.predicted);
        o.insert("predictedShortenedBy", p.predictedShortenedBy);
        o.insert("predictedReason", p.predictedReason);
        o.insert("predictedLine", p.predictedLine);
    }
    return o;
}

CalibrationProbeSkill calibrationProbeFrom(const QJsonObject &o)
{
    CalibrationProbeSkill p;
    p.probe = o.value("probe").toString();
    p.run = o.value("run").toString();
    p.folder = o.value("folder").toString();
    p.name = o.value("name").toString();
    p.descriptionLength = o.value("descriptionLength").toInt();
    p.observed = o.value("observed").toString();
    p.observedShortenedBy = o.value("observedShortenedBy").toInt();
    p.line = o.value("line").toString();
    p.text = o.value("text").toString();
    p.predicted = o.value("predicted").toString();
    p.predictedShortenedBy = o.value("predictedShortenedBy").toInt();
    p.predictedReason = o.value("predictedReason").toString();
    p.predictedLine = o.value("predictedLine").toString();
    return p;
}

QString calibrationFileSafe(QString s)
{
    for (QChar &c : s)
        if (!c.isLetterOrNumber() && c != QLatin1Char('.') && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return s;
}

} // namespace

QJsonObject Calibration::toJson() const
{
    QJsonArray builtinArray;
    for (const CalibrationBuiltin &b : builtins)
        builtinArray << QJsonObject { { "name", b.name }, { "text", b.text }, { "line", b.line },
            { "location", b.location } };
    QJsonArray probeArray;
    for (const CalibrationProbeSkill &p : probes)
        probeArray << calibrationProbeJson(p);
    QJsonArray runArray;
    for (const CalibrationRun &r : runs)
        runArray << QJsonObject { { "id", r.id }, { "skills", r.skills }, { "requests", r.requests },
            { "listingRequest", r.listingRequest }, { "wallMs", r.wallMs }, { "exitCode", r.exitCode } };
    const QJsonObject listing { { "found", listingFound }, { "decoder", listingDecoder }, { "placement", placement },
        { "where", where }, { "wrapperBefore", wrapperBefore }, { "wrapperAfter", wrapperAfter },
        { "entrySeparator", entrySeparator }, { "entryFormat", entryFormat },
        { "renamedEntryFormat", renamedEntryFormat }, { "nameOnlyFormat", nameOnlyFormat } };
    const QJsonObject budget { { "overflowRun", overflowRun }, { "skills", overflowSkills }, { "full", overflowFull },
        { "shortened", overflowShortened }, { "nameOnly", overflowNameOnly }, { "absent", overflowAbsent },
        { "listingChars", overflowListingChars } };
    return QJsonObject { { "format", QString::fromLatin1(kFormat) }, { "formatVersion", formatVersion },
        { "createdAt", createdAt },
        { "client",
            QJsonObject { { "id", clientId }, { "name", clientName }, { "version", clientVersion },
                { "program", program }, { "userAgent", userAgent } } },
        { "model", model }, { "contextWindow", contextWindow }, { "contextWindowSource", contextWindowSource },
        { "wireApi", wireApi }, { "requestPath", requestPath }, { "listing", listing },
        { "builtinSkills", builtinArray },
        { "skillTool",
            QJsonObject { { "name", skillToolName }, { "kind", skillToolKind }, { "schema", skillToolSchema } } },
        { "budget", budget }, { "probes", probeArray }, { "runs", runArray },
        { "notes", QJsonArray::fromStringList(notes) } };
}

bool Calibration::fromJson(const QJsonObject &json, Calibration *out, QString *error)
{
    if (json.value("format").toString() != QLatin1String(kFormat)) {
        if (error)
            *error = QStringLiteral("not a calibration file (no \"format\": \"%1\")").arg(QLatin1String(kFormat));
        return false;
    }
    const int version = json.value("formatVersion").toInt();
    if (version < 1 || version > kFormatVersion) {
        if (error)
            *error = QStringLiteral("calibration format version %1 is not supported (this build reads 1 to %2)")
                         .arg(version)
                         .arg(kFormatVersion);
        return false;
    }
    Calibration c;
    c.formatVersion = version;
    c.createdAt = json.value("createdAt").toString();
    const QJsonObject client = json.value("client").toObject();
    c.clientId = client.value("id").toString();
    c.clientName = client.value("name").toString();
    c.clientVersion = client.value("version").toString();
    c.program = client.value("program").toString();
    c.userAgent = client.value("userAgent").toString();
    c.model = json.value("model").toString();
    c.contextWindow = json.value("contextWindow").toInt();
    c.contextWindowSource = json.value("contextWindowSource").toString();
    c.wireApi = json.value("wireApi").toString();
    c.requestPath = json.value("requestPath").toString();
    const QJsonObject listing = json.value("listing").toObject();
    c.listingFound = listing.value("found").toBool();
    c.listingDecoder = listing.value("decoder").toString();
    c.placement = listing.value("placement").toString();
    c.where = listing.value("where").toString();
    c.wrapperBefore = listing.value("wrapperBefore").toString();
    c.wrapperAfter = listing.value("wrapperAfter").toString();
    c.entrySeparator = listing.value("entrySeparator").toString();
    c.entryFormat = listing.value("entryFormat").toString();
    c.renamedEntryFormat = listing.value("renamedEntryFormat").toString();
    c.nameOnlyFormat = listing.value("nameOnlyFormat").toString();
    for (const auto &v : json.value("builtinSkills").toArray()) {
        const QJsonObject b = v.toObject();
        c.builtins << CalibrationBuiltin { b.value("name").toString(), b.value("text").toString(),
            b.value("line").toString(), b.value("location").toString() };
    }
    const QJsonObject tool = json.value("skillTool").toObject();
    c.skillToolName = tool.value("name").toString();
    c.skillToolKind = tool.value("kind").toString();
    c.skillToolSchema = tool.value("schema").toObject();
    const QJsonObject budget = json.value("budget").toObject();
    c.overflowRun = budget.value("overflowRun").toBool();
    c.overflowSkills = budget.value("skills").toInt();
    c.overflowFull = budget.value("full").toInt();
    c.overflowShortened = budget.value("shortened").toInt();
    c.overflowNameOnly = budget.value("nameOnly").toInt();
    c.overflowAbsent = budget.value("absent").toInt();
    c.overflowListingChars = budget.value("listingChars").toInt();
    for (const auto &v : json.value("probes").toArray())
        c.probes << calibrationProbeFrom(v.toObject());
    for (const auto &v : json.value("runs").toArray()) {
        const QJsonObject r = v.toObject();
        c.runs << CalibrationRun { r.value("id").toString(), r.value("skills").toInt(), r.value("requests").toInt(),
            r.value("listingRequest").toInt(), qint64(r.value("wallMs").toDouble()), r.value("exitCode").toInt() };
    }
    for (const auto &v : json.value("notes").toArray())
        c.notes << v.toString();
    *out = c;
    return true;
}

const CalibrationProbeSkill *Calibration::probe(const QString &id) const
{
    for (const CalibrationProbeSkill &p : probes)
        if (p.probe == id)
            return &p;
    return nullptr;
}

QString calibrationDirectory()
{
    return userDataDirectory(QStringLiteral("calibrations"));
}

QString defaultCalibrationPath(const QString &clientId, const QString &version)
{
    return QDir(calibrationDirectory())
        .filePath(calibrationFileSafe(clientId) + QLatin1Char('-')
            + calibrationFileSafe(version.isEmpty() ? QStringLiteral("unknown") : version) + QStringLiteral(".json"));
}

bool saveCalibration(const Calibration &calibration, const QString &path, QString *error)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QStringLiteral("cannot create the folder %1").arg(folder);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(calibration.toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool loadCalibration(const QString &path, Calibration *out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = QStringLiteral("%1 is not JSON: %2").arg(path, parseError.errorString());
        return false;
    }
    QString why;
    if (!Calibration::fromJson(doc.object(), out, &why)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    return true;
}

} // namespace sw
