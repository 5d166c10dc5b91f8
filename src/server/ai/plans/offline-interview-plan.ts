import type { InterviewPlan } from "#shared/contracts/preparation.ts";
import { interviewQuestions, professionFromText } from "../offline/subjects/interview.ts";
import { pick } from "../offline/text.ts";
import { duration, firstLine, levelOf, type PlanRequest, planFiles } from "./plan-request.ts";

// The offline plan for 'Bewerbungsgespräch': a mock interview for a Lehrstelle at an invented
// Swiss company. Its questions and criteria are those of the offline interview tutor
// (offline/subjects/interview.ts), so a prepared offline session keeps to its plan; the
// profession is read from the question the same way the tutor reads it from the topic.
const SECTORS: ReadonlyArray<[RegExp, string]> = [
  [/koch|köchin|bäcker|konditor|restaurant|hotel|gastro/i, "ein Restaurant mit Hotelbetrieb"],
  [/kauf|büro|verwaltung|kv\b/i, "ein Dienstleistungsunternehmen mit Büro und Kundendienst"],
  [/detailhandel|verkauf|laden/i, "ein Detailhandelsgeschäft mit mehreren Filialen"],
  [/informati|mediamatik|applikation/i, "eine IT-Firma, die Software für Schulen und Gemeinden entwickelt"],
  [/gesundheit|pflege|fage|spital|medizin/i, "ein Regionalspital"],
  [
    /elektr|polymech|automatik|mechani|logisti|schreiner|maurer|zimmer|maler|sanitär/i,
    "ein Handwerks- und Technikbetrieb",
  ],
  [/kind|betreuung|fabe/i, "eine Kindertagesstätte"],
];
const COMPANIES = [
  "Alpenblick AG",
  "Seeland Partner AG",
  "Rheintal Service AG",
  "Bergsonne AG",
  "Limmat Werk AG",
] as const;
const INTERVIEWERS = ["Frau Keller", "Herr Brunner", "Frau Meier", "Herr Fischer"] as const;

export function interviewPlan(request: PlanRequest): InterviewPlan {
  const profession = professionFromText(request.question);
  const seed = profession ?? request.question;
  const company = pick(COMPANIES, seed);
  const interviewer = pick(INTERVIEWERS, `${seed}/person`);
  const sector =
    SECTORS.find(([re]) => profession && re.test(profession))?.[1] ?? "ein vielseitiger Lehrbetrieb";
  const files = planFiles(request);
  const quoted = files[0] ? firstLine(files[0].text) : null;
  const basis = files[0]
    ? ` Dein Material «${files[0].name}»${quoted ? ` (beginnt mit „${quoted}“)` : ""} fliesst ins Gespräch ein.`
    : "";
  const voice = request.sessionType === "voice";
  const gentle =
    levelOf(request) !== "gymnasium" && !(request.schoolType === "SECONDARY" && (request.grade ?? 0) >= 3);
  const welcome = `Grüezi und willkommen bei der ${company}! Ich bin ${interviewer} und betreue bei uns die Lernenden.`;

  return {
    interview_position: profession
      ? `Lehrstelle als ${profession}`
      : "Lehrstelle (Beruf noch offen – wird zu Beginn geklärt)",
    company_context: `${company} (erfunden): ${sector} mit rund 40 Mitarbeitenden, der jedes Jahr zwei Lernende ausbildet. Wichtig sind Zuverlässigkeit, Freundlichkeit und Freude am Beruf.${basis}`,
    interview_flow: [
      "Begrüssung und kurzer Smalltalk",
      "Vorstellung: Erzähl etwas über dich",
      "Motivation: Warum dieser Beruf?",
      "Stärken und Schwächen",
      "Teamarbeit und eine schwierige Situation",
      "Deine Fragen an den Lehrbetrieb",
      "Rückmeldung: was gut war und was du noch üben kannst",
    ],
    key_questions: interviewQuestions(profession ?? "das"),
    assessment_criteria: [
      "Länge: drei bis fünf Sätze pro Antwort",
      "Konkrete Beispiele aus Schule, Hobby oder Schnupperlehre",
      "Ich-Botschaften: von dir selbst erzählen",
      "Bezug zum Beruf und zum Lehrbetrieb",
      "Eigene Fragen an den Betrieb",
      voice ? "Deutlich und in ruhigem Tempo sprechen" : "Freundlicher, höflicher Ton",
    ],
    estimated_duration: duration(request, true),
    interview_style: gentle
      ? "Freundlich und geduldig, mit einem Tipp, wenn du nicht weiterweisst; nach jeder Antwort eine kurze Rückmeldung."
      : "Freundlich, aber wie ein echtes Lehrstellen-Gespräch; nach jeder Antwort eine kurze, ehrliche Rückmeldung und am Schluss eine Zusammenfassung.",
    starter_message: profession
      ? `${welcome} Schön, dass du dich für die Lehrstelle als ${profession} interessierst. Ich stelle dir ein paar Fragen und gebe dir nach jeder Antwort eine kurze Rückmeldung. Zum Einstieg: Erzähl mir bitte kurz etwas über dich.`
      : `${welcome} Wir üben heute ein Vorstellungsgespräch, und ich gebe dir nach jeder Antwort eine kurze Rückmeldung. Zuerst: Für welche Lehrstelle möchtest du dich bewerben?`,
  };
}
