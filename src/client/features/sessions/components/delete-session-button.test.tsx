import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { onboardingRecord } from "#client/test/onboarding-fixtures.ts";
import { json, mockFetch, renderApp } from "#client/test/render-app.tsx";
import { sessionSummary } from "#client/test/session-fixtures.ts";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { DELETE_SESSION_CONFIRM, DELETE_SESSION_FAILED } from "./delete-session-button.tsx";

// Deleting one session from the list on /analyse (issue 18): asked first, DELETE
// /api/sessions/{id}, and the list as the server has it afterwards (react-query invalidation).

function serve(initial: SessionSummary[], remove: (id: string) => Response) {
  let list = initial;
  const { fetchMock, calls } = mockFetch({
    "GET /api/onboarding": () => json({ onboarding: onboardingRecord }),
    "GET /api/sessions": () => json({ data: list, total: list.length }),
    ...Object.fromEntries(
      initial.map((s) => [
        `DELETE /api/sessions/${s.id}`,
        () => {
          const answer = remove(s.id);
          if (answer.status === 204) list = list.filter((other) => other.id !== s.id);
          return answer;
        },
      ]),
    ),
  });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

const sessions = [
  sessionSummary({ id: "math-1", createdAt: "2026-11-20T09:05:00.000Z" }),
  sessionSummary({
    id: "physik-1",
    subject: { name: "Physik", emoji: "⚛️" },
    subjectId: "physik",
    subjectName: "Physik",
    createdAt: "2026-11-19T15:00:00.000Z",
  }),
];

/** The cards' links in 'Deine Sessions' as they are now (none while it loads). */
const links = () => {
  const heading = screen.queryByRole("heading", { level: 2, name: "Deine Sessions" });
  const section = heading?.closest("section");
  return section
    ? within(section as HTMLElement)
        .queryAllByRole("link")
        .map((link) => link.getAttribute("href"))
    : [];
};
// The first render of the whole app can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

withTestApiToken();
afterEach(() => vi.restoreAllMocks());

describe("deleting a session from the list", () => {
  it("asks first, deletes it on the server and shows the list without it", async () => {
    const calls = serve(sessions, () => new Response(null, { status: 204 }));
    renderApp("/analyse", createFakeAuthClient(fakeSession()).client);
    await vi.waitFor(() => expect(links()).toEqual(["/analysis/math-1", "/analysis/physik-1"]), SLOW);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: /^Session löschen: Physik, 19\.11\.2026/ });

    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(DELETE_SESSION_CONFIRM);
    expect(calls.some((c) => c.key.startsWith("DELETE "))).toBe(false);

    confirm.mockReturnValueOnce(true);
    await user.click(button);
    await vi.waitFor(() => expect(links()).toEqual(["/analysis/math-1"]), SLOW);
    expect(calls.filter((c) => c.key.startsWith("DELETE ")).map((c) => c.key)).toEqual([
      "DELETE /api/sessions/physik-1",
    ]);
    expect(calls.filter((c) => c.key === "GET /api/sessions")).toHaveLength(2);
  });

  it("says in German when the server could not delete it, and keeps it in the list", async () => {
    serve(sessions, () => json({ message: "Der Server hat ein Problem." }, 500));
    renderApp("/analyse", createFakeAuthClient(fakeSession()).client);
    await vi.waitFor(() => expect(links()).toHaveLength(2), SLOW);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    await userEvent.setup().click(screen.getByRole("button", { name: /^Session löschen: Mathematik/ }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith(`${DELETE_SESSION_FAILED}: Der Server hat ein Problem.`),
    );
    expect(links()).toHaveLength(2);
  });
});
