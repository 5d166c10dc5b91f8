import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import type { ClassMember, PasswordReset } from "#shared/contracts/classes.ts";
import { formatDate } from "#shared/format/dates.ts";
import { classKeys } from "../api/class-keys.ts";
import { deletePupil } from "../api/delete-pupil.ts";
import { resetPupilPassword } from "../api/reset-password.ts";
import { DeletePupilDialog } from "./delete-pupil-dialog.tsx";

export const resetConfirm = (name: string) =>
  `Ein neues Passwort für ${name} erstellen? Das bisherige funktioniert danach nicht mehr, und ${name} wird überall abgemeldet.`;

type MemberListProps = {
  classId: string;
  members: readonly ClassMember[];
  /** The new passphrase: the page shows it as a card to print. */
  onReset: (member: ClassMember, reset: PasswordReset) => void;
};

/**
 * The class's members. Accounts the teacher made from a class list can get a new passphrase or
 * be deleted; pupils who joined with their own account can only leave by themselves.
 */
export function MemberList({ classId, members, onReset }: MemberListProps) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ClassMember | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (members.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">Noch niemand in dieser Klasse.</p>;
  }

  const reset = async (member: ClassMember) => {
    if (!window.confirm(resetConfirm(member.displayName))) return;
    setBusyId(member.id);
    setError(null);
    try {
      onReset(member, await resetPupilPassword(classId, member.id));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (member: ClassMember) => {
    await deletePupil(classId, member.id);
    setDeleting(null);
    await queryClient.invalidateQueries({ queryKey: classKeys.all });
  };

  return (
    <>
      <ErrorAlert message={error} className="mb-3" />
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900 dark:text-white">{member.displayName}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {member.username ? `${member.username} · ` : "Eigenes Konto · "}
                dabei seit {formatDate(member.joinedAt)}
              </p>
            </div>
            {member.createdByTeacher && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => void reset(member)}
                  disabled={busyId === member.id}
                  aria-label={`Neues Passwort für ${member.displayName}`}
                >
                  Neues Passwort
                </Button>
                <Button
                  variant="danger"
                  onClick={() => setDeleting(member)}
                  aria-label={`Konto von ${member.displayName} löschen`}
                >
                  Konto löschen
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {deleting && (
        <DeletePupilDialog
          name={deleting.displayName}
          username={deleting.username}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
