import { useCallback, useState } from "react";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";

/**
 * The files shared in this session, as the server counts them: it counts across uploads and
 * enforces the limit of 3 (docs/product.md §2.9 and §2.10). When an answer has no count, the
 * uploaded files are added to the screen's.
 */
export function useSessionFiles() {
  const [count, setCount] = useState(0);
  const counted = useCallback((response: SessionFilesUploadResponse) => {
    setCount((current) =>
      Number.isInteger(response.sessionFileCount)
        ? response.sessionFileCount
        : current + response.uploadedFiles.length,
    );
  }, []);
  const reset = useCallback(() => setCount(0), []);
  return { count, counted, reset };
}
