#pragma once
// DescriptionOptimiser: the improve-the-description loop, done properly. A stratified, seeded train / held-out split;
// each iteration evaluates one description on every query (TriggerEval), then asks the model for a better one given
// the results on the training queries only (held-out queries and their results never appear in what it is sent),
// within the 1,024-character limit (asked again once when over it, then cut at a sentence end); a reply without
// <new_description> tags or proposing a description already evaluated is asked again with a note (twice at most, then
// the loop stops), never evaluated; up to K iterations,
// stopping early when every training query passes; the best iteration is chosen by its held-out score (then training
// score, then the earlier one). Every iteration is kept.
#include "eval/evaloutput.h"
#include "eval/evalsplit.h"
#include "eval/modelquestion.h"
#include "eval/triggereval.h"

namespace sw {

constexpr int kDescriptionLimit = 1024;

struct OptimiserIteration
{
    int index = 0; // 0 = the starting description
    QString description;
    int trainPassed = 0;
    int trainTotal = 0;
    int heldOutPassed = 0;
    int heldOutTotal = 0;
    EvalResults results; // the evaluation of this description (training and held-out queries)
    QByteArray request; // the request that asked for it ("" for iteration 0)
    QString note; // e.g. "shortened to 1,024 characters"
    bool best = false;
};

struct OptimiserConfig
{
    TriggerEvalConfig eval; // the whole set, the skill under test (required), runs, threshold, workers, cache...
    QString startDescription; // "" = the saved description
    QString skillBody; // the skill's instructions, given to the model as context (truncated)
    int maxIterations = 5; // descriptions proposed by the model, beyond the starting one
    double heldOutFraction = 0.4;
    quint32 seed = 42;
};

class DescriptionOptimiser : public QObject
{
    Q_OBJECT
public:
    DescriptionOptimiser(const OptimiserConfig &config, ProviderFactory providers, QObject *parent = nullptr);

    bool start(QString *error = nullptr);
    void cancel();
    bool isRunning() const { return m_running; }
    const EvalSplit &split() const { return m_split; }
    const QList<OptimiserIteration> &iterations() const { return m_iterations; }
    int bestIteration() const; // -1 before the first evaluation finished
    QString stopReason() const { return m_stopReason; }
    TriggerEval *currentEval() const { return m_eval; }

    // The user message asking for iteration `next` (training results only). Public for tests.
    QString improvementPrompt(const QList<OptimiserIteration> &history) const;
    static QString systemPrompt();
    // The description in a model's answer, between <new_description> tags (trimmed, quotes and angle brackets
    // removed); "" when the answer has no such tags (it is asked again with a note, never evaluated).
    static QString descriptionFromAnswer(const QString &answer);
    // Cut to the last sentence end (or word) within `limit` characters.
    static QString shortened(const QString &description, int limit = kDescriptionLimit);

Q_SIGNALS:
    void evaluationStarted(int iteration, sw::TriggerEval *eval);
    void iterationFinished(int iteration);
    void asking(int iteration); // the model is asked for the next description
    void finished();
    void failed(const QString &message);

private:
    void evaluate(const QString &description, const QByteArray &request, const QString &note);
    void onEvaluated();
    void askForNext(const QString &extra = {});
    void onAnswer(const QString &text);
    void finish(const QString &reason);

    OptimiserConfig m_config;
    ProviderFactory m_factory;
    EvalSplit m_split;
    QList<OptimiserIteration> m_iterations;
    QPointer<TriggerEval> m_eval;
    ChatProvider *m_writerProvider = nullptr;
    ModelQuestion *m_question = nullptr;
    QByteArray m_pendingRequest;
    QString m_pendingNote;
    bool m_retriedLength = false;
    int m_reasked = 0; // answers of this iteration asked again (no tags, a description already tried)
    bool m_running = false;
    QString m_stopReason;
};

} // namespace sw
