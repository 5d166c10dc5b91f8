import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /tutor (welcome page); the real screen comes with the tutor feature. */
export default function TutorRoute() {
  return (
    <PagePlaceholder title="Dein KI-Tutor">
      <p>Hier startest du bald eine Lernsession mit deinem KI-Tutor – im Chat oder im Gespräch.</p>
    </PagePlaceholder>
  );
}
