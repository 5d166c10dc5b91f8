import { isIP } from "node:net";
import proxyaddr from "proxy-addr";

/**
 * TRUST_PROXY, compiled: is the address `hop` steps from this server a proxy whose
 * X-Forwarded-* headers count? Hop 0 is the socket's peer, hop 1 the last X-Forwarded-For entry,
 * and so on leftwards. proxy-addr's trust function, so lib/client-ip.ts hands it to proxy-addr
 * as it is (docs/decisions/051-trusted-proxies.md).
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const trustNoProxy: ProxyTrust = () => false;

// proxy-addr's named ranges: 127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; 10.0.0.0/8,
// 172.16.0.0/12, 192.168.0.0/16 and fc00::/7.
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 16;

/**
 * Reads TRUST_PROXY like Express's `trust proxy`: unset or false (only the socket's address),
 * a number of proxies in front of the server (`1`, `2`: Express's hop count), or a comma-separated
 * list of proxy addresses, CIDR ranges and proxy-addr's names. `true` (and `yes`, `on`) means
 * `loopback`: a proxy on the same machine, never a client that reaches the port directly.
 * Throws an Error naming the entry that is none of these.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const setting = (value ?? "").trim().toLowerCase();
  if (["", "false", "no", "off", "0"].includes(setting)) return trustNoProxy;
  if (["true", "yes", "on"].includes(setting)) return proxyaddr.compile("loopback");
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > MAX_HOPS) throw new Error(`${setting} proxies in front of the server? At most ${MAX_HOPS}`);
    // Express's hop count: the socket's peer and the hops - 1 entries before it are proxies.
    return (_address, hop) => hop < hops;
  }
  const entries = setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) checkEntry(entry);
  return proxyaddr.compile(entries);
}

/**
 * One list entry: a name, or an address (node:net's strict syntax, so "10" or "127.1" are no
 * shorthand for an address) with an optional /prefix or IPv4 netmask, which proxy-addr checks.
 */
function checkEntry(entry: string) {
  const problem = `"${entry}" is no proxy address, CIDR range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal`;
  if (NAMED_RANGES.has(entry)) return;
  const slash = entry.lastIndexOf("/");
  const address = slash === -1 ? entry : entry.slice(0, slash);
  if (isIP(address) === 0) throw new Error(problem);
  try {
    proxyaddr.compile(entry);
  } catch {
    throw new Error(problem);
  }
}
