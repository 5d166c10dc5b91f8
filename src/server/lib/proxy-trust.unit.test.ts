import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#server/env.ts";
import { parseProxyTrust } from "./proxy-trust.ts";

// TRUST_PROXY as Express's `trust proxy` reads it (docs/decisions/051-trusted-proxies.md).
// A trust function answers for one address at one hop (0: the socket's peer).
const trusted = (setting: string | undefined, address: string, hop = 0) =>
  parseProxyTrust(setting)(address, hop);

describe("parseProxyTrust", () => {
  it.each([undefined, "", "false", "FALSE", "0", "no", "off", " false "])(
    "trusts no proxy with %j",
    (setting) => {
      for (const address of ["127.0.0.1", "::1", "10.0.0.1", "203.0.113.7"]) {
        expect(trusted(setting, address)).toBe(false);
      }
    },
  );

  it.each(["true", "TRUE", "yes", "on", "loopback", "Loopback"])(
    "reads %j as a proxy on the same machine",
    (setting) => {
      for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
        expect(trusted(setting, address)).toBe(true);
      }
      for (const address of [
        "10.0.0.1",
        "192.168.1.10",
        "203.0.113.7",
        "::2",
        "fd00::1",
        "::ffff:10.0.0.1",
      ]) {
        expect(trusted(setting, address)).toBe(false);
      }
    },
  );

  it("reads a number as Express's hop count: the peer and the entries before it, whoever they are", () => {
    expect(trusted("1", "203.0.113.7", 0)).toBe(true);
    expect(trusted("1", "203.0.113.7", 1)).toBe(false);
    expect(trusted("2", "198.51.100.1", 1)).toBe(true);
    expect(trusted("2", "127.0.0.1", 2)).toBe(false);
    expect(trusted("16", "::1", 15)).toBe(true);
  });

  it("reads a list of addresses, CIDR ranges (IPv4 and IPv6) and names", () => {
    const setting = "127.0.0.1, 10.0.0.0/8,fd00::/8 , 192.0.2.0/255.255.255.0";
    for (const address of ["127.0.0.1", "10.200.3.4", "fd12:3456::1", "::ffff:10.1.1.1", "192.0.2.77"]) {
      expect(trusted(setting, address), address).toBe(true);
      // An address is trusted at every hop, not only next to the server.
      expect(trusted(setting, address, 3), address).toBe(true);
    }
    for (const address of ["127.0.0.2", "11.0.0.1", "fe80::1", "2001:db8::1", "192.0.3.1", "unknown", ""]) {
      expect(trusted(setting, address), address).toBe(false);
    }
    expect(trusted("uniquelocal", "172.16.5.5")).toBe(true);
    expect(trusted("uniquelocal", "fc00::1")).toBe(true);
    expect(trusted("uniquelocal", "172.32.0.1")).toBe(false);
    expect(trusted("linklocal", "169.254.1.1")).toBe(true);
    expect(trusted("linklocal, loopback", "::1")).toBe(true);
  });

  it.each([
    "10.0.0.0/33",
    "10.0.0.0/",
    "::/129",
    "10.0.0.0/0",
    "10.0.0.256",
    "127.0.0.1, 10",
    "127.1",
    "1.5",
    "-1",
    "17",
    "proxy.schule.ch",
    "local",
    "10.0.0.0/8; 127.0.0.1",
    "127.0.0.1, 10.0.0.0/8, fd00::/8x",
  ])("refuses %j", (setting) => {
    expect(() => parseProxyTrust(setting)).toThrow();
  });

  it("names the bad entry in the start's error", () => {
    expect(() => parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/33" })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/33" })).toThrow(
      /TRUST_PROXY: "10\.0\.0\.0\/33" is no/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "99" })).toThrow(/TRUST_PROXY: 99 proxies/);
  });
});
