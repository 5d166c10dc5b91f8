import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { loadErrorMessage } from "./analysis-messages.ts";

describe("loadErrorMessage", () => {
  it("maps 401 and 'Unauthorized', 404, and anything else (docs/product.md §5.3)", () => {
    expect(loadErrorMessage(new ApiError("Token abgelaufen", 401))).toBe(
      "Anmeldung abgelaufen - bitte neu anmelden",
    );
    expect(loadErrorMessage(new Error("Request failed: Unauthorized"))).toBe(
      "Anmeldung abgelaufen - bitte neu anmelden",
    );
    expect(loadErrorMessage(new ApiError("Session nicht gefunden.", 404))).toBe(
      "Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen",
    );
    expect(loadErrorMessage(new ApiError("Datenbank nicht erreichbar.", 503))).toBe(
      "Fehler beim Laden der Analyse: Datenbank nicht erreichbar.",
    );
  });
});
