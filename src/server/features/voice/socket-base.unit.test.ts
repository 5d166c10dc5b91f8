import { describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.ts";
import { socketBase } from "./socket-base.ts";

// Where the local agent's signed URL points: the configured public address, else the request's.
const request = (url: string, headers: Record<string, string> = {}, fromTrustedProxy = false) => ({
  url,
  header: (name: string) => headers[name.toLowerCase()],
  fromTrustedProxy,
});
const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: "test", ...vars });

describe("socketBase", () => {
  it("uses PUBLIC_URL, with its path, as wss:// or ws://", () => {
    const req = request("http://10.0.0.5:3000/api/elevenlabs/signed-url", { host: "10.0.0.5:3000" });
    expect(socketBase(req, env({ PUBLIC_URL: "https://lernfunke.schule.ch/" }))).toBe(
      "wss://lernfunke.schule.ch",
    );
    expect(socketBase(req, env({ PUBLIC_URL: "http://schule.local/lernfunke" }))).toBe(
      "ws://schule.local/lernfunke",
    );
  });

  it("takes the request's host and protocol, and the proxy's headers only from a trusted proxy", () => {
    const headers = { host: "10.0.0.5:3000", "x-forwarded-proto": "https", "x-forwarded-host": "lernen.ch" };
    const url = "http://10.0.0.5:3000/x";
    // Whatever TRUST_PROXY says: a peer that is no trusted proxy wrote these headers itself.
    expect(socketBase(request(url, headers), env({ TRUST_PROXY: "1" }))).toBe("ws://10.0.0.5:3000");
    expect(socketBase(request(url, headers, true), env())).toBe("wss://lernen.ch");
    // Behind the trusted proxy the last entries are the ones it set, after a client's own.
    const appended = {
      ...headers,
      "x-forwarded-proto": "http, https",
      "x-forwarded-host": "evil.test, lernen.ch",
    };
    expect(socketBase(request(url, appended, true), env())).toBe("wss://lernen.ch");
    expect(socketBase(request("https://[::1]:8443/x", { host: "[::1]:8443" }), env())).toBe(
      "wss://[::1]:8443",
    );
  });

  it("falls back to the configured address when the host is no host name", () => {
    const req = request("http://localhost/x", { host: "evil.test/path?x=" });
    expect(socketBase(req, env({ PORT: "4000" }))).toBe("ws://localhost:4000");
  });
});
