import { z } from "zod";
import { COMPETENCY_STATUSES } from "../domain/competencies.ts";
import { GRADE_RANGES, SCHOOL_TYPES } from "../domain/school.ts";
import { SUBJECT_IDS } from "../domain/subjects.ts";

// Classes and teachers (issue 20, docs/decisions/053-classes-and-teachers.md). Only with the
// embedded auth: with a Supabase project every /api/classes route answers 501.
//
// Teacher routes (a pupil gets 403 `teacher_only`; another teacher's class is a 404):
// - POST   /api/classes                          ClassInput → 201 ClassCreated
// - GET    /api/classes                          → TeacherClassesResponse
// - GET    /api/classes/{id}                     → ClassDetail (members, usernames)
// - DELETE /api/classes/{id}                     → 204: the class, its memberships and alerts; accounts stay
// - POST   /api/classes/{id}/join-code           → JoinCodeState: a new code, the old one stops working
// - PUT    /api/classes/{id}/join-code           JoinCodeSwitch → JoinCodeState: switched on or off
// - POST   /api/classes/{id}/pupils              BulkPupilsInput → 201 BulkPupilsCreated (passwords once)
// - POST   /api/classes/{id}/pupils/{pupilId}/reset-password → PasswordReset (only accounts the teacher made)
// - DELETE /api/classes/{id}/pupils/{pupilId}    → 204: an account the teacher made, with all its data
// - GET    /api/classes/{id}/overview?subject&from&to → ClassOverview
// - GET    /api/classes/{id}/alerts              → ClassAlerts
// - POST   /api/classes/{id}/alerts/{alertId}/seen → 204
// Pupil routes (any signed-in account):
// - POST   /api/classes/join/preview             JoinInput → JoinPreview (what joining means)
// - POST   /api/classes/join                     JoinInput → 201 PupilClass (200 if already a member)
// - GET    /api/classes/memberships              → PupilClassesResponse
// - DELETE /api/classes/{id}/members/me          → 204 (a class one is not in: 404)
// Unknown code: 404 `join_code_unknown`; switched off: 422 `join_code_off`; both German.

/** 8 characters from an alphabet without 0/O, 1/I/L (read off a projector by children). */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 8;
/** Most pupils one class list may create at once. */
export const MAX_PUPILS_PER_UPLOAD = 60;
/** The pasted or uploaded class list's text, at most. */
export const MAX_CLASS_LIST_CHARS = 20_000;

/** Upper case, spaces and hyphens dropped: «abcd-efgh» is ABCDEFGH. */
export function normaliseJoinCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, "");
}

const gradeRefine = (
  value: { schoolType: (typeof SCHOOL_TYPES)[number]; grade: number },
  ctx: z.RefinementCtx,
) => {
  const range = GRADE_RANGES[value.schoolType];
  if (value.grade < range.min || value.grade > range.max) {
    ctx.addIssue({
      code: "custom",
      path: ["grade"],
      message: `Die Klasse muss zwischen ${range.min} und ${range.max} liegen.`,
    });
  }
};

/** POST /api/classes */
export const classInputSchema = z
  .object({
    name: z
      .string({ error: "Bitte gib der Klasse einen Namen." })
      .trim()
      .min(1, "Bitte gib der Klasse einen Namen.")
      .max(40, "Der Klassenname darf höchstens 40 Zeichen lang sein."),
    schoolType: z.enum(SCHOOL_TYPES, { error: "Bitte wähle eine Schulstufe." }),
    grade: z.number({ error: "Bitte wähle eine Klasse." }).int("Bitte wähle eine Klasse."),
  })
  .superRefine(gradeRefine);
export type ClassInput = z.infer<typeof classInputSchema>;

export const classCreatedSchema = z.object({ id: z.uuid(), joinCode: z.string() });
export type ClassCreated = z.infer<typeof classCreatedSchema>;

export const joinCodeStateSchema = z.object({ joinCode: z.string(), joinCodeEnabled: z.boolean() });
export type JoinCodeState = z.infer<typeof joinCodeStateSchema>;

/** PUT /api/classes/{id}/join-code */
export const joinCodeSwitchSchema = z.object({
  enabled: z.boolean({ error: "Bitte gib an, ob der Code gelten soll (enabled: true oder false)." }),
});
export type JoinCodeSwitch = z.infer<typeof joinCodeSwitchSchema>;

