import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, weakPasswordReasons } from "./passwords.ts";

describe("passwords", () => {
  it("hash with argon2id and verify", async () => {
    const hash = await hashPassword("Ein-langer-Satz-als-Passwort");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "Ein-langer-Satz-als-Passwort")).toBe(true);
    expect(await verifyPassword(hash, "ein-langer-satz-als-passwort")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });

  it("need 8 to 256 characters, counted as characters, with no composition rules", () => {
    expect(weakPasswordReasons("kurz")).toEqual(["length"]);
    expect(weakPasswordReasons("äöüäöüä")).toEqual(["length"]);
    expect(weakPasswordReasons("äöüäöüäö")).toEqual([]);
    expect(weakPasswordReasons("nurkleinbuchstaben")).toEqual([]);
    expect(weakPasswordReasons("x".repeat(256))).toEqual([]);
    expect(weakPasswordReasons("x".repeat(257))).toEqual(["length"]);
  });

  it("refuse a password of only whitespace, of any kind, as reason characters", () => {
    expect(weakPasswordReasons("        ")).toEqual(["characters"]);
    expect(weakPasswordReasons("\t\n \u00a0\u2003\u3000  ")).toEqual(["characters"]);
    expect(weakPasswordReasons(" ".repeat(64))).toEqual(["characters"]);
    expect(weakPasswordReasons("   ein Satz mit Leerzeichen   ")).toEqual([]);
  });

  it("refuse the most common passwords in any case", () => {
    expect(weakPasswordReasons("Passwort123")).toEqual(["pwned"]);
    expect(weakPasswordReasons("QWERTZUI")).toEqual(["pwned"]);
  });
});
