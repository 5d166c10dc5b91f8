import { useId } from "react";
import { PhoneIcon } from "#client/components/ui/icons.tsx";
import type { HelpCard as HelpCardData } from "#shared/contracts/chat.ts";

/**
 * Beside a crisis reply: Pro Juventute 147 with a call link and the website. Set apart from the
 * tutor's bubble in colour and with its own heading, so it is found at a glance and by heading.
 */
export function HelpCard({ card }: { card: HelpCardData }) {
  const titleId = useId();
  const phone = card.phone.replace(/[^\d+]/g, "");
  const site = card.url.startsWith("https://") ? card.url : null;
  return (
    <aside
      aria-labelledby={titleId}
      className="mt-3 rounded-2xl border-2 border-teal-700 bg-teal-50 p-4 text-teal-950 dark:border-teal-300 dark:bg-teal-950 dark:text-teal-50"
    >
      <h2 id={titleId} className="text-base font-bold">
        {card.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {card.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={`tel:${phone}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-teal-800 px-4 py-2 font-semibold text-white hover:bg-teal-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-800 dark:bg-teal-300 dark:text-teal-950 dark:hover:bg-teal-200 dark:focus-visible:outline-teal-200"
        >
          <PhoneIcon />
          {phone} anrufen
        </a>
        {site && (
          <a
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-xl border-2 border-teal-800 px-4 py-2 font-semibold text-teal-900 hover:bg-teal-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-800 dark:border-teal-200 dark:text-teal-50 dark:hover:bg-teal-900 dark:focus-visible:outline-teal-200"
          >
            {new URL(site).hostname.replace(/^www\./, "")} öffnen
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
        )}
      </div>
    </aside>
  );
}
