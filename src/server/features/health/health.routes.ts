import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";

// GET /health: liveness plus the database's state, for load balancers and operators.
export function healthRoutes(database: Database) {
  return new Hono().get("/", async (c) => {
    const ok = await database.ping();
    return c.json(
      {
        status: ok ? "ok" : "degraded",
        database: { driver: database.driver, status: ok ? "ok" : "unreachable" },
      },
      ok ? 200 : 503,
    );
  });
}
