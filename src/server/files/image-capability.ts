import type { Models } from "#server/ai/models.ts";

// Whether the configured model can read pictures. Deliberately simple, because providers do not
// report it and guessing per model name goes stale: the offline tutor cannot; OpenAI and
// Anthropic (whose current chat models all take images) can; an OpenAI-compatible server only
// when the operator says so with AI_ACCEPTS_IMAGES=true (a local Llama often cannot, LLaVA can).
// A test fake counts as the provider it stands in for.
export function acceptsImages(models: Pick<Models, "provider" | "isOffline">, acceptsImagesSetting: boolean) {
  if (models.isOffline) return false;
  switch (models.provider) {
    case "openai":
    case "anthropic":
      return true;
    case "openai-compatible":
      return acceptsImagesSetting;
    case "offline":
      return false;
  }
}
