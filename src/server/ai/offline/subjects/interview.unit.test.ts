import { describe, expect, it } from "vitest";
import { EMPTY_CONTEXT } from "../context.ts";
import { tutorReply } from "../engine.ts";
import { talk } from "../test-conversation.ts";
import { extractProfession, professionFromText } from "./interview.ts";

const DETAILED =
  "Ich möchte Koch werden, weil ich seit Jahren gerne für meine Familie koche. In der Schnupperlehre im Restaurant Sonne habe ich zum Beispiel Gemüse gerüstet und beim Anrichten geholfen. Das hat mir sehr gefallen.";

describe("offline tutor: Bewerbungsgespräch", () => {
  it("asks for the profession first", () => {
    const [greeting, first] = talk("bewerbungsgespraech", ["Hallo", "Ich möchte eine Lehre als Koch machen"]);
    expect(greeting).toContain("Für welchen Beruf");
    expect(first).toContain("Lehrstelle als Koch");
    expect(first).toContain("Frage 1 von 6");
  });

  it("gives feedback on a short and on a detailed answer, then a summary", () => {
    const replies = talk("bewerbungsgespraech", [
      "Hallo",
      "Koch",
      "Ich bin Lea.",
      DETAILED,
      "Ich bin zuverlässig.",
      "Im Team.",
      "Weiss ich nicht mehr genau, es war schwierig.",
      "Warum gerade bei euch? Ich finde euren Betrieb spannend. Wie sieht ein typischer Tag in der Lehre aus?",
    ]);
    const short = replies[2] ?? "";
    const detailed = replies[3] ?? "";
    expect(short).toContain("Rückmeldung");
    expect(short).toContain("sehr kurz");
    expect(short).toContain("Warum möchtest du Koch werden?");
    expect(detailed).toContain("gute Länge");
    expect(detailed).toContain("konkretes Beispiel");
    expect(detailed).not.toContain("sehr kurz");
    const last = replies.at(-1) ?? "";
    expect(last).toContain("Zusammenfassung");
    expect(last).toContain("Das machst du gut");
    expect(last).toContain("Daran kannst du arbeiten:** Antworte ausführlicher");
  });

  it("extracts the profession from a sentence", () => {
    expect(extractProfession("Ich möchte Informatikerin werden.")).toBe("Informatikerin");
    expect(extractProfession("Kauffrau EFZ")).toBe("Kauffrau EFZ");
    expect(extractProfession("Hallo")).toBeNull();
  });

  it("reads the profession from a prepared question, but not the exercise's own words", () => {
    expect(professionFromText("Ich möchte mich als Informatiker bewerben.")).toBe("Informatiker");
    expect(professionFromText("Lehrstelle als Kauffrau EFZ üben")).toBe("Kauffrau EFZ");
    expect(professionFromText("Ich bewerbe mich bei der Migros als Detailhandelsfachmann")).toBe(
      "Detailhandelsfachmann",
    );
    expect(professionFromText("Vorstellungsgespräch üben")).toBeNull();
    expect(professionFromText("Wie gehe ich als Schüler mit Nervosität um?")).toBeNull();
  });

  it("with the profession in the prepared topic, starts at question 1", () => {
    const topic = "Ich möchte mich als Koch bewerben";
    const [greeting] = talk("bewerbungsgespraech", ["Hallo"], { topic });
    expect(greeting).toContain("Lehrstelle als Koch");
    expect(greeting).toContain("Frage 1 von 6");
    // After the plan's opening (an assistant turn before the pupil's first), "Hallo" is a greeting
    // back and the first real answer gets feedback and question 2.
    const ctx = { ...EMPTY_CONTEXT, subjectId: "bewerbungsgespraech" as const, topic };
    const opening = { role: "assistant" as const, text: "Grüezi! Erzähl mir bitte kurz etwas über dich." };
    expect(tutorReply([opening, { role: "user", text: "Hallo" }], ctx)).toMatch(/^Schön, dass du da bist!/);
    const reply = tutorReply([opening, { role: "user", text: DETAILED }], ctx);
    expect(reply).toContain("Rückmeldung");
    expect(reply).toContain("Warum möchtest du Koch werden?");
  });

  it("answers a practical question with a tip, then goes back to the practice", () => {
    const [beforeProfession] = talk("bewerbungsgespraech", [
      "Was soll ich zum Vorstellungsgespräch anziehen?",
    ]);
    expect(beforeProfession).toContain("gepflegte Kleidung");
    expect(beforeProfession).toContain("Zurück zum Üben: Für welchen Beruf");
    const [, , midway] = talk("bewerbungsgespraech", ["Koch", "Hallo", "Was muss ich mitnehmen?"]);
    expect(midway).toContain("Bewerbungsunterlagen");
    expect(midway).toMatch(/Zurück zum Üben: \*\*Frage 1 von/);
  });
});
