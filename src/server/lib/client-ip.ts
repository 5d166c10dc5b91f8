import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import proxyaddr from "proxy-addr";
import type { Logger } from "./logger.ts";
import type { ProxyTrust } from "./proxy-trust.ts";

/**
 * The caller's address, for rate limits: proxy-addr walks from the socket's peer leftwards
 * through X-Forwarded-For while the address is a trusted proxy (TRUST_PROXY, lib/proxy-trust.ts);
 * the first one that is not is the client. Entries a client wrote itself sit left of the first
 * untrusted address and are never read (docs/decisions/051-trusted-proxies.md).
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  return clientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trust);
}

/** Whether the socket's peer is a trusted proxy, whose X-Forwarded-Host and -Proto count. */
export function fromTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  const peer = socketAddress(c);
  return peer !== undefined && trust(peer, 0);
}

/**
 * Says once per process that an X-Forwarded-For header came from a peer TRUST_PROXY does not name
 * and counted for nothing: after TRUST_PROXY=true became `loopback`, a proxy on another machine
 * would otherwise silently put a whole school behind one address. No address is logged.
 */
export function untrustedForwardingNotice(trust: ProxyTrust, logger: Logger): MiddlewareHandler {
  let told = false;
  return async (c, next) => {
    if (
      !told &&
      c.req.header("x-forwarded-for") !== undefined &&
      socketAddress(c) &&
      !fromTrustedProxy(c, trust)
    ) {
      told = true;
      logger.warn(
        "X-Forwarded-For from a peer that TRUST_PROXY does not name was ignored (said once); if a reverse proxy stands in front of this server, name its addresses in TRUST_PROXY (README)",
      );
    }
    await next();
  };
}

/**
 * clientIp without Hono: `forwardedFor` is every X-Forwarded-For header, joined with commas (as
 * Node and fetch's Headers join repeated ones). No socket: "unknown", whatever the headers say.
 */
export function clientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  if (!socket) return "unknown";
  // proxy-addr (through its `forwarded`) reads only these two fields of a request.
  const request = { headers: { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: socket } };
  const address = proxyaddr(request as unknown as IncomingMessage, trust);
  return ipv4Unmapped(address);
}

/**
 * A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d: one client, one address, whichever
 * way it arrived.
 */
function ipv4Unmapped(address: string): string {
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}
