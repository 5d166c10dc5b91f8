import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import type { InterviewPlan, PreparationPlan } from "#shared/contracts/preparation.ts";
import { createFakeAuthClient, fakeSession } from "./fake-auth-client.ts";
import { fileInput } from "./file-fixtures.ts";
import { serveApi } from "./onboarding-fixtures.ts";
import { json, renderApp } from "./render-app.tsx";

// The preparation screen's tests: plans, the API around it, and its controls.

export const PLAN: PreparationPlan = {
  learning_objectives: ["Brüche gleichnamig machen", "Brüche addieren"],
  discussion_flow: ["Einstieg mit Pizza-Stücken", "Gemeinsam üben", "Selbst lösen"],
  interactive_elements: ["Kurzes Quiz"],
  estimated_duration: "20 Minuten",
  difficulty_level: "Mittel",
  starter_message: "Hallo Lea! Heute addieren wir Brüche. Was ist 1/2 + 1/4?",
};

export const INTERVIEW_PLAN: InterviewPlan = {
  interview_position: "Informatiker EFZ",
  company_context: "Die Gemeinde Bern bildet jedes Jahr zwei Lernende aus.",
  interview_flow: ["Begrüssung", "Motivation", "Fragen der Bewerberin"],
  key_questions: ["Warum möchtest du Informatiker werden?"],
  assessment_criteria: ["Auftreten", "Motivation"],
  estimated_duration: "30 Minuten",
  interview_style: "Freundlich, aber formell",
  starter_message: "Grüezi, schön, dass Sie da sind. Erzählen Sie etwas über sich.",
};

type Route = (init?: RequestInit) => Response | Promise<Response>;

/**
 * A pupil with a learning profile on the preparation screen. The chat a started session opens
 * asks for its preparation under a generated id, so every such request gets an empty answer.
 */
export function servePreparation(routes: Record<string, Route>) {
  const calls = serveApi({
    profile: true,
    routes: {
      "GET /api/chat/health": () => json({ status: "ok", provider: "offline", model: "x", offline: true }),
      ...routes,
    },
  });
  const inner = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/api/session-preparation/session/")
        ? Promise.resolve(json({ session: { id: "x", preparationData: null, preparation_data: null } }))
        : inner(input, init),
    ),
  );
  return calls;
}

export const openPreparation = (path = "/tutor/prepare/mathematik/chat") =>
  renderApp(path, createFakeAuthClient(fakeSession()).client);

/** Types the question, picks the files (if any) and asks for the plan; the user goes on from there. */
export async function askForPlan(question: string, files: readonly File[] = []) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole("textbox"), question);
  if (files.length > 0) await user.upload(fileInput("Dateien (freiwillig)"), [...files]);
  await user.click(screen.getByRole("button", { name: "Lernplan erstellen" }));
  return user;
}

export const questionField = (name = "Was möchtest du lernen?") => screen.getByRole("textbox", { name });
export const progressbar = () => screen.getByRole("progressbar", { name: "Fortschritt der Vorbereitung" });
export const percent = () => progressbar().getAttribute("aria-valuenow");
/** The checklist's items as "Name (erledigt)" / "Name (offen)". */
export const checklist = () =>
  screen
    .getAllByRole("listitem")
    .filter((li) => li.closest("ul")?.getAttribute("aria-label") === "Schritte der Vorbereitung")
    .map((li) => li.textContent);
