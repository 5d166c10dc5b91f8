import { once } from "node:events";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.ts";
import { clientIp, fromTrustedProxy, untrustedForwardingNotice } from "./client-ip.ts";
import { createLogger } from "./logger.ts";

// clientIp over a real socket (app.request() has none): a small Hono app served as main.ts serves
// the real one, asked from 127.0.0.1 with made-up X-Forwarded-For headers.
type Seen = { ip: string; fromTrustedProxy: boolean };

async function listen(trustProxy: string) {
  const trust = parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY;
  const logLines: string[] = [];
  const logger = createLogger({ LOG_LEVEL: "info" }, { write: (line: string) => logLines.push(line) });
  const app = new Hono()
    .use(untrustedForwardingNotice(trust, logger))
    .get("/ip", (c) => c.json({ ip: clientIp(c, trust), fromTrustedProxy: fromTrustedProxy(c, trust) }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    logLines,
    async seen(forwardedFor?: string): Promise<Seen> {
      const headers = forwardedFor === undefined ? undefined : { "x-forwarded-for": forwardedFor };
      const res = await fetch(`http://127.0.0.1:${port}/ip`, { headers });
      return (await res.json()) as Seen;
    },
    /** Each value as its own X-Forwarded-For header line (fetch would join them itself). */
    seenWithHeaderLines(lines: string[]): Promise<Seen> {
      return new Promise((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path: "/ip", headers: { "x-forwarded-for": lines } });
        req.on("response", async (res) => {
          let body = "";
          for await (const chunk of res) body += chunk;
          resolve(JSON.parse(body) as Seen);
        });
        req.on("error", reject);
        req.end();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("clientIp over a real socket", () => {
  let network: Awaited<ReturnType<typeof listen>>;
  let sameMachine: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    network = await listen("10.0.0.0/8");
    sameMachine = await listen("loopback");
  });
  afterAll(async () => {
    await network.close();
    await sameMachine.close();
  });

  it("ignores X-Forwarded-For from a peer that is no trusted proxy", async () => {
    expect(await network.seen()).toEqual({ ip: "127.0.0.1", fromTrustedProxy: false });
    expect(await network.seen("198.51.100.4")).toEqual({ ip: "127.0.0.1", fromTrustedProxy: false });
    expect(await network.seen("6.6.6.6, 198.51.100.4")).toEqual({ ip: "127.0.0.1", fromTrustedProxy: false });
    expect(await network.seenWithHeaderLines(["6.6.6.6", "10.0.0.1"])).toEqual({
      ip: "127.0.0.1",
      fromTrustedProxy: false,
    });
    // The operator hears of it once, without any address.
    expect(network.logLines).toHaveLength(1);
    expect(network.logLines[0]).toContain("TRUST_PROXY does not name");
    expect(network.logLines[0]).not.toMatch(/127\.0\.0\.1|198\.51|6\.6\.6\.6/);
  });

  it("takes the right-most untrusted entry from a trusted proxy, never the client's own", async () => {
    expect(await sameMachine.seen()).toEqual({ ip: "127.0.0.1", fromTrustedProxy: true });
    expect(await sameMachine.seen("198.51.100.4")).toEqual({ ip: "198.51.100.4", fromTrustedProxy: true });
    expect(await sameMachine.seen("6.6.6.6, 7.7.7.7, 198.51.100.4")).toEqual({
      ip: "198.51.100.4",
      fromTrustedProxy: true,
    });
    // A second header line (the proxy's, after the client's): read in order, as one list.
    expect(await sameMachine.seenWithHeaderLines(["6.6.6.6, 7.7.7.7", "198.51.100.4"])).toEqual({
      ip: "198.51.100.4",
      fromTrustedProxy: true,
    });
    expect(await sameMachine.seenWithHeaderLines(["6.6.6.6", "198.51.100.4, 127.0.0.1"])).toEqual({
      ip: "198.51.100.4",
      fromTrustedProxy: true,
    });
    expect(sameMachine.logLines).toEqual([]);
  });
});
