import { randomInt } from "node:crypto";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "#shared/contracts/classes.ts";

/**
 * A new class code: 8 of 31 characters (no 0/O, 1/I/L), about 40 bits, so guessing one of a
 * school's few hundred codes is hopeless; the database's unique index decides the rare clash.
 */
export function newJoinCode(): string {
  return Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join("");
}
