import type { MiddlewareHandler } from "hono";
import { AppError } from "#server/lib/errors.ts";
import { decodeUtf8, jsonTextFault, MAX_JSON_DEPTH, type TextFault, urlTextFault } from "./text-faults.ts";

// The one boundary every request's text passes before a route sees it (app.ts mounts it after the
// body-size limit; docs/decisions/021-input-boundary.md). It reads the body as bytes through
// c.req, whose cache hands the same bytes to the routes' parsers (Hono's JSON validator, GoTrue's
// readBody): they parse what was checked. Multipart uploads are the files feature's.

/** The German refusal for a fault; the code follows GoTrue's names (decision 021). */
function faultError(fault: TextFault): AppError {
  if (fault === "too_deep") {
    return new AppError(
      400,
      "bad_json",
      `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`,
    );
  }
  return new AppError(
    400,
    "validation_failed",
    "Der Text enthält ein ungültiges Zeichen (zum Beispiel ein Nullzeichen). Bitte entferne es und versuche es noch einmal.",
  );
}

export function inputBoundary(options: { skipBody: (path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    const urlFault = urlTextFault(pathStart === -1 ? "" : url.slice(pathStart));
    if (urlFault) throw new AppError(400, "validation_failed", "Die Adresse enthält ein ungültiges Zeichen.");
    // GET and HEAD have no body to check; asking for one would build a full Request (058).
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    if (!c.req.raw.body || options.skipBody(c.req.path)) return next();

    let bytes: ArrayBuffer;
    try {
      bytes = await c.req.arrayBuffer();
    } catch {
      // A client that broke off mid-body; the size limit has already read a chunked body whole.
      throw new AppError(
        400,
        "bad_request",
        "Die Anfrage liess sich nicht lesen. Bitte versuche es noch einmal.",
      );
    }
    const text = decodeUtf8(bytes);
    if (text === null) throw faultError("invalid_utf8");
    const fault = jsonTextFault(text);
    if (fault) throw faultError(fault);
    return next();
  };
}
