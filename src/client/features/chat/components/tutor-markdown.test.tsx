import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TutorMarkdown } from "./tutor-markdown.tsx";

// Tutor replies: Markdown with math, and never HTML, scripts or remote images.

describe("TutorMarkdown", () => {
  it("renders Markdown: bold, lists, paragraphs", () => {
    const { container } = render(
      <TutorMarkdown text={"**Schritt 1:** Nenner suchen\n\n1. Erweitern\n2. Addieren"} />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("Schritt 1:");
    expect([...container.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual([
      "Erweitern",
      "Addieren",
    ]);
  });

  it("renders inline and display math with KaTeX", () => {
    const { container } = render(
      <TutorMarkdown text={"Es gilt $\\frac{3}{4} + \\frac{1}{8}$ und\n\n$$\nx^2 = 9\n$$"} />,
    );
    expect(container.querySelectorAll(".katex")).toHaveLength(2);
    expect(container.querySelector(".katex-display")).not.toBeNull();
    // KaTeX also writes MathML for screen readers.
    expect(container.querySelector("math annotation")?.textContent).toBe("\\frac{3}{4} + \\frac{1}{8}");
    expect(container.textContent).not.toContain("$");
  });

  it("shows raw HTML as text and runs nothing", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { container } = render(
      <TutorMarkdown
        text={'Hallo <img src=x onerror=alert(1)> <script>alert(2)</script> <b onclick="x">fett</b>'}
      />,
    );
    expect(container.querySelector("img, script, b, [onerror], [onclick]")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(alert).not.toHaveBeenCalled();
  });

  it("opens links in a new tab without access to the page, and drops javascript: links", () => {
    render(<TutorMarkdown text="[Pro Juventute](https://www.147.ch) und [klick](javascript:alert(1))" />);
    const link = screen.getByRole("link", { name: /Pro Juventute/ });
    expect(link.getAttribute("href")).toBe("https://www.147.ch");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("klick").closest("a")?.getAttribute("href") ?? "").not.toMatch(/javascript/i);
  });

  it("shows an image as its alt text without loading it", () => {
    const { container } = render(<TutorMarkdown text="![Ein Kreis](https://example.com/kreis.png)" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("[Bild: Ein Kreis]");
  });
});
