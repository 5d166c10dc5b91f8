import { Button } from "#client/components/ui/button.tsx";
import type { JoinPreview as Preview } from "#shared/contracts/classes.ts";
import { LEAVE_ANYTIME, TEACHER_SEES, TRANSCRIPTS_ON, teacherDoesNotSee } from "../lib/join-text.ts";
import { classLevelLabel } from "../lib/labels.ts";

type JoinPreviewProps = {
  preview: Preview;
  busy: boolean;
  onJoin: () => void;
  onCancel: () => void;
};

/** Before joining: which class, whose, what the teacher will see and what not. */
export function JoinPreview({ preview, busy, onJoin, onCancel }: JoinPreviewProps) {
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">
        Klasse {preview.className} bei {preview.teacherName}
      </h3>
      <p className="text-slate-700 dark:text-slate-200">
        {classLevelLabel(preview.schoolType, preview.grade)}
      </p>
      {preview.alreadyMember ? (
        <p className="font-semibold text-slate-800 dark:text-slate-100">Du bist schon in dieser Klasse.</p>
      ) : (
        <>
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">Das sieht deine Lehrperson:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
              {TEACHER_SEES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">Das sieht deine Lehrperson nicht:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
              {teacherDoesNotSee(preview.teacherSeesTranscripts).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {preview.teacherSeesTranscripts && (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/60 dark:text-amber-100">
              {TRANSCRIPTS_ON}
            </p>
          )}
          <p className="text-slate-700 dark:text-slate-200">{LEAVE_ANYTIME}</p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {!preview.alreadyMember && (
          <Button onClick={onJoin} disabled={busy}>
            {busy ? "Wird beigetreten …" : "Klasse beitreten"}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {preview.alreadyMember ? "Schliessen" : "Abbrechen"}
        </Button>
      </div>
    </div>
  );
}
