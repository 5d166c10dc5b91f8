// `npm run eval:safety`: how well the crisis detection does on the labelled corpus (decision
// 019). Prints recall per kind and false positives per area for each split, for the offline
// detector and, when a model is configured (AI_PROVIDER not offline), for the model's second
// opinion and for both together (what the chat does: either signal shows the card).
//
//   npm run eval:safety                      the tune and hold-out splits
//   npm run eval:safety -- --file set.jsonl  a set kept elsewhere (figures only)
//   npm run eval:safety -- --show            the tune split's misses and false alarms
//   npm run eval:safety -- --kinds suicide,self_hatred --show   only these kinds' misses
//   npm run eval:safety -- --part rules --show   the rules alone (or --part classifier)
//   npm run eval:safety -- --split tune --show   one split only (tuning: the hold-out stays unseen)
// The hold-out split's messages are never printed: nobody tunes on them.
import { parseArgs } from "node:util";
import { detectByClassifier, detectByRules, detectCrisis } from "#server/ai/safety/crisis.ts";
import { type CorpusEntry, type Evaluation, evaluate, readCorpusFile, readSplit, SPLITS } from "./corpus.ts";
import { modelJudgeFromEnv } from "./model-judge.ts";

const { values } = parseArgs({
  options: {
    file: { type: "string" },
    show: { type: "boolean", default: false },
    kinds: { type: "string" },
    part: { type: "string", default: "both" },
    split: { type: "string" },
  },
});

const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
const share = (t: { total: number; flagged: number }) => `${t.flagged}/${t.total}`;

function print(title: string, r: Evaluation) {
  console.log(`\n${title}`);
  console.log(
    `  recall ${pct(r.recall)}   false positives ${pct(r.falsePositiveRate)}   (flagged as another kind: ${r.otherKind})`,
  );
  console.log(
    `  distress: ${Object.entries(r.kinds)
      .sort()
      .map(([k, t]) => `${k} ${share(t)}`)
      .join(", ")}`,
  );
  console.log(
    `  harmless flagged: ${Object.entries(r.areas)
      .sort()
      .map(([a, t]) => `${a} ${share(t)}`)
      .join(", ")}`,
  );
}

const sets: [string, CorpusEntry[], boolean][] = values.file
  ? [[values.file, readCorpusFile(values.file), false]]
  : SPLITS.filter((split) => !values.split || split === values.split).map((split) => [
      split,
      readSplit(split),
      split === "tune",
    ]);

const parts = { both: detectCrisis, rules: detectByRules, classifier: detectByClassifier };
const detect = parts[values.part as keyof typeof parts] ?? detectCrisis;
const offline = (text: string) => detect(text)?.kind ?? null;
const judge = await modelJudgeFromEnv();

for (const [name, entries, showable] of sets) {
  const result = await evaluate(entries, offline);
  print(
    `${name} (${entries.length} messages) — offline detector${values.part === "both" ? "" : ` (${values.part} only)`}`,
    result,
  );
  if (values.show && showable) {
    const only = values.kinds?.split(",");
    const wanted = (e: CorpusEntry) => !only || only.includes(e.kind);
    for (const m of result.missed.filter(wanted)) console.log(`  MISS ${m.kind} [${m.style}] ${m.text}`);
    for (const m of result.falseAlarms)
      console.log(`  FALSE ${m.kind === "none" ? m.area : ""} ${m.text}  ⇐ ${detect(m.text)?.matched}`);
  }
  if (judge) {
    const verdicts = new Map<string, string | null>();
    const model = async (text: string) => {
      const kind = await judge(text);
      verdicts.set(text, kind);
      return kind;
    };
    print(`${name} — model's second opinion (${judge.label})`, await evaluate(entries, model));
    print(
      `${name} — either signal`,
      await evaluate(entries, (text) => offline(text) ?? verdicts.get(text) ?? null),
    );
  }
}
if (!judge)
  console.log("\n(no model configured: AI_PROVIDER is offline, so only the offline detector was measured)");
