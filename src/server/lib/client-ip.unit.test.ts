import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-ip.ts";
import { parseProxyTrust } from "./proxy-trust.ts";

// Which address the rate limits count (docs/decisions/051-trusted-proxies.md): X-Forwarded-For
// is read from the right, and only as far as trusted proxies wrote it.
const PROXY = "10.0.0.2";
const CLIENT = "198.51.100.4";
const SPOOF = "6.6.6.6";

describe("clientAddress", () => {
  it.each([
    // [TRUST_PROXY, socket's peer, X-Forwarded-For, client]
    ["10.0.0.0/8", "203.0.113.7", CLIENT, "203.0.113.7"],
    ["10.0.0.0/8", "203.0.113.7", `${SPOOF}, ${CLIENT}`, "203.0.113.7"],
    ["10.0.0.0/8", PROXY, undefined, PROXY],
    ["10.0.0.0/8", PROXY, "", PROXY],
    ["10.0.0.0/8", PROXY, " , ,", PROXY],
    ["10.0.0.0/8", PROXY, CLIENT, CLIENT],
    ["10.0.0.0/8", PROXY, `${SPOOF}, ${CLIENT}`, CLIENT],
    ["10.0.0.0/8", PROXY, `${SPOOF},${SPOOF} ,10.9.9.9, ${CLIENT}`, CLIENT],
    ["10.0.0.0/8", PROXY, `not an address, ${CLIENT}`, CLIENT],
    // Two proxies of the school, one behind the other.
    ["10.0.0.0/8", PROXY, `${SPOOF}, ${CLIENT}, 10.0.0.9`, CLIENT],
    // A client that claims to be one of the proxies is still found: the entry right of it.
    ["10.0.0.0/8", PROXY, `10.1.1.1, ${CLIENT}`, CLIENT],
    // Only proxies: the leftmost is the best there is.
    ["10.0.0.0/8", PROXY, "10.0.0.3, 10.0.0.4", "10.0.0.3"],
    // Two X-Forwarded-For headers arrive joined with a comma, in order.
    ["10.0.0.0/8", PROXY, `${SPOOF},${CLIENT}`, CLIENT],
    // No proxy trusted: the socket, whatever the header says.
    ["false", PROXY, CLIENT, PROXY],
    ["false", "127.0.0.1", CLIENT, "127.0.0.1"],
    // true is a proxy on this machine, not one on the network.
    ["true", "127.0.0.1", `${SPOOF}, ${CLIENT}`, CLIENT],
    ["true", PROXY, CLIENT, PROXY],
    // Hop counts, as Express reads them: whoever connects is the first proxy.
    ["1", "203.0.113.7", `${SPOOF}, ${CLIENT}`, CLIENT],
    ["1", "203.0.113.7", undefined, "203.0.113.7"],
    ["2", "203.0.113.7", `${SPOOF}, ${CLIENT}`, SPOOF],
    ["2", "203.0.113.7", CLIENT, CLIENT],
    // IPv6.
    ["fd00::/8", "fd00::1", "2001:db8::5", "2001:db8::5"],
    ["fd00::/8", "fd00::1", `2001:db8::6, 2001:db8::5, fd00::7`, "2001:db8::5"],
    ["fd00::/8", "2001:db8::9", "2001:db8::5", "2001:db8::9"],
    ["loopback", "::1", `${SPOOF}, ${CLIENT}`, CLIENT],
    // IPv4 peers of a dual-stack socket, and IPv4-mapped entries: one address, one form.
    ["loopback", "::ffff:127.0.0.1", `${SPOOF}, ${CLIENT}`, CLIENT],
    ["loopback", "::ffff:203.0.113.7", CLIENT, "203.0.113.7"],
    ["loopback", "::ffff:127.0.0.1", `::ffff:${CLIENT}`, CLIENT],
    ["loopback", "::ffff:127.0.0.1", `${CLIENT}, ::ffff:127.0.0.1`, CLIENT],
    ["10.0.0.0/8", "::ffff:10.0.0.2", CLIENT, CLIENT],
  ])("TRUST_PROXY=%s, peer %s, X-Forwarded-For %j: %s", (setting, peer, forwardedFor, client) => {
    expect(clientAddress(peer, forwardedFor, parseProxyTrust(setting))).toBe(client);
  });

  it("is unknown without a socket (app.request() in tests), whatever the headers say", () => {
    expect(clientAddress(undefined, CLIENT, parseProxyTrust("1"))).toBe("unknown");
  });
});

describe("clientAddress against made-up headers", () => {
  const trust = parseProxyTrust("10.0.0.0/8, fd00::/8, loopback");
  const isTrusted = (address: string) => trust(address, 0);
  const untrustedPeer = fc.oneof(fc.ipV4(), fc.ipV6()).filter((address) => !isTrusted(address));
  const trustedPeer = fc.constantFrom(PROXY, "10.255.0.1", "127.0.0.1", "::1", "fd00::1", "::ffff:10.0.0.2");
  const entry = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom("127.0.0.1", "::1", PROXY, "::ffff:127.0.0.1", "unknown", "", " ", ","),
    fc.string(),
  );
  const header = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.array(entry, { maxLength: 8 }).map((entries) => entries.join(", ")),
    fc.array(entry, { maxLength: 8 }).map((entries) => entries.join(",")),
  );

  it("never changes the address of a peer that is no trusted proxy", () => {
    fc.assert(
      fc.property(untrustedPeer, header, (peer, forwardedFor) => {
        expect(clientAddress(peer, forwardedFor, trust)).toBe(clientAddress(peer, undefined, trust));
      }),
      { numRuns: 2000 },
    );
  });

  it("never lets what a client wrote left of its own address through a trusted proxy", () => {
    const client = untrustedPeer.filter((address) => !address.toLowerCase().startsWith("::ffff:"));
    fc.assert(
      fc.property(trustedPeer, header, client, (peer, spoofed, address) => {
        // The proxy appends the address it saw to whatever the client sent.
        expect(clientAddress(peer, `${spoofed}, ${address}`, trust)).toBe(address);
      }),
      { numRuns: 2000 },
    );
  });
});
