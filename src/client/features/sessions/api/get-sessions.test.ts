import { describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { withTestApiToken } from "#client/test/api-token.ts";
import { json, mockFetch } from "#client/test/render-app.tsx";
import { sessionSummary } from "#client/test/session-fixtures.ts";
import { getSessions, sessionsQueryOptions } from "./get-sessions.ts";

function answer(response: () => Response) {
  const { fetchMock, calls } = mockFetch({ "GET /api/sessions": response });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

withTestApiToken();

describe("getSessions", () => {
  const list = [sessionSummary({ id: "b" }), sessionSummary({ id: "a" })];

  it("reads the list from the .data field, with the bearer token", async () => {
    const calls = answer(() => json({ data: list, total: 2 }));
    expect(await getSessions()).toEqual(list);
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer test-token");
  });

  it("accepts a bare array too (docs/product.md §4.5)", async () => {
    answer(() => json(list));
    expect(await getSessions()).toEqual(list);
  });

  it("rejects an answer that holds no list instead of showing none", async () => {
    answer(() => json({ sessions: list }));
    await expect(getSessions()).rejects.toThrow("Die Antwort des Servers enthält keine Sessions.");
  });

  it("passes the server's message on for the error state", async () => {
    answer(() => json({ error: "Nicht angemeldet." }, 401));
    const error = await getSessions().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Nicht angemeldet.");
  });
});

describe("sessionsQueryOptions", () => {
  it("keys by pupil and uses the session-list policy", () => {
    const options = sessionsQueryOptions("user-7");
    expect(options.queryKey).toEqual(["sessions", "user-7"]);
    expect(options).toMatchObject({
      staleTime: 2 * 60_000,
      gcTime: 15 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: "always",
    });
  });
});
