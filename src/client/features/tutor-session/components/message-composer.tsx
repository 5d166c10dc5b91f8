import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { SendIcon } from "#client/components/ui/icons.tsx";

type MessageComposerProps = {
  /**
   * True (or a promise of true) when the message was taken. The field is emptied at once and
   * the text comes back when it was not taken, so a second Enter cannot send it again.
   */
  onSend: (text: string) => Promise<boolean> | boolean;
  /** A textarea where Enter sends and Shift+Enter starts a new line (chat), else one line (voice). */
  multiline: boolean;
  maxLength: number;
  placeholder: string;
  /** Under the field: how to send, or why it cannot be used now. */
  hint: string;
  /** The field cannot be used. */
  disabled: boolean;
  /** Typing goes on, sending waits (a chat reply is pending, docs/product.md §2.9). */
  holdSending?: boolean;
  /** Left of the field: the chat's slot for the 'Dateien' button of the upload feature. */
  leading?: ReactNode;
  /** What the field starts with: the session's kept draft (lib/drafts.ts). */
  initialText?: string;
  /** Each change the pupil types, to keep it as the draft (not the emptying after a send). */
  onTextChange?: (text: string) => void;
};

const FIELD = "bg-transparent px-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none";
const FIELD_STATES = "disabled:cursor-not-allowed dark:text-white dark:placeholder:text-slate-400";

/**
 * The message field of a session (docs/product.md §2.9, §2.10 and §5.2): empty or whitespace-only
 * text is not sent.
 */
export function MessageComposer({
  onSend,
  multiline,
  maxLength,
  placeholder,
  hint,
  disabled,
  holdSending = false,
  leading,
  initialText = "",
  onTextChange,
}: MessageComposerProps) {
  const [text, setText] = useState(initialText);
  const type = (value: string) => {
    setText(value);
    onTextChange?.(value);
  };
  const fieldId = useId();
  const hintId = useId();
  const canSend = text.trim() !== "" && !holdSending && !disabled;

  const submit = () => {
    if (!canSend) return;
    const sent = text;
    const taken = onSend(sent);
    if (typeof taken === "boolean") {
      if (taken) setText("");
      return;
    }
    setText("");
    void taken.then((ok) => {
      if (!ok) setText((current) => current || sent);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter confirms the character there).
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const field = {
    id: fieldId,
    value: text,
    maxLength,
    disabled,
    placeholder,
    "aria-describedby": hintId,
  };
  return (
    <form onSubmit={onSubmit} aria-label="Nachricht schreiben">
      <label htmlFor={fieldId} className="sr-only">
        Deine Nachricht an den KI-Tutor
      </label>
      <div
        className={`flex ${multiline ? "items-end" : "items-center"} gap-2 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-slate-400 focus-within:ring-2 focus-within:ring-slate-900 dark:bg-slate-900 dark:ring-slate-500 dark:focus-within:ring-white`}
      >
        {leading}
        {multiline ? (
          <textarea
            {...field}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            className={`field-sizing-content max-h-40 min-h-11 flex-1 resize-none py-2.5 ${FIELD} ${FIELD_STATES}`}
          />
        ) : (
          <input
            {...field}
            type="text"
            onChange={(event) => type(event.target.value)}
            autoComplete="off"
            className={`min-h-11 flex-1 ${FIELD} ${FIELD_STATES}`}
          />
        )}
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-orange-700 px-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60 sm:px-4 dark:bg-orange-400 dark:text-slate-950 dark:hover:bg-orange-300 dark:focus-visible:outline-orange-300"
        >
          <SendIcon />
          <span className="sr-only sm:not-sr-only">Senden</span>
        </button>
      </div>
      <p id={hintId} className="mt-1.5 px-1 text-xs text-slate-700 dark:text-slate-300">
        {hint}
      </p>
    </form>
  );
}
