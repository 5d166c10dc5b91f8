import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { json } from "#client/test/render-app.tsx";
import { findSubject, type Subject } from "#shared/domain/subjects.ts";
import { completionPayload } from "../lib/completion-payload.ts";
import { type SessionMessage, sessionMessage } from "../lib/session-message.ts";
import { useEndSession } from "./use-end-session.ts";

// The hook behind 'Session beenden' in the chat and the voice session (docs/product.md §2.9 and
// §2.10), called directly: what the screens' buttons never let through. The screens' own tests
// (chat/components/end-session.test.tsx, voice/components/voice-end-session.test.tsx) press the
// button.

const subject = findSubject("mathematik") as Subject;

function renderEndSession(messages: SessionMessage[], hasContent: boolean, close?: () => Promise<void>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return json({ success: true });
    }),
  );
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: "/session", element: children },
        { path: "*", element: null },
      ],
      { initialEntries: ["/session"] },
    );
    return <RouterProvider router={router} />;
  };
  const completion = () =>
    completionPayload({ sessionType: "text", messages, subject, uploadedFilesCount: 0 });
  const hook = renderHook(
    () =>
      useEndSession({ sessionId: "s-test", messageCount: messages.length, hasContent, completion, close }),
    { wrapper },
  );
  return { hook, calls, path: () => router?.state.location.pathname };
}

describe("useEndSession", () => {
  it.each([
    ["the chat's welcome", undefined],
    ["a voice session's first words", vi.fn(async () => {})],
  ])("does nothing with only %s: nothing closes, nothing navigates", async (_, close) => {
    const { hook, calls, path } = renderEndSession(
      [sessionMessage("assistant", "Hallo!", { welcome: close === undefined })],
      true,
      close,
    );
    expect(hook.result.current.canEnd).toBe(false);
    await act(() => hook.result.current.end());
    if (close) expect(close).not.toHaveBeenCalled();
    expect(path()).toBe("/session");
    expect(calls).toEqual([]);
  });

  it("goes to /tutor without completing when the pupil wrote nothing", async () => {
    const { hook, calls, path } = renderEndSession(
      [
        sessionMessage("assistant", "Hallo!", { welcome: true }),
        sessionMessage("assistant", "Bist du noch da?"),
      ],
      false,
    );
    expect(hook.result.current.canEnd).toBe(true);
    await act(() => hook.result.current.end());
    expect(path()).toBe("/tutor");
    expect(calls).toEqual([]);
  });
});
