import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

type ModalProps = {
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  onEscape: () => void;
  children: ReactNode;
};

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute("disabled"),
  );
}

/** a is b, or comes before it in document order (an ancestor counts as before). */
function atOrBefore(a: Node, b: Node): boolean {
  return a === b || Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * A modal dialog: role="dialog" with aria-modal, full-screen sheet on phones and a centred card
 * from `sm` up. Built on a div because jsdom has no HTMLDialogElement.showModal(), and the
 * screens must be testable there. What showModal() would give is done by hand: the rest of the
 * page becomes `inert` (no clicks, no focus, hidden from screen readers), Tab cycles inside,
 * the page behind does not scroll, and focus returns to the opener when the dialog closes.
 * The content moves focus to its own heading; if it does not, the dialog itself takes it.
 */
export function Modal({ labelledBy, describedBy, onEscape, children }: ModalProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useLayoutEffect(() => {
    const own = overlay.current;
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === own || element.hasAttribute("inert")) continue;
      element.setAttribute("inert", "");
      madeInert.push(element);
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    // Children's effects run first: a stage that focused its heading keeps that focus.
    if (panel.current && !panel.current.contains(document.activeElement)) panel.current.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  // On the document, not the panel: after a click on the backdrop focus is on <body>, and
  // Escape and Tab must still work.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
      return;
    }
    const root = panel.current;
    if (event.key !== "Tab" || !root) return;
    const items = tabbables(root);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last || !active || !root.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
      return;
    }
    if (event.shiftKey && atOrBefore(active, first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !atOrBefore(active, last))) {
      event.preventDefault();
      first.focus();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  return createPortal(
    <div
      ref={overlay}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 sm:p-4 dark:bg-black/70"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={
          "flex h-dvh w-full flex-col overflow-y-auto bg-white pb-[env(safe-area-inset-bottom)] shadow-xl " +
          "focus:outline-none sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-xl sm:rounded-3xl " +
          "dark:bg-slate-900 sm:dark:ring-1 sm:dark:ring-slate-700"
        }
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
