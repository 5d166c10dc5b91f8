import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /tutor/prepare/:subject/:type (session preparation). */
export default function TutorPrepareRoute() {
  return (
    <PagePlaceholder title="Session vorbereiten">
      <p>Hier bereitest du bald deine Lernsession vor: mit deiner Frage und, wenn du magst, mit Dateien.</p>
    </PagePlaceholder>
  );
}
