import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { classes, classMembers, helpAlerts } from "#server/db/schema/classes.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import type {
  ClassCreated,
  ClassDetail,
  ClassInput,
  JoinCodeState,
  JoinPreview,
  PupilClass,
  PupilClassesResponse,
  TeacherClass,
  TeacherClassesResponse,
} from "#shared/contracts/classes.ts";
import { JOIN_CODE_LENGTH, normaliseJoinCode } from "#shared/contracts/classes.ts";
import { type ClassRow, isUuid, membersOf, ownedClass, teacherName } from "./class-queries.ts";
import { newJoinCode } from "./join-codes.ts";

export type ClassesOptions = {
  /** TEACHER_SEES_TRANSCRIPTS, told to pupils before they join. */
  teacherSeesTranscripts: boolean;
};

const codeUnknown = () =>
  new AppError(
    404,
    "join_code_unknown",
    "Diesen Klassencode gibt es nicht. Prüfe ihn oder frag deine Lehrperson.",
  );
const codeOff = () =>
  new AppError(
    422,
    "join_code_off",
    "Diese Klasse nimmt gerade niemanden auf: Der Code ist ausgeschaltet. Frag deine Lehrperson.",
  );
const pupilsOnly = () =>
  new AppError(403, "pupils_only", "Lehrpersonen treten keiner Klasse bei; sie erstellen eigene Klassen.");

/** How many times a new code is drawn when it clashes with an existing one (practically never). */
const CODE_TRIES = 5;

/**
 * Classes, their codes and who is in them (issue 20, docs/decisions/053-classes-and-teachers.md).
 * Teacher methods take the teacher's id and find only their own classes (else 404); the routes
 * make sure only teachers reach them.
 */
