import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionFiles } from "#server/db/schema/files.ts";
import { MB } from "#shared/domain/file-limits.ts";
import { docx } from "#tests/support/docx-fixtures.ts";
import { jpeg, pdf, png, utf8, windows1252 } from "#tests/support/file-fixtures.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { postAnnouncing, postFiles } from "#tests/support/upload-request.ts";
import { listSessionFiles } from "./session-files.queries.ts";

const PATH = "/api/session-preparation/upload-files";

const t = testAppPerFile();

const pupil = () => t.pupil();

describe("POST /api/session-preparation/upload-files", () => {
  it("analyses every allowed type and stores what was extracted, not the file", async () => {
    const { token, userId } = await pupil();
    const files = [
      { name: "blatt.pdf", bytes: pdf(["Brüche addieren: 3/4 + 1/8"]) },
      { name: "aufsatz.docx", bytes: docx(["Mein Aufsatz über die Aare.", "Zweiter Absatz."]) },
      { name: "skizze.png", bytes: png(64, 48) },
      { name: "foto.jpeg", bytes: jpeg(800, 600) },
      { name: "notizen.txt", bytes: utf8("Grüezi! Fragen zur Photosynthese.") },
    ];
    const res = await postFiles(t.app, PATH, { token, files, fields: { sessionId: "prep-1", userId } });
    expect(res.status).toBe(200);
    expect(res.body.filesProcessed).toBe(5);
    expect(res.body.error).toBeUndefined();
    const [pdfResult, docxResult, pngResult, jpegResult, txtResult] = res.body.analysisResults;
    expect(pdfResult).toEqual({
      type: "document",
      fileName: "blatt.pdf",
      content: "Brüche addieren: 3/4 + 1/8",
    });
    expect(docxResult).toEqual({
      type: "document",
      fileName: "aufsatz.docx",
      content: "Mein Aufsatz über die Aare.\nZweiter Absatz.",
    });
    expect(pngResult.type).toBe("image");
    expect(pngResult.content).toMatch(
      /^Bild: PNG, 64 × 48 Pixel, .* Ohne einen KI-Dienst, der Bilder verarbeiten kann/,
    );
    expect(jpegResult.content).toMatch(/^Bild: JPEG, 800 × 600 Pixel/);
    expect(txtResult).toEqual({
      type: "document",
      fileName: "notizen.txt",
      content: "Grüezi! Fragen zur Photosynthese.",
    });

    const stored = await t.database.db
      .select()
      .from(sessionFiles)
      .where(eq(sessionFiles.userId, userId))
      .orderBy(asc(sessionFiles.createdAt));
    expect(stored.map((row) => [row.fileName, row.scope, row.kind, row.format])).toEqual([
      ["blatt.pdf", "preparation", "document", "pdf"],
      ["aufsatz.docx", "preparation", "document", "docx"],
      ["skizze.png", "preparation", "image", "png"],
      ["foto.jpeg", "preparation", "image", "jpg"],
      ["notizen.txt", "preparation", "document", "txt"],
    ]);
    const first = files[0];
    expect(stored[0]?.sha256).toBe(
      createHash("sha256")
        .update(first?.bytes ?? new Uint8Array())
        .digest("hex"),
    );
    expect(stored[0]?.sizeBytes).toBe(first?.bytes.length);
    expect(await listSessionFiles(t.database.db, userId, "prep-1")).toEqual(
      res.body.analysisResults.map((r: { type: string; fileName: string; content: string }) => ({
        fileName: r.fileName,
        kind: r.type,
        content: r.content,
      })),
    );
  });

  it("reads Windows-1252 text", async () => {
    const { token } = await pupil();
    const res = await postFiles(t.app, PATH, {
      token,
      files: [{ name: "alt.txt", bytes: windows1252("Grüezi Müller – Preis: 5 €") }],
      fields: { sessionId: "prep-1252" },
    });
    expect(res.body.analysisResults[0]).toEqual({
      type: "document",
      fileName: "alt.txt",
      content: "Grüezi Müller – Preis: 5 €",
    });
  });

  it("turns a bad file into an error result and keeps the others", async () => {
    const { token, userId } = await pupil();
    const res = await postFiles(t.app, PATH, {
      token,
      files: [
        { name: "gut.txt", bytes: utf8("Lernziele") },
        { name: "bild.gif", bytes: utf8("GIF89a") },
        { name: "gross.txt", bytes: new Uint8Array(15 * MB + 1) },
      ],
      fields: { sessionId: "prep-mixed" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      analysisResults: [
        { type: "document", fileName: "gut.txt", content: "Lernziele" },
        {
          type: "error",
          fileName: "bild.gif",
          content: "",
          error: "Dateityp nicht unterstützt. Erlaubt sind JPG, PNG, PDF, TXT und DOCX.",
        },
        { type: "error", fileName: "gross.txt", content: "", error: "Datei zu groß (max. 15MB)" },
      ],
      filesProcessed: 1,
      error: "2 Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.",
    });
    expect((await listSessionFiles(t.database.db, userId, "prep-mixed")).map((f) => f.fileName)).toEqual([
      "gut.txt",
    ]);
  });

  it("refuses a sixth file with the product's message and stores nothing", async () => {
    const { token, userId } = await pupil();
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}.txt`, bytes: utf8(`Notiz ${i}`) }));
    const res = await postFiles(t.app, PATH, { token, files, fields: { sessionId: "prep-6" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Maximal 5 Dateien erlaubt. Du versuchst 6 Dateien hochzuladen.",
      code: "too_many_files",
    });
    expect(await listSessionFiles(t.database.db, userId, "prep-6")).toEqual([]);
  });

  it("replaces the preparation's files when uploading again, so retries never pile up", async () => {
    const { token, userId } = await pupil();
    const five = Array.from({ length: 5 }, (_, i) => ({
      name: `a${i}.txt`,
      bytes: utf8(`Erster Versuch ${i}`),
    }));
    expect(
      (await postFiles(t.app, PATH, { token, files: five, fields: { sessionId: "prep-again" } })).status,
    ).toBe(200);
    const again = [{ name: "neu.txt", bytes: utf8("Zweiter Versuch") }];
    expect(
      (await postFiles(t.app, PATH, { token, files: again, fields: { sessionId: "prep-again" } })).status,
    ).toBe(200);
    const stored = await listSessionFiles(t.database.db, userId, "prep-again");
    expect(stored.map((f) => f.fileName)).toEqual(["neu.txt"]);
  });

  it("uploads only for the token's pupil: another userId is refused with 403", async () => {
    const { token, userId } = await pupil();
    const other = await pupil();
    const files = [{ name: "a.txt", bytes: utf8("x") }];
    const res = await postFiles(t.app, PATH, {
      token,
      files,
      fields: { sessionId: "prep-u", userId: other.userId },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: "Du kannst nur für dich selbst Dateien hochladen.",
      code: "forbidden",
    });
    expect(await listSessionFiles(t.database.db, other.userId, "prep-u")).toEqual([]);
    expect(await listSessionFiles(t.database.db, userId, "prep-u")).toEqual([]);
  });

  it("answers mistakes in the request with 4xx and a German message", async () => {
    const { token } = await pupil();
    const files = [{ name: "a.txt", bytes: utf8("x") }];
    const noSession = await postFiles(t.app, PATH, { token, files });
    expect(noSession).toEqual({
      status: 400,
      body: { message: "Die Session-ID fehlt.", code: "invalid_session_id" },
    });
    const badSession = await postFiles(t.app, PATH, { token, files, fields: { sessionId: "../etc" } });
    expect(badSession.status).toBe(400);
    expect(badSession.body.message).toMatch(/^Ungültige Session-ID/);
    const noFiles = await postFiles(t.app, PATH, { token, files: [], fields: { sessionId: "s" } });
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.code).toBe("no_files");

    const json = await t.json("POST", PATH, { sessionId: "s" }, token);
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const broken = await t.app.request(PATH, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nkaputt",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      message: "Das Formular mit den Dateien liess sich nicht lesen.",
      code: "bad_request",
    });
  });

  it("has its own body limit above five files of 15 MB, answered in German", async () => {
    const { token } = await pupil();
    const res = await postAnnouncing(t.app, PATH, { token, contentLength: 77 * MB });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: "Die Dateien sind zusammen zu gross. Erlaubt sind höchstens 5 Dateien mit je 15 MB.",
      code: "payload_too_large",
    });
    // Above the app's 1 MB JSON limit, well within the upload limit.
    const big = await postFiles(t.app, PATH, {
      token,
      files: [{ name: "lang.txt", bytes: utf8("Satz. ".repeat(400_000)) }],
      fields: { sessionId: "prep-big" },
    });
    expect(big.status).toBe(200);
    expect(big.body.analysisResults[0].content).toMatch(
      /\[Hinweis: Der Text wurde nach 50 000 Zeichen gekürzt\.\]$/,
    );
  });
});
