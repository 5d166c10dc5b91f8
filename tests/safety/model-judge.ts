import { createModels } from "#server/ai/models.ts";
import { parseEnv } from "#server/env.ts";

/**
 * The configured model's second opinion for the evaluation: the judge the chat uses, built from
 * the same environment (AI_PROVIDER, AI_MODEL, AI_BASE_URL, AI_API_KEY …); null when the tutor
 * is offline. A message the model could not judge (timeout, error) counts as not flagged.
 */
export async function modelJudgeFromEnv() {
  const models = createModels(parseEnv());
  const judge = models.safetyJudge;
  if (!judge) return null;
  return Object.assign(
    async (text: string) => {
      const verdict = await judge(text);
      return "crisis" in verdict && verdict.crisis ? verdict.kind : null;
    },
    { label: `${models.provider} ${models.modelId}` },
  );
}
