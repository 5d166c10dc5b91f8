import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ThemeToggle } from "./theme-toggle.tsx";

describe("ThemeToggle", () => {
  it("switches light to dark and back, saving the choice", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle variant="full" />);

    const toDark = screen.getByRole("button", { name: "Dark Mode" });
    expect(toDark.getAttribute("title")).toBe("Switch to dark mode");
    await user.click(toDark);

    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(window.localStorage.getItem("theme")).toBe("dark");
    const toLight = screen.getByRole("button", { name: "Light Mode" });
    expect(toLight.getAttribute("title")).toBe("Switch to light mode");

    await user.click(toLight);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(window.localStorage.getItem("theme")).toBe("light");
  });

  it("starts from the saved theme", () => {
    window.localStorage.setItem("theme", "dark");
    render(<ThemeToggle variant="full" />);
    expect(screen.getByRole("button", { name: "Light Mode" })).toBeTruthy();
  });

  it("keeps two toggles on one page in step (sidebar and top bar)", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle variant="full" />
        <ThemeToggle variant="icon" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Switch to dark mode" }));
    expect(screen.getByRole("button", { name: "Light Mode" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toBeTruthy();
  });
});
