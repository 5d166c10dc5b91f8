import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /analyse (session overview); the real screen comes with the sessions feature. */
export default function SessionsRoute() {
  return (
    <PagePlaceholder title="Analyse">
      <p>Hier siehst du bald alle deine Lernsessions, nach Tagen geordnet, mit ihrer Auswertung.</p>
    </PagePlaceholder>
  );
}
