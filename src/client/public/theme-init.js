// Runs before the app bundle so a pupil who chose dark mode never sees a white flash.
// Same rule as src/client/lib/theme.ts: dark only when the saved value is exactly "dark".
try {
  if (window.localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
} catch {
  // Storage can be blocked (privacy settings); the light default is fine then.
}
