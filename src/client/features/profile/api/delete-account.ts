import { apiFetch } from "#client/lib/api-client.ts";
import type { DeleteAccountInput } from "#shared/contracts/account.ts";

/**
 * DELETE /api/account {password} → 204: the account and everything in it is gone. A wrong
 * password answers 403 and a missing one 400, both with a German message, which apiFetch throws
 * as an ApiError for the dialog to show.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiFetch("/api/account", { method: "DELETE", body: input });
}
