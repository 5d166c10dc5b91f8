import { wordCount } from "#server/ai/offline/text.ts";
import { parseFileMessage } from "#server/ai/prompts/file-messages.ts";
import type { AnalysisInput, AnalysisTurn } from "./analysis-input.ts";
import * as W from "./signal-words.ts";

// Counting what happened in a session, from the transcript only (used by both producers; the
// word lists are in signal-words.ts). The rules:
// - Pupil turns are the "user" turns, except file messages ("[DATEI-KONTEXT] …", "[BILD
//   ANALYSIERT: …] …", "[DOKUMENT ANALYSIERT: …] …", parseFileMessage): those carry an
//   uploaded file's content, not the pupil's words. They are counted, never read or quoted.
// - A turn's verdict is read from the tutor's next reply: its first two sentences (at most 160
//   characters) are checked for "not right" words first ("stimmt noch nicht", "nicht ganz",
//   "leider", "falsch", "fast"), then for praise ("Richtig", "Genau, das stimmt", "Stark, das
//   ist richtig", "Sehr gut, das stimmt", "korrekt", "bravo" …). No verdict when the tutor did
//   not understand, when the turn was a W-question, and never in the Bewerbungsgespräch
//   (a role-play has no right answers).
// - Each pupil turn gets one kind, in this order:
//   answer request ("sag mir", "säg mer", "verrat", "rechne es vor", "was ist die Lösung", "mach
//   du", or a short «Lösung» without numbers) and hint request ("Tipp", "Hinweis", "Hilfe",
//   "weiss nicht", "keine Ahnung"). A hint request counts only without numbers, since "keine
//   Ahnung, 7/8?" is a try; an answer request also with numbers ("sag einfach die Lösung von
//   2/3 + 3/5"), unless the tutor judged the turn right or wrong (then it was a try after all);
//   then copy (the turn right after an answer request only repeats what the tutor's reply to it
//   already said: the solution typed back is not the pupil's own work, and the tutor's praise
//   of it is no verdict); then attempt (any turn the tutor judged); check ("stimmt das?"
//   alone); filler when the tutor took the turn as a choice of topic ("Gut, wir üben Brüche",
//   not in the interview) or steered back to the subject ("zurück zur Aufgabe", "beim Thema
//   bleiben": off-topic chat), also when it was a question; own question ("?" with at least
//   one word, or a question word first: warum, wie, was, kann, ist …); filler (no word, or only
//   words like "ja", "ok", "hmm", "danke"; steering like "weiter", "Brüche üben", "chönd mir
//   Brüche üebe"); everything else is an attempt.
// - Hints used = hint requests + replies that give a hint ("hier ist ein Tipp", "ein kleiner
//   Tipp" …) to other turns.
// - A pupil turn answered with the crisis help (its reply names Pro Juventute / 147.ch) is
//   marked and never quoted or used as a topic.

export type PupilTurnKind = "attempt" | "question" | "check" | "hint" | "answer" | "copy" | "filler";
export type Verdict = "right" | "wrong";

export type PupilTurn = {
  /** Position in input.turns. */
  index: number;
  text: string;
  words: number;
  kind: PupilTurnKind;
  verdict: Verdict | null;
  why: boolean;
  check: boolean;
  steps: boolean;
  visual: boolean;
  example: boolean;
  hintGiven: boolean;
  crisis: boolean;
  /** Keyword text of the turn, and the tutor turn it answers (its task) raw and as keywords. */
  haystack: string;
  prompt: string;
  promptHaystack: string;
};

export type TranscriptSignals = {
  interview: boolean;
  pupil: PupilTurn[];
  fileMessages: number;
  messages: number;
  averageWords: number;
  ownAttempts: number;
  ownQuestions: number;
  whyQuestions: number;
  checkRequests: number;
  /** Turns that are only a «stimmt das?» (kind "check"). */
  checkTurns: number;
  stepsRequests: number;
  visualRequests: number;
  hintRequests: number;
  answerRequests: number;
  hintsUsed: number;
  right: number;
  wrong: number;
  /** Wrong answers followed by a new try, and by a request for the answer. */
  persistedAfterWrong: number;
  gaveUpAfterWrong: number;
  /** Attempts with a concrete example (interview). */
  examples: number;
  /** Solutions typed back right after asking for them (kind "copy"). */
  copies: number;
};

export function readTranscript(input: Pick<AnalysisInput, "turns" | "subjectId">): TranscriptSignals {
  const interview = input.subjectId === "bewerbungsgespraech";
  const pupil: PupilTurn[] = [];
  let fileMessages = 0;
  let prompt = "";
  input.turns.forEach((turn, i) => {
    if (turn.role === "assistant") {
      prompt = turn.text;
      return;
    }
    if (parseFileMessage(turn.text)) fileMessages++;
    else if (turn.text.trim()) {
      const afterRequest = pupil.at(-1)?.kind === "answer";
      pupil.push(readPupilTurn(i, turn.text, prompt, replyTo(input.turns, i), interview, afterRequest));
    }
    prompt = "";
  });
  return { interview, pupil, fileMessages, ...countSignals(pupil) };
}

function replyTo(turns: readonly AnalysisTurn[], i: number): string {
  const next = turns[i + 1];
  return next?.role === "assistant" ? next.text : "";
}

