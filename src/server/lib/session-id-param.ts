import { sessionIdSchema } from "#shared/contracts/sessions.ts";
import { AppError } from "./errors.ts";
import { describeIssues } from "./validate.ts";

/** A session id from the path, checked: 400 with the reason when it is not one. */
export function sessionIdParam(raw: string): string {
  const parsed = sessionIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(400, "invalid_session_id", describeIssues(parsed.error));
  return parsed.data;
}
