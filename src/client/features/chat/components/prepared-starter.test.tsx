import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { serveChat } from "#client/test/chat-fixtures.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { PLAN } from "#client/test/preparation-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";

// A prepared session's starter message replaces the welcome (docs/product.md §2.9 and §4.7).

const PREPARED = "GET /api/session-preparation/session/s-test";
const log = () => screen.getByRole("log", { name: "Chatverlauf" });
const open = (path = "/tutor/ai-chat/mathematik?sessionId=s-test") =>
  renderApp(path, createFakeAuthClient(fakeSession()).client);
const preparation = (starter: string) => ({
  question: "Brüche addieren",
  analyzedContent: "",
  uploadedFiles: [],
  generatedPlan: { ...PLAN, starter_message: starter },
  timestamp: "2026-11-22T08:00:00.000Z",
});

withTestApiToken();

describe("prepared starter message", () => {
  it.each([
    [
      "preparationData",
      { preparationData: preparation("Grüezi Lea! Bereit für Brüche?"), preparation_data: null },
    ],
    [
      "preparation_data",
      { preparationData: null, preparation_data: preparation("Grüezi Lea! Bereit für Brüche?") },
    ],
  ])("opens with the stored starter_message (%s) instead of the welcome", async (_, session) => {
    serveChat({ routes: { [PREPARED]: () => json({ session: { id: "s-test", ...session } }) } });
    open();
    expect(
      await within(await screen.findByRole("log")).findByText("Grüezi Lea! Bereit für Brüche?"),
    ).toBeTruthy();
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
    expect(log().textContent).not.toMatch(/Mathe-Tutor/);
  });

  it("keeps the welcome when the session cannot be loaded, with a warning only", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    serveChat({
      routes: { [PREPARED]: () => json({ message: "Session nicht gefunden.", code: "not_found" }, 404) },
    });
    open();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "Could not load the prepared session; using the welcome.",
        expect.objectContaining({ message: "Session nicht gefunden." }),
      ),
    );
    expect(log().textContent).toMatch(/Mathe-Tutor/);
  });

  it("does not look for a preparation when the session id was made here", async () => {
    const calls = serveChat({});
    const { router } = open("/tutor/ai-chat/mathematik");
    await vi.waitFor(() => expect(router.state.location.search).toMatch(/^\?sessionId=session_/));
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toContain("GET /api/chat/health"));
    expect(calls.filter((c) => c.key.includes("/api/session-preparation/"))).toEqual([]);
    expect(log().textContent).toMatch(/Mathe-Tutor/);
  });
});
