import { phrase as p } from "../crisis-normalise.ts";
import type { CrisisRule } from "./rule.ts";
import { ME, SELF } from "./words.ts";

// Suicide: see decision 019 for what is and is not detected.
export const SUICIDE_RULES: CrisisRule[] = [
  { kind: "suicide", pattern: p("suizid*|suizit*|suicid*|suizd*|suzid*|selbs*mord*|selbs*mort*|freitod") },
  { kind: "suicide", pattern: p("kill_myself|kil_myself|killing_myself|want_to_die|end_my_life") },
  { kind: "suicide", pattern: p(`${ME} [${SELF}] ~ umbring*|umbrig*|umzubring*|umbrin|umbrenge|umbringe`) },
  { kind: "suicide", pattern: p(`${ME} [${SELF}] toeten|umtoeten|umzutoeten|umlegen|umzulegen`) },
  { kind: "suicide", pattern: p(`ich|i|ig bring|bringe|bringa ${ME} [${SELF}] um`) },
  { kind: "suicide", pattern: p(`${ME} ~ [das] leben nehmen|neh|nae|nehme`) },
  { kind: "suicide", pattern: p(`${ME} ~ erhaeng*|erhang*|aufhaeng*|ufhaeng*|uf_hang*|uf_haenke`) },
  {
    kind: "suicide",
    pattern: p(
      "nicht|nid|ned|nit|nuem|num|nimer|kein|keine ~ mehr|meh|me leben|laebe|lebe|lebn|da_sein|da_si",
    ),
  },
  { kind: "suicide", pattern: p("nuem|num|nime leben|laebe|lebe|da_si|da_sein") },
  {
    kind: "suicide",
    pattern: p(
      "will|wil|mag|moechte|moechti|wott|wot|wet|wuerd|wuerde [nur|nume|eifach|einfach|lieber|jetzt|grad|gerade|halt] sterben|sterbe|sterb|tot_sein|tod_sein|tot_si",
    ),
  },
  { kind: "suicide", pattern: p("lieber|liber tot|tod") },
  { kind: "suicide", pattern: p("leben|laebe ~ kein|keinen|kei|ken sinn|sin|wert") },
  { kind: "suicide", pattern: p("nicht|nid|nuem|nie|nimer mehr|meh|me aufwachen|ufwache|ufwachen") },
];
