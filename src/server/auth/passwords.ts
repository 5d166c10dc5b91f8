import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/contracts/auth.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2's
// default algorithm is argon2id.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export type WeakPasswordReason = "length" | "characters" | "pwned";

/**
 * ASVS 5.0 §6.2: at least 8 characters, long passphrases allowed, no composition rules, and a
 * check against commonly breached passwords (an offline list: the server has no network).
 * Only whitespace (eight spaces) is no password at all (issue 14); GoTrue's reason for a
 * password missing required characters is "characters". Returns GoTrue's weak-password
 * reasons, empty when the password is acceptable.
 */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return ["length"];
  if (/^\s*$/u.test(password)) return ["characters"];
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return ["pwned"];
  return [];
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps "unknown e-mail" as slow as "wrong password". */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}
