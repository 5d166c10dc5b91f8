import { useState } from "react";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { LoadingState } from "#client/components/ui/loading-state.tsx";
import type { SubjectId } from "#shared/domain/subjects.ts";
import { useTeacherClasses } from "../api/get-classes.ts";
import { useClassOverview } from "../api/get-overview.ts";
import { DEFAULT_TIME_RANGE, rangeQuery, type TimeRangeId } from "../lib/time-range.ts";
import { Card } from "./card.tsx";
import { CompetencyHeatmap } from "./competency-heatmap.tsx";
import { OverviewFilters } from "./overview-filters.tsx";
import { PupilConversations } from "./pupil-conversations.tsx";
import { PupilOverviewTable } from "./pupil-overview-table.tsx";
import { UntouchedCompetencies } from "./untouched-competencies.tsx";

/**
 * The class overview (issue 20): filters, then per pupil, the heat-map and what nobody has
 * practised. Only figures; the conversations only where the school allows them (never files).
 */
export function ClassOverview({ classId }: { classId: string }) {
  const [subject, setSubject] = useState<SubjectId | "">("");
  const [range, setRange] = useState<TimeRangeId>(DEFAULT_TIME_RANGE);
  // The school's setting, which the list of classes carries (TEACHER_SEES_TRANSCRIPTS).
  const classes = useTeacherClasses();
  const overview = useClassOverview(classId, { ...(subject ? { subject } : {}), ...rangeQuery(range) });

  return (
    <div className="space-y-6">
      <OverviewFilters subject={subject} range={range} onSubject={setSubject} onRange={setRange} />
      {overview.isError && !overview.data && <ErrorAlert message={overview.error.message} />}
      {!overview.data && !overview.isError && <LoadingState label="Übersicht wird geladen …" />}
      {overview.data && (
        <div className="space-y-6" aria-busy={overview.isFetching}>
          {overview.isError && <ErrorAlert message={overview.error.message} />}
          <Card title="Schüler:innen">
            <PupilOverviewTable pupils={overview.data.pupils} />
          </Card>
          <Card title="Kompetenzen (Lehrplan 21)">
            <CompetencyHeatmap heatmap={overview.data.heatmap} pupils={overview.data.pupils} />
          </Card>
          <Card title="Noch nicht geübt">
            <UntouchedCompetencies untouched={overview.data.untouched} />
          </Card>
          {classes.data?.teacherSeesTranscripts && (
            <Card title="Gespräche">
              <PupilConversations classId={classId} pupils={overview.data.pupils} />
            </Card>
          )}
        </div>
      )}
    </div>
  );
}
