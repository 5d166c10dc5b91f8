import { ANALYSIS_DIMENSIONS } from "#shared/domain/learning-profile.ts";

// A fake model's session analysis, for the fake OpenAI-compatible server: recognises the
// analysis request by its instructions (src/server/analysis/analysis-prompts.ts) and answers
// with an analysis that passes the server's checks: the first listed competency, with the
// pupil's first message quoted verbatim as evidence.

type ChatBody = { messages?: Array<{ role: string; content: unknown }> };

function textOf(body: unknown, role: string): string {
  const message = (body as ChatBody | null)?.messages?.find((m) => m.role === role);
  const content = message?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? "").join("");
  return "";
}

export function isAnalysisRequest(body: unknown): boolean {
  return textOf(body, "system").includes("Du wertest für Lernfunke");
}

/** The JSON text a model would answer to an analysis request. */
export function fakeModelAnalysis(body: unknown): string {
  const competencyId = textOf(body, "system").match(/^- ([a-z0-9-]+) \| /m)?.[1];
  const quote = textOf(body, "user")
    .match(/^\[\d+\] Schüler\/in: (.+)$/m)?.[1]
    ?.trim();
  return JSON.stringify({
    summary: "Du hast mit dem Tutor an deiner Frage gearbeitet und selbst mitgerechnet.",
    sessionQuality: {
      difficulty: 0.5,
      engagement: 0.8,
      quality: 0.7,
      comprehension: 0.75,
      sessionQuality: 0.7,
    },
    competencies:
      competencyId && quote
        ? [
            {
              competencyId,
              confidenceScore: 60,
              detectionConfidence: 0.8,
              progressNotes: "Du hast den Ansatz selbst gefunden.",
              demonstratedSkills: ["Ansatz selbst gefunden"],
              evidenceText: [quote],
            },
          ]
        : [],
    insights: ["Du bleibst dran, auch wenn es schwierig wird.", "Du stellst gute Fragen."],
    nextSteps: ["Übe zwei ähnliche Aufgaben allein.", "Erkläre den Lösungsweg jemandem in deinen Worten."],
    learningProfile: Object.fromEntries(ANALYSIS_DIMENSIONS.map((d) => [d, d === "MOT" ? 0.5 : null])),
  });
}
