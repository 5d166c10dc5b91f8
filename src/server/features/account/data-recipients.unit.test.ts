import { describe, expect, it } from "vitest";
import { dataRecipients } from "./data-recipients.ts";

const none = {
  AI_PROVIDER: "offline",
  AI_BASE_URL: undefined,
  AI_ACCEPTS_IMAGES: false,
  ELEVENLABS_API_KEY: undefined,
  STT_BASE_URL: undefined,
  TTS_BASE_URL: undefined,
  SUPABASE_URL: undefined,
} as const;

describe("where a pupil's data goes", () => {
  it("nowhere with the offline tutor, the local voice and the embedded sign-in", () => {
    expect(dataRecipients(none)).toEqual([]);
  });

  it("names the hosted model's company", () => {
    const [openai] = dataRecipients({ ...none, AI_PROVIDER: "openai" });
    expect(openai?.to).toBe("OpenAI (USA)");
    expect(openai?.what).toContain("Bilder");
  });

  it("names a self-hosted model by its address, with images only when it reads them", () => {
    const [own] = dataRecipients({
      ...none,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://ki.schule.ch:11434/v1",
    });
    expect(own?.to).toBe("den KI-Dienst unter ki.schule.ch:11434");
    expect(own?.what).not.toContain("Bilder");
  });

  it("lists ElevenLabs instead of the speech endpoints when it carries the voice", () => {
    const list = dataRecipients({
      ...none,
      ELEVENLABS_API_KEY: "k",
      STT_BASE_URL: "http://stt.local",
      TTS_BASE_URL: "http://tts.local",
    });
    expect(list.map((r) => r.to)).toEqual(["ElevenLabs (USA)"]);
  });

  it("lists speech endpoints and a Supabase project", () => {
    const list = dataRecipients({
      ...none,
      STT_BASE_URL: "http://stt.local",
      SUPABASE_URL: "https://abc.supabase.co",
    });
    expect(list.map((r) => r.to)).toEqual([
      "den Sprachdienst unter stt.local",
      "Supabase unter abc.supabase.co",
    ]);
  });
});
