import type { Env } from "#server/env.ts";
import type { DataRecipient } from "#shared/contracts/account.ts";

// What leaves this server, and to whom, for the configuration it runs with (issue 18, «Meine
// Daten»): a pupil and their parents read it in the profile, the operator's privacy notice
// (docs/privacy-notice.de.md) lists the same per setting. Nothing here is a guess about a
// provider's country beyond where the company is based.

const host = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : "";
  } catch {
    return "";
  }
};

type RecipientSettings = Pick<
  Env,
  | "AI_PROVIDER"
  | "AI_BASE_URL"
  | "AI_ACCEPTS_IMAGES"
  | "ELEVENLABS_API_KEY"
  | "STT_BASE_URL"
  | "TTS_BASE_URL"
  | "SUPABASE_URL"
>;

export function dataRecipients(env: RecipientSettings): DataRecipient[] {
  const recipients: DataRecipient[] = [];
  const model =
    env.AI_PROVIDER === "openai"
      ? "OpenAI (USA)"
      : env.AI_PROVIDER === "anthropic"
        ? "Anthropic (USA)"
        : env.AI_PROVIDER === "openai-compatible"
          ? `den KI-Dienst unter ${host(env.AI_BASE_URL) || "der eingestellten Adresse"}`
          : null;
  if (model) {
    const images = env.AI_PROVIDER !== "openai-compatible" || env.AI_ACCEPTS_IMAGES;
    recipients.push({
      what: `deine Nachrichten im Chat, der Text deiner hochgeladenen Dateien${images ? ", deine Bilder" : ""} und deine Sitzungen zur Auswertung`,
      to: model,
    });
  }
  if (env.ELEVENLABS_API_KEY) {
    recipients.push({ what: "deine Stimme und das Gespräch im Sprachmodus", to: "ElevenLabs (USA)" });
  } else {
    if (env.STT_BASE_URL) {
      recipients.push({
        what: "deine Stimme im Sprachmodus (zum Umwandeln in Text)",
        to: `den Sprachdienst unter ${host(env.STT_BASE_URL)}`,
      });
    }
    if (env.TTS_BASE_URL) {
      recipients.push({
        what: "die Antworten des Tutors im Sprachmodus (zum Vorlesen)",
        to: `den Sprachdienst unter ${host(env.TTS_BASE_URL)}`,
      });
    }
  }
  if (env.SUPABASE_URL) {
    recipients.push({
      what: "deine E-Mail-Adresse und dein Passwort (geschützt) für die Anmeldung",
      to: `Supabase unter ${host(env.SUPABASE_URL)}`,
    });
  }
  return recipients;
}
