import { request } from "node:http";
import type { AdminCreatedUser, AdminCreateUser } from "./admin-protocol.ts";

export type AdminAnswer =
  | { ok: true; user: AdminCreatedUser }
  | { ok: false; status: number; message: string }
  | { ok: false; status: null; message: string };

/**
 * Asks the running server to create an account. A server that holds the lock but is still
 * starting (migrations, the damage check) has no socket yet: retried for up to `waitMs`.
 */
export async function createUserThroughServer(
  socketPath: string,
  input: AdminCreateUser,
  waitMs = 15_000,
): Promise<AdminAnswer> {
  const end = Date.now() + waitMs;
  for (;;) {
    try {
      return await post(socketPath, input);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const starting = code === "ENOENT" || code === "ECONNREFUSED";
      if (!starting || Date.now() >= end) return { ok: false, status: null, message: code ?? String(error) };
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function post(socketPath: string, input: AdminCreateUser): Promise<AdminAnswer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(input);
    const req = request(
      {
        socketPath,
        path: "/users",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          try {
            const json = JSON.parse(text) as AdminCreatedUser & { message?: string };
            resolve(
              res.statusCode === 201
                ? { ok: true, user: { id: json.id, email: json.email } }
                : { ok: false, status: res.statusCode ?? 0, message: json.message ?? text },
            );
          } catch {
            resolve({ ok: false, status: res.statusCode ?? 0, message: text.slice(0, 200) });
          }
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
