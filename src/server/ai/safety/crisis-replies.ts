import type { HelpCard } from "#shared/contracts/chat.ts";
import type { CrisisKind } from "./crisis-kinds.ts";

// What the tutor says when a message points to a crisis, with every provider and in voice too.
// Pro Juventute 147 is the Swiss helpline for children and young people: phone and SMS 147,
// chat and e-mail on 147.ch, free, 24/7, anonymous (https://www.147.ch). In acute danger:
// 144 (ambulance), 117 (police). The texts are short, warm and plain (a 10-year-old reads them),
// and never repeat the pupil's words. Decision 019 explains when each is used.

/** Shown beside every crisis and care reply (a card with a call button and a link). */
export const HELP_CARD = {
  title: "Pro Juventute – Beratung + Hilfe 147",
  lines: [
    "Telefon und SMS 147 – gratis, rund um die Uhr",
    "Chat und E-Mail auf 147.ch",
    "Anonym und vertraulich: Du musst deinen Namen nicht sagen.",
    "In akuter Gefahr: 144 (Sanität) oder 117 (Polizei)",
  ],
  phone: "147",
  url: "https://www.147.ch",
} as const satisfies HelpCard;

const HELP =
  "Bei Pro Juventute kannst du jederzeit mit jemandem reden: Ruf die **147** an, schick ein SMS an die " +
  "**147** oder schreib im Chat auf **147.ch**. Das ist gratis, anonym und rund um die Uhr möglich.";
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
  self_hatred:
    "Danke, dass du mir das schreibst. Es tut weh, so über sich selbst zu denken. Du bist wertvoll, " +
    "auch wenn es sich gerade nicht so anfühlt – und du musst damit nicht allein bleiben.",
  eating_disorder:
    "Danke, dass du mir das erzählst. Wenn Essen so schwer wird, ist das eine grosse Last. Du verdienst " +
    "Hilfe, und es gibt Menschen, die sich damit gut auskennen.",
  bullying:
    "Danke, dass du mir das erzählst. Niemand darf dich so behandeln, und es ist nicht deine Schuld. " +
    "Du musst das nicht allein aushalten.",
  abuse:
    "Danke, dass du mir das erzählst. Was du beschreibst, ist nicht in Ordnung, und es ist nicht deine " +
    "Schuld. Du darfst Nein sagen und dir Hilfe holen – auch wenn jemand sagt, es sei ein Geheimnis.",
  violence_at_home:
    "Danke, dass du mir das erzählst. Niemand darf dich schlagen oder dir Angst machen – auch nicht " +
    "jemand aus deiner Familie. Es ist nicht deine Schuld.",
};

const ADULTS =
  "Magst du auch einer erwachsenen Person davon erzählen, der du vertraust – zum Beispiel deinen " +
  "Eltern, einer Lehrperson oder der Schulsozialarbeit?";
const TRUSTED_ADULT: Record<CrisisKind, string> = {
  suicide: ADULTS,
  self_hatred: ADULTS,
  self_harm:
    "Magst du auch einer erwachsenen Person davon erzählen, der du vertraust – zum Beispiel deinen " +
    "Eltern, einer Lehrperson, der Schulsozialarbeit oder deiner Ärztin oder deinem Arzt?",
  eating_disorder:
    "Magst du auch einer erwachsenen Person davon erzählen, der du vertraust – zum Beispiel deinen " +
    "Eltern, der Schulsozialarbeit oder deiner Ärztin oder deinem Arzt?",
  bullying:
    "Erzähl es auch einer erwachsenen Person, der du vertraust – zum Beispiel deiner Lehrperson, der " +
    "Schulsozialarbeit oder deinen Eltern. Sie können dafür sorgen, dass es aufhört.",
  abuse:
    "Erzähl es auch einer erwachsenen Person, der du vertraust – zum Beispiel einer Lehrperson, der " +
    "Schulsozialarbeit oder jemandem aus deiner Familie, der dir guttut.",
  violence_at_home:
    "Erzähl es auch einer erwachsenen Person, der du vertraust – zum Beispiel einer Lehrperson, der " +
    "Schulsozialarbeit oder einer Verwandten, einem Nachbarn oder den Eltern einer Freundin.",
};

/** The first answer to a message that points to a crisis; shown instead of a tutor reply. */
export function crisisReply(kind: CrisisKind): string {
  return [OPENINGS[kind], HELP, DANGER, TRUSTED_ADULT[kind], NOT_A_PERSON].join("\n\n");
}

/** A further crisis message in care mode: shorter, without repeating the whole first answer. */
export function crisisFollowUp(kind: CrisisKind): string {
  return [
    "Danke, dass du mir weiter schreibst. Das klingt sehr schwer, und ich nehme es ernst.",
    `${kind === "abuse" || kind === "violence_at_home" ? "Es ist nicht deine Schuld. " : ""}Bitte rede mit einem Menschen darüber: Ruf die **147** an, schick ein SMS an die **147** oder chatte auf **147.ch** – gratis und anonym.`,
    DANGER,
  ].join("\n\n");
}
