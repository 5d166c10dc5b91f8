// `npm run build`'s second step: the database seed a new DATA_DIR is loaded from instead of
// running initdb (docs/decisions/061-database-seed.md).
import { mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { migrationsFolder } from "#server/db/client.ts";
import { buildSeed, DEFAULT_SEED_FILE } from "#server/db/database-seed.ts";

mkdirSync(dirname(DEFAULT_SEED_FILE), { recursive: true });
await buildSeed(DEFAULT_SEED_FILE, migrationsFolder);
console.log(
  `database seed: ${DEFAULT_SEED_FILE} (${(statSync(DEFAULT_SEED_FILE).size / 1e6).toFixed(1)} MB)`,
);
