import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /tutor/select (subject selection). */
export default function TutorSelectRoute() {
  return (
    <PagePlaceholder title="Fach auswählen">
      <p>Hier wählst du bald das Fach für deine nächste Lernsession.</p>
    </PagePlaceholder>
  );
}
