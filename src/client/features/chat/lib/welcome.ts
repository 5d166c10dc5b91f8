import type { Subject, SubjectId } from "#shared/domain/subjects.ts";

// The client's greeting at the top of a chat (docs/product.md §2.9). It is not stored:
// the tutor's replies come from the server. Swiss spelling (ss, never ß).
const WELCOMES: Record<SubjectId, string> = {
  mathematik:
    "Hallo! Ich bin Funki, dein Mathe-Tutor. 🧮 Schreib mir eine Aufgabe, zum Beispiel **3/4 + 1/8**, " +
    "oder sag mir, was du üben möchtest. Wir rechnen Schritt für Schritt – Fehler sind erlaubt!",
  deutsch:
    "Hallo! Ich bin Funki und helfe dir in Deutsch. 📚 Ob Grammatik, Rechtschreibung oder ein Aufsatz: " +
    "Schreib mir, woran du gerade arbeitest.",
  englisch:
    "Hi! Ich bin Funki und übe mit dir Englisch. 🗽 Möchtest du Wörter lernen, Sätze bauen oder ein " +
    "kleines Gespräch führen? Schreib einfach los – auf Deutsch oder auf Englisch.",
  franzoesisch:
    "Salut ! Ich bin Funki und übe mit dir Französisch. 🗼 Vokabeln, Verben oder ein kleiner Dialog – " +
    "womit möchtest du anfangen?",
  physik:
    "Hallo! Ich bin Funki, dein Physik-Tutor. ⚛️ Kräfte, Energie, Strom oder Licht: Stell mir deine " +
    "Frage, und wir finden die Antwort gemeinsam heraus.",
  chemie:
    "Hallo! Ich bin Funki, dein Chemie-Tutor. 🧪 Stoffe, Teilchen oder Reaktionen – was möchtest du " +
    "heute besser verstehen?",
  biologie:
    "Hallo! Ich bin Funki, dein Biologie-Tutor. 🌱 Pflanzen, Tiere oder der menschliche Körper: " +
    "Schreib mir, was dich interessiert.",
  informatik:
    "Hallo! Ich bin Funki, dein Informatik-Tutor. 💻 Binärzahlen, Algorithmen oder Schleifen – " +
    "womit wollen wir loslegen?",
  bewerbungsgespraech:
    "Hallo! Ich bin Funki und übe mit dir das Vorstellungsgespräch. 💼 Erzähl mir, für welche Lehrstelle " +
    "du dich bewirbst, dann stelle ich dir Fragen wie im echten Gespräch – und gebe dir Tipps.",
};

export function welcomeText(subject: Subject): string {
  return WELCOMES[subject.id];
}
