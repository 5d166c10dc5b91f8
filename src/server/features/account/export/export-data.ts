import type { ExportQueries, SessionWithMessages } from "./export.queries.ts";
import type { ZipEntryWriter } from "./zip-stream.ts";

// lernfunke-daten.json, written piece by piece as the database is read (its shape:
// docs/decisions/049-data-export.md, versioned by EXPORT_FORMAT_VERSION). Each top-level list
// is opened, filled one row at a time (one row per line) and closed; the file is never a whole
// string in memory. Rows keep the database's field names (camelCase) and values; what is left
// out is left out here, by name, and nowhere else.

/** Rows per page read from the database. */
export const PAGE = { sessions: 50, files: 20, rows: 200 } as const;

/** What the file says about itself for a reader who finds it without the decision record. */
export const NOT_INCLUDED = {
  originals:
    "Hochgeladene Dateien selbst bewahrt Lernfunke nicht auf, nur den Text daraus (bei Bildern eine Beschreibung), die Grösse und eine Prüfsumme (SHA-256).",
  passwordHash:
    "Das Passwort ist nicht dabei: Lernfunke speichert nur einen Hash davon, der nur zum Anmelden dient.",
  tokens:
    "Anmelde-Schlüssel (Refresh-Tokens) und die Schlüssel der Sprachsitzungen sind nicht dabei: gespeichert sind nur ihre Hashes, die nichts über dich sagen.",
};

const line = (value: unknown) => JSON.stringify(value);

/**
 * Writes `items` as the JSON list `"key": [ ... ]`, one element per line, yielding after each
 * page so that the stream can drain before the next page is read.
 */
async function* list<T>(
  out: ZipEntryWriter,
  key: string,
  items: AsyncIterable<T[]> | Promise<T[]>,
  map: (item: T) => unknown,
) {
  out.write(`,\n${JSON.stringify(key)}: [`);
  let first = true;
  for await (const rows of items instanceof Promise ? [await items] : items) {
    for (const row of rows) {
      out.write(`${first ? "\n" : ",\n"}${line(map(row))}`);
      first = false;
    }
    yield;
  }
  out.write(first ? "]" : "\n]");
}

export function sessionItem({ userId: _userId, messages, ...session }: SessionWithMessages) {
  return {
    ...session,
    messages: messages.map(({ sessionId: _sessionId, ...message }) => message),
  };
}

/**
 * The data file's entries, in order; yields after each page so that the zip stream can hand
 * what was written to the client before the next page is read.
 */
export async function* writeDataFile(
  out: ZipEntryWriter,
  queries: ExportQueries,
  user: { id: string; email: string | null },
  meta: { formatVersion: number; exportedAt: Date },
) {
  const userId = user.id;
  const account = await queries.account(userId);
  out.write(
    `{\n"formatVersion": ${meta.formatVersion},\n"exportedAt": ${line(meta.exportedAt)},\n"notIncluded": ${line(NOT_INCLUDED)},\n"account": ${line(
      account ?? { id: userId, email: user.email },
    )}`,
  );
  yield* list(out, "signIns", queries.signIns(userId, PAGE.rows), (row) => ({
    id: row.id,
    createdAt: row.createdAt,
    refreshedAt: row.refreshedAt,
  }));
  const profile = await queries.profile(userId);
  out.write(`,\n"profile": ${line(profile && withoutUser(profile))}`);
  yield* list(out, "subjectEnrolments", queries.enrolments(userId), withoutUser);
  yield;

  yield* list(out, "sessions", queries.sessions(userId, PAGE.sessions), sessionItem);

  yield* list(
    out,
    "files",
    queries.files(userId, PAGE.files),
    ({ cursorAt: _c, userId: _u, content, ...file }) => ({
      ...file,
      extractedText: content,
    }),
  );
  yield* list(
    out,
    "analyses",
    queries.analyses(userId, PAGE.rows),
    ({ cursorAt: _c, userId: _u, leaseToken: _t, leaseUntil: _l, ...analysis }) => analysis,
  );
  yield* list(
    out,
    "competencyEvents",
    queries.competencyEvents(userId, PAGE.rows),
    ({ cursorAt: _c, ...event }) => withoutUser(event),
  );
  yield* list(out, "voiceTickets", queries.voiceTickets(userId), withoutUser);
  yield* list(out, "voiceConversations", queries.voiceConversations(userId), withoutUser);
  yield* list(out, "classMemberships", queries.classMemberships(userId), (row) => row);
  yield* list(out, "helpAlerts", queries.helpAlerts(userId), (row) => row);
  yield* list(out, "classes", queries.ownClasses(userId), (row) => row);
  out.write("\n}\n");
  out.end();
}

function withoutUser<T extends { userId: string }>({ userId: _userId, ...rest }: T) {
  return rest;
}
