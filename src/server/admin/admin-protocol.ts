import { join, relative, resolve } from "node:path";
import { z } from "zod";

// The local-only admin channel (decision 020): a Unix domain socket inside DATA_DIR with mode
// 0600, so only the account that runs the server (and root) can talk to it. `npm run user:create`
// reaches the running server through it instead of opening the folder a second time.

export const ADMIN_SOCKET = "lernfunke-admin.sock";

/** A socket's path may hold ~104 bytes (sun_path); a shorter relative spelling is tried first. */
const MAX_SOCKET_PATH = 100;

/** Where the channel listens for this data folder, or null when no usable path fits. */
export function adminSocketPath(dataDir: string): string | null {
  const absolute = join(resolve(dataDir), ADMIN_SOCKET);
  const fromHere = relative(process.cwd(), absolute);
  const path = fromHere.length < absolute.length ? fromHere : absolute;
  return path.length <= MAX_SOCKET_PATH ? path : null;
}

export const adminCreateUserSchema = z
  .object({
    email: z.string().min(1).max(254),
    password: z.string().min(1).max(256),
    data: z.record(z.string(), z.string().max(200)).optional(),
    /** A teacher's account (issue 20); absent: a pupil's. */
    role: z.enum(["pupil", "teacher"]).optional(),
  })
  .strict();
export type AdminCreateUser = z.infer<typeof adminCreateUserSchema>;

export type AdminCreatedUser = { id: string; email: string };
