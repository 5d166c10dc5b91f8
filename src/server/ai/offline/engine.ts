// The offline tutor's brain: a pure function from (conversation, context) to the next reply.
// It is stateless by replay: every call rebuilds the session from the initial state by feeding
// the pupil's turns in order, so no hidden markers are needed in the text a pupil sees.
import { findSubject, SUBJECTS, type SubjectId } from "#shared/domain/subjects.ts";
import type { TutorContext } from "./context.ts";
import type { Turn } from "./conversation.ts";
import { fileReply } from "./files.ts";
import type { SubjectSession } from "./practice.ts";
import { createConceptSession } from "./subjects/concepts.ts";
import { createGermanSession } from "./subjects/german.ts";
import { createInformaticsSession } from "./subjects/informatics.ts";
import { createInterviewSession } from "./subjects/interview.ts";
import { createLanguageSession } from "./subjects/languages.ts";
import { createMathSession } from "./subjects/math.ts";
import { createPhysicsSession } from "./subjects/physics.ts";
import { foldAccents, normalise, wordCount } from "./text.ts";
import { worksheetTaskTurn } from "./worksheet-reply.ts";

// Each subject's practice session; the Record makes a subject without one a type error.
const SUBJECT_SESSIONS: Record<SubjectId, (ctx: TutorContext) => SubjectSession> = {
  mathematik: createMathSession,
  physik: createPhysicsSession,
  informatik: createInformaticsSession,
  bewerbungsgespraech: createInterviewSession,
  englisch: (ctx) => createLanguageSession("englisch", ctx),
  franzoesisch: (ctx) => createLanguageSession("franzoesisch", ctx),
  deutsch: createGermanSession,
  chemie: (ctx) => createConceptSession("chemie", ctx),
  biologie: (ctx) => createConceptSession("biologie", ctx),
};

const IDENTITY =
  /\b(bist du|bisch du|are you)\b.*\b(ki|ai|mensch|roboter|bot|computer|chatgpt|echt|maschine|programm|sprachmodell|lehrer|lehrerin)\b|\b(wer|was) (bist|bisch) du\b|kunstliche intelligenz|chatgpt|sprachmodell/;
// "Wie funktioniert das?" asks about the tutor; "Wie funktioniert das Present Perfect?" about a topic.
const CAPABILITIES =
  /\bwas (kannst|chasch) du\b|\bwas (konnen|kann) (wir|ich)\b|\bwie funktioniert (das|es)\b|\bwas machst du\b/;
// "Was kannst du?", "Was kann ich hier machen?" ask about the tutor; "Ich bin nervös, was kann ich
// tun?" or "Was kann ich den Betrieb am Ende fragen?" ask the subject: there the question names
// a problem before it or an object after it.
const CAPABILITY_REST =
  /^(?:\s+(?:hier|mit|dir|alles|denn|so|bei|heute|jetzt|machen|mache|uben|ueben|lernen|tun|du|mir|mich|mer|eigentlich|da|noch|alle|sachen|dinge|zusammen|damit|genau|beibringen|zeigen|erklaren|helfen|fur|mit mir))*\s*[?!.]*$/;
function asksCapabilities(n: string): boolean {
  const match = CAPABILITIES.exec(n);
  if (!match) return false;
  const before = n.slice(0, match.index).trim();
  return wordCount(before) <= 2 && CAPABILITY_REST.test(n.slice(match.index + match[0].length));
}
const GREETING = /^(hallo|hoi|hi|hey|gruezi|gruessech|guten (morgen|tag|abend)|salut|servus|moin)\b/;
const THANKS = /^(danke|merci|vielen dank|super danke)\b/;

const SUBJECT_LIST = SUBJECTS.map((s) => s.name).join(", ");

function mentionedSubject(input: string): SubjectId | null {
  for (const word of normalise(input).split(/[^\p{L}-]+/u)) {
    const subject = word.length >= 2 ? findSubject(word) : null;
    if (subject) return subject.id;
  }
  return null;
}

