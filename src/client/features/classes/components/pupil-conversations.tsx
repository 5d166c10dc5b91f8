import { useState } from "react";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { LoadingState } from "#client/components/ui/loading-state.tsx";
import { SelectField } from "#client/components/ui/select-field.tsx";
import type { OverviewPupil } from "#shared/contracts/classes.ts";
import { formatDate, formatTime } from "#shared/format/dates.ts";
import { usePupilSessions, usePupilTranscript } from "../api/get-transcripts.ts";
import { subjectName } from "../lib/labels.ts";

/**
 * The pupils' conversations, shown only where the school allows it (TEACHER_SEES_TRANSCRIPTS;
 * the pupils were told when they joined). A conversation in which a pupil got the help card
 * stays with the pupil: it is listed as such and cannot be opened.
 */
export function PupilConversations({
  classId,
  pupils,
}: {
  classId: string;
  pupils: readonly OverviewPupil[];
}) {
  const [pupilId, setPupilId] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const sessions = usePupilSessions(classId, pupilId);
  return (
    <div className="space-y-4">
      <SelectField
        label="Gespräche von"
        value={pupilId ?? ""}
        onChange={(event) => {
          setPupilId(event.target.value || null);
          setSessionId(null);
        }}
        options={[
          { value: "", label: "Bitte wählen" },
          ...pupils.map((pupil) => ({ value: pupil.id, label: pupil.displayName })),
        ]}
      />
      {sessions.isError && <ErrorAlert message={sessions.error.message} />}
      {pupilId && sessions.isPending && <LoadingState label="Gespräche werden geladen …" />}
      {sessions.data && sessions.data.sessions.length === 0 && (
        <p className="text-slate-700 dark:text-slate-200">Noch keine Gespräche.</p>
      )}
      {sessions.data && sessions.data.sessions.length > 0 && (
        <ul className="space-y-2">
          {sessions.data.sessions.map((session) => {
            const label = `${session.subjectId ? subjectName(session.subjectId) : "Ohne Fach"}, ${formatDate(session.startedAt)}`;
            return (
              <li key={session.id}>
                {session.confidential ? (
                  <p className="text-slate-700 dark:text-slate-200">
                    {label}: bleibt beim Kind (es hat darin die Hilfe-Karte bekommen)
                  </p>
                ) : (
                  <button
                    type="button"
                    className={buttonClasses("secondary")}
                    aria-pressed={sessionId === session.id}
                    onClick={() => setSessionId(session.id)}
                  >
                    {label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pupilId && sessionId && <Transcript classId={classId} pupilId={pupilId} sessionId={sessionId} />}
    </div>
  );
}

function Transcript({
  classId,
  pupilId,
  sessionId,
}: {
  classId: string;
  pupilId: string;
  sessionId: string;
}) {
  const transcript = usePupilTranscript(classId, pupilId, sessionId);
  if (transcript.isError) return <ErrorAlert message={transcript.error.message} />;
  if (!transcript.data) return <LoadingState label="Gespräch wird geladen …" />;
  return (
    <ol aria-label="Gespräch" className="space-y-2">
      {transcript.data.messages.map((message) => (
        <li
          key={`${message.at}-${message.from}`}
          className="rounded-xl bg-slate-50 p-3 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          <span className="font-semibold">{message.from === "pupil" ? "Kind" : "Tutor"}</span>{" "}
          <span className="text-sm text-slate-600 dark:text-slate-300">{formatTime(message.at)}</span>
          <p className="mt-1 whitespace-pre-wrap">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
