import { describe, expect, it } from "vitest";
import { applyTheme, readStoredTheme, setTheme, THEME_STORAGE_KEY } from "./theme.ts";

describe("theme preference", () => {
  it("defaults to light when nothing is saved", () => {
    expect(readStoredTheme()).toBe("light");
  });

  it("is dark only when the saved value is exactly dark", () => {
    for (const value of ["light", "Dark", "true", "", "1"]) {
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      expect(readStoredTheme()).toBe("light");
    }
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(readStoredTheme()).toBe("dark");
  });

  it("saves under the key theme and sets the dark class on the page root", () => {
    setTheme("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    setTheme("light");
    expect(window.localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("applies without touching storage", () => {
    applyTheme("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(window.localStorage.getItem("theme")).toBeNull();
  });
});
