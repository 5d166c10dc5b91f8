import { Button } from "#client/components/ui/button.tsx";
import { ArrowRightIcon } from "#client/components/ui/icons.tsx";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { SignatureChips } from "#client/features/profile/index.ts";
import { OFFLINE_TUTOR_NAME } from "#client/features/tutor-session/index.ts";
import { findSignature } from "#shared/domain/quiz-scoring.ts";
import type { QuizResult } from "../lib/quiz-flow.ts";
import { StageHeading } from "./stage-heading.tsx";

type QuizCompletedProps = {
  result: QuizResult;
  onFinish: () => void;
  /** Only a hosted model reads the profile (docs/product.md §2.4); undefined: unknown. */
  offlineTutor: boolean | undefined;
};

/**
 * What the profile changes, and nothing more (docs/product.md §2.4): a hosted model gets the
 * profile's preferences in its instructions; the built-in tutor picks exercises by school level.
 */
function whatAdapts(offlineTutor: boolean | undefined): string {
  if (offlineTutor === false)
    return "Dein KI-Tutor stellt sich ab jetzt auf dich ein: Er erklärt so, wie du gern lernst. ";
  if (offlineTutor) {
    return `Der ${OFFLINE_TUTOR_NAME} nutzt dein Lernprofil nicht: Er wählt die Aufgaben nach deiner Schulstufe. `;
  }
  return "";
}

/** The saved result: the main learning signature with its description, the others as chips. */
export function QuizCompleted({ result, onFinish, offlineTutor }: QuizCompletedProps) {
  const description = findSignature(result.primarySignature)?.description;
  const others = result.signatures.filter((name) => name !== result.primarySignature);
  return (
    <div className="flex flex-1 flex-col items-center text-center">
      <Mascot className="mb-4 size-24" />
      <StageHeading>Geschafft! Dein Lernprofil ist bereit.</StageHeading>
      <div className="mt-6 w-full rounded-2xl bg-orange-50 px-5 py-4 ring-1 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30">
        <p className="text-sm font-semibold text-orange-900 dark:text-orange-200">Dein Lerntyp</p>
        <p className="mt-1 text-2xl font-extrabold text-slate-900 dark:text-white">
          {result.primarySignature}
        </p>
        {description && <p className="mt-1 text-slate-700 dark:text-slate-200">{description}</p>}
      </div>
      {others.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">Das passt auch zu dir:</p>
          <SignatureChips names={others} centred />
        </div>
      )}
      <p className="mt-6 max-w-md text-slate-700 dark:text-slate-200">
        {whatAdapts(offlineTutor)}Dein ganzes Lernprofil findest du jederzeit unter «Profil».
      </p>
      <div className="mt-auto w-full pt-8 sm:flex sm:justify-center">
        <Button className="w-full sm:w-auto" onClick={onFinish}>
          Weiter
          <ArrowRightIcon className="size-5" />
        </Button>
      </div>
    </div>
  );
}
