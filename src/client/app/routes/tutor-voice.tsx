import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /tutor/ai-voice/:subject (voice session). */
export default function TutorVoiceRoute() {
  return (
    <PagePlaceholder title="Sprechen mit dem KI-Tutor">
      <p>Hier sprichst du bald mit deinem KI-Tutor.</p>
    </PagePlaceholder>
  );
}
