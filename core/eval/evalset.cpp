// EvalSet: reading (with positions), checking and writing eval sets.
#include "evalset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cctype>

namespace sw {

namespace {

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

struct Reader
{
    const QByteArray &json;
    QString filePath;
    JsonPositions positions;
    EvalSetError *error;

    bool fail(const JsonPositions &at, const QString &message) const
    {
        error->filePath = filePath;
        error->position = at.isValid() ? positionAt(json, at.offset()) : TextPosition();
        error->message = message;
        return false;
    }
};

const QString kShape = QStringLiteral(
    "an eval set is a JSON array of {\"query\": ..., \"should_trigger\": true|false} items (one skill) or of "
    "{\"query\": ..., \"skill\": NAME|null} items (routing), or an evals.json object with \"skill_name\" and "
    "\"evals\"");

bool readArray(const Reader &r, const QJsonArray &items, const JsonPositions &at, EvalSet &set)
{
    std::optional<EvalSetKind> kind;
    qsizetype kindItem = -1;
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const JsonPositions &pos = at.item(i);
        const QString where = QStringLiteral("item %1").arg(i + 1);
        if (!items.at(i).isObject())
            return r.fail(pos,
                QStringLiteral("%1: must be an object with \"query\" (found %2)").arg(where, typeName(items.at(i))));
        const QJsonObject o = items.at(i).toObject();
        EvalCase c;
        c.position = positionAt(r.json, pos.offset());
        if (!o.contains(QStringLiteral("query")))
            return r.fail(pos, QStringLiteral("%1: \"query\" is missing").arg(where));
        const QJsonValue q = o.value(QStringLiteral("query"));
        if (!q.isString() || q.toString().trimmed().isEmpty())
            return r.fail(pos.member(QStringLiteral("query")),
                QStringLiteral("%1: \"query\" must be a non-empty string (found %2)")
                    .arg(where, q.isString() ? QStringLiteral("an empty string") : typeName(q)));
        c.query = q.toString();
        const bool hasTrigger = o.contains(QStringLiteral("should_trigger"));
        const bool hasSkill = o.contains(QStringLiteral("skill"));
        if (hasTrigger && hasSkill)
            return r.fail(pos,
                QStringLiteral("%1: has both \"should_trigger\" and \"skill\"; use one form for the whole set")
                    .arg(where));
        if (!hasTrigger && !hasSkill)
            return r.fail(pos,
                QStringLiteral("%1: needs \"should_trigger\": true|false (one skill) or \"skill\": NAME|null (routing)")
                    .arg(where));
        const EvalSetKind itemKind = hasTrigger ? EvalSetKind::PerSkill : EvalSetKind::Routing;
        if (kind && *kind != itemKind)
            return r.fail(pos,
                QStringLiteral("%1: uses \"%2\" but item %3 uses \"%4\"; use one form for the whole set")
                    .arg(where, hasTrigger ? QStringLiteral("should_trigger") : QStringLiteral("skill"))
                    .arg(kindItem + 1)
                    .arg(hasTrigger ? QStringLiteral("skill") : QStringLiteral("should_trigger")));
        if (!kind) {
            kind = itemKind;
            kindItem = i;
        }
        if (hasTrigger) {
            const QJsonValue t = o.value(QStringLiteral("should_trigger"));
            if (!t.isBool())
                return r.fail(pos.member(QStringLiteral("should_trigger")),
                    QStringLiteral("%1: \"should_trigger\" must be true or false (found %2)").arg(where, typeName(t)));
            c.shouldTrigger = t.toBool();
        } else {
            const QJsonValue s = o.value(QStringLiteral("skill"));
            if (!s.isNull() && (!s.isString() || s.toString().trimmed().isEmpty()))
                return r.fail(pos.member(QStringLiteral("skill")),
                    QStringLiteral("%1: \"skill\" must be a skill name or null (found %2)")
                        .arg(where, s.isString() ? QStringLiteral("an empty string") : typeName(s)));
            c.expectedSkill = s.toString().trimmed();
            c.shouldTrigger = !c.expectedSkill.isEmpty();
            c.skillPosition = positionAt(r.json, pos.member(QStringLiteral("skill")).offset());
        }
        const QJsonValue notes = o.value(QStringLiteral("notes"));
        if (!notes.isUndefined() && !notes.isNull() && !notes.isString())
            return r.fail(pos.member(QStringLiteral("notes")),
                QStringLiteral("%1: \"notes\" must be a string (found %2)").arg(where, typeName(notes)));
        c.notes = notes.toString();
        if (const auto it = seen.constFind(c.query); it != seen.constEnd())
            return r.fail(pos.member(QStringLiteral("query")),
                QStringLiteral("%1: the same query as item %2 (results are kept per query)").arg(where).arg(*it + 1));
        seen.insert(c.query, i);
        set.cases << c;
    }
    set.kind = kind.value_or(EvalSetKind::PerSkill);
    return true;
}

bool readEvalsJson(const Reader &r, const QJsonObject &o, EvalSet &set)
{
    const JsonPositions &root = r.positions;
    const QJsonValue name = o.value(QStringLiteral("skill_name"));
    if (!name.isUndefined() && !name.isString())
        return r.fail(root.member(QStringLiteral("skill_name")),
            QStringLiteral("\"skill_name\" must be a string (found %1)").arg(typeName(name)));
    set.skill = name.toString().trimmed();
    const QJsonValue evals = o.value(QStringLiteral("evals"));
    if (!evals.isArray())
        return r.fail(evals.isUndefined() ? root : root.member(QStringLiteral("evals")),
            evals.isUndefined() ? kShape
                                : QStringLiteral("\"evals\" must be an array (found %1)").arg(typeName(evals)));
    const QJsonArray items = evals.toArray();
    const JsonPositions &at = root.member(QStringLiteral("evals"));
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const JsonPositions &pos = at.item(i);
        const QString where = QStringLiteral("evals[%1]").arg(i);
        if (!items.at(i).isObject())
            return r.fail(pos,
                QStringLiteral("%1: must be an object with \"prompt\" (found %2)").arg(where, typeName(items.at(i))));
        const QJsonObject e = items.at(i).toObject();
        const QJsonValue prompt = e.value(QStringLiteral("prompt"));
        if (prompt.isUndefined())
            return r.fail(pos, QStringLiteral("%1: \"prompt\" is missing").arg(where));
        if (!prompt.isString() || prompt.toString().trimmed().isEmpty())
            return r.fail(pos.member(QStringLiteral("prompt")),
                QStringLiteral("%1: \"prompt\" must be a non-empty string (found %2)")
                    .arg(where, prompt.isString() ? QStringLiteral("an empty string") : typeName(prompt)));
        EvalCase c;
        c.query = prompt.toString();
        c.shouldTrigger = true;
        c.notes = e.value(QStringLiteral("expected_output")).toString();
        c.position = positionAt(r.json, pos.offset());
        if (const auto it = seen.constFind(c.query); it != seen.constEnd())
            return r.fail(pos.member(QStringLiteral("prompt")),
                QStringLiteral("%1: the same prompt as evals[%2]").arg(where).arg(*it));
        seen.insert(c.query, i);
        set.cases << c;
    }
    set.kind = EvalSetKind::PerSkill;
    return true;
}

} // namespace

