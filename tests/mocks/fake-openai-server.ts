import type { ServerResponse } from "node:http";
import {
  type FakeServerOptions,
  type FakeUpstream,
  type ReplyWriter,
  sse,
  startFakeUpstream,
} from "./fake-upstream.ts";

// A fake OpenAI Chat Completions server (also the shape of Ollama, vLLM, LM Studio, Mistral…):
// POST {baseURL}/chat/completions, streaming as server-sent events
//   data: {"choices":[{"index":0,"delta":{"content":"…"}}]} … data: [DONE]
// or one JSON object without `stream`. Errors are {"error":{"message","type","code"}}.
// https://platform.openai.com/docs/api-reference/chat-streaming
// @ai-sdk/openai talks to it through `.chat(model)` (its default is the Responses API, path
// /responses, which this fake does not serve); @ai-sdk/openai-compatible always uses this path.
const created = () => Math.floor(Date.now() / 1000);

const writer: ReplyWriter = {
  begin(res) {
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.flushHeaders();
  },
  chunk(res, text, model) {
    sse(res, {
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: created(),
      model,
      choices: [{ index: 0, delta: { role: "assistant", content: text }, finish_reason: null }],
    });
  },
  end(res, model, outputChunks) {
    sse(res, {
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: created(),
      model,
      choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
    });
    sse(res, {
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: created(),
      model,
      choices: [],
      usage: { prompt_tokens: 10, completion_tokens: outputChunks, total_tokens: 10 + outputChunks },
    });
    sse(res, "[DONE]");
    res.end();
  },
  json(res, text, model) {
    send(res, 200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: created(),
      model,
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  },
  error(res, status, message, retryAfter) {
    const type = status === 429 ? "rate_limit_exceeded" : status === 401 ? "invalid_api_key" : "server_error";
    send(
      res,
      status,
      { error: { message, type, code: type } },
      retryAfter ? { "retry-after": retryAfter } : {},
    );
  },
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function startFakeOpenAIServer(options: FakeServerOptions = {}): Promise<FakeUpstream> {
  return startFakeUpstream({
    endpoint: "/chat/completions",
    writer,
    ...options,
    readKey: (req) => req.headers.authorization?.replace(/^Bearer\s+/i, ""),
  });
}
