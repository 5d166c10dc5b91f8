import type { ListedPupil } from "./class-list.ts";

// Usernames for a class list (issue 20): «mia.k.5b» is the first name, the last name's initial
// and the class, in plain a–z so that a child can type it on any keyboard. Two «Mia K.» in one
// list, or a «mia.k.5b» elsewhere on the server, get the next free number: «mia.k2.5b». A teacher
// expects every pupil on the list to get an account; refusing would make them edit the list for
// a clash they cannot see (docs/decisions/053-classes-and-teachers.md).

const FOLD: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", ø: "o", œ: "oe", å: "a" };

/** Lower-case a–z, 0–9 and single hyphens, from any spelling: «Zoë» → zoe, «Müller» → mueller. */
export function fold(value: string): string {
  return value
    .toLowerCase()
    .replace(/[äöüßæøœå]/g, (c) => FOLD[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s'’.]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The class part of a username: «5b», «sek 2a» → «sek2a»; «klasse» when nothing is left. */
export function classSlug(className: string): string {
  return fold(className).replace(/-/g, "").slice(0, 10) || "klasse";
}

/** How the teacher sees a listed pupil until they onboard: «Mia K.» or the nickname. */
export function listedName(pupil: ListedPupil): string {
  return pupil.lastName ? `${pupil.firstName} ${[...pupil.lastName][0]?.toUpperCase()}.` : pupil.firstName;
}

/**
 * A username for each pupil, none in `taken` nor twice in the list. `taken` holds the usernames
 * already on the server that start like this class's would.
 */
export function usernamesFor(pupils: ListedPupil[], className: string, taken: ReadonlySet<string>): string[] {
  const slug = classSlug(className);
  const used = new Set(taken);
  return pupils.map((pupil) => {
    let first = fold(pupil.firstName).slice(0, 20).replace(/-$/, "");
    // A name with no Latin letters at all, or one that starts with a digit.
    if (!/^[a-z]/.test(first)) first = `kind${first}`.slice(0, 20);
    const initial = pupil.lastName ? fold(pupil.lastName).replace(/-/g, "").slice(0, 1) : "";
    const stem = initial ? `${first}.${initial}` : first;
    for (let n = 1; ; n++) {
      const name = `${stem}${n === 1 ? "" : n}.${slug}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  });
}
