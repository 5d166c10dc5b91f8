import { generateText, type ModelMessage, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { chunkText, createOfflineTutorModel } from "./offline-model.ts";

const model = createOfflineTutorModel({ chunkDelayMs: 0 });
const math = { lernfunke: { subjectId: "mathematik", schoolType: "SECONDARY", grade: 2 } };

function conversation(...texts: string[]): ModelMessage[] {
  return texts.map((text, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content: text }));
}

async function stream(messages: ModelMessage[], providerOptions = math) {
  const result = streamText({
    model,
    system: "Du bist ein Tutor. (Für echte Modelle.)",
    messages,
    providerOptions,
  });
  const deltas: string[] = [];
  for await (const delta of result.textStream) deltas.push(delta);
  return {
    deltas,
    text: await result.text,
    finishReason: await result.finishReason,
    usage: await result.usage,
  };
}

/** Replays the pupil's turns through streamText, feeding each reply back as the assistant turn. */
async function chat(inputs: string[], providerOptions = math): Promise<string[]> {
  const messages: ModelMessage[] = [];
  const replies: string[] = [];
  for (const input of inputs) {
    messages.push({ role: "user", content: input });
    const { text } = await stream(messages, providerOptions);
    messages.push({ role: "assistant", content: text });
    replies.push(text);
  }
  return replies;
}

describe("offline tutor model (AI SDK language model v4)", () => {
  it("identifies itself as the lernfunke offline tutor", () => {
    expect(model.specificationVersion).toBe("v4");
    expect(model.provider).toBe("lernfunke");
    expect(model.modelId).toBe("offline-tutor");
  });

  it("streams the subject greeting in several word-group chunks through streamText", async () => {
    const { deltas, text, finishReason, usage } = await stream(conversation("Hallo"));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(text);
    expect(text).toContain("Mathematik");
    expect(text).toMatch(/Brüche, Prozent, Gleichungen oder Kopfrechnen/);
    expect(finishReason).toBe("stop");
    expect(usage.outputTokens).toBeGreaterThan(0);
  });

  it("reads the subject from providerOptions.lernfunke (another subject, another greeting)", async () => {
    const { text } = await stream(conversation("Hallo"), { lernfunke: { subjectId: "englisch" } } as never);
    expect(text).toContain("Englisch");
    expect(text).not.toContain("Mathematik");
  });

  it("without context greets generally and asks for the subject", async () => {
    const { text } = await stream(conversation("Hallo"), {} as never);
    expect(text).toContain("Welches Fach");
    expect(text).toContain("Informatik");
  });

  it("generateText returns the same text at once", async () => {
    const messages = conversation("Hallo", "…", "Was ist 3/4 + 1/8?");
    const streamed = await stream(messages);
    const generated = await generateText({ model, messages, providerOptions: math });
    expect(generated.text).toBe(streamed.text);
    expect(generated.finishReason).toBe("stop");
  });

  it("guides a fraction sum through streamText: hint on a wrong answer, praise on the right one", async () => {
    const [, posed, wrong, right] = await chat(["Hallo", "Was ist 3/4 + 1/8?", "4/12", "7/8"]);
    expect(posed).toContain("gemeinsamen Nenner");
    expect(posed).not.toContain("7/8");
    expect(wrong).toContain("Die Nenner sind verschieden – auf welchen gemeinsamen Nenner kommst du?");
    expect(right).toMatch(/richtig|stimmt/i);
    expect(right).toContain("Nächste Aufgabe");
  });

  it("is deterministic: the same conversation gives the identical reply", async () => {
    const messages = conversation("Hallo", "x", "Gleichungen", "y", "x = 5");
    const a = await stream(messages);
    const b = await stream(messages);
    expect(a.text).toBe(b.text);
    expect(a.deltas).toEqual(b.deltas);
  });

  it("chunks text into groups that join back exactly", () => {
    const text = "Hallo! Ich bin dein Übungs-Tutor.\n\nWas gibt 3/4 + 1/8?";
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join("")).toBe(text);
  });
});
