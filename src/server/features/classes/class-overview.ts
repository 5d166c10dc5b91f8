import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
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
import { classNotFound, isUuid } from "./class-queries.ts";
import { overviewRange } from "./overview-range.ts";

// GET /api/classes/{id}/overview (issue 20, docs/decisions/054-class-overview-and-alerts.md): who
// practised what, for the class's teacher. One statement whatever the class's size
// (class-overview.queries.ts); the rest is the catalogue, here. Memberships are read on every
// request, so a pupil who leaves is gone from the next one; only each pupil's newest competency
// statuses are kept in memory (exact on any write, docs/decisions/031-hot-reads.md).

export type ClassOverviewOptions = {
  clock?: () => Date;
  /** Keep each pupil's newest competency statuses in memory (docs/decisions/031-hot-reads.md). */
  hot?: HotReads;
};

type Statuses = Array<{ competencyId: string; status: string }>;

/** Catalogue order, for the codes in a pupil's lists and the heat-map's rows. */
const CATALOGUE_ORDER = new Map(COMPETENCIES.map((c, i) => [c.id, i]));
const byCatalogue = (a: Competency, b: Competency) =>
  (CATALOGUE_ORDER.get(a.id) ?? 0) - (CATALOGUE_ORDER.get(b.id) ?? 0);
const byName = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true });

export function classOverviewService(db: Db, options: ClassOverviewOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const queries = classOverviewQueries(db);
  // Each pupil's newest statuses over all their events: the overview's costliest part, and it
  // changes only when an analysis or the pupil writes an event (noted by migration 0012's
  // trigger, which drops the pupil here whoever wrote). Only a range that reaches today uses it.
  const cached = options.hot?.cache<Statuses>("competency_events", { max: 10_000 }) ?? null;

  /** The members' statuses from the cache, reading (and keeping) those it lacks in one query. */
  async function currentStatuses(pupilIds: string[]) {
    const cache = cached;
    if (!cache) throw new Error("no status cache");
    const missing = pupilIds.filter((id) => !cache.has(id));
    if (missing.length > 0) {
      const rows = await queries.statusesOf(missing);
      // Kept before anything else runs: a write's note that comes after this read drops it again.
      const byPupil = new Map<string, Statuses>(missing.map((id) => [id, []]));
      for (const row of rows)
        byPupil.get(row.pupilId)?.push({ competencyId: row.competencyId, status: row.status });
      for (const [id, statuses] of byPupil) cache.set(id, statuses);
      return pupilIds.flatMap((id) =>
        (byPupil.get(id) ?? cache.get(id) ?? []).map((s) => ({ pupilId: id, ...s })),
      );
    }
    return pupilIds.flatMap((id) => (cache.get(id) ?? []).map((s) => ({ pupilId: id, ...s })));
  }

  return {
    async overview(teacherId: string, classId: string, query: ClassOverviewQuery): Promise<ClassOverview> {
      const range = overviewRange(query, clock());
      if (!isUuid(classId)) throw classNotFound();
      const subjectId = query.subject ?? null;
      // A range that reaches today shows every event so far: the cached statuses are those.
      const useCache = cached !== null && range.toEndAt.getTime() > clock().getTime();
      const rows = await queries.overview({ teacherId, classId, range, subjectId }, !useCache);
      const { cls, members, totals, lastActivity, independence } = rows;
      if (!cls) throw classNotFound();
      const statuses = useCache ? await currentStatuses(members.map((m) => m.id)) : rows.statuses;
      members.sort((a, b) => byName.compare(a.displayName, b.displayName) || a.id.localeCompare(b.id));

      // Each pupil's statuses by competency, only those in the catalogue (and the subject).
      const levels = new Map<string, Map<string, CompetencyStatus>>();
      for (const row of statuses) {
        const competency = findCompetency(row.competencyId);
        if (!competency || (subjectId && competency.subjectId !== subjectId)) continue;
        const own = levels.get(row.pupilId) ?? new Map<string, CompetencyStatus>();
        own.set(competency.id, row.status as CompetencyStatus);
        levels.set(row.pupilId, own);
      }
      const trends = new Map<string, number[]>();
      // Oldest first: the highest rank (the newest is 1) comes first.
      independence.sort((a, b) => b.rank - a.rank);
      for (const row of independence) {
        const trend = trends.get(row.pupilId) ?? [];
        trend.push(Math.min(1, Math.max(0, Math.round(row.score * 1000) / 1000)));
        trends.set(row.pupilId, trend);
      }

      const lastActive = new Map(
        lastActivity.flatMap((row) => (row.at ? [[row.pupilId, new Date(row.at)] as const] : [])),
      );
      const totalsOf = new Map<string, typeof totals>();
      for (const row of totals) {
        const own = totalsOf.get(row.pupilId);
        if (own) own.push(row);
        else totalsOf.set(row.pupilId, [row]);
      }

      const pupils: OverviewPupil[] = members.map((m) => {
        let minutesThisWeek = 0;
        let minutesInRange = 0;
        const sessionsBySubject: Record<string, number> = {};
        for (const row of totalsOf.get(m.id) ?? []) {
          minutesThisWeek += row.minutesThisWeek;
          minutesInRange += row.minutesInRange;
          if (row.subjectId && row.sessions > 0) sessionsBySubject[row.subjectId] = row.sessions;
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
          lastActivityAt: lastActive.get(m.id)?.toISOString() ?? null,
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
