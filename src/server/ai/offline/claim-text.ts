// Reading the frame around a pupil's claim (issue 17, round 2): «Ich habe gelernt, dass 1 keine
// Primzahl ist. Stimmt das?» asks about the claim inside; «Mein Kollege sagt X, aber ich glaube Y»
// holds two claims, and the pupil's own is Y – the one to judge. Subjects strip the frame here and
// judge the bare claim with their own checks; a claim they cannot read stays unjudged.
import { foldAccents } from "./text.ts";

// «Ich habe gelernt/gehört/gelesen, dass», «Stimmt es, dass», «isch das richtig, dass», «Meine Lehrerin sagt, dass»
const LEAD =
  /^\s*(?:(?:ich|i)\s+(?:habe?|han|hab)\s+(?:\S+\s+){0,3}?(?:gelernt|gehort|gelesen|ghort|glernt|gleert)|(?:ich|i)\s+(?:glaube?|denke?|meine?|dank|mein|finde?|bin\s+(?:mir\s+)?sicher)|(?:stimmt|stimmts|stimmt\s+es|isch|ist)\s+(?:es|das|s)?\s*(?:richtig|wahr|korrekt|so)?|(?:mein|meine|min|mini|unser|unsere)\s+\S+\s+(?:sagt|seit|meint|hat\s+gesagt|het\s+gseit))\s*,?\s*(?:dass|das|dases)\s+/;
// «Stimmt das?», «stimmt's?», «oder?», «gell?», «richtig?», «isch das so?»
const TAIL =
  /(?:[.,!]?\s*(?:stimmt\s+(?:das|es|des)|stimmts|stimmt\s*'?\s*s|stimmt\s+das\s+so|oder|gell|gall|nicht\s+wahr|richtig|isch\s+das\s+(?:richtig|so|wahr)|ist\s+das\s+(?:richtig|so|wahr)|hab\s+ich\s+recht|han\s+i\s+recht)\s*\??\s*)+$/;

/** The claim without its frame, and whether the pupil asked whether it is true. */
export function claimInFrame(input: string): { claim: string; asked: boolean } {
  const own = ownClaim(input);
  let text = foldAccents(own.replace(/[’`´]/g, "'").toLowerCase()).trim();
  const question = /\?\s*$/.test(text);
  let asked = false;
  const lead = LEAD.exec(text);
  if (lead) {
    text = text.slice(lead[0].length);
    // «Stimmt es, dass …?» asks; «Ich habe gelernt, dass …» only asks with a question mark.
    asked = question;
  }
  const tail = TAIL.exec(text);
  if (tail && tail.index > 0) {
    text = text.slice(0, tail.index);
    asked = true;
  }
  // In a «dass» clause the verb moves: «dass 3/4 grösser ist als 2/3» → «3/4 ist grösser als 2/3».
  text = text.replace(/^(\S+)\s+(grosser|kleiner|mehr|weniger)\s+(ist|sind|isch)\s+als\b/, "$1 $3 $2 als");
  return { claim: text.replace(/[?.!\s]+$/, "").trim(), asked };
}

// «Mein Kollege sagt, …, aber ich glaube, …»: the pupil's own part after «aber ich …».
const OWN_PART =
  /\b(?:sagt|seit|meint|behauptet|findet|glaubt|denkt|dankt|schreibt|hat\s+gesagt|het\s+gseit)\b.*?[,;]?\s*(?:aber|doch|sondern)\s+(?:ich|i)\s+(?:glaube?|denke?|meine?|dank|mein|finde?|sage?|sag|bin\s+(?:mir\s+)?sicher)\s*,?\s*(?:dass\s+|das\s+)?(.+)$/i;

/**
 * The pupil's own claim when the message reports someone else's first; otherwise the input.
 * An elliptic «…, aber ich glaube 0,5 ist grösser» is completed with the other value the first
 * claim compared, so the comparison can still be checked.
 */
export function ownClaim(input: string): string {
  const m = OWN_PART.exec(input);
  const own = m?.[1]?.trim();
  if (!m || !own) return input;
  const elliptic =
    /^(.+?)\s+(?:ist|sei|isch|sind)\s+(grösser|groesser|grosser|kleiner|mehr|weniger)\s*[.!?]*$/i.exec(own);
  if (elliptic?.[1] && elliptic[2]) {
    const other = input
      .slice(0, input.lastIndexOf(own))
      .match(/-?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?/g)
      ?.find((v) => v.replace(/\s/g, "") !== elliptic[1]?.replace(/\s/g, ""));
    if (other) return `${elliptic[1]} ist ${elliptic[2]} als ${other}`;
  }
  // «Mein Kollege sagt 3 + 4 · 5 = 35, aber ich glaube, es gibt 23»: the colleague's task, the pupil's result.
  const result =
    /^(?:es|das|dann|da)?\s*(?:gibt|git|ist|isch|macht|ergibt|kommt)?\s*(?:es\s+)?(-?\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?)(?:\s+(?:raus|heraus|use))?\s*[.!?]*$/i.exec(
      own,
    );
  const task = input.slice(0, input.lastIndexOf(own)).match(/([\d(][^=]*?)\s*=\s*-?\d/);
  if (result?.[1] && task?.[1])
    return `${task[1].replace(/^.*?(?:sagt|meint|behauptet|findet|glaubt|denkt)\s*,?\s*/i, "")} = ${result[1]}`;
  return own;
}
