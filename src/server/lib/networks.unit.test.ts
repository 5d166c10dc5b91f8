import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Networks } from "./networks.ts";

describe("Networks", () => {
  it("finds addresses in listed CIDRs and single addresses, IPv4 and IPv6", () => {
    const networks = new Networks(["203.0.113.0/24", "198.51.100.7", "2001:db8:5::/48"]);
    expect(networks.invalid).toEqual([]);
    expect(networks.size).toBe(3);
    expect(networks.has("203.0.113.200")).toBe(true);
    expect(networks.has("203.0.114.1")).toBe(false);
    expect(networks.has("198.51.100.7")).toBe(true);
    expect(networks.has("198.51.100.8")).toBe(false);
    expect(networks.has("2001:db8:5:ffff::1")).toBe(true);
    expect(networks.has("2001:db8:6::1")).toBe(false);
    // How a dual-stack socket reports an IPv4 peer.
    expect(networks.has("::ffff:203.0.113.9")).toBe(true);
    expect(networks.has("unknown")).toBe(false);
  });

  it("names every entry that is not an address or a CIDR", () => {
    const networks = new Networks([
      "10.0.0.0/8",
      "10.0.0.0/33",
      "schule",
      "10.0.0.1/8/1",
      "fd00::/129",
      "1.2.3.4/x",
    ]);
    expect(networks.invalid).toEqual(["10.0.0.0/33", "schule", "10.0.0.1/8/1", "fd00::/129", "1.2.3.4/x"]);
    expect(networks.size).toBe(1);
  });

  it("never throws and never matches an empty list, whatever the input", () => {
    const empty = new Networks([]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(empty.has(text)).toBe(false);
        expect(() => new Networks([text]).has(text)).not.toThrow();
      }),
    );
  });
});
