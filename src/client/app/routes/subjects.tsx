import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /faecher (subject overview). */
export default function SubjectsRoute() {
  return (
    <PagePlaceholder title="Fächer">
      <p>Hier entdeckst du bald alle Fächer, in denen dir der KI-Tutor hilft.</p>
    </PagePlaceholder>
  );
}
