import { type Env, publicUrl } from "#server/env.ts";

type Request = {
  url: string;
  header(name: string): string | undefined;
  /** The socket's peer is a proxy TRUST_PROXY names (lib/client-ip.ts fromTrustedProxy). */
  fromTrustedProxy: boolean;
};

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const last = (value: string | undefined) => value?.split(",").at(-1)?.trim() || undefined;

/**
 * Where the browser reaches this server's websocket, as ws:// or wss:// (no trailing slash).
 * PUBLIC_URL when it is set (with its path, for a server behind a path prefix); otherwise the
 * request's own host and protocol, or, when the request came from a trusted proxy (TRUST_PROXY),
 * the last X-Forwarded-Host and X-Forwarded-Proto: the ones the proxy next to this server set,
 * after any a client wrote itself. From any other peer these headers are the client's own
 * words and count for nothing. A host that is no host name falls back to the configured address.
 */
export function socketBase(req: Request, env: Env): string {
  const toWs = (httpUrl: string) => httpUrl.replace(/^http(s?):\/\//i, (_, s: string) => `ws${s}://`);
  if (env.PUBLIC_URL) return toWs(publicUrl(env));
  const url = new URL(req.url);
  let protocol = url.protocol === "https:" ? "https" : "http";
  let host = req.header("host") ?? url.host;
  if (req.fromTrustedProxy) {
    const forwardedProto = last(req.header("x-forwarded-proto"))?.toLowerCase();
    if (forwardedProto === "https" || forwardedProto === "http") protocol = forwardedProto;
    host = last(req.header("x-forwarded-host")) ?? host;
  }
  if (!HOST.test(host)) return toWs(publicUrl(env));
  return `${protocol === "https" ? "wss" : "ws"}://${host}`;
}
