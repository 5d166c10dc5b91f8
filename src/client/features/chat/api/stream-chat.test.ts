import { afterEach, describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { sseResponse } from "#client/test/chat-fixtures.ts";
import { ChatStreamError, type ChatStreamEvent, streamChat } from "./stream-chat.ts";

// The stream's events are read with their shared schemas (contracts/chat-stream.ts, decision 027).
withTestApiToken();
afterEach(() => vi.unstubAllGlobals());

function serve(events: Array<[string, unknown]>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => sseResponse(events)),
  );
}

async function read(): Promise<ChatStreamEvent[]> {
  const seen: ChatStreamEvent[] = [];
  for await (const event of streamChat({
    messages: [{ text: "Hallo", sender: "user" }],
    subject: "mathematik",
  }))
    seen.push(event);
  return seen;
}

describe("streamChat", () => {
  it("yields session, deltas and done as the schemas read them", async () => {
    serve([
      ["session", { sessionId: "s-1" }],
      ["delta", { text: "Hal" }],
      ["delta", { text: "lo" }],
      ["done", { message: "Hallo", helpCard: null }],
    ]);
    expect(await read()).toEqual([
      { type: "session", sessionId: "s-1" },
      { type: "delta", text: "Hal" },
      { type: "delta", text: "lo" },
      { type: "done", message: "Hallo", helpCard: null },
    ]);
  });

  it("refuses an event that does not match its schema, with the interrupted-answer message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serve([
      ["session", { sessionId: "s-1" }],
      ["done", { helpCard: null }],
    ]);
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as ChatStreamError).message).toBe("Die Antwort des Tutors wurde unterbrochen.");
    expect((error as ChatStreamError).code).toBe("invalid_event");
  });

  it("throws the server's error event, and a generic message for a malformed one", async () => {
    serve([["error", { message: "Zu viele Anfragen.", code: "rate_limited" }]]);
    await expect(read()).rejects.toThrow("Zu viele Anfragen.");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serve([["error", "kaputt"]]);
    await expect(read()).rejects.toThrow("Der Tutor hat nicht geantwortet.");
  });
});
