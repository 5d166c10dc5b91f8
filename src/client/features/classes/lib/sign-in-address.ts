/** Where a pupil signs in: printed on every card and put in the join code's QR code. */
export function signInAddress(origin = window.location.origin): string {
  return `${origin}/login`;
}

/** The QR code's link: the profile with the code filled in, after signing in. */
export function joinLink(code: string, origin = window.location.origin): string {
  return `${origin}/profil?klasse=${encodeURIComponent(code)}`;
}
