// `npm run eval:tutor`: plays the scripted pupil conversations in tests/tutor-eval/ against the
// configured tutor (the offline tutor, or any AI_PROVIDER from the environment, exactly as the
// chat builds it) and scores every reply on a rubric code can check
// (docs/decisions/040-tutor-evaluation-harness.md). Prints a table per subject and writes JSON.
// Two sets (docs/decisions/048-tutor-eval-holdout.md): "tune" (tests/tutor-eval/*.json, the
// default) and "holdout" (tests/tutor-eval/holdout/, never tuned on); "all" runs both, each with
// its own table and JSON.
//
//   npm run eval:tutor                                  the tune set, offline unless AI_PROVIDER is set
//   npm run eval:tutor -- --set holdout                 the hold-out set (--set all: both, one after the other)
//   npm run eval:tutor -- --subject mathematik --show   one subject, with its failed turns (not for the hold-out)
//   npm run eval:tutor -- --out results.json            the JSON elsewhere (default: eval-results/)
//   npm run eval:tutor -- --dir some/folder             the conversations of another folder
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createModels, type Models } from "#server/ai/models.ts";
import { parseEnv } from "#server/env.ts";
import { EVAL_SETS, type EvalSetName, readSubjectSets } from "./tutor-eval/conversations.ts";
import { failuresByCheck, formatTable, runEvaluation, summarise } from "./tutor-eval/harness.ts";

const { values } = parseArgs({
  options: {
    set: { type: "string", default: "tune" },
    subject: { type: "string" },
    dir: { type: "string" },
    out: { type: "string" },
    show: { type: "boolean", default: false },
  },
});

const setNames = Object.keys(EVAL_SETS) as EvalSetName[];
const isSetName = (name: string): name is EvalSetName => setNames.includes(name as EvalSetName);
const setArg = values.set;
if (setArg !== "all" && !isSetName(setArg))
  throw new Error(`--set ${setArg}: expected ${[...setNames, "all"].join(", ")}`);
/** The runs to make: a name for the output and the folder of its conversations. */
const runs: { name: string; dir: string }[] = values.dir
  ? [{ name: "dir", dir: values.dir }]
  : (setArg === "all" ? setNames : [setArg]).map((name) => ({ name, dir: EVAL_SETS[name] }));

const env = parseEnv();
const models = createModels(env);
console.log(models.description);
const stamp = new Date().toISOString().replaceAll(":", "-");
for (const run of runs) await evaluate(models, run.name, run.dir);

async function evaluate(models: Models, name: string, dir: string) {
  const sets = readSubjectSets(dir).filter((s) => !values.subject || s.subject === values.subject);
  if (sets.length === 0) throw new Error(`no conversations for ${values.subject ?? "any subject"} in ${dir}`);

  console.log(`\n## ${name} (${dir})`);
  const results = await runEvaluation(models, sets);
  const summary = summarise(results);
  console.log(`\n${formatTable(summary)}`);
  const failures = failuresByCheck(results);
  console.log(
    `\nfailed checks: ${Object.entries(failures)
      .map(([check, { failed, of }]) => `${check} ${failed}/${of}`)
      .join(", ")}`,
  );

  // The hold-out's failed turns are not listed: read turn by turn they invite tuning on them
  // (docs/decisions/048-tutor-eval-holdout.md, as the safety corpus's hold-out in 019).
  if (values.show && name === "holdout")
    console.log("\n(--show lists no hold-out turns: the set is never tuned on, decision 048)");
  else if (values.show) {
    for (const { subject, turns } of results) {
      for (const t of turns.filter((turn) => !turn.passed)) {
        const why = [t.error, ...t.checks.filter((c) => !c.passed).map((c) => c.detail)].filter(Boolean);
        console.log(
          `\n${subject}/${t.conversation}#${t.turn}: ${why.join("; ")}\n  Kind: ${t.pupil}\n  Tutor: ${t.reply.replaceAll("\n", " ")}`,
        );
      }
    }
  }

  // One JSON per set: with several sets, --out gets the set's name before its extension.
  const out = values.out
    ? runs.length > 1
      ? values.out.replace(/(\.json)?$/, `-${name}$1`)
      : values.out
    : path.join("eval-results", `tutor-${models.provider}-${name}-${stamp}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ provider: models.provider, model: models.modelId, set: name, dir, summary, failures, results }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${out}`);
}
