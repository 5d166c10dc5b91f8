import { describe, expect, it } from "vitest";
import { isDuplicateAuthEvent } from "./auth-event-filter.ts";

const at = (event: string, userId: string | null, time: number) => ({ event, userId, at: time });

describe("isDuplicateAuthEvent (docs/product.md §2.1)", () => {
  it("accepts the first event", () => {
    expect(isDuplicateAuthEvent(null, at("SIGNED_IN", "u1", 0))).toBe(false);
  });

  it("ignores the same event for the same user within 1 s", () => {
    expect(isDuplicateAuthEvent(at("SIGNED_IN", "u1", 0), at("SIGNED_IN", "u1", 999))).toBe(true);
  });

  it("accepts the same event again after 1 s", () => {
    expect(isDuplicateAuthEvent(at("SIGNED_IN", "u1", 0), at("SIGNED_IN", "u1", 1000))).toBe(false);
  });

  it("accepts a different event or a different user at once", () => {
    expect(isDuplicateAuthEvent(at("SIGNED_IN", "u1", 0), at("SIGNED_OUT", null, 10))).toBe(false);
    expect(isDuplicateAuthEvent(at("SIGNED_IN", "u1", 0), at("TOKEN_REFRESHED", "u1", 10))).toBe(false);
    expect(isDuplicateAuthEvent(at("SIGNED_IN", "u1", 0), at("SIGNED_IN", "u2", 10))).toBe(false);
  });
});
