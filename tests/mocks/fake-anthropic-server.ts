import type { ServerResponse } from "node:http";
import {
  type FakeServerOptions,
  type FakeUpstream,
  type ReplyWriter,
  sse,
  startFakeUpstream,
} from "./fake-upstream.ts";

// A fake Anthropic Messages API: POST {baseURL}/messages (baseURL ends in /v1, like
// https://api.anthropic.com/v1), streaming the event sequence message_start,
// content_block_start, ping, content_block_delta (text_delta)…, content_block_stop,
// message_delta, message_stop. Errors are {"type":"error","error":{"type","message"}}.
// https://docs.anthropic.com/en/docs/build-with-claude/streaming
const writer: ReplyWriter = {
  begin(res, model) {
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.flushHeaders();
    sse(
      res,
      {
        type: "message_start",
        message: {
          id: "msg_fake",
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      },
      "message_start",
    );
    sse(
      res,
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      "content_block_start",
    );
    sse(res, { type: "ping" }, "ping");
  },
  chunk(res, text) {
    sse(
      res,
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } },
      "content_block_delta",
    );
  },
  end(res, _model, outputChunks) {
    sse(res, { type: "content_block_stop", index: 0 }, "content_block_stop");
    sse(
      res,
      {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: outputChunks },
      },
      "message_delta",
    );
    sse(res, { type: "message_stop" }, "message_stop");
    res.end();
  },
  json(res, text, model) {
    send(res, 200, {
      id: "msg_fake",
      type: "message",
      role: "assistant",
      model,
      content: [{ type: "text", text }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    });
  },
  error(res, status, message, retryAfter) {
    const type =
      status === 429
        ? "rate_limit_error"
        : status === 529
          ? "overloaded_error"
          : status === 401
            ? "authentication_error"
            : status >= 500
              ? "api_error"
              : "invalid_request_error";
    send(
      res,
      status,
      { type: "error", error: { type, message } },
      retryAfter ? { "retry-after": retryAfter } : {},
    );
  },
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function startFakeAnthropicServer(options: FakeServerOptions = {}): Promise<FakeUpstream> {
  return startFakeUpstream({
    endpoint: "/messages",
    writer,
    ...options,
    readKey: (req) => req.headers["x-api-key"] as string | undefined,
  });
}
