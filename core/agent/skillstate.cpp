// Skill state keys and their transitions.
#include "skillstate.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
const QString kLoadedPrefix = QStringLiteral("temp:skill:loaded_by_agent:");
const QString kDocsPrefix = QStringLiteral("temp:skill:docs_by_agent:");
const QString kOrderPrefix = QStringLiteral("temp:skill:loaded_order_by_agent:");
const QString kLegacyLoaded = QStringLiteral("temp:skill:loaded:");
const QString kLegacyDocs = QStringLiteral("temp:skill:docs:");

QString jsonArray(const QStringList &items)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(items)).toJson(QJsonDocument::Compact));
}

QStringList parseArray(const QString &text)
{
    QStringList out;
    for (const QJsonValue v : QJsonDocument::fromJson(text.toUtf8()).array())
        out << v.toString();
    return out;
}

QStringList touched(QStringList order, const QString &skill)
{
    order.removeAll(skill);
    order << skill;
    return order;
}

void put(StateDelta &delta, const QString &key, const std::optional<QString> &value)
{
    for (StateChange &c : delta) {
        if (c.key == key) {
            c.value = value;
            return;
        }
    }
    delta << StateChange { key, value };
}
} // namespace

namespace skillkeys {
QString loadedKey(const QString &agent, const QString &skill)
{
    return kLoadedPrefix + agent + QLatin1Char('/') + skill;
}
QString docsKey(const QString &agent, const QString &skill)
{
    return kDocsPrefix + agent + QLatin1Char('/') + skill;
}
QString orderKey(const QString &agent)
{
    return kOrderPrefix + agent;
}
QString toolsKey(const QString &skill)
{
    return QStringLiteral("temp:skill:tools:") + skill;
}
QString legacyLoadedKey(const QString &skill)
{
    return kLegacyLoaded + skill;
}
QString legacyDocsKey(const QString &skill)
{
    return kLegacyDocs + skill;
}
} // namespace skillkeys

QStringList loadedSkills(const StateMap &state, const QString &agent)
{
    const QString prefix = kLoadedPrefix + agent + QLatin1Char('/');
    QStringList out;
    for (auto it = state.lowerBound(prefix); it != state.constEnd() && it.key().startsWith(prefix); ++it) {
        const QString name = it.key().mid(prefix.size());
        if (!it.value().isEmpty() && !name.trimmed().isEmpty())
            out << name;
    }
    out.sort();
    return out;
}

DocSelection docSelection(const StateMap &state, const QString &agent, const QString &skill)
{
    DocSelection sel;
    const auto it = state.constFind(skillkeys::docsKey(agent, skill));
    if (it == state.constEnd())
        return sel;
    sel.present = true;
    if (*it == QLatin1String("*"))
        sel.all = true;
    else
        sel.docs = parseArray(*it);
    return sel;
}

QStringList loadedOrder(const StateMap &state, const QString &agent)
{
    return parseArray(state.value(skillkeys::orderKey(agent)));
}

QStringList selectedTools(const StateMap &state, const QString &skill)
{
    return parseArray(state.value(skillkeys::toolsKey(skill)));
}

StateDelta loadSkillDelta(
    const StateMap &state, const QString &agent, const QString &skill, const QStringList &docs, bool includeAll)
{
    StateDelta d;
    put(d, skillkeys::loadedKey(agent, skill), QStringLiteral("1"));
    if (includeAll)
        put(d, skillkeys::docsKey(agent, skill), QStringLiteral("*"));
    else if (!docs.isEmpty())
        put(d, skillkeys::docsKey(agent, skill), jsonArray(docs));
    put(d, skillkeys::orderKey(agent), jsonArray(touched(loadedOrder(state, agent), skill)));
    return d;
}

SelectMode selectModeFromName(const QString &name)
{
    if (name == QLatin1String("add"))
        return SelectMode::Add;
    if (name == QLatin1String("clear"))
        return SelectMode::Clear;
    return SelectMode::Replace;
}

QString selectModeName(SelectMode mode)
{
    switch (mode) {
    case SelectMode::Add:
        return QStringLiteral("add");
    case SelectMode::Clear:
        return QStringLiteral("clear");
    case SelectMode::Replace:
        break;
    }
    return QStringLiteral("replace");
}

namespace {
DocSelectResult select(const QString &currentValue, bool currentPresent, const QStringList &items, bool includeAll,
    SelectMode mode, const QString &key, StateDelta d)
{
    DocSelectResult r;
    const bool wasAll = currentPresent && currentValue == QLatin1String("*");
    if (mode == SelectMode::Clear) {
        r.includeAll = false;
    } else if (includeAll || wasAll) {
        r.includeAll = true; // a previous "*" stays "*" unless cleared
    } else if (mode == SelectMode::Add) {
        r.selected = currentPresent ? parseArray(currentValue) : QStringList();
        for (const QString &s : items) {
            if (!r.selected.contains(s))
                r.selected << s;
        }
    } else {
        for (const QString &s : items) {
            if (!r.selected.contains(s))
                r.selected << s;
        }
    }
    put(d, key, r.includeAll ? QStringLiteral("*") : jsonArray(r.selected));
    r.delta = d;
    return r;
}
} // namespace

