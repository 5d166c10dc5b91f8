import { useId, useState } from "react";
import { uniqueKeys } from "#client/lib/unique-keys.ts";

// docs/product.md §5.6: evidence shows 2 items, then '+N weitere Belege...'.
export const EVIDENCE_SHOWN = 2;

/** Quotes from the transcript; the rest open with the '+N weitere Belege...' button. */
export function EvidenceList({ evidence }: { evidence: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const keys = uniqueKeys(evidence);
  const hidden = evidence.length - EVIDENCE_SHOWN;
  const shown = open ? evidence : evidence.slice(0, EVIDENCE_SHOWN);
  return (
    <>
      <ul id={listId} className="mt-1.5 space-y-2">
        {shown.map((quote, i) => (
          <li
            key={keys[i]}
            className="border-l-4 border-orange-300 pl-3 text-slate-800 italic dark:border-orange-400/60 dark:text-slate-100"
          >
            <q>{quote}</q>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="mt-2 -ml-2 min-h-11 rounded-xl px-2 text-sm font-semibold text-orange-800 hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-orange-600 dark:text-orange-300 dark:hover:bg-slate-800 dark:focus-visible:outline-orange-300"
        >
          {open ? "Weniger Belege anzeigen" : `+${hidden} weitere Belege...`}
        </button>
      )}
    </>
  );
}
