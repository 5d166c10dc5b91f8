import { api } from "#client/lib/api-client.ts";
import { type PasswordReset, passwordResetSchema } from "#shared/contracts/classes.ts";

/** POST …/pupils/{pupilId}/reset-password: a new passphrase, shown once; the pupil's sessions end. */
export function resetPupilPassword(classId: string, pupilId: string): Promise<PasswordReset> {
  return api.post(
    `/api/classes/${encodeURIComponent(classId)}/pupils/${encodeURIComponent(pupilId)}/reset-password`,
    passwordResetSchema,
  );
}
