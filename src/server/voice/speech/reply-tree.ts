import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mathFromMarkdown } from "mdast-util-math";
import { math } from "micromark-extension-math";

// The tutor's reply parsed once into a Markdown tree (CommonMark plus $…$ / $$…$$ math), for the
// two renderers over it: what the voice transcript shows (agent/plain-text.ts) and what the
// offline voice reads (speakable-text.ts). Decision 030: a parser instead of two regex pipelines
// that each guessed at emphasis, links, lists and math on their own. The LaTeX inside a math
// node stays a string: each renderer turns it into characters or words itself.

/** How a renderer turns the leaves of the tree into text; everything else is walked for it. */
export type LeafRenderer = {
  /** Running text (also inline code and raw HTML, which is read as text). */
  text(value: string): string;
  /** The LaTeX of $…$, $$…$$, \(…\) or \[…\]. */
  math(latex: string): string;
  /** A code block's lines. */
  code(value: string): string;
  /** One paragraph's or heading's rendered inline text (e.g. a table written without GFM). */
  block?(text: string): string;
};

/**
 * Parses a reply. \(…\) and \[…\] are LaTeX's own delimiters, which models write as often as
 * dollars; Markdown would read them as escaped brackets, so they become $…$ and $$…$$ first.
 */
export function parseReply(text: string): { tree: Root; source: string } {
  const source = text.replace(/\\\[([\s\S]*?)\\\]/g, "$$$$$1$$$$").replace(/\\\(([\s\S]*?)\\\)/g, "$$$1$$");
  const tree = fromMarkdown(source, { extensions: [math()], mdastExtensions: [mathFromMarkdown()] });
  return { tree, source };
}

/**
 * The reply as lines of text: one per paragraph, heading, list item, code or math block; a blank
 * line between two of them where the source has one (the transcript keeps paragraphs apart).
 */
export function renderReply(text: string, leaves: LeafRenderer): string {
  const { tree, source } = parseReply(text);
  const blocks: { text: string; start: number; end: number }[] = [];

  const inline = (node: Nodes): string => {
    switch (node.type) {
      case "text":
      case "inlineCode":
        return leaves.text(node.value);
      case "html":
        return leaves.text(withoutTags(node.value));
      case "inlineMath":
        return isDollarAmount(node, source) ? leaves.text(slice(node, source)) : leaves.math(node.value);
      case "emphasis":
        // 2*3*4 and a*b are no emphasis to a pupil (nor were they to the regexes before).
        return isWithinWord(node, source)
          ? leaves.text("*") + node.children.map(inline).join("") + leaves.text("*")
          : node.children.map(inline).join("");
      case "break":
        return "\n";
      case "image":
      case "imageReference":
        return leaves.text(node.alt ?? "");
      default:
        return "children" in node ? node.children.map(inline).join("") : "";
    }
  };

  const walk = (node: Nodes) => {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    const add = (rendered: string) => blocks.push({ text: rendered, start, end });
    switch (node.type) {
      case "paragraph":
      case "heading": {
        const rendered = node.children.map(inline).join("");
        add(leaves.block ? leaves.block(rendered) : rendered);
        return;
      }
      case "code":
        add(leaves.code(node.value));
        return;
      case "math":
        add(leaves.math(node.value));
        return;
      case "html":
        add(leaves.text(withoutTags(node.value)));
        return;
      case "list":
        // An ordered list keeps its numbers ("1. Zähle", read "erstens"); bullets go.
        node.children.forEach((item, i) => {
          const first = blocks.length;
          walk(item);
          if (node.ordered && blocks[first]) {
            blocks[first].text = `${(node.start ?? 1) + i}. ${blocks[first].text}`;
          }
        });
        return;
      default:
        if ("children" in node) for (const child of node.children) walk(child);
    }
  };
  walk(tree);

  let out = "";
  let previous: (typeof blocks)[number] | undefined;
  for (const block of blocks) {
    if (!block.text.trim()) continue;
    if (previous) out += /\n[ \t>]*\n/.test(source.slice(previous.end, block.start)) ? "\n\n" : "\n";
    out += block.text;
    previous = block;
  }
  return out;
}

/** Raw HTML shows and says nothing but the text between its tags. */
const withoutTags = (html: string) => html.replace(/<\/?[a-zA-Z][^>\n]*>|<!--[\s\S]*?-->/g, "");

/** Emphasis by `*` with a letter or digit right outside it (CommonMark allows it, we do not). */
function isWithinWord(node: Nodes, source: string): boolean {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? 0;
  return source.charAt(start) === "*" && /\w/.test(source.charAt(start - 1) + source.charAt(end));
}

const slice = (node: Nodes, source: string) =>
  source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/**
 * "Das kostet 5 $ und 3 $." is no formula: like Pandoc, inline math needs no space just inside
 * its dollars and no digit right after the closing one (https://pandoc.org/MANUAL.html#math).
 */
function isDollarAmount(node: Nodes, source: string): boolean {
  const raw = slice(node, source);
  const end = node.position?.end.offset ?? 0;
  return /^\$\s|\s\$$/.test(raw) || /\d/.test(source.charAt(end));
}
