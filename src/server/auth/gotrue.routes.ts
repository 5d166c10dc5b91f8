import { Hono } from "hono";
import { z } from "zod";
import { clientIp } from "#server/lib/client-ip.ts";
import { AppError } from "#server/lib/errors.ts";
import type { ProxyTrust } from "#server/lib/proxy-trust.ts";
import { signInName, usernameOf } from "#shared/domain/usernames.ts";
import type { AuthService } from "./auth.service.ts";
import { authErrors } from "./auth-errors.ts";
import { GOTRUE_API_VERSION as API_VERSION, gotrueErrorResponse } from "./gotrue-error-response.ts";

// The subset of the Supabase Auth (GoTrue) HTTP API that supabase-js uses for e-mail and
// password, served at /auth/v1 (decision 003). Errors use GoTrue's 2024-01-01 format.

const credentials = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
// The synthetic addresses of accounts without e-mail belong to teachers' class lists (decision 053).
const notSynthetic = (email: string) => usernameOf(email.toLowerCase()) === null;
const signUpBody = z.object({
  email: z.email().max(254).refine(notSynthetic),
  password: z.string().min(1).max(1024),
  data: z.record(z.string(), z.unknown()).nullish(),
});
const refreshBody = z.object({ refresh_token: z.string().min(1).max(512) });
const userUpdateBody = z.object({
  email: z.string().max(1024).optional(),
  password: z.string().max(1024).optional(),
  current_password: z.string().max(1024).optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});
// GoTrue's validateEmail: an empty e-mail means "unchanged"; any other must be an address.
const emailAddress = z.string().trim().max(254).pipe(z.email()).refine(notSynthetic);
const logoutScope = z.enum(["global", "local", "others"]).catch("global");

/** Where the device cookies are sent: only to these routes (device-cookie.ts). */
const COOKIE_PATH = "/auth/v1";

type Deps = {
  auth: AuthService;
  trustProxy: ProxyTrust;
  /** A sign-up's `data.class_code` (supabase-js signUp options.data): checked, then joined. */
  classCodes?: {
    checkCode(code: string, address: string): Promise<void>;
    joinAfterSignUp(pupilId: string, code: string): Promise<boolean>;
  };
};

const CREDENTIALS_MISSING = "Bitte gib eine E-Mail-Adresse und ein Passwort ein.";

// The body comes from Hono's cache: the input boundary (app.ts) has read and checked it already.
async function readBody<S extends z.ZodType>(
  req: { json(): Promise<unknown>; header(name: string): string | undefined },
  schema: S,
  message = CREDENTIALS_MISSING,
): Promise<z.output<S>> {
  // supabase-js always sends JSON as JSON. A text/plain body is what a foreign page can send
  // without a CORS preflight: refusing it keeps other sites from signing their visitors in or
  // up (src/server/lib/cors.ts).
  const type = req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError(
      415,
      "unsupported_media_type",
      "Die Anfrage muss JSON sein (Content-Type: application/json).",
    );
  }
  let json: unknown;
  try {
    json = await req.json();
  } catch {
    throw new AppError(400, "bad_json", "Die Anfrage ist kein gültiges JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(400, "validation_failed", message);
  }
  return parsed.data;
}

export function gotrueRoutes({ auth, trustProxy, classCodes }: Deps) {
  // CORS is the app's (src/server/lib/cors.ts): only the app's own and listed origins.
  const app = new Hono();
  app.use("*", async (c, next) => {
    c.header("X-Supabase-Api-Version", API_VERSION);
    await next();
  });
  app.onError((err, c) => {
    if (!(err instanceof AppError)) throw err;
    return gotrueErrorResponse(c, err);
  });

  const bearer = (c: { req: { header(name: string): string | undefined } }) =>
    auth.authenticate(c.req.header("authorization"));

  app.post("/signup", async (c) => {
    const body = await readBody(
      c.req,
      signUpBody,
      "Bitte gib eine gültige E-Mail-Adresse und ein Passwort ein.",
    );
    // A class code is not the pupil's metadata: it is checked first (a wrong one refuses the
    // sign-up with the reason, before an account exists), and the new pupil joins after.
    const ip = clientIp(c, trustProxy);
    const { class_code: classCode, ...data } = body.data ?? {};
    const code = classCode === undefined || classCode === null || classCode === "" ? null : String(classCode);
    if (code !== null) {
      if (!classCodes) throw new AppError(422, "join_code_unknown", "Klassencodes gibt es hier nicht.");
      await classCodes.checkCode(code, ip);
    }
    // A valid class code: a teacher invited the class, so it does not count against the
    // address's sign-up budget (a whole class signs up from one school address, decision 052).
    const session = await auth.signUp(
      clientIp(c, trustProxy),
      { ...body, data },
      { withClassCode: code !== null },
    );
    auth.devices.write(c, signInName(body.email), null, COOKIE_PATH);
    if (code !== null && classCodes) await classCodes.joinAfterSignUp(session.user.id, code);
    return c.json(session);
  });

  app.post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    const ip = clientIp(c, trustProxy);
    if (grant === "password") {
      const body = await readBody(c.req, credentials);
      const account = signInName(body.email);
      const device = auth.devices.read(c, account);
      const session = await auth.signInWithPassword({ address: ip, device }, body);
      auth.devices.write(c, account, device, COOKIE_PATH);
      return c.json(session);
    }
    if (grant === "refresh_token") {
      const { refresh_token } = await readBody(c.req, refreshBody, "refresh_token fehlt.");
      return c.json(await auth.refresh(ip, refresh_token));
    }
    throw new AppError(400, "unsupported_grant_type", "Diese Anmeldeart wird nicht unterstützt.");
  });

  app.get("/user", async (c) => c.json(await auth.getUser((await bearer(c)).sub)));

  app.put("/user", async (c) => {
    const claims = await bearer(c);
    const body = await readBody(c.req, userUpdateBody, "Ungültige Angaben.");
    const email = body.email ? emailAddress.safeParse(body.email) : null;
    if (email && !email.success) throw authErrors.emailInvalid();
    const device = claims.email ? auth.devices.read(c, claims.email) : null;
    const user = await auth.updateUser(
      clientIp(c, trustProxy),
      claims.sub,
      claims.session_id ?? "",
      {
        email: email?.data,
        password: body.password,
        currentPassword: body.current_password,
        data: body.data ?? undefined,
      },
      device,
    );
    return c.json(user);
  });

  app.post("/logout", async (c) => {
    const claims = await bearer(c);
    await auth.logout(
      claims.sub,
      claims.session_id ?? "",
      logoutScope.parse(c.req.query("scope") ?? "global"),
    );
    return c.body(null, 204);
  });

  app.get("/.well-known/jwks.json", (c) => {
    c.header("Cache-Control", "public, max-age=600");
    return c.json(auth.jwks());
  });

  app.notFound(() => {
    throw new AppError(404, "not_found", "Diese Funktion gibt es hier nicht.");
  });
  return app;
}