DocSelectResult selectDocsDelta(const StateMap &state, const QString &agent, const QString &skill,
    const QStringList &docs, bool includeAll, SelectMode mode)
{
    const QString key = skillkeys::docsKey(agent, skill);
    StateDelta d;
    d << StateChange { skillkeys::orderKey(agent), jsonArray(touched(loadedOrder(state, agent), skill)) };
    return select(state.value(key), state.contains(key), docs, includeAll, mode, key, d);
}

DocSelectResult selectToolsDelta(
    const StateMap &state, const QString &skill, const QStringList &tools, bool includeAll, SelectMode mode)
{
    const QString key = skillkeys::toolsKey(skill);
    return select(state.value(key), state.contains(key), tools, includeAll, mode, key, {});
}

StateDelta clearAgentDelta(const StateMap &state, const QString &agent)
{
    StateDelta d;
    const QString loaded = kLoadedPrefix + agent + QLatin1Char('/');
    const QString docs = kDocsPrefix + agent + QLatin1Char('/');
    for (auto it = state.constBegin(); it != state.constEnd(); ++it) {
        if (it.key().startsWith(loaded) || it.key().startsWith(docs))
            d << StateChange { it.key(), std::nullopt };
    }
    if (state.contains(skillkeys::orderKey(agent)))
        d << StateChange { skillkeys::orderKey(agent), std::nullopt };
    return d;
}

StateDelta clearSkillsDelta(const StateMap &state, const QString &agent, const QStringList &skills)
{
    StateDelta d;
    for (const QString &s : skills) {
        if (state.contains(skillkeys::loadedKey(agent, s)))
            d << StateChange { skillkeys::loadedKey(agent, s), std::nullopt };
        if (state.contains(skillkeys::docsKey(agent, s)))
            d << StateChange { skillkeys::docsKey(agent, s), std::nullopt };
    }
    if (state.contains(skillkeys::orderKey(agent))) {
        QStringList order = loadedOrder(state, agent);
        for (const QString &s : skills)
            order.removeAll(s);
        d << StateChange { skillkeys::orderKey(agent),
            order.isEmpty() ? std::nullopt : std::optional<QString>(jsonArray(order)) };
    }
    return effectiveDelta(state, d);
}

StateDelta migrateLegacyDelta(const StateMap &state, const QString &agent)
{
    StateDelta d;
    for (auto it = state.constBegin(); it != state.constEnd(); ++it) {
        if (it.key().startsWith(kLegacyLoaded)) {
            const QString skill = it.key().mid(kLegacyLoaded.size());
            d << StateChange { it.key(), std::nullopt };
            if (!it.value().isEmpty() && !state.contains(skillkeys::loadedKey(agent, skill)))
                d << StateChange { skillkeys::loadedKey(agent, skill), it.value() };
        } else if (it.key().startsWith(kLegacyDocs)) {
            const QString skill = it.key().mid(kLegacyDocs.size());
            d << StateChange { it.key(), std::nullopt };
            if (!state.contains(skillkeys::docsKey(agent, skill)))
                d << StateChange { skillkeys::docsKey(agent, skill), it.value() };
        }
    }
    return d;
}

StateDelta evictionDelta(
    const StateMap &state, const QString &agent, int max, const QStringList &recentToolTouches, QStringList *evicted)
{
    const QStringList loaded = loadedSkills(state, agent);
    if (max <= 0 || loaded.size() <= max)
        return {};
    QStringList keep;
    const QStringList order = loadedOrder(state, agent);
    for (qsizetype i = order.size() - 1; i >= 0 && keep.size() < max; --i) {
        if (loaded.contains(order.at(i)) && !keep.contains(order.at(i)))
            keep << order.at(i);
    }
    for (const QString &s : recentToolTouches) {
        if (keep.size() >= max)
            break;
        if (loaded.contains(s) && !keep.contains(s))
            keep << s;
    }
    for (const QString &s : loaded) {
        if (keep.size() >= max)
            break;
        if (!keep.contains(s))
            keep << s;
    }
    QStringList drop;
    for (const QString &s : loaded) {
        if (!keep.contains(s))
            drop << s;
    }
    if (evicted)
        *evicted = drop;
    return clearSkillsDelta(state, agent, drop);
}

} // namespace sw
