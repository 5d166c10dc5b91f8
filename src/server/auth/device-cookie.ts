import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { limitKey } from "#server/limits/shared-limit.ts";

// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 052):
// a browser that signed in to an account gets a cookie that names a random device id, signed
// for that account. A sign-in that shows it is limited per device, so a classmate guessing the
// password from another device cannot lock the owner out of their own. One cookie per account
// (a class laptop is shared), holding no name and no address.

const COOKIE_PREFIX = "lf_device_";
const ONE_YEAR_SECONDS = 365 * 86_400;

export type DeviceCookies = ReturnType<typeof deviceCookies>;

/** `secure`: the app is served over https (PUBLIC_URL), so the cookie is sent only over https. */
export function deviceCookies(secret: Buffer, secure: boolean) {
  const mac = (account: string, device: string) =>
    createHmac("sha256", secret).update(`${account}\0${device}`).digest("base64url").slice(0, 32);
  const cookieName = (account: string) =>
    `${COOKIE_PREFIX}${limitKey("device-cookie", account).slice(0, 12)}`;

  /** The device id the request proves for this account, or null. */
  function read(c: Context, account: string): string | null {
    const value = getCookie(c, cookieName(account));
    const [device, signature, ...rest] = value?.split(".") ?? [];
    if (!device || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(device)) return null;
    const expected = Buffer.from(mac(account, device));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /** Gives this browser a device cookie for the account (keeps the id it already proved). */
  function write(c: Context, account: string, device: string | null, path: string) {
    const id = device ?? randomBytes(16).toString("base64url");
    setCookie(c, cookieName(account), `${id}.${mac(account, id)}`, {
      path,
      httpOnly: true,
      sameSite: "Strict",
      secure,
      maxAge: ONE_YEAR_SECONDS,
    });
  }

  return { read, write };
}
