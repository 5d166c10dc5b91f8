import "katex/dist/katex.min.css";
import Markdown, { type Components, type Options } from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";

// The tutor's replies are Markdown with math ($…$, $$…$$), drawn by KaTeX. Raw HTML is never
// rendered: without rehype-raw, react-markdown shows it as text. Links open in a new tab without
// access to this page; images are not loaded from anywhere (privacy, CSP), only their alt text
// is shown. KaTeX's `trust` stays off, so \href and friends do nothing.

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  ),
  img: ({ alt }) => (alt ? <span>[Bild: {alt}]</span> : null),
};

const remarkPlugins: Options["remarkPlugins"] = [remarkMath];
const rehypePlugins: Options["rehypePlugins"] = [[rehypeKatex, { strict: "ignore" }]];

// Markdown has no stylesheet of its own here (no typography plugin): the few elements a reply
// uses are styled from the wrapper.
const styles = [
  "min-w-0 break-words",
  "[&_p]:my-2 [&_p]:whitespace-pre-line [&>:first-child]:mt-0 [&>:last-child]:mb-0",
  "[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:my-1",
  "[&_strong]:font-bold [&_h1]:text-lg [&_h1]:font-bold [&_h2]:font-bold [&_h3]:font-bold",
  "[&_a]:font-semibold [&_a]:text-orange-800 [&_a]:underline dark:[&_a]:text-orange-300",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.95em] dark:[&_code]:bg-slate-800",
  "[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3",
  "[&_.katex-display]:my-2 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1",
].join(" ");

export function TutorMarkdown({ text }: { text: string }) {
  return (
    <div className={styles}>
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
