import { screen } from "@testing-library/react";
import { vi } from "vitest";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { onboardingRecord } from "./onboarding-fixtures.ts";
import { json, mockFetch } from "./render-app.tsx";

/** A completed 12-minute maths chat; override what a test is about. */
export function sessionSummary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: "s-1",
    subjectId: "mathematik",
    subjectName: "Mathematik",
    subject: { name: "Mathematik", emoji: "🧮" },
    type: "CHAT",
    status: "COMPLETED",
    topic: "Brüche",
    durationMinutes: 12,
    createdAt: new Date(2026, 10, 20, 9, 5).toISOString(),
    completedAt: new Date(2026, 10, 20, 9, 17).toISOString(),
    sessionSummary: null,
    ...overrides,
  };
}

type Answer = () => Response | Promise<Response>;

/**
 * An onboarded pupil whose GET /api/sessions answers with `body` as JSON, or with what the
 * function returns (a failure, a delay).
 */
export function serveSessions(body: unknown) {
  const answer: Answer = typeof body === "function" ? (body as Answer) : () => json(body);
  const { fetchMock, calls } = mockFetch({
    "GET /api/onboarding": () => json({ onboarding: onboardingRecord }),
    "GET /api/sessions": answer,
  });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

/** Freezes only the clock (not timers, so Testing Library's waiting works) at a local time. */
export function setNow(date: Date): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(date);
}

/** A counter's number: the <dd> after the <dt> with its label. */
export const stat = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

/** The section a session list's title heads, once it has loaded ('Letzte Sessions', 'Deine Sessions'). */
export async function sessionListSection(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 2, name: title });
  return heading.closest("section") as HTMLElement;
}
