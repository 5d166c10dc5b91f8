import { type Env, publicUrl } from "#server/env.ts";

type Request = { url: string; header(name: string): string | undefined };

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const last = (value: string | undefined) => value?.split(",").at(-1)?.trim() || undefined;

/**
 * Where the browser reaches this server's websocket, as ws:// or wss:// (no trailing slash).
 * PUBLIC_URL when it is set (with its path, for a server behind a path prefix); otherwise the
 * request's own host and protocol, or behind one reverse proxy (TRUST_PROXY=true) the last
 * X-Forwarded-Host and X-Forwarded-Proto, the ones that proxy set (as lib/client-ip.ts reads
 * X-Forwarded-For). A host that is no host name falls back to the configured address.
 */
export function socketBase(req: Request, env: Env): string {
  const toWs = (httpUrl: string) => httpUrl.replace(/^http(s?):\/\//i, (_, s: string) => `ws${s}://`);
  if (env.PUBLIC_URL) return toWs(publicUrl(env));
  const url = new URL(req.url);
  let protocol = url.protocol === "https:" ? "https" : "http";
  let host = req.header("host") ?? url.host;
  if (env.TRUST_PROXY) {
    const forwardedProto = last(req.header("x-forwarded-proto"))?.toLowerCase();
    if (forwardedProto === "https" || forwardedProto === "http") protocol = forwardedProto;
    host = last(req.header("x-forwarded-host")) ?? host;
  }
  if (!HOST.test(host)) return toWs(publicUrl(env));
  return `${protocol === "https" ? "wss" : "ws"}://${host}`;
}
