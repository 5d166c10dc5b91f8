import { describe, expect, it } from "vitest";
import { EMPTY_CONTEXT } from "./context.ts";
import { createPracticeSession, type Topic } from "./practice.ts";

const topic: Topic = {
  label: "Hebel",
  keywords: ["hebel"],
  explanation: "Ein Hebel ist eine Stange, die sich um einen Drehpunkt dreht.",
  exercise: () => ({
    prompt: "Wo fasst du die Stange an?",
    hints: ["Denk an die Wippe."],
    solution: "Weit weg vom Drehpunkt.",
    check: (input) => (input.includes("weit") ? { kind: "correct" } : { kind: "none" }),
  }),
};

const session = () =>
  createPracticeSession(
    { subjectName: "Test", greeting: () => "Hallo", topics: [topic], capabilities: "üben" },
    { ...EMPTY_CONTEXT, subjectId: "physik" },
  );

describe("practice session", () => {
  it("tells which exercise is open, for a subject that wraps it", () => {
    const s = session();
    expect(s.openExercise()).toBeNull();
    s.respond("Was ist ein Hebel?");
    expect(s.openExercise()?.prompt).toBe("Wo fasst du die Stange an?");
  });

  it("explains a topic to a pupil who asks for help with it while no task is open", () => {
    const reply = session().respond("chasch mer hälfe, i checks nöd, was e Hebel isch");
    expect(reply).toContain("Drehpunkt dreht.");
  });
});
