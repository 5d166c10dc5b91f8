import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OnboardingWizard } from "./onboarding-wizard.tsx";

function setup(options: { onSave?: () => Promise<unknown>; initialName?: string } = {}) {
  const onSave = vi.fn(options.onSave ?? (async () => ({})));
  const onSignOut = vi.fn();
  const user = userEvent.setup();
  render(<OnboardingWizard initialName={options.initialName} onSave={onSave} onSignOut={onSignOut} />);
  return { user, onSave, onSignOut };
}

const progress = () => screen.getByText(/^Schritt \d von 5$/).textContent;
const next = () => screen.getByRole("button", { name: /^(Weiter|Los geht’s)$/ });
const gradeOptions = () =>
  within(screen.getByRole("group", { name: "Klasse" }))
    .getAllByRole("radio")
    .map((radio) => document.getElementById(radio.getAttribute("aria-labelledby") ?? "")?.textContent);

describe("OnboardingWizard", () => {
  it("counts the steps as 'Schritt n von 5' and offers Zurück only on steps 1 to 3", async () => {
    const { user } = setup({ initialName: "Lea" });
    expect(progress()).toBe("Schritt 1 von 5");
    expect(screen.queryByRole("button", { name: "Zurück" })).toBeNull();

    for (const n of [2, 3, 4]) {
      await user.click(next());
      expect(progress()).toBe(`Schritt ${n} von 5`);
      expect(screen.getByRole("button", { name: "Zurück" })).toBeTruthy();
    }
    await user.click(next());
    expect(progress()).toBe("Schritt 5 von 5");
    expect(screen.queryByRole("button", { name: "Zurück" })).toBeNull();
  });

  it("goes back one step with Zurück", async () => {
    const { user } = setup({ initialName: "Lea" });
    await user.click(next());
    await user.click(next());
    expect(progress()).toBe("Schritt 3 von 5");
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(progress()).toBe("Schritt 2 von 5");
    expect((screen.getByRole("textbox", { name: "Dein Vorname" }) as HTMLInputElement).value).toBe("Lea");
  });

  it("allows Weiter on the name step only with a name that is not just spaces", async () => {
    const { user } = setup();
    await user.click(next());
    const name = screen.getByRole("textbox", { name: "Dein Vorname" });

    expect(next().hasAttribute("disabled")).toBe(true);
    await user.type(name, "   ");
    expect(next().hasAttribute("disabled")).toBe(true);
    await user.keyboard("{Enter}");
    expect(progress()).toBe("Schritt 2 von 5");
    expect(screen.getByText("Bitte gib deinen Namen ein.")).toBeTruthy();

    await user.type(name, "Mia");
    expect(next().hasAttribute("disabled")).toBe(false);
    await user.click(next());
    expect(progress()).toBe("Schritt 3 von 5");
  });

  it("advances with Enter, moving focus to the new step's heading", async () => {
    const { user } = setup();
    await user.keyboard("{Enter}");
    expect(progress()).toBe("Schritt 2 von 5");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));

    await user.click(screen.getByRole("textbox", { name: "Dein Vorname" }));
    await user.keyboard("Noah{Enter}");
    expect(progress()).toBe("Schritt 3 von 5");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welche Schule besuchst du?");
  });

  it("labels the school types and offers the grades of the chosen one", async () => {
    const { user } = setup({ initialName: "Lea" });
    await user.click(next());
    await user.click(next());

    const schoolTypes = screen.getByRole("group", { name: "Schulstufe" });
    const radios = within(schoolTypes).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["PRIMARY", "SECONDARY", "GYMNASIUM"]);
    expect(
      radios.map(
        (radio) => document.getElementById(radio.getAttribute("aria-labelledby") ?? "")?.textContent,
      ),
    ).toEqual(["Primarschule", "Sekundarschule", "Gymnasium"]);
    expect(within(schoolTypes).getByRole("radio", { name: "Primarschule" })).toHaveProperty("checked", true);

    await user.click(next());
    expect(gradeOptions()).toEqual([
      "1. Klasse",
      "2. Klasse",
      "3. Klasse",
      "4. Klasse",
      "5. Klasse",
      "6. Klasse",
    ]);

    await user.click(screen.getByRole("button", { name: "Zurück" }));
    await user.click(screen.getByRole("radio", { name: "Sekundarschule" }));
    await user.click(next());
    expect(gradeOptions()).toEqual(["1. Klasse", "2. Klasse", "3. Klasse"]);

    await user.click(screen.getByRole("button", { name: "Zurück" }));
    await user.click(screen.getByRole("radio", { name: "Gymnasium" }));
    await user.click(next());
    expect(gradeOptions()).toEqual(["1. Klasse", "2. Klasse", "3. Klasse", "4. Klasse"]);
  });

  it("resets the grade to 1 when the school type changes", async () => {
    const { user } = setup({ initialName: "Lea" });
    await user.click(next());
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "5. Klasse" }));
    expect(screen.getByRole("radio", { name: "5. Klasse" })).toHaveProperty("checked", true);

    await user.click(screen.getByRole("button", { name: "Zurück" }));
    await user.click(screen.getByRole("radio", { name: "Gymnasium" }));
    await user.click(next());
    expect(screen.getByRole("radio", { name: "1. Klasse" })).toHaveProperty("checked", true);
  });

  it("saves name (trimmed), school type and grade on the last step", async () => {
    const { user, onSave } = setup();
    await user.keyboard("{Enter}");
    await user.type(screen.getByRole("textbox", { name: "Dein Vorname" }), "  Lea  ");
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Sekundarschule" }));
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "2. Klasse" }));
    await user.click(next());

    expect(screen.getByText("Sekundarschule")).toBeTruthy();
    expect(screen.getByText("2. Klasse")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Speichern und loslegen" }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ name: "Lea", schoolType: "SECONDARY", grade: 2 });
  });

  it("submits with Enter on the last step", async () => {
    const { user, onSave } = setup({ initialName: "Lea" });
    for (let i = 0; i < 4; i++) await user.keyboard("{Enter}");
    expect(progress()).toBe("Schritt 5 von 5");
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSave).toHaveBeenCalledWith({ name: "Lea", schoolType: "PRIMARY", grade: 1 });
  });

  it("alerts when saving fails and lets the pupil try again", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user, onSave } = setup({
      initialName: "Lea",
      onSave: async () => {
        throw new Error("HTTP 500: Internal Server Error");
      },
    });
    for (let i = 0; i < 4; i++) await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Speichern und loslegen" }));

    expect(alert).toHaveBeenCalledWith("Fehler beim Speichern der Daten. Bitte versuche es erneut.");
    expect(progress()).toBe("Schritt 5 von 5");
    await user.click(screen.getByRole("button", { name: "Speichern und loslegen" }));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("offers sign-out on every step", async () => {
    const { user, onSignOut } = setup();
    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
