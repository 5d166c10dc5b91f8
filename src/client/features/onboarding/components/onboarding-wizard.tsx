import { useReducer, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, LogoutIcon } from "#client/components/ui/icons.tsx";
import { Logo } from "#client/components/ui/logo.tsx";
import { useKeyDown } from "#client/lib/use-key-down.ts";
import { type OnboardingInput, onboardingInputSchema } from "#shared/contracts/onboarding.ts";
import { SCHOOL_TYPE_LABELS } from "#shared/domain/school.ts";
import { canGoBack, canGoNext, initialWizardState, LAST_STEP, wizardReducer } from "../lib/wizard-state.ts";
import { ConfirmStep } from "./confirm-step.tsx";
import { GradeStep } from "./grade-step.tsx";
import { NameStep } from "./name-step.tsx";
import { SchoolTypeStep } from "./school-type-step.tsx";
import { WelcomeStep } from "./welcome-step.tsx";

const SAVE_FAILED_MESSAGE = "Fehler beim Speichern der Daten. Bitte versuche es erneut.";
const NAME_MISSING_MESSAGE = "Bitte gib deinen Namen ein.";

const TITLES = [
  "Hallo, ich bin Funki!",
  "Wie heisst du?",
  "Welche Schule besuchst du?",
  "In welche Klasse gehst du?",
  "Passt alles so?",
] as const;

/** 'Schritt n von 5' (docs/product.md §2.3), n counted from 1. */
function progressText(step: number): string {
  return `Schritt ${step + 1} von 5`;
}

// Static class names (Tailwind only generates classes it can see in the source).
const PROGRESS_WIDTHS = ["w-1/5", "w-2/5", "w-3/5", "w-4/5", "w-full"] as const;

type OnboardingWizardProps = {
  /** Pre-fills the name, e.g. with the name given at sign-up. */
  initialName?: string;
  onSave: (input: OnboardingInput) => Promise<unknown>;
  onSignOut: () => void;
};

export function OnboardingWizard({ initialName = "", onSave, onSignOut }: OnboardingWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialName, initialWizardState);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  // Move focus to a new step's heading so screen readers announce it and Tab starts there
  // (not on the first render: the page has just loaded then).
  const focusedStep = useRef(state.step);
  const focusNewStepHeading = (heading: HTMLHeadingElement | null) => {
    if (heading && focusedStep.current !== state.step) {
      focusedStep.current = state.step;
      heading.focus();
    }
  };

  async function save() {
    if (saving) return;
    const parsed = onboardingInputSchema.safeParse({
      name: state.name,
      schoolType: state.schoolType,
      grade: state.grade,
    });
    if (!parsed.success) {
      window.alert(SAVE_FAILED_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch {
      window.alert(SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  }

  function advance() {
    if (state.step === LAST_STEP) {
      void save();
      return;
    }
    if (!canGoNext(state)) {
      if (state.step === 1) setNameError(NAME_MISSING_MESSAGE);
      return;
    }
    dispatch({ type: "next" });
  }

  // Enter advances (and on the last step saves) wherever focus is, except on a button or link,
  // where Enter keeps its usual meaning (Zurück, Abmelden).
  useKeyDown("window", (event) => {
    if (event.key !== "Enter" || event.isComposing || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest("button, a, textarea, select")) return;
    event.preventDefault();
    advance();
  });

  const { step } = state;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-4 py-4">
        <Logo size="sm" />
        <Button variant="ghost" onClick={onSignOut}>
          <LogoutIcon className="size-5" />
          Abmelden
        </Button>
      </header>
      <main className="flex-1 px-4 pb-12">
        <div className="mx-auto max-w-xl">
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">{progressText(step)}</p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            aria-hidden="true"
          >
            <div
              className={`h-full rounded-full bg-orange-600 transition-all dark:bg-orange-400 ${PROGRESS_WIDTHS[step]}`}
            />
          </div>
          <section
            aria-labelledby="onboarding-step-title"
            className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-700"
          >
            <h1
              id="onboarding-step-title"
              ref={focusNewStepHeading}
              tabIndex={-1}
              className="text-2xl font-extrabold text-slate-900 focus:outline-none sm:text-3xl dark:text-white"
            >
              {TITLES[step]}
            </h1>
            {step === 3 && (
              <p className="mt-1 text-slate-600 dark:text-slate-300">
                Schulstufe: {SCHOOL_TYPE_LABELS[state.schoolType]}
              </p>
            )}
            <div className="mt-6">
              {step === 0 && <WelcomeStep />}
              {step === 1 && (
                <NameStep
                  name={state.name}
                  error={nameError}
                  onChange={(name) => {
                    setNameError(null);
                    dispatch({ type: "setName", name });
                  }}
                />
              )}
              {step === 2 && (
                <SchoolTypeStep
                  value={state.schoolType}
                  onChange={(schoolType) => dispatch({ type: "setSchoolType", schoolType })}
                />
              )}
              {step === 3 && (
                <GradeStep
                  schoolType={state.schoolType}
                  grade={state.grade}
                  onChange={(grade) => dispatch({ type: "setGrade", grade })}
                />
              )}
              {step === 4 && (
                <ConfirmStep name={state.name} schoolType={state.schoolType} grade={state.grade} />
              )}
            </div>
            <div className="mt-8 flex flex-wrap-reverse items-center justify-between gap-3">
              {canGoBack(state) ? (
                <Button variant="secondary" onClick={() => dispatch({ type: "back" })}>
                  <ArrowLeftIcon className="size-5" />
                  Zurück
                </Button>
              ) : (
                <span />
              )}
              {step < LAST_STEP ? (
                <Button onClick={advance} disabled={!canGoNext(state)}>
                  {step === 0 ? "Los geht’s" : "Weiter"}
                  <ArrowRightIcon className="size-5" />
                </Button>
              ) : (
                <Button onClick={() => void save()} disabled={saving}>
                  <CheckIcon className="size-5" />
                  {saving ? "Wird gespeichert …" : "Speichern und loslegen"}
                </Button>
              )}
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}
