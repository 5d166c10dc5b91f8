// Whose claim is judged (issue 17, «Never praise a wrong answer»): in «Mein Kollege sagt, Metalle
// leiten Strom, aber ich glaube, Kupfer ist ein Isolator» the pupil's own claim is the part after
// «aber ich glaube»; the colleague's right part must not earn the pupil a «stimmt». Shared by the
// science statement checkers (statement-check.ts, science-statements.ts).

// Someone else's claim is reported: «X sagt / meint / behauptet …» (also written Swiss German «seit»).
const REPORTED =
  /\b(sagt|sagte|sagen|meint|meinte|behauptet|behauptete|findet|denkt|glaubt|seit|sait|hat gesagt|het gseit)\b/i;
// …and the pupil sets their own against it: «aber ich glaube», «ich aber denke», «doch ich finde».
const OWN_TURN =
  /\b(?:aber|doch|jedoch|dagegen)\s*,?\s*(?:ich|i)\b|\b(?:ich|i)\s+(?:aber|dagegen|hingegen)\b/i;
// The pupil's part only points back («er ist basisch», «das stimmt nicht»): it contradicts the
// reported claim without naming the subject again.
const POINTS_BACK =
  /^\W*(?:(?:ich|i)\s+)?(?:aber\s+)?(?:glaube?|glaub|denke?|finde?|meine?|bin sicher)?\W*(?:dass\s+)?(?:er|sie|es|das|die|der|des)\s/i;

const AGREES = /\b(stimmt|richtig|recht|auch|genauso|ebenfalls)\b/i;
const DENIES = /\b(nicht|nid|nod|nöd|falsch|kein\w*|quatsch|blödsinn)\b/i;

/** The pupil's own part of a sentence that reports someone else's claim first, or null if there is none. */
export function pupilsOwnPart(input: string): string | null {
  const reported = REPORTED.exec(input);
  if (!reported) return null;
  const own = OWN_TURN.exec(input.slice(reported.index));
  if (!own) return null;
  return input.slice(reported.index + own.index + own[0].length).trim();
}

/**
 * Judges only the pupil's own claim. When that part cannot be judged on its own but only points
 * back («…, aber ich glaube, er ist basisch»), the pupil contradicts the reported claim: a right
 * reported claim makes the pupil wrong; otherwise nothing is judged (never a «right» from the
 * colleague's words).
 */
export function judgeOwnClaim<T>(
  input: string,
  judge: (text: string) => T | null,
  isRight: (verdict: T) => boolean,
  asWrong: (verdict: T) => T,
): T | null {
  const own = pupilsOwnPart(input);
  if (own === null) return judge(input);
  const mine = judge(own);
  if (mine) return mine;
  if (!POINTS_BACK.test(own)) return null;
  const reported = judge(input.slice(0, input.length - own.length));
  if (!reported) return null;
  // «…, aber ich glaube, das stimmt auch»: the pupil agrees, so the reported claim is theirs.
  if (AGREES.test(own) && !DENIES.test(own)) return reported;
  return isRight(reported) ? asWrong(reported) : null;
}
