import { api } from "#client/lib/api-client.ts";
import { joinPreviewSchema } from "#shared/contracts/classes.ts";

/** POST /api/classes/join/preview {code}: which class, whose, and what the teacher will see. */
export function previewJoin(code: string) {
  return api.post("/api/classes/join/preview", joinPreviewSchema, { code });
}
