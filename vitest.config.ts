import { defineConfig } from "vitest/config";

// Three projects: pure logic (node), screens (jsdom) and the database-backed suites,
// which run on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/shared/**/*.test.ts", "src/server/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          setupFiles: ["tests/setup/node.ts"],
        },
      },
      {
        test: {
          name: "db",
          environment: "node",
          include: ["src/server/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: ["src/server/**/*.unit.test.ts"],
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
