import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";

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
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use("*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "no-cache") }));
  app.get("*", (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path.startsWith("/auth/") || /\.[a-z0-9]+$/i.test(path))
      return c.notFound();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
