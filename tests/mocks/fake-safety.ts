import { SAFETY_JUDGE_INSTRUCTIONS } from "#server/ai/safety/model-opinion.ts";
import type { FakeBehaviour } from "./fake-upstream.ts";

// A fake model's second opinion on a pupil's message, for the fake OpenAI and Anthropic servers
// (pass `decide: safetyDecide`): recognises the classification request by its system prompt
// (src/server/ai/safety/model-opinion.ts) in either wire format and answers with the JSON a
// model would give, from a few wordings below. Any other request gets the server's default.

type Part = { type?: string; text?: string };
type Message = { role: string; content: unknown };
type Body = { system?: unknown; messages?: Message[] };

function textOfContent(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as Part).text ?? "").join("");
  return "";
}

/** The system prompt: OpenAI's system or developer message, or Anthropic's `system`. */
function systemOf(body: unknown): string {
  const { system, messages } = (body ?? {}) as Body;
  if (system !== undefined) return textOfContent(system);
  const message = messages?.find((m) => m.role === "system" || m.role === "developer");
  return textOfContent(message?.content);
}

export function isSafetyRequest(body: unknown): boolean {
  const firstLine = SAFETY_JUDGE_INSTRUCTIONS.split("\n")[0] ?? "";
  return systemOf(body).includes(firstLine);
}

/** The pupil's message: the last user message. */
export function pupilTextOf(body: unknown): string {
  const users = ((body ?? {}) as Body).messages?.filter((m) => m.role === "user") ?? [];
  return textOfContent(users.at(-1)?.content);
}

// What the fake model reads as a crisis; everything else is harmless.
const FAKE_OPINIONS: Array<[RegExp, string]> = [
  [/nicht mehr leben|umbringen|tot sein/i, "suicide"],
  [/ritze mich|schneide mich|verletze mich/i, "self_harm"],
  [/hasse mich|besser dran ohne mich|nichts wert/i, "self_hatred"],
  [/esse (fast )?nichts|kotze .*absichtlich|zu fett/i, "eating_disorder"],
  [/gemobbt|mobben mich|lachen mich (alle )?aus/i, "bullying"],
  [/fasst mich an|anfassen|geheimnis/i, "abuse"],
  [/schlägt mich|haut mich|schlägt mami/i, "violence_at_home"],
];

/** The JSON a model would answer for this pupil text. */
export function fakeSafetyAnswer(pupilText: string): string {
  const kind = FAKE_OPINIONS.find(([pattern]) => pattern.test(pupilText))?.[1] ?? null;
  return JSON.stringify({ crisis: kind !== null, kind });
}

/** `decide` for a fake server: classification requests get a verdict, others the default. */
export function safetyDecide(body: unknown): FakeBehaviour | undefined {
  return isSafetyRequest(body) ? { kind: "reply", text: fakeSafetyAnswer(pupilTextOf(body)) } : undefined;
}
