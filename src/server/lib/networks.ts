import { BlockList, isIP } from "node:net";

/**
 * A list of networks (addresses and CIDRs, IPv4 and IPv6) that answers "is this address in
 * it?", over Node's own BlockList. An IPv4 address written as IPv6 (::ffff:10.0.0.7, how a
 * dual-stack socket reports it) is looked up as the IPv4 address it is.
 */
export class Networks {
  private readonly list = new BlockList();
  /** The entries that were neither an address nor a CIDR. */
  readonly invalid: string[] = [];
  readonly size: number;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      if (!this.add(entry)) this.invalid.push(entry);
    }
    this.size = entries.length - this.invalid.length;
  }

  has(address: string): boolean {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    const family = isIP(plain);
    if (family === 0) return false;
    return this.list.check(plain, family === 4 ? "ipv4" : "ipv6");
  }

  private add(entry: string): boolean {
    const [address = "", prefixText, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefixText === undefined) {
      this.list.addAddress(address, type);
      return true;
    }
    if (!/^\d{1,3}$/.test(prefixText)) return false;
    const prefix = Number(prefixText);
    if (prefix > (family === 4 ? 32 : 128)) return false;
    this.list.addSubnet(address, prefix, type);
    return true;
  }
}
