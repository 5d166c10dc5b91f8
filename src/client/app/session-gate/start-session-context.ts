import { createContext, type MouseEvent, useContext } from "react";

export type StartSessionLinkProps = { to: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };

export type StartSession = {
  /** Goes to `to`; without a learning profile the quiz opens first and continues there after it. */
  start: (to: string) => void;
  /**
   * Props for a <Link> that starts a session: an ordinary link (it can be opened in a new tab,
   * where the page itself asks for the quiz), whose click opens the quiz while it is due.
   */
  linkProps: (to: string) => StartSessionLinkProps;
};

export const StartSessionContext = createContext<StartSession | null>(null);

/** docs/product.md §2.4: starting a session requires the learning profile, else the quiz opens. */
export function useStartSession(): StartSession {
  const value = useContext(StartSessionContext);
  if (!value) throw new Error("useStartSession must be used within a StartSessionProvider");
  return value;
}
