import { type ReactNode, useState } from "react";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { ArrowRightIcon } from "#client/components/ui/icons.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";
import type { GeneratePlanInput } from "#shared/contracts/preparation.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { usePreparation } from "../hooks/use-preparation.ts";
import { preparationCopy } from "../lib/preparation-copy.ts";
import { PlanView } from "./plan-view.tsx";
import { PlanningProgress } from "./planning-progress.tsx";
import { QuestionForm } from "./question-form.tsx";
import { StageHeading } from "./stage-heading.tsx";

/** What the upload area gets from the screen (the files feature draws it). */
export type UploadAreaSlot = {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  label: string;
  hint: string;
};

type PreparationScreenProps = {
  subject: Subject;
  sessionType: GeneratePlanInput["sessionType"];
  /** Made when the screen opens; used for the upload, the saved preparation and the session. */
  sessionId: string;
  userId: string;
  /** The subject's emoji tile. */
  icon: ReactNode;
  renderUploadArea: (slot: UploadAreaSlot) => ReactNode;
  renderResults: (results: readonly UploadAnalysisResult[], title: string) => ReactNode;
};

/** /tutor/prepare/{subject}/{type} (docs/product.md §2.8): question and files, the plan, the session. */
export function PreparationScreen({
  subject,
  sessionType,
  sessionId,
  userId,
  icon,
  renderUploadArea,
  renderResults,
}: PreparationScreenProps) {
  const copy = preparationCopy(subject);
  usePageTitle(`${copy.title}: ${subject.name}`);
  const [question, setQuestion] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const prep = usePreparation({ subjectId: subject.id, sessionType, sessionId, userId });

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={`/tutor/select/${subject.id}`}>Zurück zur Auswahl</BackLink>
      <div className="mt-2 flex items-center gap-3 sm:gap-4">
        {icon}
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words hyphens-auto text-slate-900 sm:text-3xl dark:text-white">
            {copy.title}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-200">
            {subject.name} · {sessionType === "voice" ? "Sprechen" : "Chat"}
          </p>
        </div>
      </div>

      <div className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-700">
        {prep.stage === "input" && (
          <QuestionForm
            copy={copy}
            question={question}
            onQuestionChange={setQuestion}
            uploadArea={renderUploadArea({
              files,
              onFilesChange: setFiles,
              label: copy.uploadLabel,
              hint: copy.uploadHint,
            })}
            error={prep.error}
            onSubmit={() => void prep.prepare(question, files)}
          />
        )}

        {prep.stage === "analyzing" && (
          <div className="flex flex-col items-center gap-4 py-8 text-center">
            <Spinner className="size-10 text-orange-700 dark:text-orange-300" />
            <StageHeading>{copy.analyzingTitle}</StageHeading>
          </div>
        )}

        {prep.stage === "planning" && <PlanningProgress copy={copy} percent={prep.progress} />}

        {prep.stage === "ready" && (
          <div className="space-y-6">
            <StageHeading>{copy.readyTitle}</StageHeading>
            {prep.plan ? (
              <PlanView plan={prep.plan} />
            ) : (
              <p className="rounded-2xl bg-slate-50 px-4 py-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
                {copy.noPlan}
              </p>
            )}
            {renderResults(prep.results, copy.resultsTitle)}
            <ErrorAlert message={prep.saveError} />
            <Button onClick={() => void prep.start()} disabled={prep.starting} className="w-full sm:w-auto">
              {prep.starting ? "Wird gespeichert …" : copy.startButton}
              <ArrowRightIcon className="size-5" />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