QString evalSetKindName(EvalSetKind kind)
{
    return kind == EvalSetKind::Routing ? QStringLiteral("routing") : QStringLiteral("per-skill");
}

QString EvalSetError::describe() const
{
    const QString file = filePath.isEmpty() ? QStringLiteral("eval set") : filePath;
    if (position.line > 0)
        return QStringLiteral("%1:%2:%3: %4").arg(file).arg(position.line).arg(position.column).arg(message);
    return QStringLiteral("%1: %2").arg(file, message);
}

bool EvalSet::expectsTrigger(qsizetype i) const
{
    return cases.at(i).shouldTrigger;
}

EvalSet EvalSet::asRouting(const QString &skillName) const
{
    EvalSet out = *this;
    out.kind = EvalSetKind::Routing;
    if (kind == EvalSetKind::PerSkill)
        for (EvalCase &c : out.cases)
            c.expectedSkill = c.shouldTrigger ? skillName : QString();
    return out;
}

EvalSet EvalSet::asPerSkill(const QString &skillName) const
{
    EvalSet out = *this;
    out.kind = EvalSetKind::PerSkill;
    out.skill = skillName;
    if (kind == EvalSetKind::Routing)
        for (EvalCase &c : out.cases) {
            c.shouldTrigger = c.expectedSkill == skillName;
            c.expectedSkill.clear();
        }
    return out;
}

std::optional<EvalSet> parseEvalSet(const QByteArray &json, const QString &filePath, EvalSetError *error)
{
    EvalSetError local;
    EvalSetError &err = error ? *error : local;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        err.filePath = filePath;
        // Qt reports where it stopped reading; a bad value (tru, 1e, undefined) is shown where it starts.
        qsizetype at = qBound(qsizetype(0), qsizetype(pe.offset), json.size());
        if (pe.error == QJsonParseError::IllegalValue || pe.error == QJsonParseError::IllegalNumber) {
            if (at > 0 && (json.at(at - 1) == '}' || json.at(at - 1) == ']' || json.at(at - 1) == ','))
                --at;
            while (at > 0
                && (std::isalnum(uchar(json.at(at - 1))) || json.at(at - 1) == '.' || json.at(at - 1) == '-'
                    || json.at(at - 1) == '+'))
                --at;
        }
        err.position = positionAt(json, at);
        err.message = QStringLiteral("invalid JSON: %1").arg(pe.errorString());
        return std::nullopt;
    }
    Reader reader { json, filePath, JsonPositions::scan(json), &err };
    EvalSet set;
    set.filePath = filePath;
    if (doc.isArray()) {
        if (!readArray(reader, doc.array(), reader.positions, set))
            return std::nullopt;
    } else if (doc.isObject() && doc.object().contains(QStringLiteral("evals"))) {
        if (!readEvalsJson(reader, doc.object(), set))
            return std::nullopt;
    } else {
        reader.fail(reader.positions, kShape);
        return std::nullopt;
    }
    if (set.cases.isEmpty()) {
        reader.fail(reader.positions, QStringLiteral("the eval set is empty: add at least one query"));
        return std::nullopt;
    }
    return set;
}

