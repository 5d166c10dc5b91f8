import { apiFetch } from "#client/lib/api-client.ts";

/** DELETE /api/classes/{id}/pupils/{pupilId} → 204: an account the teacher made, with all its data. */
export async function deletePupil(classId: string, pupilId: string): Promise<void> {
  await apiFetch(`/api/classes/${encodeURIComponent(classId)}/pupils/${encodeURIComponent(pupilId)}`, {
    method: "DELETE",
  });
}
