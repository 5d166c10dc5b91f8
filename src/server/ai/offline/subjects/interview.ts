// Bewerbungsgespräch: a structured mock interview for a Lehrstelle. First the desired
// profession, then six classic questions with feedback after each answer, then a summary
// with strengths and one thing to improve.
import { z } from "zod";
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import type { SubjectSession } from "../practice.ts";
import { classifyPupilIntent } from "../pupil-intent.ts";
import { foldAccents, hasKeyword, keywordText, normalise, wordCount } from "../text.ts";
import questions from "./data/interview-questions.json" with { type: "json" };
import {
  companyAdvice,
  companyFromText,
  exampleQuote,
  findInterviewTopic,
  hasExample,
  INTERVIEW_TOPICS,
  type InterviewTopic,
  listJoin,
  negatedHabitIn,
  pitfallsIn,
  strengthsIn,
  topicByLabel,
} from "./interview-coaching.ts";
import {
  type AnswerReview,
  CRITERIA,
  type Criterion,
  reviewAnswer,
  SUMMARY_STRENGTH,
  SUMMARY_TIP,
} from "./interview-feedback.ts";

// The six questions are data: data/interview-questions.json, checked here on load
// (docs/decisions/037-offline-content-as-data.md). "{beruf}" in a question stands for the
// profession. The capabilities text promises six.
const question = z.object({
  ask: z.string(),
  // Words of a pupil's request for this question ("Frag mich, warum ich Koch werden will").
  about: z.array(z.string()).readonly(),
  criteria: z.array(z.enum(CRITERIA)).readonly(),
  tip: z.string(),
});
const QUESTIONS = z.array(question).length(6).parse(questions);

/** A question as asked for this profession (a function, so no `$` in the profession is special). */
const askFor = (q: z.infer<typeof question>, profession: string) =>
  q.ask.replaceAll("{beruf}", () => profession);

const GREETING = /^(hallo|hoi|hi|hey|gruezi|grüezi|guten (morgen|tag|abend)|salut)\b/;
const HELP = ["tipp", "hilfe", "weiss nicht", "keine ahnung", "was soll ich", "wie soll ich"];
// "Frag mich bitte, warum …", "Stell mir die Frage nach meinen Stärken": one question on request.
const ASK_ME = /\b(frag|fragen|stell|stelle)\w* (du )?(mich|mir|mi|mer)\b/;
const AGAIN = ["nochmal", "noch mal", "noch einmal", "neu starten", "wiederhol", "neue runde"];

/** The six questions of the mock interview, for a profession (the offline plan lists them). */
export function interviewQuestions(profession: string): string[] {
  return QUESTIONS.map((q) => askFor(q, profession));
}

// "… Lehrstelle als Kauffrau EFZ üben", "Ich bewerbe mich bei der Migros als Detailhandelsfachmann":
// the words after als/zum/zur, up to a verb or punctuation. A prepared session's topic is the
// pupil's question, so the interview can start with the profession known.
const AS_PROFESSION =
  /\b(?:als|zum|zur)\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)(?=\s*$|\s*[.,!?;]|\s+(?:bewerben|werden|machen|üben|ueben|vorbereiten|beginnen|anfangen|lernen|bei|in|im)(?![\p{L}]))/iu;
// Words that name the exercise, not a profession ("Vorstellungsgespräch üben").
const NOT_A_PROFESSION =
  /gespr(?:ä|ae)ch|bewerb|interview|vorstellung|lehrstelle|^lehre\b|üben|ueben|tipps?\b|^lernende|^schüler/i;

// "warum ich Schreiner werden will": a capitalised noun before werden/lernen.
const BECOME_PROFESSION = /\b(?:ich|i)\s+([A-ZÄÖÜ][\p{L}-]+(?:\s+[A-ZÄÖÜ][\p{L}-]+)?)\s+(?:werden|lernen)\b/u;

// Words of a sentence, not of a profession's name ("I bi mega müed", "Ich weiss nicht").
const NOT_A_NAME = /^(ich|i|du|bin|bi|bisch|nicht|nöd|nid|kein|keine|mega|ja|nein|doch|das|es|weiss|egal)\b/i;

