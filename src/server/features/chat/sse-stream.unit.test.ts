import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deltaBatcher, type SseOut, sseEvent, sseResponse } from "./sse-stream.ts";

// Deltas close together leave as one event (decision 060): the first at once, the rest joined,
// the text unchanged; what waits goes with the event that ends the reply.
function recorder() {
  const chunks: string[] = [];
  const out: SseOut = { aborted: false, send: (...events) => chunks.push(events.join("")) };
  return { out, chunks };
}
const texts = (chunks: string[]) =>
  chunks.flatMap((c) => [...c.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] ?? "").text));

describe("deltaBatcher", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the first piece at once and joins the next ones until the interval has passed", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const { out, chunks } = recorder();
    const deltas = deltaBatcher(out, 50);
    deltas.add("Gute ");
    expect(chunks).toEqual([sseEvent("delta", { text: "Gute " })]);
    deltas.add("Frage, ");
    vi.advanceTimersByTime(20);
    deltas.add("das ");
    expect(chunks).toHaveLength(1);
    vi.advanceTimersByTime(30);
    expect(texts(chunks)).toEqual(["Gute ", "Frage, das "]);
    // After a quiet spell longer than the interval a piece goes out at once again.
    vi.advanceTimersByTime(100);
    deltas.add("schauen ");
    expect(texts(chunks)).toEqual(["Gute ", "Frage, das ", "schauen "]);
  });

  it("hands what waits to the end of the reply and sends nothing afterwards", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const { out, chunks } = recorder();
    const deltas = deltaBatcher(out, 50);
    deltas.add("Sieben ");
    deltas.add("Achtel.");
    out.send(...deltas.take(), sseEvent("done", { message: "Sieben Achtel.", helpCard: null }));
    vi.advanceTimersByTime(100);
    expect(chunks).toEqual([
      sseEvent("delta", { text: "Sieben " }),
      `${sseEvent("delta", { text: "Achtel." })}${sseEvent("done", { message: "Sieben Achtel.", helpCard: null })}`,
    ]);
    expect(deltas.take()).toEqual([]);
  });

  it("writes events in the wire format of Hono's writeSSE", () => {
    expect(sseEvent("delta", { text: "a\nb" })).toBe('event: delta\ndata: {"text":"a\\nb"}\n\n');
  });
});

describe("sseResponse", () => {
  it("streams the events with streamSSE's headers and ends when the writer is done", async () => {
    const app = new Hono().get("/", (c) =>
      sseResponse(c, async (out) => {
        out.send(sseEvent("session", { sessionId: "s" }));
        await Promise.resolve();
        out.send(
          sseEvent("delta", { text: "Hallo" }),
          sseEvent("done", { message: "Hallo", helpCard: null }),
        );
      }),
    );
    const res = await app.request("/");
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(
      'event: session\ndata: {"sessionId":"s"}\n\nevent: delta\ndata: {"text":"Hallo"}\n\nevent: done\ndata: {"message":"Hallo","helpCard":null}\n\n',
    );
  });

  it("tells the writer when the pupil has left, and sends nothing more", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seen: boolean | undefined;
    const app = new Hono().get("/", (c) =>
      sseResponse(c, async (out) => {
        out.send(sseEvent("session", { sessionId: "s" }));
        await gate;
        seen = out.aborted;
        out.send(sseEvent("delta", { text: "zu spät" }));
      }),
    );
    const res = await app.request("/");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    release();
    await vi.waitFor(() => expect(seen).toBe(true));
  });
});
