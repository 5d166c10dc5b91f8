/**
 * A multipart body for an upload: every file under `fileField` (with its own name, so the
 * server sees it), then the text fields in the order given.
 */
export function filesForm(
  fileField: string,
  files: readonly File[],
  fields: Record<string, string>,
): FormData {
  const form = new FormData();
  for (const file of files) form.append(fileField, file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
