import type { Db } from "#server/db/client.ts";
import type {
  ClassOverview,
  ClassOverviewQuery,
  HeatmapRow,
  OverviewPupil,
} from "#shared/contracts/classes.ts";
import {
  COMPETENCIES,
  type Competency,
  type CompetencyStatus,
  competenciesFor,
  findCompetency,
} from "#shared/domain/competencies.ts";
import { SUBJECT_IDS, type SubjectId } from "#shared/domain/subjects.ts";
import { classOverviewQueries } from "./class-overview.queries.ts";
import { membersOf, ownedClass } from "./class-queries.ts";
import { overviewRange } from "./overview-range.ts";

// GET /api/classes/{id}/overview (issue 20, docs/decisions/054-class-overview-and-alerts.md): who
// practised what, for the class's teacher. Five queries whatever the class's size: the class, its
// members, and three set-based reads of sessions, competency events and analyses. Nothing is
// cached, so a pupil who leaves is gone from the next request on.

export type ClassOverviewOptions = { clock?: () => Date };

/** Catalogue order, for the codes in a pupil's lists and the heat-map's rows. */
const CATALOGUE_ORDER = new Map(COMPETENCIES.map((c, i) => [c.id, i]));
const byCatalogue = (a: Competency, b: Competency) =>
  (CATALOGUE_ORDER.get(a.id) ?? 0) - (CATALOGUE_ORDER.get(b.id) ?? 0);
const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true });

export function classOverviewService(db: Db, options: ClassOverviewOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const queries = classOverviewQueries(db);

  return {
    async overview(teacherId: string, classId: string, query: ClassOverviewQuery): Promise<ClassOverview> {
      const range = overviewRange(query, clock());
      const cls = await ownedClass(db, teacherId, classId);
      const subjectId = query.subject ?? null;
      const filter = { classId: cls.id, range, subjectId };
      const [members, totals, statuses, independence] = await Promise.all([
        membersOf(db, cls.id, teacherId),
        queries.sessionTotals(filter),
        queries.competencyStatuses(filter),
        queries.independence(filter),
      ]);
      members.sort((a, b) => byName.compare(a.displayName, b.displayName) || a.id.localeCompare(b.id));

      // Each pupil's statuses by competency, only those in the catalogue (and the subject).
      const levels = new Map<string, Map<string, CompetencyStatus>>();
      for (const row of statuses) {
        const competency = findCompetency(row.competencyId);
        if (!competency || (subjectId && competency.subjectId !== subjectId)) continue;
        const own = levels.get(row.pupilId) ?? new Map<string, CompetencyStatus>();
        own.set(competency.id, row.status);
        levels.set(row.pupilId, own);
      }
      const trends = new Map<string, number[]>();
      for (const row of independence) {
        const trend = trends.get(row.pupilId) ?? [];
        trend.push(Math.min(1, Math.max(0, Math.round(row.score * 1000) / 1000)));
        trends.set(row.pupilId, trend);
      }

      const totalsOf = new Map<string, typeof totals>();
      for (const row of totals) {
        const own = totalsOf.get(row.pupilId);
        if (own) own.push(row);
        else totalsOf.set(row.pupilId, [row]);
      }

      const pupils: OverviewPupil[] = members.map((m) => {
        let minutesThisWeek = 0;
        let minutesInRange = 0;
        let lastActivity: Date | null = null;
        const sessionsBySubject: Record<string, number> = {};
        for (const row of totalsOf.get(m.id) ?? []) {
          minutesThisWeek += row.minutesThisWeek;
          minutesInRange += row.minutesInRange;
          if (row.subjectId && row.sessions > 0) sessionsBySubject[row.subjectId] = row.sessions;
          if (!lastActivity || row.lastActivityAt > lastActivity) lastActivity = row.lastActivityAt;
        }
        const own = [...(levels.get(m.id) ?? new Map<string, CompetencyStatus>())];
        const codes = (status: CompetencyStatus) =>
          own
            .filter(([, s]) => s === status)
            .flatMap(([id]) => findCompetency(id) ?? [])
            .sort(byCatalogue)
            .map((c) => c.code);
        return {
          id: m.id,
          displayName: m.displayName,
          username: m.username,
          minutesThisWeek,
          minutesInRange,
          sessionsBySubject,
          competencies: { inProgress: codes("in_progress"), mastered: codes("mastered") },
          independence: trends.get(m.id) ?? [],
          lastActivityAt: lastActivity?.toISOString() ?? null,
        };
      });

      const practised = new Set<string>();
      for (const own of levels.values()) for (const id of own.keys()) practised.add(id);
      const subjects: readonly SubjectId[] = subjectId ? [subjectId] : SUBJECT_IDS;
      const heatmap: ClassOverview["heatmap"] = [];
      const untouched: ClassOverview["untouched"] = [];
      for (const subject of subjects) {
        const applicable = competenciesFor(subject, cls.schoolType, cls.grade);
        // The class's competencies someone worked on, and any other of the subject a pupil worked
        // on (an analysis may credit work outside the cycle; the pupil's progress shows it too).
        const rows = COMPETENCIES.filter((c) => c.subjectId === subject && practised.has(c.id)).map(
          (c): HeatmapRow => ({
            competencyId: c.id,
            code: c.code,
            title: c.title,
            levels: pupils.map((p) => levels.get(p.id)?.get(c.id) ?? null),
          }),
        );
        if (rows.length > 0) heatmap.push({ subjectId: subject, rows });
        const nobody = applicable
          .filter((c) => !practised.has(c.id))
          .map((c) => ({ competencyId: c.id, code: c.code, title: c.title }));
        if (nobody.length > 0) untouched.push({ subjectId: subject, competencies: nobody });
      }

      return {
        classId: cls.id,
        range: { from: range.from, to: range.to },
        subject: subjectId,
        pupils,
        heatmap,
        untouched,
      };
    },
  };
}
export type ClassOverviewService = ReturnType<typeof classOverviewService>;
