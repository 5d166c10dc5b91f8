// What a pupil reads when a voice limit refuses them (docs/decisions/024-voice-limits.md): the
// same words as the signed URL's 429 and as the agent's close reason, which the voice screen
// shows after 'Fehler beim Starten der Sitzung: '. A close reason holds at most 123 bytes.

const NUMBER_WORDS = [
  "null",
  "ein",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
];

/** The pupil already has `limit` conversations open (VOICE_MAX_CONVERSATIONS_PER_PUPIL). */
export function tooManyConversationsMessage(limit: number): string {
  if (limit === 1)
    return "Du hast schon ein Gespräch offen. Beende es zuerst, dann kannst du ein neues starten.";
  const count = NUMBER_WORDS[limit] ?? String(limit);
  return `Du hast schon ${count} Gespräche offen. Beende zuerst eines, dann kannst du ein neues starten.`;
}

/** This instance holds VOICE_MAX_CONVERSATIONS_PER_INSTANCE conversations. */
export const INSTANCE_FULL_MESSAGE =
  "Der Sprach-Tutor ist gerade ausgelastet. Versuche es in ein paar Minuten noch einmal.";
