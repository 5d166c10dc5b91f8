import { isInterviewSubject, type Subject } from "#shared/domain/subjects.ts";

// The two ways to learn (docs/product.md §2.7, /tutor/select/{subjectId}). The job interview is
// practised, not learned, so it gets its own wording.
export const SESSION_TYPES = ["chat", "voice"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export function isSessionType(value: string | undefined): value is SessionType {
  return (SESSION_TYPES as readonly string[]).includes(value ?? "");
}

export type SessionTypeChoice = { type: SessionType; title: string; description: string };

export function sessionTypeQuestion(subject: Subject): string {
  return isInterviewSubject(subject)
    ? "Wie möchtest du das Vorstellungsgespräch üben?"
    : "Wie möchtest du lernen?";
}

/**
 * Who answers: the tutor's name in each kind of session, 'KI-Tutor' or 'Übungs-Tutor (offline)'
 * (docs/product.md §2.1), and whether spoken words are understood (else the pupil writes, §2.10).
 */
export type TutorWords = { chat: string; voice: string; speechRecognition: boolean };

export function sessionTypeChoices(subject: Subject, tutor: TutorWords): SessionTypeChoice[] {
  if (isInterviewSubject(subject)) {
    return [
      {
        type: "chat",
        title: "Schriftlich üben",
        description: "Der Tutor stellt dir Fragen wie im Bewerbungsgespräch, und du antwortest im Chat.",
      },
      {
        type: "voice",
        title: "Mündlich üben",
        description: tutor.speechRecognition
          ? "Übe das Gespräch wie echt: Der Tutor stellt die Fragen, und du antwortest laut."
          : "Der Tutor stellt dir die Fragen mit seiner Stimme, und du antwortest schriftlich.",
      },
    ];
  }
  return [
    {
      type: "chat",
      title: "Chatten",
      description: `Schreib mit deinem ${tutor.chat}: Fragen stellen, Aufgaben lösen, Dateien teilen.`,
    },
    {
      type: "voice",
      title: "Sprechen",
      description: tutor.speechRecognition
        ? `Sprich mit deinem ${tutor.voice}, so wie in einem echten Gespräch.`
        : `Schreib deinem ${tutor.voice}, und er antwortet dir mit seiner Stimme.`,
    },
  ];
}
