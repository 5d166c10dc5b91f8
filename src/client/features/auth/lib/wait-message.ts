/**
 * What a pupil reads while the auth service makes them wait after too many tries: seconds under
 * a minute, otherwise whole minutes, rounded up so the button never comes back before the time
 * the text promised.
 */
export function waitMessage(seconds: number): string {
  return `Zu viele Versuche. Bitte warte noch ${waitDuration(seconds)}.`;
}

function waitDuration(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? "1 Sekunde" : `${whole} Sekunden`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 Minute" : `${minutes} Minuten`;
}
