import { useCallback, useEffect, useState } from "react";
import { isPermissionRefusal, type MicrophonePermission } from "../lib/microphone.ts";

/** What asking for the microphone gave: allowed, refused, or another problem (no microphone …). */
export type MicrophoneRequest = { ok: true } | { ok: false; refused: boolean; error: unknown };

/**
 * The microphone permission (docs/product.md §2.10): read from the Permissions API on load and kept
 * up to date when the pupil changes it in the browser; `request()` asks with getUserMedia,
 * which shows the browser's prompt, and releases the microphone again at once (the voice SDK
 * opens its own stream).
 */
export function useMicrophonePermission() {
  const [permission, setPermission] = useState<MicrophonePermission>("prompt");

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let active = true;
    const read = () => {
      if (active && status) setPermission(status.state);
    };
    // Firefox and older Safari do not know the "microphone" name: the state stays prompt then.
    navigator.permissions
      ?.query({ name: "microphone" as PermissionName })
      .then((result) => {
        status = result;
        read();
        result.addEventListener("change", read);
      })
      .catch(() => {});
    return () => {
      active = false;
      status?.removeEventListener("change", read);
    };
  }, []);

  const request = useCallback(async (): Promise<MicrophoneRequest> => {
    try {
      if (!navigator.mediaDevices?.getUserMedia) {
        // Only secure pages (https, localhost) get navigator.mediaDevices.
        throw new Error("Dein Browser erlaubt auf dieser Seite keinen Zugriff auf das Mikrofon.");
      }
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const track of stream.getTracks()) track.stop();
      setPermission("granted");
      return { ok: true };
    } catch (error) {
      const refused = isPermissionRefusal(error);
      if (refused) setPermission("denied");
      return { ok: false, refused, error };
    }
  }, []);

  return { permission, request, setPermission };
}
