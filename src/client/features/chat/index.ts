// The chat feature's public entry: what other features may use (docs/architecture.md,
// "Boundaries"); the voice screen shows the same help card and attachments.
export { AttachmentList } from "./components/attachment-list.tsx";
export { HelpCard } from "./components/help-card.tsx";
export type { ChatAttachment } from "./lib/chat-message.ts";
