import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /tutor/select/:subjectId (chat or voice). */
export default function TutorSessionTypeRoute() {
  return (
    <PagePlaceholder title="Wie möchtest du lernen?">
      <p>Hier entscheidest du bald, ob du mit dem Tutor schreiben oder sprechen möchtest.</p>
    </PagePlaceholder>
  );
}
