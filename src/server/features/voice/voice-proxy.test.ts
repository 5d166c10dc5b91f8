import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoiceServer, type VoiceServer } from "#tests/support/voice-server.ts";

// The voice agent's address over a real socket (app.request() has no peer to trust): the
// forwarded host and protocol count only when the peer, here 127.0.0.1, is a proxy TRUST_PROXY
// names (docs/decisions/051-trusted-proxies.md).
let network: VoiceServer;
let sameMachine: VoiceServer;

beforeAll(async () => {
  network = await startVoiceServer({ TRUST_PROXY: "10.0.0.0/8" });
  sameMachine = await startVoiceServer({ TRUST_PROXY: "loopback" }, { database: network.database });
});
afterAll(async () => {
  await sameMachine?.close();
  await network?.close();
});

async function socketUrl(server: VoiceServer, token: string, headers: Record<string, string>) {
  const res = await fetch(`${server.url}/api/elevenlabs/signed-url?subject=mathematik`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { signedUrl: string }).signedUrl);
}

describe("GET /api/elevenlabs/signed-url behind a proxy", () => {
  const forwarded = { "x-forwarded-proto": "http, https", "x-forwarded-host": "evil.test, lernen.schule.ch" };

  it("ignores X-Forwarded-Host and -Proto from a peer that is no trusted proxy", async () => {
    const { token } = await network.pupil({ schoolType: "PRIMARY", grade: 5 });
    const url = await socketUrl(network, token, forwarded);
    expect(url.origin).toBe(network.url.replace(/^http/, "ws"));
  });

  it("takes the ones the trusted proxy set, the last", async () => {
    const { token } = await sameMachine.pupil({ schoolType: "PRIMARY", grade: 5 });
    const url = await socketUrl(sameMachine, token, forwarded);
    expect(url.origin).toBe("wss://lernen.schule.ch");
    expect(url.pathname).toBe("/api/voice/agent");
  });
});
