import { DefinitionList } from "#client/components/ui/definition-list.tsx";
import { usernameOf } from "#shared/domain/usernames.ts";
import { formatDate } from "#shared/format/dates.ts";

type ProfileDetailsProps = {
  name: string;
  email: string;
  memberSince: string;
  schoolType: string;
  grade: string;
  /** A teacher's account has no school type and grade of its own (issue 20). */
  isTeacher?: boolean;
};

export function ProfileDetails({
  name,
  email,
  memberSince,
  schoolType,
  grade,
  isTeacher = false,
}: ProfileDetailsProps) {
  // An account from a teacher's class list has a username, not an address (issue 20).
  const username = usernameOf(email);
  const rows: ReadonlyArray<readonly [string, string]> = [
    username ? ["Benutzername", username] : ["E-Mail", email],
    ["Dabei seit", formatDate(memberSince)],
    ...(isTeacher
      ? [["Rolle", "Lehrperson"] as const]
      : [["Schulstufe", schoolType] as const, ["Klasse", grade] as const]),
  ];
  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-orange-100 text-2xl font-extrabold text-orange-900 dark:bg-orange-400/20 dark:text-orange-200"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <h2 id="profile-name" className="text-xl font-bold break-words text-slate-900 dark:text-white">
          {name}
        </h2>
      </div>
      <DefinitionList rows={rows} look="lines" className="mt-6" />
    </section>
  );
}
