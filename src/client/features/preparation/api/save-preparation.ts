import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#client/lib/api-client.ts";
import type { savePreparationSchema } from "#shared/contracts/preparation.ts";

export type SavePreparationInput = z.input<typeof savePreparationSchema>;

/**
 * POST /api/session-preparation/save-preparation (docs/product.md §4.7): the question, the analysed
 * files and the plan, stored with the session the pupil is about to start. Its answer is not
 * read (the product needs nothing from it).
 */
export function savePreparation(input: SavePreparationInput): Promise<unknown> {
  return api.post<unknown>("/api/session-preparation/save-preparation", input);
}

export function useSavePreparation() {
  return useMutation({ mutationFn: savePreparation });
}
