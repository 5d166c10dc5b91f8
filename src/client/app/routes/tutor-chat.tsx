import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /tutor/ai-chat/:subject (text chat session). */
export default function TutorChatRoute() {
  return (
    <PagePlaceholder title="Chat mit dem KI-Tutor">
      <p>Hier schreibst du bald mit deinem KI-Tutor.</p>
    </PagePlaceholder>
  );
}