std::optional<EvalSet> loadEvalSet(const QString &path, EvalSetError *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) {
            error->filePath = path;
            error->position = {};
            error->message = QStringLiteral("cannot read the eval set: %1").arg(f.errorString());
        }
        return std::nullopt;
    }
    return parseEvalSet(f.readAll(), path, error);
}

bool checkEvalSet(const EvalSet &set, const QStringList &skillNames, const QString &skill, EvalSetError *error)
{
    auto fail = [&](const TextPosition &at, const QString &message) {
        if (error) {
            error->filePath = set.filePath;
            error->position = at;
            error->message = message;
        }
        return false;
    };
    const QString known
        = skillNames.isEmpty() ? QStringLiteral("none; check --root") : skillNames.join(QStringLiteral(", "));
    if (set.cases.isEmpty())
        return fail({}, QStringLiteral("the eval set is empty: add at least one query"));
    if (set.kind == EvalSetKind::PerSkill) {
        if (skill.isEmpty())
            return fail({}, QStringLiteral("a per-skill eval set needs the skill under test (--skill NAME)"));
        if (!skillNames.contains(skill))
            return fail({}, QStringLiteral("unknown skill \"%1\" (the roots have: %2)").arg(skill, known));
        return true;
    }
    for (qsizetype i = 0; i < set.cases.size(); ++i) {
        const EvalCase &c = set.cases.at(i);
        if (!c.expectedSkill.isEmpty() && !skillNames.contains(c.expectedSkill))
            return fail(c.skillPosition.line > 0 ? c.skillPosition : c.position,
                QStringLiteral("item %1: unknown skill \"%2\" (the roots have: %3)")
                    .arg(i + 1)
                    .arg(c.expectedSkill, known));
    }
    return true;
}

QByteArray evalSetToJson(const EvalSet &set)
{
    QJsonArray items;
    for (const EvalCase &c : set.cases) {
        QJsonObject o { { QStringLiteral("query"), c.query } };
        if (set.kind == EvalSetKind::PerSkill)
            o.insert(QStringLiteral("should_trigger"), c.shouldTrigger);
        else
            o.insert(QStringLiteral("skill"), c.expectedSkill.isEmpty() ? QJsonValue() : QJsonValue(c.expectedSkill));
        if (!c.notes.isEmpty())
            o.insert(QStringLiteral("notes"), c.notes);
        items << o;
    }
    return QJsonDocument(items).toJson(QJsonDocument::Indented);
}

bool saveEvalSet(const EvalSet &set, const QString &path, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(evalSetToJson(set)) < 0 || !f.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

QList<EvalCase> casesFromLines(const QString &text, EvalSetKind kind, bool defaultShouldTrigger, const QString &skill)
{
    QList<EvalCase> out;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        EvalCase c;
        c.shouldTrigger = defaultShouldTrigger;
        qsizetype cut = line.lastIndexOf(QLatin1Char('\t'));
        qsizetype width = 1;
        if (cut < 0) {
            cut = line.lastIndexOf(QLatin1String(" | "));
            width = 3;
        }
        QString query = line;
        if (cut > 0) {
            const QString tail = line.mid(cut + width).trimmed();
            const QString lower = tail.toLower();
            bool used = true;
            if (kind == EvalSetKind::PerSkill) {
                if (lower == QLatin1String("yes") || lower == QLatin1String("true") || lower == QLatin1String("+")
                    || lower == QLatin1String("1"))
                    c.shouldTrigger = true;
                else if (lower == QLatin1String("no") || lower == QLatin1String("false") || lower == QLatin1String("-")
                    || lower == QLatin1String("0") || lower == QLatin1String("none") || lower == QLatin1String("null"))
                    c.shouldTrigger = false;
                else if (width == 1 && !tail.isEmpty() && !tail.contains(QLatin1Char(' ')))
                    // A routing line ("query<TAB>skill") pasted into a one-skill set: the skill under test means
                    // should trigger, any other skill should not; the name never lands in the query.
                    c.shouldTrigger = !skill.isEmpty() && tail == skill;
                else
                    used = false;
            } else if (lower == QLatin1String("none") || lower == QLatin1String("null")
                || lower == QLatin1String("-")) {
                c.expectedSkill.clear();
            } else if (!tail.isEmpty() && !tail.contains(QLatin1Char(' '))) {
                c.expectedSkill = tail;
            } else {
                used = false;
            }
            if (used)
                query = line.left(cut).trimmed();
        }
        if (kind == EvalSetKind::Routing)
            c.shouldTrigger = !c.expectedSkill.isEmpty();
        c.query = query;
        if (!c.query.isEmpty())
            out << c;
    }
    return out;
}

} // namespace sw
