import { Link, useNavigate } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { useEndOpenSession } from "../api/end-open-session.ts";

/** The newest session that is not finished and whose subject the app knows (it opens by subject). */
function newestOpen(sessions: readonly SessionSummary[]) {
  const time = (s: SessionSummary) => new Date(s.createdAt).getTime() || 0;
  const open = sessions
    .filter((s) => s.status !== "COMPLETED" && findSubject(s.subjectId))
    .sort((a, b) => time(b) - time(a))[0];
  const subject = findSubject(open?.subjectId);
  return open && subject ? { session: open, subject } : null;
}

/**
 * Home's card for a session left unfinished (docs/decisions/039-resume-and-resend.md):
 * 'Weitermachen' opens it where it stopped, 'Beenden' ends it like the session screen does and
 * opens its analysis.
 */
export function OpenSession({ sessions }: { sessions: readonly SessionSummary[] }) {
  const navigate = useNavigate();
  const end = useEndOpenSession();
  const open = newestOpen(sessions);
  if (!open) return null;
  const { session, subject } = open;
  const kind = session.type === "VOICE" ? "ai-voice" : "ai-chat";
  const address = `/tutor/${kind}/${subject.id}?sessionId=${encodeURIComponent(session.id)}`;
  const finish = () =>
    end.mutate(open, { onSuccess: () => void navigate(`/analysis/${encodeURIComponent(session.id)}`) });
  return (
    <section
      aria-labelledby="open-session-title"
      className="rounded-3xl bg-amber-50 p-5 shadow-sm ring-1 ring-amber-200 sm:p-6 dark:bg-slate-900 dark:ring-amber-400/40"
    >
      <h2 id="open-session-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Noch nicht fertig: {subject.emoji} {subject.name}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">
        Du kannst dort weitermachen, wo du aufgehört hast, oder die Session jetzt beenden.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={address} className={buttonClasses("primary")}>
          Weitermachen
        </Link>
        <button
          type="button"
          onClick={finish}
          disabled={end.isPending}
          className={buttonClasses("secondary")}
        >
          {end.isPending ? "Beende..." : "Beenden"}
        </button>
      </div>
      <ErrorAlert
        message={end.error ? `Fehler beim Beenden der Session: ${end.error.message}` : null}
        className="mt-3"
      />
    </section>
  );
}