/** One class in the teacher's list. */
export const teacherClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  schoolType: z.enum(SCHOOL_TYPES),
  grade: z.number().int(),
  joinCode: z.string(),
  joinCodeEnabled: z.boolean(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;

/** GET /api/classes */
export const teacherClassesResponseSchema = z.object({
  classes: z.array(teacherClassSchema),
  /** TEACHER_SEES_TRANSCRIPTS: whether this server lets teachers read transcripts. */
  teacherSeesTranscripts: z.boolean(),
});
export type TeacherClassesResponse = z.infer<typeof teacherClassesResponseSchema>;

export const classMemberSchema = z.object({
  id: z.uuid(),
  /**
   * A class-list account: the list's name («Mia K.»); any other: the onboarding name, else the
   * sign-up name; then the username, then «Ohne Namen».
   */
  displayName: z.string(),
  /** Set for accounts without e-mail. */
  username: z.string().nullable(),
  /** Made by this teacher from a class list: they may reset its passphrase and delete it. */
  createdByTeacher: z.boolean(),
  joinedAt: z.string(),
});
export type ClassMember = z.infer<typeof classMemberSchema>;

/** GET /api/classes/{id} */
export const classDetailSchema = teacherClassSchema.extend({ members: z.array(classMemberSchema) });
export type ClassDetail = z.infer<typeof classDetailSchema>;

/**
 * POST /api/classes/{id}/pupils: the class list as pasted or uploaded text. One pupil a line:
 * «Vorname, Nachname» or «Vorname;Nachname» (Swiss Excel) or a nickname alone; a header line
 * «Vorname, Nachname» is skipped. Cells starting with = + - @ are refused (spreadsheet formulas).
 */
export const bulkPupilsInputSchema = z.object({
  csv: z
    .string({ error: "Bitte füge die Klassenliste ein." })
    .max(MAX_CLASS_LIST_CHARS, "Die Klassenliste ist zu lang."),
});
export type BulkPupilsInput = z.infer<typeof bulkPupilsInputSchema>;

export const createdPupilSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  username: z.string(),
  /** Shown once: only its hash is stored. */
  password: z.string(),
});
export type CreatedPupil = z.infer<typeof createdPupilSchema>;

export const bulkPupilsCreatedSchema = z.object({ pupils: z.array(createdPupilSchema) });
export type BulkPupilsCreated = z.infer<typeof bulkPupilsCreatedSchema>;

