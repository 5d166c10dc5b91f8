import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";

/**
 * A JSON response rendered once and sent many times: its UTF-8 bytes, an ETag, and (made on first
 * demand) the gzipped bytes. For hot lists that change rarely compared with how often they are read.
 */
export type RenderedJson = { body: Uint8Array<ArrayBuffer>; etag: string; gzipped?: Uint8Array<ArrayBuffer> };

export function renderJson(value: unknown): RenderedJson {
  const body = new TextEncoder().encode(JSON.stringify(value));
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** Below this size gzip saves too little to be worth it. */
const GZIP_MIN_BYTES = 1024;

/**
 * Sends it with revalidation (If-None-Match → 304) and gzip when the client accepts it; each
 * encoding has its own ETag, as HTTP requires of different bytes.
 */
export function sendRenderedJson(c: Context, rendered: RenderedJson) {
  const gzip =
    rendered.body.byteLength >= GZIP_MIN_BYTES && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const etag = gzip ? `${rendered.etag.slice(0, -1)}-gz"` : rendered.etag;
  const headers: Record<string, string> = {
    etag,
    vary: "Accept-Encoding",
    // A private cache may keep it but must ask again each time.
    "cache-control": "private, no-cache",
  };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  headers["content-type"] = "application/json; charset=UTF-8";
  if (!gzip) return c.body(rendered.body, 200, headers);
  rendered.gzipped ??= new Uint8Array(gzipSync(rendered.body));
  headers["content-encoding"] = "gzip";
  return c.body(rendered.gzipped, 200, headers);
}
