import { validator } from "hono/validator";
import type { z } from "zod";
import { AppError } from "#server/lib/errors.ts";

/** The first issue's message, prefixed with its field, as a pupil-readable sentence. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Ungültige Eingabe.";
  return issue.message;
}

// Validates a JSON body with a shared zod schema. Hono itself answers malformed JSON and a
// wrong content type with an HTTPException(400), which the app's error handler words in German.
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator("json", (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new AppError(400, "validation_failed", describeIssues(result.error));
    return result.data as z.output<S>;
  });
