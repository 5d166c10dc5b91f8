import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { onboardingResponseSchema } from "#shared/contracts/onboarding.ts";
import {
  ApiError,
  api,
  apiRequest,
  errorMessageFor,
  INVALID_RESPONSE_MESSAGE,
  InvalidResponseError,
  NetworkError,
  setAccessTokenProvider,
} from "./api-client.ts";

const anything = z.unknown();

function respond(body: string, status: number, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, statusText })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null);
});

describe("errorMessageFor (docs/product.md §4.1)", () => {
  it("prefers the response's message, then its error, then the status line", () => {
    expect(errorMessageFor(400, "Bad Request", { message: "Name fehlt", error: "x" })).toBe("Name fehlt");
    expect(errorMessageFor(400, "Bad Request", { error: "Ungültige Eingabe" })).toBe("Ungültige Eingabe");
    expect(errorMessageFor(502, "Bad Gateway", null)).toBe("HTTP 502: Bad Gateway");
    expect(errorMessageFor(500, "Internal Server Error", { message: "" })).toBe(
      "HTTP 500: Internal Server Error",
    );
  });
});

describe("apiRequest", () => {
  it("sends the bearer token and JSON body, and returns the parsed answer", async () => {
    setAccessTokenProvider(async () => "abc");
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(
      apiRequest("/api/onboarding", z.object({ ok: z.boolean() }), { method: "POST", body: { name: "Lea" } }),
    ).resolves.toEqual({
      ok: true,
    });

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(path).toBe("/api/onboarding");
    expect(headers.get("Authorization")).toBe("Bearer abc");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init.body).toBe('{"name":"Lea"}');
  });

  it("warns and still sends the request when there is no token", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);

    await apiRequest("/api/onboarding", anything);

    expect(warn).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });

  it("throws an ApiError with the server's message and status", async () => {
    setAccessTokenProvider(async () => "abc");
    respond('{"message":"Bitte melde dich erneut an."}', 401, "Unauthorized");
    const error = await apiRequest("/api/onboarding", anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe("Bitte melde dich erneut an.");
  });

  it("falls back to the status line when the body is not JSON", async () => {
    setAccessTokenProvider(async () => "abc");
    respond("<html>Bad gateway</html>", 502, "Bad Gateway");
    await expect(apiRequest("/api/onboarding", anything)).rejects.toThrow("HTTP 502: Bad Gateway");
  });

  it("reports an unreachable server in German", async () => {
    setAccessTokenProvider(async () => "abc");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiRequest("/api/onboarding", anything)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("api: responses parsed with the route's shared schema (decision 027)", () => {
  const onboarding = {
    name: "Lea",
    schoolType: "PRIMARY",
    grade: 5,
    completed: true,
    answers: {},
    createdAt: "2026-11-25T09:00:00.000Z",
    updatedAt: "2026-11-25T09:00:00.000Z",
  };

  it("returns the parsed answer when it matches", async () => {
    setAccessTokenProvider(async () => "abc");
    respond(JSON.stringify({ onboarding }), 200);
    await expect(api.get("/api/onboarding", onboardingResponseSchema)).resolves.toEqual({ onboarding });
  });

  it("refuses an answer with a missing field, naming the field", async () => {
    setAccessTokenProvider(async () => "abc");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { completed: _, ...withoutCompleted } = onboarding;
    respond(JSON.stringify({ onboarding: withoutCompleted }), 200);

    const error = await api.get("/api/onboarding", onboardingResponseSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toBe(INVALID_RESPONSE_MESSAGE);
    expect((error as InvalidResponseError).issues).toContain("onboarding.completed");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("refuses an empty 200 with the caller's own German message", async () => {
    setAccessTokenProvider(async () => "abc");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    respond("", 200);
    await expect(
      api.post(
        "/api/onboarding",
        onboardingResponseSchema,
        {},
        { invalidMessage: "Speichern fehlgeschlagen." },
      ),
    ).rejects.toThrow("Speichern fehlgeschlagen.");
  });
});