/** POST …/reset-password: the new passphrase, shown once; the pupil's sessions end. */
export const passwordResetSchema = z.object({ username: z.string(), password: z.string() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** POST /api/classes/join and /join/preview */
export const joinInputSchema = z.object({
  code: z
    .string({ error: "Bitte gib den Klassencode ein." })
    .transform(normaliseJoinCode)
    .pipe(
      z
        .string()
        .min(1, "Bitte gib den Klassencode ein.")
        .length(JOIN_CODE_LENGTH, `Der Klassencode hat ${JOIN_CODE_LENGTH} Zeichen.`),
    ),
});
export type JoinInput = z.input<typeof joinInputSchema>;

/** Before joining: which class, whose, and whether the teacher may read transcripts here. */
export const joinPreviewSchema = z.object({
  className: z.string(),
  schoolType: z.enum(SCHOOL_TYPES),
  grade: z.number().int(),
  teacherName: z.string(),
  teacherSeesTranscripts: z.boolean(),
  alreadyMember: z.boolean(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

/** A class the pupil is in. */
export const pupilClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  schoolType: z.enum(SCHOOL_TYPES),
  grade: z.number().int(),
  teacherName: z.string(),
  joinedAt: z.string(),
});
export type PupilClass = z.infer<typeof pupilClassSchema>;

/** GET /api/classes/memberships */
export const pupilClassesResponseSchema = z.object({
  classes: z.array(pupilClassSchema),
  teacherSeesTranscripts: z.boolean(),
});
export type PupilClassesResponse = z.infer<typeof pupilClassesResponseSchema>;

// ---- The class overview (built by the overview's helper on this contract) ----

const isoDate = z.iso.date("Bitte gib ein Datum als JJJJ-MM-TT an.");

/** GET /api/classes/{id}/overview's query: every part optional; to defaults to today, from to 28 days before. */
export const classOverviewQuerySchema = z
  .object({
    subject: z.enum(SUBJECT_IDS, { error: "Unbekanntes Fach." }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, "Das Startdatum liegt nach dem Enddatum.");
export type ClassOverviewQuery = z.infer<typeof classOverviewQuerySchema>;

export const overviewPupilSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  username: z.string().nullable(),
  /** Whole minutes of active time this calendar week (Monday, Europe/Zurich), all subjects. */
  minutesThisWeek: z.number().int(),
  /** Whole minutes in the chosen range (and subject). */
  minutesInRange: z.number().int(),
  /** Sessions in the range per subject id. */
  sessionsBySubject: z.record(z.string(), z.number().int()),
  /** Lehrplan 21 codes (MA.1.A.2) by status, in catalogue order. */
  competencies: z.object({ inProgress: z.array(z.string()), mastered: z.array(z.string()) }),
  /** The independence scores (0–1) of the newest analysed sessions in the range, oldest first, at most 10. */
  independence: z.array(z.number().min(0).max(1)),
  /** The newest session activity, ISO; null if none. */
  lastActivityAt: z.string().nullable(),
});
export type OverviewPupil = z.infer<typeof overviewPupilSchema>;

/** One row of the heat-map: a competency down, a level per pupil across (same order as `pupils`). */
export const heatmapRowSchema = z.object({
  competencyId: z.string(),
  code: z.string(),
  title: z.string(),
  /** null: the pupil has not practised it. */
  levels: z.array(z.enum(COMPETENCY_STATUSES).nullable()),
});
export type HeatmapRow = z.infer<typeof heatmapRowSchema>;

export const classOverviewSchema = z.object({
  classId: z.uuid(),
  range: z.object({ from: z.string(), to: z.string() }),
  subject: z.enum(SUBJECT_IDS).nullable(),
  pupils: z.array(overviewPupilSchema),
  /**
   * Per subject with any: the competencies at least one pupil practised, in catalogue order (the
   * class's applicable ones and any other an analysis credited, as in the pupil's own progress).
   */
  heatmap: z.array(z.object({ subjectId: z.enum(SUBJECT_IDS), rows: z.array(heatmapRowSchema) })),
  /** The class's applicable competencies nobody has practised, per subject. */
  untouched: z.array(
    z.object({
      subjectId: z.enum(SUBJECT_IDS),
      competencies: z.array(z.object({ competencyId: z.string(), code: z.string(), title: z.string() })),
    }),
  ),
});
export type ClassOverview = z.infer<typeof classOverviewSchema>;

// ---- Help alerts: a crisis card in a member's session; date and subject, never the message ----

export const helpAlertSchema = z.object({
  id: z.uuid(),
  pupilId: z.uuid(),
  displayName: z.string(),
  subjectId: z.string().nullable(),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
});
export type HelpAlert = z.infer<typeof helpAlertSchema>;

/** GET /api/classes/{id}/alerts: newest first. */
export const classAlertsSchema = z.object({ alerts: z.array(helpAlertSchema), unseen: z.number().int() });
export type ClassAlerts = z.infer<typeof classAlertsSchema>;

/** The role in the access token's app_metadata.role; absent means pupil. */
export const ROLES = ["pupil", "teacher"] as const;
export type Role = (typeof ROLES)[number];

// ---- Transcripts: only where the operator allows it (TEACHER_SEES_TRANSCRIPTS) ----

/** GET /api/classes/{id}/pupils/{pupilId}/sessions: the pupil's sessions, newest first. */
export const pupilSessionSchema = z.object({
  id: z.string(),
  subjectId: z.string().nullable(),
  startedAt: z.string(),
  minutes: z.number().int(),
  /** A session where the pupil got the help card: its words stay with the pupil. */
  confidential: z.boolean(),
});
export type PupilSession = z.infer<typeof pupilSessionSchema>;
export const pupilSessionsSchema = z.object({ sessions: z.array(pupilSessionSchema) });
export type PupilSessions = z.infer<typeof pupilSessionsSchema>;

/** GET /api/classes/{id}/pupils/{pupilId}/sessions/{sessionId}: the conversation, oldest first. */
export const classTranscriptSchema = z.object({
  session: pupilSessionSchema,
  messages: z.array(z.object({ from: z.enum(["pupil", "tutor"]), text: z.string(), at: z.string() })),
});
export type ClassTranscript = z.infer<typeof classTranscriptSchema>;
