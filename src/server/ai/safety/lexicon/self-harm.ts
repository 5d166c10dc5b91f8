import { phrase as p } from "../crisis-normalise.ts";
import type { CrisisRule } from "./rule.ts";
import { MATERIALS, ME, ME_ACC, SELF } from "./words.ts";

// Self-harm: see decision 019 for what is and is not detected.
export const SELF_HARM_RULES: CrisisRule[] = [
  {
    kind: "self_harm",
    pattern: p("selbstverletz*|selbst_verletz*|selbstverlez*|svv|self_harm|selfharm|cut_myself"),
  },
  { kind: "self_harm", pattern: p(`verletz*|verlez* ${ME} ${SELF}`) },
  { kind: "self_harm", pattern: p(`${ME} ${SELF} verletz*|verlez*`) },
  { kind: "self_harm", pattern: p(`ich|i|ig verletze|verletz|verlez ${ME_ACC}`) },
  { kind: "self_harm", pattern: p(`ritz*|rize|geritzt|grizt|gritzt ${ME}`) },
  { kind: "self_harm", pattern: p(`${ME} ~ ritz*|rizen|geritzt|grizt|gritzt`), unless: [MATERIALS] },
  { kind: "self_harm", pattern: p("ritzen|rizen|ich_ritz*|i_ritz*|ig_ritz*"), unless: [MATERIALS] },
  { kind: "self_harm", pattern: p(`schneide|schneid|schnid|schnide ${ME_ACC}`) },
  { kind: "self_harm", pattern: p(`${ME} ~ absichtlich|extra weh|verbrenen|verbrenn*`) },
  { kind: "self_harm", pattern: p(`${ME} [${SELF}] weh_tun|wehtun|weh_tuen|weh_mache|wehtue`) },
  { kind: "self_harm", pattern: p(`tue|tu|tuen ${ME} [${SELF}] [absichtlich|extra] weh`) },
];
