import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { SendIcon } from "#client/components/ui/icons.tsx";
import { MAX_CHAT_MESSAGE_LENGTH } from "#shared/contracts/chat.ts";

type ChatInputProps = {
  /** Resolves true when the message was taken (the field is emptied then). */
  onSend: (text: string) => Promise<boolean> | boolean;
  /** A reply is on its way: typing goes on, sending waits (docs/product.md §2.9). */
  pending: boolean;
  disabled?: boolean;
  /** Left of the field: the slot for the 'Dateien' button of the upload feature. */
  leading?: ReactNode;
};

/**
 * The message field (docs/product.md §2.9 and §5.2): empty or whitespace-only text is not sent,
 * nothing is sent while a reply is pending, Enter sends and Shift+Enter starts a new line.
 */
export function ChatInput({ onSend, pending, disabled = false, leading }: ChatInputProps) {
  const [text, setText] = useState("");
  const fieldId = useId();
  const hintId = useId();
  const canSend = text.trim() !== "" && !pending && !disabled;

  const submit = () => {
    if (!canSend) return;
    const sent = text;
    // Emptied at once, so a second Enter cannot send the same text again.
    setText("");
    void Promise.resolve(onSend(sent)).then((taken) => {
      if (!taken) setText((current) => current || sent);
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

  return (
    <form onSubmit={onSubmit} aria-label="Nachricht schreiben">
      <label htmlFor={fieldId} className="sr-only">
        Deine Nachricht an den KI-Tutor
      </label>
      <div className="flex items-end gap-2 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-slate-400 focus-within:ring-2 focus-within:ring-slate-900 dark:bg-slate-900 dark:ring-slate-500 dark:focus-within:ring-white">
        {leading}
        <textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          disabled={disabled}
          aria-describedby={hintId}
          placeholder="Deine Nachricht …"
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none bg-transparent px-2.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed dark:text-white dark:placeholder:text-slate-400"
        />
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
        {pending ? "Der KI-Tutor antwortet gerade …" : "Enter sendet, Shift+Enter macht eine neue Zeile."}
      </p>
    </form>
  );
}
