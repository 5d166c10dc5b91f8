import type { Db } from "#server/db/client.ts";
import type { AuthUser } from "#server/lib/hono-env.ts";
import type { Logger } from "#server/lib/logger.ts";
import { EXPORT_FILES, EXPORT_FORMAT_VERSION } from "#shared/contracts/account.ts";
import { type ExportQueries, exportQueries } from "./export.queries.ts";
import { PAGE, writeDataFile } from "./export-data.ts";
import { safeSegment, swissDay, uniquePaths } from "./export-names.ts";
import {
  analysisPage,
  fileText,
  type IndexEntry,
  indexPage,
  planPage,
  readme,
  sessionPage,
  sessionTitle,
} from "./readable.ts";
import { type ZipSink, zipStream } from "./zip-stream.ts";

export type AccountExportDeps = { db: Db; logger: Logger; clock?: (() => Date) | undefined };

/**
 * GET /api/account/export (docs/decisions/049-data-export.md): everything stored about the
 * signed-in pupil as one zip, produced while it is downloaded.
 */
export function accountExportService({ db, logger, clock = () => new Date() }: AccountExportDeps) {
  const queries = exportQueries(db);
  return {
    download(user: Pick<AuthUser, "id" | "email">) {
      const exportedAt = clock();
      const stream = zipStream(
        (zip) => exportEntries(zip, queries, user, exportedAt),
        // By class and code only (decision 022): the zip is cut off, the client sees a failed download.
        (error) => logger.error({ err: error }, "the data export failed"),
      );
      return { fileName: `lernfunke-daten-${swissDay(exportedAt)}.zip`, stream };
    },
  };
}

export type AccountExportService = ReturnType<typeof accountExportService>;

/**
 * The zip's entries, one after the other (fflate writes them in order): the read-me, the data
 * file, then the readable pages in a second pass over the database (a page of a session links
 * its plan, analysis and files), and last the front page, which needs only titles and paths.
 */
async function* exportEntries(
  zip: ZipSink,
  queries: ExportQueries,
  user: Pick<AuthUser, "id" | "email">,
  exportedAt: Date,
) {
  zip.file(EXPORT_FILES.readme, readme(exportedAt, EXPORT_FILES.data));
  yield* writeDataFile(zip.open(EXPORT_FILES.data), queries, user, {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt,
  });

  const path = uniquePaths();
  const filesBySession = new Map<string, Array<{ name: string; path: string }>>();
  const fileIndex: Array<{ name: string; path: string; at: Date }> = [];
  for await (const files of queries.files(user.id, PAGE.files)) {
    for (const file of files) {
      const filePath = path("dateien", safeSegment(file.fileName, "datei"), ".txt");
      zip.file(filePath, fileText(file));
      const link = { name: file.fileName, path: filePath };
      fileIndex.push({ ...link, at: file.createdAt });
      const list = filesBySession.get(file.sessionPublicId);
      if (list) list.push(link);
      else filesBySession.set(file.sessionPublicId, [link]);
    }
    yield;
  }

  const sessionIndex: IndexEntry[] = [];
  for await (const sessions of queries.sessions(user.id, PAGE.sessions)) {
    const analyses = new Map(
      (
        await queries.analysesOf(
          user.id,
          sessions.map((s) => s.id),
        )
      ).map((analysis) => [analysis.sessionId, analysis]),
    );
    for (const session of sessions) {
      const stem = [
        swissDay(session.createdAt),
        safeSegment(session.subjectName ?? session.subjectId, "ohne-fach", 30),
        safeSegment(session.publicId, "sitzung", 40),
      ].join("-");
      const sessionPath = path("sitzungen", stem, ".html");
      const planPath = session.preparation ? path("plaene", stem, ".html") : null;
      const analysis = analyses.get(session.id);
      const analysisPath = analysis ? path("analysen", stem, ".html") : null;
      const files = filesBySession.get(session.publicId) ?? [];
      zip.file(sessionPath, sessionPage(session, { plan: planPath, analysis: analysisPath, files }));
      if (planPath) zip.file(planPath, planPage(session, sessionPath));
      if (analysis && analysisPath) zip.file(analysisPath, analysisPage(session, analysis, sessionPath));
      sessionIndex.push({
        title: sessionTitle(session),
        at: session.createdAt,
        path: sessionPath,
        messages:
          session.messages.length || (Array.isArray(session.transcript) ? session.transcript.length : 0),
      });
    }
    yield;
  }
  zip.file("index.html", indexPage(exportedAt, sessionIndex, fileIndex));
}
