import type { MouseEventHandler } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Mascot } from "#client/components/ui/mascot.tsx";

/** Where 'Neue Session starten' leads; the click may first open the learning-style quiz. */
export type NewSessionLink = { to: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

// Praise after a graded session; quiet beside the care card of a crisis session (decision 016).
const TONES = {
  praise: {
    card: "bg-orange-50 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30",
    button: "primary",
  },
  quiet: { card: "bg-white ring-slate-200 dark:bg-slate-900 dark:ring-slate-700", button: "secondary" },
} as const;

type NewSessionCardProps = {
  tone: keyof typeof TONES;
  titleId: string;
  title: string;
  text: string;
  newSessionLink: NewSessionLink;
};

/** Funki, a title, one sentence and the way to 'Neue Session starten', closing the analysis screen. */
export function NewSessionCard({ tone, titleId, title, text, newSessionLink }: NewSessionCardProps) {
  const look = TONES[tone];
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
