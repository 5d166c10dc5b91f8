import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#client/lib/api-client.ts";
import { savePreparationResponseSchema, type savePreparationSchema } from "#shared/contracts/preparation.ts";

export type SavePreparationInput = z.input<typeof savePreparationSchema>;

/**
 * POST /api/session-preparation/save-preparation (docs/product.md §4.7): the question, the analysed
 * files and the plan, stored with the session the pupil is about to start. Of its answer only
 * `success` is read: the screen goes on to the session it already knows.
 */
export function savePreparation(input: SavePreparationInput): Promise<{ success: true }> {
  return api.post(
    "/api/session-preparation/save-preparation",
    savePreparationResponseSchema.pick({ success: true }),
    input,
  );
}

export function useSavePreparation() {
  return useMutation({ mutationFn: savePreparation });
}
