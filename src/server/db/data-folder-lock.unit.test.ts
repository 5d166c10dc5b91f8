import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataFolderLockedError, LOCK_FILE, type LockOwner, lockDataFolder } from "./data-folder-lock.ts";
import { currentProcess } from "./process-identity.ts";

// The data folder's lock file (decision 020): refused while its owner lives, taken over when
// the owner is gone, removed on release.
let folder: string;
let lockPath: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "lernfunke-lock-"));
  lockPath = join(folder, LOCK_FILE);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writeLock = (owner: Partial<LockOwner>) =>
  writeFileSync(
    lockPath,
    JSON.stringify({ ...currentProcess(), startedAt: "2026-11-25T08:00:00.000Z", token: "fremd", ...owner }),
  );
const readOwner = () => JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;

/** A PID that belonged to a process which has exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

describe("lockDataFolder", () => {
  it("writes its owner into the folder and removes the file on release", () => {
    const lock = lockDataFolder(folder);
    expect(readOwner()).toMatchObject({
      pid: process.pid,
      host: currentProcess().host,
      token: lock.owner.token,
    });
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("refuses a second lock on the same folder, naming folder and owner in German and English", () => {
    const lock = lockDataFolder(folder);
    try {
      let refusal: unknown;
      try {
        lockDataFolder(folder);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataFolderLockedError);
      const message = (refusal as Error).message;
      expect(message).toContain(`Der Datenordner ${folder} wird schon`);
      expect(message).toContain(`The data folder ${folder} is already in use`);
      expect(message).toContain(`PID ${process.pid}`);
      expect(message).toContain(lock.owner.startedAt);
    } finally {
      lock.release();
    }
  });

  it("takes over a lock whose process is gone (kill -9, a crash)", () => {
    const pid = deadPid();
    writeLock({ pid });
    const lock = lockDataFolder(folder);
    expect(readOwner().pid).toBe(process.pid);
    lock.release();
  });

  describe("with a live process on this host", () => {
    let child: ChildProcess;
    beforeEach(() => {
      child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    });
    afterEach(() => void child.kill("SIGKILL"));

    it("refuses while it runs", () => {
      const procStart = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ")[19];
      writeLock({ pid: child.pid as number, ...(procStart ? { procStart } : {}) });
      expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
      expect(readOwner().token).toBe("fremd");
    });

    it("takes over when the PID now belongs to a process that started later than the lock's owner", () => {
      writeLock({ pid: child.pid as number, procStart: "1" });
      lockDataFolder(folder).release();
    });
  });

  it("refuses another host's lock while it shows signs of life, takes it over after 30 s without", () => {
    writeLock({ host: "anderer-rechner", pid: 4242 });
    expect(() => lockDataFolder(folder)).toThrow(/Rechner anderer-rechner.*\n.*\n.*letztes Lebenszeichen/);
    const longAgo = new Date(Date.now() - 31_000);
    utimesSync(lockPath, longAgo, longAgo);
    lockDataFolder(folder).release();
  });

  it("on release leaves a lock file alone that is no longer its own", () => {
    const lock = lockDataFolder(folder);
    writeLock({ token: "übernommen" });
    lock.release();
    expect(readOwner().token).toBe("übernommen");
  });
});
