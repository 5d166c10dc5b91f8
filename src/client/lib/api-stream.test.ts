import { describe, expect, it } from "vitest";
import { parseEventStream } from "./api-stream.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events = [];
  for await (const event of parseEventStream(streamOf(chunks))) events.push(event);
  return events;
}

describe("parseEventStream", () => {
  it("reads events split anywhere across chunks, with CRLF, comments and multi-line data", async () => {
    expect(
      await collect([
        ": keep-alive\n\nevent: ses",
        'sion\ndata: {"sessionId":"s-1"}\n',
        "\nevent: delta\r\ndata: a\r\ndata: b\r\n\r\n",
        "data: no event name\n\n",
        "event: done\ndata: x",
      ]),
    ).toEqual([
      { event: "session", data: '{"sessionId":"s-1"}' },
      { event: "delta", data: "a\nb" },
      { event: "message", data: "no event name" },
    ]);
  });

  it("keeps multi-byte characters whole when a chunk splits them", async () => {
    const bytes = new TextEncoder().encode("event: delta\ndata: Grüezi 🧮\n\n");
    const cut = 22; // inside "ü"
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events = [];
    for await (const event of parseEventStream(stream)) events.push(event);
    expect(events).toEqual([{ event: "delta", data: "Grüezi 🧮" }]);
  });
});
