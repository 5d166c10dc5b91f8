import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { type EnrollSubjectResponse, enrollSubjectResponseSchema } from "#shared/contracts/subjects.ts";

// GET /api/subjects/user lists the pupil's subjects; no screen reads it yet, but a later one
// (home, sessions) will, so enrolling refreshes everything under this key.
export const subjectKeys = {
  all: ["subjects"] as const,
};

export function enrollSubject(subjectId: string): Promise<EnrollSubjectResponse> {
  return api.post(`/api/subjects/${encodeURIComponent(subjectId)}/enroll`, enrollSubjectResponseSchema);
}

/**
 * Records that the pupil learns this subject (idempotent on the server). Fired when a session
 * type is picked, without waiting: a failure must never stop the pupil, so it is only logged
 * as a warning. The callbacks sit on the mutation, not on mutate(), so they run even after the
 * picking screen has been left.
 */
export function useEnrollSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
    onError: (error, subjectId) => {
      console.warn(`Could not enrol in subject ${subjectId}: ${error.message}`);
    },
  });
}
