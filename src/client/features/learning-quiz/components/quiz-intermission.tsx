import { Button } from "#client/components/ui/button.tsx";
import { ArrowRightIcon } from "#client/components/ui/icons.tsx";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { QUIZ_QUESTIONS, QUIZ_SEGMENTS } from "#shared/domain/quiz.ts";

import { StageHeading } from "./stage-heading.tsx";

type Segment = keyof typeof QUIZ_SEGMENTS;
type QuizIntermissionProps = { segment: Segment; onContinue: () => void };

const SEGMENT_COUNT = Object.keys(QUIZ_SEGMENTS).length;

const ENCOURAGEMENT: Record<Segment, string> = {
  1: "Los geht’s!",
  2: "Super, der erste Teil ist geschafft! Jetzt geht es um Fehler, Rückmeldungen und darum, was dich antreibt.",
  3: "Stark, du bist fast am Ziel! Zum Schluss geht es darum, wo, wann und mit wem du am liebsten lernst.",
};

/** Between segments: which part comes next, a word of encouragement, and how many questions are left. */
export function QuizIntermission({ segment, onContinue }: QuizIntermissionProps) {
  const remaining = QUIZ_QUESTIONS.filter((q) => q.segment >= segment).length;
  return (
    <div className="flex flex-1 flex-col items-center text-center">
      <Mascot className="mb-4 size-24" />
      <StageHeading>
        Teil {segment} von {SEGMENT_COUNT}: {QUIZ_SEGMENTS[segment]}
      </StageHeading>
      <p className="mt-3 max-w-md text-slate-700 dark:text-slate-200">{ENCOURAGEMENT[segment]}</p>
      <p className="mt-2 font-semibold text-slate-800 dark:text-slate-100">Noch {remaining} Fragen.</p>
      <div className="mt-auto w-full pt-8 sm:flex sm:justify-center">
        <Button className="w-full sm:w-auto" onClick={onContinue}>
          Weiter zu Teil {segment}
          <ArrowRightIcon className="size-5" />
        </Button>
      </div>
    </div>
  );
}
