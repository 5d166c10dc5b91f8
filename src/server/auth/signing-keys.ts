import { hkdfSync, randomUUID } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Db } from "#server/db/client.ts";
import { signingKeys } from "#server/db/schema/auth.ts";

type Key = { kid: string; privateKey: CryptoKey; publicJwk: JWK; privateD: string };

/**
 * ES256 keys kept in the database, so every instance signs and verifies alike. The first start
 * creates one under an advisory lock (two instances starting together create one key, not two).
 */
export class SigningKeys {
  private keys: Key[] = [];
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async load(): Promise<void> {
    this.keys = await this.readAll();
    if (this.keys.length > 0) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(824311)`);
      const existing = await tx.select({ kid: signingKeys.kid }).from(signingKeys).limit(1);
      if (existing.length > 0) return;
      const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
      const kid = randomUUID();
      const publicJwk = {
        ...(await exportJWK(publicKey)),
        kid,
        alg: "ES256",
        use: "sig",
        key_ops: ["verify"],
      };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "ES256" };
      await tx.insert(signingKeys).values({ kid, privateJwk, publicJwk });
    });
    this.keys = await this.readAll();
  }

  /** The newest key signs. */
  current(): Key {
    const key = this.keys[0];
    if (!key) throw new Error("signing keys not loaded");
    return key;
  }

  /** A key by id; an unknown id re-reads the table once (a key made by another instance). */
  async find(kid: string | undefined): Promise<Key | undefined> {
    const hit = this.keys.find((k) => k.kid === kid);
    if (hit || !kid) return hit;
    this.keys = await this.readAll();
    return this.keys.find((k) => k.kid === kid);
  }

  /**
   * A secret for `purpose`, derived (HKDF) from the oldest key, so every instance derives the
   * same one and it stays as long as that key does (the device cookies, device-cookie.ts).
   */
  derivedSecret(purpose: string): Buffer {
    const oldest = this.keys.at(-1);
    if (!oldest) throw new Error("signing keys not loaded");
    return Buffer.from(
      hkdfSync("sha256", Buffer.from(oldest.privateD, "base64url"), oldest.kid, purpose, 32),
    );
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.keys.map((k) => k.publicJwk) };
  }

  private async readAll(): Promise<Key[]> {
    const rows = await this.db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    return Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        privateKey: (await importJWK(row.privateJwk as JWK, "ES256")) as CryptoKey,
        publicJwk: row.publicJwk as JWK,
        privateD: String((row.privateJwk as JWK).d),
      })),
    );
  }
}
