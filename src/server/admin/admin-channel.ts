import { chmodSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { AuthService } from "#server/auth/auth.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import { type AdminCreatedUser, adminCreateUserSchema, adminSocketPath } from "./admin-protocol.ts";

export type AdminChannel = { path: string; close(): Promise<void> };

/**
 * Serves account creation on the data folder's admin socket while this process holds the
 * folder's lock. Null (and a warning) when the folder's path is too long for a socket.
 */
export async function openAdminChannel(deps: {
  dataDir: string;
  auth: AuthService;
  logger: Logger;
}): Promise<AdminChannel | null> {
  const path = adminSocketPath(deps.dataDir);
  if (!path) {
    deps.logger.warn(
      "DATA_DIR's path is too long for the admin socket; user:create works only while the server is stopped",
    );
    return null;
  }
  const app = new Hono();
  app.post("/users", async (c) => {
    const input = adminCreateUserSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ code: "validation_failed", message: "Ungültige Anfrage." }, 400);
    try {
      const user = await deps.auth.createUser(input.data);
      deps.logger.info({ userId: user.id }, "account created through the admin channel");
      return c.json({ id: user.id, email: user.email } satisfies AdminCreatedUser, 201);
    } catch (error) {
      if (error instanceof AppError)
        return c.json({ code: error.code, message: error.message }, error.status);
      deps.logger.error({ err: error }, "admin channel: creating an account failed");
      return c.json({ code: "unexpected_failure", message: "Das Konto konnte nicht erstellt werden." }, 500);
    }
  });

  const server = createServer(getRequestListener(app.fetch));
  // This process holds the folder's lock, so a socket file here is a dead server's leftover.
  rmSync(path, { force: true });
  // Created 0600 from the start (umask), not only after a chmod: no moment where others may connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(path, resolve);
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  server.unref();
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
