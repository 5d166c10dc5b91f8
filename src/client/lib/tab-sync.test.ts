import { describe, expect, it, vi } from "vitest";
import { broadcastToTabs, onTabMessage, parseTabSyncMessage, TAB_SYNC_STORAGE_KEY } from "./tab-sync.ts";

// The browser fires `storage` only in the other tabs; here the event is dispatched by hand.
function deliver(newValue: string | null, key = TAB_SYNC_STORAGE_KEY) {
  window.dispatchEvent(new StorageEvent("storage", { key, newValue }));
}

describe("tab sync", () => {
  it("delivers a fresh message of the subscribed type", () => {
    const handler = vi.fn();
    const stop = onTabMessage("onboarding-saved", handler);
    broadcastToTabs("onboarding-saved");
    deliver(window.localStorage.getItem(TAB_SYNC_STORAGE_KEY));
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    deliver(window.localStorage.getItem(TAB_SYNC_STORAGE_KEY));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("ignores other types, other keys and unreadable values", () => {
    const handler = vi.fn();
    const stop = onTabMessage("signed-out", handler);
    deliver(JSON.stringify({ type: "onboarding-saved", sentAt: Date.now(), nonce: "a" }));
    deliver(JSON.stringify({ type: "signed-out", sentAt: Date.now(), nonce: "b" }), "theme");
    deliver("{not json");
    deliver(null);
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it("ignores messages older than 5 seconds", () => {
    const now = 1_000_000;
    const message = (age: number) => JSON.stringify({ type: "signed-out", sentAt: now - age, nonce: "x" });
    expect(parseTabSyncMessage(message(5000), now)?.type).toBe("signed-out");
    expect(parseTabSyncMessage(message(5001), now)).toBeNull();
  });

  it("writes a new value for every broadcast, so repeats still fire", () => {
    broadcastToTabs("signed-out");
    const first = window.localStorage.getItem(TAB_SYNC_STORAGE_KEY);
    broadcastToTabs("signed-out");
    expect(window.localStorage.getItem(TAB_SYNC_STORAGE_KEY)).not.toBe(first);
  });
});
