// The tutor session's public entry (docs/architecture.md, "Boundaries"): what the chat and the
// voice session share, one screen's parts and one message type (docs/decisions/036-tutor-session.md).
export { completeSession } from "./api/complete-session.ts";
export { deleteSession } from "./api/delete-session.ts";
export { getSessionConversation } from "./api/get-session-conversation.ts";
export { useChatHealth, useOfflineTutor, useVoiceHealth } from "./api/get-tutor-health.ts";
export { ConnectionNotice } from "./components/connection-notice.tsx";
export { HelpCard } from "./components/help-card.tsx";
export { MessageBubble } from "./components/message-bubble.tsx";
export { MessageComposer } from "./components/message-composer.tsx";
export { OfflineBadge } from "./components/offline-badge.tsx";
export { SessionHeader } from "./components/session-header.tsx";
export { useSessionIdInAddress } from "./hooks/use-session-id-in-address.ts";
export { COMPLETED_HINT, RESTORING_HINT, useStoredConversation } from "./hooks/use-stored-conversation.ts";
export { useTutorSession } from "./hooks/use-tutor-session.ts";
export { completionPayload } from "./lib/completion-payload.ts";
export { clearDraft, readDraft, saveDraft } from "./lib/drafts.ts";
export { fileMessages } from "./lib/file-messages.ts";
export { generateChatSessionId, generateVoiceSessionId } from "./lib/session-id.ts";
export {
  pupilMessages,
  type SessionAttachment,
  type SessionMessage,
  sessionMessage,
} from "./lib/session-message.ts";
export { OFFLINE_TUTOR_NAME, tutorName } from "./lib/tutor-name.ts";
