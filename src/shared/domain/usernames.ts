// Accounts without e-mail (issue 20, docs/decisions/053-classes-and-teachers.md). A teacher-made
// pupil signs in with a username such as `mia.k.5b`; the embedded auth stores it as a synthetic
// address under `.invalid`, a top-level domain reserved so that it can never receive mail
// (RFC 2606 §2). The pupil never types the address: every sign-in path maps a bare username
// (no '@') through signInName below, here and nowhere else.

export const USERNAME_DOMAIN = "klasse.lernfunke.invalid";

/** Lower-case letters, digits, dots and hyphens; starts with a letter; 3–40 characters. */
export const USERNAME_PATTERN = /^[a-z][a-z0-9.-]{1,38}[a-z0-9]$/;

export function isUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** The stored address of a username account. */
export function usernameEmail(username: string): string {
  return `${username}@${USERNAME_DOMAIN}`;
}

/**
 * What a sign-in form's "E-Mail oder Benutzername" field means: an address as typed (trimmed,
 * lower case), or a bare username turned into its synthetic address.
 */
export function signInName(value: string): string {
  const name = value.trim().toLowerCase();
  return name.includes("@") ? name : usernameEmail(name);
}

/** The username of a synthetic address, or null for a real e-mail address. */
export function usernameOf(email: string): string | null {
  const suffix = `@${USERNAME_DOMAIN}`;
  return email.endsWith(suffix) ? email.slice(0, -suffix.length) : null;
}