/** The profession named in a question or topic, or null. */
export function professionFromText(text: string): string | null {
  const match = AS_PROFESSION.exec(text.trim()) ?? BECOME_PROFESSION.exec(text.trim());
  const named = match?.[1]?.trim();
  const found =
    named && /\p{L}{2}/u.test(named)
      ? `${named[0]?.toUpperCase() ?? ""}${named.slice(1)}`.slice(0, 60)
      : extractProfession(text);
  return found && !NOT_A_PROFESSION.test(found) ? found : null;
}

/** "Ich möchte eine Lehre als Koch machen" → "Koch". */
export function extractProfession(input: string): string | null {
  if (
    input.includes("?") ||
    /^(hallo|hoi|hi|hey|gruezi|grüezi|ja|nein|ok|okay|weiss nicht)\b/i.test(input.trim())
  ) {
    return null;
  }
  let p = input.trim().replace(/[.!]+$/, "");
  const patterns = [
    /^(ich\s+)?(möchte|moechte|will|würde|wuerde|werde|plane|suche|mache)\s+(gerne?\s+)?/i,
    /^(mein\s+)?(traumberuf|wunschberuf|beruf)\s+(ist\s+)?/i,
    /^(eine?\s+)?(lehre|lehrstelle|ausbildung)\s+(als|zum|zur)\s+/i,
    /^(als|zum|zur)\s+/i,
    /\s+(werden|machen|lernen|beginnen)$/i,
    /^(eine?|der|die)\s+/i,
  ];
  for (let round = 0; round < 3; round++) for (const re of patterns) p = p.replace(re, "").trim();
  if (!/\p{L}{2}/u.test(p) || wordCount(p) > 5) return null;
  return `${p[0]?.toUpperCase() ?? ""}${p.slice(1)}`.slice(0, 60);
}

// The pupil asks for a ready-made answer or letter to learn by heart: coached with a frame of
// keywords instead (docs/product.md §4: solutions are coached, not handed over).
const READY_MADE =
  /\b(schreib|gib|formulier|mach|erfind)\w*\s+(mir|mer|du)\b.*(antwort|text|brief|satz|satze|schreiben|lebenslauf)|\b(mir|mer)\b.*(antwort|text|brief|schreiben|lebenslauf)\w* (schreiben|schribe|schriibe|formulieren|machen)\b|\bauswendig\b|\b(muster|beispiel|fertig\w*) ?(antwort|text|satz|brief|lebenslauf)|(\b(sag|sage|verrat|gib)\w* (mir|mer)|\b(mir|mer) (sagen|sage|verraten))\b.*\b(was|wie) (ich|i)\b.*\b((sagen|antworten|schreiben|sage|antworte|schriibe|schribe) (soll|sott|muss|kann)|(soll|sott|muss) (sagen|antworten|sage|antworte))\b|\b(zum )?(abschreiben|abschriibe|abschribe)\b/;
const LETTER_SCAFFOLD =
  "Einen fertigen Text schreibe ich dir nicht: Der Betrieb will deine eigenen Worte lesen, und im Gespräch fragt man nach, was du geschrieben hast. Schreib zuerst Stichworte und mach daraus Sätze in deinen eigenen Worten – ich sage dir, worauf es ankommt:";
const SCAFFOLD = [
  "Eine fertige Antwort zum Auswendiglernen schreibe ich dir nicht: Im Gespräch merkt man sofort, wenn jemand einen Text aufsagt, und bei einer Nachfrage bleibt man stecken. Besser sind Stichworte, die du in deinen eigenen Worten erzählst:",
  "- Wer bist du? (Alter, Schule, Wohnort)",
  "- Ein Hobby und was du dabei machst",
  "- Eine Stärke mit einem Beispiel",
  "- Warum dich der Beruf interessiert, zum Beispiel ein Erlebnis aus der Schnupperlehre",
  "Schreib mir deine Stichworte oder gleich deine Antwort, dann gebe ich dir eine Rückmeldung.",
].join("\n");
const PRACTISE = ["uben", "ueben", "uebe", "ube ", "trainier", "durchspiel", "simulier", "rollenspiel"];
// Name the exercise but also appear in questions about it ("Darf ich im Gespräch fragen …?").
const PRACTISE_WEAK = ["gesprach", "interview"];
// Wants a topic explained (then gets a checking question), not only a quick tip.
const EXPLAIN =
  /\b(erklar|erklaer|was ist|was isch|was bedeutet|was heisst|wie funktioniert|(i|ich) check\w* (das |es |s )?(nicht|nod|nid)|versteh\w* (das |es |s )?(nicht|nod|nid))/;
