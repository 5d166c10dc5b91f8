import { useId } from "react";
import { findSignature } from "#shared/domain/quiz-scoring.ts";
import type { StoredLearningProfile } from "../lib/learning-profile.ts";
import { DimensionList } from "./dimension-list.tsx";
import { LearningProfileRadar } from "./learning-profile-radar.tsx";
import { SignatureChips } from "./signature-chips.tsx";

/**
 * The quiz result on /profil: the main learning signature with its description, the others as
 * chips, and the 12 dimensions as a radar chart plus a list with strength words and bars.
 */
export function LearningProfileCard({ primarySignature, signatures, dimensions }: StoredLearningProfile) {
  const id = useId();
  const description = primarySignature ? findSignature(primarySignature)?.description : undefined;
  const others = signatures.filter((name) => name !== primarySignature);
  return (
    <section
      aria-labelledby="learning-profile-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id="learning-profile-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Dein Lernprofil
      </h2>
      {primarySignature && (
        <div className="mt-4 rounded-2xl bg-orange-50 px-5 py-4 ring-1 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30">
          <p className="text-sm font-semibold text-orange-900 dark:text-orange-200">Dein Lerntyp</p>
          <strong className="mt-1 block text-2xl font-extrabold text-slate-900 dark:text-white">
            {primarySignature}
          </strong>
          {description && <p className="mt-1 text-slate-700 dark:text-slate-200">{description}</p>}
        </div>
      )}
      {others.length > 0 && (
        <div className="mt-4">
          <h3 id={`${id}-others`} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            Das passt auch zu dir
          </h3>
          <SignatureChips names={others} labelledBy={`${id}-others`} />
        </div>
      )}
      {dimensions && (
        <div className="mt-8">
          <h3 id={`${id}-dimensions`} className="font-bold text-slate-900 dark:text-white">
            So lernst du
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Je weiter aussen ein Punkt im Netz liegt, desto mehr passt die rechte Beschreibung unter dem
            Balken zu dir. Die gestrichelte Linie und die Mitte des Balkens heissen: weder noch.
          </p>
          <div className="mt-4">
            <LearningProfileRadar dimensions={dimensions} />
          </div>
          <div className="mt-6">
            <DimensionList dimensions={dimensions} headingId={`${id}-dimensions`} />
          </div>
        </div>
      )}
    </section>
  );
}