function readPupilTurn(
  index: number,
  text: string,
  prompt: string,
  reply: string,
  interview: boolean,
  afterRequest: boolean,
): PupilTurn {
  const haystack = W.haystackOf(text);
  const tokens = haystack.trim().split(" ");
  const first = tokens[0] ?? "";
  const words = wordCount(text);
  const digits = /\d/.test(text);
  const question =
    words > 0 && (text.includes("?") || W.QUESTION_START.has(first) || W.hasWord(haystack, W.WONDER));
  const check = W.hasWord(haystack, W.CHECK_REQUEST);
  const replyHead = W.haystackOf(reply.slice(0, 300));
  const promptHaystack = prompt ? W.haystackOf(prompt) : "";

  const judged = interview || W.W_START.has(first) ? null : verdictOf(reply);
  const request = requestOf(haystack, words, digits, judged);
  const copy = afterRequest && !request && haystack.trim() !== "" && promptHaystack.includes(haystack);
  const verdict = request || copy ? null : judged;
  const topicChosen = !interview && W.hasWord(replyHead, W.TOPIC_CHOSEN);
  const kind = kindOf({
    request,
    copy,
    verdict,
    check: check && !digits && words <= 5,
    steered: topicChosen || W.hasWord(replyHead, W.BACK_TO_SUBJECT),
    question,
    filler: isFiller(tokens, haystack, digits, interview),
  });

  return {
    index,
    text,
    words,
    kind,
    verdict,
    why: W.hasWord(haystack, W.WHY),
    check,
    steps: W.hasWord(haystack, W.STEPS_REQUEST),
    visual: W.hasWord(haystack, W.VISUAL_REQUEST),
    example: W.hasWord(haystack, W.EXAMPLE),
    hintGiven: W.hasWord(replyHead, W.HINT_GIVEN) || replyHead.startsWith(" tipp "),
    crisis: W.hasWord(W.haystackOf(reply), W.CRISIS_REPLY),
    haystack,
    prompt,
    promptHaystack,
  };
}

/**
 * A request for the answer or for a hint. A hint request only without numbers ("keine Ahnung,
 * 7/8?" is a try); an answer request also with them, unless the tutor judged the turn.
 */
function requestOf(
  haystack: string,
  words: number,
  digits: boolean,
  judged: Verdict | null,
): "answer" | "hint" | null {
  if (W.hasWord(haystack, W.ANSWER_REQUEST) && !judged) return "answer";
  if (digits) return null;
  if (words <= 4 && W.hasWord(haystack, W.ANSWER_WORD)) return "answer";
  return W.hasWord(haystack, W.HINT_REQUEST) ? "hint" : null;
}

function kindOf(turn: {
  request: "answer" | "hint" | null;
  copy: boolean;
  verdict: Verdict | null;
  check: boolean;
  steered: boolean;
  question: boolean;
  filler: boolean;
}): PupilTurnKind {
  if (turn.request) return turn.request;
  if (turn.copy) return "copy";
  if (turn.verdict) return "attempt";
  if (turn.check) return "check";
  if (turn.steered) return "filler";
  if (turn.question) return "question";
  return turn.filler ? "filler" : "attempt";
}

function isFiller(tokens: string[], haystack: string, digits: boolean, interview: boolean): boolean {
  if (tokens.every((t) => t === "" || W.FILLER.has(t))) return true;
  return !interview && !digits && W.hasWord(haystack, W.STEER);
}

/** Right or wrong, from the opening of the tutor's reply (negatives first); null if neither. */
export function verdictOf(reply: string): Verdict | null {
  const sentences = reply
    .split(/(?<=[.!?\n])/)
    .slice(0, 2)
    .join(" ");
  const opening = W.haystackOf(sentences.slice(0, 160));
  if (!opening.trim() || W.hasWord(opening, W.UNCLEAR)) return null;
  if (W.hasWord(opening, W.NOT_RIGHT)) {
    return W.hasWord(W.haystackOf(reply.slice(0, 300)), W.COUNTED_RIGHT) ? "right" : "wrong";
  }
  return W.hasWord(opening, W.PRAISE) || opening.startsWith(" genau ") ? "right" : null;
}

function countSignals(pupil: readonly PupilTurn[]) {
  const count = (test: (t: PupilTurn) => boolean) => pupil.reduce((n, t) => n + (test(t) ? 1 : 0), 0);
  let persistedAfterWrong = 0;
  let gaveUpAfterWrong = 0;
  pupil.forEach((turn, k) => {
    if (turn.verdict !== "wrong") return;
    const next = pupil[k + 1];
    if (next?.kind === "attempt") persistedAfterWrong++;
    else if (next?.kind === "answer") gaveUpAfterWrong++;
  });
  const totalWords = pupil.reduce((n, t) => n + t.words, 0);
  return {
    messages: pupil.length,
    averageWords: pupil.length ? totalWords / pupil.length : 0,
    ownAttempts: count((t) => t.kind === "attempt"),
    ownQuestions: count((t) => t.kind === "question"),
    whyQuestions: count((t) => t.kind === "question" && t.why),
    checkRequests: count((t) => t.check),
    checkTurns: count((t) => t.kind === "check"),
    stepsRequests: count((t) => t.steps),
    visualRequests: count((t) => t.visual),
    hintRequests: count((t) => t.kind === "hint"),
    answerRequests: count((t) => t.kind === "answer"),
    hintsUsed: count((t) => t.kind === "hint" || t.hintGiven),
    right: count((t) => t.verdict === "right"),
    wrong: count((t) => t.verdict === "wrong"),
    persistedAfterWrong,
    gaveUpAfterWrong,
    examples: count((t) => t.kind === "attempt" && t.example),
    copies: count((t) => t.kind === "copy"),
  };
}
