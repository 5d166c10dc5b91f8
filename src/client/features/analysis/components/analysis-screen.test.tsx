import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "#client/features/auth/index.ts";
import { serveAnalysis } from "#client/test/analysis-fixtures.ts";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { useFakeTimersForTestingLibrary } from "#client/test/fake-timers.ts";
import { createTestQueryClient } from "#client/test/render-app.tsx";
import { AnalysisScreen } from "./analysis-screen.tsx";

// What the app's routes never let through: a missing id, and no signed-in session (the screen
// waits 3 s for one, docs/product.md §2.11). Rendered without the auth guard, with a fake auth client.

withTestApiToken();

function renderScreen(sessionId: string | undefined) {
  const fake = createFakeAuthClient(null);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AnalysisScreen
            sessionId={sessionId}
            renderLearningProfile={() => null}
            renderHelpCard={() => null}
            newSessionLink={{ to: "/tutor/select" }}
          />
        ),
      },
    ],
    { initialEntries: ["/analysis/s-1"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider auth={fake.client}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return fake;
}

describe("AnalysisScreen without an id or a session", () => {
  it("says 'Session ID nicht gefunden' without an id", () => {
    renderScreen(undefined);
    expect(screen.getByRole("alert").textContent).toBe("Session ID nicht gefunden");
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
  });

  it("waits 3 s for a signed-in session, then says 'Anmeldung erforderlich - bitte neu anmelden'", async () => {
    useFakeTimersForTestingLibrary();
    const calls = serveAnalysis();
    renderScreen("s-1");
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole("status").textContent).toBe("Nachbereitung wird geladen …");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("alert").textContent).toBe("Anmeldung erforderlich - bitte neu anmelden");
    expect(calls).toEqual([]);
  });

  it("goes on when the session arrives within the 3 s", async () => {
    useFakeTimersForTestingLibrary();
    serveAnalysis();
    const fake = renderScreen("s-1");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    act(() => fake.emit("SIGNED_IN", fakeSession()));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole("heading", { level: 2, name: "Session-Qualität" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
