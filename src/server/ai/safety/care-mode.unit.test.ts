import { describe, expect, it } from "vitest";
import { careReply, inCareMode, returnsToSubject } from "./care-mode.ts";
import { crisisFollowUp, crisisReply } from "./crisis-replies.ts";

describe("inCareMode", () => {
  it("holds after a crisis or a care reply, and not after a tutor reply", () => {
    const crisis = { role: "assistant" as const, content: crisisReply("suicide") };
    const care = { role: "assistant" as const, content: careReply("ok") };
    const tutor = { role: "assistant" as const, content: "Super! 3 · 49 = 147. Nächste Aufgabe: 7 · 8" };
    const pupil = { role: "user" as const, content: "147.ch?" };
    expect(inCareMode([crisis])).toBe(true);
    expect(inCareMode([crisis, pupil])).toBe(true);
    expect(inCareMode([tutor, pupil, care])).toBe(true);
    expect(inCareMode([{ role: "assistant", content: crisisFollowUp("abuse") }])).toBe(true);
    expect(inCareMode([crisis, pupil, tutor])).toBe(false);
    expect(inCareMode([tutor])).toBe(false);
    expect(inCareMode([pupil])).toBe(false);
    expect(inCareMode([])).toBe(false);
  });
});

describe("returnsToSubject", () => {
  it.each([
    "können wir weiterlernen?",
    "Lass uns weitermachen",
    "mir gehts besser, können wir weiter üben",
    "chömer wiiter mache",
    "zurück zur Aufgabe",
    "gib mir eine Aufgabe",
    "nächste Aufgabe bitte",
    "ich will jetzt rechnen",
    "3/4 + 1/4",
    "x = 5",
    "Erkläre die Photosynthese",
    "was ist ein Bruch?",
    "weiterlernen",
  ])("sees %j as a return to learning", (text) => {
    expect(returnsToSubject(text)).toBe(true);
  });

  it.each([
    "ok",
    "danke",
    "nein",
    "ich weiss nicht",
    "warum bin ich so",
    "was ist mit mir los",
    "ich kann nicht mehr lernen, alles ist zu viel",
    "niemand versteht mich",
    "ich trau mich nicht anzurufen",
    "147",
  ])("keeps %j in care mode", (text) => {
    expect(returnsToSubject(text)).toBe(false);
  });
});

describe("careReply", () => {
  const replies = [
    "ok",
    "danke",
    "ich will nicht anrufen",
    "i trau mi nid",
    "meine Eltern dürfen das nicht wissen",
    "was passiert wenn ich anrufe",
    "niemand interessiert sich für mich",
    "bist du ein mensch?",
    "hmm",
    "😶",
  ].map((text) => [text, careReply(text)] as const);

  it.each(replies)("answers %j warmly with 147 and 147.ch, no task and no mark", (_, reply) => {
    expect(reply).toMatch(/\*\*147\*\*/);
    expect(reply).toContain("147.ch");
    expect(reply).not.toMatch(/nicht verstanden|Aufgabe|richtig|falsch|Note|Punkte/);
    expect(reply).not.toContain("ß");
    expect(reply.length).toBeLessThan(400);
  });

  it("answers what the pupil says, not one fixed text", () => {
    expect(new Set(replies.map(([, reply]) => reply)).size).toBeGreaterThanOrEqual(6);
    expect(careReply("ich will nicht anrufen")).toMatch(/SMS/);
    expect(careReply("bist du ein mensch?")).toMatch(/kein Mensch/);
  });
});
