import { describe, expect, it } from "vitest";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normaliseJoinCode } from "#shared/contracts/classes.ts";
import { isUsername, signInName, USERNAME_DOMAIN, usernameOf } from "#shared/domain/usernames.ts";
import { newJoinCode } from "./join-codes.ts";
import { generatePassphrase, PASSPHRASE_WORDS } from "./passphrases.ts";
import { classSlug, fold, listedName, usernamesFor } from "./pupil-names.ts";

describe("usernames from a class list", () => {
  it("are first name, initial and class in plain a–z: mia.k.5b", () => {
    const names = usernamesFor(
      [
        { firstName: "Mia", lastName: "Keller" },
        { firstName: "Zoë", lastName: "Öztürk" },
        { firstName: "Anne-Marie", lastName: null },
        { firstName: "Ελένη", lastName: "Π" },
      ],
      "5b",
      new Set(),
    );
    expect(names).toEqual(["mia.k.5b", "zoe.o.5b", "anne-marie.5b", "kind.5b"]);
    for (const name of names) expect(isUsername(name), name).toBe(true);
  });

  it("number a second «Mia K.» and skip names already on the server", () => {
    const mia = { firstName: "Mia", lastName: "Keller" };
    const kim = { firstName: "Mia", lastName: "Kunz" };
    expect(usernamesFor([mia, kim, mia], "5b", new Set(["mia.k2.5b"]))).toEqual([
      "mia.k.5b",
      "mia.k3.5b",
      "mia.k4.5b",
    ]);
    expect(usernamesFor([{ firstName: "Lu", lastName: null }], "5b", new Set(["lu.5b"]))).toEqual(["lu2.5b"]);
  });

  it("fold accents, umlauts and spaces; a class name with nothing usable is «klasse»", () => {
    expect(fold("Müller-Lüdenscheidt")).toBe("mueller-luedenscheidt");
    expect(fold("José María")).toBe("jose-maria");
    expect(classSlug("Sek 2a (Mathe)")).toBe("sek2amathe");
    expect(classSlug("★")).toBe("klasse");
    expect(listedName({ firstName: "Mia", lastName: "keller" })).toBe("Mia K.");
    expect(listedName({ firstName: "Lu", lastName: null })).toBe("Lu");
  });
});

describe("sign-in names", () => {
  it("map a bare username to its synthetic .invalid address and leave addresses alone", () => {
    expect(signInName(" Mia.K.5b ")).toBe(`mia.k.5b@${USERNAME_DOMAIN}`);
    expect(signInName("Lea@Schule.ch")).toBe("lea@schule.ch");
    expect(usernameOf(`mia.k.5b@${USERNAME_DOMAIN}`)).toBe("mia.k.5b");
    expect(usernameOf("lea@schule.ch")).toBeNull();
    expect(USERNAME_DOMAIN.endsWith(".invalid")).toBe(true);
  });
});

describe("passphrases and join codes", () => {
  it("passphrases are three plain words and a number, from a list without doubles", () => {
    expect(new Set(PASSPHRASE_WORDS).size).toBe(PASSPHRASE_WORDS.length);
    expect(PASSPHRASE_WORDS.length).toBeGreaterThanOrEqual(256);
    for (const word of PASSPHRASE_WORDS) expect(word).toMatch(/^[a-z]{2,6}$/);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const phrase = generatePassphrase();
      expect(phrase).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[1-9][0-9]$/);
      seen.add(phrase);
    }
    expect(seen.size).toBe(200);
  });

  it("join codes are 8 characters without 0/O/1/I/L, and typing is forgiving", () => {
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    for (let i = 0; i < 200; i++) {
      const code = newJoinCode();
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      for (const char of code) expect(JOIN_CODE_ALPHABET).toContain(char);
    }
    expect(normaliseJoinCode(" abcd-efgh ")).toBe("ABCDEFGH");
  });
});
