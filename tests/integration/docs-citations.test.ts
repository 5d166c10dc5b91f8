import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the docs and the comments cite must be in the repository (issue 15): every relative
// link in the Markdown resolves to a file or folder here, and nothing names the product
// description or the design notes that lived outside it. The product is described in
// docs/product.md, which comments cite by section.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "dist", "data", ".git"]);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) found.push(...filesUnder(relative, keep));
    } else if (keep(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

const markdown = (name: string) => name.endsWith(".md");
const MARKDOWN_FILES = ["README.md", ...filesUnder("docs", markdown), ...filesUnder("src", markdown)];

/** The targets of inline links `[text](target)` and reference links `[id]: target`, outside code blocks. */
function linkTargets(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, "");
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? "");
  const reference = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? "");
  return [...inline, ...reference];
}

/** A link to a file of this repository: not a web address, mail or an anchor on the same page. */
function isRelative(target: string): boolean {
  return !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target);
}

// Between words a citation may break onto the next comment line ("(spec\n * section 2)"), so the
// gap allows a line break and comment marks.
const GAP = String.raw`[\s/*#]+`;
const FORBIDDEN: Array<[string, RegExp]> = [
  ["the product spec's file name", /product[-]spec/gi],
  ["a numbered section of the spec", new RegExp(String.raw`\bspec${GAP}(?:sections?${GAP})?\d`, "gi")],
  ["a § of the spec", new RegExp(String.raw`\bspec(?:${GAP})?§`, "gi")],
  ["the design notes outside the repository", /shared[/](?:design|spec)[/]/gi],
  ["a design note by name", /\b(?:auth-notes|voice-protocol|security-notes|conventions)[.]md\b/gi],
];

const source = (name: string) => /\.(?:[cm]?[jt]sx?|md|json|html|css)$/.test(name);
// This file is left out: its examples are citations.
const THIS_FILE = path.relative(ROOT, import.meta.filename);
const CITING_FILES = [
  "README.md",
  ...["src", "tests", "scripts", "bench", "docs"].flatMap((dir) => filesUnder(dir, source)),
].filter((file) => file !== THIS_FILE);

describe("docs and comments cite only what is in the repository", () => {
  it("finds the Markdown files and the sources it checks", () => {
    expect(MARKDOWN_FILES).toContain(path.join("docs", "architecture.md"));
    expect(MARKDOWN_FILES).toContain(path.join("docs", "product.md"));
    expect(CITING_FILES.length).toBeGreaterThan(100);
    expect(CITING_FILES).toContain(path.join("src", "server", "app.ts"));
    expect(CITING_FILES).not.toContain(THIS_FILE);
  });

  it("recognises a citation of the spec, also across a line break, and not a Playwright spec", () => {
    const cites = (text: string) => FORBIDDEN.some(([, pattern]) => new RegExp(pattern).test(text));
    expect(cites("(spec sections 2 and 9)")).toBe(true);
    expect(cites("the analysis (spec\n * section 8) shows")).toBe(true);
    expect(cites("(spec 8)")).toBe(true);
    expect(cites("Spec §5")).toBe(true);
    expect(cites("the voice spec's browser starts")).toBe(false);
    expect(cites("(docs/product.md §2.9)")).toBe(false);
  });

  it("reads inline and reference links, not code", () => {
    const text = [
      'See [the tour](docs/architecture.md#start-up "Tour"), [site](https://example.org),',
      "[top](#top) and [`app.ts`](<../src/server/app.ts>).",
      "```",
      "[not a link](nowhere.md)",
      "```",
      "[ref]: ./decisions/001-single-package.md",
    ].join("\n");
    expect(linkTargets(text).filter(isRelative)).toEqual([
      "docs/architecture.md#start-up",
      "../src/server/app.ts",
      "./decisions/001-single-package.md",
    ]);
  });

  it.each(MARKDOWN_FILES)("every relative link in %s resolves to a file in the repository", (file) => {
    const broken = linkTargets(readFileSync(path.join(ROOT, file), "utf8"))
      .filter(isRelative)
      .filter((target) => {
        const resolved = path.resolve(ROOT, path.dirname(file), decodeURI(target.replace(/[#?].*$/, "")));
        const inside = resolved === ROOT || resolved.startsWith(ROOT + path.sep);
        return !inside || !existsSync(resolved);
      });
    expect(broken).toEqual([]);
  });

  it("no file in src, tests, scripts, bench, docs or the README names a document outside the repository", () => {
    const found: string[] = [];
    for (const file of CITING_FILES) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const [what, pattern] of FORBIDDEN) {
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split("\n").length;
          found.push(`${file}:${line}: ${what}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
