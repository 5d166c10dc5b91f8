import type { Models } from "#server/ai/models.ts";
import { careReply, inCareMode, returnsToSubject } from "#server/ai/safety/care-mode.ts";
import { detectCrisis } from "#server/ai/safety/crisis.ts";
import { crisisFollowUp, crisisReply } from "#server/ai/safety/crisis-replies.ts";
import { streamTutorReply, type TutorTurn } from "#server/ai/tutor-stream.ts";
import { modelContext } from "#server/features/chat/model-context.ts";
import { findSubject, type SubjectId } from "#shared/domain/subjects.ts";
import type { Conversation, SubjectSet } from "./conversations.ts";
import { type CheckName, type CheckResult, scoreTurn } from "./rubric.ts";

// Plays scripted pupil conversations against the tutor the chat uses and scores every reply
// (docs/decisions/040-tutor-evaluation-harness.md). One turn goes the chat's way
// (src/server/features/chat/chat.service.ts, docs/decisions/019-pupil-safety.md): crisis wording found by the rules is
// answered with the crisis reply, care mode with the care reply, everything else by the model,
// with the same system prompt and context (model-context.ts) and, when a model is configured,
// its second opinion on the pupil's message.

export type TurnResult = {
  conversation: string;
  turn: number;
  pupil: string;
  reply: string;
  helpCard: boolean;
  /** The model's error code when the reply failed (the turn then fails). */
  error?: string;
  checks: CheckResult[];
  passed: boolean;
};

export type SubjectResult = { subject: SubjectId; turns: TurnResult[] };

type Answer = { reply: string; helpCard: boolean; error?: string };

/** The tutor's answer to `text` after `earlier`, as the chat would give it. */
async function answer(
  models: Models,
  conversation: Conversation,
  subjectId: SubjectId,
  earlier: TutorTurn[],
  text: string,
): Promise<Answer> {
  const caring = inCareMode(earlier);
  const crisis = detectCrisis(text);
  if (crisis)
    return { reply: caring ? crisisFollowUp(crisis.kind) : crisisReply(crisis.kind), helpCard: true };
  if (caring && !returnsToSubject(text)) return { reply: careReply(text), helpCard: true };

  const subject = findSubject(subjectId);
  if (!subject) throw new Error(`unknown subject ${subjectId}`);
  const now = new Date().toISOString();
  const context = modelContext({
    subject,
    setting: { topic: conversation.topic, preparation: null },
    pupil: {
      name: "Testkind",
      schoolType: conversation.schoolType,
      grade: conversation.grade,
      completed: true,
      answers: {},
      createdAt: now,
      updatedAt: now,
    },
    clientPreparation: undefined,
    files: [],
    earlier,
    text,
  });
  const verdict = models.safetyJudge?.(text);
  let reply = "";
  let error: string | undefined;
  for await (const event of streamTutorReply({
    model: models.tutor,
    resilience: models.resilience,
    ...context,
  })) {
    if (event.type === "done") reply = event.text;
    else if (event.type === "error") {
      reply = event.text;
      error = event.error.code;
    }
  }
  const opinion = await verdict;
  if (opinion && "crisis" in opinion && opinion.crisis) {
    return { reply: caring ? crisisFollowUp(opinion.kind) : crisisReply(opinion.kind), helpCard: true };
  }
  return { reply, helpCard: false, ...(error ? { error } : {}) };
}

export async function playConversation(
  models: Models,
  subject: SubjectId,
  conversation: Conversation,
): Promise<TurnResult[]> {
  const earlier: TutorTurn[] = [];
  const results: TurnResult[] = [];
  for (const [index, turn] of conversation.turns.entries()) {
    const { reply, helpCard, error } = await answer(models, conversation, subject, earlier, turn.pupil);
    const checks = scoreTurn(reply, helpCard, turn.expect);
    results.push({
      conversation: conversation.id,
      turn: index + 1,
      pupil: turn.pupil,
      reply,
      helpCard,
      ...(error ? { error } : {}),
      checks,
      passed: !error && checks.every((c) => c.passed),
    });
    earlier.push({ role: "user", content: turn.pupil }, { role: "assistant", content: reply });
  }
  return results;
}

/** Every conversation of every set, one after another (a hosted model's rate limit stays calm). */
export async function runEvaluation(models: Models, sets: readonly SubjectSet[]): Promise<SubjectResult[]> {
  const results: SubjectResult[] = [];
  for (const set of sets) {
    const turns: TurnResult[] = [];
    for (const conversation of set.conversations)
      turns.push(...(await playConversation(models, set.subject, conversation)));
    results.push({ subject: set.subject, turns });
  }
  return results;
}

export type SummaryRow = { subject: string; turns: number; passed: number; percent: number };

const percent = (passed: number, total: number) =>
  total === 0 ? 0 : Math.round((1000 * passed) / total) / 10;

/** One row per subject and one for all together ("gesamt"). */
export function summarise(results: readonly SubjectResult[]): SummaryRow[] {
  const rows = results.map(({ subject, turns }) => {
    const passed = turns.filter((t) => t.passed).length;
    return { subject, turns: turns.length, passed, percent: percent(passed, turns.length) };
  });
  const turns = rows.reduce((n, r) => n + r.turns, 0);
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  return [...rows, { subject: "gesamt", turns, passed, percent: percent(passed, turns) }];
}

/** The summary as a Markdown table (printed, and pasted into the README or a decision record). */
export function formatTable(rows: readonly SummaryRow[]): string {
  const lines = ["| Fach | Turns | bestanden | % |", "|---|---:|---:|---:|"];
  for (const r of rows) lines.push(`| ${r.subject} | ${r.turns} | ${r.passed} | ${r.percent.toFixed(1)} |`);
  return lines.join("\n");
}

/** Per check, how many turns it ran on and how many failed it: where a tutor falls short. */
export function failuresByCheck(
  results: readonly SubjectResult[],
): Partial<Record<CheckName, { failed: number; of: number }>> {
  const counts: Partial<Record<CheckName, { failed: number; of: number }>> = {};
  for (const { check, passed } of results.flatMap((r) => r.turns.flatMap((t) => t.checks))) {
    const count = counts[check] ?? { failed: 0, of: 0 };
    counts[check] = { failed: count.failed + (passed ? 0 : 1), of: count.of + 1 };
  }
  return counts;
}
