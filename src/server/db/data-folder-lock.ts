import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { currentProcess, isAlive, type ProcessIdentity } from "./process-identity.ts";

// One writer per data folder (decision 020). PGlite has no lock of its own: two processes on one
// DATA_DIR each keep their own pages and overwrite each other's files (issue 14). The owner
// writes a lock file naming itself; whoever finds it checks whether that owner still runs.

export const LOCK_FILE = "lernfunke.lock";
/** How often the owner touches its lock file, so a host that cannot check its PID can see it live. */
const HEARTBEAT_MS = 10_000;
/** A lock whose owner cannot be checked (another host, this very PID) is abandoned after this. */
export const ABANDONED_AFTER_MS = 30_000;

export type LockOwner = ProcessIdentity & { startedAt: string; token: string };

export type DataFolderLock = {
  folder: string;
  owner: LockOwner;
  /** Removes the lock file if it is still ours. Also runs on process exit. */
  release(): void;
  /** Touches the lock every 10 s; calls onLost once if the file was removed or taken over. */
  keepAlive(onLost: () => void): void;
};

export class DataFolderLockedError extends Error {
  readonly folder: string;
  readonly owner: LockOwner;
  /** true: a live process on this host; "unknown": cannot be checked from here. */
  readonly alive: true | "unknown";
  constructor(folder: string, owner: LockOwner, alive: true | "unknown", silentForMs: number) {
    const silent = Math.round(silentForMs / 1000);
    const limit = ABANDONED_AFTER_MS / 1000;
    super(
      [
        `Der Datenordner ${folder} wird schon von einem Lernfunke-Prozess benutzt (PID ${owner.pid} auf Rechner ${owner.host}, seit ${owner.startedAt}).`,
        "Zwei Prozesse auf einem Ordner zerstören Daten. Beende den anderen Prozess oder wähle einen anderen DATA_DIR; für mehrere Instanzen DATABASE_URL (PostgreSQL) setzen.",
        ...(alive === "unknown"
          ? [
              `Sein letztes Lebenszeichen ist ${silent} s alt; nach ${limit} s ohne Lebenszeichen gilt die Sperre als verwaist.`,
            ]
          : []),
        `The data folder ${folder} is already in use by a Lernfunke process (PID ${owner.pid} on host ${owner.host}, since ${owner.startedAt}).`,
        "Two processes on one folder corrupt data. Stop the other process or choose another DATA_DIR; for several instances set DATABASE_URL (PostgreSQL).",
        ...(alive === "unknown"
          ? [
              `Its last sign of life is ${silent} s old; after ${limit} s without one the lock counts as abandoned.`,
            ]
          : []),
      ].join("\n"),
    );
    this.name = "DataFolderLockedError";
    this.folder = folder;
    this.owner = owner;
    this.alive = alive;
  }
}

/** Lock files this process holds: a second open in the same process is refused too. */
const held = new Map<string, LockOwner>();

/**
 * Takes the folder's lock or throws DataFolderLockedError naming the owner. A lock left by a
 * process that is gone (kill -9, a crash, a reboot) is taken over.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, LOCK_FILE);
  const mine = held.get(path);
  if (mine) throw new DataFolderLockedError(folder, mine, true, 0);
  const owner: LockOwner = { ...currentProcess(), startedAt: new Date().toISOString(), token: randomUUID() };
  for (let attempt = 0; attempt < 40; attempt++) {
    if (tryCreate(path, owner)) return holdLock(folder, path, owner);
    const found = readLock(path);
    if (!found) continue; // removed meanwhile: try again
    const alive = found.owner ? isAlive(found.owner) : "unknown";
    const silentForMs = Date.now() - found.mtimeMs;
    if (alive === true || (alive === "unknown" && silentForMs <= ABANDONED_AFTER_MS)) {
      throw new DataFolderLockedError(folder, found.owner ?? unreadableOwner, alive, silentForMs);
    }
    if (!removeStale(path, found.raw)) pause(25);
  }
  throw new Error(
    `Der Datenordner ${folder} ist umkämpft; bitte erneut starten. / The data folder is contended; start again.`,
  );
}

const unreadableOwner: LockOwner = { pid: 0, host: "?", startedAt: "?", token: "" };

/**
 * Creates the lock file complete or not at all: written under a private name, then hard-linked
 * to the lock's name, which fails with EEXIST when a lock exists (atomic, also on NFS).
 */
function tryCreate(path: string, owner: LockOwner): boolean {
  const draft = `${path}.${owner.token}`;
  writeFileSync(draft, `${JSON.stringify(owner, null, 2)}\n`, { mode: 0o644 });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readLock(path: string): { raw: string; owner: LockOwner | undefined; mtimeMs: number } | undefined {
  try {
    const raw = readFileSync(path, "utf8");
    const mtimeMs = statSync(path).mtimeMs;
    let owner: LockOwner | undefined;
    try {
      owner = JSON.parse(raw) as LockOwner;
    } catch {
      owner = undefined;
    }
    return { raw, owner, mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Removes a stale lock if it is still the one judged stale. Two processes taking over at once
 * take turns through a guard file made with O_EXCL, so neither removes the other's fresh lock.
 */
function removeStale(path: string, staleRaw: string): boolean {
  const guard = `${path}.takeover`;
  try {
    writeFileSync(guard, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // A taker holds the guard for microseconds; one that died holding it leaves it behind.
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 5_000) unlinkSync(guard);
    return false;
  }
  try {
    if (readLock(path)?.raw === staleRaw) unlinkSync(path);
    return true;
  } finally {
    unlinkSync(guard);
  }
}

function holdLock(folder: string, path: string, owner: LockOwner): DataFolderLock {
  held.set(path, owner);
  let timer: NodeJS.Timeout | undefined;
  const isStillMine = () => readLock(path)?.owner?.token === owner.token;
  const release = () => {
    clearInterval(timer);
    process.off("exit", release);
    if (held.get(path) !== owner) return;
    held.delete(path);
    if (isStillMine()) unlinkSync(path);
  };
  process.on("exit", release);
  return {
    folder,
    owner,
    release,
    keepAlive(onLost) {
      clearInterval(timer);
      timer = setInterval(() => {
        if (!isStillMine()) {
          clearInterval(timer);
          onLost();
          return;
        }
        const now = new Date();
        utimesSync(path, now, now);
      }, HEARTBEAT_MS).unref();
    },
  };
}

/** Waits synchronously (the lock is taken before anything else runs). */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
