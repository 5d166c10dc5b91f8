import { describe, expect, it } from "vitest";
import {
  audioMessage,
  CLOSE,
  MAX_AUDIO_CHUNK_BASE64,
  MAX_USER_MESSAGE_CHARS,
  metadataMessage,
  parseClientMessage,
} from "./protocol.ts";

const parse = (value: unknown) => parseClientMessage(JSON.stringify(value));

describe("what the browser's SDK sends", () => {
  it("reads the SDK's initiation, with the fields it may leave empty and extra ones", () => {
    const result = parse({
      type: "conversation_initiation_client_data",
      conversation_config_override: {
        agent: { first_message: "Hallo!", language: "de" },
        tts: {},
        conversation: { text_only: false },
      },
      custom_llm_extra_body: {},
      dynamic_variables: { subject: "Mathematik", lernfunke_access_token: "t" },
      source_info: { source: "js_sdk", version: "1.25.0" },
      something_new: { from: "a newer SDK" },
    });
    expect(result.ok && result.message.type).toBe("conversation_initiation_client_data");
  });

  it("reads an audio chunk, which has no type", () => {
    const result = parse({ user_audio_chunk: "AAAA" });
    expect(result).toEqual({ ok: true, message: { type: "user_audio_chunk", user_audio_chunk: "AAAA" } });
  });

  it.each([
    [{ type: "pong", event_id: 3 }],
    [{ type: "user_message", text: "Was ist 3/4 + 1/8?" }],
    [{ type: "user_message", text: `[DOKUMENT ANALYSIERT: a.pdf] ${"x".repeat(50_000)}` }],
    [{ type: "user_activity" }],
    [{ type: "contextual_update", text: "Die Person hat ein Bild offen." }],
    [{ type: "feedback", score: "like", event_id: 4 }],
    [{ type: "feedback", score: null, event_id: 4 }],
    [{ type: "client_tool_result", tool_call_id: "t1", result: "ok", is_error: false }],
    [{ type: "mcp_tool_approval_result", tool_call_id: "t1", is_approved: false }],
  ])("accepts %j", (message) => {
    expect(parse(message).ok).toBe(true);
  });

  it("passes a type it does not know on as unknown (a newer SDK), to be ignored", () => {
    expect(parse({ type: "future_event", x: 1 })).toEqual({
      ok: true,
      message: { type: "unknown", name: "future_event" },
    });
  });

  it.each([
    ["invalid JSON", "{nope"],
    ["an array", "[]"],
    ["no type", JSON.stringify({ text: "hallo" })],
    ["a text that is no string", JSON.stringify({ type: "user_message", text: 42 })],
    [
      "a text over the limit",
      JSON.stringify({ type: "user_message", text: "x".repeat(MAX_USER_MESSAGE_CHARS + 1) }),
    ],
    ["a pong without an event id", JSON.stringify({ type: "pong" })],
    ["a feedback score it does not know", JSON.stringify({ type: "feedback", score: "meh", event_id: 1 })],
    ["an audio chunk that is no base64", JSON.stringify({ user_audio_chunk: "<script>" })],
    [
      "an audio chunk over the limit",
      JSON.stringify({ user_audio_chunk: "A".repeat(MAX_AUDIO_CHUNK_BASE64 + 4) }),
    ],
  ])("refuses %s", (_case, frame) => {
    expect(parseClientMessage(frame).ok).toBe(false);
  });
});

describe("what the agent sends", () => {
  it("announces PCM at 16 kHz both ways", () => {
    expect(metadataMessage("conv_1")).toEqual({
      type: "conversation_initiation_metadata",
      conversation_initiation_metadata_event: {
        conversation_id: "conv_1",
        agent_output_audio_format: "pcm_16000",
        user_input_audio_format: "pcm_16000",
      },
    });
    expect(audioMessage("AAAA", 7)).toEqual({
      type: "audio",
      audio_event: { audio_base_64: "AAAA", event_id: 7 },
    });
  });

  it("keeps every close reason within the 123 bytes a close frame allows", () => {
    for (const { reason } of Object.values(CLOSE)) expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
  });
});
