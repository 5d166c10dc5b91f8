import { detectByRules, detectCrisis } from "#server/ai/safety/crisis.ts";
import { readCorpusFile } from "#tests/safety/corpus.ts";
for (const e of readCorpusFile(new URL("./tune/09-second-holdout-retired.jsonl", import.meta.url))) {
  if (e.kind !== "none" && !detectByRules(e.text)) console.log("RULEMISS", e.kind, "|", e.text);
  if (e.kind === "none" && detectCrisis(e.text)) console.log("FALSE", e.area, "|", e.text, detectCrisis(e.text)?.matched);
}
