import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

// Refresh tokens are 32 random bytes; the database keeps only their SHA-256 (docs/decisions/003).
// GoTrue answers a replayed parent of the active token with the active token itself
// (docs/decisions/023), which needs that token again. So a rotated token's row keeps its child
// sealed with a key derived from the rotated token: only whoever presents the parent can open
// it, and the database alone still reveals no usable token.

export const newRefreshToken = () => randomBytes(32).toString("base64url");

export const hashRefreshToken = (token: string) => createHash("sha256").update(token).digest("hex");

const IV_BYTES = 12;
const TAG_BYTES = 16;
const sealingKey = (parent: string) =>
  createHash("sha256").update(`lernfunke-refresh-child:${parent}`).digest();

/** The child token, AES-256-GCM under a key only the parent token gives. */
export function sealChild(parent: string, child: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(parent), iv);
  const sealed = Buffer.concat([cipher.update(child, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The child token sealed by sealChild, or null when `parent` does not open it. */
export function openChild(parent: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(parent), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
