import { padded } from "./crisis-normalise.ts";
import { CRISIS_RULES, type CrisisKind } from "./crisis-patterns.ts";

// Children sometimes tell a tutor what they tell no one else. Every pupil message goes through
// detectCrisis before any model sees it (hosted or offline): on a match the chat answers with
// crisisReply(kind) and the help card instead of a model reply, and the service records the
// event for the session's analysis. Pro Juventute 147 is the Swiss helpline for children and
// young people: phone 147, chat and e-mail on 147.ch, free, 24/7, anonymous
// (https://www.147.ch). In acute danger: 144 (ambulance), 117 (police).
// Only pupils' own messages are checked, not uploaded files (a novel about Werther is no crisis).
export type { CrisisKind } from "./crisis-patterns.ts";

export type CrisisMatch = { kind: CrisisKind; matched: string };

export function detectCrisis(text: string): CrisisMatch | null {
  if (!text) return null;
  const normalised = padded(text);
  for (const rule of CRISIS_RULES) {
    const match = rule.pattern.exec(normalised);
    if (!match) continue;
    if (rule.unless?.some((re) => re.test(normalised))) continue;
    return { kind: rule.kind, matched: match[0].trim() };
  }
  return null;
}

export type HelpCard = { title: string; lines: string[]; phone: "147"; url: "https://www.147.ch" };

/** Shown beside the reply in the chat (a card with a call button and a link). */
export const HELP_CARD: HelpCard = {
  title: "Pro Juventute – Beratung + Hilfe 147",
  lines: [
    "Telefon 147 – gratis, rund um die Uhr",
    "Chat und E-Mail auf 147.ch",
    "Anonym und vertraulich: Du musst deinen Namen nicht sagen.",
    "In akuter Gefahr: 144 (Sanität) oder 117 (Polizei)",
  ],
  phone: "147",
  url: "https://www.147.ch",
};

const HELP =
  "Bei Pro Juventute kannst du jederzeit mit jemandem reden: Ruf die **147** an oder schreib im Chat auf " +
  "**147.ch**. Das ist gratis, anonym und rund um die Uhr möglich.";
const DANGER = "Wenn du gerade in Gefahr bist, ruf sofort **144** (Sanität) oder **117** (Polizei) an.";
const NOT_A_PERSON =
  "Ich bin ein Computerprogramm und kann nicht so für dich da sein wie ein Mensch. Wenn du magst, " +
  "bin ich trotzdem hier, und wir können später in Ruhe weiterlernen.";

const OPENINGS: Record<CrisisKind, string> = {
  suicide:
    "Danke, dass du mir das schreibst. Es klingt, als ginge es dir gerade sehr schlecht – das nehme ich " +
    "ernst, und du musst damit nicht allein bleiben.",
  self_harm:
    "Danke, dass du mir das anvertraust. Es klingt, als hättest du gerade viel Schweres zu tragen. Du " +
    "musst das nicht allein aushalten, und es gibt Menschen, die dir helfen wollen.",
  abuse:
    "Danke, dass du mir das erzählst. Was du beschreibst, ist nicht in Ordnung, und es ist nicht deine " +
    "Schuld. Du darfst Nein sagen und dir Hilfe holen – auch wenn jemand sagt, es sei ein Geheimnis.",
  violence_at_home:
    "Danke, dass du mir das erzählst. Niemand darf dich schlagen oder dir Angst machen – auch nicht " +
    "jemand aus deiner Familie. Es ist nicht deine Schuld.",
};

const TRUSTED_ADULT: Record<CrisisKind, string> = {
  suicide:
    "Magst du auch einer erwachsenen Person davon erzählen, der du vertraust – zum Beispiel deinen " +
    "Eltern, einer Lehrperson oder der Schulsozialarbeit?",
  self_harm:
    "Magst du auch einer erwachsenen Person davon erzählen, der du vertraust – zum Beispiel deinen " +
    "Eltern, einer Lehrperson, der Schulsozialarbeit oder deiner Ärztin oder deinem Arzt?",
  abuse:
    "Erzähl es auch einer erwachsenen Person, der du vertraust – zum Beispiel einer Lehrperson, der " +
    "Schulsozialarbeit oder jemandem aus deiner Familie, der dir guttut.",
  violence_at_home:
    "Erzähl es auch einer erwachsenen Person, der du vertraust – zum Beispiel einer Lehrperson, der " +
    "Schulsozialarbeit oder einer Verwandten, einem Nachbarn oder den Eltern einer Freundin.",
};

/** A calm, caring answer in Swiss Standard German; shown instead of a model reply. */
export function crisisReply(kind: CrisisKind): string {
  return [OPENINGS[kind], HELP, DANGER, TRUSTED_ADULT[kind], NOT_A_PERSON].join("\n\n");
}
