import { Hono } from "hono";
import { clientIp } from "#server/lib/client-ip.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import type { ProxyTrust } from "#server/lib/proxy-trust.ts";
import { jsonBody } from "#server/lib/validate.ts";
import { loginSchema, profileUpdateSchema, refreshSchema, registerSchema } from "#shared/contracts/auth.ts";
import { signInName } from "#shared/domain/usernames.ts";
import type { AuthService } from "./auth.service.ts";

/** Where the device cookies are sent: only to these routes (device-cookie.ts). */
const COOKIE_PATH = "/api/auth";

// /api/auth/* (docs/product.md §4.2): thin routes over the same service as /auth/v1, for
// clients that do not speak the Supabase Auth API. Sessions use the GoTrue shape.
export function apiAuthPublicRoutes(auth: AuthService, trustProxy: ProxyTrust) {
  return new Hono<AppEnv>()
    .post("/register", jsonBody(registerSchema), async (c) => {
      const { email, password, name } = c.req.valid("json");
      const session = await auth.signUp(clientIp(c, trustProxy), {
        email,
        password,
        data: name ? { name } : {},
      });
      auth.devices.write(c, signInName(email), null, COOKIE_PATH);
      return c.json({ user: session.user, session }, 201);
    })
    .post("/login", jsonBody(loginSchema), async (c) => {
      const credentials = c.req.valid("json");
      const account = signInName(credentials.email);
      const device = auth.devices.read(c, account);
      const session = await auth.signInWithPassword(
        { address: clientIp(c, trustProxy), device },
        credentials,
      );
      auth.devices.write(c, account, device, COOKIE_PATH);
      return c.json({ user: session.user, session });
    })
    .post("/refresh", jsonBody(refreshSchema), async (c) => {
      const session = await auth.refresh(clientIp(c, trustProxy), c.req.valid("json").refreshToken);
      return c.json({ user: session.user, session });
    });
}

/** Mounted behind the bearer middleware. */
export function apiAuthProtectedRoutes(auth: AuthService, trustProxy: ProxyTrust) {
  return new Hono<AppEnv>()
    .post("/logout", async (c) => {
      const { id, sessionId } = c.var.user;
      await auth.logout(id, sessionId ?? "", "local");
      return c.json({ success: true });
    })
    .get("/profile", async (c) => c.json({ user: await auth.getUser(c.var.user.id) }))
    .put("/profile", jsonBody(profileUpdateSchema), async (c) => {
      const { name, password, currentPassword } = c.req.valid("json");
      const { id, sessionId } = c.var.user;
      const user = await auth.updateUser(clientIp(c, trustProxy), id, sessionId ?? "", {
        password,
        currentPassword,
        data: name ? { name } : undefined,
      });
      return c.json({ user });
    });
}
