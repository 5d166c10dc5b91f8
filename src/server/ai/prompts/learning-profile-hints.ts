import {
  DIMENSIONS,
  type Dimension,
  type DimensionValues,
  type LearningProfile,
} from "#shared/domain/learning-profile.ts";

// The learning profile (12 dimensions in [-1, 1], +1 = the first pole) turned into teaching
// hints. The profile records preferences, never abilities: the research does not support
// teaching only in a pupil's "style" (the meshing hypothesis; Pashler, McDaniel, Rohrer &
// Bjork, "Learning Styles: Concepts and Evidence", Psychological Science in the Public
// Interest 9(3), 2008). So preferred ways come first, and the tutor still varies modalities.
const STRONG = 0.3;
const NOTICEABLE = 0.1;

const HINTS: Record<Dimension, { positive: string; negative: string }> = {
  VIS: {
    positive:
      "Schlage Skizzen, Tabellen, Pfeile, Zeitstrahlen oder Farben vor und beschreibe Bilder in Worten.",
    negative: "Bilder sind kein Muss; erkläre lieber mit Worten und Beispielen.",
  },
  AUD: {
    positive:
      "Erkläre so, wie man es laut sagen würde, und lade ein, Gedanken laut in eigenen Worten zu erklären.",
    negative: "Halte Erklärungen knapp und setze auf Beispiele statt langer Ausführungen.",
  },
  KIN: {
    positive: "Schlage kleine Versuche zum Ausprobieren vor (zählen, messen, bauen, nachspielen).",
    negative: "Ausprobieren mit Gegenständen ist nicht nötig; denkt lieber im Kopf.",
  },
  TXT: {
    positive: "Ermuntere zu eigenen Notizen, Stichworten und kurzen Zusammenfassungen in eigenen Worten.",
    negative: "Wenig lange Texte: kurze Stichpunkte statt Absätze.",
  },
  STR: {
    positive: "Gehe in klaren, nummerierten Schritten vor und sag am Anfang, was kommt.",
    negative: "Lass Raum zum freien Entdecken: offene Fragen, eigene Wege zulassen.",
  },
  PROC: {
    positive: "Lass Zeit zum Nachdenken, stelle eine Frage auf einmal und dränge nicht.",
    negative: "Kurze, schnelle Runden; bei Flüchtigkeitsfehlern freundlich zum Nachprüfen einladen.",
  },
  SEN: {
    positive: "Kurze, aufgeräumte Antworten ohne Ablenkung (wenig Emojis, keine Nebenthemen).",
    negative: "Lockere Abwechslung stört nicht.",
  },
  ERR: {
    positive: "Fehler offen als Lernchance besprechen und gemeinsam herausfinden, wo der Denkfehler liegt.",
    negative:
      "Fehler sehr behutsam ansprechen: zuerst würdigen, was stimmt, dann eine Frage zum heiklen Schritt; nie «falsch!», sondern z. B. «Fast – schau dir diesen Schritt noch einmal an.»",
  },
  MOT: {
    positive: "Wecke Neugier mit spannenden Fragen, Zusammenhängen und «Wusstest du …?».",
    negative: "Mach Ziele und Fortschritt sichtbar und lobe konkrete Schritte.",
  },
  PLAN: {
    positive: "Vereinbare am Anfang kurz ein Ziel für diese Sitzung und blicke am Ende darauf zurück.",
    negative: "Folge flexibel dem Interesse, ohne einen Plan aufzuzwingen.",
  },
  SOC: {
    positive: "Sei ein Lernpartner («Wollen wir …?») und schlage vor, es später jemandem zu erklären.",
    negative: "Ruhige Einzelarbeit: respektiere Selbstständigkeit und lass allein weiterdenken.",
  },
  FB: {
    positive:
      "Rückmeldung später: lass zuerst mehrere Schritte selbst machen und gib dann gesammelt Rückmeldung.",
    negative: "Rückmeldung sofort: sag nach jedem Schritt kurz, ob er stimmt.",
  },
};

export function learningProfileSection(
  profile: LearningProfile | DimensionValues | null | undefined,
): string | null {
  const values = profile && "dimensions" in profile ? profile.dimensions : profile;
  if (!values) return null;
  const lines: string[] = [];
  for (const dimension of DIMENSIONS) {
    const v = values[dimension];
    if (typeof v !== "number" || !Number.isFinite(v) || Math.abs(v) <= NOTICEABLE) continue;
    const hint = v > 0 ? HINTS[dimension].positive : HINTS[dimension].negative;
    lines.push(`- ${Math.abs(v) > STRONG ? "" : "(leicht) "}${hint}`);
  }
  if (lines.length === 0) return null;
  return [
    "## Lernprofil (Vorlieben, keine Fähigkeiten)",
    "Das Profil zeigt, wie die Person gern lernt – nicht, was sie kann. Nutze es als Startpunkt, wechsle trotzdem ab (Worte, Bilder, Beispiele, Ausprobieren) und sprich das Profil nicht an.",
    ...lines,
  ].join("\n");
}
