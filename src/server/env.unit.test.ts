import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, publicUrl } from "./env.ts";

describe("parseEnv", () => {
  it("runs with no settings at all on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      ALLOW_SIGNUP: true,
      ACCESS_TOKEN_TTL_SECONDS: 3600,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrl(env)).toBe("http://localhost:3000");
  });

  it("reads booleans in their usual spellings and treats empty strings as unset", () => {
    expect(parseEnv({ ALLOW_SIGNUP: "false" }).ALLOW_SIGNUP).toBe(false);
    expect(parseEnv({ ALLOW_SIGNUP: "0" }).ALLOW_SIGNUP).toBe(false);
    // TRUST_PROXY's old yes: a proxy on this machine (src/server/lib/proxy-trust.unit.test.ts).
    expect(parseEnv({ TRUST_PROXY: "yes" }).TRUST_PROXY("127.0.0.1", 0)).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "yes" }).TRUST_PROXY("203.0.113.7", 0)).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY("127.0.0.1", 0)).toBe(false);
    expect(parseEnv({ DATABASE_URL: "", SUPABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads CORS_ORIGINS as a list of origins, none by default", () => {
    expect(parseEnv({}).CORS_ORIGINS).toEqual([]);
    expect(
      parseEnv({ CORS_ORIGINS: "https://Portal.Schule.ch/, http://localhost:5173" }).CORS_ORIGINS,
    ).toEqual(["https://portal.schule.ch", "http://localhost:5173"]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ CORS_ORIGINS: "*" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "https://schule.ch/app" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "ftp://schule.ch" }, "CORS_ORIGINS"],
    [{ ALLOW_SIGNUP: "vielleicht" }, "ALLOW_SIGNUP"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SUPABASE_URL: "https://x.supabase.co" }, "SUPABASE_ANON_KEY"],
    [{ ACCESS_TOKEN_TTL_SECONDS: "60" }, "ACCESS_TOKEN_TTL_SECONDS"],
  ])("stops on %j with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
