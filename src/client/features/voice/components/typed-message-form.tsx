import { type FormEvent, useId, useState } from "react";
import { SendIcon } from "#client/components/ui/icons.tsx";

type TypedMessageFormProps = {
  /** True when the message was sent (the field is emptied then). */
  onSend: (text: string) => boolean;
  connected: boolean;
};

// The local agent takes user messages up to 60 000 characters; a typed question is far shorter.
const MAX_TYPED = 2000;

/**
 * When the server cannot understand speech (decision 018, Screen): the pupil types, the tutor
 * still answers aloud. Usable only during a conversation.
 */
export function TypedMessageForm({ onSend, connected }: TypedMessageFormProps) {
  const [text, setText] = useState("");
  const fieldId = useId();
  const hintId = useId();
  const canSend = connected && text.trim() !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && onSend(text)) setText("");
  };

  return (
    <form onSubmit={submit} aria-label="Nachricht schreiben">
      <label htmlFor={fieldId} className="sr-only">
        Deine Nachricht an den KI-Tutor
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-slate-400 focus-within:ring-2 focus-within:ring-slate-900 dark:bg-slate-900 dark:ring-slate-500 dark:focus-within:ring-white">
        <input
          id={fieldId}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_TYPED}
          disabled={!connected}
          aria-describedby={hintId}
          placeholder={connected ? "Schreib deine Frage …" : "Starte zuerst die Session"}
          autoComplete="off"
          className="min-h-11 flex-1 bg-transparent px-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed dark:text-white dark:placeholder:text-slate-400"
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
        {connected
          ? "Enter sendet. Dein Tutor antwortet dir mit seiner Stimme."
          : "Sobald die Session läuft, kannst du hier schreiben."}
      </p>
    </form>
  );
}
