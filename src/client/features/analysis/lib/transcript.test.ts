import { describe, expect, it } from "vitest";
import { readTranscript, sharedFile } from "./transcript.ts";

describe("readTranscript", () => {
  it("reads user entries as the pupil's and any other type as the tutor's, text or content", () => {
    expect(
      readTranscript([
        { type: "user", text: "Was ist ein Bruch?", timestamp: "2026-11-20T08:05:00.000Z" },
        { type: "assistant", content: "Ein Teil eines Ganzen.", timestamp: "2026-11-20T08:05:10.000Z" },
        { type: "agent", text: "Noch Fragen?" },
        "kaputt",
      ]),
    ).toEqual([
      {
        id: "entry-0",
        speaker: "pupil",
        text: "Was ist ein Bruch?",
        timestamp: "2026-11-20T08:05:00.000Z",
        file: null,
      },
      {
        id: "entry-1",
        speaker: "tutor",
        text: "Ein Teil eines Ganzen.",
        timestamp: "2026-11-20T08:05:10.000Z",
        file: null,
      },
      { id: "entry-2", speaker: "tutor", text: "Noch Fragen?", timestamp: null, file: null },
    ]);
  });

  it("is null for anything but a non-empty list", () => {
    expect(readTranscript(undefined)).toBeNull();
    expect(readTranscript("Du: Hallo")).toBeNull();
    expect(readTranscript({ messages: [] })).toBeNull();
    expect(readTranscript([])).toBeNull();
    expect(readTranscript([null, 3])).toBeNull();
  });
});

describe("sharedFile", () => {
  it("keeps only the file's name or the first line of a file message", () => {
    expect(sharedFile("[BILD ANALYSIERT: tafel.jpg] Eine Tafel mit drei Brüchen …")).toEqual({
      kind: "image",
      name: "tafel.jpg",
      preview: null,
    });
    expect(sharedFile("[DOKUMENT ANALYSIERT: notizen.pdf]\nSeite 1\nSeite 2")).toEqual({
      kind: "document",
      name: "notizen.pdf",
      preview: null,
    });
    expect(sharedFile(`[DATEI-KONTEXT] Hochgeladene Dateien: a.pdf\n${"x".repeat(5000)}`)).toEqual({
      kind: "context",
      name: null,
      preview: "Hochgeladene Dateien: a.pdf",
    });
    expect(sharedFile("[DATEI-KONTEXT]")).toEqual({ kind: "context", name: null, preview: null });
    expect(sharedFile("Ich habe [BILD ANALYSIERT: x] geschrieben")).toBeNull();
  });
});
