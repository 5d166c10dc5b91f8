import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono, MiddlewareHandler } from "hono";

/**
 * Serves the built SPA from `root` with a history fallback: any GET that is not an API, auth or
 * asset path gets index.html, so deep links such as /profil work after a reload.
 */
export function mountSpa<E extends Env>(app: Hono<E>, root: string) {
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath)) {
    app.get("/", (c) =>
      c.text("Die Web-App ist noch nicht gebaut: npm run build (npm start baut sie selbst).", 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  // precompressed: the build's gzip copies (x.js.gz, vite.config.ts) to a browser that accepts
  // gzip, so a slow connection carries the compressed size (decision 056).
  app.use("/assets/*", cacheControl("public, max-age=31536000, immutable"));
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.use("*", cacheControl("no-cache"));
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path.startsWith("/auth/") || /\.[a-z0-9]+$/i.test(path))
      return c.notFound();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}

/**
 * Cache-Control on a file the next handler found. Not serveStatic's onFound: it runs after the
 * response has been made, and a header set there never reached the browser (decision 056).
 */
function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.res.headers.set("Cache-Control", value);
  };
}
