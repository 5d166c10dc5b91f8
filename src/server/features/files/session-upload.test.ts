import { describe, expect, it } from "vitest";
import { MB } from "#shared/domain/file-limits.ts";
import { docx } from "#tests/support/docx-fixtures.ts";
import { png, utf8 } from "#tests/support/file-fixtures.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { postAnnouncing, postFiles, type UploadPart } from "#tests/support/upload-request.ts";
import { listSessionFiles } from "./session-files.queries.ts";

const PATH = "/api/session-files/upload";
const PREPARATION_PATH = "/api/session-preparation/upload-files";

const t = testAppPerFile();

const pupil = () => t.pupil();
let counter = 0;
const notes = (n: number) =>
  Array.from({ length: n }, () => ({ name: `notiz-${++counter}.txt`, bytes: utf8(`Notiz ${counter}`) }));
const send = (token: string, sessionId: string, files: UploadPart[] = notes(1), field = "files[]") =>
  postFiles(t.app, PATH, { token, files, fields: { sessionId }, field });

describe("POST /api/session-files/upload", () => {
  it("answers with the uploaded files, their analyses and the session's file count", async () => {
    const { token } = await pupil();
    const res = await send(token, "chat-1", [
      { name: "aufgabe.docx", bytes: docx(["Aufgabe 3: Löse 2x + 3 = 7."]) },
      { name: "tafel.png", bytes: png(32, 16) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.sessionFileCount).toBe(2);
    expect(res.body.uploadedFiles).toEqual([
      {
        name: "aufgabe.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: expect.any(Number),
        analysisResult: {
          type: "document",
          fileName: "aufgabe.docx",
          content: "Aufgabe 3: Löse 2x + 3 = 7.",
        },
      },
      {
        name: "tafel.png",
        type: "image/png",
        size: png(32, 16).length,
        analysisResult: {
          type: "image",
          fileName: "tafel.png",
          content: expect.stringMatching(/^Bild: PNG, 32 × 16/),
        },
      },
    ]);
    expect(res.body.analysisResults).toEqual(
      res.body.uploadedFiles.map((f: { analysisResult: unknown }) => f.analysisResult),
    );
  });

  it("counts a session's files on the server across requests, under both field names", async () => {
    const { token } = await pupil();
    expect((await send(token, "chat-count", notes(2), "files")).body.sessionFileCount).toBe(2);
    expect((await send(token, "chat-count", notes(1), "files[]")).body.sessionFileCount).toBe(3);
    const fourth = await send(token, "chat-count");
    expect(fourth).toEqual({
      status: 400,
      body: {
        message: "Maximal 3 Dateien pro Session erlaubt. Du hast bereits 3 hochgeladen.",
        code: "too_many_files",
      },
    });
  });

  it("refuses a request that would pass the limit, naming what is left", async () => {
    const { token, userId } = await pupil();
    await send(token, "chat-over", notes(2));
    const res = await send(token, "chat-over", notes(2));
    expect(res).toEqual({
      status: 400,
      body: {
        message: "Maximal 1 Dateien pro Session erlaubt. Du versuchst 2 Dateien hochzuladen.",
        code: "too_many_files",
      },
    });
    const four = await send(token, "chat-four", notes(4));
    expect(four.body.message).toBe(
      "Maximal 3 Dateien pro Session erlaubt. Du versuchst 4 Dateien hochzuladen.",
    );
    expect(await listSessionFiles(t.database.db, userId, "chat-over")).toHaveLength(2);
    expect(await listSessionFiles(t.database.db, userId, "chat-four")).toHaveLength(0);
  });

  it("does not count refused files; too large is refused per file", async () => {
    const { token } = await pupil();
    const res = await send(token, "chat-bad", [
      { name: "gross.pdf", bytes: new Uint8Array(10 * MB + 1) },
      { name: "ok.txt", bytes: utf8("passt") },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.uploadedFiles[0]).toEqual({
      name: "gross.pdf",
      type: "application/octet-stream",
      size: 10 * MB + 1,
      analysisResult: {
        type: "error",
        fileName: "gross.pdf",
        content: "",
        error: "Datei zu groß (max. 10MB)",
      },
    });
    expect(res.body.analysisResults[0]).toEqual({ type: "error", fileName: "gross.pdf", content: "" });
    expect(res.body.sessionFileCount).toBe(1);
  });

  it("lets only one of two simultaneous uploads pass the limit", async () => {
    const { token, userId } = await pupil();
    const results = await Promise.all([
      send(token, "chat-race", notes(2)),
      send(token, "chat-race", notes(2)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await listSessionFiles(t.database.db, userId, "chat-race")).toHaveLength(2);
  });

  it("keeps pupils apart: another pupil neither sees nor counts your files", async () => {
    const mia = await pupil();
    const leo = await pupil();
    await postFiles(t.app, PREPARATION_PATH, {
      token: mia.token,
      files: [{ name: "plan.txt", bytes: utf8("Vorbereitung") }],
      fields: { sessionId: "shared-id" },
    });
    const miaNotes = notes(3);
    await send(mia.token, "shared-id", miaNotes);
    // The same session id for Leo: his own, empty session.
    const leoUpload = await send(leo.token, "shared-id", notes(3));
    expect(leoUpload.status).toBe(200);
    expect(leoUpload.body.sessionFileCount).toBe(3);

    // Both scopes, oldest first.
    const miaFiles = await listSessionFiles(t.database.db, mia.userId, "shared-id");
    expect(miaFiles.map((f) => f.fileName)).toEqual(["plan.txt", ...miaNotes.map((f) => f.name)]);
    const leoFiles = await listSessionFiles(t.database.db, leo.userId, "shared-id");
    expect(leoFiles).toHaveLength(3);
    expect(leoFiles.map((f) => f.content)).not.toContain("Vorbereitung");
    expect(new Set([...miaFiles, ...leoFiles].map((f) => f.fileName)).size).toBe(7);
  });

  it("has its own body limit and needs a session id", async () => {
    const { token } = await pupil();
    const res = await postAnnouncing(t.app, PATH, { token, contentLength: 32 * MB });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      "Die Dateien sind zusammen zu gross. Erlaubt sind höchstens 3 Dateien mit je 10 MB.",
    );
    const missing = await postFiles(t.app, PATH, { token, files: notes(1) });
    expect(missing).toEqual({
      status: 400,
      body: { message: "Die Session-ID fehlt.", code: "invalid_session_id" },
    });
  });
});
