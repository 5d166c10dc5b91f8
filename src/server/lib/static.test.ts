import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { mountSpa } from "./static.ts";

// The built SPA as the server sends it: the build's gzip copies to a browser that accepts gzip
// (decision 056), the plain file to one that does not, and index.html for deep links.

const root = mkdtempSync(join(tmpdir(), "lernfunke-static-"));
const SCRIPT = `export const greeting = ${JSON.stringify("Hallo ".repeat(400))};\n`;
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>Lernfunke</title>");
writeFileSync(join(root, "assets/index-abc.js"), SCRIPT);
writeFileSync(join(root, "assets/index-abc.js.gz"), gzipSync(SCRIPT));
writeFileSync(join(root, "theme-init.js"), "void 0;\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono();
mountSpa(app, root);

describe("mountSpa", () => {
  it("sends an asset's gzip copy to a browser that accepts gzip, cached for good", async () => {
    const response = await app.request("/assets/index-abc.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it("sends the plain file to a browser that does not accept gzip, and where there is no copy", async () => {
    const plain = await app.request("/assets/index-abc.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const small = await app.request("/theme-init.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(small.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("answers a deep link with index.html", async () => {
    const response = await app.request("/profil", { headers: { "Accept-Encoding": "gzip" } });
    expect(await response.text()).toContain("<title>Lernfunke</title>");
  });
});
