import { useEffect, useEffectEvent } from "react";

/**
 * Calls `onKeyDown` for every key pressed while the component is mounted, wherever focus is.
 * The handler always sees the latest props and state (useEffectEvent), so the listener is
 * added once. `document` for keys that belong to what is on top (a dialog's Escape, the quiz's
 * letters); `window` to come after every other handler (the wizard's Enter).
 */
export function useKeyDown(target: "document" | "window", onKeyDown: (event: KeyboardEvent) => void): void {
  const handle = useEffectEvent(onKeyDown);
  useEffect(() => {
    const node = target === "document" ? document : window;
    const listener = (event: Event) => {
      if (event instanceof KeyboardEvent) handle(event);
    };
    node.addEventListener("keydown", listener);
    return () => node.removeEventListener("keydown", listener);
  }, [target]);
}
