import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "../lib/field-errors.ts";

/**
 * The submit flow both auth forms share: read the form, validate it with a shared zod schema
 * (field errors next to the inputs), then run the action and show the service's message on failure.
 */
export function useValidatedForm<S extends z.ZodType>(
  schema: S,
  fields: readonly string[],
  action: (values: z.output<S>) => Promise<void>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = schema.safeParse(Object.fromEntries(fields.map((name) => [name, form.get(name)])));
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
      setServiceError((error as Error).message);
    }
    setPending(false);
  }

  return { errors, serviceError, pending, handleSubmit };
}
