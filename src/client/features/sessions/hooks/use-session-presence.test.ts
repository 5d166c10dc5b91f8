import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordSessionActivity } from "../api/record-session-activity.ts";
import { PRESENCE_EVERY_MS, useSessionPresence } from "./use-session-presence.ts";

vi.mock("../api/record-session-activity.ts", () => ({ recordSessionActivity: vi.fn() }));
const sent = vi.mocked(recordSessionActivity);

let visibility: DocumentVisibilityState = "visible";
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  sent.mockReset();
  sent.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useSessionPresence", () => {
  it("says 'still here' every minute while the tab is visible, and nothing while it is hidden", () => {
    const { unmount } = renderHook(() => useSessionPresence("session_1"));
    // Opening the session starts a stretch: the time before it does not count.
    expect(sent.mock.calls).toEqual([["session_1", { returning: true }]]);
    vi.advanceTimersByTime(PRESENCE_EVERY_MS * 2);
    expect(sent.mock.calls.slice(1)).toEqual([
      ["session_1", { returning: false }],
      ["session_1", { returning: false }],
    ]);

    setVisibility("hidden");
    vi.advanceTimersByTime(PRESENCE_EVERY_MS * 10);
    expect(sent).toHaveBeenCalledTimes(3);

    setVisibility("visible");
    expect(sent).toHaveBeenLastCalledWith("session_1", { returning: true });
    vi.advanceTimersByTime(PRESENCE_EVERY_MS);
    expect(sent).toHaveBeenLastCalledWith("session_1", { returning: false });
    expect(sent).toHaveBeenCalledTimes(5);

    unmount();
    vi.advanceTimersByTime(PRESENCE_EVERY_MS * 5);
    setVisibility("hidden");
    setVisibility("visible");
    expect(sent).toHaveBeenCalledTimes(5);
  });

  it("sends nothing from a tab opened in the background, and ignores a failed ping", async () => {
    visibility = "hidden";
    sent.mockRejectedValue(new Error("offline"));
    renderHook(() => useSessionPresence("session_2"));
    vi.advanceTimersByTime(PRESENCE_EVERY_MS * 3);
    expect(sent).not.toHaveBeenCalled();
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS);
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
