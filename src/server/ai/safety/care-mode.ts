import type { TutorTurn } from "#server/ai/tutor-stream.ts";
import { normaliseForCrisis } from "./crisis-normalise.ts";

// Care mode (decision 019): after a crisis answer the conversation stays supportive until the
// pupil clearly returns to the subject: no tasks, no marks, no "nicht verstanden", only short,
// warm replies that point to Pro Juventute 147 (call, SMS, chat), a trusted adult and, in acute
// danger, 144/117. The replies are written here, not by a model, with every provider: they
// must be right every time, and a model in the middle of a lesson may go back to drilling.
//
// The state needs no column: every crisis and care reply names the chat address 147.ch, which
// no tutor reply does. So a session is in care mode exactly when its newest tutor turn names it,
// on every instance that reads the stored turns.

const CARE_MARK = /\b147\.ch\b/i;

/** Whether the session's newest tutor turn was a crisis or care reply. */
export function inCareMode(earlier: readonly TutorTurn[]): boolean {
  const last = earlier.findLast((turn) => turn.role === "assistant");
  return last !== undefined && CARE_MARK.test(last.content);
}

// A clear wish to go on learning, in Standard German and Swiss German (normalised spelling:
// see crisis-normalise.ts, so "wiiter" is "witer" and "zurück" is "zuruck").
const RETURN_PHRASES = [
  /\b(weiter|witer|wieter)( ?(lernen|lerne|machen|mache|uben|ube|arbeiten|schafe|rechnen|rechne))\b/,
  /\b(lass|lasst|los) (uns|us) (weiter|witer|lernen|lerne|uben|ube|rechnen|anfangen)\b/,
  /\b(konen|konten|chond|chonted|chomer|konnen) (wir|mir|mer) (weiter|witer|wider|jetzt|nun|bitte)? ?(lernen|lerne|uben|ube|machen|mache|rechnen|weiter|witer)\b/,
  /\b(zuruck|zrug) (zur|zum|zu|zu de|zu dr|zur de) ?(aufgabe|ufgab|thema|schule|mathe|lernen|ubung|fach)\b/,
  /\b(nachste|neue|andere|noch eine|e neui|en neui|di nachst) (aufgabe|ufgab|ubung|frage)\b/,
  /\b(gib|gibt|gim) (mir|mer) (eine|e|en|no e) (aufgabe|ufgab|ubung|frage)\b/,
  /\b(ich|i|ig) (wil|wot|mocht|mochte|ha lust|habe lust) (jetzt |wider |weiter |witer )?(lernen|lerne|uben|ube|rechnen|rechne)\b/,
  /\b(mir geht es|mir gehts|mir gats|mir gohts) (wider )?(gut|besser|guet)\b.*\b(lernen|lerne|uben|ube|weiter|witer|aufgabe)\b/,
];
/** Subject content: a calculation, or a plain question about a topic rather than about oneself. */
const CALCULATION = /\d\s*[-+*/:·×=]\s*\d|\b[a-z]\s*=\s*-?\d/;
const TOPIC_QUESTION =
  /\b(erklar|erklare|was (ist|sind|bedeutet|heist|isch)|wie (rechnet|rechne|funktioniert|schreibt|heist|sagt man)|ubersetz|what is|how do)\b/;
const ABOUT_ONESELF = /\b(ich|mich|mir|mein|meine|i|mi|mer|min|mini)\b/;

/** Whether a message in care mode clearly goes back to learning. */
export function returnsToSubject(text: string): boolean {
  const raw = text.toLowerCase();
  const words = normaliseForCrisis(text);
  if (RETURN_PHRASES.some((re) => re.test(words))) return true;
  if (CALCULATION.test(raw)) return true;
  return TOPIC_QUESTION.test(words) && !ABOUT_ONESELF.test(words);
}

const LEARN_LATER = "Wenn du wieder lernen magst, schreib einfach «weiterlernen».";
const CALL_OR_WRITE =
  "Bei der **147** hört dir jemand zu: anrufen, ein SMS schicken oder auf **147.ch** chatten – gratis und anonym.";

/** Cues in what the pupil writes, and the care reply for each (the first that fits). */
const CUES: { cue: RegExp; reply: string }[] = [
  {
    cue: /\b(bist du|bisch du|are you) (ein |e |en )?(mensch|echt|roboter|bot|ki|computer|programm)\b/,
    reply: `Ich bin ein Computerprogramm, kein Mensch. Darum ist es mir wichtig, dass du mit einem Menschen reden kannst. ${CALL_OR_WRITE}`,
  },
  {
    cue: /\b(nicht|nid|ned|nit|kei) (anrufen|alute|telefonieren|telefoniere|reden|rede|sprechen)\b|\b(trau|traue|getrau) (mich|mi) nicht\b|\bangst (anzurufen|vor dem anruf|zu telefonieren)\b|\bkein (handy|telefon)\b/,
    reply:
      "Das verstehe ich gut. Du musst nicht anrufen: Du kannst der **147** auch ein SMS schicken oder auf **147.ch** chatten. Du musst deinen Namen nicht sagen, und du bestimmst, was du erzählst.",
  },
  {
    cue: /\b(geheim|verraten|verrat|erzahlen die|sagen die|merkt|erfahren|durfen nicht wisen|darf niemand)\b/,
    reply:
      "Bei der **147** ist alles vertraulich: Du musst deinen Namen nicht sagen, und sie entscheiden nichts ohne dich. Du kannst auch zuerst nur fragen, wie sie dir helfen können. **147.ch**",
  },
  {
    cue: /\b(was pasiert|was pasiert dan|was sagen|was mus ich sagen|wie geht das|wer ist da|wer nimt ab)\b/,
    reply:
      "Bei der **147** meldet sich eine Beraterin oder ein Berater von Pro Juventute. Die Person hört dir zu und überlegt mit dir, was dir helfen kann. Du kannst einfach sagen: «Mir geht es nicht gut.» Das reicht. Chat: **147.ch**",
  },
  {
    cue: /\b(niemand|keiner|keine sau|niemer|niemert|alein|elei|egal)\b/,
    reply: `Es tut weh, sich so allein zu fühlen. Du bist mir nicht egal. Es gibt Menschen, die jetzt für dich da sind. ${CALL_OR_WRITE}`,
  },
  {
    cue: /^(danke|merci|dank|ok|okay|oke|mach ich|ja mach ich|ja danke)\b/,
    reply: `Gern. Ich bin froh, dass du geschrieben hast. ${CALL_OR_WRITE} Und erzähl es auch einer erwachsenen Person, der du vertraust.`,
  },
];

const DEFAULT_REPLY = `Ich bin da und lese, was du schreibst. ${CALL_OR_WRITE} Erzähl es auch einer erwachsenen Person, der du vertraust. In akuter Gefahr: **144** oder **117**. ${LEARN_LATER}`;

/** A short, warm reply in care mode: always names 147 and 147.ch, never a task or a mark. */
export function careReply(text: string): string {
  const words = normaliseForCrisis(text);
  return CUES.find(({ cue }) => cue.test(words))?.reply ?? DEFAULT_REPLY;
}