// The pupil reports an answer or a behaviour and wants it judged ("…, sage ich: …", "Passt das?").
const CHECK_REQUEST =
  /\b(ist|isch) (das|es|des) (so |denn |wirklich )?(richtig|gut|ok|okay|in ordnung|schlimm|guet|schlecht)\b|\bpasst (das|es)\b|\bstimmt (das|es)\b|\b(ist|isch) (das|es) so\W*$|\b(hat|hast|habe|haben|het|hed)\b[^.?!]{0,20}\b(recht|racht)\b|\b(ist|isch) (das|es) (so |denn |wirklich )?(wahr|korrekt)\b|\bgeht (das|es) so\b|\b(kann|darf|chan) (ich|i) (das|es|s) so sagen\b|\boder\W*$|(?<!\b(?:was|wie|wo|wann|welche\w*) )\b(sage|sag|antworte|antwort) (ich|i)\b|\bwurde (ich|i) sagen\b|\bals (schwache|staerke|starke)\b|\b(richtig|stimmt das|stimmt'?s|gell|oder nicht|okay|ok|gut so|so gut)\W*$/;
// "Ich bin manchmal ungeduldig" → "manchmal ungeduldig", quoted when praising a weakness.
const WEAKNESS =
  /\b(?:ich|i) (?:bin|bi) ((?:(?:manchmal|oft|ab und zu|etwas|ein bisschen|eher|zu|sehr|chli|echli)\s+)*[\p{L}]+)/iu;

// A question the practice has no answer for: said honestly, with what it does know.
const OFF_SUBJECT = `Dazu kann ich dir leider nichts Sicheres sagen – ich bin dein Übungspartner fürs Bewerbungsgespräch. Frag mich zum Beispiel zu diesen Themen: ${INTERVIEW_TOPICS.slice(
  0,
  8,
)
  .map((t) => t.label)
  .join(", ")} und mehr.`;

// "Man darf …", "Ich habe gehört, dass …": a claim about how interviews go, not a told experience
// of the pupil's own, so "ich habe gehört" is never praised as a concrete example.
const GENERAL_CLAIM =
  / (man|mer|me) | (gehort|gehoert|gelesen|gesagt|erzahlt|erzaehlt|gemeint)\b| (gelernt|gehort|gehoert|glaube|finde|denke|meint|meinen|sagt|sagen) (\w+ )?(dass|das) /;

// A claim with a good habit and a negation: the practice cannot tell which way it is meant.
const UNSURE =
  "Da bin ich unsicher, wie du deinen Satz meinst – darum gebe ich dir dazu kein Urteil. Wie bist du darauf gekommen?";

/** Praise that names what the pupil does well, or the coaching of a pitfall; null when neither. */
function judgeReported(input: string, reported: boolean): string | null {
  const pitfalls = pitfallsIn(input);
  if (pitfalls.length > 0) return pitfalls.join("\n\n");
  const good = strengthsIn(input);
  if (good.length === 0) {
    if (!reported) return null;
    if (negatedHabitIn(input)) {
      const topic = findInterviewTopic(input);
      return topic ? `${UNSURE} Hier steht, worauf es ankommt:\n\n${topic.explanation}` : UNSURE;
    }
    // No habit of the table, but a told experience: the example is what makes it strong.
    const quote =
      hasExample(input) && wordCount(input) >= 8 && !GENERAL_CLAIM.test(keywordText(input))
        ? exampleQuote(input)
        : null;
    return quote
      ? `Richtig gut: Du belegst deine Aussage mit einem konkreten Beispiel – «${quote}». So wird sie glaubwürdig.`
      : null;
  }
  const weakness = good.some((g) => g.includes("Schwäche")) ? WEAKNESS.exec(input)?.[1] : undefined;
  const named = weakness ? ` («${weakness}»)` : "";
  const text = listJoin(good).replace("echte Schwäche", `echte Schwäche${named}`);
  return `Richtig so: ${text}. Genau das möchte ein Lehrbetrieb sehen – es wirkt ehrlich, höflich und vorbereitet.`;
}

/** The reply to the pupil's answer to a topic's checking question. */
function checkReply(topic: InterviewTopic, input: string, stuck: boolean): string {
  const pitfalls = pitfallsIn(input);
  if (pitfalls.length > 0) return `${pitfalls[0]}\n\n${topic.check.hint}`;
  if (stuck) return `Kein Problem. ${topic.check.hint}`;
  if (hasKeyword(input, topic.check.keywords)) return `Richtig, das passt. ${topic.check.hint}`;
  return `Da fehlt mir noch etwas. ${topic.check.hint}`;
}

/** The topics of a job interview the tutor explains (core-topics.ts). */
export const INTERVIEW_CORE_TOPICS: readonly CoreTopic[] = INTERVIEW_TOPICS.map((t) => ({
  label: t.label,
  lp21: t.lp21,
  explanation: t.explanation,
}));

export function createInterviewSession(ctx: TutorContext): SubjectSession {
  const prepared = ctx.topic ? professionFromText(ctx.topic) : null;
  let profession: string | null = prepared;
  let index = 0;
  let reviews: AnswerReview[] = [];
  // A topic just explained, whose checking question waits for the pupil's answer.
  let pending: InterviewTopic | null = null;
  // A single interview question the pupil asked for, whose answer is reviewed on its own.
  let requested: (typeof QUESTIONS)[number] | null = null;

  const heading = (i: number) => `**Frage ${i + 1} von ${QUESTIONS.length}:** `;
  const ask = (i: number) => {
    const q = QUESTIONS[i];
    return q ? `${heading(i)}${askFor(q, profession ?? "das")}` : heading(i);
  };

  function summary(): string {
    const counts = new Map<Criterion, { met: number; asked: number }>();
    for (const [i, r] of reviews.entries()) {
      for (const c of QUESTIONS[i]?.criteria ?? []) {
        const entry = counts.get(c) ?? { met: 0, asked: 0 };
        entry.asked++;
        if (r.met.includes(c)) entry.met++;
        counts.set(c, entry);
      }
    }
    const rated = [...counts.entries()].map(([c, v]) => ({ c, share: v.met / v.asked }));
    const strengths = rated.filter((r) => r.share >= 0.5).sort((a, b) => b.share - a.share);
    const weakest = [...rated].sort((a, b) => a.share - b.share)[0];
    const words = Math.round(reviews.reduce((sum, r) => sum + r.words, 0) / Math.max(1, reviews.length));
    const good = strengths.length
      ? strengths.slice(0, 3).map((s) => `- ${SUMMARY_STRENGTH[s.c]}`)
      : ["- Du bist drangeblieben und hast alle Fragen beantwortet."];
    const improve =
      weakest && weakest.share < 1 ? SUMMARY_TIP[weakest.c] : "Übe weiter so – du bist gut vorbereitet!";
    return [
      "Das Gespräch ist fertig – danke, das hast du gut durchgezogen! Hier ist meine Zusammenfassung:",
      "",
      "**Das machst du gut:**",
      ...good,
      "",
      `**Daran kannst du arbeiten:** ${improve}`,
      "",
      `Deine Antworten hatten im Schnitt ${words} Wörter. Möchtest du noch eine Runde üben? Schreib «nochmal».`,
    ].join("\n");
  }

  return {
    capabilities:
      "ein Bewerbungsgespräch für eine Lehrstelle üben: Ich stelle dir sechs typische Fragen und gebe dir nach jeder Antwort eine Rückmeldung (Länge, Beispiel, Ich-Sätze, Bezug zum Beruf). Am Schluss bekommst du eine Zusammenfassung. Du kannst mich auch fragen, was du anziehen oder mitnehmen sollst, wie du begrüsst oder was du am Schluss fragen kannst – und ich erkläre dir Themen wie Lebenslauf, Bewerbungsbrief, Schnupperlehre oder Multicheck.",
    greeting: () =>
      prepared
        ? `Hallo! Wir üben ein Bewerbungsgespräch für eine Lehrstelle als ${prepared}. Ich spiele die Person vom Lehrbetrieb und gebe dir nach jeder Antwort eine kurze Rückmeldung. Stell dir vor, du sitzt jetzt im Büro des Lehrbetriebs.\n\n${ask(0)}`
        : `Hallo! Wir üben ein Bewerbungsgespräch für eine Lehrstelle.${ctx.topic ? ` Thema: «${ctx.topic}».` : ""} Ich spiele die Person vom Lehrbetrieb und gebe dir nach jeder Antwort eine kurze Rückmeldung. Hast du schon einmal ein Vorstellungsgespräch geübt? Sag mir zuerst: Für welchen Beruf möchtest du dich bewerben?`,
    respond(input: string): string | null {
      const n = normalise(input);
      const folded = foldAccents(n);
      const inInterview = profession !== null && index < QUESTIONS.length;
      const intent = classifyPupilIntent(input, { openTask: inInterview ? ask(index) : null });
      // The last interview question asks for the pupil's own question: a reply with a statement
      // and a question is the answer to it, not a question to the tutor.
      const wantsQuestion = inInterview && QUESTIONS[index]?.criteria.includes("question") === true;
      const statement = input
        .split(/(?<=[.!?])\s+/)
        .some((s) => !s.trim().endsWith("?") && wordCount(s) >= 3);
      const asks =
        !(wantsQuestion && statement) &&
        (intent === "question" ||
          intent === "new-topic" ||
          input.includes("?") ||
          (intent === "solution-request" && findInterviewTopic(input) !== null));
      const reported = CHECK_REQUEST.test(folded);
      const back = () =>
        profession && index < QUESTIONS.length
          ? ask(index)
          : profession
            ? "Möchtest du noch eine Runde üben? Schreib «nochmal»."
            : "Für welchen Beruf möchtest du dich bewerben?";
      const withBack = (text: string) => `${text}\n\nZurück zum Üben: ${back()}`;

      const checked = pending;
      pending = null;
      if (checked && intent !== "question" && intent !== "new-topic") {
        return withBack(checkReply(checked, input, intent === "solution-request"));
      }
      const single = requested;
      requested = null;
      if (single && profession && intent !== "question" && intent !== "new-topic") {
        const review = reviewAnswer(input, profession, single.criteria);
        return `**Rückmeldung:**\n${review.text}\n\nMöchtest du das ganze Gespräch üben? Dann geht es so los:\n\n${ask(index)}`;
      }
      const wanted =
        !inInterview && ASK_ME.test(folded) ? QUESTIONS.find((q) => hasKeyword(input, q.about)) : undefined;
      if (wanted && !READY_MADE.test(folded)) {
        profession = professionFromText(input) ?? profession;
        if (profession) {
          requested = wanted;
          return `Gern! Ich bin jetzt die Person vom Lehrbetrieb. Antworte so, wie du es im echten Gespräch tun würdest.\n\n**Frage:** ${askFor(wanted, profession)}`;
        }
      }
      if (READY_MADE.test(folded)) {
        const topic = findInterviewTopic(input);
        if (topic && (topic.label === "Bewerbungsbrief" || topic.label === "Lebenslauf")) {
          return withBack(`${LETTER_SCAFFOLD}\n\n${topic.explanation}`);
        }
        const extra = topic && topic.label !== "Sich vorstellen" ? `\n\n${topic.explanation}` : "";
        return withBack(`${SCAFFOLD}${extra}`);
      }
      const company = companyFromText(input);
      if (company && (asks || hasKeyword(input, ["vorbereit", "informier"]))) {
        if (!profession || (index === 0 && reviews.length === 0)) {
          profession = professionFromText(input) ?? profession;
        }
        return withBack(companyAdvice(company, profession));
      }
      const fresh = !profession || (index === 0 && reviews.length === 0);
      // "Gespräch" alone names the exercise only in a plain wish; a question, a claim to judge, a
      // pitfall or a habit about the interview starts its topic instead ("Kaugummi kauen während
      // dem Gespräch ist doch kein Problem, oder?").
      const aboutIt =
        reported ||
        GENERAL_CLAIM.test(keywordText(input)) ||
        pitfallsIn(input).length > 0 ||
        strengthsIn(input).length > 0 ||
        negatedHabitIn(input);
      const practise =
        hasKeyword(input, PRACTISE) ||
        (hasKeyword(input, PRACTISE_WEAK) && !aboutIt && !findInterviewTopic(input));
      if (fresh && practise && !topicByLabel(input)) {
        const named = professionFromText(input);
        if (named) {
          profession = named;
          return `Super, wir üben für eine Lehrstelle als ${profession}. Stell dir vor, du sitzt jetzt im Büro des Lehrbetriebs. Antworte so, wie du es im echten Gespräch tun würdest.\n\n${ask(0)}`;
        }
        if (!profession && !findInterviewTopic(input)) {
          return "Gern, wir üben zusammen! Ich spiele die Person vom Lehrbetrieb. Für welchen Beruf möchtest du dich bewerben?";
        }
      }
      // A reported answer or a question about a behaviour: pitfalls are coached, good habits
      // named. An answer inside the mock interview is reviewed below instead.
      if (!(inInterview && !asks && !reported)) {
        const pitfalls = pitfallsIn(input);
        const verdict =
          reported || (!inInterview && !asks)
            ? judgeReported(input, reported)
            : pitfalls.length > 0
              ? pitfalls.join("\n\n")
              : null;
        if (verdict) return withBack(verdict);
      }
      // Before the profession is known, a short statement about a topic ("i bi mega nervös") is
      // a wish to talk about it, not the name of a profession.
      // A longer statement that names a topic ("Ich habe morgen ein Gespräch und bin mega nervös")
      // gets that topic too; one without a topic may be an answer and is reviewed below.
      const short =
        !profession &&
        !asks &&
        (wordCount(n) < 8 || (findInterviewTopic(input) !== null && !hasExample(input)));
      if (asks || short) {
        const explain = EXPLAIN.test(folded);
        const topic = (explain ? topicByLabel(input) : null) ?? findInterviewTopic(input);
        if (topic && explain) {
          pending = topic;
          return `${topic.explanation}\n\n**Kurze Frage an dich:** ${topic.check.ask}`;
        }
        if (topic) return withBack(topic.explanation);
        if (reported && GENERAL_CLAIM.test(keywordText(input))) return withBack(UNSURE);
        if (reported && wordCount(n) >= 6) {
          return withBack(
            "Das ist ein Anfang. Stärker wird deine Antwort mit einem konkreten Beispiel: Wann hast du das gezeigt – in der Schule, im Verein, zu Hause oder in der Schnupperlehre?",
          );
        }
        // A question about the interview question itself ("Was meinen Sie damit?"): its tip.
        const current = inInterview ? QUESTIONS[index] : undefined;
        if (current) return `So ist die Frage gemeint: ${current.tip}\n\n${ask(index)}`;
        if (intent === "question" || intent === "new-topic") return withBack(OFF_SUBJECT);
      }
      // The profession came with the prepared topic and the opening asked question 1 already: a
      // plain "Hallo" is a greeting back, not the answer.
      if (profession && index === 0 && reviews.length === 0 && wordCount(n) <= 3 && GREETING.test(n)) {
        return `Schön, dass du da bist!\n\n${ask(0)}`;
      }
      if (!profession) {
        const candidate =
          extractProfession(input) ?? (asks ? null : (BECOME_PROFESSION.exec(input)?.[1] ?? null));
        profession = candidate && !NOT_A_NAME.test(candidate) ? candidate : null;
        if (!profession) {
          // An answer before the profession is known still gets its feedback.
          if (asks || wordCount(n) < 8) return null;
          const review = reviewAnswer(input, "", ["length", "example", "ich"]);
          return `**Rückmeldung:**\n${review.text}\n\nFür welchen Beruf möchtest du dich bewerben? Dann stelle ich dir die Fragen eines echten Gesprächs.`;
        }
        return `Super, wir üben für eine Lehrstelle als ${profession}. Stell dir vor, du sitzt jetzt im Büro des Lehrbetriebs. Antworte so, wie du es im echten Gespräch tun würdest.\n\n${ask(0)}`;
      }
      if (index >= QUESTIONS.length) {
        if (!hasKeyword(n, AGAIN)) return null;
        index = 0;
        reviews = [];
        return `Gern, neue Runde für die Lehrstelle als ${profession}!\n\n${ask(0)}`;
      }
      const question = QUESTIONS[index];
      if (!question) return null;
      // "Danke", "ok", "cool" between two questions is no answer to review.
      if (intent === "small-talk" && wordCount(n) <= 2) {
        const lead = /^(danke|merci|vielen dank)/.test(folded) ? "Gern geschehen!" : "Alles klar.";
        return `${lead} Hier nochmals die Frage:\n\n${ask(index)}`;
      }
      if (wordCount(n) <= 6 && hasKeyword(n, HELP)) {
        return `Tipp für diese Frage: ${question.tip}\n\n${ask(index)}`;
      }
      const review = reviewAnswer(input, profession, question.criteria);
      reviews.push(review);
      index++;
      const feedback = `**Rückmeldung:**\n${review.text}`;
      return index < QUESTIONS.length ? `${feedback}\n\n${ask(index)}` : `${feedback}\n\n${summary()}`;
    },
  };
}
