// Multipart uploads through the app, as a browser sends them (FormData, no Content-Type set).
export type UploadPart = { name: string; bytes: Uint8Array; type?: string };

/** Posts files under `field` (default "files") and text fields; returns status and JSON body. */
export async function postFiles(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  {
    token,
    files,
    fields = {},
    field = "files",
  }: {
    token: string;
    files: UploadPart[];
    fields?: Record<string, string>;
    field?: string;
  },
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      field,
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "" }),
    );
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await app.request(path, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

/**
 * A multipart POST whose Content-Length announces `contentLength` bytes while its body is empty:
 * a body limit must answer from the header alone. Returns status and JSON body.
 */
export async function postAnnouncing(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  { token, contentLength }: { token: string; contentLength: number },
) {
  const res = await app.request(path, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(contentLength),
    },
    body: "--x--",
  });
  return { status: res.status, body: await res.json() };
}
