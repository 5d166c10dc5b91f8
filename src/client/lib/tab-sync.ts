// Tells the app's other open tabs about changes (onboarding saved, signed out). It writes a message
// to localStorage; the browser fires a `storage` event in every other tab of the same origin.
// Messages older than 5 s are ignored (docs/product.md §2.1), so a stale entry never replays.
export const TAB_SYNC_STORAGE_KEY = "lernfunke-tab-sync";
export const TAB_SYNC_MAX_AGE_MS = 5000;

export type TabSyncMessageType = "onboarding-saved" | "signed-out";
type TabSyncMessage = { type: TabSyncMessageType; sentAt: number; nonce: string };

export function broadcastToTabs(type: TabSyncMessageType): void {
  // The nonce makes every message a new value: an identical write would not fire `storage`.
  const message: TabSyncMessage = { type, sentAt: Date.now(), nonce: Math.random().toString(36).slice(2) };
  try {
    window.localStorage.setItem(TAB_SYNC_STORAGE_KEY, JSON.stringify(message));
  } catch {
    // Storage blocked: other tabs simply catch up on their next refetch.
  }
}

export function parseTabSyncMessage(raw: string | null, now: number): TabSyncMessage | null {
  if (!raw) return null;
  try {
    const message = JSON.parse(raw) as Partial<TabSyncMessage>;
    if (typeof message.type !== "string" || typeof message.sentAt !== "number") return null;
    if (now - message.sentAt > TAB_SYNC_MAX_AGE_MS) return null;
    return message as TabSyncMessage;
  } catch {
    return null;
  }
}

/** Calls `handler` when another tab broadcasts `type`; returns the unsubscribe function. */
export function onTabMessage(type: TabSyncMessageType, handler: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== TAB_SYNC_STORAGE_KEY) return;
    if (parseTabSyncMessage(event.newValue, Date.now())?.type === type) handler();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
