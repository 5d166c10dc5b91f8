import { describe, expect, it } from "vitest";
import { waitMessage } from "./wait-message.ts";

describe("waitMessage", () => {
  it.each([
    [1, "Zu viele Versuche. Bitte warte noch 1 Sekunde."],
    [2, "Zu viele Versuche. Bitte warte noch 2 Sekunden."],
    [30, "Zu viele Versuche. Bitte warte noch 30 Sekunden."],
    [59, "Zu viele Versuche. Bitte warte noch 59 Sekunden."],
    [60, "Zu viele Versuche. Bitte warte noch 1 Minute."],
    // Rounded up: the button comes back no earlier than the text said.
    [61, "Zu viele Versuche. Bitte warte noch 2 Minuten."],
    [120, "Zu viele Versuche. Bitte warte noch 2 Minuten."],
    [181, "Zu viele Versuche. Bitte warte noch 4 Minuten."],
    [240, "Zu viele Versuche. Bitte warte noch 4 Minuten."],
  ])("%i s: %s", (seconds, text) => {
    expect(waitMessage(seconds)).toBe(text);
  });

  it("never says less than one second", () => {
    expect(waitMessage(0.2)).toBe("Zu viele Versuche. Bitte warte noch 1 Sekunde.");
  });
});
