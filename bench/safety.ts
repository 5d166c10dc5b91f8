// Crisis detection (decision 019): the offline detector's time per pupil message, in this
// process: every message of the safety corpus's tune split, and messages of the chat's longest
// allowed length (8000 characters). Every chat and voice turn pays this before anything else.
import { detectCrisis } from "#server/ai/safety/crisis.ts";
import { MAX_CHAT_MESSAGE_LENGTH } from "#shared/contracts/chat.ts";
import { readSplit } from "#tests/safety/corpus.ts";
import { latency, progress } from "./stats.ts";

const TARGET_MS = 5;
/** A message of 8000 characters may take longer; it is rare, and the chat caps its length. */
const LONGEST_TARGET_MS = 100;

export function safetyBench() {
  progress("safety: the offline crisis detector on the corpus and on 8000-character messages");
  const corpus = readSplit("tune").map((e) => e.text);
  const long = ["ich ", "mich nicht mehr ", "Mathe ist schwer, ", "😭 ", "Papa Mama schlägt "].map((w) =>
    w.repeat(Math.ceil(MAX_CHAT_MESSAGE_LENGTH / w.length)).slice(0, MAX_CHAT_MESSAGE_LENGTH),
  );
  for (const text of corpus.slice(0, 200)) detectCrisis(text); // warm-up: JIT
  return {
    corpusMessage: { ...timed(corpus), targetMs: TARGET_MS },
    longestMessage: {
      ...timed(long.flatMap((text) => [text, text, text, text])),
      targetMs: LONGEST_TARGET_MS,
    },
  };
}

function timed(texts: string[]) {
  const times = texts.map((text) => {
    const started = performance.now();
    detectCrisis(text);
    return performance.now() - started;
  });
  return latency(times);
}
