// Informatik: the practice session over the core topics (informatics-topics.ts), plus what a
// pupil brings in: a claim the tutor checks exactly (informatics-claims.ts), a statement with a
// common misconception (informatics-statements.ts), or a request for finished code (coached).
// A claim nothing here can judge gets an honest «I can't judge that – how did you get there?».
import type { TutorContext } from "../context.ts";
import type { Exercise, SubjectSession, Topic } from "../practice.ts";
import { createPracticeSession, explainedTopics, type PracticeDefinition } from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { foldAccents, hasKeyword, keywordText, lastKeywordIndex, normalise } from "../text.ts";
import {
  judgeBitPatternClaim,
  judgePasswordClaim,
  judgeUnitClaim,
  parseBinaryTask,
  parseLoopClaim,
  type Verdict,
} from "./informatics-claims.ts";
import { codeRequestReply, judgeStatement } from "./informatics-statements.ts";
import { buildTopics, type Notation } from "./informatics-topics.ts";

export const INFORMATICS_CORE_TOPICS = explainedTopics(buildTopics({ scratch: false }));

function parseInformaticsTask(input: string): Exercise | null {
  return parseLoopClaim(input) ?? parseBinaryTask(input);
}

// A yes/no question («Hat ein Byte 8 Bit?») is judged like a claim; «Warum …?» is explained.
const YES_NO_QUESTION =
  /^(ist|isch|sind|sin|hat|het|hat|haben|kann|chan|gibt|git|stimmt|braucht|funktioniert|geht|startet|beginnt|heisst)\b/;

function verdictText(v: Verdict, asked: boolean): string {
  if (asked) return `${v.truth ? "Ja." : "Nein."} ${v.reason}`;
  return v.truth ? `Richtig! ${v.reason}` : `Nein, da muss ich dich korrigieren: ${v.reason}`;
}

function firstTopic(topics: readonly Topic[], input: string): Topic | null {
  const text = keywordText(input);
  let best: Topic | null = null;
  let bestAt = Number.POSITIVE_INFINITY;
  let bestLength = 0;
  for (const t of topics) {
    for (const k of t.keywords) {
      const at = text.indexOf(` ${foldAccents(k.toLowerCase())}`);
      // At the same place the longer keyword wins: «binäre Suche» is about searching.
      if (at >= 0 && (at < bestAt || (at === bestAt && k.length > bestLength))) {
        [best, bestAt, bestLength] = [t, at, k.length];
      }
    }
  }
  return best;
}

function lastTopic(topics: readonly Topic[], input: string): Topic | null {
  let best: Topic | null = null;
  let bestAt = -1;
  for (const t of topics) {
    const at = lastKeywordIndex(input, t.keywords);
    if (at > bestAt) [best, bestAt] = [t, at];
  }
  return best;
}

const CANNOT_JUDGE =
  "Das kann ich leider nicht sicher beurteilen – ich prüfe nur bestimmte Aussagen genau (zum Beispiel Binärzahlen, Bit und Byte, Schleifen, Passwörter und Grundbegriffe wie Algorithmus oder Variable). Wie bist du darauf gekommen? Erklär mir deinen Gedankengang, dann schauen wir ihn zusammen an.";

