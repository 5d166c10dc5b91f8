import { useCallback, useSyncExternalStore } from "react";

// Theme preference (docs/product.md §2.1): "light" or "dark", default light, saved under the key
// "theme"; dark applies only when the saved value is exactly "dark". public/theme-init.js applies
// the same rule before the bundle loads, so keep the two in step.
export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

const listeners = new Set<() => void>();

export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light"; // storage blocked by privacy settings
  }
}

/** Adds or removes the `dark` class on <html>; Tailwind's dark variant keys off it (see styles.css). */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not saved, but still applied for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the theme: follow it, so all open tabs look the same.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme(readStoredTheme());
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Current theme plus a toggle; every toggle on the page (sidebar, top bar) shares this one store. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, readStoredTheme, () => "light" as const);
  const toggleTheme = useCallback(() => setTheme(readStoredTheme() === "dark" ? "light" : "dark"), []);
  return { theme, toggleTheme };
}
