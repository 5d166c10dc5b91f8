import { readFileSync } from "node:fs";
import { hostname } from "node:os";

// Who a process is, in a form another process can check later: PID and host, and on Linux the
// kernel's boot id and the process's start time (field 22 of /proc/<pid>/stat, in clock ticks
// since boot). With those two a PID that was reused by an unrelated process after a crash or a
// reboot is told apart from the process that wrote a lock (proc(5)).

export type ProcessIdentity = {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id; absent off Linux. */
  bootId?: string;
  /** /proc/<pid>/stat start time; absent off Linux. */
  procStart?: string;
};

export function currentProcess(): ProcessIdentity {
  return {
    pid: process.pid,
    host: hostname(),
    ...optional("bootId", readTrimmed("/proc/sys/kernel/random/boot_id")),
    ...optional("procStart", procStart(process.pid)),
  };
}

/**
 * Whether the process named by `owner` still runs. Only answerable on the same host, and only
 * for another PID: a lock that names this very PID was written by an earlier life of it (a
 * restarted container) or by a twin with the same host name, so the caller decides by other means.
 */
export function isAlive(owner: ProcessIdentity): boolean | "unknown" {
  const self = currentProcess();
  if (owner.host !== self.host || owner.pid === self.pid) return "unknown";
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = procStat(owner.pid);
  // A killed process stays a zombie until its parent collects it: it answers signal 0 but is gone.
  if (stat?.state === "Z" || stat?.state === "X") return false;
  if (owner.procStart && stat && owner.procStart !== stat.start) return false;
  return true;
}

function procStart(pid: number): string | undefined {
  return procStat(pid)?.start;
}

/** State (field 3) and start time (field 22) from /proc/<pid>/stat. */
function procStat(pid: number): { state: string; start: string } | undefined {
  const stat = readTrimmed(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [state, start] = [fields[0], fields[19]];
  return state && start ? { state, start } : undefined;
}

function readTrimmed(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
}

function optional<K extends string>(key: K, value: string | undefined) {
  return (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;
}
