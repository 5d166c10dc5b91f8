import { apiFetch } from "#client/lib/api-client.ts";

/** DELETE /api/classes/{id} → 204: the class, its memberships and help alerts; the accounts stay. */
export async function deleteClass(classId: string): Promise<void> {
  await apiFetch(`/api/classes/${encodeURIComponent(classId)}`, { method: "DELETE" });
}
