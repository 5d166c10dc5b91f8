// `npm run eval:tutor`: plays the scripted pupil conversations in tests/tutor-eval/ against the
// configured tutor (the offline tutor, or any AI_PROVIDER from the environment, exactly as the
// chat builds it) and scores every reply on a rubric code can check
// (docs/decisions/040-tutor-evaluation-harness.md). Prints a table per subject and writes JSON.
//
//   npm run eval:tutor                                  every subject, offline unless AI_PROVIDER is set
//   npm run eval:tutor -- --subject mathematik --show   one subject, with its failed turns
//   npm run eval:tutor -- --out results.json            the JSON elsewhere (default: eval-results/)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createModels } from "#server/ai/models.ts";
import { parseEnv } from "#server/env.ts";
import { DEFAULT_DIR, readSubjectSets } from "./tutor-eval/conversations.ts";
import { failuresByCheck, formatTable, runEvaluation, summarise } from "./tutor-eval/harness.ts";

const { values } = parseArgs({
  options: {
    subject: { type: "string" },
    dir: { type: "string", default: DEFAULT_DIR },
    out: { type: "string" },
    show: { type: "boolean", default: false },
  },
});

const env = parseEnv();
const models = createModels(env);
const sets = readSubjectSets(values.dir).filter((s) => !values.subject || s.subject === values.subject);
if (sets.length === 0)
  throw new Error(`no conversations for ${values.subject ?? "any subject"} in ${values.dir}`);

console.log(models.description);
const results = await runEvaluation(models, sets);
const summary = summarise(results);
console.log(`\n${formatTable(summary)}`);
const failures = failuresByCheck(results);
console.log(
  `\nfailed checks: ${Object.entries(failures)
    .map(([check, { failed, of }]) => `${check} ${failed}/${of}`)
    .join(", ")}`,
);

if (values.show) {
  for (const { subject, turns } of results) {
    for (const t of turns.filter((turn) => !turn.passed)) {
      const why = [t.error, ...t.checks.filter((c) => !c.passed).map((c) => c.detail)].filter(Boolean);
      console.log(
        `\n${subject}/${t.conversation}#${t.turn}: ${why.join("; ")}\n  Kind: ${t.pupil}\n  Tutor: ${t.reply.replaceAll("\n", " ")}`,
      );
    }
  }
}

const out =
  values.out ??
  path.join("eval-results", `tutor-${models.provider}-${new Date().toISOString().replaceAll(":", "-")}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ provider: models.provider, model: models.modelId, summary, failures, results }, null, 2)}\n`,
);
console.log(`\nJSON: ${out}`);
