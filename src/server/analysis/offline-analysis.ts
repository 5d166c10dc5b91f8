import type { GradedAnalysis } from "#shared/contracts/analysis.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import { independenceOf } from "./independence.ts";
import { detectCompetencies, offlineCompetencyUpdates, topicLabels } from "./offline-competencies.ts";
import { profileNudges, sessionProfile } from "./offline-profile.ts";
import { interviewSubstance, offlineScores } from "./offline-scores.ts";
import { offlineInsights, offlineNextSteps, offlineSummary } from "./offline-texts.ts";
import { readTranscript } from "./transcript-signals.ts";

// The offline analysis of a finished session (producer "offline"): deterministic heuristics
// over the transcript only, no model, no database; a few milliseconds for a 60-turn session.
// Each step documents its rules in its own file:
//   transcript-signals.ts  what is counted (pupil turns, questions, right/wrong, hints,
//                          requests for the answer), with the word lists in signal-words.ts
//   independence.ts        the independence score and its kind insight
//   offline-scores.ts      the five scores
//   offline-competencies.ts, competency-rules*.ts  the competencies, status, evidence
//   offline-profile.ts     the learning profile this session showed
//   offline-texts.ts       summary, insights and next steps
// The result matches gradedAnalysisSchema (checked in the tests, not here: this is the
// fallback when a model's answer was unusable, and it must not fail itself). A crisis session
// never comes here: it is not graded (care-analysis.ts).

export function analyseOffline(input: AnalysisInput): GradedAnalysis {
  const signals = readTranscript(input);
  const independence = independenceOf(signals);
  const detected = detectCompetencies(input, signals);
  const labels = topicLabels(detected);
  const substance = interviewSubstance(signals);
  const competencyUpdates = offlineCompetencyUpdates(input, signals, detected, substance);
  return {
    timestamp: input.now.toISOString(),
    sessionQuality: offlineScores(signals, independence),
    competencyUpdates,
    nextSteps: offlineNextSteps(signals, independence, competencyUpdates, labels),
    insights: offlineInsights(input, signals, independence),
    learningProfile: sessionProfile(profileNudges(signals)),
    summary: offlineSummary(input, signals, labels),
    independence,
    producer: "offline",
  };
}
