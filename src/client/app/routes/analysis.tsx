import { PagePlaceholder } from "#client/components/layout/page-placeholder.tsx";

/** Placeholder for /analysis/:sessionId; the real screen comes with the analysis feature. */
export default function AnalysisRoute() {
  return (
    <PagePlaceholder title="Auswertung deiner Session">
      <p>
        Hier erscheint bald die Auswertung einer Lernsession: wie es lief, was du gelernt hast und wie es
        weitergeht.
      </p>
    </PagePlaceholder>
  );
}
