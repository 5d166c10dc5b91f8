// A file that is refused for a reason the pupil can act on. The message is German and is shown
// as the file's analysis error; the request itself still succeeds for the other files.
export class FileRejected extends Error {
  override readonly name = "FileRejected";
}

export const UNSUPPORTED_TYPE = "Dateityp nicht unterstützt";
