import { describe, expect, it } from "vitest";
import {
  type InterviewPlan,
  interviewPlanSchema,
  type PreparationPlan,
  preparationPlanSchema,
} from "#shared/contracts/preparation.ts";
import { findSubject, SUBJECT_IDS, type SubjectId } from "#shared/domain/subjects.ts";
import { buildOfflinePlan } from "./offline-plan.ts";
import type { PlanRequest } from "./plan-request.ts";

const request = (subjectId: SubjectId, extra: Partial<PlanRequest> = {}): PlanRequest => {
  const subject = findSubject(subjectId);
  if (!subject) throw new Error(subjectId);
  return {
    subject,
    sessionType: "chat",
    question: "Wie addiere ich Brüche mit verschiedenen Nennern?",
    analyzedContent: "",
    schoolType: "SECONDARY",
    grade: 2,
    ...extra,
  };
};
const learning = (r: PlanRequest) => preparationPlanSchema.parse(buildOfflinePlan(r)) as PreparationPlan;
const allText = (plan: object) => JSON.stringify(plan);

describe("offline planner", () => {
  it("makes a valid plan for every subject, the interview variant for Bewerbungsgespräch", () => {
    for (const id of SUBJECT_IDS) {
      const plan = buildOfflinePlan(request(id, { question: "Ich möchte das Thema besser verstehen" }));
      const schema = id === "bewerbungsgespraech" ? interviewPlanSchema : preparationPlanSchema;
      expect(schema.safeParse(plan).success, id).toBe(true);
      expect(allText(plan), id).not.toContain("ß");
      expect("interview_position" in plan, id).toBe(id === "bewerbungsgespraech");
    }
  });

  it("opens by greeting, naming subject and topic, and asking what the pupil already knows", () => {
    const plan = learning(request("mathematik"));
    expect(plan.starter_message).toMatch(/^Hallo!/);
    expect(plan.starter_message).toContain("Mathematik");
    expect(plan.starter_message).toContain("«Wie addiere ich Brüche mit verschiedenen Nennern?»");
    expect(plan.starter_message).toMatch(/Was weisst du schon darüber[,?]/);
  });

  it("picks objectives from the subject's templates by the question's keywords", () => {
    expect(learning(request("mathematik")).learning_objectives).toContain(
      "Brüche mit verschiedenen Nennern addieren und subtrahieren",
    );
    const physics = learning(
      request("physik", { question: "Was ist der Unterschied zwischen Spannung und Strom?" }),
    );
    expect(physics.learning_objectives).toContain("Spannung, Stromstärke und Widerstand unterscheiden");
    const french = learning(request("franzoesisch", { question: "passé composé mit être" }));
    expect(french.learning_objectives).toContain("Die Verbformen richtig bilden");
  });

  it("names the uploaded worksheet and quotes its first line in the flow", () => {
    const plan = learning(
      request("mathematik", {
        analyzedContent:
          "[DOKUMENT ANALYSIERT: bruchblatt.pdf] Aufgabe 1: 3/4 + 1/8\nAufgabe 2: 2/3 - 1/6\n\n[BILD ANALYSIERT: tafel.png] Eine Tafel mit Kreisen.",
      }),
    );
    expect(plan.starter_message).toContain("dein Arbeitsblatt «bruchblatt.pdf»");
    expect(plan.learning_objectives).toContain("Die Aufgaben aus «bruchblatt.pdf» selbstständig lösen");
    expect(plan.discussion_flow).toContain(
      "Material anschauen: «bruchblatt.pdf» beginnt mit „Aufgabe 1: 3/4 + 1/8“ – gemeinsam klären, worum es geht.",
    );
    expect(plan.discussion_flow).toContain("Weiteres Material: «tafel.png».");
    // Socratic: no worked results in the plan.
    expect(allText(plan)).not.toContain("7/8");
  });

  it("adapts register, difficulty and duration to school type and grade", () => {
    const young = learning(request("deutsch", { schoolType: "PRIMARY", grade: 1, question: "Nomen" }));
    const gym = learning(request("deutsch", { schoolType: "GYMNASIUM", grade: 3, question: "Nomen" }));
    expect(young.difficulty_level).toBe("Primarschule, 1. Klasse – sehr einfach");
    expect(gym.difficulty_level).toBe("Gymnasium, 3. Klasse – anspruchsvoll");
    expect(young.estimated_duration).toBe("10–15 Minuten");
    expect(gym.estimated_duration).toBe("30–45 Minuten");
    expect(young.starter_message.length).toBeLessThan(gym.starter_message.length);
    const unknown = learning(request("deutsch", { schoolType: null, grade: null }));
    expect(unknown.difficulty_level).toBe("Schulstufe unbekannt – mittel");
  });

  it("plans speaking for a voice session", () => {
    const plan = learning(request("englisch", { sessionType: "voice", question: "past tense" }));
    expect(plan.interactive_elements[0]).toMatch(/^Laut denken/);
    expect(plan.estimated_duration).toBe("15–20 Minuten");
  });

  it("is deterministic", () => {
    const r = request("biologie", {
      question: "Wie funktioniert das Herz?",
      analyzedContent: "Datei: herz.txt\nDas Herz pumpt.",
    });
    expect(buildOfflinePlan(r)).toEqual(buildOfflinePlan(r));
  });

  describe("interview variant", () => {
    const interview = (question: string, extra: Partial<PlanRequest> = {}) =>
      interviewPlanSchema.parse(
        buildOfflinePlan(request("bewerbungsgespraech", { question, ...extra })),
      ) as InterviewPlan;

    it("reads the profession and opens as the interviewer with the first question", () => {
      const plan = interview("Ich möchte mich als Koch bewerben.");
      expect(plan.interview_position).toBe("Lehrstelle als Koch");
      expect(plan.company_context).toContain("(erfunden)");
      expect(plan.company_context).toContain("Restaurant");
      expect(plan.key_questions).toContain("Warum möchtest du Koch werden?");
      expect(plan.starter_message).toMatch(/^Grüezi und willkommen bei der .+ AG!/);
      expect(plan.starter_message).toContain("Lehrstelle als Koch");
      expect(plan.starter_message).toMatch(/Erzähl mir bitte kurz etwas über dich\.$/);
    });

    it("asks for the Lehrstelle when the question names none", () => {
      const plan = interview("Vorstellungsgespräch üben");
      expect(plan.interview_position).toMatch(/Beruf noch offen/);
      expect(plan.starter_message).toMatch(/Für welche Lehrstelle möchtest du dich bewerben\?$/);
    });

    it("mentions an uploaded file and is gentler with younger pupils", () => {
      const plan = interview("Lehrstelle als Kauffrau EFZ", {
        analyzedContent: "[DOKUMENT ANALYSIERT: inserat.pdf] Wir suchen eine Lernende Kauffrau EFZ",
        schoolType: "SECONDARY",
        grade: 1,
      });
      expect(plan.company_context).toContain(
        "«inserat.pdf» (beginnt mit „Wir suchen eine Lernende Kauffrau EFZ“)",
      );
      expect(plan.interview_style).toMatch(/geduldig/);
      expect(interview("als Koch", { schoolType: "GYMNASIUM", grade: 4 }).interview_style).toMatch(/echtes/);
    });
  });
});
