import { type ReactNode, type SyntheticEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useKeyDown } from "#client/lib/use-key-down.ts";

type ModalProps = {
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  onEscape: () => void;
  children: ReactNode;
};

/**
 * A modal dialog: a native `<dialog>` opened with showModal(), full-screen sheet on phones and a
 * centred card from `sm` up. The browser makes the rest of the page inert (Tab never reaches
 * it) and draws the backdrop (decision 029; before, that was done by hand on a div). Done here:
 * Escape asks `onEscape` instead of closing (the quiz may ask first), the page behind does not
 * scroll, and focus returns to the opener when the dialog goes. The content moves focus to its
 * own heading; if it does not, the dialog itself takes it.
 */
export function Modal({ labelledBy, describedBy, onEscape, children }: ModalProps) {
  const panel = useRef<HTMLDialogElement>(null);
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // The content mounts only once the dialog is open: an element in a closed dialog cannot take
  // focus, and the stages focus their heading as they mount.
  const [open, setOpen] = useState(false);
  // Where focus was inside when the dialog was closed by a (StrictMode) effect re-run.
  const focusedInside = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    dialog.showModal();
    (focusedInside.current?.isConnected ? focusedInside.current : dialog).focus();
    setOpen(true);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      const active = document.activeElement;
      focusedInside.current = active instanceof HTMLElement && dialog.contains(active) ? active : null;
      dialog.close();
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );

  // Escape on the document, not the dialog: after a click on the backdrop focus is on <body>.
  // Cancelling the keydown keeps the browser from closing the dialog itself; `onEscape` decides.
  useKeyDown("document", (event) => {
    if (event.defaultPrevented || event.key !== "Escape") return;
    event.preventDefault();
    onEscape();
  });

  // Other close requests (a phone's back gesture) arrive as `cancel`: the same question.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onEscape();
  }

  return createPortal(
    <dialog
      ref={panel}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onCancel={onCancel}
      className={
        "m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto border-0 bg-white p-0 " +
        "pb-[env(safe-area-inset-bottom)] text-inherit shadow-xl backdrop:bg-slate-950/60 open:flex " +
        "focus:outline-none sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-xl sm:rounded-3xl " +
        "dark:bg-slate-900 dark:backdrop:bg-black/70 sm:dark:ring-1 sm:dark:ring-slate-700"
      }
    >
      {open && children}
    </dialog>,
    document.body,
  );
}
