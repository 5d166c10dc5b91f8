import { validator } from "hono/validator";
import { z } from "zod";
import { AppError } from "#server/lib/errors.ts";

/** The first issue's message, prefixed with its field, as a pupil-readable sentence. */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Ungültige Eingabe.";
  return issue.message;
}

// Validates a JSON body with a shared zod schema (zod's or zod/mini's, decision 056). Hono itself answers malformed JSON and a
// wrong content type with an HTTPException(400), which the app's error handler words in German.
export const jsonBody = <S extends z.core.$ZodType>(schema: S) =>
  validator("json", (value) => {
    const result = z.safeParse(schema, value);
    if (!result.success) throw new AppError(400, "validation_failed", describeIssues(result.error));
    return result.data as z.output<S>;
  });
