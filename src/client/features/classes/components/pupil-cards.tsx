import { useEffect, useId, useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { signInAddress } from "../lib/sign-in-address.ts";

export type PupilCard = { id: string; displayName: string; username: string; password: string };

type PupilCardsProps = {
  className: string;
  cards: readonly PupilCard[];
  onDone: () => void;
};

export const CARDS_ONCE =
  "Die Passwörter stehen nur hier. Drucken Sie die Karten jetzt aus; später kann Lernfunke sie nicht mehr zeigen, nur neue erstellen.";

/**
 * The sign-in cards, one per pupil: name, username, passphrase and where to sign in. On paper
 * (the print stylesheet: everything else on the page is print:hidden) they sit two by two with
 * dashed cut lines, never split across a page.
 */
export function PupilCards({ className, cards, onDone }: PupilCardsProps) {
  const titleId = useId();
  const address = signInAddress();
  // The cards replace nothing on the page: move focus (and the screen reader) to them.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 print:hidden dark:bg-slate-900 dark:ring-slate-700">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="focus:outline-none text-xl font-bold text-slate-900 dark:text-white"
        >
          Anmeldekarten ({cards.length})
        </h2>
        <p className="font-semibold text-slate-800 dark:text-slate-100">{CARDS_ONCE}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()}>Karten drucken</Button>
          <Button variant="secondary" onClick={onDone}>
            Fertig, Karten ausblenden
          </Button>
        </div>
      </div>
      <ul aria-label="Anmeldekarten" className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-0">
        {cards.map((card) => (
          <li
            key={card.id}
            className="break-inside-avoid rounded-2xl border-2 border-dashed border-slate-400 bg-white p-4 text-slate-900 dark:bg-slate-900 dark:text-slate-100 print:rounded-none print:border print:bg-white print:p-5 print:text-black"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-extrabold">Lernfunke</span>
              <span className="text-sm">{className}</span>
            </div>
            <p className="mt-2 text-lg font-bold">{card.displayName}</p>
            <dl className="mt-2 space-y-1">
              <div>
                <dt className="text-sm">Benutzername</dt>
                <dd className="font-mono text-lg font-semibold">{card.username}</dd>
              </div>
              <div>
                <dt className="text-sm">Passwort</dt>
                <dd className="font-mono text-lg font-semibold">{card.password}</dd>
              </div>
              <div>
                <dt className="text-sm">Anmelden auf</dt>
                <dd className="font-mono text-sm break-all">{address}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs">Die Karte gut aufbewahren und niemandem zeigen.</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
