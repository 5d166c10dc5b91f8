// docs/product.md §5.1: which files pupils may upload and how many. The server enforces every
// limit itself; the browser checks them too, only to answer sooner.
export const MB = 1024 * 1024;

/** Before a session (preparation screen). */
export const PREPARATION_MAX_FILES = 5;
export const PREPARATION_MAX_BYTES = 15 * MB;

/** During a chat or voice session, counted per session across requests. */
export const SESSION_MAX_FILES = 3;
export const SESSION_MAX_BYTES = 10 * MB;

export const ALLOWED_EXTENSIONS = ["jpg", "jpeg", "png", "pdf", "txt", "docx"] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

/** react-dropzone's `accept`: MIME type → extensions. */
export const DROPZONE_ACCEPT: Record<string, string[]> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "application/pdf": [".pdf"],
  "text/plain": [".txt"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
};

/** The analysed content's preview: its first 200 characters. */
export const PREVIEW_CHARS = 200;
