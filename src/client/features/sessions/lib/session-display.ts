import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";

type SubjectFields = Pick<SessionSummary, "subject" | "subjectName" | "subjectId">;

/** docs/product.md §2.6: the overview's card falls back to a book. */
export const DEFAULT_SESSION_EMOJI = "📖";

/** The subject's name as the server sent it (subject.name, else subjectName), or null. */
export function sessionSubjectName(session: SubjectFields): string | null {
  const name = session.subject?.name ?? session.subjectName;
  return name?.trim() ? name.trim() : null;
}

/** The subject's emoji, else the catalogue's for its id or name, else the book. */
export function sessionSubjectEmoji(session: SubjectFields): string {
  return (
    session.subject?.emoji ||
    findSubject(session.subjectId)?.emoji ||
    findSubject(session.subjectName)?.emoji ||
    DEFAULT_SESSION_EMOJI
  );
}