function identityText(session: SubjectSession | null): string {
  const lead =
    "Ich bin Lernfunkes eingebauter Übungs-Tutor. Ich bin kein Mensch und keine grosse KI: Ich arbeite ohne Internet und ohne grosses Sprachmodell. Darum verstehe ich nur bestimmte Eingaben – aber damit kann ich gezielt mit dir üben.";
  return session
    ? `${lead}\n\nHier kann ich mit dir: ${session.capabilities}`
    : `${lead}\n\nWelches Fach möchtest du üben? Zur Auswahl: ${SUBJECT_LIST}.`;
}

function notUnderstood(session: SubjectSession | null): string {
  const lead =
    "Das habe ich leider nicht verstanden. Ich bin ein einfacher Übungs-Tutor und verstehe nur bestimmte Eingaben.";
  return session
    ? `${lead}\n\nDas kann ich mit dir machen: ${session.capabilities}`
    : `${lead}\n\nSag mir, welches Fach du üben möchtest: ${SUBJECT_LIST}.`;
}

const GENERAL_GREETING = `Hallo! Ich bin Lernfunkes Übungs-Tutor. Welches Fach möchtest du heute üben? Zur Auswahl: ${SUBJECT_LIST}.`;

export type TutorEngine = { greeting(): string; handle(input: string): string };

export function createTutorEngine(ctx: TutorContext): TutorEngine {
  let session = ctx.subjectId ? SUBJECT_SESSIONS[ctx.subjectId](ctx) : null;
  let greeted = false;

  function greeting(): string {
    greeted = true;
    return session ? session.greeting() : GENERAL_GREETING;
  }

  function handle(input: string): string {
    const n = foldAccents(normalise(input));
    if (!n) return "Schreib mir einfach, was du üben möchtest.";
    if (IDENTITY.test(n)) return identityText(session);
    // A numbered task of an uploaded worksheet ("Wie löse ich Aufgabe 3?"): a maths task starts
    // afresh in the maths practice, which then checks the pupil's answers to it.
    const onSheet = worksheetTaskTurn(input, ctx.files ?? []);
    if (onSheet) {
      greeted = true;
      if (!onSheet.mathTask) return onSheet.reply;
      session = SUBJECT_SESSIONS.mathematik({ ...ctx, subjectId: "mathematik" });
      const started = session.respond(onSheet.mathTask);
      return started ? `${onSheet.lead}\n\n${started}` : onSheet.reply;
    }
    // An uploaded file (a "[DOKUMENT ANALYSIERT: …]" message, or a question about it) comes
    // before the subject practice, which would not understand it.
    const aboutFile = fileReply(input, ctx);
    if (aboutFile) {
      greeted = true;
      return aboutFile;
    }
    if (!session) {
      const id = mentionedSubject(input);
      if (id) {
        session = SUBJECT_SESSIONS[id]({ ...ctx, subjectId: id });
        return greeting();
      }
      return greeted ? notUnderstood(null) : greeting();
    }
    if (asksCapabilities(n)) return `Gern! Das kann ich mit dir machen: ${session.capabilities}`;
    const short = wordCount(n) <= 4;
    if (!greeted && short && GREETING.test(n)) return greeting();
    const reply = session.respond(input);
    if (reply) {
      greeted = true;
      return reply;
    }
    if (short && THANKS.test(n)) return "Gern geschehen! Möchtest du weiterüben? Schreib einfach «weiter».";
    if (!greeted) return greeting();
    if (short && GREETING.test(n)) return `Hallo! ${session.greeting().replace(/^Hallo! /, "")}`;
    return notUnderstood(session);
  }

  return { greeting, handle };
}

/** The reply to the conversation's last turn, replaying every pupil turn from the start. */
export function tutorReply(turns: readonly Turn[], ctx: TutorContext): string {
  const engine = createTutorEngine(ctx);
  let reply: string | null = null;
  let sawUser = false;
  for (const turn of turns) {
    if (turn.role === "assistant") {
      // A greeting shown before the pupil's first message (e.g. stored by the sessions API).
      if (!sawUser) engine.greeting();
      continue;
    }
    sawUser = true;
    reply = engine.handle(turn.text);
  }
  return reply ?? engine.greeting();
}
