import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { validSessionId } from "../lib/session-id.ts";

/**
 * A session's id from the address's sessionId (docs/product.md §3.1). Without a usable one, one is
 * made once with `generate` and written into the address (replace), so a reload keeps the
 * session; not while `active` is false (an unknown subject). `cameWithAddress`: the id was in
 * the address, so a prepared session may belong to it (docs/product.md §2.9). `renew` goes on in
 * a fresh session (after 'Chat löschen' deleted the old one, docs/decisions/050-data-rights.md).
 */
export function useSessionIdInAddress(generate: () => string, active: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = validSessionId(searchParams.get("sessionId"));
  // Every id made here: one of them in the address did not come with it, also in the render
  // between renew() and the address catching up (the router may update later than this state).
  const [made, setMade] = useState(() => [generate()]);
  const generated = made[made.length - 1] as string;

  useEffect(() => {
    if (fromAddress || !active) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("sessionId", generated);
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, active, generated, setSearchParams]);

  const renew = useCallback(() => {
    const next = generate();
    setMade((ids) => [...ids, next]);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("sessionId", next);
        return params;
      },
      { replace: true },
    );
  }, [generate, setSearchParams]);

  return {
    sessionId: fromAddress ?? generated,
    cameWithAddress: fromAddress !== null && !made.includes(fromAddress),
    renew,
  };
}
