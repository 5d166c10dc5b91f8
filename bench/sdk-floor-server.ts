// The floor for the chat bench: a bare Hono server that streams from the same OpenAI-compatible
// provider through the AI SDK's model interface, as the app does, with nothing else: no sign-in,
// no database, no prompt, no limits. What it adds to the upstream's time to first token is what
// any server on this stack adds on this machine; the app's figure beside it shows its own share.
// Usage: node bench/sdk-floor-server.ts <upstream baseURL> <port>
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";

const [baseURL, port] = process.argv.slice(2);
if (!baseURL || !port) throw new Error("usage: sdk-floor-server.ts <upstream baseURL> <port>");
const model = createOpenAICompatible({ name: "floor", baseURL }).chatModel("bench");

const app = new Hono()
  .get("/health", (c) => c.text("ok"))
  .post("/stream", async (c) => {
    const { text } = await c.req.json<{ text: string }>();
    const { stream } = await model.doStream({
      prompt: [
        { role: "system", content: "Du bist ein Tutor." },
        { role: "user", content: [{ type: "text", text }] },
      ],
    });
    return streamSSE(c, async (sse) => {
      await sse.writeSSE({ event: "session", data: "{}" });
      for await (const part of stream) {
        if (part.type === "text-delta")
          await sse.writeSSE({ event: "delta", data: JSON.stringify({ text: part.delta }) });
      }
      await sse.writeSSE({ event: "done", data: "{}" });
    });
  });

serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
// A plain exit on the bench's SIGTERM, so that --cpu-prof (BENCH_CPU_PROF) writes its profile.
process.on("SIGTERM", () => process.exit(0));
