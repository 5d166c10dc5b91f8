import { type FormEvent, useState } from "react";
import { z } from "zod/mini";
import { AuthServiceError } from "../lib/auth-service-error.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { useRetryCountdown } from "./use-retry-countdown.ts";

/**
 * The submit flow both auth forms share: read the form, validate it with a shared zod schema
 * (field errors next to the inputs), then run the action and show the service's message on failure.
 * zod/mini's safeParse, which takes a schema of zod and of zod/mini alike (decision 056).
 * After a refusal for too many tries that names its wait, the form counts it down instead and
 * sends nothing until it is over (`wait`).
 */
export function useValidatedForm<S extends z.core.$ZodType>(
  schema: S,
  fields: readonly string[],
  action: (values: z.output<S>) => Promise<void>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const countdown = useRetryCountdown();
  const wait =
    countdown.secondsLeft === null || countdown.firstSeconds === null
      ? null
      : { secondsLeft: countdown.secondsLeft, firstSeconds: countdown.firstSeconds };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is only aria-disabled then (auth-form.tsx), and Enter in a field submits too.
    if (pending || wait) return;
    const form = new FormData(event.currentTarget);
    const parsed = z.safeParse(schema, Object.fromEntries(fields.map((name) => [name, form.get(name)])));
    setServiceError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await action(parsed.data);
    } catch (error) {
      const seconds = error instanceof AuthServiceError ? error.retryAfterSeconds : null;
      if (seconds) countdown.start(seconds);
      else setServiceError((error as Error).message);
    }
    setPending(false);
  }

  return { errors, serviceError, pending, wait, handleSubmit };
}
