import type { SchoolType } from "#shared/domain/school.ts";

// The onboarding wizard's rules (docs/product.md §2.3), kept pure so the screen stays simple.
export const WIZARD_STEP_COUNT = 5;
export const LAST_STEP = WIZARD_STEP_COUNT - 1;

export type WizardState = { step: number; name: string; schoolType: SchoolType; grade: number };

export type WizardAction =
  | { type: "next" }
  | { type: "back" }
  | { type: "setName"; name: string }
  | { type: "setSchoolType"; schoolType: SchoolType }
  | { type: "setGrade"; grade: number };

export function initialWizardState(name = ""): WizardState {
  return { step: 0, name, schoolType: "PRIMARY", grade: 1 };
}

/** Step 0 always; step 1 only with a name that is not just spaces; steps 2 and 3 always. */
export function canGoNext(state: WizardState): boolean {
  if (state.step === 1) return state.name.trim().length > 0;
  return state.step >= 0 && state.step < LAST_STEP;
}

export function canGoBack(state: WizardState): boolean {
  return state.step >= 1 && state.step <= 3;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "next":
      return canGoNext(state) ? { ...state, step: state.step + 1 } : state;
    case "back":
      return canGoBack(state) ? { ...state, step: state.step - 1 } : state;
    case "setName":
      return { ...state, name: action.name };
    case "setSchoolType":
      // Grade ranges differ per school type, so a change starts over at the 1st grade.
      return action.schoolType === state.schoolType
        ? state
        : { ...state, schoolType: action.schoolType, grade: 1 };
    case "setGrade":
      return { ...state, grade: action.grade };
  }
}