export function createInformaticsSession(ctx: TutorContext): SubjectSession {
  const notation: Notation = { scratch: ctx.schoolType === "PRIMARY" };
  // The exercise the practice posed last, so a claim is told from an answer to it.
  let current: Exercise | null = null;
  const record = (e: Exercise): Exercise => {
    current = e;
    return e;
  };
  // Exercises are counted here, not in the practice, so a fresh practice (after a claim) goes
  // on with the next exercise of a topic instead of posing the first one again.
  const served = new Map<string, number>();
  const wrap = (t: Topic): Topic => ({
    ...t,
    exercise: (c: TutorContext) => {
      const index = served.get(t.label) ?? 0;
      served.set(t.label, index + 1);
      return record(t.exercise(c, index));
    },
  });
  const [firstBuilt, ...restBuilt] = buildTopics(notation);
  const topics: [Topic, ...Topic[]] = [wrap(firstBuilt), ...restBuilt.map(wrap)];
  const def: PracticeDefinition = {
    subjectName: "Informatik",
    greeting: (c) =>
      `Hallo! Ich bin dein Übungs-Tutor für Informatik.${c.topic ? ` Du möchtest «${c.topic}» üben.` : ""} Was kennst du schon? Wir können Binärzahlen, Schleifen oder Algorithmen üben – was möchtest du?`,
    topics,
    capabilities:
      "Informatik-Themen erklären (Algorithmus, Schleife, Variable, Verzweigung, Scratch-Blöcke, Binärzahlen, Bit und Byte, Codierung, Suchen, Sortieren, Fehler finden, Listen, Netzwerke, Passwörter, Dateien) und üben. Binärzahlen, Schleifen wie `for i in range(2, 8, 2)` und Aussagen wie «1 Byte = 8 Bit» prüfe ich genau.",
    parseTask: (input) => {
      const own = parseInformaticsTask(input);
      return own ? record(own) : null;
    },
  };
  let practice = createPracticeSession(def, ctx);
  // Whether the practice has posed an exercise the pupil may be answering right now.
  let practising = false;

  /** An exercise of the topic, in a fresh practice: an open exercise must not read the label as an answer. */
  function practise(label: string): string {
    practice = createPracticeSession(def, ctx);
    practising = true;
    return practice.respond(label) ?? "";
  }

  return {
    capabilities: def.capabilities,
    greeting: () => def.greeting(ctx),
    respond(input: string): string | null {
      const n = foldAccents(normalise(input));
      if (hasKeyword(input, ["scratch"])) notation.scratch = true;
      else if (hasKeyword(input, ["python"])) notation.scratch = false;

      const coached = codeRequestReply(input);
      if (coached) return coached;

      const intent = classifyPupilIntent(input, { openTask: practising ? "exercise" : null });
      const asked = intent === "question" && YES_NO_QUESTION.test(n);
      // «Wie sicher ist das Passwort "123456"?» is answered with the judgement itself.
      const password = intent === "question" && !asked ? judgePasswordClaim(input) : null;
      if (password) return `${password.reason}\n\n${practise("Passwörter und Datensicherheit")}`;
      const verdict =
        judgeUnitClaim(input) ??
        judgeBitPatternClaim(input) ??
        judgePasswordClaim(input) ??
        judgeStatement(input);
      if (verdict && (intent === "answer" || asked || intent === "small-talk")) {
        const topic = topics.find((t) => t.label === verdict.topic);
        const next = topic ? `\n\n${practise(topic.label)}` : "";
        return `${verdictText(verdict, asked)}${next}`;
      }

      // «Wie sortiert man eine Liste?»: in a question the first topic named is the one asked
      // about; the practice would take the last one («Liste»).
      // «Zeig mir, wie man in Python eine Liste macht» wants an explanation too.
      const wantsExplanation =
        intent === "question" || /\b(wie man|wie macht man|zeig mir|zeig mer|erklar|erklaer)\b/.test(n);
      const first = wantsExplanation ? firstTopic(topics, input) : null;
      // A claim («Eine Schleife braucht immer eine Variable, oder?») that is no answer to the
      // open exercise and that nothing here can judge: say so honestly, change nothing.
      // A conversion or loop the pupil states in full is a task of its own: it starts afresh,
      // so an open exercise does not take it for an answer.
      const own = parseInformaticsTask(input);
      if (own?.statedAnswer) {
        practice = createPracticeSession(def, ctx);
        practising = true;
        return practice.respond(input);
      }
      const claim = !own && classifyPupilIntent(input, { openTask: null }) === "answer";
      const answersCurrent = practising && current !== null && current.check(input).kind !== "none";
      if (claim && !answersCurrent) {
        const topic = lastTopic(topics, input);
        const offer = topic?.explanation
          ? `\n\nWenn du magst, erkläre ich dir das Thema «${topic.label}» – frag einfach danach.`
          : "";
        return `${CANNOT_JUDGE}${offer}`;
      }
      // «Wie zählt man in Scratch bis 10?» names no topic: the Scratch blocks are explained.
      const scratchOnly =
        !own && !first && !lastTopic(topics, input) && hasKeyword(input, ["scratch"]) && intent !== "answer";
      const explain = scratchOnly ? topics.find((t) => t.label === "Scratch-Blöcke") : first;
      const reply =
        explain && (scratchOnly || intent !== "question" || explain !== lastTopic(topics, input))
          ? practice.respond(`Kannst du mir ${explain.label} erklären?`)
          : practice.respond(input);
      if (reply) practising = true;
      // A task with an answer the checks cannot read («… ist ungefähr zwölfhundert, oder?»):
      // no «Gute Aufgabe!» that would sound like praise of that answer.
      if (reply && own && claim === false && classifyPupilIntent(input, { openTask: null }) === "answer") {
        return `Deine Antwort kann ich so nicht sicher lesen – schreib sie bitte als Zahl. ${reply.replace(/^Gute Aufgabe! /, "")}`;
      }
      if (!reply && asked) return CANNOT_JUDGE;
      return reply;
    },
  };
}
