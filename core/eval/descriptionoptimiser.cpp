// DescriptionOptimiser: split, evaluate, ask, check the limit, pick the best by held-out score.
#include "descriptionoptimiser.h"

#include <QRegularExpression>

namespace sw {

namespace {
constexpr int kBodyContextChars = 4000;

int passedAmong(const EvalResults &results, const QList<int> &cases)
{
    int n = 0;
    for (int c : cases)
        n += results.query(0, c).pass;
    return n;
}
} // namespace

DescriptionOptimiser::DescriptionOptimiser(const OptimiserConfig &config, ProviderFactory providers, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_factory(std::move(providers))
{ }

QString DescriptionOptimiser::systemPrompt()
{
    return QStringLiteral(
        "You improve the description field of an Agent Skill (the YAML frontmatter of its SKILL.md). An agent sees "
        "only "
        "each skill's name and description in its catalog and decides from them whether to load a skill for a user's "
        "request. Write a description that says what the skill does and when to use it, in words users actually type, "
        "so that the agent loads it for the requests that need it and leaves it alone for the others. Generalise from "
        "the examples instead of listing them. At most 1024 characters, no angle brackets. Reply with the new "
        "description only, between <new_description> and </new_description>.");
}

QString DescriptionOptimiser::descriptionFromAnswer(const QString &answer)
{
    static const QRegularExpression tagged(
        QStringLiteral("<new_description>(.*?)</new_description>"), QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = tagged.match(answer);
    if (!m.hasMatch())
        return {};
    QString d = m.captured(1).trimmed();
    if (d.size() >= 2 && d.startsWith(QLatin1Char('"')) && d.endsWith(QLatin1Char('"')))
        d = d.mid(1, d.size() - 2).trimmed();
    d.remove(QLatin1Char('<')).remove(QLatin1Char('>'));
    return d;
}

QString DescriptionOptimiser::shortened(const QString &description, int limit)
{
    if (description.size() <= limit)
        return description;
    QString cut = description.left(limit);
    for (const QString &end : { QStringLiteral(". "), QStringLiteral("! "), QStringLiteral("? ") }) {
        const qsizetype at = cut.lastIndexOf(end.trimmed());
        if (at > limit / 2)
            return cut.left(at + 1).trimmed();
    }
    const qsizetype space = cut.lastIndexOf(QLatin1Char(' '));
    return (space > 0 ? cut.left(space) : cut).trimmed();
}

bool DescriptionOptimiser::start(QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (m_running) {
        err = QStringLiteral("the optimiser is already running");
        return false;
    }
    if (m_config.eval.skill.isEmpty() || !m_config.eval.skills || !m_config.eval.skills->find(m_config.eval.skill)) {
        err = QStringLiteral("the optimiser needs the skill under test");
        return false;
    }
    if (m_config.eval.set.kind == EvalSetKind::Routing)
        m_config.eval.set = m_config.eval.set.asPerSkill(m_config.eval.skill);
    if (m_config.startDescription.size() > kDescriptionLimit) {
        err = QStringLiteral("the starting description has %1 characters; the limit is 1024")
                  .arg(m_config.startDescription.size());
        return false;
    }
    m_split = stratifiedSplit(m_config.eval.set, m_config.heldOutFraction, m_config.seed);
    if (m_split.train.isEmpty()) {
        err = QStringLiteral("the eval set has no training queries");
        return false;
    }
    m_writerProvider = m_factory ? m_factory(this) : nullptr;
    if (!m_writerProvider) {
        err = QStringLiteral("no model provider");
        return false;
    }
    m_question = new ModelQuestion(m_writerProvider, m_config.eval.model, m_config.eval.retry, this);
    connect(m_question, &ModelQuestion::answered, this, &DescriptionOptimiser::onAnswer);
    connect(m_question, &ModelQuestion::failed, this, [this](const QString &message) {
        finish(QStringLiteral("the model could not be asked for a better description: %1").arg(message));
    });
    m_iterations.clear();
    m_stopReason.clear();
    m_running = true;
    const AgentSkill *skill = m_config.eval.skills->find(m_config.eval.skill);
    evaluate(m_config.startDescription.isEmpty() ? skill->description : m_config.startDescription, {}, {});
    return m_running;
}

void DescriptionOptimiser::evaluate(const QString &description, const QByteArray &request, const QString &note)
{
    OptimiserIteration it;
    it.index = int(m_iterations.size());
    it.description = description;
    it.request = request;
    it.note = note;
    m_iterations << it;
    TriggerEvalConfig config = m_config.eval;
    config.variants = { EvalVariant { QStringLiteral("iteration %1").arg(it.index), description } };
    m_eval = new TriggerEval(config, m_factory, this);
    connect(m_eval, &TriggerEval::finished, this, &DescriptionOptimiser::onEvaluated);
    Q_EMIT evaluationStarted(it.index, m_eval);
    QString error;
    if (!m_eval->start(&error)) {
        m_eval->deleteLater();
        m_eval = nullptr;
        m_iterations.removeLast();
        finish(error);
        Q_EMIT failed(error);
    }
}

void DescriptionOptimiser::onEvaluated()
{
    if (!m_eval)
        return;
    TriggerEval *eval = m_eval;
    m_eval = nullptr;
    OptimiserIteration &it = m_iterations.last();
    it.results = eval->results();
    eval->deleteLater();
    it.trainTotal = int(m_split.train.size());
    it.heldOutTotal = int(m_split.heldOut.size());
    it.trainPassed = passedAmong(it.results, m_split.train);
    it.heldOutPassed = passedAmong(it.results, m_split.heldOut);
    const bool stopped = it.results.cancelled || !it.results.abortReason.isEmpty();
    Q_EMIT iterationFinished(it.index);
    if (!m_running)
        return;
    if (stopped) {
        finish(it.results.abortReason.isEmpty() ? QStringLiteral("cancelled") : it.results.abortReason);
        return;
    }
    if (it.trainPassed == it.trainTotal) {
        finish(QStringLiteral("every training query passes"));
        return;
    }
    if (it.index >= m_config.maxIterations) {
        finish(QStringLiteral("%1 iterations done").arg(m_config.maxIterations));
        return;
    }
    m_retriedLength = false;
    m_reasked = 0;
    askForNext();
}

QString DescriptionOptimiser::improvementPrompt(const QList<OptimiserIteration> &history) const
{
    // Only training queries and their results: the held-out part stays unseen, so its score stays honest.
    const OptimiserIteration &last = history.last();
    const EvalResults &r = last.results;
    QStringList missed, falseAlarms, passing;
    for (int c : m_split.train) {
        const EvalCase &ec = r.set.cases.at(c);
        const QueryResult q = r.query(0, c);
        if (!q.decided())
            continue;
        QString line = QStringLiteral("- \"%1\" (loaded %2 of %3 times").arg(ec.query).arg(q.triggers).arg(q.runs);
        QStringList instead;
        for (auto i = q.loadedInstead.constBegin(); i != q.loadedInstead.constEnd(); ++i)
            instead << i.key();
        if (!instead.isEmpty())
            line += QStringLiteral("; the agent loaded %1 instead").arg(instead.join(QStringLiteral(", ")));
        line += QLatin1Char(')');
        if (q.pass)
            passing << line;
        else if (ec.shouldTrigger)
            missed << line;
        else
            falseAlarms << line;
    }
    QString prompt = QStringLiteral("Skill name: %1\n\nCurrent description (%2 characters):\n%3\n\n")
                         .arg(m_config.eval.skill)
                         .arg(last.description.size())
                         .arg(last.description);
    if (!m_config.skillBody.isEmpty())
        prompt += QStringLiteral("What the skill contains (its SKILL.md instructions):\n%1\n\n")
                      .arg(m_config.skillBody.left(kBodyContextChars));
    prompt += QStringLiteral("Each request below was sent %1 times; the skill should be loaded at least %2 of the "
                             "time when it applies and less often when it does not.\n")
                  .arg(r.setup.runsPerQuery)
                  .arg(percent(r.setup.threshold));
    if (!missed.isEmpty())
        prompt += QStringLiteral("\nShould have loaded the skill but did not:\n") + missed.join(QLatin1Char('\n'))
            + QLatin1Char('\n');
    if (!falseAlarms.isEmpty())
        prompt += QStringLiteral("\nLoaded the skill but should not have:\n") + falseAlarms.join(QLatin1Char('\n'))
            + QLatin1Char('\n');
    if (!passing.isEmpty())
        prompt += QStringLiteral("\nAlready right:\n") + passing.join(QLatin1Char('\n')) + QLatin1Char('\n');
    if (history.size() > 1) {
        prompt += QStringLiteral("\nDescriptions tried so far and how many of these %1 requests they got right:\n")
                      .arg(last.trainTotal);
        for (const OptimiserIteration &h : history)
            prompt += QStringLiteral("%1. (%2/%3) %4\n")
                          .arg(h.index + 1)
                          .arg(h.trainPassed)
                          .arg(h.trainTotal)
                          .arg(h.description);
    }
    prompt += QStringLiteral("\nWrite a better description.");
    return prompt;
}

void DescriptionOptimiser::askForNext(const QString &extra)
{
    QString prompt = improvementPrompt(m_iterations);
    if (!extra.isEmpty())
        prompt += QStringLiteral("\n\n") + extra;
    Q_EMIT asking(int(m_iterations.size()));
    m_question->ask(systemPrompt(), prompt);
}

void DescriptionOptimiser::onAnswer(const QString &text)
{
    if (!m_running)
        return;
    const QByteArray request = m_question->record().body;
    QString description = descriptionFromAnswer(text);
    QString note;
    constexpr int kReasks = 2;
    if (description.isEmpty()) {
        if (m_reasked < kReasks) {
            ++m_reasked;
            askForNext(QStringLiteral("Your last reply had no description between <new_description> and "
                                      "</new_description>. Reply with the new description between those tags."));
            return;
        }
        finish(QStringLiteral("the model's answer held no description between <new_description> tags"));
        return;
    }
    if (description.size() > kDescriptionLimit) {
        if (!m_retriedLength) {
            m_retriedLength = true;
            askForNext(QStringLiteral("Your last proposal had %1 characters; the limit is 1024. Write a shorter one.")
                           .arg(description.size()));
            return;
        }
        note = QStringLiteral("the model proposed %1 characters; shortened to %2").arg(description.size());
        description = shortened(description);
        note = note.arg(description.size());
    }
    for (const OptimiserIteration &tried : std::as_const(m_iterations)) {
        if (tried.description.simplified() != description.simplified())
            continue;
        if (m_reasked < kReasks) {
            ++m_reasked;
            askForNext(QStringLiteral("Your last proposal is the description tried as number %1. Write a different "
                                      "one.")
                           .arg(tried.index + 1));
            return;
        }
        finish(QStringLiteral("the model proposed a description already evaluated (iteration %1)").arg(tried.index));
        return;
    }
    evaluate(description, request, note);
}

int DescriptionOptimiser::bestIteration() const
{
    int best = -1;
    for (int i = 0; i < m_iterations.size(); ++i) {
        const OptimiserIteration &it = m_iterations.at(i);
        if (it.results.runs.isEmpty())
            continue;
        if (best < 0) {
            best = i;
            continue;
        }
        const OptimiserIteration &b = m_iterations.at(best);
        // Held-out rate first (the unseen queries), then training, then the earlier (shorter history) one.
        const double hi = it.heldOutTotal ? double(it.heldOutPassed) / it.heldOutTotal : 0;
        const double hb = b.heldOutTotal ? double(b.heldOutPassed) / b.heldOutTotal : 0;
        if (hi > hb || (hi == hb && it.trainPassed > b.trainPassed))
            best = i;
    }
    return best;
}

void DescriptionOptimiser::finish(const QString &reason)
{
    if (!m_running)
        return;
    m_running = false;
    m_stopReason = reason;
    const int best = bestIteration();
    for (int i = 0; i < m_iterations.size(); ++i)
        m_iterations[i].best = i == best;
    Q_EMIT finished();
}

void DescriptionOptimiser::cancel()
{
    if (!m_running)
        return;
    if (m_question)
        m_question->cancel();
    if (m_eval) {
        m_eval->cancel(); // onEvaluated finishes with "cancelled"
        return;
    }
    finish(QStringLiteral("cancelled"));
}

} // namespace sw
