import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseExplainFiles } from "./boundaries/import-edges.ts";
import { findViolations, type ImportEdge } from "./boundaries/rules.ts";

const rulesOf = (edges: ImportEdge[]) => findViolations(edges).map((v) => v.rule);
const edge = (from: string, specifier: string, to: string): ImportEdge => ({ from, specifier, to });

describe("the boundary rules", () => {
  it("keep the database, Hono and the features out of the engines", () => {
    expect(rulesOf([edge("src/server/ai/x.ts", "#server/db/client.ts", "src/server/db/client.ts")])).toEqual([
      "engine-stays-pure",
    ]);
    expect(
      rulesOf([edge("src/server/voice/a/x.ts", "../../db/schema/voice.ts", "src/server/db/schema/voice.ts")]),
    ).toHaveLength(1);
    expect(
      rulesOf([
        edge(
          "src/server/analysis/x.ts",
          "drizzle-orm/pg-core",
          "node_modules/drizzle-orm/pg-core/index.d.ts",
        ),
      ]),
    ).toHaveLength(1);
    expect(
      rulesOf([edge("src/server/files/x.ts", "@hono/node-server", "node_modules/@hono/node-server/x.d.ts")]),
    ).toHaveLength(1);
    expect(rulesOf([edge("src/server/ai/x.ts", "pg", "node_modules/@types/pg/index.d.ts")])).toHaveLength(1);
    expect(
      rulesOf([
        edge(
          "src/server/voice/x.ts",
          "#server/features/chat/chat.service.ts",
          "src/server/features/chat/chat.service.ts",
        ),
      ]),
    ).toHaveLength(1);
    expect(rulesOf([edge("src/server/ai/x.test.ts", "#server/app.ts", "src/server/app.ts")])).toHaveLength(1);
  });

  it("let engines use each other, lib and shared, and let features use engines", () => {
    expect(
      rulesOf([
        edge(
          "src/server/voice/x.ts",
          "#server/ai/prompts/tutor-prompt.ts",
          "src/server/ai/prompts/tutor-prompt.ts",
        ),
        edge("src/server/ai/x.ts", "#server/lib/logger.ts", "src/server/lib/logger.ts"),
        edge("src/server/ai/x.ts", "#shared/domain/subjects.ts", "src/shared/domain/subjects.ts"),
        edge("src/server/ai/x.ts", "pglite-like", "node_modules/pglite-like/index.d.ts"),
        edge("src/server/features/voice/x.ts", "drizzle-orm", "node_modules/drizzle-orm/index.d.ts"),
        edge(
          "src/server/features/voice/x.ts",
          "#server/voice/voice-prompt.ts",
          "src/server/voice/voice-prompt.ts",
        ),
      ]),
    ).toEqual([]);
  });

  it("let a client feature reach another only through its index", () => {
    const internals = "src/client/features/chat/components/help-card.tsx";
    expect(
      rulesOf([
        edge("src/client/features/voice/x.tsx", "#client/features/chat/components/help-card.tsx", internals),
      ]),
    ).toEqual(["feature-public-entry"]);
    expect(
      rulesOf([
        edge(
          "src/client/features/voice/x.tsx",
          "#client/features/chat/index.ts",
          "src/client/features/chat/index.ts",
        ),
        edge("src/client/features/chat/x.tsx", "./components/help-card.tsx", internals),
        edge("src/client/app/routes/chat.tsx", "#client/features/chat/components/help-card.tsx", internals),
      ]),
    ).toEqual([]);
  });

  it("keep the server out of the client and both out of shared", () => {
    expect(rulesOf([edge("src/client/lib/x.ts", "#server/env.ts", "src/server/env.ts")])).toEqual([
      "client-without-server",
    ]);
    expect(rulesOf([edge("src/shared/x.ts", "#client/lib/api.ts", "src/client/lib/api.ts")])).toEqual([
      "shared-stands-alone",
    ]);
    expect(rulesOf([edge("tests/support/x.ts", "#server/db/client.ts", "src/server/db/client.ts")])).toEqual(
      [],
    );
  });
});

describe("tsc --explainFiles", () => {
  it("is read as one edge per 'Imported via' line, paths relative to the root", () => {
    const output = [
      "src/server/db/client.ts",
      "   Imported via \"#server/db/client.ts\" from file 'src/server/ai/x.ts' with packageId 'lernfunke/src/server/db/client.ts@0.1.0'",
      "   Matched by include pattern 'src' in 'tsconfig.json'",
      "../node_modules/pg/index.d.ts",
      "   Imported via \"pg\" from file 'src/server/db/client.ts'",
      "",
    ].join("\n");
    expect(parseExplainFiles(output, "/repo", "/repo")).toEqual([
      edge("src/server/ai/x.ts", "#server/db/client.ts", "src/server/db/client.ts"),
      edge("src/server/db/client.ts", "pg", "../node_modules/pg/index.d.ts"),
    ]);
  });
});

// The whole check as `npm run lint` runs it, on a copy of this project's resolution settings
// (package.json's "#…" imports, tsconfig's compiler options) with a few files.
describe("npm run lint's boundary step", () => {
  const repo = path.resolve(import.meta.dirname, "..");
  const checker = path.join(repo, "scripts/check-boundaries.ts");
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function project(files: Record<string, string>) {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    const pkg = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8"));
    const tsconfig = JSON.parse(readFileSync(path.join(repo, "tsconfig.json"), "utf8"));
    const write = (file: string, text: string) => {
      const full = path.join(root as string, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    };
    write("package.json", JSON.stringify({ name: "fixture", type: "module", imports: pkg.imports }));
    write(
      "tsconfig.json",
      JSON.stringify({ compilerOptions: { ...tsconfig.compilerOptions, types: [] }, include: ["src"] }),
    );
    write("src/server/db/client.ts", "export const db = {};\n");
    write("src/shared/format/x.ts", "export const x = 1;\n");
    for (const [file, text] of Object.entries(files)) write(file, text);
    const run = spawnSync(process.execPath, [checker, root], { encoding: "utf8" });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  it("fails when a file in src/server/ai/ imports the database", () => {
    const { status, output } = project({
      "src/server/ai/probe.ts": 'import "#server/db/client.ts";\nexport const probe = 1;\n',
    });
    expect(status).toBe(1);
    expect(output).toContain('src/server/ai/probe.ts: imports "#server/db/client.ts"');
    expect(output).toContain("engine-stays-pure");
  });

  it("fails when a client feature imports another's internals, and passes through its index", () => {
    const chat = {
      "src/client/features/chat/components/help-card.ts": "export const helpCard = 1;\n",
      "src/client/features/chat/index.ts": 'export { helpCard } from "./components/help-card.ts";\n',
    };
    const deep = project({
      ...chat,
      "src/client/features/voice/card.ts":
        'export { helpCard } from "#client/features/chat/components/help-card.ts";\n',
    });
    expect(deep.status).toBe(1);
    expect(deep.output).toContain("feature-public-entry");

    rmSync(root as string, { recursive: true, force: true });
    const entry = project({
      ...chat,
      "src/client/features/voice/card.ts": 'export { helpCard } from "#client/features/chat/index.ts";\n',
      "src/server/ai/clean.ts": 'export { x } from "#shared/format/x.ts";\n',
    });
    expect(entry.output).toContain("Boundaries hold");
    expect(entry.status).toBe(0);
  });
});
