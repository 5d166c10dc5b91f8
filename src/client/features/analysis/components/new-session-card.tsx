import type { MouseEventHandler } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Mascot } from "#client/components/ui/mascot.tsx";

/** Where 'Neue Session starten' leads; the click may first open the learning-style quiz. */
export type NewSessionLink = { to: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

const LOOKS = {
  warm: {
    card: "bg-orange-50 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30",
    button: "primary",
  },
  plain: { card: "bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-700", button: "secondary" },
} as const;

// congrats: docs/product.md §2.11, after a graded session. later: beside the care card of a
// crisis session (decision 016): no praise and no grade, just the way back when the pupil wants.
const CARDS = {
  congrats: { title: "Toll gemacht!", text: "Deine Session wurde erfolgreich analysiert.", look: LOOKS.warm },
  later: {
    title: "Wenn du bereit bist",
    text: "Du kannst jederzeit wieder mit Lernfunke lernen – in deinem eigenen Tempo.",
    look: LOOKS.plain,
  },
} as const;

type NewSessionCardProps = { kind: keyof typeof CARDS; newSessionLink: NewSessionLink };

/** Funki, a title, one sentence and 'Neue Session starten': the end of the analysis screen. */
export function NewSessionCard({ kind, newSessionLink }: NewSessionCardProps) {
  const { title, text, look } = CARDS[kind];
  const titleId = `analysis-${kind}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl p-6 text-center shadow-sm ring-1 ${look.card}`}
    >
      <Mascot className="mx-auto size-20" />
      <h2 id={titleId} className="mt-3 text-xl font-extrabold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">{text}</p>
      <Link {...newSessionLink} className={buttonClasses(look.button, "mt-5 w-full")}>
        Neue Session starten
      </Link>
    </section>
  );
}
