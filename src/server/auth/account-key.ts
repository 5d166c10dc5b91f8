/**
 * What a pupil typed to sign in, as the account is stored and limited: e-mail addresses are
 * compared without case and surrounding spaces. The one home of that rule (the sign-in, its
 * limits and the device cookies must agree on it).
 */
export const accountKey = (login: string): string => login.trim().toLowerCase();
