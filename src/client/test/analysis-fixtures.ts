import { vi } from "vitest";
import type {
  AnalysisStatusResponse,
  CareAnalysis,
  CompetencyUpdate,
  GradedAnalysis,
  SessionAnalysis,
} from "#shared/contracts/analysis.ts";
import type { SessionDetail } from "#shared/contracts/sessions.ts";
import { ANALYSIS_DIMENSIONS } from "#shared/domain/learning-profile.ts";
import { onboardingRecord } from "./onboarding-fixtures.ts";
import { json, mockFetch } from "./render-app.tsx";
import { sessionSummary } from "./session-fixtures.ts";

// Times in the machine's own zone, as the screen shows them in the pupil's zone.
export const at = (hour: number, minute: number, second = 0) =>
  new Date(2026, 10, 20, hour, minute, second).toISOString();

/** The list's maths chat (09:05 to 09:17) with its duration and a short transcript; override what a test is about. */
export function sessionDetail(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return {
    ...sessionSummary(),
    duration: 735, // 12.25 minutes: the list's durationMinutes 12, "12 Min"
    conversationTranscript: [
      { type: "user", text: "Wie addiere ich 1/4 und 1/8?", timestamp: at(9, 5, 10) },
      {
        type: "assistant",
        text: "Bring beide Brüche zuerst auf **denselben Nenner**.",
        timestamp: at(9, 5, 30),
      },
      {
        type: "user",
        text: "[BILD ANALYSIERT: tafel.jpg] Auf der Tafel stehen drei Brüche …",
        timestamp: at(9, 7),
      },
      { type: "user", text: "Also 2/8 + 1/8 = 3/8!", timestamp: at(9, 9) },
    ],
    ...overrides,
  };
}

export function competencyUpdate(overrides: Partial<CompetencyUpdate> = {}): CompetencyUpdate {
  return {
    competencyId: "mathematik-ma-1-a-2",
    competencyName: "Brüche addieren und subtrahieren",
    confidenceScore: 80,
    detectionConfidence: 0.9,
    previousStatus: "pending",
    newStatus: "in_progress",
    timeSpentMinutes: 8,
    progressNotes: "Du hast den gemeinsamen Nenner selbst gefunden.",
    demonstratedSkills: ["Gemeinsamen Nenner finden", "Brüche erweitern"],
    evidenceText: [
      "Also 2/8 + 1/8 = 3/8!",
      "Ich muss 1/4 erweitern.",
      "Der Nenner bleibt 8.",
      "Dann kürze ich nicht mehr.",
      "Das ist kleiner als 1/2.",
    ],
    ...overrides,
  };
}

/** A complete analysis made at 09:18: every card has something to show. */
export function sessionAnalysis(overrides: Partial<GradedAnalysis> = {}): GradedAnalysis {
  return {
    timestamp: at(9, 18),
    sessionQuality: {
      difficulty: 0.45,
      engagement: 0.9,
      quality: 0.72,
      comprehension: 0.655,
      sessionQuality: 0.72,
    },
    competencyUpdates: [competencyUpdate()],
    nextSteps: ["Übe drei Aufgaben mit verschiedenen Nennern.", "Probier gemischte Zahlen."],
    insights: ["Du hast die meisten Schritte selbst gemacht.", "Bilder helfen dir beim Verstehen."],
    learningProfile: Object.fromEntries(ANALYSIS_DIMENSIONS.map((d, i) => [d, i % 2 === 0 ? 0.5 : -0.2])),
    summary: "Wir haben Brüche mit verschiedenen Nennern addiert.",
    independence: { score: 0.75, ownAttempts: 3, ownQuestions: 2, hintRequests: 1, answerRequests: 0 },
    producer: "offline",
    ...overrides,
  };
}

/** The ungraded result of a crisis session, as the server writes it (care-analysis.ts). */
export function careAnalysis(overrides: Partial<CareAnalysis> = {}): CareAnalysis {
  return {
    timestamp: at(9, 18),
    sessionQuality: null,
    competencyUpdates: [],
    nextSteps: [],
    insights: [],
    learningProfile: {},
    summary: "In dieser Session ging es um etwas, das dich belastet. Darum gibt es hier keine Bewertung.",
    independence: null,
    producer: "offline",
    care: {
      reason: "crisis",
      message:
        "Danke, dass du darüber geschrieben hast – das braucht Mut. Du musst damit nicht allein bleiben.",
      helpCard: {
        title: "Pro Juventute – Beratung + Hilfe 147",
        lines: [
          "Telefon 147 – gratis, rund um die Uhr",
          "Chat und E-Mail auf 147.ch",
          "Anonym und vertraulich: Du musst deinen Namen nicht sagen.",
          "In akuter Gefahr: 144 (Sanität) oder 117 (Polizei)",
        ],
        phone: "147",
        url: "https://www.147.ch",
      },
      otherHelp: ["Sprich mit einer erwachsenen Person, der du vertraust."],
    },
    ...overrides,
  };
}

type Answer = () => Response | Promise<Response>;

type ServeAnalysisOptions = {
  session?: SessionDetail | Answer;
  /** The status answers in turn; the last one repeats. Or a function for a failure. */
  statuses?: AnalysisStatusResponse[] | Answer;
  /** The analysis endpoint's answer: the analysis, or a function (a failure, no data). */
  analysis?: SessionAnalysis | Answer;
  sessionId?: string;
};

/**
 * An onboarded pupil whose session, status and analysis endpoints answer as told (by default: a
 * completed analysis). Returns the recorded calls.
 */
export function serveAnalysis({
  session = sessionDetail(),
  statuses = [{ status: "completed" }],
  analysis = sessionAnalysis(),
  sessionId = "s-1",
}: ServeAnalysisOptions = {}) {
  const answer = (value: unknown): Answer =>
    typeof value === "function" ? (value as Answer) : () => json(value);
  let statusCalls = 0;
  const statusAnswer: Answer =
    typeof statuses === "function"
      ? statuses
      : () => json(statuses[Math.min(statusCalls++, statuses.length - 1)]);
  const base = `/api/sessions/${sessionId}`;
  const { fetchMock, calls } = mockFetch({
    "GET /api/onboarding": () => json({ onboarding: onboardingRecord }),
    [`GET ${base}`]: typeof session === "function" ? session : () => json({ session }),
    [`GET ${base}/analysis-status`]: statusAnswer,
    [`GET ${base}/analysis`]:
      typeof analysis === "function" ? analysis : answer({ status: "completed", analysis }),
  });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

/** How often the status was asked for. */
export const statusChecks = (calls: { key: string }[], sessionId = "s-1") =>
  calls.filter((c) => c.key === `GET /api/sessions/${sessionId}/analysis-status`).length;