export function classesService(db: Db, options: ClassesOptions) {
  /** Runs `write` with a fresh code, drawing again when the unique index refuses it. */
  async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(newJoinCode());
      } catch (error) {
        if (attempt >= CODE_TRIES || !isUniqueViolation(error)) throw error;
      }
    }
  }

  async function classByCode(raw: string) {
    const code = normaliseJoinCode(raw);
    if (code.length !== JOIN_CODE_LENGTH) throw codeUnknown();
    const [row] = await db.select().from(classes).where(eq(classes.joinCode, code));
    if (!row) throw codeUnknown();
    if (!row.joinCodeEnabled) throw codeOff();
    return row;
  }

  async function isMember(classId: string, pupilId: string) {
    const [row] = await db
      .select({ classId: classMembers.classId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.pupilId, pupilId)));
    return Boolean(row);
  }

  async function pupilClass(row: ClassRow, joinedAt: Date): Promise<PupilClass> {
    return {
      id: row.id,
      name: row.name,
      schoolType: row.schoolType,
      grade: row.grade,
      teacherName: await teacherName(db, row.teacherId),
      joinedAt: joinedAt.toISOString(),
    };
  }

  async function memberCount(classId: string) {
    const [row] = await db.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, classId));
    return row?.n ?? 0;
  }

  /** Joins the class of `code`; joining twice is no error (`created` is false then). */
  async function join(
    user: { id: string; role: string },
    code: string,
  ): Promise<{ created: boolean; cls: PupilClass }> {
    if (user.role === "teacher") throw pupilsOnly();
    const row = await classByCode(code);
    const [inserted] = await db
      .insert(classMembers)
      .values({ classId: row.id, pupilId: user.id })
      .onConflictDoNothing()
      .returning();
    const joinedAt =
      inserted?.joinedAt ??
      (
        await db
          .select({ at: classMembers.joinedAt })
          .from(classMembers)
          .where(and(eq(classMembers.classId, row.id), eq(classMembers.pupilId, user.id)))
      )[0]?.at ??
      new Date();
    return { created: Boolean(inserted), cls: await pupilClass(row, joinedAt) };
  }

  const teacherClass = async (row: ClassRow): Promise<TeacherClass> => ({
    id: row.id,
    name: row.name,
    schoolType: row.schoolType,
    grade: row.grade,
    joinCode: row.joinCode,
    joinCodeEnabled: row.joinCodeEnabled,
    memberCount: await memberCount(row.id),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    teacherSeesTranscripts: options.teacherSeesTranscripts,

    async create(teacherId: string, input: ClassInput): Promise<ClassCreated> {
      const row = await withFreshCode(async (joinCode) => {
        const [created] = await db
          .insert(classes)
          .values({ teacherId, name: input.name, schoolType: input.schoolType, grade: input.grade, joinCode })
          .returning();
        if (!created) throw new Error("class insert returned nothing");
        return created;
      });
      return { id: row.id, joinCode: row.joinCode };
    },

    async list(teacherId: string): Promise<TeacherClassesResponse> {
      const rows = await db
        .select()
        .from(classes)
        .where(eq(classes.teacherId, teacherId))
        .orderBy(desc(classes.createdAt), classes.id);
      return {
        classes: await Promise.all(rows.map(teacherClass)),
        teacherSeesTranscripts: options.teacherSeesTranscripts,
      };
    },

    async detail(teacherId: string, classId: string): Promise<ClassDetail> {
      const row = await ownedClass(db, teacherId, classId);
      const members = await membersOf(db, row.id, teacherId);
      return {
        ...(await teacherClass(row)),
        members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
      };
    },

    /**
     * The class with its memberships and alerts (ON DELETE CASCADE); the pupils' accounts stay,
     * also those the teacher made (deleting those is per pupil, with their data).
     */
    async remove(teacherId: string, classId: string): Promise<void> {
      const row = await ownedClass(db, teacherId, classId);
      await db.delete(classes).where(eq(classes.id, row.id));
    },

    /** A new code; the old one stops working at once. Switched-off stays off. */
    async renewCode(teacherId: string, classId: string): Promise<JoinCodeState> {
      const row = await ownedClass(db, teacherId, classId);
      const updated = await withFreshCode(async (joinCode) => {
        const [next] = await db.update(classes).set({ joinCode }).where(eq(classes.id, row.id)).returning();
        if (!next) throw classGone();
        return next;
      });
      return { joinCode: updated.joinCode, joinCodeEnabled: updated.joinCodeEnabled };
    },

    async switchCode(teacherId: string, classId: string, enabled: boolean): Promise<JoinCodeState> {
      const row = await ownedClass(db, teacherId, classId);
      const [next] = await db
        .update(classes)
        .set({ joinCodeEnabled: enabled })
        .where(eq(classes.id, row.id))
        .returning();
      if (!next) throw classGone();
      return { joinCode: next.joinCode, joinCodeEnabled: next.joinCodeEnabled };
    },

    /** Throws the German 404/422 when `code` does not let a pupil join now. */
    async checkCode(code: string): Promise<void> {
      await classByCode(code);
    },

    /**
     * After a sign-up with `data.class_code` (checked before the account was made): joins, or
     * quietly does not when the code was switched off in between; the pupil can join from the
     * profile, and the account must not look failed.
     */
    async joinAfterSignUp(pupilId: string, code: string): Promise<boolean> {
      try {
        await join({ id: pupilId, role: "pupil" }, code);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    /** Whether `code` lets a pupil join now (for the sign-up's class code). */
    async isValidJoinCode(code: string): Promise<boolean> {
      try {
        await classByCode(code);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    async preview(user: { id: string; role: string }, code: string): Promise<JoinPreview> {
      if (user.role === "teacher") throw pupilsOnly();
      const row = await classByCode(code);
      return {
        className: row.name,
        schoolType: row.schoolType,
        grade: row.grade,
        teacherName: await teacherName(db, row.teacherId),
        teacherSeesTranscripts: options.teacherSeesTranscripts,
        alreadyMember: await isMember(row.id, user.id),
      };
    },

    join,

    async memberships(pupilId: string): Promise<PupilClassesResponse> {
      const rows = await db
        .select({ cls: classes, joinedAt: classMembers.joinedAt })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.pupilId, pupilId))
        .orderBy(classMembers.joinedAt, classes.id);
      return {
        classes: await Promise.all(rows.map((r) => pupilClass(r.cls, r.joinedAt))),
        teacherSeesTranscripts: options.teacherSeesTranscripts,
      };
    },

    /**
     * The pupil leaves: the membership and the class's alerts about them go in one transaction,
     * so the teacher sees nothing of them from the next request on.
     */
    async leave(pupilId: string, classId: string): Promise<void> {
      if (!isUuid(classId)) throw notInClass();
      const left = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(classMembers)
          .where(and(eq(classMembers.classId, classId), eq(classMembers.pupilId, pupilId)))
          .returning();
        if (gone.length === 0) return false;
        await tx
          .delete(helpAlerts)
          .where(and(eq(helpAlerts.classId, classId), eq(helpAlerts.pupilId, pupilId)));
        return true;
      });
      if (!left) throw notInClass();
    },
  };
}
export type ClassesService = ReturnType<typeof classesService>;

const notInClass = () => notFound("Du bist nicht in dieser Klasse.");
const classGone = () => notFound("Diese Klasse gibt es nicht mehr.");

/** PostgreSQL's unique_violation, from node-postgres or PGlite (drizzle may wrap it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? e.code : undefined);
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}
