import { fork, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Each case runs a small script in its own Node process: what it prints comes from the image
// that finally ran (the settings are only read when a process starts).
const dir = mkdtempSync(join(tmpdir(), "malloc-settings-"));
const script = join(dir, "probe.ts");
writeFileSync(
  script,
  `import { applyMallocSettings } from ${JSON.stringify(new URL("./malloc-settings.ts", import.meta.url).pathname)};
const pidBefore = process.pid;
applyMallocSettings();
const seen = { pid: pidBefore, arena: process.env.MALLOC_ARENA_MAX ?? null, mmap: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, args: process.argv.slice(2) };
if (process.send) process.send(seen, () => process.disconnect()); else console.log(JSON.stringify(seen));`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** This process's environment without the three settings. */
const unset = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("MALLOC_")));

/** What the script saw, and the id of the process that was started. */
function run(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [script, "eins", "zwei"], { env, encoding: "utf8" });
  return { ...JSON.parse(result.stdout), started: result.pid };
}

describe("applyMallocSettings", () => {
  it("starts the process again with glibc's settings, same id and arguments", () => {
    const seen = run(unset);
    expect(seen).toMatchObject({ arena: "2", mmap: "131072", args: ["eins", "zwei"] });
    expect(seen.pid).toBe(seen.started);
  });

  it("leaves an operator's own value alone", () => {
    expect(run({ ...unset, MALLOC_ARENA_MAX: "4" })).toMatchObject({ arena: "4", mmap: null });
  });

  it("does not restart a process with an IPC channel", async () => {
    const child = fork(script, [], { env: unset, execArgv: [] });
    const seen = await new Promise((resolve) => child.once("message", resolve));
    expect(seen).toMatchObject({ pid: child.pid, arena: null });
  });
});
