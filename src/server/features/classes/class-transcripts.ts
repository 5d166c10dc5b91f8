import { and, asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { isCrisisSession } from "#server/analysis/care-analysis.ts";
import type { Db } from "#server/db/client.ts";
import { classMembers } from "#server/db/schema/classes.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { sessionMinutes } from "#server/features/sessions/session-view.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import type { ClassTranscript, PupilSession, PupilSessions } from "#shared/contracts/classes.ts";
import { ownedClass, pupilIdParam, pupilNotFound } from "./class-queries.ts";
import { requireTeacher } from "./classes.routes.ts";

// A teacher reads a pupil's conversations only where the operator allows it for the school
// (TEACHER_SEES_TRANSCRIPTS, README; decision 053), only of pupils in the teacher's class, and
// never a session in which the pupil got the help card: as with the help alerts, what a child
// wrote in distress stays between the child and the help it was shown. Files are never shown.

const notAllowed = () =>
  new AppError(
    403,
    "transcripts_not_allowed",
    "Die Gespräche der Kinder sind an dieser Schule nur für die Kinder selbst sichtbar.",
  );
const confidential = () =>
  new AppError(
    403,
    "transcript_confidential",
    "Dieses Gespräch bleibt beim Kind: Es hat darin die Hilfe-Karte bekommen.",
  );

type SessionRow = typeof tutoringSessions.$inferSelect;

const toPupilSession = (row: SessionRow): PupilSession => ({
  id: row.publicId,
  subjectId: row.subjectId,
  startedAt: row.createdAt.toISOString(),
  minutes: sessionMinutes(row),
  confidential: isCrisisSession(row),
});

export function classTranscripts(db: Db, options: { allowed: boolean }) {
  /** The pupil, when the transcripts are allowed and the pupil is in the teacher's class. */
  async function memberOf(teacherId: string, classId: string, rawPupilId: string) {
    if (!options.allowed) throw notAllowed();
    const cls = await ownedClass(db, teacherId, classId);
    const pupilId = pupilIdParam(rawPupilId);
    const [member] = await db
      .select({ pupilId: classMembers.pupilId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, cls.id), eq(classMembers.pupilId, pupilId)));
    if (!member) throw pupilNotFound();
    return pupilId;
  }

  return {
    async sessions(teacherId: string, classId: string, rawPupilId: string): Promise<PupilSessions> {
      const pupilId = await memberOf(teacherId, classId, rawPupilId);
      const rows = await db
        .select()
        .from(tutoringSessions)
        .where(eq(tutoringSessions.userId, pupilId))
        .orderBy(desc(tutoringSessions.createdAt))
        .limit(200);
      return { sessions: rows.map(toPupilSession) };
    },

    async transcript(
      teacherId: string,
      classId: string,
      rawPupilId: string,
      publicId: string,
    ): Promise<ClassTranscript> {
      const pupilId = await memberOf(teacherId, classId, rawPupilId);
      const [row] = await db
        .select()
        .from(tutoringSessions)
        .where(and(eq(tutoringSessions.userId, pupilId), eq(tutoringSessions.publicId, publicId)));
      if (!row) throw notFound("Session nicht gefunden.");
      if (isCrisisSession(row)) throw confidential();
      const messages = await db
        .select({
          role: sessionMessages.role,
          content: sessionMessages.content,
          at: sessionMessages.createdAt,
        })
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, row.id))
        .orderBy(asc(sessionMessages.createdAt));
      return {
        session: toPupilSession(row),
        messages: messages.map((m) => ({
          from: m.role === "user" ? "pupil" : "tutor",
          text: m.content,
          at: m.at.toISOString(),
        })),
      };
    },
  };
}
export type ClassTranscripts = ReturnType<typeof classTranscripts>;

export function classTranscriptsRoutes(transcripts: ClassTranscripts) {
  return new Hono<AppEnv>()
    .get("/:id/pupils/:pupilId/sessions", requireTeacher, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const { id, pupilId } = c.req.param();
      return c.json((await transcripts.sessions(c.var.user.id, id, pupilId)) satisfies PupilSessions);
    })
    .get("/:id/pupils/:pupilId/sessions/:sessionId", requireTeacher, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const { id, pupilId, sessionId } = c.req.param();
      return c.json(
        (await transcripts.transcript(c.var.user.id, id, pupilId, sessionId)) satisfies ClassTranscript,
      );
    });
}
