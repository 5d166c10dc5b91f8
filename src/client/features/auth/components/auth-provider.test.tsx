import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeAuthClient, fakeSession, fakeUser } from "#client/test/fake-auth-client.ts";
import { createTestQueryClient } from "#client/test/render-app.tsx";
import { useAuth } from "../hooks/use-auth.ts";
import { AuthProvider } from "./auth-provider.tsx";

function Probe() {
  const { loading, user, signOut } = useAuth();
  const text = loading ? "loading" : user ? `${user.id} ${user.email}` : "signed-out";
  return (
    <>
      <p data-testid="state">{text}</p>
      <button type="button" onClick={() => void signOut()}>
        Abmelden
      </button>
    </>
  );
}

function renderProvider(auth = createFakeAuthClient()) {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider auth={auth.client}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...auth, queryClient };
}

const state = () => screen.getByTestId("state").textContent;
const session = (id: string, email: string) => fakeSession(fakeUser({ id, email }));

describe("AuthProvider", () => {
  it("is loading until the stored session has been read", async () => {
    const auth = createFakeAuthClient(fakeSession());
    renderProvider(auth);
    expect(state()).toBe("loading");
    expect(await screen.findByText("user-1 lea@example.ch")).toBeTruthy();
  });

  it("applies an auth event after 100 ms", async () => {
    vi.useFakeTimers();
    const { emit } = renderProvider();
    await act(async () => {}); // the initial getSession()
    expect(state()).toBe("signed-out");

    act(() => emit("SIGNED_IN", session("lea", "a@example.ch")));
    act(() => vi.advanceTimersByTime(99));
    expect(state()).toBe("signed-out");
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toBe("lea a@example.ch");
  });

  it("ignores the same event for the same user within 1 s, and nothing else", async () => {
    vi.useFakeTimers();
    const { emit } = renderProvider();
    await act(async () => {});
    const step = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    act(() => emit("SIGNED_IN", session("lea", "a@example.ch")));
    step(500);
    act(() => emit("SIGNED_IN", session("lea", "b@example.ch"))); // 500 ms later: ignored
    step(200);
    expect(state()).toBe("lea a@example.ch");

    step(300); // 1 s after the accepted one
    act(() => emit("SIGNED_IN", session("lea", "c@example.ch")));
    step(100);
    expect(state()).toBe("lea c@example.ch");

    act(() => emit("USER_UPDATED", session("lea", "d@example.ch"))); // other event: applied
    step(100);
    expect(state()).toBe("lea d@example.ch");

    act(() => emit("USER_UPDATED", session("ben", "e@example.ch"))); // other user: applied
    step(100);
    expect(state()).toBe("ben e@example.ch");
  });

  it("signs out at once, and an event still waiting cannot bring the session back", async () => {
    vi.useFakeTimers();
    const auth = createFakeAuthClient(fakeSession());
    const { emit } = renderProvider(auth);
    await act(async () => {});
    act(() => emit("INITIAL_SESSION", fakeSession())); // page just loaded: applies in 100 ms

    await act(async () => screen.getByRole("button", { name: "Abmelden" }).click());
    expect(auth.auth.signOut).toHaveBeenCalledTimes(1);
    expect(state()).toBe("signed-out");

    act(() => vi.advanceTimersByTime(100));
    expect(state()).toBe("signed-out");
  });

  it("clears the query cache when the pupil signs out", async () => {
    vi.useFakeTimers();
    const auth = createFakeAuthClient(fakeSession());
    const { emit, queryClient } = renderProvider(auth);
    await act(async () => {});
    queryClient.setQueryData(["onboarding", "user-1"], { onboarding: null });
    window.localStorage.setItem("lernfunke:draft", "geheim");
    window.localStorage.setItem("theme", "dark");

    act(() => emit("SIGNED_OUT", null));
    act(() => vi.advanceTimersByTime(100));

    expect(state()).toBe("signed-out");
    expect(queryClient.getQueryData(["onboarding", "user-1"])).toBeUndefined();
    expect(window.localStorage.getItem("lernfunke:draft")).toBeNull();
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });
});
