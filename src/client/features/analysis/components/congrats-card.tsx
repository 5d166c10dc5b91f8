import type { MouseEventHandler } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Mascot } from "#client/components/ui/mascot.tsx";

/** Where 'Neue Session starten' leads; the click may first open the learning-style quiz. */
export type NewSessionLink = { to: string; onClick?: MouseEventHandler<HTMLAnchorElement> };

/** docs/product.md §2.11: 'Toll gemacht!' / 'Deine Session wurde erfolgreich analysiert.' and 'Neue Session starten'. */
export function CongratsCard({ newSessionLink }: { newSessionLink: NewSessionLink }) {
  return (
    <section
      aria-labelledby="analysis-congrats-title"
      className="rounded-3xl bg-orange-50 p-6 text-center shadow-sm ring-1 ring-orange-200 dark:bg-orange-400/10 dark:ring-orange-300/30"
    >
      <Mascot className="mx-auto size-20" />
      <h2 id="analysis-congrats-title" className="mt-3 text-xl font-extrabold text-slate-900 dark:text-white">
        Toll gemacht!
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">Deine Session wurde erfolgreich analysiert.</p>
      <Link {...newSessionLink} className={buttonClasses("primary", "mt-5 w-full")}>
        Neue Session starten
      </Link>
    </section>
  );
}
