import { describe, expect, it } from "vitest";
import type {
  ChatEvent,
  ChatService,
  PreparedTurn,
  PrepareOptions,
} from "#server/features/chat/chat.service.ts";
import { AppError } from "#server/lib/errors.ts";
import { voiceTutor } from "./voice-tutor.ts";

// The voice tutor's use of the chat service, with a fake service. Through the real one (stored
// turns, file messages, the crisis answer): voice-socket.test.ts.

const ticket = {
  userId: "u1",
  sessionId: "voice_1_abc",
  subjectId: "mathematik",
  options: { topic: "Brüche", customInstructions: "Bitte langsam." },
};

function fakeChat(events: ChatEvent[], refusal?: Error) {
  const calls: { input: Parameters<ChatService["prepare"]>[1]; options: PrepareOptions | undefined }[] = [];
  let aborted = false;
  const chat = {
    async prepare(_userId, input, options) {
      calls.push({ input, options });
      if (refusal) throw refusal;
      const answer = !options?.storeOnly;
      return {
        crisis: null,
        reply: answer ? { abort: () => (aborted = true) } : null,
      } as unknown as PreparedTurn;
    },
    async *events(prepared) {
      if (!prepared.reply) return;
      yield* events;
    },
  } satisfies Pick<ChatService, "prepare" | "events">;
  return { chat: chat as unknown as ChatService, calls, aborted: () => aborted };
}

const collect = async (source: AsyncIterable<string>) => {
  let text = "";
  for await (const delta of source) text += delta;
  return text;
};

describe("the voice tutor", () => {
  it("asks the chat service for a voice turn with the ticket's session, and passes the deltas on", async () => {
    const { chat, calls } = fakeChat([
      { type: "text", delta: "Drei " },
      { type: "text", delta: "Viertel." },
      { type: "done", message: "Drei Viertel." },
    ]);
    const text = await collect(voiceTutor(chat, ticket).reply("Was ist 3/4?", new AbortController().signal));
    expect(text).toBe("Drei Viertel.");
    expect(calls[0]).toEqual({
      input: {
        messages: [{ sender: "user", text: "Was ist 3/4?" }],
        subject: "mathematik",
        sessionId: "voice_1_abc",
        topic: "Brüche",
        sessionType: "voice",
        userClass: "",
        preparationData: { wuenscheFuerDieseSession: "Bitte langsam." },
      },
      options: { sessionType: "voice", storeOnly: false },
    });
  });

  it("stores a file's analysis and a superseded turn without asking the model", async () => {
    const { chat, calls } = fakeChat([{ type: "text", delta: "nie" }]);
    const tutor = voiceTutor(chat, ticket);
    expect(
      await collect(tutor.reply("[BILD ANALYSIERT: tafel.png] Eine Tafel", new AbortController().signal)),
    ).toBe("");
    const superseded = new AbortController();
    superseded.abort();
    expect(await collect(tutor.reply("Und das hier?", superseded.signal))).toBe("");
    expect(calls.map((c) => c.options?.storeOnly)).toEqual([true, true]);
  });

  it("says a refusal (a limit) in German, and the model's error after what was said", async () => {
    const limited = fakeChat([], new AppError(429, "model_limit_minute", "Warte kurz."));
    expect(await collect(voiceTutor(limited.chat, ticket).reply("Hallo", new AbortController().signal))).toBe(
      "Warte kurz.",
    );
    const failing = fakeChat([
      { type: "text", delta: "Also" },
      {
        type: "error",
        message: "Der KI-Tutor antwortet gerade nicht.",
        code: "model_timeout",
        partial: "Also",
      },
    ]);
    expect(await collect(voiceTutor(failing.chat, ticket).reply("Hallo", new AbortController().signal))).toBe(
      "Also\nDer KI-Tutor antwortet gerade nicht.",
    );
    const broken = fakeChat([], new Error("database gone"));
    await expect(
      collect(voiceTutor(broken.chat, ticket).reply("Hallo", new AbortController().signal)),
    ).rejects.toThrow("database gone");
  });

  it("aborts the model's reply when the pupil interrupts", async () => {
    const controller = new AbortController();
    const { chat, aborted } = fakeChat([
      { type: "text", delta: "Eins. " },
      { type: "text", delta: "Zwei. " },
    ]);
    const seen: string[] = [];
    for await (const delta of voiceTutor(chat, ticket).reply("Zähl!", controller.signal)) {
      seen.push(delta);
      controller.abort();
    }
    expect(seen).toEqual(["Eins. "]);
    expect(aborted()).toBe(true);
  });
});
