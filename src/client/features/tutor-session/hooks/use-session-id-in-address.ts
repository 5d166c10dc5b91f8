import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { validSessionId } from "../lib/session-id.ts";

/**
 * A session's id from the address's sessionId (docs/product.md §3.1). Without a usable one, one is
 * made once with `generate` and written into the address (replace), so a reload keeps the
 * session; not while `active` is false (an unknown subject). `cameWithAddress`: the id was in
 * the address, so a prepared session may belong to it (docs/product.md §2.9).
 */
export function useSessionIdInAddress(generate: () => string, active: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = validSessionId(searchParams.get("sessionId"));
  const [generated] = useState(generate);

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

  return {
    sessionId: fromAddress ?? generated,
    cameWithAddress: fromAddress !== null && fromAddress !== generated,
  };
}
