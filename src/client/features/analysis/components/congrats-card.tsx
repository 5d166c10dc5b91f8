import { NewSessionCard, type NewSessionLink } from "./new-session-card.tsx";

/** docs/product.md §2.11: 'Toll gemacht!' / 'Deine Session wurde erfolgreich analysiert.' and 'Neue Session starten'. */
export function CongratsCard({ newSessionLink }: { newSessionLink: NewSessionLink }) {
  return (
    <NewSessionCard
      tone="praise"
      titleId="analysis-congrats-title"
      title="Toll gemacht!"
      text="Deine Session wurde erfolgreich analysiert."
      newSessionLink={newSessionLink}
    />
  );
}
