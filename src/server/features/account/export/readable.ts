import type { AnalysisRow, FileRow, SessionWithMessages } from "./export.queries.ts";
import { swissDateTime } from "./export-names.ts";
import { FIELD_LABELS } from "./readable-labels.ts";

// The export's pages for people: small HTML files that open in a phone's browser, German with
// Swiss spelling, everything the pupil wrote escaped (a message can never become markup). The
// machine-readable file (lernfunke-daten.json) holds the same and more, field by field.

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:0 auto;max-width:42rem;padding:1rem;color:#1f2937}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:1.5rem}a{color:#1d4ed8}
.msg{border-radius:.6rem;padding:.5rem .75rem;margin:.5rem 0;white-space:pre-wrap;overflow-wrap:anywhere}
.user{background:#dbeafe;margin-left:1.5rem}.assistant{background:#f3f4f6;margin-right:1.5rem}
.meta{color:#6b7280;font-size:.85rem}li{margin:.3rem 0}dt{font-weight:600}dd{margin:0 0 .5rem 0;white-space:pre-wrap}
pre{white-space:pre-wrap;overflow-wrap:anywhere}`;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A whole page; `body` is HTML already escaped. `root` leads back to the zip's top folder. */
export function page(title: string, body: string, root = "../") {
  return `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${root ? `<p><a href="${root}index.html">← Übersicht</a></p>` : ""}
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>
`;
}

const TYPE_NAMES: Record<string, string> = { CHAT: "Chat", VOICE: "Sprachsitzung" };
const STATUS_NAMES: Record<string, string> = { ACTIVE: "offen", PAUSED: "pausiert", COMPLETED: "beendet" };

export const sessionTitle = (session: SessionWithMessages) =>
  `${session.subjectName ?? "Ohne Fach"}: ${session.topic ?? TYPE_NAMES[session.type] ?? session.type}`;

export type SessionLinks = {
  plan: string | null;
  analysis: string | null;
  files: Array<{ name: string; path: string }>;
};

/** One session: what it was, and every message with its time; paths are relative to the zip. */
export function sessionPage(session: SessionWithMessages, links: SessionLinks) {
  const parts: string[] = [
    `<p class="meta">${escapeHtml(TYPE_NAMES[session.type] ?? session.type)}, ${escapeHtml(
      STATUS_NAMES[session.status] ?? session.status,
    )}. Begonnen: ${swissDateTime(session.createdAt)}. Beendet: ${swissDateTime(session.completedAt)}. Aktive Zeit: ${Math.round(
      session.activeSeconds / 60,
    )} Minuten.</p>`,
  ];
  if (session.summary) parts.push(`<h2>Zusammenfassung</h2><p>${escapeHtml(session.summary)}</p>`);
  const more: string[] = [];
  if (links.plan) more.push(`<li><a href="../${escapeHtml(links.plan)}">Vorbereitung und Plan</a></li>`);
  if (links.analysis) more.push(`<li><a href="../${escapeHtml(links.analysis)}">Auswertung</a></li>`);
  for (const file of links.files) {
    more.push(`<li>Datei: <a href="../${escapeHtml(file.path)}">${escapeHtml(file.name)}</a></li>`);
  }
  if (more.length) parts.push(`<ul>${more.join("")}</ul>`);
  if (session.safetyEvents.length > 0) {
    parts.push(
      `<p class="meta">In dieser Sitzung hat Lernfunke ${session.safetyEvents.length}-mal mit Hilfe-Hinweisen geantwortet (zum Beispiel der Nummer 147).</p>`,
    );
  }

  parts.push("<h2>Gespräch</h2>");
  if (session.messages.length > 0) {
    for (const message of session.messages)
      parts.push(messageHtml(message.role, message.content, message.createdAt));
  } else if (Array.isArray(session.transcript) && session.transcript.length > 0) {
    // Sessions saved before every turn was stored keep only the transcript sent at their end,
    // as the browser sent it: read defensively, one odd entry must not break the download.
    for (const entry of session.transcript as unknown[]) {
      const { type, text, timestamp } = (entry ?? {}) as Record<string, unknown>;
      const at = new Date(String(timestamp ?? ""));
      parts.push(messageHtml(String(type ?? ""), String(text ?? ""), Number.isNaN(at.getTime()) ? null : at));
    }
  } else {
    parts.push("<p>In dieser Sitzung wurde nichts geschrieben.</p>");
  }
  return page(sessionTitle(session), parts.join("\n"));
}

function messageHtml(role: string, text: string, at: Date | null) {
  const who = role === "user" ? "Du" : "Lernfunke";
  const css = role === "user" ? "user" : "assistant";
  return `<div class="msg ${css}"><div class="meta">${who}, ${swissDateTime(at)}</div>${escapeHtml(text)}</div>`;
}

/** A session's preparation and its plan. */
export function planPage(session: SessionWithMessages, sessionPath: string) {
  const body = `<p><a href="../${escapeHtml(sessionPath)}">Zur Sitzung</a></p>${valueHtml(session.preparation)}`;
  return page(`Vorbereitung: ${sessionTitle(session)}`, body);
}

/** A session's analysis (its result, or why there is none). */
export function analysisPage(session: SessionWithMessages, analysis: AnalysisRow, sessionPath: string) {
  const state =
    analysis.result !== null
      ? valueHtml(analysis.result)
      : `<p>Noch keine Auswertung (Stand: ${escapeHtml(analysis.status)}).${
          analysis.lastError ? ` ${escapeHtml(analysis.lastError)}` : ""
        }</p>`;
  const body = `<p><a href="../${escapeHtml(sessionPath)}">Zur Sitzung</a></p>${state}`;
  return page(`Auswertung: ${sessionTitle(session)}`, body);
}

/** Any stored JSON value as nested lists, fields under their German names where there is one. */
function valueHtml(value: unknown): string {
  if (value === null || value === undefined) return "<p>–</p>";
  if (Array.isArray(value)) {
    if (value.length === 0) return "<p>–</p>";
    return `<ul>${value.map((item) => `<li>${valueHtml(item)}</li>`).join("")}</ul>`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "<p>–</p>";
    return `<dl>${entries
      .map(([key, item]) => `<dt>${escapeHtml(FIELD_LABELS[key] ?? key)}</dt><dd>${valueHtml(item)}</dd>`)
      .join("")}</dl>`;
  }
  return escapeHtml(String(value));
}

/** A file's extracted text as a plain text file, with what is known about the original. */
export function fileText(file: FileRow) {
  const what = file.kind === "image" ? "Beschreibung des Bildes" : "Text aus der Datei";
  return `Datei: ${file.fileName}
Art: ${file.format}, ${file.sizeBytes} Bytes
Hochgeladen: ${swissDateTime(file.createdAt)}
SHA-256: ${file.sha256}
Die Datei selbst speichert Lernfunke nicht, nur diesen ${what}.

${file.content}
`;
}

export type IndexEntry = { title: string; at: Date; path: string; messages: number };

/** The zip's front page: every session with a link, newest first, and every file. */
export function indexPage(
  exportedAt: Date,
  sessions: IndexEntry[],
  files: Array<{ name: string; path: string; at: Date }>,
) {
  const sessionList = sessions.length
    ? `<ul>${[...sessions]
        .reverse()
        .map(
          (s) =>
            `<li><a href="${escapeHtml(s.path)}">${escapeHtml(s.title)}</a><br><span class="meta">${swissDateTime(
              s.at,
            )}, ${s.messages} Nachrichten</span></li>`,
        )
        .join("")}</ul>`
    : "<p>Du hast noch keine Sitzungen.</p>";
  const fileList = files.length
    ? `<ul>${files
        .map(
          (f) =>
            `<li><a href="${escapeHtml(f.path)}">${escapeHtml(f.name)}</a> <span class="meta">${swissDateTime(f.at)}</span></li>`,
        )
        .join("")}</ul>`
    : "<p>Du hast keine Dateien hochgeladen.</p>";
  const body = `<p>Alles, was Lernfunke über dich gespeichert hat, Stand ${swissDateTime(exportedAt)}.
Was in diesem Paket steckt, steht in <a href="LIES-MICH.txt">LIES-MICH.txt</a>. Alle Daten für Programme sind in
<a href="lernfunke-daten.json">lernfunke-daten.json</a>.</p>
<h2>Deine Sitzungen (${sessions.length})</h2>${sessionList}
<h2>Deine Dateien (${files.length})</h2>${fileList}`;
  return page("Deine Daten bei Lernfunke", body, "");
}

/** LIES-MICH.txt: what is in the zip, in plain German. */
export function readme(exportedAt: Date, dataFile: string) {
  return `Deine Daten bei Lernfunke
=========================

Dieses Paket enthält alles, was Lernfunke über dich gespeichert hat.
Erstellt am ${swissDateTime(exportedAt)}.

Was ist drin?

- index.html: Öffne diese Datei zuerst. Sie zeigt alle deine Sitzungen und Dateien
  mit Links. Sie funktioniert auch auf dem Handy.
- sitzungen/: Jede Sitzung als eigene Seite, mit allen Nachrichten und wann sie
  geschrieben wurden. Bei Sprachsitzungen steht hier, was gesagt wurde, als Text.
- plaene/: Wenn du eine Sitzung vorbereitet hast: deine Frage und der Plan dafür.
- analysen/: Die Auswertung deiner Sitzungen: was du geübt hast und was als
  Nächstes kommt.
- dateien/: Der Text aus deinen hochgeladenen Dateien (bei Bildern eine
  Beschreibung). Die Dateien selbst bewahrt Lernfunke nicht auf, darum sind sie
  nicht hier.
- ${dataFile}: Alle Daten noch einmal, für Computerprogramme (Format JSON).
  Dort stehen auch dein Konto (E-Mail, wann es erstellt wurde, wann du dich
  angemeldet hast), dein Profil mit deinen Antworten im Fragebogen, deine Fächer
  und deine Kompetenzen.

Was ist nicht drin?

- Dein Passwort: Lernfunke kennt es selbst nicht, es speichert nur eine Art
  Fingerabdruck davon. Der hilft niemandem ausser beim Anmelden.
- Die geheimen Schlüssel für deine Anmeldung und für Sprachsitzungen: Sie sind nur
  eine Art Fingerabdruck und sagen nichts über dich.

Du kannst dein Konto und alle diese Daten in Lernfunke unter «Profil» und
«Meine Daten» löschen.
`;
}
