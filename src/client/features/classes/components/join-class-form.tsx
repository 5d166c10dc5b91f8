import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { joinInputSchema, type JoinPreview as Preview } from "#shared/contracts/classes.ts";
import { useJoinClass } from "../api/join-class.ts";
import { previewJoin } from "../api/preview-join.ts";
import { JoinPreview } from "./join-preview.tsx";

/**
 * «Klasse beitreten»: the code (checked with the route's schema), then the preview of what the
 * teacher will see, then joining. An unknown or switched-off code is the server's German message.
 */
export function JoinClassForm({ initialCode = "" }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<{ code: string; preview: Preview } | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const join = useJoinClass();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const input = joinInputSchema.safeParse({ code });
    if (!input.success) return setFieldError(input.error.issues[0]?.message ?? null);
    setFieldError(null);
    setError(null);
    setJoined(null);
    setChecking(true);
    try {
      setPreview({ code: input.data.code, preview: await previewJoin(input.data.code) });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setChecking(false);
    }
  };

  const confirm = () => {
    if (!preview) return;
    join.mutate(preview.code, {
      onSuccess: (cls) => {
        setPreview(null);
        setCode("");
        setJoined(`Du bist jetzt in der Klasse ${cls.name}.`);
      },
    });
  };

  if (preview) {
    return (
      <div className="space-y-3">
        <JoinPreview
          preview={preview.preview}
          busy={join.isPending}
          onJoin={confirm}
          onCancel={() => {
            setPreview(null);
            join.reset();
          }}
        />
        <ErrorAlert message={join.error?.message} />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void check(event)} className="space-y-4" aria-busy={checking}>
      <TextField
        label="Klassencode"
        hint="Den Code mit 8 Zeichen bekommst du von deiner Lehrperson."
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
      />
      <ErrorAlert message={error} />
      <div role="status">
        {joined && <p className="font-semibold text-emerald-800 dark:text-emerald-200">{joined}</p>}
      </div>
      <Button type="submit" disabled={checking}>
        {checking ? "Wird geprüft …" : "Weiter"}
      </Button>
    </form>
  );
}
