import { starterMessage } from "#server/ai/plans/starter-message.ts";
import { buildTutorSystemPrompt } from "#server/ai/prompts/tutor-prompt.ts";
import { buildUntrustedContext } from "#server/ai/prompts/untrusted-context.ts";
import type { Onboarding } from "#shared/contracts/onboarding.ts";
import type { LearningProfile } from "#shared/domain/learning-profile.ts";
import type { Subject, SubjectId } from "#shared/domain/subjects.ts";
import { stripInvisible } from "#shared/format/invisible.ts";

// The tutor for a spoken session: the chat's system prompt (same builder, session type voice:
// role, Socratic rules, audience, learning profile, subject, topic, safety, confidentiality),
// plus rules for speech, plus the pupil's material in the labelled untrusted block — the
// session's stored preparation and the wishes typed before the session (customInstructions),
// which are data, never instructions. ElevenLabs receives it as the prompt override; the local
// agent builds the same prompt from its ticket.

export type VoicePromptInput = {
  subject: Subject;
  pupil: Onboarding | null;
  /** Typed by the pupil: cleaned and quoted by the prompt builder. */
  topic?: string | null | undefined;
  /** Typed by the pupil: goes into the untrusted block only. */
  customInstructions?: string | null | undefined;
  /** The session's stored preparation (plan, questions, analysed files), if any. */
  preparation?: unknown;
};

const SPEECH = [
  "## Sprechen",
  "- Du sprichst mit der Person, alles wird vorgelesen. Sprich in kurzen, einfachen Sätzen.",
  "- Stell immer nur eine Frage auf einmal und warte auf die Antwort.",
  "- Kein Markdown, keine Aufzählungen, keine Überschriften, kein LaTeX, keine Emojis, keine Links, keine Abkürzungen wie «z. B.» (sag «zum Beispiel»).",
  "- Zahlen, Brüche und Formeln in Worten: «drei Viertel» statt 3/4, «x hoch zwei» statt x^2, «gleich» statt =. Lange Zahlen sprichst du in Gruppen.",
  "- Die Person spricht vielleicht undeutlich, oder die Spracherkennung verhört sich. Wenn etwas keinen Sinn ergibt, frag kurz nach, statt zu raten.",
].join("\n");

export function buildVoicePrompt(input: VoicePromptInput): string {
  const { subject, pupil } = input;
  return [
    buildTutorSystemPrompt({
      subject: subject.id,
      schoolType: pupil?.schoolType ?? null,
      grade: pupil?.grade ?? null,
      learningProfile: pupil?.answers.learning_profile as LearningProfile | undefined,
      topic: input.topic,
      sessionType: "voice",
    }),
    SPEECH,
    buildUntrustedContext({ preparation: material(input.preparation, input.customInstructions) }),
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The pupil's wishes joined with the stored preparation, as one piece of material. */
function material(preparation: unknown, customInstructions: string | null | undefined): unknown {
  const wishes = customInstructions?.trim();
  if (!wishes) return preparation ?? undefined;
  if (preparation == null || preparation === "") return { wuenscheFuerDieseSession: wishes };
  return { vorbereitung: preparation, wuenscheFuerDieseSession: wishes };
}

// What the tutor says first, per subject: the chat's greetings (client/features/chat/lib/
// welcome.ts) rewritten for the ear — no emojis, no Markdown, no "schreib mir".
// [who is speaking, what the pupil can do next]
const GREETINGS: Record<SubjectId, readonly [string, string]> = {
  mathematik: [
    "Hallo! Ich bin Funki, dein Mathe-Tutor.",
    "Sag mir eine Aufgabe oder was du üben möchtest. Wir rechnen Schritt für Schritt, Fehler sind erlaubt!",
  ],
  deutsch: [
    "Hallo! Ich bin Funki und helfe dir in Deutsch.",
    "Ob Grammatik, Rechtschreibung oder ein Aufsatz: Erzähl mir, woran du gerade arbeitest.",
  ],
  englisch: [
    "Hi! Ich bin Funki und übe mit dir Englisch.",
    "Möchtest du Wörter lernen, Sätze bauen oder ein kleines Gespräch führen?",
  ],
  franzoesisch: [
    "Salut! Ich bin Funki und übe mit dir Französisch.",
    "Vokabeln, Verben oder ein kleiner Dialog: Womit möchtest du anfangen?",
  ],
  physik: [
    "Hallo! Ich bin Funki, dein Physik-Tutor.",
    "Kräfte, Energie, Strom oder Licht: Stell mir deine Frage, und wir finden die Antwort gemeinsam heraus.",
  ],
  chemie: [
    "Hallo! Ich bin Funki, dein Chemie-Tutor.",
    "Stoffe, Teilchen oder Reaktionen: Was möchtest du heute besser verstehen?",
  ],
  biologie: [
    "Hallo! Ich bin Funki, dein Biologie-Tutor.",
    "Pflanzen, Tiere oder der menschliche Körper: Erzähl mir, was dich interessiert.",
  ],
  informatik: [
    "Hallo! Ich bin Funki, dein Informatik-Tutor.",
    "Binärzahlen, Algorithmen oder Schleifen: Womit wollen wir loslegen?",
  ],
  bewerbungsgespraech: [
    "Hallo! Ich bin Funki und übe mit dir das Vorstellungsgespräch.",
    "Erzähl mir, für welche Lehrstelle du dich bewirbst. Dann stelle ich dir Fragen wie im echten Gespräch und gebe dir Tipps.",
  ],
};

const MAX_SPOKEN_TOPIC = 120;

/**
 * The tutor's first spoken sentence: the prepared plan's opening when the session has one (as
 * in the chat), else the subject's greeting, naming the topic when there is one.
 */
export function voiceFirstMessage(
  input: Pick<VoicePromptInput, "subject" | "topic" | "preparation">,
): string {
  const starter = starterMessage(input.preparation);
  const spokenStarter = starter ? spoken(starter) : "";
  if (spokenStarter) return spokenStarter;
  const [hello, invitation] = GREETINGS[input.subject.id];
  const topic = spoken(input.topic ?? "")
    .replace(/[«»"<>]/g, "")
    .slice(0, MAX_SPOKEN_TOPIC)
    .trim();
  if (!topic) return `${hello} ${invitation}`;
  return input.subject.id === "bewerbungsgespraech"
    ? `${hello} Wir üben das Gespräch für: ${topic}. Erzähl mir zuerst kurz etwas über dich.`
    : `${hello} Heute geht es um: ${topic}. Was weisst du schon darüber?`;
}

// Emoji and pictographs (with their joiners and skin tones), and Markdown/LaTeX marks that a
// voice would read out or stumble over.
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\u200d|\ufe0f/gu;
const MARKUP = /(\*\*|__|[*_`#>$\\]|^\s*[-+]\s+)/gm;

/** Text as a voice should read it: no emojis, Markdown or LaTeX marks; one line of sentences; ss for ß. */
export function spoken(text: string): string {
  return (
    stripInvisible(text)
      .replace(EMOJI, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(MARKUP, "")
      .replaceAll("ß", "ss")
      // A line that ends without a mark (a heading, a list item) still ends a sentence when spoken.
      .replace(/([^\s.!?:;,])[ \t]*\n\s*/g, "$1. ")
      .replace(/\s+/g, " ")
      .replace(/ ([!?.,:;])/g, "$1")
      .trim()
  );
}
