import { defineConfig } from "vitest/config";

/**
 * Suites that run the same with or without TEST_DATABASE_URL: a PGlite-only check (damage check,
 * the PGlite worker thread) or no database at all. `.ci/run` runs the `db` project twice (PGlite
 * inside `npm test`, then PostgreSQL); the second pass leaves these out, the first ran them
 * (docs/decisions/034-ci-speed.md).
 */
const SAME_ON_EVERY_DATABASE = [
  "src/server/db/damage-check.test.ts",
  "src/server/db/database-seed.test.ts",
  "src/server/db/pglite-remote.test.ts",
  "tests/integration/docs-citations.test.ts",
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Three projects: pure logic (node), screens (jsdom) and the database-backed suites,
// which run on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Two files at a time: the machine has 2 cores, and vitest's default (cores - 1) would run
    // one file after another (docs/decisions/034-ci-speed.md).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/shared/**/*.test.ts", "src/server/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          setupFiles: ["tests/setup/node.ts"],
          // Pure logic without module mocks: the files share their workers' loaded modules instead
          // of importing everything again per file (decision 034).
          isolate: false,
        },
      },
      {
        test: {
          name: "db",
          environment: "node",
          include: ["src/server/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: ["src/server/**/*.unit.test.ts", ...(onPostgres ? SAME_ON_EVERY_DATABASE : [])],
          setupFiles: ["tests/setup/node.ts"],
          // One migrated template per run; every suite's database is a copy (decision 026).
          globalSetup: ["tests/setup/db-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/client/**/*.test.tsx", "src/client/**/*.test.ts"],
          setupFiles: ["tests/setup/web.ts"],
        },
      },
    ],
  },
});
